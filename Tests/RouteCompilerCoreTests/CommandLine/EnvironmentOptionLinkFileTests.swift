import Testing

@testable import RouteCompilerCore

/// `--environment NAME` on `android-manifest`, `assetlinks` and `verify` (Specification §7.1 rule 9,
/// §7.8, §7.9, §7.11 rule 7).
@Suite struct EnvironmentOptionLinkFileTests {
    static let appID = "ABCDE12345.com.example.app"
    static let fingerprint = DigitalAssetLinksTests.fingerprint
    let files = ["routes.json": EnvironmentOptionTests.spec]

    /// The spec of ``EnvironmentOptionTests/spec`` as the environment `name` sees it, or as given.
    static func spec(environment name: String? = nil) throws -> RouteSpec {
        let spec = try #require(LinkToolsFixture.spec(EnvironmentOptionTests.spec))
        guard let name else { return spec }
        return try #require(spec.resolving(environment: name))
    }

    // MARK: android-manifest

    @Test func androidManifestOfAnEnvironment() throws {
        let run = LinkToolsFixture.run(["android-manifest", "routes.json", "--environment", "staging"], files: files)
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.output == AndroidIntentFilters.render(try Self.spec(environment: "staging")))
        #expect(run.output.contains(#"<data android:host="staging.example.com" />"#))
        #expect(run.output.contains(#"<data android:scheme="myapp-staging" />"#))
        #expect(!run.output.contains(#"<data android:host="example.com" />"#))
    }

    @Test func androidManifestWithoutTheOptionIsOfTheDefaultEnvironment() throws {
        let run = LinkToolsFixture.run(["android-manifest", "routes.json"], files: files)
        #expect(run.status == .success)
        #expect(run.output == AndroidIntentFilters.render(try Self.spec()))
        #expect(run.output.contains(#"<data android:host="example.com" />"#))
        #expect(!run.output.contains("staging"))
    }

    // MARK: assetlinks

    @Test func assetlinksIsServedOnTheHostsOfAnEnvironment() {
        let run = LinkToolsFixture.run(
            [
                "assetlinks", "routes.json", "--package", "com.example.app", "--sha256", Self.fingerprint,
                "--environment=staging",
            ],
            files: files)
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.output
                == DigitalAssetLinks.render([.init(packageName: "com.example.app", fingerprints: [Self.fingerprint])]))
        #expect(
            run.errors == """
                note: serve this file at https://staging.example.com/.well-known/assetlinks.json (status 200, no redirect, Content-Type: application/json)

                """)
    }

    @Test func assetlinksWithoutTheOptionIsServedOnTheDefaultHosts() {
        let run = LinkToolsFixture.run(
            ["assetlinks", "routes.json", "--package", "com.example.app", "--sha256", Self.fingerprint], files: files)
        #expect(run.status == .success)
        #expect(
            run.errors == """
                note: serve this file at https://example.com/.well-known/assetlinks.json (status 200, no redirect, Content-Type: application/json)

                """)
    }

    // MARK: verify

    /// A spec whose `product` route accepts the first host only, so that the file for
    /// `staging.example.com` claims it in `staging` and not in the default environment (where
    /// `*.example.com` covers that host).
    static let firstHostSpec = LinkToolsFixture.json(
        #""schemes": ["myapp"], "hosts": ["example.com", "*.example.com"],"#
            + #" "environments": {"staging": {"condition": "STAGING", "schemes": ["myapp-staging"],"#
            + #" "hosts": ["staging.example.com", "*.staging.example.com"]}}"#,
        routes: #""home": "/", "product": {"path": "/products/{id:int}", "hosts": ["example.com"]}"#)

    /// `firstHostSpec` as `routes.json`, and as `served.json` the file for `staging.example.com`
    /// that `served` (the spec in one environment) gives.
    static func verifyFiles(serving served: RouteSpec) throws -> [String: String] {
        [
            "routes.json": firstHostSpec,
            "served.json": try AppSiteAssociation.generate(served, appIDs: [appID], host: "staging.example.com").get(),
        ]
    }

    /// `verify` of those files on `staging.example.com`.
    static let verifyArguments = [
        "verify", "routes.json", "served.json", "--app-id", appID, "--host", "staging.example.com",
    ]

    @Test func verifyComparesWithTheFileOfAnEnvironment() throws {
        let staging = try #require(LinkToolsFixture.spec(Self.firstHostSpec)?.resolving(environment: "staging"))
        let files = try Self.verifyFiles(serving: staging)
        let arguments = Self.verifyArguments
        let run = LinkToolsFixture.run(arguments + ["--environment", "staging"], files: files)
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.output.contains("on staging.example.com, against routes.json\n"))
        #expect(run.output.contains("the served file agrees with routes.json"))
        let standard = LinkToolsFixture.run(arguments, files: files)
        #expect(standard.status == .failure)
        #expect(
            standard.output.contains("the served file claims `https://staging.example.com/products/"),
            "\(standard.output)")
    }

    @Test func verifyWithoutTheOptionComparesWithTheDefaultFile() throws {
        let standard = try #require(LinkToolsFixture.spec(Self.firstHostSpec))
        let files = try Self.verifyFiles(serving: standard)
        let arguments = Self.verifyArguments
        let run = LinkToolsFixture.run(arguments, files: files)
        #expect(run.status == .success, "\(run.errors)")
        #expect(run.output.contains("the served file agrees with routes.json"))
        let staging = LinkToolsFixture.run(arguments + ["--environment", "staging"], files: files)
        #expect(staging.status == .failure)
        #expect(
            staging.output.contains("the served file does not claim `https://staging.example.com/products/"),
            "\(staging.output)")
    }

    @Test func verifyNamesTheEnvironmentInTheCommandToServe() throws {
        let stale = LinkToolsFixture.edit(
            EnvironmentOptionTests.spec, #""product": "/products/{id:int}""#, #""cart": "/cart""#)
        let staleSpec = try #require(LinkToolsFixture.spec(stale)?.resolving(environment: "staging"))
        var files = files
        files["served.json"] = try AppSiteAssociation.generate(
            staleSpec, appIDs: [Self.appID], host: "staging.example.com"
        ).get()
        let run = LinkToolsFixture.run(
            [
                "verify", "routes.json", "served.json", "--app-id", Self.appID, "--host", "staging.example.com",
                "--environment", "staging",
            ],
            files: files)
        #expect(run.status == .failure)
        #expect(
            run.output.contains(
                "serve the file that 'route-compiler aasa routes.json --app-id \(Self.appID) --host staging.example.com"
                    + " --environment staging' writes\n"),
            "\(run.output)")
    }

    // MARK: Usage

    @Test(arguments: ["android-manifest", "assetlinks", "verify"])
    func anUnknownEnvironmentIsAUsageError(_ command: String) {
        var arguments = [command, "routes.json"]
        if command == "assetlinks" { arguments += ["--package", "com.example.app", "--sha256", Self.fingerprint] }
        if command == "verify" { arguments += ["served.json", "--app-id", Self.appID] }
        arguments += ["--environment", "stagng"]
        let run = LinkToolsFixture.run(arguments, files: files.merging(["served.json": "{}"]) { $1 })
        #expect(run.status == .usage)
        #expect(run.output == "")
        #expect(
            run.errors.hasPrefix(
                "error: unknown environment 'stagng'; the spec declares 'staging' and 'beta'; did you mean 'staging'?\n"
                    + "usage: route-compiler \(command) <routes.json> "),
            "\(run.errors)")
        #expect(run.errors.hasSuffix(" [--environment NAME]\n"), "\(run.errors)")
    }

    @Test func theSynopsesShowTheOption() {
        let help = LinkToolsFixture.run(["--help"])
        for usage in [
            "android-manifest <routes.json> [--environment NAME]",
            "assetlinks <routes.json> --package <name> --sha256 <fingerprint>..."
                + " [--package <name> --sha256 <fingerprint>...]... [--environment NAME]",
            "verify <routes.json> <file-or-URL> --app-id <TEAMID.bundle.id> [--host <host>] [--environment NAME]",
        ] {
            #expect(help.output.contains(usage), "\(usage)")
        }
    }
}
