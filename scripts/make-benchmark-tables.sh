#!/usr/bin/env bash
# Regenerates the benchmark tables under Benchmarks/Tables/ (see BENCHMARKS.md): for each table, a
# routes.json and a urls.txt made by make-synthetic-spec.py with the default seed, and the target's
# one Swift file; then checks every table with `route-compiler check` (no error, no ambiguity). The
# output is deterministic; rerunning it on an unchanged script changes no file.
#
# Environment: CHECK=0 skips the checks (which build route-compiler).
set -euo pipefail
cd "$(dirname "$0")/.."

# table FOLDER ENUM SHAPE SIZE
table() {
    local folder="$1" enum="$2" shape="$3" size="$4"
    local directory="Benchmarks/Tables/$folder"
    mkdir -p "$directory"
    python3 scripts/make-synthetic-spec.py "$size" "$directory/routes.json" "$directory/urls.txt" \
        --shape="$shape" --enum="$enum" --schema=../../../routes.schema.json
    # SwiftPM builds a target only when it has a Swift file of its own.
    cat > "$directory/$folder.swift" <<SWIFT
// The enum $enum ($shape, $size routes) is generated from routes.json by RouteCompilerPlugin;
// route-bench matches urls.txt against it. scripts/make-benchmark-tables.sh makes both files.
SWIFT
    folders+=("$folder")
}

folders=()
for size in 10 100 1000 10000; do
    table "Bench${size}Routes" "Bench${size}Route" distinct-prefix "$size"
done
table BenchSharedPrefixRoutes BenchSharedPrefixRoute shared-prefix 1000
table BenchQueryHeavyRoutes BenchQueryHeavyRoute query-heavy 100
table BenchMixedRoutes BenchMixedRoute mixed 100
# The shared-prefix table's routes from three modules, composed (Specification §10.1).
python3 scripts/make-composed-table.py BenchSharedPrefixRoutes BenchComposed 3
folders+=(BenchComposedRoutes)

[ "${CHECK:-1}" = 1 ] || exit 0
swift build --product route-compiler >/dev/null
bin="$(swift build --show-bin-path)"
status=0
for folder in "${folders[@]}"; do
    spec="Benchmarks/Tables/$folder/routes.json"
    if output="$("$bin/route-compiler" check "$spec" 2>&1)" && [ -z "$output" ]; then
        echo "$spec: no error, no warning"
    else
        echo "$spec:"
        echo "$output"
        status=1
    fi
done
exit "$status"
