import Bench1000Routes
import Bench100Routes
import Bench10Routes
import BenchComposedRoutes
import BenchMixedRoutes
import BenchQueryHeavyRoutes
import BenchSharedPrefixRoutes
import Foundation
import RouteCompilerCore

#if ROUTE_BENCH_10K
    import Bench10000Routes
#endif

/// What the benchmark needs of a generated route enum; every generated enum has it.
protocol BenchmarkedRoute: Hashable {
    init?(string: String)
    init?(url: URL)
    var url: URL { get }
}

extension Bench10Route: BenchmarkedRoute {}
extension Bench100Route: BenchmarkedRoute {}
extension Bench1000Route: BenchmarkedRoute {}
extension BenchSharedPrefixRoute: BenchmarkedRoute {}
extension BenchQueryHeavyRoute: BenchmarkedRoute {}
#if ROUTE_BENCH_10K
    extension Bench10000Route: BenchmarkedRoute {}
#endif
extension BenchMixedRoute: BenchmarkedRoute {}
extension BenchComposedRoute: BenchmarkedRoute {}

/// How the routes of a synthetic table are made: the `--shape` of `scripts/make-synthetic-spec.py`.
enum TableShape: String, CaseIterable {
    /// Every route starts with its own literal: one branch per route at the root.
    case distinctPrefix = "distinct-prefix"
    /// Two to six segments from a small vocabulary, sharing prefixes, typed parameters in the middle.
    case sharedPrefix = "shared-prefix"
    /// Three to six typed query parameters per route, in any order among `utm_` keys.
    case queryHeavy = "query-heavy"
    /// Segments that mix literal text and parameters (`{slug}-{id:int}`, `@{user}`).
    case mixed = "mixed"
    /// The shared-prefix table's routes from three modules, composed (Specification §12).
    case composed = "composed"
}

/// A synthetic table built into route-bench: its shape and size, and the benchmark over its
/// generated enum.
struct BuiltInTable {
    let shape: TableShape
    let size: Int
    /// Its folder under `Benchmarks/Tables`: `routes.json` and `urls.txt`.
    let folder: String
    /// Measures the table.
    let run: (BuiltInTable, Options) throws -> TableResult
    /// Runs one column alone (`--count-only`).
    let runCountOnly: (BuiltInTable, Options, Column) throws -> (inputs: Int, checksum: Int)
    /// Measures one first-link figure in this process (``FirstLink``), for the URL given.
    let runFirstLink: (BuiltInTable, FirstLink.Measurement, String) throws -> Void

    init<Route: BenchmarkedRoute>(_ shape: TableShape, _ size: Int, _ folder: String, _ type: Route.Type) {
        self.shape = shape
        self.size = size
        self.folder = folder
        self.run = { table, options in try TableBenchmark<Route>(table: table, options: options).run() }
        self.runCountOnly = { table, options, column in
            try TableBenchmark<Route>(table: table, options: options).runCountOnly(column)
        }
        self.runFirstLink = { table, what, url in try FirstLink.child(Route.self, table: table, what: what, url: url) }
    }

    /// The name `--tables` takes: `shared-prefix-1000`.
    var name: String { "\(shape.rawValue)-\(size)" }
}

/// The tables built into this executable: the distinct-prefix tables smallest first, then the
/// other shapes.
func builtInTables() -> [BuiltInTable] {
    var tables = [
        BuiltInTable(.distinctPrefix, 10, "Bench10Routes", Bench10Route.self),
        BuiltInTable(.distinctPrefix, 100, "Bench100Routes", Bench100Route.self),
        BuiltInTable(.distinctPrefix, 1_000, "Bench1000Routes", Bench1000Route.self),
    ]
    #if ROUTE_BENCH_10K
        tables.append(BuiltInTable(.distinctPrefix, 10_000, "Bench10000Routes", Bench10000Route.self))
    #endif
    tables.append(BuiltInTable(.sharedPrefix, 1_000, "BenchSharedPrefixRoutes", BenchSharedPrefixRoute.self))
    tables.append(BuiltInTable(.queryHeavy, 100, "BenchQueryHeavyRoutes", BenchQueryHeavyRoute.self))
    tables.append(BuiltInTable(.mixed, 100, "BenchMixedRoutes", BenchMixedRoute.self))
    tables.append(BuiltInTable(.composed, 1_000, "BenchComposedRoutes", BenchComposedRoute.self))
    return tables
}

/// The tables a `--tables` list names, in the order of ``builtInTables()``, or a message that says
/// which element names no table. An element is a table's name (`shared-prefix-1000`), a shape
/// (every table of that shape), or a number (the distinct-prefix table of that many routes).
func selectTables(_ names: [String], from tables: [BuiltInTable]) -> Result<[BuiltInTable], BenchError> {
    var chosen = Set<String>()
    for element in names {
        let matching = tables.filter { table in
            table.name == element || table.shape.rawValue == element
                || (table.shape == .distinctPrefix && Int(element) == table.size)
        }
        guard !matching.isEmpty else {
            let known = tables.map(\.name).joined(separator: ", ")
            var message = "no table '\(element)' in this build (built in: \(known))"
            if element.hasSuffix("10000") {
                message += "; the 10,000-route table needs ROUTE_BENCH_10K=1 in the environment of swift build/run"
            }
            return .failure(BenchError(message))
        }
        chosen.formUnion(matching.map(\.name))
    }
    return .success(tables.filter { chosen.contains($0.name) })
}

/// `Benchmarks/`, found from this file's path.
let benchmarksDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// The folder of a table: its `routes.json` and `urls.txt`.
func tableDirectory(_ name: String) -> URL {
    benchmarksDirectory.appendingPathComponent("Tables").appendingPathComponent(name)
}

/// `RouteCompiler.check` of a table's `routes.json`, the modules of a composed table read from
/// their folders beside it (`../<Module>/routes.json`).
func checkTableSpec(_ file: URL) throws -> RouteCompiler.Output {
    let bytes = Array(try Data(contentsOf: file))
    let directory = file.deletingLastPathComponent()
    return RouteCompiler.check(bytes) { entry in
        let path = directory.appendingPathComponent(entry.relativeSpecPath).standardizedFileURL.path
        guard let data = FileManager.default.contents(atPath: path) else {
            return ModuleSpecFile(path: path, problem: "no such file")
        }
        return ModuleSpecFile(path: path, bytes: Array(data))
    }
}
