import BenchMallocCounter
import Foundation
import RouteCompilerCore
@_spi(Generated) import RouteRuntime

/// The figures of one table.
struct TableResult {
    /// The table's shape.
    let shape: TableShape
    /// The number of routes.
    let size: Int
    /// The URLs of the set that were used.
    let urlCount: Int
    /// How many of them the generated matcher matched.
    let hits: Int
    /// The measurements, in the order of ``Column/allCases``.
    let measurements: [Timed]
    /// Heap allocations per URL of `Route(string:)` over the hits whose route has only `int`,
    /// `uuid`, `bool`, `double` or named-enum values (no `string`, list or catch-all), and the
    /// number of such URLs.
    let promisedHitAllocations: (perURL: Double, count: Int)
    /// Heap allocations per URL of `Route(string:)` over the misses, and their number.
    let missAllocations: (perURL: Double, count: Int)
    /// Disagreements found by the cross-checks, with examples; empty when all agree.
    let problems: [String]
    /// Disagreements of the hand-written handler with the generated matcher (it is not held to
    /// the spec's rules, so these are reported, not counted as failures).
    let handlerDifferences: [String]

    /// The table as printed: `shared-prefix`.
    var label: String { shape.rawValue }

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
    case handler = "handler"
    case reference = "reference"
    case build = "route.url"
    case handBuilt = "URL(string:)"

    /// Its name for `--count-only`.
    var flag: String {
        switch self {
        case .floor: "floor"
        case .decompose: "read"
        case .string: "string"
        case .url: "url"
        case .handler: "handler"
        case .reference: "reference"
        case .build: "build"
        case .handBuilt: "handbuilt"
        }
    }
}

/// The benchmark of one synthetic table, over its generated enum `Route`.
struct TableBenchmark<Route: BenchmarkedRoute> {
    let table: BuiltInTable
    let options: Options

