// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "RouteCompiler",
    products: [
        .library(name: "RouteRuntime", targets: ["RouteRuntime"]),
        .library(name: "_RouteCompilerCore", targets: ["RouteCompilerCore"]),
        .executable(name: "route-compiler", targets: ["route-compiler"]),
        .executable(name: "routes-demo", targets: ["routes-demo"]),
        .plugin(name: "RouteCompilerPlugin", targets: ["RouteCompilerPlugin"]),
        .plugin(name: "RouteCompilerCommand", targets: ["RouteCompilerCommand"]),
    ],
    targets: [
        // The runtime library that generated code calls: URL decomposition, percent-coding,
        // parameter parsing and printing.
        .target(name: "RouteRuntime"),

        // The compiler as a library: JSON reader → spec model → validation and analysis → emitter.
        .target(name: "RouteCompilerCore", dependencies: ["RouteRuntime"]),

        // The command-line tool, a thin shell over RouteCompilerCore.
        .executableTarget(name: "route-compiler", dependencies: ["RouteCompilerCore"]),

        // The build-tool plugin: routes.json → generated Swift, on every build.
        .plugin(
            name: "RouteCompilerPlugin",
            capability: .buildTool(),
            dependencies: ["route-compiler"]
        ),

        // The command plugin: writes the generated Swift into the target's source folder.
        .plugin(
            name: "RouteCompilerCommand",
            capability: .command(
                intent: .custom(
                    verb: "generate-routes",
                    description: "Generate the Swift source for each target's routes.json into the target's folder"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated routes source next to routes.json"
                    )
                ]
            ),
            dependencies: ["route-compiler"]
        ),

        // The demo: its routes come from the top-level routes.json through the build plugin.
        .executableTarget(
            name: "routes-demo",
            dependencies: ["RouteRuntime"],
            plugins: ["RouteCompilerPlugin"]
        ),

        .testTarget(name: "RouteRuntimeTests", dependencies: ["RouteRuntime"]),
        .testTarget(
            name: "RouteCompilerCoreTests",
            dependencies: ["RouteCompilerCore", "RouteRuntime"],
            exclude: ["References"]
        ),
        // Applies the real build plugin to its own routes.json and tests the generated code.
        .testTarget(
            name: "RouteCompilerPluginTests",
            dependencies: ["RouteRuntime", "RouteCompilerCore"],
            plugins: ["RouteCompilerPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
