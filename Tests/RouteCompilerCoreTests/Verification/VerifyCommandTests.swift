import Testing

@testable import RouteCompilerCore

/// `route-compiler verify` against files and against a server on 127.0.0.1 (``LoopbackHTTPServer``).
@Suite struct VerifyCommandTests {
    static let appID = "ABCDE12345.com.example.app"
    static let path = "/.well-known/apple-app-site-association"
    let files = ["routes.json": LinkToolsFixture.demo]

    /// The file `aasa` writes for `json` (the demo spec by default) and `host`.
    static func generated(_ json: String = LinkToolsFixture.demo, host: String? = "example.com") throws -> String {
        let spec = try #require(LinkToolsFixture.spec(json))
        return try AppSiteAssociation.generate(spec, appIDs: [appID], host: host).get()
    }

    /// Runs `verify` against `response`, served at ``path``, for the host `example.com`.
    func verifyServed(_ behaviour: LoopbackHTTPServer.Behaviour) throws -> LinkToolsFixture.Run {
        let server = try LoopbackHTTPServer(routes: [Self.path: behaviour])
        defer { server.stop() }
        return LinkToolsFixture.run(
            ["verify", "routes.json", server.url(Self.path), "--app-id", Self.appID, "--host", "example.com"],
            files: files)
    }

    // MARK: Served over HTTP

    @Test func aServedFileThatAgreesPasses() throws {
        let run = try verifyServed(
            .respond(.json(try Self.generated(), contentType: "application/json; charset=utf-8")))
        #expect(run.status == .success)
        #expect(run.output.hasPrefix("verify: http://127.0.0.1:"))
        #expect(run.output.contains("for 'ABCDE12345.com.example.app' on example.com, against routes.json\n"))
        #expect(run.output.contains("the served file agrees with routes.json on all "))
        #expect(run.errors.contains("warning: devices fetch the file over HTTPS only"))
    }