    func run() throws -> TableResult {
        let directory = tableDirectory(table.folder)
        let checked = try checkTableSpec(directory.appendingPathComponent("routes.json"))
        guard let spec = checked.spec else {
            throw BenchError("\(table.folder)/routes.json has errors: \(checked.diagnostics)")
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

        var measurements = Column.allCases.map { column in
            measurement(
                column, strings: strings, urls: urls, routes: routes, handler: handler, handlerStrings: handlerStrings,
                reference: reference, referenceStrings: referenceStrings)
        }
        let (problems, handlerDifferences) = crossCheck(
            strings: strings, referenceStrings: referenceStrings, handlerStrings: handlerStrings,
            routes: routes, handler: handler, reference: reference)
        runInterleaved(&measurements, iterations: options.iterations, warmUps: options.warmUps)

        // The README's promise, checked on this table: no allocation while matching a URL whose
        // route has only int, uuid, bool, double or enum values, nor for a miss.
        let promisedRoutes = Set(
            spec.routes.filter { route in
                route.parameters.allSatisfy { parameter in
                    guard !parameter.isCatchAll, parameter.kind != .list else { return false }
                    switch parameter.type {
                    case .builtIn(let type): return type != .string
                    case .enumeration: return true
                    case .app: return false
                    }
                }
            }.map(\.name))
        let promised = strings.filter { caseName(Route(string: $0)).map(promisedRoutes.contains) ?? false }
        let misses = strings.filter { Route(string: $0) == nil }
        return TableResult(
            shape: table.shape, size: table.size, urlCount: strings.count, hits: routes.count,
            measurements: measurements,
            promisedHitAllocations: (allocationsPerURL(promised), promised.count),
            missAllocations: (allocationsPerURL(misses), misses.count),
            problems: problems, handlerDifferences: handlerDifferences)
    }

    /// Runs `iterations` passes of one column over the whole URL set (or `--urls`), with nothing
    /// else measured or checked, for counting its instructions under callgrind: the difference
    /// between two runs with different pass counts is the cost of the extra passes alone.
    /// - Returns: the inputs of one pass, and a checksum of the passes' results.
    func runCountOnly(_ column: Column) throws -> (inputs: Int, checksum: Int) {
        let directory = tableDirectory(table.folder)
        let text = try String(contentsOf: directory.appendingPathComponent("urls.txt"), encoding: .utf8)
        let strings = Array(text.split(separator: "\n").prefix(options.urlLimit).map(String.init))
        let urls = strings.compactMap { URL(string: $0) }
        let routes = strings.compactMap { Route(string: $0) }
        var handler: BeforeHandler?
        var reference: ReferenceMatcher?
        if column == .handler || column == .reference {
            guard let spec = try checkTableSpec(directory.appendingPathComponent("routes.json")).spec else {
                throw BenchError("\(table.folder)/routes.json has errors")
            }
            handler = try BeforeHandler(spec)
            reference = ReferenceMatcher(spec)
        }
        let timed = measurement(
            column, strings: strings, urls: urls, routes: routes, handler: handler, handlerStrings: strings,
            reference: reference, referenceStrings: strings)
        var total = 0
        for _ in 0..<options.iterations { total &+= timed.pass() }
        return (timed.count, total)
    }

    /// The pass of one column.
    private func measurement(
        _ column: Column, strings: [String], urls: [URL], routes: [Route], handler: BeforeHandler?,
        handlerStrings: [String], reference: ReferenceMatcher?, referenceStrings: [String]
    ) -> Timed {
        switch column {
        case .floor:
            return Timed(name: column.rawValue, count: strings.count) {
                var sum = 0
                for string in strings { sum &+= floorScan(string) }
                return sum
            }
        case .decompose:
            return Timed(name: column.rawValue, count: strings.count) {
                var sum = 0
                for string in strings { sum &+= _RouteURLReading.read(string) }
                return sum
            }
        case .string:
            return Timed(name: column.rawValue, count: strings.count) {
                var hits = 0
                for string in strings where Route(string: string) != nil { hits += 1 }
                return hits
            }
        case .url:
            return Timed(name: column.rawValue, count: urls.count) {
                var hits = 0
                for url in urls where Route(url: url) != nil { hits += 1 }
                return hits
            }
        case .handler:
            return Timed(name: column.rawValue, count: handlerStrings.count) {
                var hits = 0
                for string in handlerStrings where handler!.match(string) != nil { hits += 1 }
                return hits
            }
        case .reference:
            return Timed(name: column.rawValue, count: referenceStrings.count) {
                var hits = 0
                for string in referenceStrings where reference!.match(string) != nil { hits += 1 }
                return hits
            }
        case .build:
            return Timed(name: column.rawValue, count: routes.count) {
                var built = 0
                for route in routes where !route.url.isFileURL { built += 1 }
                return built
            }
        case .handBuilt:
            // What an app writes without the generated builder, for the same URLs:
            // `URL(string: "https://example.com/products/\(id)")`, a literal and a value
            // interpolated. The canonical text is split at its last `/` or `=` into the two.
            let pieces = routes.map { Self.handBuiltPieces($0.url.absoluteString) }
            return Timed(name: column.rawValue, count: pieces.count) {
                var built = 0
                for (head, value) in pieces where URL(string: "\(head)\(value)")?.isFileURL == false { built += 1 }
                return built
            }
        }
    }

    /// A canonical URL text as a hand-written builder holds it: the literal up to the last `/` or
    /// `=`, and the value after it.
    static func handBuiltPieces(_ text: String) -> (String, String) {
        guard let cut = text.lastIndex(where: { $0 == "/" || $0 == "=" }) else { return (text, "") }
        let split = text.index(after: cut)
        return (String(text[..<split]), String(text[split...]))
    }

    /// The heap allocations per URL of `Route(string:)` over `strings`, after one pass that makes
    /// what is made on first use.
    private func allocationsPerURL(_ strings: [String]) -> Double {
        guard !strings.isEmpty else { return .nan }
        for string in strings { blackHole(Route(string: string)) }
        let before = bench_allocation_count()
        for string in strings { blackHole(Route(string: string)) }
        return Double(bench_allocation_count() - before) / Double(strings.count)
    }

    /// Holds the generated matcher to the reference matcher (the same case with the same values)
    /// and to itself (`init(url:)` against `init(string:)`, and `Route(url: route.url) == route`),
    /// and compares the hand-written handler with them (the route with the generated matcher, its
    /// values with the reference matcher's).
    private func crossCheck(
        strings: [String], referenceStrings: [String], handlerStrings: [String], routes: [Route],
        handler: BeforeHandler, reference: ReferenceMatcher
    ) -> (problems: [String], handlerDifferences: [String]) {
        var problems: [String] = []
        var handlerDifferences: [String] = []
        for string in referenceStrings {
            let generated = Route(string: string).map { String(describing: $0) }
            let expected = reference.match(string)?.swiftDescription(module: table.folder)
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
            let handled = handler.match(string)
            let handledName = handled.map { handler.routes[$0.routeIndex].name }
            if generated != handledName {
                handlerDifferences.append("\(string): generated \(generated ?? "nil"), handler \(handledName ?? "nil")")
                continue
            }
            guard let handled, let expected = reference.match(string) else { continue }
            let labels = handler.routes[handled.routeIndex].labels
            let values = labels.enumerated().map { index, label in
                label.name + ": " + handled.values[index].canonicalText(label.type)
            }
            let expectedValues = labels.map { label in
                label.name + ": " + (expected[label.name]?.canonicalText ?? "?")
            }
            if values != expectedValues {
                handlerDifferences.append(
                    "\(string): handler reads \(values.joined(separator: ", ")); reference "
                        + expectedValues.joined(separator: ", "))
            }
        }
        return (problems, handlerDifferences)
    }
}

/// The case name of a route value: `route12` of `route12(p0: 42)`, and for a module's route in a
/// composed table its composed name, `a.route12` of `a(Module.ModuleRoute.route12(p0: 42))`;
/// `nil` for `nil`.
private func caseName(_ route: (some BenchmarkedRoute)?) -> String? {
    guard let route else { return nil }
    let text = String(describing: route)
    let head = String(text.prefix { $0 != "(" })
    let inner = text.dropFirst(head.count + 1).prefix { $0 != "(" && $0 != ")" && $0 != ":" }
    guard inner.contains("."), let local = inner.split(separator: ".").last else { return head }
    return head + "." + local
}

/// A failure to set a benchmark up.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
