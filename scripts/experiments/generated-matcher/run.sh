#!/usr/bin/env bash
# The experiment of BENCHMARKS.md's "Ninth round": a matcher generated as code, measured beside the
# runtime's table walk on one of route-bench's tables. It makes a scratch package in WORK that
# depends on this one, with two targets over the table's routes.json: the RouteCompilerPlugin's
# enum (the table read in place) and generate.py's matcher (on the runtime's own URL reader,
# copied from Sources/RouteRuntime). Then it checks that both give the same answer for every URL
# of the table's urls.txt, counts instructions per URL with callgrind (floor, string, generated; as
# scripts/count-instructions.sh does), and times swiftc on the generated matcher and on the plugin's
# file, in a debug and a release compile.
#
#     scripts/experiments/generated-matcher/run.sh FOLDER      (a folder of Benchmarks/Tables:
#                                                               Bench10Routes, BenchSharedPrefixRoutes)
#
# Environment: WORK (default /tmp/generated-matcher); URLS (default 2000); SKIP_COMPILE=1 skips
# the compile times; INLINE=1 inlines the scan's helpers into the generated functions; LAYOUT=global
# generates generate.py's "global" layout (the default is "nodes"). Only the distinct-prefix and
# shared-prefix tables are in its reach.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../../.." && pwd)"
folder="${1:?a folder of Benchmarks/Tables}"
work="${WORK:-/tmp/generated-matcher}"
urls="${URLS:-2000}"

mkdir -p "$work/Sources/RuntimeTable" "$work/Sources/GeneratedMatcher" "$work/Sources/bench"
# SwiftPM names a path dependency after its folder.
identity="$(basename "$root" | tr '[:upper:]' '[:lower:]')"
cat > "$work/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "generated-matcher",
    dependencies: [.package(path: "$root")],
    targets: [
        .target(
            name: "RuntimeTable", dependencies: [.product(name: "RouteRuntime", package: "$identity")],
            plugins: [.plugin(name: "RouteCompilerPlugin", package: "$identity")]),
        .target(name: "GeneratedMatcher", dependencies: [.product(name: "RouteRuntime", package: "$identity")]),
        .executableTarget(name: "bench", dependencies: ["RuntimeTable", "GeneratedMatcher"]),
    ]
)
SWIFT
python3 - "$root/Benchmarks/Tables/$folder/routes.json" "$work/Sources/RuntimeTable/routes.json" <<'PYTHON'
import json, sys
spec = json.load(open(sys.argv[1]))
spec.pop("$schema", None)
spec["enum"] = "TableRoute"
json.dump(spec, open(sys.argv[2], "w"), indent=1)
PYTHON
echo "// The enum TableRoute is generated from routes.json by RouteCompilerPlugin." > "$work/Sources/RuntimeTable/RuntimeTable.swift"
matcher="$work/Sources/GeneratedMatcher"
python3 "$here/generate.py" "$work/Sources/RuntimeTable/routes.json" "$matcher/ExperimentRoutes.swift" ExperimentRoute \
    "${LAYOUT:-nodes}"
if [ "${INLINE:-0}" = 1 ]; then
    sed 's|@inline(never) /\* INLINE \*/|@inline(__always)|' "$here/ExperimentScan.swift" >"$matcher/ExperimentScan.swift"
else
    cp "$here/ExperimentScan.swift" "$matcher/"
fi
for file in Matching/URLParts.swift Matching/URLWords.swift Text/ASCII.swift; do
    cp "$root/Sources/RouteRuntime/$file" "$matcher/"
done
cp "$here/main.swift" "$work/Sources/bench/main.swift"
cp "$root/Benchmarks/route-bench/Floor.swift" "$work/Sources/bench/Floor.swift"
cp "$root/Benchmarks/Tables/$folder/urls.txt" "$work/urls.txt"

cd "$work"
swift build -c release >/dev/null
bin="$(swift build -c release --show-bin-path)"
"$bin/bench" urls.txt check
echo "$(grep -c '' "$matcher/ExperimentRoutes.swift") generated lines," \
    "$(python3 -c "import json; print(len(json.load(open('Sources/RuntimeTable/routes.json'))['routes']))") routes"

# Instructions per URL: two runs of each column, 1 and 3 passes, the difference over 2 passes.
cp "$bin/bench" bench-stripped
objcopy --strip-debug bench-stripped
for column in floor string generated; do
    counts=()
    for passes in 1 3; do
        URLS="$urls" valgrind --tool=callgrind --callgrind-out-file="$work/callgrind.$column.$passes" \
            ./bench-stripped urls.txt "$column" "$passes" >/dev/null 2>"$work/log"
        counts+=("$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log")")
    done
    awk -v a="${counts[0]}" -v b="${counts[1]}" -v n="$urls" -v c="$column" \
        'BEGIN { printf "%s: %.1f instructions per URL\n", c, (b - a) / (2 * n) }'
done

# The first match of a fresh process, median of nine processes each, of the first URL of the set
# that opens a route, in microseconds and page faults.
sed -n '1,200p' urls.txt >urls-first.txt
first="$(python3 - "$bin/bench" <<'PYTHON'
import subprocess, sys
bench = sys.argv[1]
urls = open("urls-first.txt").read().split("\n")
for url in urls:
    if not url:
        continue
    open("url-first.txt", "w").write(url + "\n")
    if subprocess.run([bench, "url-first.txt", "first-string"], capture_output=True).returncode == 0:
        break
rows = []
for column in ("first-string", "first-generated"):
    runs = sorted(
        tuple(map(int, subprocess.run([bench, "url-first.txt", column], capture_output=True, text=True)
                  .stdout.split()[1:3]))
        for _ in range(9))
    nanoseconds, faults = runs[4]
    rows.append(f"{column}: {nanoseconds / 1000:.1f} µs, {faults} page faults (median of 9)")
print("\n".join(rows))
PYTHON
)"
echo "$first"

[ "${SKIP_COMPILE:-0}" = 1 ] && exit 0
# swiftc on the matcher's module alone (the generated file with its scan and the copied reader),
# and, as the baseline, on the plugin's generated file (the table read in place), each against the
# release RouteRuntime module, in user CPU seconds.
table="$(find "$work/.build/plugins/outputs" -path "*RuntimeTable*" -name GeneratedRoutes.swift | head -1)"
for mode in debug release; do
    flags=(-Onone -g)
    [ "$mode" = debug ] || flags=(-O)
    for module in GeneratedMatcher RuntimeTable; do
        files=("$matcher"/*.swift)
        [ "$module" = GeneratedMatcher ] || files=("$table")
        /usr/bin/time -f "swiftc $mode, $module: %U s user, %M KB" swiftc -c "${flags[@]}" -wmo \
            -parse-as-library -swift-version 6 -module-name "$module" -I "$bin/Modules" "${files[@]}" \
            -o "$work/$mode.o" 2>&1 | tail -1
    done
done
