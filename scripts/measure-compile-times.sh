#!/usr/bin/env bash
# Measures the compile-time figures of BENCHMARKS.md, in user CPU seconds (the machine is shared, so
# wall time is noise): `route-compiler generate` (read, validate, analyse, emit) on the synthetic
# tables, and swiftc on the Swift it generates, in a debug (-Onone -g) and a release (-O -wmo)
# compile against the RouteRuntime module, as SwiftPM compiles a target that applies the plugin.
#
#     scripts/measure-compile-times.sh [TABLE...]     (default: 100 1000 10000)
#
# A TABLE is a number (the distinct-prefix table of that many routes) or a shape: shared-prefix,
# query-heavy, mixed.
#
# Environment: SCRATCH (default .build) is the SwiftPM scratch path; RUNS (default 3) how many times
# `generate` runs; SKIP_RELEASE=1 skips the release compiles (about 5 minutes at 10,000 routes).
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

for table in "${tables[@]}"; do
    case "$table" in
        shared-prefix) folder=BenchSharedPrefixRoutes ;;
        query-heavy) folder=BenchQueryHeavyRoutes ;;
        mixed) folder=BenchMixedRoutes ;;
        *[!0-9]*) echo "unknown table $table" >&2; exit 2 ;;
        *) folder="Bench${table}Routes" ;;
    esac
    spec="Benchmarks/Tables/$folder/routes.json"
    for run in $(seq "$runs"); do
        rm -f "$work/generated.swift"
        /usr/bin/time -f "$table: route-compiler generate: %U s user, %e s wall" \
            "$bin/route-compiler" generate "$spec" --output "$work/generated.swift"
    done
    echo "$table: $(wc -l <"$work/generated.swift") lines generated"
    /usr/bin/time -f "$table: swiftc debug (-Onone -g): %U s user, %e s wall, %M KB" \
        swiftc -c -Onone -g -parse-as-library -swift-version 6 -module-name "$folder" \
        -I "$bin/Modules" "$work/generated.swift" -o "$work/debug.o"
    if [ "${SKIP_RELEASE:-0}" != 1 ]; then
        /usr/bin/time -f "$table: swiftc release (-O -wmo): %U s user, %e s wall, %M KB" \
            swiftc -c -O -wmo -parse-as-library -swift-version 6 -module-name "$folder" \
            -I "$bin/Modules" "$work/generated.swift" -o "$work/release.o"
    fi
done
