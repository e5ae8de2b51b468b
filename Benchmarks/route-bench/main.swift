// route-bench: the generated matcher against the byte-scan floor, the runtime's URL reading, the
// hand-written URLComponents handler and the reference matcher, on synthetic tables of several
// shapes and sizes, side by side in one run. See BENCHMARKS.md for the method and the figures.
//
//     swift run -c release route-bench [--quick] [--tables shared-prefix,query-heavy,1000] [--iterations N] [--urls N]

import Foundation

let options = Options.parse(Array(CommandLine.arguments.dropFirst()))
let tables: [BuiltInTable]
switch selectTables(options.tables ?? builtInTables().map(\.name), from: builtInTables()) {
case .success(let chosen): tables = chosen
case .failure(let error): fail(error.description)
}

/// Prints `message` to standard error and exits with status 2.
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("route-bench: \(message)\n".utf8))
    exit(2)
}

if let table = options.handlerRoutes {
    // For the Kotlin benchmark (scripts/kotlin-bench.sh): the handler's route list, and nothing else.
    do {
        print(try HandlerRoutes.lines(for: table).joined(separator: "\n"))
        exit(0)
    } catch {
        fail("\(table): \(error)")
    }
}

if let firstLink = options.firstLink {
    // A child of the first-link measurement: one figure of a fresh process.
    guard let table = builtInTables().first(where: { $0.name == firstLink.table }) else {
        fail("no table \(firstLink.table)")
    }
    do {
        try table.runFirstLink(table, firstLink.what, firstLink.url)
        exit(0)
    } catch {
        fail("\(table.name): \(error)")
    }
}

if let column = options.countOnly {
    // For callgrind: one column of one table, nothing else (BENCHMARKS.md, "Instruction counts").
    do {
        let (inputs, checksum) = try tables[0].runCountOnly(tables[0], options, column)
        print(
            "\(tables[0].name) \(column.flag): \(options.iterations) passes of \(inputs) inputs (checksum \(checksum))")
        exit(0)
    } catch {
        fail("\(tables[0].name): \(error)")
    }
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
    FileHandle.standardError.write(Data("measuring \(table.name)...\n".utf8))
    do {
        results.append(try table.run(table, options))
    } catch {
        fail("\(table.name): \(error)")
    }
}

printTimes(results)
print("")
printRatios(results)
print("")
if !options.skipsFirstLink {
    let runs = options.quick ? 3 : 9
    var rows: [(BuiltInTable, [FirstLink.Measurement: FirstLink.Figures])] = []
    for table in tables {
        FileHandle.standardError.write(Data("first link of \(table.name)...\n".utf8))
        do {
            rows.append((table, try FirstLink.measure(table, runs: runs)))
        } catch {
            fail("\(table.name): \(error)")
        }
    }
    FirstLink.print(rows, runs: runs)
    print("")
}
if countingWorks {
    printAllocations(results)
    print("")
    printKindAllocations(measureKindAllocations(repetitions: options.quick ? 100 : 1_000), tables: results)
} else {
    print("allocation counting is not available here (it needs Linux glibc)")
}
exit(printChecks(results) ? 1 : 0)
