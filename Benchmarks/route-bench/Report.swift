import Foundation

// The tables route-bench prints (BENCHMARKS.md shows them).

/// `value` right-aligned in `width` columns.
func pad(_ value: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - value.count)) + value
}

/// A figure with thousands separators and `digits` decimals.
func figure(_ value: Double, digits: Int = 0) -> String {
    guard value.isFinite else { return "-" }
    let text = String(format: "%.\(digits)f", value)
    let integerEnd = text.firstIndex(of: ".") ?? text.endIndex
    var integer = String(text[..<integerEnd])
    var grouped = ""
    while integer.count > 3 {
        grouped = "," + integer.suffix(3) + grouped
        integer.removeLast(3)
    }
    return integer + grouped + text[integerEnd...]
}

/// One line of a table: the first cell left-aligned, the others right-aligned.
func row(_ cells: [String], _ widths: [Int]) -> String {
    zip(cells, widths).enumerated().map { index, pair in
        index == 0 ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0) : pad(pair.0, pair.1)
    }.joined(separator: "  ")
}

/// The first two cells of a table's row: its shape and its number of routes.
private func tableCells(_ result: TableResult) -> [String] {
    [result.label, figure(Double(result.size))]
}

/// A ratio with two decimals and `×`.
private func ratio(_ value: Double) -> String {
    figure(value, digits: value < 10 ? 2 : 1) + "×"
}

/// Times per URL, side by side.
func printTimes(_ results: [TableResult]) {
    let widths = [15, 6, 6, 4, 5, 8, 14, 11, 7, 9, 9, 12]
    print(
        row(
            [
                "table", "routes", "URLs", "hits", "floor", "read URL", "Route(string:)", "Route(url:)", "handler",
                "reference", "route.url", "URL(string:)",
            ], widths))
    for result in results {
        print(
            row(
                tableCells(result) + [
                    figure(Double(result.urlCount)),
                    "\(Int((Double(result.hits) / Double(result.urlCount) * 100).rounded()))%",
                ]
                    + [Column.floor, .decompose, .string, .url, .handler, .reference, .build, .handBuilt].map {
                        figure(result.median($0))
                    }, widths))
    }
    print(
        "(handler: the hand-written URLComponents handler; handler / reference ran over the first "
            + results.map { "\($0.count(.handler)) / \($0.count(.reference))" }.joined(separator: ", ")
            + " URLs; URL(string:): a hand-written builder of the same URLs, a literal and a value interpolated)")
}

/// The ratios of the medians; `string` is the generated `Route(string:)`.
func printRatios(_ results: [TableResult]) {
    let widths = [15, 6, 10, 12, 9, 14, 16, 20]
    print(
        row(
            [
                "table", "routes", "read/floor", "string/floor", "url/floor", "handler/string", "reference/string",
                "route.url/URL(string:)",
            ], widths))
    for result in results {
        let string = result.median(.string)
        print(
            row(
                tableCells(result) + [
                    ratio(result.median(.decompose) / result.median(.floor)),
                    ratio(string / result.median(.floor)),
                    ratio(result.median(.url) / result.median(.floor)),
                    ratio(result.median(.handler) / string),
                    ratio(result.median(.reference) / string),
                    ratio(result.median(.build) / result.median(.handBuilt)),
                ], widths))
    }
    let distinct = results.filter { $0.shape == .distinctPrefix }
    if let first = distinct.first, let last = distinct.last, distinct.count > 1 {
        let slowdown = last.median(.string) / first.median(.string)
        let floorChange = last.median(.floor) / first.median(.floor)
        print(
            "Route(string:) on distinct-prefix \(figure(Double(last.size))) vs \(figure(Double(first.size))) routes: "
                + figure(slowdown, digits: 2) + "×; the floor of the same URL sets: " + figure(floorChange, digits: 2)
                + "×; string/floor: " + figure(slowdown / floorChange, digits: 2) + "×")
    }
}

