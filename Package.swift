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
            dependencies: ["RouteRuntime", "RouteCompilerCore"],
            plugins: ["RouteCompilerPlugin"]
        ),

        // The runtime over tables the compiler writes from small specs.
        .testTarget(name: "RouteRuntimeTests", dependencies: ["RouteRuntime", "RouteCompilerCore"]),
        .testTarget(
            name: "RouteCompilerCoreTests",
            dependencies: ["RouteCompilerCore", "RouteRuntime"],
            exclude: ["References"]
        ),
        // Applies the real build plugin to its own routes.json and tests the generated code.
        .testTarget(
            name: "RouteCompilerPluginTests",
            // BenchMallocCounter: the first match's allocations, counted as route-bench counts them.
            dependencies: ["RouteRuntime", "RouteCompilerCore", "BenchMallocCounter"],
            plugins: ["RouteCompilerPlugin"]
        ),
        // Navigation stacks, metadata, Codable, paths and excludes of the generated code.
        .testTarget(name: "AppFeaturesTests", dependencies: ["RouteRuntime"], plugins: ["RouteCompilerPlugin"]),
        // The generated code in a module compiled with STAGING defined: its staging environment.
        .testTarget(
            name: "StagingEnvironmentTests",
            dependencies: ["RouteRuntime"],
            swiftSettings: [.define("STAGING")],
            plugins: ["RouteCompilerPlugin"]
        ),
        // Specs from several modules (Specification §12): two feature modules with their own specs,
        // a module composing them in the other order, and a test target composing them.
        .target(
            name: "CatalogFeature",
            dependencies: ["RouteRuntime"],
            path: "Tests/ModularFixtures/CatalogFeature",
            plugins: ["RouteCompilerPlugin"]
        ),
        .target(
            name: "AccountFeature",
            dependencies: ["RouteRuntime"],
            path: "Tests/ModularFixtures/AccountFeature",
            plugins: ["RouteCompilerPlugin"]
        ),
        .target(
            name: "ReversedComposition",
            // scripts/check-plugin-compositions.sh leaves AccountFeature out, to see the plugin's error.
            dependencies: ["RouteRuntime", "CatalogFeature"]
                + (Context.environment["ROUTE_COMPILER_OMIT_MODULE_DEPENDENCY"] == "1" ? [] : ["AccountFeature"]),
            path: "Tests/ModularFixtures/ReversedComposition",
            plugins: ["RouteCompilerPlugin"]
        ),
        .testTarget(
            name: "ComposedRoutesTests",
            dependencies: ["RouteRuntime", "RouteCompilerCore", "ReversedComposition"],
            plugins: ["RouteCompilerPlugin"]
        ),
        // The generated code in a module whose default isolation is MainActor, used off the main actor.
        .testTarget(
            name: "MainActorIsolationTests",
            dependencies: ["RouteRuntime"],
            swiftSettings: [.defaultIsolation(MainActor.self)],
            plugins: ["RouteCompilerPlugin"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The benchmark (BENCHMARKS.md): `swift run -c release route-bench`. The synthetic tables are built
// with the package: distinct-prefix tables of 10, 100 and 1,000 routes, a shared-prefix table of
// 1,000, a query-heavy table of 100 and a mixed-segment table of 100 (`/{slug}-{id:int}`). The
// 10,000-route table is opt-in, by a variable in the environment of swift build/run
// (ROUTE_BENCH_10K=1): its generated code alone takes half a minute to compile in a debug build.
let benchmark10K = Context.environment["ROUTE_BENCH_10K"] == "1"
let benchmarkTables =
    [
        "Bench10Routes", "Bench100Routes", "Bench1000Routes", "BenchSharedPrefixRoutes", "BenchQueryHeavyRoutes",
        "BenchMixedRoutes",
    ] + (benchmark10K ? ["Bench10000Routes"] : [])
package.targets += benchmarkTables.map { name in
    .target(
        name: name,
        dependencies: ["RouteRuntime"],
        path: "Benchmarks/Tables/\(name)",
        exclude: ["urls.txt"],
        plugins: ["RouteCompilerPlugin"]
    )
}
// The shared-prefix table's routes from three feature modules, composed by a spec without routes of
// its own (Specification §12): route-bench measures it beside the same routes in one spec.
let composedBenchmarkModules = ["BenchComposedModuleA", "BenchComposedModuleB", "BenchComposedModuleC"]
package.targets += composedBenchmarkModules.map { name in
    .target(
        name: name, dependencies: ["RouteRuntime"], path: "Benchmarks/Tables/\(name)", plugins: ["RouteCompilerPlugin"])
}
package.targets.append(
    .target(
        name: "BenchComposedRoutes",
        dependencies: ["RouteRuntime"] + composedBenchmarkModules.map { .target(name: $0) },
        path: "Benchmarks/Tables/BenchComposedRoutes",
        exclude: ["urls.txt"],
        plugins: ["RouteCompilerPlugin"]
    ))
package.targets += [
    // One route per parameter kind, for counting allocations while matching.
    .target(
        name: "BenchKindsRoutes",
        dependencies: ["RouteRuntime"],
        path: "Benchmarks/Tables/BenchKindsRoutes",
        plugins: ["RouteCompilerPlugin"]
    ),
    // Counts the process's heap allocations (Linux glibc).
    .target(name: "BenchMallocCounter", path: "Benchmarks/BenchMallocCounter"),
    .executableTarget(
        name: "route-bench",
        dependencies: [
            "RouteRuntime", "RouteCompilerCore", "BenchKindsRoutes", "BenchMallocCounter", "BenchComposedRoutes",
        ]
            + benchmarkTables.map { .target(name: $0) },
        path: "Benchmarks/route-bench",
        // Defines rather than `canImport`, so that switching recompiles route-bench.
        swiftSettings: benchmark10K ? [.define("ROUTE_BENCH_10K")] : []
    ),
]
