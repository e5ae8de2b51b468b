import Foundation
import Synchronization
import Testing

@testable import RouteCompilerCore

/// Hostile `routes.json` files through `RouteCompiler.check`: each one compiles, or is refused
/// with a positioned error (`line >= 1, column >= 1`); none crashes or overflows the stack. And
/// `route-compiler generate` writes atomically: a failed run leaves the output untouched.
@Suite struct HostileSpecTests {
    /// The plugin tests' spec: every type, kind of parameter, scheme and host.
    static let realSpec: [UInt8] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("RouteCompilerPluginTests/routes.json")
        return Array((try? Data(contentsOf: path)) ?? Data())
    }()

    /// What is wrong with the output of checking `bytes`, or `nil`: every diagnostic (and note)
    /// is at line >= 1, column >= 1 and not past the last line; there is a spec exactly when
    /// there is no error.
    static func problem(_ bytes: [UInt8], _ output: RouteCompiler.Output) -> String? {
        let lines = 1 + lineBreaks(bytes)
        for diagnostic in output.diagnostics.flatMap({ [$0] + $0.notes }) {
            let position = diagnostic.position
            if position.line < 1 || position.column < 1 || position.line > lines {
                return "\(diagnostic.formatted(file: "routes.json")) is outside the file's \(lines) lines"
            }
        }
        if output.hasErrors != (output.spec == nil) {
            return "errors: \(output.hasErrors), spec: \(output.spec != nil)"
        }
        return nil
    }

    /// The number of line breaks (`\n`, `\r\n`, `\r`).
    static func lineBreaks(_ bytes: [UInt8]) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0A {
                count += 1
            } else if bytes[index] == 0x0D {
                count += 1
                if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
            }
            index += 1
        }
        return count
    }

    /// Checks `bytes` and expects a positioned answer; an error when `mustFail`.
    @discardableResult
    static func expectPositioned(
        _ bytes: [UInt8], _ name: String, mustFail: Bool = false, sourceLocation: SourceLocation = #_sourceLocation
    ) -> RouteCompiler.Output {
        let output = RouteCompiler.check(bytes)
        let problem = problem(bytes, output)
        #expect(problem == nil, "\(name): \(problem ?? "")", sourceLocation: sourceLocation)
        if mustFail {
            #expect(output.hasErrors, "\(name) should be refused", sourceLocation: sourceLocation)
        }
        return output
    }

    @Test func realSpecCompiles() {
        #expect(Self.realSpec.count > 1000)
        let output = RouteCompiler.compile(Self.realSpec)
        #expect(!output.hasErrors)
        #expect(output.swiftSource != nil)
    }

    @Test func everyPrefixOfARealSpec() {
        let spec = Self.realSpec
        var problems: [String] = []
        var refused = 0
        for length in 0..<spec.count {
            let prefix = Array(spec[..<length])
            let output = RouteCompiler.check(prefix)
            if let problem = Self.problem(prefix, output) { problems.append("prefix \(length): \(problem)") }
            if output.hasErrors { refused += 1 }
        }
        #expect(problems.count == 0, "\(problems.prefix(10).joined(separator: "\n"))")
        // Every proper prefix that ends before the closing brace is refused.
        let lastBrace = spec.lastIndex(of: UInt8(ascii: "}")) ?? 0
        #expect(refused >= lastBrace)
    }

    @Test(
        arguments: [
            ("0xFF in a string", [0xFF]),
            ("a lone continuation byte", [0x80]),
            ("an overlong '/'", [0xC0, 0xAF]),
            ("an overlong NUL", [0xC0, 0x80]),
            ("a UTF-16 surrogate", [0xED, 0xA0, 0x80]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
            ("a truncated sequence", [0xE2, 0x82]),
            ("0xFE", [0xFE]),
        ] as [(String, [UInt8])])
    func invalidUTF8(_ name: String, _ bytes: [UInt8]) {
        let before = Array(#"{"version": 1, "schemes": ["myapp"], "routes": {"home": "/"#.utf8)
        let after = Array(#"x"}}"#.utf8)
        Self.expectPositioned(before + bytes + after, "\(name) in a pattern", mustFail: true)
        Self.expectPositioned(
            Array(#"{"summary"#.utf8) + bytes + Array(#"": 1}"#.utf8), "\(name) in a key", mustFail: true)
        Self.expectPositioned(bytes + Array(#"{"routes": {}}"#.utf8), "\(name) first", mustFail: true)
        Self.expectPositioned(Self.realSpec + bytes, "\(name) at the end", mustFail: true)
        // Outside any string, in the middle of a real spec.
        var middle = Self.realSpec
        middle.insert(contentsOf: bytes, at: middle.count / 2)
        Self.expectPositioned(middle, "\(name) in the middle", mustFail: true)
    }

    @Test func byteOrderMark() {
        let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
        let output = Self.expectPositioned(bom + Self.realSpec, "a byte-order mark")
        #expect(!output.hasErrors)
        Self.expectPositioned(bom + bom + Self.realSpec, "two byte-order marks", mustFail: true)
        Self.expectPositioned(bom, "only a byte-order mark", mustFail: true)
        var inside = Self.realSpec
        inside.insert(contentsOf: bom, at: 1)
        Self.expectPositioned(inside, "a byte-order mark after '{'", mustFail: true)
        // UTF-16 and UTF-32 files are not UTF-8.
        Self.expectPositioned(
            [0xFF, 0xFE] + Array(#"{"routes":{}}"#.utf16.flatMap { [UInt8($0 & 0xFF), 0] }), "UTF-16LE", mustFail: true)
        Self.expectPositioned([0xFE, 0xFF, 0, 0x7B, 0, 0x7D], "UTF-16BE", mustFail: true)
        Self.expectPositioned([0, 0, 0xFE, 0xFF], "UTF-32BE", mustFail: true)
    }

    @Test(arguments: [
        ("arrays", "[", "]"),
        ("objects", "{\"a\":", "}"),
        ("mixed", "[{\"a\":", "}]"),
    ])
    func tenThousandLevelsOfNesting(_ name: String, _ open: String, _ close: String) {
        let depth = 10_000
        let nested = String(repeating: open, count: depth) + "1" + String(repeating: close, count: depth)
        Self.expectPositioned(Array(nested.utf8), "\(name), whole document", mustFail: true)
        let inRoutes = #"{"version": 1, "schemes": ["myapp"], "routes": {"home": "#
        Self.expectPositioned(Array((inRoutes + nested + "}}").utf8), "\(name) as a route", mustFail: true)
        let inTypes = #"{"version": 1, "schemes": ["myapp"], "types": {"T": "# + nested + #"}, "routes": {"a": "/"}}"#
        Self.expectPositioned(Array(inTypes.utf8), "\(name) as a type", mustFail: true)
        Self.expectPositioned(Array(String(repeating: open, count: depth).utf8), "\(name), unclosed", mustFail: true)
        Self.expectPositioned(
            Array(String(repeating: open, count: 100_000).utf8), "\(name), 100,000 unclosed", mustFail: true)
    }

    @Test func nestingJustBelowTheLimitIsReadNotCrashed() {
        let nested = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        let spec = #"{"version": 1, "schemes": ["myapp"], "x-deep": "# + nested + #", "routes": {"a": "/"}}"#
        Self.expectPositioned(Array(spec.utf8), "500 levels", mustFail: true)  // an unknown key
    }

    @Test(arguments: [
        "1e999999", "-1e999999", "1e-999999", "100000000000000000000000000000", "18446744073709551617",
        "9223372036854775808", "-9223372036854775809", "1.0", "1E0", "10e-1", "-0", "0.0000000000000000000001e22",
        "1" + String(repeating: "0", count: 1_000_000), "0." + String(repeating: "0", count: 1_000_000) + "1",
        "1" + String(repeating: "1", count: 100_000) + "e-100000", "01", "+1", ".1", "1.", "1e", "0x1", "NaN",
        "Infinity", "-",
    ])
    func hugeAndOddNumbers(_ number: String) {
        let asVersion = #"{"version": "# + number + #", "schemes": ["myapp"], "routes": {"a": "/"}}"#
        let output = Self.expectPositioned(Array(asVersion.utf8), "version \(number.prefix(30))")
        if number != "1.0" && number != "1E0" && number != "10e-1" && number != "0.0000000000000000000001e22" {
            #expect(output.hasErrors, "version \(number.prefix(30))")
        }
        let asDefault =
            #"{"schemes": ["myapp"], "routes": {"a": {"path": "/a", "query": {"n": "int = "# + number + #""}}}}"#
        Self.expectPositioned(Array(asDefault.utf8), "default \(number.prefix(30))")
        let asRoute = #"{"schemes": ["myapp"], "routes": {"a": "# + number + "}}"
        Self.expectPositioned(Array(asRoute.utf8), "route \(number.prefix(30))", mustFail: true)
        let asExample =
            #"{"schemes": ["myapp"], "routes": {"a": {"path": "/p/{n:int}", "examples": ["myapp://p/"# + number
            + #""]}}}"#
        Self.expectPositioned(Array(asExample.utf8), "example \(number.prefix(30))")
    }

    @Test func megabyteStrings() {
        let megabyte = String(repeating: "A", count: 1 << 20)
        let cases: [(String, String, Bool)] = [
            ("enum name", #"{"enum": ""# + megabyte + #"", "schemes": ["myapp"], "routes": {"a": "/"}}"#, false),
            (
                "summary", #"{"schemes": ["myapp"], "routes": {"a": {"path": "/", "summary": ""# + megabyte + #""}}}"#,
                false
            ),
            ("route name", #"{"schemes": ["myapp"], "routes": {"a"# + megabyte + #"": "/"}}"#, false),
            ("literal segment", #"{"schemes": ["myapp"], "routes": {"a": "/"# + megabyte + #""}}"#, false),
            ("parameter name", #"{"schemes": ["myapp"], "routes": {"a": "/{x"# + megabyte + #"}"}}"#, false),
            ("type name", #"{"schemes": ["myapp"], "routes": {"a": "/{x:T"# + megabyte + #"}"}}"#, true),
            ("scheme", #"{"schemes": ["m"# + megabyte + #""], "routes": {"a": "/"}}"#, false),
            ("host", #"{"hosts": ["a"# + megabyte + #".com"], "routes": {"a": "/"}}"#, false),
            (
                "raw value", #"{"schemes": ["m"], "types": {"T": [""# + megabyte + #""]}, "routes": {"a": "/{x:T}"}}"#,
                false
            ),
            (
                "example",
                #"{"schemes": ["m"], "routes": {"a": {"path": "/", "examples": ["m://"# + megabyte + #""]}}}"#, true
            ),
            (
                "deprecated",
                #"{"schemes": ["m"], "routes": {"a": {"path": "/", "deprecated": ""# + megabyte + #""}}}"#, false
            ),
            ("unknown key", #"{""# + megabyte + #"": 1, "schemes": ["m"], "routes": {"a": "/"}}"#, true),
            (
                "escapes",
                #"{"schemes": ["m"], "routes": {"a": {"path": "/", "summary": ""#
                    + String(repeating: #"\u00e9\n"#, count: 150_000) + #""}}}"#, false
            ),
            (
                "NUL escapes",
                #"{"schemes": ["m"], "routes": {"a": "/"# + String(repeating: #"\u0000"#, count: 200_000) + #""}}"#,
                true
            ),
            (
                "bad escapes",
                #"{"schemes": ["m"], "routes": {"a": ""# + String(repeating: #"\q"#, count: 500_000) + #""}}"#, true
            ),
            (
                "surrogates",
                #"{"schemes": ["m"], "routes": {"a": ""# + String(repeating: #"\ud800"#, count: 200_000) + #""}}"#, true
            ),
            ("unterminated", #"{"schemes": ["m"], "routes": {"a": "/"# + megabyte, true),
            ("whitespace", String(repeating: " \n\t\r", count: 1 << 18) + "{", true),
        ]
        for (name, text, mustFail) in cases {
            let clock = ContinuousClock()
            let start = clock.now
            Self.expectPositioned(Array(text.utf8), name, mustFail: mustFail)
            let elapsed = start.duration(to: clock.now)
            #expect(elapsed < .seconds(20), "\(name) took \(elapsed)")
        }
    }

    /// Finding F2 (Fuzz/README.md), fixed: "did you mean" suggestions computed the full edit
    /// distance between a megabyte name and every candidate, so a 1 MB unknown key took seconds
    /// to diagnose instead of milliseconds.
    @Test func megabyteUnknownKeyIsDiagnosedQuickly() {
        let megabyte = String(repeating: "A", count: 1 << 20)
        let text = #"{""# + megabyte + #"": 1, "schemes": ["m"], "routes": {"a": "/"}}"#
        let clock = ContinuousClock()
        let start = clock.now
        let output = Self.expectPositioned(Array(text.utf8), "a megabyte unknown key", mustFail: true)
        let elapsed = start.duration(to: clock.now)
        #expect(elapsed < .seconds(2), "took \(elapsed)")
        #expect(output.diagnostics.first?.position == SourcePosition(line: 1, column: 2))
    }

    @Test func oneHundredThousandRoutes() {
        var text = #"{"version": 1, "enum": "Big", "schemes": ["myapp"], "hosts": ["example.com"], "routes": {"#
        text += (0..<100_000).map { #""r\#($0)": "/r\#($0)/{id:int}""# }.joined(separator: ",\n")
        text += "}}\n"
        let clock = ContinuousClock()
        let start = clock.now
        let output = Self.expectPositioned(Array(text.utf8), "100,000 routes")
        let elapsed = start.duration(to: clock.now)
        #expect(!output.hasErrors, "\(output.diagnostics.prefix(3).map { $0.formatted(file: "routes.json") })")
        #expect(output.spec?.routes.count == 100_000)
        #expect(elapsed < .seconds(60), "took \(elapsed)")
    }

    @Test func manyRoutesThatAllCollide() {
        let count = 2_000
        var text = #"{"schemes": ["myapp"], "routes": {"#
        text += (0..<count).map { #""r\#($0)": "/a/{x\#($0)}""# }.joined(separator: ",\n")
        text += "}}"
        let clock = ContinuousClock()
        let start = clock.now
        let output = Self.expectPositioned(Array(text.utf8), "\(count) colliding routes", mustFail: true)
        let elapsed = start.duration(to: clock.now)
        #expect(elapsed < .seconds(30), "took \(elapsed)")
        // The diagnostics grow with the routes, not with the pairs of routes.
        #expect(output.diagnostics.count < count * 8, "\(output.diagnostics.count) diagnostics")
    }

    /// Hundreds of seeded random mutations of a real spec: flipped, replaced, inserted, deleted
    /// and duplicated bytes, and JSON and pattern tokens dropped in.
    @Test func randomByteMutationsOfARealSpec() {
        var random = SplitMix64(seed: 0x5EC_F00D)
        let tokens: [[UInt8]] =
            [
                "{", "}", "[", "]", "\"", ",", ":", "null", "true", "1e999", "-", "\\u0000", "\\ud800", "\u{FEFF}",
                "{x:int}", "{x*}", "?a={b}", "/", "%", "\n", "\r", "\t", "\\", "{\"swift\": \"T\"}", "[]", "{}", "\"\"",
                "\"version\": 2", "\"routes\": {}", "/{id:int}", "*.", "=", "{p:Tab}", "{p:Nope}", "[string]", "int?",
            ].map { Array($0.utf8) } + [[0xFF], [0xC0, 0x80], [0x00], [0xEF, 0xBB, 0xBF]]
        var problems: [String] = []
        var refused = 0
        let runs = 600
        for run in 0..<runs {
            var bytes = Self.realSpec
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<max(bytes.count, 1), using: &random)
                switch Int.random(in: 0..<7, using: &random) {
                case 0 where !bytes.isEmpty:
                    bytes[index] ^= UInt8(1) << UInt8.random(in: 0...7, using: &random)
                case 1 where !bytes.isEmpty:
                    bytes[index] = UInt8.random(in: 0...255, using: &random)
                case 2:
                    bytes.insert(UInt8.random(in: 0...255, using: &random), at: index)
                case 3 where !bytes.isEmpty:
                    let end = min(bytes.count, index + Int.random(in: 1...40, using: &random))
                    bytes.removeSubrange(index..<end)
                case 4 where !bytes.isEmpty:
                    let end = min(bytes.count, index + Int.random(in: 1...80, using: &random))
                    bytes.insert(contentsOf: bytes[index..<end], at: Int.random(in: 0...bytes.count, using: &random))
                default:
                    bytes.insert(contentsOf: tokens.randomElement(using: &random)!, at: index)
                }
            }
            let output = RouteCompiler.check(bytes)
            if output.hasErrors { refused += 1 }
            if let problem = Self.problem(bytes, output) {
                problems.append("run \(run): \(problem)")
            }
            // What compiles also emits.
            if output.spec != nil, RouteCompiler.compile(bytes).swiftSource == nil {
                problems.append("run \(run): checks but does not compile")
            }
        }
        #expect(problems.count == 0, "\(problems.prefix(10).joined(separator: "\n"))")
        #expect(refused > runs / 2, "only \(refused) of \(runs) mutations refused")
    }

    // MARK: generate writes atomically

    /// Text written to standard error, kept for the test.
    final class Captured: Sendable {
        let text = Mutex("")
        var value: String { text.withLock { $0 } }
    }

    /// The live file system, with standard error captured.
    static func environment(_ captured: Captured) -> ToolEnvironment {
        var environment = ToolEnvironment.live
        environment.standardError = { text in captured.text.withLock { $0 += text } }
        environment.standardOutput = { _ in }
        return environment
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("route-compiler-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func failedGenerateLeavesTheOutputUntouched() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("routes.json")
        let bad = folder.appendingPathComponent("bad.json")
        let output = folder.appendingPathComponent("Routes.swift")
        try Data(Self.realSpec).write(to: good)
        try Data(Self.realSpec.prefix(Self.realSpec.count / 2)).write(to: bad)

        let captured = Captured()
        let environment = Self.environment(captured)
        let first = CommandLineTool.run(["generate", good.path, "--output", output.path], environment: environment)
        #expect(first == .success)
        let generated = try Data(contentsOf: output)
        #expect(generated == Data(try #require(RouteCompiler.compile(Self.realSpec).swiftSource).utf8))

        // A bad spec: exit status 1, a positioned error, and the old output byte for byte.
        let failed = CommandLineTool.run(["generate", bad.path, "--output", output.path], environment: environment)
        #expect(failed == .failure)
        #expect(try Data(contentsOf: output) == generated)
        let pattern = #/bad\.json:\d+:\d+: error: /#
        #expect(captured.value.contains(pattern), "\(captured.value)")

        // A spec that reads but has errors: the same.
        try Data(#"{"schemes": ["myapp"], "routes": {"a": "/x", "b": "/x"}}"#.utf8).write(to: bad)
        #expect(
            CommandLineTool.run(["generate", bad.path, "--output", output.path], environment: environment) == .failure)
        #expect(try Data(contentsOf: output) == generated)

        // A missing spec: the same.
        let missing = folder.appendingPathComponent("missing.json").path
        #expect(
            CommandLineTool.run(["generate", missing, "--output", output.path], environment: environment) == .failure)
        #expect(try Data(contentsOf: output) == generated)

        // Nothing else was left in the folder (no temporary files).
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Routes.swift", "bad.json", "routes.json"])
    }

    @Test func generateReplacesTheOutputByRenaming() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("routes.json")
        let output = folder.appendingPathComponent("Routes.swift")
        try Data(Self.realSpec).write(to: spec)
        try Data("// an older version\n".utf8).write(to: output)
        let before = try FileManager.default.attributesOfItem(atPath: output.path)[.systemFileNumber] as? Int

        let captured = Captured()
        let status = CommandLineTool.run(
            ["generate", spec.path, "--output", output.path], environment: Self.environment(captured))
        #expect(status == .success, "\(captured.value)")
        let after = try FileManager.default.attributesOfItem(atPath: output.path)[.systemFileNumber] as? Int
        // A new file was renamed over the old one, rather than the old one rewritten in place.
        #expect(before != nil && before != after)
        #expect(try String(contentsOf: output, encoding: .utf8).hasPrefix("// Generated by route-compiler"))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names == ["Routes.swift", "routes.json"])

        // A folder that does not exist: an error, and nothing created.
        let nowhere = folder.appendingPathComponent("missing/Routes.swift").path
        let failed = CommandLineTool.run(
            ["generate", spec.path, "--output", nowhere], environment: Self.environment(captured))
        #expect(failed == .failure)
        #expect(!FileManager.default.fileExists(atPath: nowhere))
    }
}

/// A small seeded generator, so that every run checks the same mutations.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
