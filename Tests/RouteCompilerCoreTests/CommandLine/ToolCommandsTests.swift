import Testing

@testable import RouteCompilerCore

@Suite struct ToolCommandsTests {
    let files = ["routes.json": LinkToolsFixture.demo]

    @Test func helpListsTheLinkCommands() {
        let run = LinkToolsFixture.run(["--help"])
        #expect(run.status == .success)
        for usage in [
            "table <routes.json> [--format markdown|json]",
            "aasa <routes.json> --app-id <TEAMID.bundle.id>... [--host <host>]",
            "entitlements <routes.json> [--format plain|plist]",
            "diff <old.json> <new.json> [--allow-breaking] [--format text|markdown]",
        ] {
            #expect(run.output.contains(usage), "\(usage)")
        }
    }

    @Test(arguments: ["table", "aasa", "entitlements", "diff"])
    func commandHelpShowsItsUsage(_ command: String) {
        let run = LinkToolsFixture.run([command, "--help"])
        #expect(run.status == .success)
        #expect(run.output.hasPrefix("usage: route-compiler \(command) "))
    }

    // MARK: aasa

    @Test func aasaPrintsTheFile() throws {
        let run = LinkToolsFixture.run(
            [
                "aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app", "--app-id",
                "ABCDE12345.com.example.beta",
            ],
            files: files)
        #expect(run.status == .success)
        #expect(run.errors == "")
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        let expected = AppSiteAssociation.generate(
            spec, appIDs: ["ABCDE12345.com.example.app", "ABCDE12345.com.example.beta"])
        #expect(run.output == (try expected.get()))
        #expect(run.output.contains("\"ABCDE12345.com.example.beta\""))
    }

    @Test func aasaForOneHost() {
        let run = LinkToolsFixture.run(
            ["aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app", "--host", "WWW.example.com"],
            files: files)
        #expect(run.status == .success)
        #expect(run.output.contains("\"/products/?*\""))
    }

