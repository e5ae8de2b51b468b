import Testing

@testable import RouteCompilerCore

/// `aasa` and `entitlements` with their 0.2 options, `android-manifest` and `assetlinks`.
@Suite struct LinkFileCommandsTests {
    let files = ["routes.json": LinkToolsFixture.demo]
    static let appID = "ABCDE12345.com.example.app"
    static let fingerprint = DigitalAssetLinksTests.fingerprint

    @Test func helpListsTheNewCommands() {
        let run = LinkToolsFixture.run(["--help"])
        for usage in [
            "aasa <routes.json> --app-id <TEAMID.bundle.id>... [--host <host>] [--webcredentials]"
                + " [--appclip <TEAMID.bundle.id.Clip>]...",
            "entitlements <routes.json> [--format plain|plist] [--webcredentials] [--appclips]",
            "android-manifest <routes.json>",
            "assetlinks <routes.json> --package <name> --sha256 <fingerprint>...",
            "verify <routes.json> <file-or-URL> --app-id <TEAMID.bundle.id> [--host <host>]",
        ] {
            #expect(run.output.contains(usage), "\(usage)")
        }
    }

    // MARK: aasa

    @Test func aasaWithWebCredentialsAndAppClips() throws {
        let run = LinkToolsFixture.run(
            [
                "aasa", "routes.json", "--app-id", Self.appID, "--webcredentials", "--appclip",
                "ABCDE12345.com.example.app.Clip", "--appclip=ABCDE12345.com.example.app.Clip2", "--appclip",
                "ABCDE12345.com.example.app.Clip",
            ],
            files: files)
        #expect(run.status == .success)
        #expect(
            run.output.hasPrefix(
                #"""
                {
                  "appclips": {
                    "apps": [
                      "ABCDE12345.com.example.app.Clip",
                      "ABCDE12345.com.example.app.Clip2"
                    ]
                  },
                  "applinks": {
                """#))
        #expect(
            run.output.hasSuffix(
                #"""
                  },
                  "webcredentials": {
                    "apps": [
                      "ABCDE12345.com.example.app"
                    ]
                  }
                }

                """#))
        let plain = LinkToolsFixture.run(["aasa", "routes.json", "--app-id", Self.appID], files: files)
        #expect(!plain.output.contains("webcredentials"))
        #expect(!plain.output.contains("appclips"))
    }

    @Test func aasaRejectsAnInvalidAppClipID() {
        let run = LinkToolsFixture.run(
            ["aasa", "routes.json", "--app-id", Self.appID, "--appclip", "com.example.app.Clip"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("invalid App Clip ID 'com.example.app.Clip'; write TEAMID.bundle.id.Clip"))
        #expect(run.output == "")
    }

    @Test func aasaWebCredentialsTakesNoValue() {
        let run = LinkToolsFixture.run(
            ["aasa", "routes.json", "--app-id", Self.appID, "--webcredentials", "yes"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("unexpected argument 'yes'"))
    }

    // MARK: entitlements

    @Test func entitlementsWithWebCredentialsAndAppClips() {
        let run = LinkToolsFixture.run(
            ["entitlements", "routes.json", "--appclips", "--webcredentials"], files: files)
        #expect(run.status == .success)
        #expect(
            run.output == """
                applinks:example.com
                applinks:www.example.com
                webcredentials:example.com
                webcredentials:www.example.com
                appclips:example.com
                appclips:www.example.com

                """)
        let plist = LinkToolsFixture.run(
            ["entitlements", "routes.json", "--format", "plist", "--appclips"], files: files)
        #expect(
            plist.output == """
                <array>
                \t<string>applinks:example.com</string>
                \t<string>applinks:www.example.com</string>
                \t<string>appclips:example.com</string>
                \t<string>appclips:www.example.com</string>
                </array>

                """)
    }

    // MARK: android-manifest

    @Test func androidManifestPrintsTheFilters() throws {
        let run = LinkToolsFixture.run(["android-manifest", "routes.json"], files: files)
        #expect(run.status == .success)
        #expect(run.errors == "")
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        #expect(run.output == AndroidIntentFilters.render(spec))
        #expect(run.output.hasPrefix("<intent-filter android:autoVerify=\"true\">\n"))
    }

    @Test func androidManifestOfABrokenSpecFails() {
        let run = LinkToolsFixture.run(["android-manifest", "routes.json"], files: ["routes.json": #"{"routes": {}}"#])
        #expect(run.status == .failure)
        #expect(run.errors.contains("routes.json:1:"))
        #expect(run.output == "")
    }

    @Test(arguments: [
        (["android-manifest"], "missing argument <routes.json>"),
        (["android-manifest", "routes.json", "--host", "example.com"], "unknown option '--host'"),
        (["android-manifest", "routes.json", "extra"], "unexpected argument 'extra'"),
    ])
    func androidManifestUsage(_ arguments: [String], _ message: String) {
        let run = LinkToolsFixture.run(arguments, files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("error: \(message)"))
        #expect(run.errors.contains("usage: route-compiler android-manifest <routes.json>"))
    }

    // MARK: assetlinks

    @Test func assetlinksPrintsTheFileAndWhereToServeIt() throws {
        let run = LinkToolsFixture.run(
            [
                "assetlinks", "routes.json", "--package", "com.example.app", "--sha256", Self.fingerprint.lowercased(),
                "--package=com.example.beta", "--sha256=\(Self.fingerprint)",
            ],
            files: files)
        #expect(run.status == .success)
        #expect(
            run.output
                == DigitalAssetLinks.render([
                    .init(packageName: "com.example.app", fingerprints: [Self.fingerprint]),
                    .init(packageName: "com.example.beta", fingerprints: [Self.fingerprint]),
                ]))
        #expect(
            run.errors == """
                note: serve this file at https://example.com/.well-known/assetlinks.json (status 200, no redirect, Content-Type: application/json)
                note: serve this file at https://www.example.com/.well-known/assetlinks.json (status 200, no redirect, Content-Type: application/json)

                """)
    }

    @Test func assetlinksNamesTheDomainOfAWildcardHost() {
        let spec = LinkToolsFixture.json(#""hosts": ["*.example.com", "example.com"]"#, routes: #""a": "/a""#)
        let run = LinkToolsFixture.run(
            ["assetlinks", "routes.json", "--package", "a.b", "--sha256", Self.fingerprint],
            files: ["routes.json": spec])
        #expect(run.status == .success)
        #expect(run.errors.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1)
        #expect(run.errors.contains("https://example.com/.well-known/assetlinks.json"))
    }

    @Test(arguments: [
        ([String](), "missing option '--package'"),
        (
            ["--sha256", DigitalAssetLinksTests.fingerprint, "--package", "a.b"],
            "'--sha256 \(DigitalAssetLinksTests.fingerprint)' comes before any --package"
        ),
        (["--package", "a.b"], "package 'a.b' has no fingerprint; add --sha256 <fingerprint> after --package a.b"),
        (
            ["--package", "a.b", "--package", "c.d", "--sha256", DigitalAssetLinksTests.fingerprint],
            "package 'a.b' has no fingerprint"
        ),
        (["--package", "app", "--sha256", DigitalAssetLinksTests.fingerprint], "invalid package name 'app'"),
        (["--package", "a.b", "--sha256", "14:6D:E9"], "invalid SHA-256 fingerprint '14:6D:E9'; write the 32 bytes"),
        (
            [
                "--package", "a.b", "--sha256", DigitalAssetLinksTests.fingerprint, "--package", "a.b", "--sha256",
                DigitalAssetLinksTests.fingerprint,
            ],
            "package 'a.b' is given twice"
        ),
        (["--package"], "missing value after '--package'"),
    ])
    func assetlinksUsageErrors(_ options: [String], _ message: String) {
        let run = LinkToolsFixture.run(["assetlinks", "routes.json"] + options, files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("error: \(message)"), "\(run.errors)")
        #expect(run.errors.contains("usage: route-compiler assetlinks <routes.json> --package <name>"))
        #expect(run.output == "")
    }

    @Test func assetlinksOfASpecWithoutHostsFails() {
        let spec = LinkToolsFixture.json(#""schemes": ["myapp"]"#, routes: #""a": "/a""#)
        let run = LinkToolsFixture.run(
            ["assetlinks", "routes.json", "--package", "a.b", "--sha256", Self.fingerprint],
            files: ["routes.json": spec])
        #expect(run.status == .failure)
        #expect(run.errors.contains("declares no \"hosts\""))
        #expect(run.output == "")
    }
}
