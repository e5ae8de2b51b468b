// swift-tools-version: 6.2
import PackageDescription

// An app split into feature modules, each owning its deep links in its own routes.json, and an
// app module that composes them into one route table (Specification §12). Everything builds and
// is tested on Linux too.
let package = Package(
    name: "ModularApp",
    platforms: [.iOS(.v17), .macOS(.v14)],
    dependencies: [
        // RouteCompiler, by path. `name:` keeps `package: "RouteCompiler"` below independent of the
        // folder the repository is cloned into (a path dependency's identity is its folder name).
        .package(name: "RouteCompiler", path: "../..")
    ],
    targets: [
        // The feature modules: each compiles its own routes.json ("access": "public") into its own
        // enum (CatalogRoute, AccountRoute, CheckoutRoute), which it can use alone.
        .target(
            name: "Catalog",
            dependencies: [.product(name: "RouteRuntime", package: "RouteCompiler")],
            plugins: [.plugin(name: "RouteCompilerPlugin", package: "RouteCompiler")]
        ),
        .target(
            name: "Account",
            dependencies: [.product(name: "RouteRuntime", package: "RouteCompiler")],
            plugins: [.plugin(name: "RouteCompilerPlugin", package: "RouteCompiler")]
        ),
        .target(
            name: "Checkout",
            dependencies: [.product(name: "RouteRuntime", package: "RouteCompiler")],
            plugins: [.plugin(name: "RouteCompilerPlugin", package: "RouteCompiler")]
        ),
        // The app's routing: its routes.json lists the feature modules under "modules", so the
        // plugin compiles AppRoute from all four specs, as one table. The modules must be among the
        // target's dependencies: the plugin finds their routes.json there.
        .target(
            name: "AppRouting",
            dependencies: [
                "Catalog", "Account", "Checkout", .product(name: "RouteRuntime", package: "RouteCompiler"),
            ],
            plugins: [.plugin(name: "RouteCompilerPlugin", package: "RouteCompiler")]
        ),
        .testTarget(name: "AppRoutingTests", dependencies: ["AppRouting", "Catalog", "Account", "Checkout"]),
    ],
    swiftLanguageModes: [.v6]
)
