import Foundation

/// The command line of `route-bench`.
struct Options {
    /// The table sizes to run, among those built in.
    var sizes: [Int]?
    /// Timed passes per measurement; the median is reported.
    var iterations = 11
    /// Untimed passes before them.
    var warmUps = 1
    /// The most URLs of each set to use (a prefix of the set, which is in random order).
    var urlLimit = Int.max
    /// The time one pass of the slow handlers (URLComponents, reference) aims at, in nanoseconds;
    /// they run over a prefix of the URL set sized to it.
    var slowPassBudget = 40_000_000.0
    /// Whether `--quick` was given.
    var quick = false

    static let usage = """
        usage: route-bench [--quick] [--sizes 10,100,1000] [--iterations N] [--urls N]

          --quick          small tables, few iterations, a prefix of each URL set (for CI)
          --sizes LIST     table sizes to run, comma-separated (default: every table built in)
          --iterations N   timed passes per measurement, after a warm-up; the median is reported
          --urls N         use the first N URLs of each set (default: all 10,000)

        Build in release for meaningful figures: swift run -c release route-bench
        The 10,000-route table is built only with ROUTE_BENCH_10K=1 in the environment (BENCHMARKS.md).
        """

    /// Reads the arguments; prints the usage and exits on an error or `--help`.
    static func parse(_ arguments: [String]) -> Options {
        var options = Options()
        var iterationsGiven = false
        var rest = arguments[...]
        func value(for flag: String) -> String {
            guard let next = rest.popFirst() else { fail("\(flag) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--quick":
                options.quick = true
            case "--sizes":
                let list = value(for: argument).split(separator: ",").map { Int($0) }
                guard !list.isEmpty, list.allSatisfy({ $0 != nil }) else { fail("--sizes takes numbers: 10,100") }
                options.sizes = list.map { $0! }
            case "--iterations":
                guard let count = Int(value(for: argument)), count > 0 else { fail("--iterations takes a number > 0") }
                options.iterations = count
                iterationsGiven = true
            case "--urls":
                guard let count = Int(value(for: argument)), count > 0 else { fail("--urls takes a number > 0") }
                options.urlLimit = count
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                fail("unknown argument \(argument)")
            }
        }
        if options.quick {
            if options.sizes == nil { options.sizes = [10, 100] }
            if !iterationsGiven { options.iterations = 3 }
            options.urlLimit = min(options.urlLimit, 1_000)
            options.slowPassBudget = 5_000_000
        }
        return options
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("route-bench: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
