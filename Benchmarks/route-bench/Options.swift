import Foundation

/// The command line of `route-bench`.
struct Options {
    /// The tables to run (`--tables`), as given; `nil` for every table built in.
    var tables: [String]?
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
    /// `--count-only COLUMN`: run one measurement of one table, `iterations` passes and nothing
    /// else, for counting instructions under callgrind (BENCHMARKS.md).
    var countOnly: Column?
    /// `--first-link TABLE WHAT URL`: measure one first-link figure in this process and print it
    /// (route-bench runs itself so, once per measurement; BENCHMARKS.md "The first link").
    var firstLink: (table: String, what: FirstLink.Measurement, url: String)?
    /// `--no-first-link`: leave out the first-link measurements.
    var skipsFirstLink = false
    /// `--handler-routes TABLE`: print the hand-written handler's route list of a table, for the
    /// Kotlin benchmark (`HandlerRoutes.swift`), and nothing else.
    var handlerRoutes: String?

    static let usage = """
        usage: route-bench [--quick] [--tables LIST] [--iterations N] [--urls N]
               route-bench --count-only COLUMN --tables TABLE [--iterations N] [--urls N]
               route-bench --handler-routes TABLE

          --quick          the smaller tables, few iterations, a prefix of each URL set (for CI)
          --tables LIST    tables to run, comma-separated: a table (shared-prefix-1000), a shape (every
                           table of it: distinct-prefix, shared-prefix, query-heavy, mixed) or a number
                           (the distinct-prefix table of that size); default: every table built in
          --iterations N   timed passes per measurement, after a warm-up; the median is reported
          --urls N         use the first N URLs of each set (default: all 10,000)
          --no-first-link  leave out the first link (each figure measured in a fresh child process)
          --count-only C   run only column C (floor, read, string, url, handler, reference, build,
                           handbuilt) of one table, N passes without timing, cross-checks or output:
                           for callgrind
          --handler-routes T  print the hand-written handler's routes of table T (a folder of
                           Benchmarks/Tables, a --tables name or a routes.json) as tab-separated
                           lines, for scripts/kotlin-bench.sh

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
            case "--no-first-link":
                options.skipsFirstLink = true
            case "--handler-routes":
                options.handlerRoutes = value(for: argument)
            case "--first-link":
                let table = value(for: argument)
                guard let what = FirstLink.Measurement(rawValue: value(for: argument)) else {
                    fail("--first-link takes a table, one of match, third, build, handler, and a URL")
                }
                options.firstLink = (table, what, value(for: argument))
            case "--tables":
                let list = value(for: argument).split(separator: ",").map(String.init)
                guard !list.isEmpty else { fail("--tables takes names: shared-prefix,query-heavy,1000") }
                options.tables = list
            case "--sizes":
                fail("--sizes is now --tables: --tables 10,100 or --tables shared-prefix,query-heavy,1000")
            case "--iterations":
                guard let count = Int(value(for: argument)), count > 0 else { fail("--iterations takes a number > 0") }
                options.iterations = count
                iterationsGiven = true
            case "--urls":
                guard let count = Int(value(for: argument)), count > 0 else { fail("--urls takes a number > 0") }
                options.urlLimit = count
            case "--count-only":
                let name = value(for: argument)
                guard let column = Column.allCases.first(where: { $0.flag == name }) else {
                    fail("--count-only takes one of " + Column.allCases.map(\.flag).joined(separator: ", "))
                }
                options.countOnly = column
            case "--help", "-h":
                print(usage)
                exit(0)
            default:
                fail("unknown argument \(argument)")
            }
        }
        if options.quick {
            if options.tables == nil {
                options.tables = ["10", "100", "shared-prefix", "query-heavy", "mixed"]
            }
            if !iterationsGiven { options.iterations = 3 }
            options.urlLimit = min(options.urlLimit, 1_000)
            options.slowPassBudget = 5_000_000
        }
        if options.countOnly != nil && options.tables?.count != 1 {
            fail("--count-only needs one table: --tables shared-prefix-1000")
        }
        return options
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("route-bench: \(message)\n\(usage)\n".utf8))
        exit(2)
    }
}
