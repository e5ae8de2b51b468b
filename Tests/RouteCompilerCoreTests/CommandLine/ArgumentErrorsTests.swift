import Foundation
import Testing

@testable import RouteCompilerCore

/// Usage errors every command shares (Specification §7.1 rules 3, 4 and 6: flags take no value,
/// only the options marked `...` repeat, a value is not empty), messages that name the spec as
/// given, and failures to write a file in one line.
@Suite struct ArgumentErrorsTests {
    static let appID = "ABCDE12345.com.example.app"
    static let fingerprint = DigitalAssetLinksTests.fingerprint
    static let files = [
        "base.json": LinkToolsFixture.demo,
        "served.json": "{}",
        // No "hosts", and the top-level object on line 2, column 3.
        "noh.json": "\n  " + LinkToolsFixture.json(#""schemes": ["myapp"]"#, routes: #""home": "/""#),
    ]

    /// Runs the tool over ``files`` and checks that it stopped with a usage error that says
    /// `message` and shows the command's synopsis.
    func expectUsageError(
        _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let run = LinkToolsFixture.run(arguments, files: Self.files)
        #expect(run.status == .usage, "\(run.errors)", sourceLocation: sourceLocation)
        #expect(
            run.errors == "error: \(message)\nusage: route-compiler \(Self.usage(of: arguments[0]))\n",
            sourceLocation: sourceLocation)
        #expect(run.output == "", sourceLocation: sourceLocation)
    }

    static func usage(of command: String) -> String {
        CommandLineTool.commands.first { $0.name == command }?.usage ?? ""
    }

    // MARK: Flags

    @Test(arguments: [
        (["aasa", "base.json", "--app-id", appID, "--webcredentials=false"], "--webcredentials"),
        (["entitlements", "base.json", "--appclips=no"], "--appclips"),
        (["entitlements", "base.json", "--webcredentials="], "--webcredentials"),
        (["diff", "base.json", "base.json", "--allow-breaking=yes"], "--allow-breaking"),
    ])
    func flagsTakeNoValue(_ arguments: [String], _ flag: String) {
        expectUsageError(arguments, "'\(flag)' takes no value; give it alone to turn it on, or leave it out")
    }

    @Test(arguments: [
        (["aasa", "base.json", "--app-id", appID, "--webcredentials", "--webcredentials"], "--webcredentials"),
        (["entitlements", "base.json", "--appclips", "--webcredentials", "--appclips"], "--appclips"),
        (["diff", "base.json", "base.json", "--allow-breaking", "--allow-breaking"], "--allow-breaking"),
    ])
    func flagsCannotRepeat(_ arguments: [String], _ flag: String) {
        expectUsageError(arguments, "'\(flag)' is given twice; give it once")
    }

    // MARK: Options

    @Test(arguments: [
        (["generate", "base.json", "--output", "a.swift", "--output=b.swift"], "--output"),
        (["table", "base.json", "--format", "json", "--format", "json"], "--format"),
        (["match", "base.json", "--environment", "a", "--environment", "b", "/"], "--environment"),
        (["aasa", "base.json", "--app-id", appID, "--host", "example.com", "--host", "example.com"], "--host"),
        (["entitlements", "base.json", "--format", "plain", "--format", "plist"], "--format"),
        (["kotlin", "base.json", "--package", "a.b", "--package", "c.d"], "--package"),
        (["diff", "base.json", "base.json", "--format", "text", "--format", "text"], "--format"),
        (["verify", "base.json", "served.json", "--app-id", appID, "--app-id", appID], "--app-id"),
    ])
    func optionsCannotRepeatUnlessMarked(_ arguments: [String], _ option: String) {
        expectUsageError(arguments, "'\(option)' is given twice; give it once")
    }

    @Test(arguments: [
        ["generate", "base.json", "--output", ""],
        ["generate", "base.json", "--output="],
        ["check", "base.json", "--module", ""],
        ["match", "base.json", "--environment", "", "/"],
        ["table", "base.json", "--format="],
        ["aasa", "base.json", "--app-id", ""],
        ["aasa", "base.json", "--app-id", appID, "--host", ""],
        ["aasa", "base.json", "--app-id", appID, "--appclip="],
        ["entitlements", "base.json", "--format", ""],
        ["android-manifest", "base.json", "--environment="],
        ["assetlinks", "base.json", "--package", "", "--sha256", fingerprint],
        ["kotlin", "base.json", "--package", ""],
        ["kotlin", "base.json", "--package", "a.b", "--output", ""],
        ["diff", "base.json", "base.json", "--format", ""],
        ["verify", "base.json", "served.json", "--app-id", appID, "--host="],
    ])
    func anEmptyValueIsAUsageError(_ arguments: [String]) throws {
        let empty = try #require(arguments.firstIndex { $0 == "" || $0.hasSuffix("=") })
        let name = arguments[empty] == "" ? arguments[empty - 1] : String(arguments[empty].dropLast())
        expectUsageError(arguments, "'\(name)' is given an empty value; give a value after it")
    }

    @Test func anOptionBeforeAValueIsNotTheValue() {
        expectUsageError(
            ["generate", "base.json", "--output", "--module", "A=a.json"], "missing value after '--output'")
        let run = LinkToolsFixture.run(["generate", "base.json", "--output=--out.swift"], files: Self.files)
        #expect(run.status == .success)
    }

    @Test func anEmptySpecPathIsAUsageError() {
        expectUsageError(["generate", "", "--output", "a.swift"], "empty argument <routes.json>; give a value")
        expectUsageError(["diff", "base.json", ""], "empty argument <new.json>; give a value")
        // A URL may be empty: `match` explains why it opens no route.
        let run = LinkToolsFixture.run(["match", "base.json", ""], files: Self.files)
        #expect(run.status == .failure)
        #expect(run.output.contains("opens no route"))
    }

