#!/usr/bin/env bash
# Counts the instructions per URL of route-bench's columns with callgrind (BENCHMARKS.md,
# "Instruction counts"): unlike times, the counts repeat exactly on a shared machine whose clock
# swings. For each column it runs `route-bench --count-only COLUMN` under
# `valgrind --tool=callgrind` twice, with LOW and HIGH passes over the table's URL set, and divides
# the difference of the two totals by the URLs of the extra passes: what is done once (starting
# the process, reading the URL set, making the URL values, parsing the route table on first use)
# cancels out.
#
#     scripts/count-instructions.sh [TABLE [COLUMN...]]   (default: shared-prefix-1000 floor read string)
#
# TABLE is a name route-bench's --tables takes; COLUMN one of floor, read, string, url, handler,
# reference, build. Environment: LOW (default 1) and HIGH (default 6) passes; URLS (default: the
# whole set of 10,000); KEEP=DIR keeps each run's callgrind output in DIR (for callgrind_annotate).
# It builds route-bench in release first.
set -euo pipefail
cd "$(dirname "$0")/.."

table="${1:-shared-prefix-1000}"
shift || true
columns=("$@")
[ ${#columns[@]} -gt 0 ] || columns=(floor read string)
low="${LOW:-1}"
high="${HIGH:-6}"
urls=()
[ -z "${URLS:-}" ] || urls=(--urls "$URLS")

swift build -c release --product route-bench >/dev/null
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A copy without DWARF: valgrind 3.19 cannot read the DWARF 5 of Swift 6's toolchain. The symbols
# stay, for callgrind_annotate.
bench="$work/route-bench"
cp "$(swift build -c release --show-bin-path)/route-bench" "$bench"
objcopy --strip-debug "$bench"

# The instructions callgrind counted in a run of `passes` passes of `column`, and the inputs of
# one pass (route-bench prints "... passes of N inputs ...").
run() {
    local column="$1" passes="$2"
    # Swift's hashing is seeded per process unless told otherwise: fixed, so that the setup
    # executes the same instructions in both runs.
    SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/out" \
        "$bench" --count-only "$column" --tables "$table" --iterations "$passes" "${urls[@]}" \
        >"$work/stdout" 2>"$work/log"
    [ -z "${KEEP:-}" ] || { mkdir -p "$KEEP"; cp "$work/out" "$KEEP/callgrind.$table.$column.$passes"; }
    instructions="$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$work/log")"
    inputs="$(sed -n 's/.* passes of \([0-9]*\) inputs.*/\1/p' "$work/stdout")"
}

for column in "${columns[@]}"; do
    run "$column" "$low"
    lowCount="$instructions"
    run "$column" "$high"
    perInput="$(awk -v a="$lowCount" -v b="$instructions" -v n="$(( (high - low) * inputs ))" \
        'BEGIN { printf "%.1f", (b - a) / n }')"
    echo "$table $column: $perInput instructions per input ($inputs inputs a pass; $lowCount instructions" \
        "with $low passes, $instructions with $high)"
done
