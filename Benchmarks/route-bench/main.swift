// route-bench: the generated matcher against the byte-scan floor, the hand-written URLComponents
// handler and the reference matcher, on synthetic tables of 10 to 10,000 routes, side by side in
// one run. See BENCHMARKS.md for the method and the figures.
//
//     swift run -c release route-bench [--quick] [--sizes 10,100,1000] [--iterations N] [--urls N]

import Foundation

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let sizes = options.sizes ?? builtInTables().map(\.size)
let tables = sizes.map { size in
    guard let table = builtInTables().first(where: { $0.size == size }) else {
        let known = builtInTables().map { String($0.size) }.joined(separator: ", ")
        fail(
            "no table of \(size) routes in this build (built in: \(known); the 10,000-route table needs "
                + "ROUTE_BENCH_10K=1 in the environment of swift build/run)")
    }
    return table
}

/// Prints `message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("route-bench: \(message)\n".utf8))
    exit(2)
}

#if DEBUG
    let buildKind = "debug build: the figures mean nothing; use swift run -c release route-bench"
#else
    let buildKind = "release build"
#endif
let countingWorks = allocationCountingWorks()
print("route-bench (\(buildKind))")
print(
    "median of \(options.iterations) interleaved passes after \(options.warmUps) warm-up; "
        + "ns per URL (route.url: ns per route value)")
if options.quick { print("quick mode: a prefix of each URL set, few passes; for CI, not for figures") }
print("")

var results: [TableResult] = []
for table in tables {
    FileHandle.standardError.write(Data("measuring \(table.size) routes...\n".utf8))
    do {
        results.append(try table.run(options))
    } catch {
        fail("\(table.size) routes: \(error)")
    }
}

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

let timeWidths = [7, 6, 4, 5, 8, 14, 11, 13, 9, 9]
print(
    row(
        [
            "routes", "URLs", "hits", "floor", "read URL", "Route(string:)", "Route(url:)", "URLComponents",
            "reference", "route.url",
        ], timeWidths))
for result in results {
    print(
        row(
            [
                figure(Double(result.size)), figure(Double(result.urlCount)),
                "\(Int((Double(result.hits) / Double(result.urlCount) * 100).rounded()))%",
                figure(result.median(.floor)), figure(result.median(.decompose)), figure(result.median(.string)),
                figure(result.median(.url)),
                figure(result.median(.handler)), figure(result.median(.reference)), figure(result.median(.build)),
            ], timeWidths))
}
print(
    "(URLComponents / reference ran over the first "
        + results.map { "\($0.count(.handler)) / \($0.count(.reference))" }.joined(separator: ", ") + " URLs)"
)

print("")
let ratioWidths = [7, 14, 15, 11, 21, 17]
print(
    row(
        ["routes", "read/floor", "string/floor", "url/floor", "URLComponents/string", "reference/string"],
        ratioWidths))
for result in results {
    let string = result.median(.string)
    print(
        row(
            [
                figure(Double(result.size)),
                figure(result.median(.decompose) / result.median(.floor), digits: 2) + "×",
                figure(string / result.median(.floor), digits: 2) + "×",
                figure(result.median(.url) / result.median(.floor), digits: 2) + "×",
                figure(result.median(.handler) / string, digits: 1) + "×",
                figure(result.median(.reference) / string, digits: 1) + "×",
            ], ratioWidths))
}
if let first = results.first, let last = results.last, results.count > 1 {
    let slowdown = last.median(.string) / first.median(.string)
    let floorChange = last.median(.floor) / first.median(.floor)
    print(
        "Route(string:) at \(figure(Double(last.size))) routes vs \(figure(Double(first.size))): "
            + figure(slowdown, digits: 2) + "×; the floor of the same URL sets: " + figure(floorChange, digits: 2)
            + "×; string/floor: " + figure(slowdown / floorChange, digits: 2) + "×")
}

print("")
if countingWorks {
    print("heap allocations per URL over each whole set (route.url: per route value)")
    let allocationWidths = [7, 6, 14, 11, 13, 10, 9]
    print(
        row(
            ["routes", "floor", "Route(string:)", "Route(url:)", "URLComponents", "reference", "route.url"],
            allocationWidths))
    for result in results {
        print(
            row(
                [figure(Double(result.size))]
                    + [Column.floor, .string, .url, .handler, .reference, .build].map {
                        figure(result.allocations($0), digits: 2)
                    }, allocationWidths))
    }
    print("")
    let kinds = measureKindAllocations(repetitions: options.quick ? 100 : 1_000)
    print("heap allocations per URL, by parameter kind (Benchmarks/Tables/BenchKindsRoutes)")
    let kindWidths = [28, 9, 14, 11, 9]
    print(row(["kind", "promised", "Route(string:)", "Route(url:)", "route.url"], kindWidths))
    for entry in kinds {
        print(
            row(
                [
                    entry.kind.kind, entry.kind.promisedAllocationFree ? "0" : "-",
                    figure(entry.string, digits: 2), figure(entry.url, digits: 2),
                    entry.build.map { figure($0, digits: 2) } ?? "-",
                ], kindWidths))
    }
    #if DEBUG
        print("(a debug build: the unoptimized code allocates too; the promise is checked in a release build)")
    #else
        let broken = kinds.filter { $0.kind.promisedAllocationFree && $0.string > 0 }
        print(
            broken.isEmpty
                ? "no allocation while matching from a String where the route has only int, uuid, bool, double or "
                    + "enum parameters"
                : "ALLOCATES while matching: " + broken.map(\.kind.kind).joined(separator: ", "))
    #endif
    for entry in kinds where !entry.unexpected.isEmpty {
        print("warning: \(entry.kind.kind): \(entry.unexpected) did not \(entry.kind.matches ? "match" : "miss")")
    }
} else {
    print("allocation counting is not available here (it needs Linux glibc)")
}

var failed = false
for result in results {
    if !result.problems.isEmpty {
        failed = true
        print("")
        print("\(result.size) routes: \(result.problems.count) disagreements of the generated matcher:")
        for problem in result.problems.prefix(10) { print("  \(problem)") }
    }
    if !result.handlerDifferences.isEmpty {
        print("")
        print(
            "\(result.size) routes: the hand-written handler differs on \(result.handlerDifferences.count) URLs, e.g.:")
        for difference in result.handlerDifferences.prefix(3) { print("  \(difference)") }
    }
}
if !failed {
    print("")
    print(
        "cross-checks passed: generated matcher = reference matcher, Route(url:) = Route(string:), "
            + "Route(url: route.url) == route")
}
exit(failed ? 1 : 0)
