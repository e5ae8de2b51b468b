#!/usr/bin/env bash
# Builds and runs a libFuzzer target with AddressSanitizer (Linux, the Swift toolchain only).
#
#     scripts/fuzz.sh TARGET SECONDS [LIBFUZZER OPTIONS...]
#
# TARGET is one of:
#   url       RouteRuntime's URL reader, path segments, query items, percent-decoding and -encoding
#             and typed readers against plain restatements, and a route table compiled from a small
#             spec against a restated matcher of it, with the round trip of every match
#   matcher   the generated matcher of Tests/RouteCompilerPluginTests/routes.json against the
#             reference matcher (URLs and paths), and the round trip of every matched route
#   compiler  routes.json bytes in, RouteCompiler.compile out
#   all       each of the three in turn (builds all three first), SECONDS each
#
# SECONDS 0 only builds.
# The drivers are the Swift files of Fuzz/<Name>Fuzz/ (main.swift holds the entry point). Each
# is compiled with `swiftc -sanitize=fuzzer,address -parse-as-library` together with the modules
# it needs (RouteRuntime and RouteCompilerCore, built with -enable-testing so that the `url`
# driver can reach the runtime's internal reader and the `compiler` driver the compiler's
# internals; and for `matcher` the Swift that `route-compiler generate` writes for the test
# spec), not as SwiftPM targets.
#
# Seeds come from Fuzz/corpus/<target>/ (in the repository), plus, for `url` and `matcher`, the
# inputs of the web-platform-tests URL vectors when present: $ROUTE_FUZZ_EXTRA_CORPUS, or
# ../shared/corpus/urltestdata.json (read at run time, never copied into the repository).
# Everything the fuzzer writes goes to $ROUTE_FUZZ_WORK (default /tmp/route-fuzz): the growing
# corpus in corpus/<target>/, crashes in artifacts/<target>-crash-*, the log in <target>.log.
# Reproduce a crash with: $ROUTE_FUZZ_WORK/build/fuzz-<target> <crash file>.
#
# Environment: ROUTE_FUZZ_OPT (default -O: 3 to 8 times the executions of -Onone, but RouteCompilerCore
# takes minutes to build; -Onone builds all three targets in about 30 s and keeps the standard
# library's debug checks, such as the bounds of unsafe buffer pointers, in the code under test),
# ROUTE_FUZZ_SCRATCH (a SwiftPM scratch path for building route-compiler; default .build),
# ROUTE_FUZZ_WORK.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

usage() {
    echo "usage: scripts/fuzz.sh url|matcher|compiler|all SECONDS [libFuzzer options...]" >&2
    exit 2
}
[[ $# -ge 2 ]] || usage
target=$1
seconds=$2
shift 2
case "$target" in url | matcher | compiler | all) ;; *) usage ;; esac
[[ "$seconds" =~ ^[0-9]+$ ]] || usage

work=${ROUTE_FUZZ_WORK:-/tmp/route-fuzz}
optimization=${ROUTE_FUZZ_OPT:--O}
build="$work/build"
mkdir -p "$build" "$work/artifacts"

swiftc_bin=$(command -v swiftc)
flags=(-sanitize=fuzzer,address -parse-as-library "$optimization" -gline-tables-only -swift-version 6)
# The toolchain's lld links sanitized code without gold's warnings about local symbols.
if [[ -x "$(dirname "$(readlink -f "$swiftc_bin")")/ld.lld" ]]; then
    flags+=(-use-ld=lld)
fi

# A fingerprint of some files and the flags, so that unchanged modules are not rebuilt.
fingerprint() {
    { printf '%s\n' "${flags[@]}"; swiftc --version 2>&1; cat "$@"; } | sha1sum | cut -c1-16
}

# build_module NAME SOURCE_DIR [SWIFTC FLAGS...]: a static object and a .swiftmodule in $build.
build_module() {
    local name=$1 dir=$2
    shift 2
    local extra=("$@")
    local sources
    mapfile -t sources < <(find "$dir" -name '*.swift' | LC_ALL=C sort)
    local stamp="$build/$name.stamp" print
    print=$(fingerprint "${sources[@]}" <(printf '%s\n' "${extra[@]}"))
    if [[ -f "$stamp" && "$(cat "$stamp")" == "$print" && -f "$build/$name.o" ]]; then
        return
    fi
    echo "== building $name (${#sources[@]} files)" >&2
    swiftc "${flags[@]}" "${extra[@]}" -module-name "$name" -I "$build" -wmo -c "${sources[@]}" \
        -emit-module -emit-module-path "$build/$name.swiftmodule" -o "$build/$name.o"
    echo "$print" >"$stamp"
}

# The Swift the plugin would generate for the test spec.
generate_test_routes() {
    local spec="$root/Tests/RouteCompilerPluginTests/routes.json"
    local scratch=()
    [[ -n "${ROUTE_FUZZ_SCRATCH:-}" ]] && scratch=(--scratch-path "$ROUTE_FUZZ_SCRATCH")
    echo "== route-compiler generate $spec" >&2
    swift run "${scratch[@]}" route-compiler generate "$spec" --output "$build/TestRoute.swift" >&2
}

# driver_sources NAME: the Swift files of Fuzz/NAME, sorted.
driver_sources() {
    find "$root/Fuzz/$1" -name '*.swift' | LC_ALL=C sort
}

