// swift-tools-version: 6.2
import PackageDescription

// A server-side tool that shares the SwiftUI app's routes.json (Sources/LinkServer/routes.json is a
// symbolic link to it): it builds the universal links of the shop's emails with the generated
// ShopRoute enum, and writes the apple-app-site-association file for the website. Linux and macOS.
let package = Package(
    name: "LinkServer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // RouteCompiler, by path. `name:` keeps `package: "RouteCompiler"` below independent of the
        // folder the repository is cloned into (a path dependency's identity is its folder name).
        .package(name: "RouteCompiler", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "link-server",
            dependencies: [
                // The generated enum's runtime.
                .product(name: "RouteRuntime", package: "RouteCompiler"),
                // The compiler as a library, for the AASA file (no stability promise: pin the version).
                .product(name: "_RouteCompilerCore", package: "RouteCompiler"),
            ],
            path: "Sources/LinkServer",
            // The spec is embedded in the tool, for the AASA file; the plugin compiles it into ShopRoute.
            resources: [.embedInCode("routes.json")],
            plugins: [.plugin(name: "RouteCompilerPlugin", package: "RouteCompiler")]
        )
    ],
    swiftLanguageModes: [.v6]
)
