// swift-tools-version: 6.2
import PackageDescription

// A SwiftUI app whose deep links come from routes.json. The navigation logic (AppNavigation) builds
// and is tested on every platform; the SwiftUI views (ShopApp) need an Apple platform and compile to
// a stub elsewhere, so that `swift build` works on Linux too.
let package = Package(
    name: "SwiftUIApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        // RouteCompiler, by path. `name:` keeps `package: "RouteCompiler"` below independent of the
        // folder the repository is cloned into (a path dependency's identity is its folder name).
        .package(name: "RouteCompiler", path: "../..")
    ],
    targets: [
        // The generated ShopRoute enum (from routes.json, by the build plugin) and the Router that
        // turns a URL into a tab and a navigation path.
        .target(
            name: "AppNavigation",
            dependencies: [.product(name: "RouteRuntime", package: "RouteCompiler")],
            // Debug builds use the "staging" environment of routes.json (its hosts and scheme, for
            // matching and building links); release builds the production ones. The condition is
            // set here because the generated code is compiled in this target: one set on ShopApp
            // would not reach it.
            swiftSettings: [.define("STAGING", .when(configuration: .debug))],
            plugins: [.plugin(name: "RouteCompilerPlugin", package: "RouteCompiler")]
        ),
        // The app: a NavigationStack whose path holds ShopRoute values, fed by .onOpenURL.
        .executableTarget(name: "ShopApp", dependencies: ["AppNavigation"]),
        .testTarget(name: "AppNavigationTests", dependencies: ["AppNavigation"]),
    ],
    swiftLanguageModes: [.v6]
)