    @Test func aStaleFileIsReportedLinkByLink() throws {
        let old = LinkToolsFixture.edit(LinkToolsFixture.demo, #""help": "/help/{topic*}""#, #""cart": "/cart""#)
        let run = try verifyServed(.respond(.json(try Self.generated(old))))
        #expect(run.status == .failure)
        #expect(
            run.output.contains(
                "  the served file does not claim `https://example.com/help/abc`, which opens `help`; no served"
                    + " component matches it\n"))
        #expect(
            run.output.contains(
                "  the served file claims `https://example.com/cart`, which no route opens; served component"))
        #expect(run.output.contains(#"("/": "/cart") claims it"#))
        #expect(
            run.output.contains(
                "links differ; serve the file that 'route-compiler aasa routes.json --app-id ABCDE12345.com.example.app"
                    + " --host example.com' writes\n"))
    }

    @Test func aFileForAnotherAppDiffers() throws {
        let other = try Self.generated().replacingAll(Self.appID, with: "ABCDE12345.com.example.other")
        let run = try verifyServed(.respond(.json(other)))
        #expect(run.status == .failure)
        #expect(
            run.errors.contains(
                "the file has no \"applinks.details\" entry for the app ID 'ABCDE12345.com.example.app' (it lists"
                    + " 'ABCDE12345.com.example.other')"))
    }

    @Test func aWrongContentTypeFailsAndTheFileIsStillCompared() throws {
        let run = try verifyServed(.respond(.json(try Self.generated(), contentType: "text/plain")))
        #expect(run.status == .failure)
        #expect(
            run.errors.contains(
                "is served as 'text/plain', not application/json; serve it with Content-Type: application/json"))
        #expect(run.output.contains("the served file agrees with routes.json"))
    }

    @Test func aMissingContentTypeFails() throws {
        let run = try verifyServed(.respond(.init(status: 200, body: try Self.generated())))
        #expect(run.status == .failure)
        #expect(run.errors.contains("is served without a Content-Type; serve it as application/json"))
    }

    @Test func aRedirectFailsAndSaysWhere() throws {
        let location = "https://www.example.com/.well-known/apple-app-site-association"
        let run = try verifyServed(.respond(.init(status: 301, headers: [("Location", location)])))
        #expect(run.status == .failure)
        #expect(
            run.errors.contains(
                "redirects (status 301) to '\(location)'; Apple does not follow redirects for this file: serve it at"
                    + " this URL itself, with status 200"))
        #expect(run.output == "")
    }

    @Test func aMissingFileOnTheServerFails() throws {
        let server = try LoopbackHTTPServer(routes: [:])
        defer { server.stop() }
        let run = LinkToolsFixture.run(
            ["verify", "routes.json", server.url(Self.path), "--app-id", Self.appID, "--host", "example.com"],
            files: files)
        #expect(run.status == .failure)
        #expect(
            run.errors.contains("answers with status 404, not 200; serve the apple-app-site-association file there"))
    }

    @Test func anHTMLPageInsteadOfTheFileFails() throws {
        let page = "<!DOCTYPE html>\n<html><body>Welcome</body></html>"
        let run = try verifyServed(.respond(.init(status: 200, headers: [("Content-Type", "text/html")], body: page)))
        #expect(run.status == .failure)
        #expect(run.errors.contains("the file is HTML, not JSON (it starts with '<!DOCTYPE html>')"))
        #expect(run.errors.contains("is served as 'text/html'"))
    }

    @Test func aRefusedConnectionCannotBeRead() throws {
        let port = try LoopbackHTTPServer.refusedPort()
        let url = "http://127.0.0.1:\(port)\(Self.path)"
        let run = LinkToolsFixture.run(
            ["verify", "routes.json", url, "--app-id", Self.appID, "--host", "example.com"], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("error: cannot fetch \(url): the connection was refused"))
        #expect(run.output == "")
    }

    @Test func aSilentServerTimesOut() throws {
        let server = try LoopbackHTTPServer(routes: [Self.path: .hang])
        defer { server.stop() }
        #expect(HTTPFetch.get(server.url(Self.path), timeout: 0.5) == .unreachable("the request timed out"))
    }

    @Test func theHostDefaultsToTheURLsHost() throws {
        let server = try LoopbackHTTPServer(routes: [Self.path: .respond(.json(try Self.generated()))])
        defer { server.stop() }
        let run = LinkToolsFixture.run(
            ["verify", "routes.json", server.url(Self.path), "--app-id", Self.appID], files: files)
        #expect(run.status == .usage)
        #expect(
            run.errors.contains(
                "the URL's host '127.0.0.1' is not among the \"hosts\" of routes.json ('example.com', 'www.example.com');"
                    + " name the host whose file it serves with --host"))
    }

    @Test func webAddresses() throws {
        let plain = try #require(WebAddress("https://User@Example.COM:443/.well-known/x?y#z"))
        #expect(plain.isHTTPS)
        #expect(plain.host == "example.com")
        #expect(plain.path == "/.well-known/x")
        #expect(plain.comparedHost == "example.com")
        let cdn = try #require(WebAddress("https://app-site-association.cdn-apple.com/a/v1/www.example.com"))
        #expect(cdn.comparedHost == "www.example.com")
        #expect(WebAddress("http://[::1]:8080/x")?.host == "[::1]")
        #expect(WebAddress("ftp://example.com/x") == nil)
        #expect(WebAddress("https:///x") == nil)
    }

    // MARK: Files

    @Test func aFileIsComparedWithTheFileForEveryHost() throws {
        var files = files
        files["served.json"] = try Self.generated(host: nil)
        let run = LinkToolsFixture.run(["verify", "routes.json", "served.json", "--app-id", Self.appID], files: files)
        #expect(run.status == .success)
        #expect(run.output.contains("on every host"))
        #expect(run.errors == "")
        let forOneHost = LinkToolsFixture.run(
            ["verify", "routes.json", "served.json", "--app-id", Self.appID, "--host", "www.example.com"], files: files)
        #expect(forOneHost.status == .success)
    }

    @Test func aFileThatIsNotAnAASAFileFails() {
        var files = files
        files["served.json"] = #"{"applinks": {"details": {"appIDs": []}}}"#
        let run = LinkToolsFixture.run(["verify", "routes.json", "served.json", "--app-id", Self.appID], files: files)
        #expect(run.status == .failure)
        #expect(
            run.errors == """
                error: served.json: the file is not a valid apple-app-site-association file: "applinks.details" must be an array, found an object

                """)
    }

    @Test func aMissingFileCannotBeRead() {
        let run = LinkToolsFixture.run(["verify", "routes.json", "nope.json", "--app-id", Self.appID], files: files)
        #expect(run.status == .usage)
        #expect(run.errors.contains("error: cannot read 'nope.json'"))
    }

    @Test(arguments: [
        (["verify", "routes.json", "served.json"], "missing option '--app-id'"),
        (["verify", "routes.json", "served.json", "--app-id", "com.example.app"], "invalid app ID 'com.example.app'"),
        (["verify", "routes.json"], "missing argument <file-or-URL>"),
        (
            ["verify", "routes.json", "served.json", "--app-id", VerifyCommandTests.appID, "--host", "other.com"],
            "host 'other.com' is not among the \"hosts\" of routes.json"
        ),
        (
            ["verify", "routes.json", "ftp://example.com/x", "--app-id", VerifyCommandTests.appID],
            "'ftp://example.com/x' is not an http:// or https:// URL"
        ),
    ])
    func usageErrors(_ arguments: [String], _ message: String) {
        let run = LinkToolsFixture.run(arguments, files: files.merging(["served.json": "{}"]) { $1 })
        #expect(run.status == .usage)
        #expect(run.errors.contains("error: \(message)"), "\(run.errors)")
        #expect(run.errors.contains("usage: route-compiler verify <routes.json> <file-or-URL> --app-id"))
    }

    @Test func aSpecWithErrorsStopsTheCommand() {
        let run = LinkToolsFixture.run(
            ["verify", "routes.json", "served.json", "--app-id", Self.appID],
            files: ["routes.json": #"{"routes": {}}"#, "served.json": "{}"])
        #expect(run.status == .failure)
        #expect(run.errors.contains("routes.json:1:"))
    }
}

extension String {
    /// The string with every occurrence of `target` replaced.
    fileprivate func replacingAll(_ target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
