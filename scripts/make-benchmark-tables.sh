#!/usr/bin/env bash
# Regenerates the benchmark tables under Benchmarks/Tables/ (see BENCHMARKS.md): for each size, a
# routes.json and a urls.txt made by make-synthetic-spec.py with the default seed, and the target's
# one Swift file. The output is
# deterministic; rerunning it on an unchanged script changes no file.
set -euo pipefail
cd "$(dirname "$0")/.."

for size in 10 100 1000 10000; do
    directory="Benchmarks/Tables/Bench${size}Routes"
    mkdir -p "$directory"
    python3 scripts/make-synthetic-spec.py "$size" "$directory/routes.json" "$directory/urls.txt" \
        --enum="Bench${size}Route" --schema=../../../routes.schema.json
    # SwiftPM builds a target only when it has a Swift file of its own.
    cat > "$directory/Bench${size}Routes.swift" <<SWIFT
// The enum Bench${size}Route is generated from routes.json by RouteCompilerPlugin; route-bench matches
// urls.txt against it. scripts/make-benchmark-tables.sh makes both files.
SWIFT
done
