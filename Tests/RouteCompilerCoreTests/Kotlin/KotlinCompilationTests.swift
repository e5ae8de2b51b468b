import Foundation
import Testing

@testable import RouteCompilerCore

/// The generated Kotlin for real (Specification §10.2 rule 3, issue 20): the generated files of
/// the demo spec, the plugin test spec, two bench tables and a composition (§10.2 rule 5:
/// ``ComposedFixture``) compiled with `kotlinc -Werror`
/// (Kotlin 1.3, Debian's `kotlin` package) in one invocation, with a differential harness per spec
/// and the unit-style checks of `References/Kotlin/KotlinChecks.kt`; then one JVM runs every
/// harness over a seeded corpus of thousands of link texts per spec and the checks, and each
/// harness line must equal the Swift side's (``DifferentialLines``).
///
/// Skipped, and saying so, when `kotlinc` is not on the `PATH`; a failure instead when
/// `ROUTE_COMPILER_REQUIRE_KOTLIN=1` (CI).
@Suite(.serialized) struct KotlinCompilationTests {
    /// One spec of the test: its file, the package of its Kotlin, the corpus size and seed.
    struct Subject: Sendable, CustomStringConvertible {
        var name: String
        var path: String
        var package: String
        var corpusSize: Int
        var seed: UInt64
        var description: String { name }
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let subjects: [Subject] = [
        Subject(name: "demo", path: "routes.json", package: "routecompiler.demo", corpusSize: 4000, seed: 0xD3_0001),
        Subject(
            name: "plugin", path: "Tests/RouteCompilerPluginTests/routes.json", package: "routecompiler.test",
            corpusSize: 6000, seed: 0xD3_0002),
        Subject(
            name: "benchkinds", path: "Benchmarks/Tables/BenchKindsRoutes/routes.json",
            package: "routecompiler.benchkinds", corpusSize: 2000, seed: 0xD3_0003),
        Subject(
            name: "benchmixed", path: "Benchmarks/Tables/BenchMixedRoutes/routes.json",
            package: "routecompiler.benchmixed", corpusSize: 3000, seed: 0xD3_0004),
        Subject(
            name: "composed", path: ComposedFixture.path, package: "routecompiler.composed", corpusSize: 4000,
            seed: 0xD3_0005),
    ]

    /// The checked spec of `subject`: a composition's modules read by ``ComposedFixture/loader``.
    static func check(_ subject: Subject) throws -> RouteCompiler.Output {
        let bytes = Array(try Data(contentsOf: repository.appendingPathComponent(subject.path)))
        return RouteCompiler.check(bytes, modules: subject.path == ComposedFixture.path ? ComposedFixture.loader : nil)
    }

