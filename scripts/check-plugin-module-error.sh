#!/usr/bin/env bash
# A composing spec's module that is not among the target's dependencies fails the build, through the
# real build plugin, with an error that names the target to add (Specification §12.2). The
# package's ReversedComposition target composes AccountFeature; with
# ROUTE_COMPILER_OMIT_MODULE_DEPENDENCY=1 the manifest leaves that dependency out.
set -euo pipefail
cd "$(dirname "$0")/.."

if output="$(ROUTE_COMPILER_OMIT_MODULE_DEPENDENCY=1 swift build --target ReversedComposition 2>&1)"; then
    echo "the build of ReversedComposition without its AccountFeature dependency succeeded" >&2
    exit 1
fi
expected="error: target 'ReversedComposition' composes module 'AccountFeature' in its routes.json (\"modules\"), but 'AccountFeature' is not among its dependencies"
if ! grep -F -- "$expected" <<<"$output" >/dev/null; then
    echo "the build failed without the plugin's error; it printed:" >&2
    echo "$output" >&2
    exit 1
fi
grep -F -- "add the target 'AccountFeature' to the dependencies of 'ReversedComposition'" <<<"$output" >/dev/null
echo "the plugin refuses a module that is not a dependency: $expected …"
