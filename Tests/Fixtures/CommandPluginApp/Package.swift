// swift-tools-version: 6.0
// An app that commits its generated routes: it runs `swift package generate-routes` (the
// RouteCompilerCommand plugin) instead of applying the build plugin. `.ci/run` regenerates the
// file, builds the app and runs its checks, which are the same as those of an app that applies
// RouteCompilerPlugin.
import PackageDescription

let package = Package(
    name: "CommandPluginApp",
    dependencies: [.package(name: "RouteCompiler", path: "../../..")],
    targets: [
        .executableTarget(
            name: "CommandPluginApp",
            dependencies: [.product(name: "RouteRuntime", package: "RouteCompiler")],
            exclude: ["routes.json"]
        )
    ]
)