    @Test func aasaNeedsAnAppID() {
        let run = LinkToolsFixture.run(["aasa", "routes.json"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("missing option '--app-id'"))
        #expect(run.output == "")
    }

    @Test(arguments: [
        "com.example.app", "abcde12345.com.example.app", "ABCDE1234.com.example.app", "ABCDE12345.",
        "ABCDE12345.com..app",
    ])
    func aasaRejectsAnInvalidAppID(_ id: String) {
        let run = LinkToolsFixture.run(["aasa", "routes.json", "--app-id", id], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("invalid app ID '\(id)'"))
        #expect(run.output == "")
    }

    @Test func aasaRejectsAHostNotInTheSpec() {
        let run = LinkToolsFixture.run(
            ["aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app", "--host", "shop.example.com"],
            files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("host 'shop.example.com' is not among the \"hosts\" of routes.json"))
        #expect(run.errors.contains("'example.com', 'www.example.com'"))
    }

    @Test func aasaOfASpecWithoutHostsFails() {
        let json = LinkToolsFixture.json(#""schemes": ["myapp"]"#, routes: #""home": "/""#)
        let run = LinkToolsFixture.run(
            ["aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app"], files: ["routes.json": json])
        #expect(run.status == .failure)
        #expect(run.errors.contains("declares no \"hosts\""))
        #expect(run.output == "")
    }

    @Test func aasaOverTheSizeLimitFails() {
        let routes = (0..<1_500).map { #""route\#($0)": "/a-rather-long-section-name-\#($0)/{id:int}/details""# }
        let json = LinkToolsFixture.json(routes: routes.joined(separator: ", "))
        let run = LinkToolsFixture.run(
            ["aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app"], files: ["routes.json": json])
        #expect(run.status == .failure)
        #expect(run.errors.contains("over Apple's limit of 128 KB (131072 bytes)"))
        #expect(run.output == "")
    }

    // MARK: entitlements

    @Test func entitlementsPlain() {
        let run = LinkToolsFixture.run(["entitlements", "routes.json"], files: files)
        #expect(run.status == .success)
        #expect(run.output == "applinks:example.com\napplinks:www.example.com\n")
        #expect(run.errors == "")
    }

    @Test func entitlementsPlist() {
        let run = LinkToolsFixture.run(["entitlements", "routes.json", "--format", "plist"], files: files)
        #expect(run.status == .success)
        #expect(
            run.output == """
                <array>
                \t<string>applinks:example.com</string>
                \t<string>applinks:www.example.com</string>
                </array>

                """)
    }

    @Test func entitlementsRejectsAnUnknownFormat() {
        let run = LinkToolsFixture.run(["entitlements", "routes.json", "--format", "xml"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("unknown format 'xml'; use plain or plist"))
    }

    @Test func entitlementsOfASpecWithoutHostsFails() {
        let json = LinkToolsFixture.json(#""schemes": ["myapp"]"#, routes: #""home": "/""#)
        let run = LinkToolsFixture.run(["entitlements", "routes.json"], files: ["routes.json": json])
        #expect(run.status == .failure)
        #expect(run.output == "")
    }

    @Test func entitlementsWarnsAboutAHostNoRouteAccepts() {
        let json = LinkToolsFixture.json(
            #""hosts": ["example.com", "old.example.com"]"#,
            routes: #""home": {"path": "/", "hosts": ["example.com"]}"#)
        let run = LinkToolsFixture.run(["entitlements", "routes.json"], files: ["routes.json": json])
        #expect(run.status == .success)
        #expect(run.output == "applinks:example.com\napplinks:old.example.com\n")
        #expect(run.errors.contains("warning: no route accepts host 'old.example.com'"))
    }

    // MARK: table

    @Test func tableMarkdownByDefault() throws {
        let run = LinkToolsFixture.run(["table", "routes.json"], files: files)
        #expect(run.status == .success)
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        #expect(run.output == RouteTable(spec).markdown)
    }

    @Test func tableJSON() throws {
        let run = LinkToolsFixture.run(["table", "routes.json", "--format", "json"], files: files)
        #expect(run.status == .success)
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        #expect(run.output == JSONWriter.write(RouteTable(spec).json))
        #expect(throws: Never.self) { try JSONReader.parse(Array(run.output.utf8)).get() }
    }

    @Test func tableRejectsAnUnknownFormat() {
        let run = LinkToolsFixture.run(["table", "routes.json", "--format", "html"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("unknown format 'html'; use markdown or json"))
    }

    // MARK: Specs with errors, missing files, bad arguments

    @Test(arguments: [
        ["table", "bad.json"],
        ["entitlements", "bad.json"],
        ["aasa", "bad.json", "--app-id", "ABCDE12345.com.example.app"],
        ["diff", "routes.json", "bad.json"],
        ["diff", "bad.json", "routes.json"],
    ])
    func aSpecWithErrorsFailsWithItsDiagnostics(_ arguments: [String]) {
        let bad = #"{"schemes": ["myapp"], "routes": {"a": "/a/{id:integer}"}}"#
        let run = LinkToolsFixture.run(arguments, files: ["bad.json": bad, "routes.json": LinkToolsFixture.demo])
        #expect(run.status == .failure)
        #expect(run.errors.contains("bad.json:1:"))
        #expect(run.errors.contains(": error: "))
        #expect(run.output == "")
    }

    @Test(arguments: [
        ["table", "missing.json"],
        ["entitlements", "missing.json"],
        ["aasa", "missing.json", "--app-id", "ABCDE12345.com.example.app"],
        ["diff", "routes.json", "missing.json"],
    ])
    func aMissingFileFails(_ arguments: [String]) {
        let run = LinkToolsFixture.run(arguments, files: files)
        #expect(run.status == .failure)
        #expect(run.errors.contains("error: cannot read 'missing.json'"))
    }

    @Test(arguments: [
        ["table"],
        ["table", "a.json", "b.json"],
        ["entitlements", "routes.json", "--format"],
        ["diff", "routes.json"],
        ["diff", "routes.json", "routes.json", "--strict"],
        ["aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app", "--host", "a.com", "--host", "b.com"],
    ])
    func usageErrors(_ arguments: [String]) {
        let run = LinkToolsFixture.run(arguments, files: files)
        #expect(run.status == .usage)
        #expect(run.errors.hasPrefix("error: "))
        #expect(run.errors.contains("usage: route-compiler \(arguments[0]) "))
    }

    // MARK: diff

    @Test func diffOfTheSameSpecIsClean() {
        let run = LinkToolsFixture.run(["diff", "routes.json", "routes.json"], files: files)
        #expect(run.status == .success)
        #expect(run.output.contains("No changes."))
    }

    @Test func diffWithOnlySafeChangesSucceeds() {
        let new = LinkToolsFixture.edit(
            LinkToolsFixture.demo, #""help": "/help/{topic*}""#, #""help": "/help/{topic*}", "about": "/about""#)
        let run = LinkToolsFixture.run(
            ["diff", "routes.json", "new.json"], files: files.merging(["new.json": new]) { $1 })
        #expect(run.status == .success)
        #expect(run.output.contains("route `about` added"))
        #expect(run.output.contains("No breaking changes."))
    }

    @Test func diffWithABreakingChangeFails() {
        let new = LinkToolsFixture.edit(LinkToolsFixture.demo, #""profile": "/profile/{id}""#, #""profile": "/u/{id}""#)
        let run = LinkToolsFixture.run(
            ["diff", "routes.json", "new.json"], files: files.merging(["new.json": new]) { $1 })
        #expect(run.status == .failure)
        #expect(run.output.contains("Breaks links already out there (1):"))
        #expect(run.output.contains("Breaking changes: 1 change breaks links already out there."))
    }

    @Test func allowBreakingSucceedsAndSaysSo() {
        let new = LinkToolsFixture.edit(LinkToolsFixture.demo, #""profile": "/profile/{id}""#, #""profile": "/u/{id}""#)
        let run = LinkToolsFixture.run(
            ["diff", "routes.json", "new.json", "--allow-breaking"], files: files.merging(["new.json": new]) { $1 })
        #expect(run.status == .success)
        #expect(run.output.contains("Breaking changes, allowed with --allow-breaking"))
    }

    @Test func diffMarkdown() {
        let new = LinkToolsFixture.edit(LinkToolsFixture.demo, #""profile": "/profile/{id}""#, #""profile": "/u/{id}""#)
        let run = LinkToolsFixture.run(
            ["diff", "routes.json", "new.json", "--format", "markdown"], files: files.merging(["new.json": new]) { $1 })
        #expect(run.status == .failure)
        #expect(run.output.hasPrefix("### Route changes: `routes.json` → `new.json`\n"))
        #expect(run.output.contains("> [!CAUTION]"))
        #expect(run.output.contains("#### Breaks links already out there (1)"))
    }

    @Test func diffRejectsAnUnknownFormat() {
        let run = LinkToolsFixture.run(["diff", "routes.json", "routes.json", "--format", "json"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("unknown format 'json'; use text or markdown"))
    }
}
