import Testing

@testable import RouteCompilerCore

/// `--environment NAME` on `table`, `aasa`, `entitlements` and `match` (Specification §7.1 rule 9).
@Suite struct EnvironmentOptionTests {
    static let spec = LinkToolsFixture.json(
        #""schemes": ["myapp"], "hosts": ["example.com", "*.example.com"],"#
            + #" "environments": {"staging": {"condition": "STAGING", "schemes": ["myapp-staging"],"#
            + #" "hosts": ["staging.example.com", "*.staging.example.com"]}, "beta": {"condition": "BETA"}}"#,
        routes: #""home": "/", "product": "/products/{id:int}""#)
    let files = ["routes.json": Self.spec]

    @Test func entitlementsOfAnEnvironment() {
        let run = LinkToolsFixture.run(["entitlements", "routes.json", "--environment", "staging"], files: files)
        #expect(run.status == .success)
        #expect(run.output == "applinks:staging.example.com\napplinks:*.staging.example.com\n")
        let standard = LinkToolsFixture.run(["entitlements", "routes.json"], files: files)
        #expect(standard.output == "applinks:example.com\napplinks:*.example.com\n")
    }

    @Test func aasaOfAnEnvironment() throws {
        let run = LinkToolsFixture.run(
            [
                "aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app", "--environment=staging", "--host",
                "staging.example.com",
            ],
            files: files)
        #expect(run.status == .success, "\(run.errors)")
        let spec = try #require(LinkToolsFixture.spec(Self.spec))
        let staging = try #require(spec.resolving(environment: "staging"))
        let expected = AppSiteAssociation.generate(
            staging, appIDs: ["ABCDE12345.com.example.app"], host: "staging.example.com")
        #expect(run.output == (try expected.get()))
        let wrongHost = LinkToolsFixture.run(
            [
                "aasa", "routes.json", "--app-id", "ABCDE12345.com.example.app", "--environment", "staging", "--host",
                "example.com",
            ],
            files: files)
        #expect(wrongHost.status == .usage)
    }

    @Test func tableOfAnEnvironment() {
        let run = LinkToolsFixture.run(["table", "routes.json", "--environment", "staging"], files: files)
        #expect(run.status == .success)
        #expect(run.output.contains("Hosts and schemes of the environment `staging` (`#if STAGING`)."))
        #expect(run.output.contains("| `myapp-staging` | `staging.example.com`<br>`*.staging.example.com` |"))
        let json = LinkToolsFixture.run(
            ["table", "routes.json", "--format", "json", "--environment", "beta"], files: files)
        #expect(json.output.contains(#""condition": "BETA""#))
    }

    @Test func matchInAnEnvironment() {
        let run = LinkToolsFixture.run(
            [
                "match", "routes.json", "--environment", "staging", "https://staging.example.com/products/4",
                "myapp-staging://",
            ],
            files: files)
        #expect(run.status == .success, "\(run.output)")
        #expect(run.output.contains(".product(id: 4)"))
        let standard = LinkToolsFixture.run(["match", "routes.json", "myapp-staging://products/4"], files: files)
        #expect(standard.status == .failure)
    }

    @Test(arguments: ["table", "aasa", "entitlements", "match"])
    func anUnknownEnvironmentIsAUsageError(_ command: String) {
        var arguments = [command, "routes.json", "--environment", "stagng"]
        if command == "aasa" { arguments += ["--app-id", "ABCDE12345.com.example.app"] }
        if command == "match" { arguments.append("https://example.com/") }
        let run = LinkToolsFixture.run(arguments, files: files)
        #expect(run.status == .usage)
        #expect(run.output == "")
        #expect(
            run.errors.hasPrefix(
                "error: unknown environment 'stagng'; the spec declares 'staging' and 'beta'; did you mean 'staging'?\n"
                    + "usage: route-compiler \(command) "),
            "\(run.errors)")
    }

    @Test func aSpecWithoutEnvironmentsSaysSo() {
        let files = ["routes.json": LinkToolsFixture.json(routes: #""home": "/""#)]
        let run = LinkToolsFixture.run(["entitlements", "routes.json", "--environment", "staging"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains(#"unknown environment 'staging'; the spec declares no "environments""#))
    }

    @Test func theSynopsesShowTheOption() {
        let help = LinkToolsFixture.run(["--help"])
        for usage in [
            "table <routes.json> [--format markdown|json] [--environment NAME]",
            "aasa <routes.json> --app-id <TEAMID.bundle.id>... [--host <host>] [--webcredentials]"
                + " [--appclip <TEAMID.bundle.id.Clip>]... [--environment NAME]",
            "entitlements <routes.json> [--format plain|plist] [--webcredentials] [--appclips] [--environment NAME]",
            "match <routes.json> [--environment NAME] <url-or-path>...",
        ] {
            #expect(help.output.contains(usage), "\(usage)")
        }
    }
}
