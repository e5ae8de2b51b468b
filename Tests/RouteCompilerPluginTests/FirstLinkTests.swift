import BenchMallocCounter
import Foundation
@_spi(Generated) import RouteCompilerCore
@_spi(Generated) import RouteRuntime
import Testing
import XCTest

/// Specification §6.10: the first match of a process reads the route table where the generated
/// file holds it. Nothing is parsed, built or allocated for it, so the first `init?(string:)` of
/// a route without string values allocates nothing at all, counted as route-bench counts (every
/// `malloc` of the process).
///
/// Each URL is matched in a fresh process: this test bundle run again with one XCTest case,
/// ``FirstLinkChild``, which does nothing unless the parent set the URL in its environment.
/// Before it counts, the child matches the same URL against a copy of the table that it compiles
/// in memory: what the Swift runtime allocates once per process for the type metadata of generic
/// code (a debug build instantiates it at run time) is then paid, and what remains is what the
/// first match of `TestRoute` costs for its own table and generated code, which must be nothing.
@Suite struct FirstLinkTests {
    @Test(
        arguments: [
            "https://www.example.com/users/0f8fad5b-d9cb-469f-a165-70867728950e/orders/7",
            "myapp://products/42",
            "ksr://example.com/products/42?ref=x",
            "https://example.com/colors/dark-blue",
        ])
    func theFirstMatchOfAProcessAllocatesNothing(_ url: String) throws {
        let output = try FirstLinkChild.run(url: url)
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("first-link ") }) else {
            Issue.record("the child printed no figures: \(output)")
            return
        }
        let fields = line.split(separator: " ")
        #expect(fields.count == 4 && fields[2] == "matched", "\(url) opens no route: \(line)")
        if fields.count == 4, fields[3] == "uncounted" { return }  // Not Linux glibc: nothing to count.
        #expect(fields.count == 4 && fields[1] == "0", "the first match of \(url) allocated: \(line)")
    }
}

/// The child of ``FirstLinkTests``: one match, first of its process, and its allocations.
final class FirstLinkChild: XCTestCase {
    static let urlVariable = "ROUTE_COMPILER_FIRST_LINK_URL"

    /// This target's `routes.json` compiled here into a route table of its own, in memory: the
    /// same records as the generated file's, at other addresses, kept for the life of the process
    /// as the generated file's static data is.
    static func copyOfTheTable() -> InMemoryRouteTable? {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("routes.json")
        guard let bytes = try? Data(contentsOf: file), let spec = RouteCompiler.check(Array(bytes)).spec else {
            return nil
        }
        return InMemoryRouteTable(spec, appValue: { _, _, _, _ in true })
    }

    func testFirstMatch() {
        guard let url = ProcessInfo.processInfo.environment[Self.urlVariable] else { return }
        // The warm-up: the same URL through a copy of the table, reading its values as the
        // generated maker does, so that the Swift runtime's one-time type metadata is made.
        let copy = Self.copyOfTheTable()
        let warmedUp =
            copy?.table.match(string: url) { match -> Bool in
                // Every URL below opens a route with at least one value.
                _ = match.value(0) as Int
                _ = match.value(0) as String
                _ = match.value(0) as UUID
                return true
            } != nil
        // And the metadata of the generated enum's own types (`TestRoute?`, which a match returns,
        // and the `Result` in which a debug build's `withUnsafeTemporaryAllocation` returns it from
        // the place where it is made).
        let metadata: [Any.Type] = [TestRoute.self, TestRoute?.self, Result<TestRoute?, Never>.self]
        guard warmedUp, metadata.count == 3 else {
            print("first-link - warm-up-failed uncounted")
            return
        }
        let before = bench_allocation_count()
        let route = TestRoute(string: url)
        let after = bench_allocation_count()
        // Counting works when an allocation made here is counted.
        let probe = [Int](repeating: 1, count: Int.random(in: 64...128))
        let counts = bench_allocation_count() > after && probe.count >= 64
        print("first-link \(after - before) \(route == nil ? "none" : "matched") \(counts ? "counted" : "uncounted")")
    }

    /// Runs this test bundle again with only ``testFirstMatch``, for `url`; its output.
    static func run(url: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["RouteCompilerPluginTests.FirstLinkChild/testFirstMatch"]
        var environment = ProcessInfo.processInfo.environment
        environment[urlVariable] = url
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
