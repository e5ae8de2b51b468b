import Foundation
import Testing

@testable import RouteCompilerCore

/// The generated Swift for the specs in `References/`, compared byte for byte with the reference
/// files next to them, with a line diff on mismatch.
///
/// After an intended change to the emitter, regenerate the references with
/// `ROUTE_COMPILER_UPDATE_REFERENCES=1 swift test --filter ReferenceOutputTests` and review the
/// diff in git.
@Suite struct ReferenceOutputTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("References")

    static var specNames: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// The modules of a composing reference spec (Specification §10.1): `Modules/<Module>.json`.
    static let modules: ModuleSpecLoader = { entry in
        let path = "Modules/\(entry.moduleName).json"
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(path).path) else {
            return ModuleSpecFile(path: path, problem: "no such file")
        }
        return ModuleSpecFile(path: path, bytes: Array(data))
    }

    @Test func thereAreReferences() {
        #expect(Self.specNames.count >= 3)
    }

    @Test(arguments: specNames)
    func generatedSourceMatchesReference(_ name: String) throws {
        let spec = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".json"))
        let output = RouteCompiler.compile(Array(spec), sourceName: name + ".json", modules: Self.modules)
        let generated = try #require(
            output.swiftSource,
            "\(name).json does not compile: \(output.diagnostics.map { $0.formatted(file: name) })"
        )
        let referenceURL = Self.folder.appendingPathComponent(name + ".swift.reference")
        if ProcessInfo.processInfo.environment["ROUTE_COMPILER_UPDATE_REFERENCES"] == "1" {
            try Data(generated.utf8).write(to: referenceURL, options: .atomic)
            return
        }
        let reference = (try? String(contentsOf: referenceURL, encoding: .utf8)) ?? ""
        if generated != reference {
            Issue.record(
                """
                The Swift generated from \(name).json differs from \(name).swift.reference:
                \(LineDiff.describe(from: reference, to: generated))
                If the change is intended, run ROUTE_COMPILER_UPDATE_REFERENCES=1 swift test --filter ReferenceOutputTests
                """
            )
        }
    }

    @Test(arguments: specNames)
    func generationIsDeterministic(_ name: String) throws {
        let spec = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".json"))
        let first = RouteCompiler.compile(Array(spec), modules: Self.modules).swiftSource
        let second = RouteCompiler.compile(Array(spec), modules: Self.modules).swiftSource
        #expect(first != nil && first == second)
    }
}

/// A small line diff (longest common subsequence) for readable test failures.
enum LineDiff {
    /// The lines a diff from `old` to `new` removes and adds.
    static func changes(from old: String, to new: String) -> (removed: [String], added: [String]) {
        let text = describe(from: old, to: new, limit: Int.max)
        var removed: [String] = []
        var added: [String] = []
        for line in text.split(separator: "\n") {
            let content = String(line.drop { $0 != ":" }.dropFirst(2))
            if line.hasPrefix("-") { removed.append(content) } else if line.hasPrefix("+") { added.append(content) }
        }
        return (removed, added)
    }

    /// The lines that differ, `-` for the expected text and `+` for the actual, with line numbers,
    /// at most `limit` lines.
    static func describe(from old: String, to new: String, limit: Int = 60) -> String {
        let a = old.split(separator: "\n", omittingEmptySubsequences: false)
        let b = new.split(separator: "\n", omittingEmptySubsequences: false)
        // Trim the common prefix and suffix, then diff the middle.
        var prefix = 0
        while prefix < a.count && prefix < b.count && a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix && suffix < b.count - prefix
            && a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
        {
            suffix += 1
        }
        let x = Array(a[prefix..<(a.count - suffix)])
        let y = Array(b[prefix..<(b.count - suffix)])
        guard x.count * y.count <= 4_000_000 else {
            return "(the texts differ from line \(prefix + 1) on; the difference is too large to show)"
        }
        var table = Array(repeating: Array(repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                table[i][j] = x[i] == y[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while (i < x.count || j < y.count) && lines.count < limit {
            if i < x.count && j < y.count && x[i] == y[j] {
                i += 1
                j += 1
            } else if j < y.count && (i == x.count || table[i][j + 1] >= table[i + 1][j]) {
                lines.append("+\(prefix + j + 1): \(y[j])")
                j += 1
            } else {
                lines.append("-\(prefix + i + 1): \(x[i])")
                i += 1
            }
        }
        return lines.joined(separator: "\n")
    }
}
