import Bench1000Routes
import Bench100Routes
import Bench10Routes
import Foundation

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
#if ROUTE_BENCH_10K
    extension Bench10000Route: BenchmarkedRoute {}
#endif

/// A synthetic table built into route-bench: its size, and the benchmark over its generated enum.
struct BuiltInTable {
    let size: Int
    let run: (Options) throws -> TableResult

    init<Route: BenchmarkedRoute>(_ size: Int, _ type: Route.Type) {
        self.size = size
        self.run = { options in try TableBenchmark<Route>(size: size, options: options).run() }
    }
}

/// The tables built into this executable, smallest first.
func builtInTables() -> [BuiltInTable] {
    var tables = [
        BuiltInTable(10, Bench10Route.self),
        BuiltInTable(100, Bench100Route.self),
        BuiltInTable(1_000, Bench1000Route.self),
    ]
    #if ROUTE_BENCH_10K
        tables.append(BuiltInTable(10_000, Bench10000Route.self))
    #endif
    return tables
}

/// `Benchmarks/`, found from this file's path.
let benchmarksDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

/// The folder of a table: its `routes.json` and `urls.txt`.
func tableDirectory(_ name: String) -> URL {
    benchmarksDirectory.appendingPathComponent("Tables").appendingPathComponent(name)
}
