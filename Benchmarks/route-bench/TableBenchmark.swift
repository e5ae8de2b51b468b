import Foundation
import RouteCompilerCore
@_spi(Generated) import RouteRuntime

/// The figures of one table.
struct TableResult {
    /// The number of routes.
    let size: Int
    /// The URLs of the set that were used.
    let urlCount: Int
    /// How many of them the generated matcher matched.
    let hits: Int
    /// The measurements, in the order of ``TableBenchmark/columns``.
    let measurements: [Timed]
    /// Disagreements found by the cross-checks, with examples; empty when all agree.
    let problems: [String]
    /// Disagreements of the hand-written handler with the generated matcher (it is not held to
    /// the spec's rules, so these are reported, not counted as failures).
    let handlerDifferences: [String]

    /// The median of a column, in nanoseconds per input.
    func median(_ column: Column) -> Double {
        measurements[Column.allCases.firstIndex(of: column)!].median
    }

    /// The allocations per input of a column.
    func allocations(_ column: Column) -> Double {
        measurements[Column.allCases.firstIndex(of: column)!].allocationsPerInput
    }

    /// The number of inputs of a column.
    func count(_ column: Column) -> Int {
        measurements[Column.allCases.firstIndex(of: column)!].count
    }
}

/// What is measured on each table.
enum Column: String, CaseIterable {
    case floor = "floor"
    case decompose = "read URL"
    case string = "Route(string:)"
    case url = "Route(url:)"
    case handler = "URLComponents"
    case reference = "reference"
    case build = "route.url"
}

/// The benchmark of one synthetic table, over its generated enum `Route`.
struct TableBenchmark<Route: BenchmarkedRoute> {
    let size: Int
    let options: Options

    func run() throws -> TableResult {
        let directory = tableDirectory("Bench\(size)Routes")
        let specBytes = try Data(contentsOf: directory.appendingPathComponent("routes.json"))
        let checked = RouteCompiler.check(Array(specBytes))
        guard let spec = checked.spec else {
            throw BenchError("Bench\(size)Routes/routes.json has errors: \(checked.diagnostics)")
        }
        let text = try String(contentsOf: directory.appendingPathComponent("urls.txt"), encoding: .utf8)
        let strings = Array(text.split(separator: "\n").prefix(options.urlLimit).map(String.init))
        let urls = strings.compactMap { URL(string: $0) }
        let routes = strings.compactMap { Route(string: $0) }
        let handler = try BeforeHandler(spec)
        let reference = ReferenceMatcher(spec)

        // The slow handlers run over a prefix of the set, sized so that a pass takes about the
        // budget: the median per URL does not depend on how many URLs a pass has.
        let handlerCount = inputCount(
            for: { count in for string in strings.prefix(count) { _ = handler.match(string) } },
            available: strings.count, budget: options.slowPassBudget)
        let referenceCount = inputCount(
            for: { count in for string in strings.prefix(count) { _ = reference.match(string) } },
            available: strings.count, budget: options.slowPassBudget)
        let handlerStrings = Array(strings.prefix(handlerCount))
        let referenceStrings = Array(strings.prefix(referenceCount))

        var measurements = [
            Timed(name: Column.floor.rawValue, count: strings.count) {
                var sum = 0
                for string in strings { sum &+= floorScan(string) }
                return sum
            },
            Timed(name: Column.decompose.rawValue, count: strings.count) {
                var sum = 0
                for string in strings { sum &+= _RouteURLReading.read(string) }
                return sum
            },
            Timed(name: Column.string.rawValue, count: strings.count) {
                var hits = 0
                for string in strings where Route(string: string) != nil { hits += 1 }
                return hits
            },
            Timed(name: Column.url.rawValue, count: urls.count) {
                var hits = 0
                for url in urls where Route(url: url) != nil { hits += 1 }
                return hits
            },
            Timed(name: Column.handler.rawValue, count: handlerStrings.count) {
                var hits = 0
                for string in handlerStrings where handler.match(string) != nil { hits += 1 }
                return hits
            },
            Timed(name: Column.reference.rawValue, count: referenceStrings.count) {
                var hits = 0
                for string in referenceStrings where reference.match(string) != nil { hits += 1 }
                return hits
            },
            Timed(name: Column.build.rawValue, count: routes.count) {
                var built = 0
                for route in routes where !route.url.isFileURL { built += 1 }
                return built
            },
        ]
        let (problems, handlerDifferences) = crossCheck(
            strings: strings, referenceStrings: referenceStrings, handlerStrings: handlerStrings,
            routes: routes, handler: handler, reference: reference)
        runInterleaved(&measurements, iterations: options.iterations, warmUps: options.warmUps)
        return TableResult(
            size: size, urlCount: strings.count, hits: routes.count, measurements: measurements,
            problems: problems, handlerDifferences: handlerDifferences)
    }

    /// Holds the generated matcher to the reference matcher and to itself (`init(url:)` against
    /// `init(string:)`, and `Route(url: route.url) == route`), and compares the hand-written
    /// handler with it.
    private func crossCheck(
        strings: [String], referenceStrings: [String], handlerStrings: [String], routes: [Route],
        handler: BeforeHandler, reference: ReferenceMatcher
    ) -> (problems: [String], handlerDifferences: [String]) {
        var problems: [String] = []
        var handlerDifferences: [String] = []
        for string in referenceStrings {
            let generated = caseName(Route(string: string))
            let expected = reference.match(string)?.routeName
            if generated != expected {
                problems.append("\(string): generated \(generated ?? "nil"), reference \(expected ?? "nil")")
            }
        }
        for string in strings {
            guard let url = URL(string: string) else { continue }
            if Route(url: url) != Route(string: string) {
                problems.append("\(string): Route(url:) and Route(string:) differ")
            }
        }
        for route in routes where Route(url: route.url) != route {
            problems.append("\(route): Route(url: route.url) is \(Route(url: route.url).map { "\($0)" } ?? "nil")")
        }
        for string in handlerStrings {
            let generated = caseName(Route(string: string))
            let handled = handler.match(string).map { handler.routes[$0.routeIndex].name }
            if generated != handled {
                handlerDifferences.append("\(string): generated \(generated ?? "nil"), handler \(handled ?? "nil")")
            }
        }
        return (problems, handlerDifferences)
    }

}

/// The case name of a route value: `route12` of `route12(p0: 42)`; `nil` for `nil`.
private func caseName(_ route: (some BenchmarkedRoute)?) -> String? {
    guard let route else { return nil }
    return String(String(describing: route).prefix { $0 != "(" })
}

/// A failure to set a benchmark up.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
