#!/usr/bin/env bash
# The Kotlin matcher on the JVM (BENCHMARKS.md, "Kotlin on the JVM"): for each bench table, the
# Kotlin file that `route-compiler kotlin` generates, timed beside a hand-written java.net.URI +
# split + toLongOrNull handler of the same routes (Benchmarks/Kotlin), in the steady state and on
# the first call in a fresh JVM; and the generated file's size per route.
#
#     scripts/kotlin-bench.sh [--quick] [--10k] [--only NAME,NAME]
#
# --quick  2,000 URLs per table, 3 passes, 3 processes per first-call figure: a smoke test
# --10k    also the distinct-prefix table of 10,000 routes (its Kotlin takes minutes to compile)
# --only   the tables to run, by name (distinct-prefix-10, distinct-prefix-1000, shared-prefix-1000,
#          query-heavy-100, mixed-100, distinct-prefix-10000)
#
# It builds route-compiler and route-bench (debug: they only generate the Kotlin and the
# handler's route list, they are not timed), generates into KOTLIN_BENCH_DIR (default
# /tmp/route-kotlin-bench), compiles with kotlinc (each table once, again only when its generated
# file changes) and runs the jar with the `java` on the PATH.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"

quick=()
with10k=0
only=()
while [ $# -gt 0 ]; do
    case "$1" in
        --quick) quick=(--quick) ;;
        --10k) with10k=1 ;;
        --only) shift; only=(--only "$1") ;;
        -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "kotlin-bench.sh: unknown argument $1" >&2; exit 2 ;;
    esac
    shift
done

# name, folder, Kotlin package
tables=(
    "distinct-prefix-10 Bench10Routes bench.distinct10"
    "distinct-prefix-1000 Bench1000Routes bench.distinct1000"
    "shared-prefix-1000 BenchSharedPrefixRoutes bench.shared1000"
    "query-heavy-100 BenchQueryHeavyRoutes bench.query100"
    "mixed-100 BenchMixedRoutes bench.mixed100"
)
if [ "$with10k" = 1 ] && [ ${#quick[@]} -eq 0 ]; then
    tables+=("distinct-prefix-10000 Bench10000Routes bench.distinct10000")
fi

out="${KOTLIN_BENCH_DIR:-/tmp/route-kotlin-bench}"
mkdir -p "$out/jars"

# kotlinc's launcher passes -Xverify:none, which JDK 13 and later warn about: a harmless line.
# Its default heap (256 MB) and stack do not hold the 10,000-route file (an OutOfMemoryError; with a
# larger heap only, a crash reported as a NoClassDefFoundError, which -Xss256m cures); KOTLINC_JAVA_OPTS
# overrides.
kotlinc_quiet() {
    local log status=0
    log="$(mktemp)"
    JAVA_OPTS="${KOTLINC_JAVA_OPTS:--Xmx4g -Xss256m -Xms32M}" kotlinc "$@" 2>"$log" || status=$?
    grep -v -e 'Options -Xverify:none and -noverify were deprecated' "$log" >&2 || true
    rm -f "$log"
    return $status
}

# Replaces $2 by $1 only when they differ, so that an unchanged input keeps its time stamp.
replace_if_changed() {
    if cmp -s "$1" "$2"; then rm -f "$1"; else mv "$1" "$2"; fi
}

echo "building route-compiler and route-bench..." >&2
swift build --product route-compiler >/dev/null
swift build --product route-bench >/dev/null
bin="$(swift build --show-bin-path)"

registry="$out/Tables.kt.new"
{
    echo "// Written by scripts/kotlin-bench.sh: the tables of this build."
    echo "package bench"
    echo ""
    echo "val benchTables: List<BenchTable> = listOf("
} >"$registry"
classpath=()
for entry in "${tables[@]}"; do
    read -r name folder package <<<"$entry"
    # route-compiler writes the file only when its bytes change.
    "$bin/route-compiler" kotlin "Benchmarks/Tables/$folder/routes.json" --package "$package" --output "$out/$folder.kt"
    "$bin/route-bench" --handler-routes "$folder" >"$out/$folder.routes.tsv.new"
    replace_if_changed "$out/$folder.routes.tsv.new" "$out/$folder.routes.tsv"
    class="$(sed -n 's/^sealed class \([A-Za-z0-9_]*\) {$/\1/p' "$out/$folder.kt" | head -1)"
    [ -n "$class" ] || { echo "kotlin-bench.sh: no sealed class in $out/$folder.kt" >&2; exit 1; }
    # Kotlin 1.3 takes no trailing comma: a comma before every entry but the first.
    [ ${#classpath[@]} -eq 0 ] || echo "    ," >>"$registry"
    echo "    BenchTable(\"$name\", \"$folder\", \"$class\", { $package.$class.parse(it) }, { (it as $package.$class).url })" >>"$registry"
    jar="$out/jars/$folder.jar"
    if [ ! -f "$jar" ] || [ "$out/$folder.kt" -nt "$jar" ]; then
        echo "compiling $folder.kt ($(wc -c <"$out/$folder.kt") bytes) with kotlinc..." >&2
        rm -f "$jar"
        kotlinc_quiet -nowarn "$out/$folder.kt" -d "$jar"
    fi
    classpath+=("$jar")
done
echo ")" >>"$registry"
replace_if_changed "$registry" "$out/Tables.kt"

cp_list="$(IFS=:; echo "${classpath[*]}")"
bench_jar="$out/bench.jar"
stale=0
[ -f "$bench_jar" ] || stale=1
for input in Benchmarks/Kotlin/*.kt "$out/Tables.kt" "${classpath[@]}"; do
    if [ "$input" -nt "$bench_jar" ]; then stale=1; fi
done
if [ "$stale" = 1 ]; then
    echo "compiling Benchmarks/Kotlin with kotlinc..." >&2
    rm -f "$bench_jar"
    kotlinc_quiet -cp "$cp_list" Benchmarks/Kotlin/*.kt "$out/Tables.kt" -include-runtime -d "$bench_jar"
fi

java -version 2>&1 | head -1 >&2
java -cp "$bench_jar:$cp_list" bench.KotlinBenchKt run "$out" "$root/Benchmarks/Tables" "${quick[@]}" "${only[@]}"
