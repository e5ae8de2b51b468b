import Testing

@testable import RouteCompilerCore

/// Every error that keys without a value, `flag`, key order and app types in mixed segments
/// (Specification §10.4) add, in one spec, reported in one run, each at its own line and column
/// and saying how to fix it. (The ambiguity of patterns with the same keys is in `AmbiguityTests`.)
@Suite struct QueryKeyErrorTests {
    static let lines = [
        #"{"#,
        #"  "schemes": ["myapp"],"#,
        #"  "types": {"Code": {"swift": "Code"}, "Flag": ["a"]},"#,
        #"  "metadata": {"pinned": "flag"},"#,
        #"  "routes": {"#,
        #"    "inPath": "/p/{on:flag}","#,
        #"    "inBinding": "/b?on={on:flag}","#,
        #"    "inMixed": "/m/v{on:flag}","#,
        #"    "optional": {"path": "/o", "query": {"on": "flag?"}},"#,
        #"    "list": {"path": "/l", "query": {"on": "[flag]"}},"#,
        #"    "defaulted": {"path": "/d", "query": {"on": "flag = true"}},"#,
        #"    "twice": "/t?boost&boost","#,
        #"    "bindingAndAlone": "/u?k={k}&k","#,
        #"    "readsARequiredKey": {"path": "/r?boost", "query": {"boost": "string?"}},"#,
        #"    "mixedApp": "/sku/{code:Code}-{n:int}""#,
        #"  }"#,
        #"}"#,
    ]

    /// `line`:`column` of the first `needle` on the 1-based line `line`.
    static func position(_ needle: String, line: Int) -> String {
        let text = lines[line - 1]
        let range = text.range(of: needle)!
        return "\(line):\(text.unicodeScalars.distance(from: text.startIndex, to: range.lowerBound) + 1)"
    }

    @Test func everyNewErrorIsPositionedAndReportedInOneRun() {
        let output = RouteCompiler.check(Array(Self.lines.joined(separator: "\n").utf8))
        let found = output.diagnostics.map { "\($0.position.line):\($0.position.column) \($0.message)" }
        let expected: [(String, [String])] = [
            (Self.position("\"Flag\"", line: 3), ["'Flag' clashes with the query type 'flag'"]),
            (Self.position("flag", line: 4), ["metadata", "'flag'"]),
            (Self.position("flag", line: 6), ["'flag' is a query type", #""on": "flag""#]),
            (Self.position("flag", line: 7), ["write the key alone, as in '?on'"]),
            (Self.position("flag", line: 8), ["'flag' is a query type"]),
            (Self.position("flag?", line: 9), ["'flag' stands alone", #"write "flag""#]),
            (Self.position("flag]", line: 10), ["'flag' stands alone"]),
            (Self.position("flag = true", line: 11), ["'flag' stands alone"]),
            (Self.position("boost\"", line: 12), ["'boost' appears twice", "write each key once"]),
            (Self.position("k\"", line: 13), ["'k' appears twice", "write each key once"]),
            (Self.position("\"boost\":", line: 14), ["requires alone", "remove one of them"]),
        ]
        for (position, words) in expected {
            let hits = found.filter { line in
                line.hasPrefix(position + " ") && words.allSatisfy { line.contains($0) }
            }
            #expect(hits.count == 1, "no error at \(position) saying \(words):\n\(found.joined(separator: "\n"))")
        }
        // An app type inside a segment is not an error.
        #expect(!found.contains { $0.contains("mixedApp") }, "\(found)")
        #expect(found.count == expected.count, "\(found.joined(separator: "\n"))")
    }
}
