#!/usr/bin/env bash
# Through the real build plugin (Specification §12.2): a composing spec's module that is not among
# the target's dependencies fails the build with an error that names the target to add, and
# editing a module's routes.json regenerates the composing target's enum. The package's
# ReversedComposition target composes AccountFeature; with ROUTE_COMPILER_OMIT_MODULE_DEPENDENCY=1
# the manifest leaves that dependency out.
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
echo "the plugin refuses a module that is not a dependency"

# Editing a module's routes.json rebuilds the composing target too: the plugin declares the module
# specs as inputs of the composing target's build command.
spec=Tests/ModularFixtures/AccountFeature/routes.json
backup="$(mktemp)"
cp "$spec" "$backup"
trap 'cp "$backup" "$spec"; rm -f "$backup"' EXIT
swift build --target ReversedComposition >/dev/null
python3 - "$spec" <<'PY'
import json, sys
path = sys.argv[1]
spec = json.load(open(path))
spec["routes"]["addedByTheRebuildCheck"] = "/added-by-the-rebuild-check"
json.dump(spec, open(path, "w"), indent=2)
PY
swift build --target ReversedComposition >/dev/null
generated="$(find .build/plugins/outputs -path '*/ReversedComposition/*' -name GeneratedRoutes.swift | head -1)"
if ! grep -q 'case .account(.addedByTheRebuildCheck)' "$generated"; then
    echo "editing AccountFeature's routes.json did not regenerate ReversedComposition's enum ($generated)" >&2
    exit 1
fi
cp "$backup" "$spec"
swift build --target ReversedComposition >/dev/null
echo "editing a module's routes.json regenerates the composing target's enum"
