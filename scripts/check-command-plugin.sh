#!/usr/bin/env bash
# Runs the RouteCompilerCommand plugin (`swift package generate-routes`) on the fixture app in
# Tests/Fixtures/CommandPluginApp, then builds and runs the app, whose checks are those of an app
# that applies the build plugin. Fails if generation, the build (with any warning) or a check fails.
set -euo pipefail
cd "$(dirname "$0")/../Tests/Fixtures/CommandPluginApp"
# In a fresh clone the generated file does not exist (it is ignored by git), so this run makes it.
# (Deleting it first in a checkout that has built before makes SwiftPM's cached build plan miss the
# re-created file in the next build.)
swift package --allow-writing-to-package-directory generate-routes --target CommandPluginApp
test -s Sources/CommandPluginApp/GeneratedRoutes.swift
build_log=$(swift build 2>&1) || { echo "$build_log"; exit 1; }
if echo "$build_log" | grep -q "warning:"; then
    echo "$build_log"
    echo "the app built with warnings" >&2
    exit 1
fi
swift run CommandPluginApp
