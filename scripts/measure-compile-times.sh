#!/usr/bin/env bash
# Measures the compile-time figures of BENCHMARKS.md, in user CPU seconds (the machine is shared, so
# wall time is noise): `route-compiler generate` (read, validate, analyse, emit) on the synthetic
# tables, and swiftc on the Swift it generates, in a debug (-Onone -g) and a release (-O -wmo)
# compile against the RouteRuntime module, as SwiftPM compiles a target that applies the plugin.
#
#     scripts/measure-compile-times.sh [TABLE...]     (default: 100 1000 10000)
#
# A TABLE is a number (the distinct-prefix table of that many routes), a shape: shared-prefix,
# query-heavy, mixed, or the path of another routes.json (`make-synthetic-spec.py 5000 /tmp/routes.json
# /tmp/urls.txt` makes a distinct-prefix table of 5,000 routes).
#
# Environment: SCRATCH (default .build) is the SwiftPM scratch path; RUNS (default 3) how many times
# `generate` runs; SKIP_RELEASE=1 skips the release compiles (more than 15 minutes at 10,000
# routes); SKIP_DEBUG=1 the debug ones; STATS=1 compiles with `-stats-output-dir` and prints the
# frontend's phases (user seconds: type checking, SILGen, SIL optimization, IRGen, and the rest,
# which is mostly LLVM); CPU_LIMIT=S stops a compile after S seconds of CPU (ulimit -t).
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${SCRATCH:-.build}"
runs="${RUNS:-3}"
tables=("$@")
[ ${#tables[@]} -gt 0 ] || tables=(100 1000 10000)

swift build -c release --scratch-path "$scratch" --product route-compiler >/dev/null
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# compile TABLE MODE FOLDER FLAGS...: swiftc on the generated file, timed; with STATS=1, its phases.
compile() {
    local table="$1" mode="$2" folder="$3"
    shift 3
    local stats=()
    if [ "${STATS:-0}" = 1 ]; then
        rm -rf "$work/stats"
        mkdir -p "$work/stats"
        stats=(-stats-output-dir "$work/stats")
    fi
    (
        [ -z "${CPU_LIMIT:-}" ] || ulimit -t "$CPU_LIMIT"
        /usr/bin/time -f "$table: swiftc $mode ($*): %U s user, %e s wall, %M KB" \
            swiftc -c "$@" -parse-as-library -swift-version 6 -module-name "$folder" \
            -I "$bin/Modules" "$work/generated.swift" -o "$work/$mode.o" "${stats[@]}"
    ) || { echo "$table: swiftc $mode: stopped or failed (status $?)"; return 0; }
    [ "${STATS:-0}" = 1 ] || return 0
    python3 - "$table" "$mode" "$work"/stats/*.json <<'PYTHON'
import json, sys
table, mode, path = sys.argv[1], sys.argv[2], sys.argv[3]
stats = json.load(open(path))
def user(name):
    return stats.get(f"time.swift.{name}.user", 0.0)
total = next(v for k, v in stats.items() if k.startswith("time.swift-frontend.") and k.endswith(".user"))
phases = [
    ("parsing and imports", user("parse-and-resolve-imports")),
    ("type checking", user("Type checking and Semantic analysis")),
    ("SILGen", user("SILGen")),
    ("SIL optimization", user("SIL optimization")),
    ("IRGen", user("IRGen")),
]
rest = total - sum(value for _, value in phases)
text = ", ".join(f"{name} {value:.2f} s" for name, value in phases)
print(f"{table}: swiftc {mode} phases (user): {text}, LLVM and the rest {rest:.2f} s; frontend {total:.2f} s")
PYTHON
}

for table in "${tables[@]}"; do
    case "$table" in
        shared-prefix) folder=BenchSharedPrefixRoutes ;;
        query-heavy) folder=BenchQueryHeavyRoutes ;;
        mixed) folder=BenchMixedRoutes ;;
        *.json) folder=BenchRoutes ;;
        *[!0-9]*) echo "unknown table $table" >&2; exit 2 ;;
        *) folder="Bench${table}Routes" ;;
    esac
    spec="Benchmarks/Tables/$folder/routes.json"
    [[ "$table" != *.json ]] || spec="$table"
    for run in $(seq "$runs"); do
        rm -f "$work/generated.swift"
        /usr/bin/time -f "$table: route-compiler generate: %U s user, %e s wall" \
            "$bin/route-compiler" generate "$spec" --output "$work/generated.swift"
    done
    echo "$table: $(wc -l <"$work/generated.swift") lines generated"
    if [ "${SKIP_DEBUG:-0}" != 1 ]; then
        compile "$table" debug "$folder" -Onone -g
    fi
    if [ "${SKIP_RELEASE:-0}" != 1 ]; then
        compile "$table" release "$folder" -O -wmo
    fi
done