    // MARK: The spec's name

    @Test(arguments: [
        (["aasa", "noh.json", "--app-id", appID], "so no route is a universal link"),
        (["entitlements", "noh.json"], "so no route is a universal link"),
        (["verify", "noh.json", "served.json", "--app-id", appID], "so no route is a universal link"),
        (["assetlinks", "noh.json", "--package", "a.b", "--sha256", fingerprint], "so there is no App Link to verify"),
    ])
    func aSpecWithoutHostsIsAnErrorAtItsTopLevel(_ arguments: [String], _ reason: String) {
        let run = LinkToolsFixture.run(arguments, files: Self.files)
        #expect(run.status == .failure)
        #expect(
            run.errors
                == "noh.json:2:3: error: the spec declares no \"hosts\", \(reason); add the hosts your website"
                + " serves\n")
        #expect(run.output == "")
    }

    @Test func anUndeclaredHostNamesTheSpecGiven() {
        expectUsageError(
            ["aasa", "base.json", "--app-id", Self.appID, "--host", "shop.example.com"],
            "host 'shop.example.com' is not among the \"hosts\" of base.json ('example.com', 'www.example.com');"
                + " give one of them, or add it to \"hosts\"")
        expectUsageError(
            ["verify", "base.json", "served.json", "--app-id", Self.appID, "--host", "shop.example.com"],
            "host 'shop.example.com' is not among the \"hosts\" of base.json ('example.com', 'www.example.com');"
                + " give one of them, or add it to \"hosts\"")
        expectUsageError(
            ["verify", "base.json", "http://127.0.0.1:9/x", "--app-id", Self.appID],
            "the URL's host '127.0.0.1' is not among the \"hosts\" of base.json ('example.com', 'www.example.com');"
                + " name the host whose file it serves with --host")
    }

    @Test func aFileOverTheSizeLimitNamesTheSpecGiven() {
        let routes = (0..<1_500).map { #""route\#($0)": "/a-rather-long-section-name-\#($0)/{id:int}/details""# }
        let run = LinkToolsFixture.run(
            ["aasa", "big.json", "--app-id", Self.appID],
            files: ["big.json": LinkToolsFixture.json(routes: routes.joined(separator: ", "))])
        #expect(run.status == .failure)
        #expect(run.errors.hasPrefix("error: the apple-app-site-association file would be "))
        #expect(run.errors.hasSuffix("; split the hosts with --host, or merge patterns in big.json\n"))
    }

    // MARK: Writing

    /// Runs the tool over ``files`` with a file system that refuses every write with `error`.
    static func runRefusingWrites(_ arguments: [String], _ error: any Error & Sendable) -> LinkToolsFixture.Run {
        let capture = LinkToolsFixture.Capture(files: files.mapValues { Array($0.utf8) })
        let environment = ToolEnvironment(
            readFile: { path in
                guard let bytes = capture.files[path] else { throw LinkToolsFixture.MissingFile(path: path) }
                return bytes
            },
            writeFile: { _, _ in throw error },
            standardOutput: { capture.output += $0 },
            standardError: { capture.errors += $0 })
        let status = CommandLineTool.run(arguments, environment: environment)
        return LinkToolsFixture.Run(status: status, output: capture.output, errors: capture.errors)
    }

    @Test(arguments: [
        ["generate", "base.json", "--output", "Out.swift"],
        ["kotlin", "base.json", "--package", "a.b", "--output", "Out.swift"],
    ])
    func aWriteFailureIsOneLine(_ arguments: [String]) {
        let denied = CocoaError(
            .fileWriteNoPermission,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))])
        let run = Self.runRefusingWrites(arguments, denied)
        #expect(run.status == .failure)
        #expect(run.errors == "error: cannot write 'Out.swift': permission denied\n")
        let full = Self.runRefusingWrites(arguments, CocoaError(.fileWriteOutOfSpace))
        #expect(full.errors == "error: cannot write 'Out.swift': no space left on the volume\n")
    }

    @Test func theLiveFileSystemSaysWhyAWriteFailed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ArgumentErrorsTests-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("base.json").path
        try Data(LinkToolsFixture.demo.utf8).write(to: URL(fileURLWithPath: spec))
        let capture = LinkToolsFixture.Capture(files: [:])
        let environment = ToolEnvironment(
            readFile: ToolEnvironment.live.readFile, writeFile: ToolEnvironment.live.writeFile,
            standardOutput: { capture.output += $0 }, standardError: { capture.errors += $0 })

        let missing = directory.appendingPathComponent("missing").path
        let output = missing + "/o.swift"
        #expect(CommandLineTool.run(["generate", spec, "--output", output], environment: environment) == .failure)
        #expect(
            capture.errors
                == "error: cannot write '\(output)': the directory '\(missing)' does not exist; create it first\n")

        capture.errors = ""
        #expect(
            CommandLineTool.run(["generate", spec, "--output", directory.path], environment: environment) == .failure)
        #expect(capture.errors == "error: cannot write '\(directory.path)': it is a directory\n")
    }

    @Test func fileProblemsAreShortAndLowerCase() {
        #expect(FileProblem.reason(CocoaError(.fileReadNoSuchFile)) == "no such file")
        #expect(FileProblem.reason(NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))) == "permission denied")
        #expect(FileProblem.reason(FileReadError(description: "it is a directory")) == "it is a directory")
        #expect(FileProblem.reason(LinkToolsFixture.MissingFile(path: "x")) == "no such file")
    }
}