# build_target TARGET: the fuzzer executable $build/fuzz-TARGET.
build_target() {
    local target=$1 sources=() objects=()
    build_module RouteRuntime "$root/Sources/RouteRuntime" -enable-testing
    objects+=("$build/RouteRuntime.o")
    case "$target" in
    url)
        # The small table is compiled from its spec by RouteCompilerCore when the driver starts.
        build_module RouteCompilerCore "$root/Sources/RouteCompilerCore" -enable-testing
        objects+=("$build/RouteCompilerCore.o")
        mapfile -t sources < <(driver_sources URLFuzz)
        ;;
    matcher)
        build_module RouteCompilerCore "$root/Sources/RouteCompilerCore" -enable-testing
        objects+=("$build/RouteCompilerCore.o")
        generate_test_routes
        mapfile -t sources < <(driver_sources MatcherFuzz)
        sources+=(
            "$build/TestRoute.swift"
            "$root/Tests/RouteCompilerPluginTests/ProductCode.swift"
            "$root/Tests/RouteCompilerPluginTests/ReferenceAgreement.swift"
        )
        ;;
    compiler)
        build_module RouteCompilerCore "$root/Sources/RouteCompilerCore" -enable-testing
        objects+=("$build/RouteCompilerCore.o")
        mapfile -t sources < <(driver_sources CompilerFuzz)
        ;;
    esac
    local print
    print=$(fingerprint "${sources[@]}" "${objects[@]}")
    if [[ -f "$build/fuzz-$target.stamp" && "$(cat "$build/fuzz-$target.stamp")" == "$print" ]]; then
        return
    fi
    echo "== building fuzz-$target" >&2
    swiftc "${flags[@]}" -module-name "FuzzTarget_$target" -I "$build" "${sources[@]}" "${objects[@]}" \
        -o "$build/fuzz-$target"
    echo "$print" >"$build/fuzz-$target.stamp"
}

# The inputs of the web-platform-tests URL vectors, one file each, in $work/extra/urls.
extra_url_corpus() {
    local source=${ROUTE_FUZZ_EXTRA_CORPUS:-}
    if [[ -z "$source" ]]; then
        for candidate in "$root/../shared/corpus/urltestdata.json" /work/shared/corpus/urltestdata.json; do
            [[ -f "$candidate" ]] && source=$candidate && break
        done
    fi
    [[ -n "$source" && -f "$source" ]] || return 0
    local out="$work/extra/urls"
    if [[ ! -d "$out" || "$source" -nt "$out" ]]; then
        rm -rf "$out"
        mkdir -p "$out"
        if command -v python3 >/dev/null; then
            python3 - "$source" "$out" <<'PY'
import json, sys
for i, item in enumerate(json.load(open(sys.argv[1], encoding="utf-8"))):
    if isinstance(item, dict) and "input" in item:
        open(f"{sys.argv[2]}/wpt-{i:04d}", "wb").write(item["input"].encode("utf-8", "surrogatepass"))
PY
        else
            echo "note: python3 not found; not reading $source" >&2
        fi
    fi
    echo "$out"
}

run_target() {
    local target=$1 max_len=9000 options=()
    shift
    local corpus="$work/corpus/$target" seeds="$root/Fuzz/corpus/$target"
    mkdir -p "$corpus"
    local dirs=("$corpus" "$seeds")
    if [[ "$target" != compiler ]]; then
        local extra
        extra=$(extra_url_corpus)
        [[ -n "$extra" ]] && dirs+=("$extra")
    fi
    [[ "$target" == compiler ]] && max_len=16384
    local dictionary="$root/Fuzz/$target.dict"
    [[ "$target" == matcher ]] && dictionary="$root/Fuzz/url.dict"
    options+=("-dict=$dictionary")
    echo "== fuzz-$target for $seconds s (log: $work/$target.log)" >&2
    local status=0
    # Swift's backtracer reads the stack after a crash, which AddressSanitizer reports as a
    # stack-buffer-underflow of its own; libFuzzer prints the stack anyway.
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0} "$build/fuzz-$target" \
        -max_total_time="$seconds" -max_len="$max_len" -timeout=20 -rss_limit_mb=3072 -use_value_profile=1 \
        -print_final_stats=1 -artifact_prefix="$work/artifacts/$target-" "${options[@]}" "$@" "${dirs[@]}" \
        >"$work/$target.log" 2>&1 || status=$?
    local executions
    executions=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$work/$target.log" | grep -o '[0-9]*$' || true)
    if [[ $status -ne 0 ]]; then
        echo "fuzz-$target: FAILED (status $status) after ${executions:-?} executions; see $work/$target.log" >&2
        grep -E 'Fatal error|ERROR: AddressSanitizer|SUMMARY|Test unit written|deadly signal|timeout' \
            "$work/$target.log" | head -20 >&2 || true
        return 1
    fi
    echo "fuzz-$target: ${executions:-?} executions in $seconds s, no findings" >&2
}

if [[ "$target" == all ]]; then
    for each in url matcher compiler; do build_target "$each"; done
    [[ "$seconds" -eq 0 ]] && exit 0
    failed=0
    for each in url matcher compiler; do run_target "$each" "$@" || failed=1; done
    exit $failed
fi
build_target "$target"
[[ "$seconds" -eq 0 ]] && exit 0
run_target "$target" "$@"