/// Heap allocations per URL, and for `Route(string:)` over the hits the README's promise covers
/// and over the misses.
func printAllocations(_ results: [TableResult]) {
    print("heap allocations per URL over each whole set (route.url: per route value)")
    let widths = [15, 6, 5, 14, 11, 7, 9, 9, 12, 13, 8]
    print(
        row(
            [
                "table", "routes", "floor", "Route(string:)", "Route(url:)", "handler", "reference", "route.url",
                "URL(string:)", "promised hits", "misses",
            ], widths))
    for result in results {
        print(
            row(
                tableCells(result)
                    + [Column.floor, .string, .url, .handler, .reference, .build, .handBuilt].map {
                        figure(result.allocations($0), digits: 2)
                    } + [
                        figure(result.promisedHitAllocations.perURL, digits: 2),
                        figure(result.missAllocations.perURL, digits: 2),
                    ], widths))
    }
    print(
        "(promised hits: Route(string:) over the URLs whose route has only int, uuid, bool, double or enum values, "
            + "no string, list or catch-all: "
            + results.map { "\($0.promisedHitAllocations.count)" }.joined(separator: ", ")
            + " URLs; misses: over the URLs no route opens: "
            + results.map { "\($0.missAllocations.count)" }.joined(separator: ", ") + " URLs)")
}

/// Heap allocations per URL of each parameter kind, and whether the README's promise holds there
/// and on the tables.
func printKindAllocations(_ kinds: [KindAllocations], tables results: [TableResult]) {
    print("heap allocations per URL, by parameter kind (Benchmarks/Tables/BenchKindsRoutes)")
    let widths = [28, 9, 14, 11, 9]
    print(row(["kind", "promised", "Route(string:)", "Route(url:)", "route.url"], widths))
    for entry in kinds {
        print(
            row(
                [
                    entry.kind.kind, entry.kind.promisedAllocationFree ? "0" : "-",
                    figure(entry.string, digits: 2), figure(entry.url, digits: 2),
                    entry.build.map { figure($0, digits: 2) } ?? "-",
                ], widths))
    }
    #if DEBUG
        print("(a debug build: the unoptimized code allocates too; the promise is checked in a release build)")
    #else
        let broken =
            kinds.filter { $0.kind.promisedAllocationFree && $0.string > 0 }.map(\.kind.kind)
            + results.filter { $0.promisedHitAllocations.perURL > 0 || $0.missAllocations.perURL > 0 }.map {
                "the \($0.label) table"
            }
        print(
            broken.isEmpty
                ? "no allocation while matching from a String where the route has only int, uuid, bool, double or "
                    + "enum parameters, nor for a miss"
                : "ALLOCATES while matching: " + broken.joined(separator: ", "))
    #endif
    for entry in kinds where !entry.unexpected.isEmpty {
        print("warning: \(entry.kind.kind): \(entry.unexpected) did not \(entry.kind.matches ? "match" : "miss")")
    }
}

/// The cross-checks' failures and the handler's differences; returns whether a check failed.
func printChecks(_ results: [TableResult]) -> Bool {
    var failed = false
    for result in results {
        let name = "\(result.label) \(figure(Double(result.size)))"
        if !result.problems.isEmpty {
            failed = true
            print("")
            print("\(name): \(result.problems.count) disagreements of the generated matcher:")
            for problem in result.problems.prefix(10) { print("  \(problem)") }
        }
        if !result.handlerDifferences.isEmpty {
            print("")
            print("\(name): the hand-written handler differs on \(result.handlerDifferences.count) URLs, e.g.:")
            for difference in result.handlerDifferences.prefix(3) { print("  \(difference)") }
        }
    }
    if !failed {
        print("")
        print(
            "cross-checks passed: generated matcher = reference matcher (cases and values), Route(url:) = "
                + "Route(string:), Route(url: route.url) == route")
    }
    return failed
}
