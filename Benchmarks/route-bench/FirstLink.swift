import BenchMallocCounter
import Foundation
import RouteCompilerCore

/// The first link of a cold launch (Specification §6.10, BENCHMARKS.md "The first link"): the
/// first `Route(string:)`, the first `url` and the hand-written handler's first call, each in a
/// process of its own. route-bench runs itself as a child (`--first-link TABLE WHAT`) once per
/// measurement; the child times one call and prints the nanoseconds, the allocations and the page
/// faults it made. Two more figures say where the first match's time goes: the byte-scan floor's
/// first call (a first call whose code is on a page already mapped) and the first match once
/// every page of the executable is mapped (what is left without page faults).
enum FirstLink {
    /// What a child measures.
    enum Measurement: String, CaseIterable {
        /// The first match of the process.
        case match
        /// The third match (the steady state beside the first).
        case third
        /// The first `url` of the process, of the route the first match found.
        case build
        /// The hand-written URLComponents handler's first call.
        case handler
        /// The byte-scan floor's first call: one pass over the URL, matching nothing.
        case floor
        /// The first match after every page of the executable has been read (Linux: the mappings
        /// of `/proc/self/maps`), so that it takes no page fault of the code or the table.
        case mapped
    }

    /// The child's figures.
    struct Figures {
        var nanoseconds: Double
        var allocations: Int
        /// The page faults the call took (`getrusage`'s minor and major faults): the first touch
        /// of code and data pages, which is most of what a first call pays over a later one.
        var pageFaults: Int
    }

    /// The page faults of this process so far.
    private static func pageFaults() -> Int {
        var usage = rusage()
        #if os(Linux)
            let who = __rusage_who_t(RUSAGE_SELF.rawValue)
        #else
            let who = RUSAGE_SELF
        #endif
        guard getrusage(who, &usage) == 0 else { return 0 }
        return usage.ru_minflt + usage.ru_majflt
    }

    /// Times `body` once, counting its allocations and page faults.
    private static func measureOnce<Result>(_ body: () -> Result) -> (Figures, Result) {
        let clock = ContinuousClock()
        let allocations = bench_allocation_count()
        let faults = pageFaults()
        let start = clock.now
        let result = body()
        let elapsed = clock.now - start
        let figures = Figures(
            nanoseconds: nanoseconds(elapsed), allocations: Int(bench_allocation_count() - allocations),
            pageFaults: pageFaults() - faults)
        return (figures, result)
    }

    /// Runs in the child: measures `what` on `Route` and prints `nanoseconds allocations faults`.
    static func child<Route: BenchmarkedRoute>(
        _ type: Route.Type, table: BuiltInTable, what: Measurement, url: String
    ) throws {
        let directory = tableDirectory(table.folder)
        let strings = [url]
        // The clock's and getrusage's own first calls, before any that is measured.
        _ = ContinuousClock().now
        _ = pageFaults()
        var figures = Figures(nanoseconds: 0, allocations: 0, pageFaults: 0)
        switch what {
        case .floor:
            let (measured, scan) = measureOnce { floorScan(url) }
            figures = measured
            _ = scan
        case .match, .third, .mapped:
            if what == .mapped { touchExecutablePages() }
            if what == .third {
                _ = Route(string: url)
                _ = Route(string: url)
            }
            let (measured, route) = measureOnce { Route(string: url) }
            figures = measured
            guard route != nil || what == .third else { throw BenchError("the first URL \(url) opens no route") }
        case .build:
            guard let route = strings.lazy.compactMap({ Route(string: $0) }).first else {
                throw BenchError("no URL of the set opens a route")
            }
            let (measured, url) = measureOnce { route.url }
            figures = measured
            _ = url.absoluteString.count
        case .handler:
            guard let spec = try checkTableSpec(directory.appendingPathComponent("routes.json")).spec else {
                throw BenchError("spec errors")
            }
            // Building the handler from the spec stands for the handler's code being there: it
            // is not timed, as the generated code's own presence is not.
            let handler = try BeforeHandler(spec)
            let (measured, matched) = measureOnce { handler.match(url) }
            figures = measured
            _ = matched
        }
        Swift.print("\(figures.nanoseconds) \(figures.allocations) \(figures.pageFaults)")
    }

