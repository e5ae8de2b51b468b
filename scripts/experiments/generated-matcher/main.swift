import Foundation
import GeneratedMatcher
import RuntimeTable

/// The runtime's `Route(string:)` and the experiment's matcher, answer by answer, and the columns
/// that `run.sh` counts: `bench URLS check`, `bench URLS floor|string|generated PASSES`, or
/// `bench URLS first-string|first-generated` (the first match of a fresh process). The
/// floor is route-bench's (`Floor.swift`, copied in by run.sh).
func describe(_ value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    guard let child = mirror.children.first else { return "\(value)" }
    let values = Mirror(reflecting: child.value).children.map { c -> String in
        if let u = c.value as? UUID { return u.uuidString }
        return "\(c.value)"
    }
    let single = values.isEmpty ? ["\(child.value)"] : values
    return (child.label ?? "?") + "(" + single.joined(separator: ",") + ")"
}

let arguments = CommandLine.arguments
let file = arguments[1]
let column = arguments.count > 2 ? arguments[2] : "check"
let iterations = arguments.count > 3 ? Int(arguments[3])! : 1
var urls = try! String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
if let limit = ProcessInfo.processInfo.environment["URLS"].flatMap(Int.init) { urls = Array(urls.prefix(limit)) }
var checksum = 0
/// The page faults of this process so far.
func pageFaults() -> Int {
    var usage = rusage()
    guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }  // Linux only
    return usage.ru_minflt + usage.ru_majflt
}

switch column {
case "first-string", "first-generated":
    // The first match of this process of the first URL given (a URL that opens a route):
    // nanoseconds and page faults, printed as `first NANOSECONDS FAULTS`.
    let url = urls[0]
    _ = ContinuousClock().now
    _ = pageFaults()
    let faults = pageFaults()
    let start = ContinuousClock.now
    let matched =
        column == "first-string" ? TableRoute(string: url) != nil : ExperimentRoute(experimentString: url) != nil
    let elapsed = ContinuousClock.now - start
    let taken = pageFaults() - faults
    precondition(matched, "the first URL opens no route")
    let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
    print("first \(nanoseconds) \(taken)")
case "check":
    var differences = 0
    var matched = 0
    for url in urls {
        let a = TableRoute(string: url).map { describe($0) } ?? "nil"
        let b = ExperimentRoute(experimentString: url).map { describe($0) } ?? "nil"
        if a != "nil" { matched += 1 }
        if a != b {
            differences += 1
            if differences < 10 { print("DIFF \(url)\n  runtime   \(a)\n  generated \(b)") }
        }
    }
    print("\(urls.count) urls, \(matched) matched, \(differences) differences")
case "floor":
    for _ in 0..<iterations { for url in urls { checksum &+= floorScan(url) } }
case "string":
    for _ in 0..<iterations { for url in urls { if TableRoute(string: url) != nil { checksum &+= 1 } } }
case "generated":
    for _ in 0..<iterations { for url in urls { if ExperimentRoute(experimentString: url) != nil { checksum &+= 1 } } }
default:
    fatalError(column)
}
print("checksum \(checksum) passes of \(urls.count) inputs")
