#!/usr/bin/env bash
# Generates AppRoute.kt from the repository's routes.json, compiles it with src/Main.kt, and opens
# the demo's links (or the links given as arguments) on the JVM. Needs swift and kotlinc;
# ROUTE_COMPILER names a route-compiler already built (else `swift run route-compiler`).
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p build
if [[ -n "${ROUTE_COMPILER:-}" ]]; then
    "$ROUTE_COMPILER" kotlin ../../routes.json --package com.example.links --output build/AppRoute.kt
else
    (cd ../.. && swift run --quiet route-compiler kotlin routes.json --package com.example.links \
        --output Examples/AndroidLinks/build/AppRoute.kt)
fi
if [[ ! -f build/android-links.jar || build/AppRoute.kt -nt build/android-links.jar || src/Main.kt -nt build/android-links.jar ]]; then
    kotlinc -Werror -include-runtime -d build/android-links.jar build/AppRoute.kt src/Main.kt 2>&1 \
        | grep -v -e '-Xverify:none' -e '-noverify' || true
    [[ -f build/android-links.jar ]] || { echo "kotlinc failed" >&2; exit 1; }
fi
java -cp build/android-links.jar com.example.links.MainKt "$@"
