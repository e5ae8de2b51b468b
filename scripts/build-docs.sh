#!/usr/bin/env bash
# Builds the DocC documentation of RouteRuntime with the Swift toolchain alone (no
# swift-docc-plugin): `swift package dump-symbol-graph` extracts the module's public declarations,
# then `docc convert` turns them and the catalog Sources/RouteRuntime/RouteRuntime.docc into a
# documentation archive built for static hosting. It fails on any DocC warning (an unresolved
# link, a topic that names a missing symbol, …) and on any public declaration of RouteRuntime
# without a doc comment.
#
#     scripts/build-docs.sh [--scratch-path <dir>]    → .build/docs/RouteRuntime.doccarchive
#
# The symbol graphs come from the package's normal debug build (built first if needed), so after
# `swift build` this takes seconds. Preview with `docc preview Sources/RouteRuntime/RouteRuntime.docc
# --additional-symbol-graph-dir .build/docs/symbol-graphs`.
set -euo pipefail
cd "$(dirname "$0")/.."

module=RouteRuntime
catalog=Sources/$module/$module.docc
graphs=.build/docs/symbol-graphs
archive=.build/docs/$module.doccarchive

# docc ships with the toolchain: found by xcrun on macOS, on the PATH or next to `swift` on Linux.
docc=""
if command -v xcrun >/dev/null 2>&1; then docc=$(xcrun --find docc 2>/dev/null || true); fi
if [ -z "$docc" ]; then docc=$(command -v docc || true); fi
if [ -z "$docc" ]; then docc="$(dirname "$(readlink -f "$(command -v swift)")")/docc"; fi
if [ ! -x "$docc" ]; then
    echo "error: docc not found; it ships with the Swift toolchain" >&2
    exit 1
fi

# 1. The symbol graphs: public declarations only, without the members that conformances
#    synthesize (Int's operators, Hashable's ==, …), which the standard library documents.
dump_log=$(swift package "$@" dump-symbol-graph --minimum-access-level public \
    --skip-synthesized-members --skip-inherited-docs)
emitted=$(echo "$dump_log" | sed -n 's/^Files written to //p' | tail -n 1)
if [ ! -f "$emitted/$module.symbols.json" ]; then
    echo "$dump_log" >&2
    echo "error: no symbol graph for $module in '$emitted'" >&2
    exit 1
fi
rm -rf "$graphs" "$archive"
mkdir -p "$graphs"
cp "$emitted/$module".symbols.json "$emitted/$module"@*.symbols.json "$graphs/"

# 2. Every public declaration has a doc comment. A symbol graph is one line of minified JSON in
#    which every symbol starts with `{"kind":{"identifier"`; split it there and report each symbol
#    whose text has no "docComment", by its "pathComponents" ("RouteURL","segment(at:)").
undocumented=$(
    for file in "$graphs"/*.symbols.json; do
        awk '{ gsub(/\{"kind":\{"identifier"/, "\n&"); print }' "$file" \
            | grep '^{"kind":{"identifier"' | grep -v '"docComment"' \
            | sed -E 's/.*"pathComponents":\[([^]]*)\].*/\1/' || true
    done
)
if [ -n "$undocumented" ]; then
    echo "error: public declarations of $module without a doc comment:" >&2
    echo "$undocumented" | sed 's/^/    /' >&2
    exit 1
fi

# 3. The archive. `--warnings-as-errors` makes every DocC warning fail the build.
"$docc" convert "$catalog" \
    --additional-symbol-graph-dir "$graphs" \
    --output-dir "$archive" \
    --fallback-display-name "$module" \
    --fallback-bundle-identifier "org.routecompiler.$module" \
    --transform-for-static-hosting \
    --warnings-as-errors

echo "Documentation: $archive"