    /// The plugin test target's `ProductCode` (Tests/RouteCompilerPluginTests/ProductCode.swift)
    /// and the catalog module's `SKU` (Tests/ModularFixtures/CatalogFeature/SKU.swift).
    static let appTypes: [String: @Sendable (String) -> Bool] = [
        "ProductCode": { text in
            text.utf8.count == 6 && text.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) }
        },
        "SKU": ComposedFixture.sku,
    ]

    /// What one run of the whole Kotlin side gives, shared by the tests.
    struct Outcome: Sendable {
        var problem: String?
        var compile: KotlinToolchain.Run?
        var run: KotlinToolchain.Run?
        /// By subject: the Swift lines, the Kotlin lines, the corpus.
        var swiftLines: [String: [String]] = [:]
        var kotlinLines: [String: [String]] = [:]
        var corpora: [String: [String]] = [:]
        var sourceBytes: [String: Int] = [:]
        var routeCounts: [String: Int] = [:]
    }

    static let outcome: Outcome = Self.runKotlin()

    static var skipped: Bool { !KotlinToolchain.isAvailable && !KotlinToolchain.isRequired }

    private static func runKotlin() -> Outcome {
        var outcome = Outcome()
        guard let kotlinc = KotlinToolchain.kotlinc, let java = KotlinToolchain.java else {
            outcome.problem = KotlinToolchain.skipMessage
            return outcome
        }
        do {
            // ROUTE_COMPILER_KOTLIN_FOLDER keeps the files (the generated Kotlin, the corpora and
            // the lines of both sides) in that folder, for a look at a difference.
            let kept = ProcessInfo.processInfo.environment["ROUTE_COMPILER_KOTLIN_FOLDER"]
            let folder =
                kept.map { URL(fileURLWithPath: $0) }
                ?? FileManager.default.temporaryDirectory.appendingPathComponent(
                    "route-compiler-kotlin-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { if kept == nil { try? FileManager.default.removeItem(at: folder) } }
            var sources: [String] = []
            var entry = ["package routecompiler.harness", "", "fun main() {"]
            for subject in subjects {
                guard let spec = try Self.check(subject).spec else {
                    outcome.problem = "\(subject.path) has errors"
                    return outcome
                }
                let emitted = KotlinEmitter.emit(spec, package: subject.package)
                guard let source = emitted.source else {
                    outcome.problem = "\(subject.path): " + emitted.diagnostics.map(\.message).joined(separator: "; ")
                    return outcome
                }
                outcome.sourceBytes[subject.name] = source.utf8.count
                outcome.routeCounts[subject.name] = spec.routes.count
                let file = folder.appendingPathComponent("\(subject.name).kt")
                try Data(source.utf8).write(to: file)
                let harness = folder.appendingPathComponent("\(subject.name)Harness.kt")
                try Data(KotlinHarness(spec: spec, package: subject.package).source.utf8).write(to: harness)
                sources += [file.path, harness.path]
                let corpus = LinkCorpus(spec: spec, seed: subject.seed, count: subject.corpusSize).texts
                outcome.corpora[subject.name] = corpus
                try Data(corpus.joined(separator: "\n").utf8).write(
                    to: folder.appendingPathComponent(subject.name + ".in"))
                let appTypes =
                    spec.types.contains { if case .app = $0.kind { true } else { false } } ? Self.appTypes : [:]
                let lines = DifferentialLines(spec: spec, appTypes: appTypes).lines(corpus)
                outcome.swiftLines[subject.name] = lines
                if kept != nil {
                    try Data(lines.joined(separator: "\n").utf8).write(
                        to: folder.appendingPathComponent(subject.name + ".swift"))
                }
                entry.append(
                    "    \(subject.package).KotlinHarness.run(\"\(subject.name).in\", \"\(subject.name).kotlin\")")
            }
            entry += [
                "    val failures = routecompiler.checks.KotlinChecks.run()",
                "    if (failures > 0) kotlin.system.exitProcess(1)",
                "}", "",
            ]
            let main = folder.appendingPathComponent("Main.kt")
            try Data(entry.joined(separator: "\n").utf8).write(to: main)
            let sku = folder.appendingPathComponent("SKU.kt")
            try Data(ComposedFixture.skuSource.utf8).write(to: sku)
            sources.append(sku.path)
            let references = repository.appendingPathComponent("Tests/RouteCompilerCoreTests/References/Kotlin")
            sources += [
                main.path, references.appendingPathComponent("KotlinChecks.kt").path,
                references.appendingPathComponent("ProductCode.kt").path,
            ]
            let jar = folder.appendingPathComponent("checks.jar").path
            let compile = try KotlinToolchain.run(
                kotlinc, ["-Werror", "-include-runtime", "-d", jar] + sources, in: folder)
            outcome.compile = compile
            guard compile.status == 0 else { return outcome }
            let run = try KotlinToolchain.run(java, ["-cp", jar, "routecompiler.harness.MainKt"], in: folder)
            outcome.run = run
            for subject in subjects {
                let data = (try? Data(contentsOf: folder.appendingPathComponent(subject.name + ".kotlin"))) ?? Data()
                outcome.kotlinLines[subject.name] = String(decoding: data, as: UTF8.self)
                    .split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            }
        } catch {
            outcome.problem = "\(error)"
        }
        return outcome
    }

    /// Records a failure for a missing `kotlinc` when CI requires it; whether the test goes on.
    private func ready() -> Bool {
        let outcome = Self.outcome
        if let problem = outcome.problem {
            if !KotlinToolchain.isAvailable && !KotlinToolchain.isRequired {
                print("◇ " + KotlinToolchain.skipMessage)
                return false
            }
            Issue.record(Comment(rawValue: problem))
            return false
        }
        return true
    }

    @Test(.enabled(if: !skipped, Comment(rawValue: KotlinToolchain.skipMessage)))
    func generatedFilesCompileWithoutAWarning() throws {
        guard ready() else { return }
        guard let compile = Self.outcome.compile else {
            Issue.record("kotlinc did not run")
            return
        }
        let messages = KotlinToolchain.messages(compile.output)
        #expect(compile.status == 0, "kotlinc -Werror failed:\n\(messages.prefix(4000))")
        #expect(messages.isEmpty, "kotlinc said:\n\(messages.prefix(4000))")
        var sizes: [String] = []
        for subject in Self.subjects {
            let bytes = Self.outcome.sourceBytes[subject.name] ?? 0
            let routes = Self.outcome.routeCounts[subject.name] ?? 1
            sizes.append("\(subject.name): \(bytes) bytes, \(routes) routes, \(bytes / max(routes, 1)) bytes a route")
        }
        print(
            "◇ Kotlin: kotlinc \(String(format: "%.1f", compile.seconds)) s for \(Self.subjects.count) specs; "
                + sizes.joined(separator: "; "))
    }

    @Test(.enabled(if: !skipped, Comment(rawValue: KotlinToolchain.skipMessage)))
    func kotlinChecksPass() throws {
        guard ready() else { return }
        guard let run = Self.outcome.run else {
            Issue.record("the Kotlin side did not compile")
            return
        }
        let output = KotlinToolchain.messages(run.output)
        #expect(run.status == 0, "the Kotlin checks failed:\n\(output.prefix(6000))")
        #expect(output.contains("0 failures"), "\(output.prefix(6000))")
        print(
            "◇ Kotlin: one JVM ran every harness and the checks in \(String(format: "%.1f", run.seconds)) s: \(output)")
    }

    @Test(.enabled(if: !skipped, Comment(rawValue: KotlinToolchain.skipMessage)), arguments: subjects)
    func kotlinAnswersLikeSwift(_ subject: Subject) throws {
        guard ready() else { return }
        guard Self.outcome.run != nil else {
            Issue.record("the Kotlin side did not run")
            return
        }
        let swift = Self.outcome.swiftLines[subject.name] ?? []
        let kotlin = Self.outcome.kotlinLines[subject.name] ?? []
        let corpus = Self.outcome.corpora[subject.name] ?? []
        #expect(swift.count == corpus.count && kotlin.count == corpus.count, "\(kotlin.count) Kotlin lines")
        var differences: [String] = []
        for index in corpus.indices where index < kotlin.count && index < swift.count && swift[index] != kotlin[index] {
            differences.append(
                "\(corpus[index].debugDescription.prefix(300))\n  swift:  \(swift[index].prefix(600))\n"
                    + "  kotlin: \(kotlin[index].prefix(600))")
        }
        #expect(
            differences.isEmpty,
            "\(differences.count) differences, the first:\n\(differences.prefix(12).joined(separator: "\n"))")
        // The set is only worth something if it both matches and misses, and reaches every route.
        let matched = swift.filter { $0 != "nil" }
        #expect(matched.count > corpus.count / 10, "only \(matched.count) of \(corpus.count) texts matched")
        #expect(matched.count < corpus.count * 9 / 10, "\(matched.count) of \(corpus.count) texts matched")
        let reached = Set(matched.map { $0.prefix { $0 != "(" && $0 != " " } })
        let spec = try #require(try Self.check(subject).spec)
        let unreached = spec.routes.map(\.name).filter { !reached.contains(Substring($0)) }
        #expect(unreached.isEmpty, "routes never matched: \(unreached)")
        // The round-trip law on the Kotlin side (Specification §5): each URL built from a
        // matched route opens that route again, but for the law's documented exceptions, which
        // the Swift side has in the very same lines.
        let kotlinBreaks = kotlin.filter { $0.contains(" ~") }.count
        let swiftBreaks = swift.filter { $0.contains(" ~") }.count
        #expect(kotlinBreaks == swiftBreaks)
        print(
            "◇ Kotlin \(subject.name): \(corpus.count) texts, \(matched.count) matched, \(differences.count) differences,"
                + " \(kotlinBreaks) lines with a URL outside the round-trip law (as in Swift)")
    }
}