    /// Reads a byte of every page the executable maps (its code, the table's static data), so
    /// that they are mapped before the call measured. Elsewhere than Linux, nothing.
    private static func touchExecutablePages() {
        guard let maps = try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8),
            let executable = Bundle.main.executablePath.map({ URL(fileURLWithPath: $0).resolvingSymlinksInPath().path })
        else { return }
        var sum: UInt8 = 0
        for line in maps.split(separator: "\n") where line.hasSuffix(executable) {
            let bounds = line.prefix { $0 != " " }.split(separator: "-").compactMap { UInt(String($0), radix: 16) }
            guard bounds.count == 2, line.split(separator: " ")[1].hasPrefix("r") else { continue }
            for address in stride(from: bounds[0], to: bounds[1], by: 4096) {
                sum &+= UnsafePointer<UInt8>(bitPattern: address)?.pointee ?? 0
            }
        }
        pageReadings = sum
    }

    /// The sum of the bytes ``touchExecutablePages()`` read: stored, so the reads are not left out.
    nonisolated(unsafe) private static var pageReadings: UInt8 = 0

    private static func nanoseconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) * 1e9 + Double(parts.attoseconds) / 1e9
    }

    /// Runs in the parent: the median of `runs` children per measurement of `table`.
    static func measure(_ table: BuiltInTable, runs: Int) throws -> [Measurement: Figures] {
        let directory = tableDirectory(table.folder)
        guard let spec = try checkTableSpec(directory.appendingPathComponent("routes.json")).spec else {
            throw BenchError("spec errors")
        }
        let reference = ReferenceMatcher(spec)
        let text = try String(contentsOf: directory.appendingPathComponent("urls.txt"), encoding: .utf8)
        // The first URL of the set that opens a route whose values are not strings (a string
        // value is an allocation of its own), else the first that opens a route: the link an
        // app is opened with.
        let candidates = text.split(separator: "\n").prefix(500).map(String.init).filter { reference.match($0) != nil }
        let url =
            candidates.first { candidate in
                reference.match(candidate)?.arguments.allSatisfy { argument in
                    if case .builtIn(let type, _) = argument.value { return type.name != "string" }
                    return true
                } == true
            }
            ?? candidates.first ?? ""
        var result: [Measurement: Figures] = [:]
        for what in Measurement.allCases {
            var samples: [Figures] = []
            for _ in 0..<runs { samples.append(try runChild(table, what, url)) }
            samples.sort { $0.nanoseconds < $1.nanoseconds }
            result[what] = samples[samples.count / 2]
        }
        return result
    }

    private static func runChild(_ table: BuiltInTable, _ what: Measurement, _ url: String) throws -> Figures {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = Bundle.main.executableURL
        }
        process.arguments = ["--first-link", table.name, what.rawValue, url]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: output, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard process.terminationStatus == 0, fields.count == 3, let time = Double(fields[0]),
            let allocations = Int(fields[1]), let faults = Int(fields[2])
        else { throw BenchError("the first-link child for \(table.name) \(what.rawValue) failed") }
        return Figures(nanoseconds: time, allocations: allocations, pageFaults: faults)
    }

    /// Prints the first-link table.
    static func print(_ rows: [(BuiltInTable, [Measurement: Figures])], runs: Int) {
        Swift.print(
            "first link, each in a fresh process (median of \(runs) processes; µs, allocations, page faults)")
        let header = [
            "table", "first match", "third match", "mapped first", "floor's first", "first url", "handler's first",
            "handler / first",
        ]
        var lines = [header]
        for (table, figures) in rows {
            func cell(_ what: Measurement) -> String {
                guard let value = figures[what] else { return "-" }
                return String(
                    format: "%.1f µs (%d, %d pf)", value.nanoseconds / 1000, value.allocations, value.pageFaults)
            }
            let ratio = (figures[.handler]?.nanoseconds ?? 0) / max(figures[.match]?.nanoseconds ?? 1, 1)
            lines.append([
                table.name, cell(.match), cell(.third), cell(.mapped), cell(.floor), cell(.build), cell(.handler),
                String(format: "%.1f×", ratio),
            ])
        }
        let widths = header.indices.map { column in lines.map { $0[column].count }.max() ?? 0 }
        for line in lines {
            Swift.print(
                line.enumerated().map { index, cell in
                    index == 0
                        ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                        : String(repeating: " ", count: widths[index] - cell.count) + cell
                }.joined(separator: "  "))
        }
    }
}
