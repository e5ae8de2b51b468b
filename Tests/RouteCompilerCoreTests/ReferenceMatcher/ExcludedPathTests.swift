import Testing

@testable import RouteCompilerCore

/// Excluded paths in the reference matcher, `match` and `diff` (Specification §4.10).
@Suite struct ExcludedPathTests {
    static let json = LinkToolsFixture.json(
        #""schemes": ["myapp"], "hosts": ["example.com"], "exclude": ["/account/delete", "/admin/{rest*}", "/p/{id:int}/edit"]"#,
        routes: """
            "account": "/account/{page}",
            "admin": "/{section}/{page}",
            "edit": "/p/{slug}/edit",
            "search": {"path": "/search", "query": {"q": "string?"}}
            """)

    static var matcher: ReferenceMatcher {
        get throws { ReferenceMatcher(try #require(LinkToolsFixture.spec(json))) }
    }

    @Test(arguments: [
        ("https://example.com/account/delete", "/account/delete"),
        ("https://example.com/account/delete/", "/account/delete"),
        ("https://example.com/account/delete?confirm=1#top", "/account/delete"),
        ("https://example.com/account/d%65lete", "/account/delete"),
        ("myapp://account/delete", "/account/delete"),
        ("myapp:///account/delete", "/account/delete"),
        ("https://example.com/admin/users", "/admin/{rest*}"),
        ("myapp://admin/a/b/c", "/admin/{rest*}"),
        ("https://example.com/p/42/edit", "/p/{id:int}/edit"),
        ("https://example.com/p/-0/edit", "/p/{id:int}/edit"),
    ])
    func anExcludedPathOpensNoRoute(_ url: String, _ exclude: String) throws {
        let matcher = try Self.matcher
        #expect(matcher.match(url) == nil)
        #expect(matcher.exclusion(of: url)?.text == exclude)
        let explanation = matcher.explain(url)
        #expect(explanation.reason == "the path is excluded by '\(exclude)'")
        guard case .excluded(let pattern, _) = explanation.outcome else {
            Issue.record("\(explanation)")
            return
        }
        #expect(pattern == exclude)
    }

    @Test(arguments: [
        ("https://example.com/account/settings", "account"),
        ("https://example.com/account/Delete", "account"),
        ("https://example.com/admin", "search"),
        ("https://example.com/p/abc/edit", "edit"),
        ("https://example.com/other/page", "admin"),
    ])
    func pathsAroundAnExcludeStillOpen(_ url: String, _ route: String) throws {
        let matcher = try Self.matcher
        #expect(matcher.exclusion(of: url) == nil)
        if route == "search" {
            #expect(matcher.match(url) == nil)  // one segment: no route, and no exclusion either
        } else {
            #expect(matcher.match(url)?.routeName == route)
        }
    }

    @Test func otherRefusalsComeFirst() throws {
        let matcher = try Self.matcher
        #expect(matcher.explain("https://other.com/account/delete").reason?.contains("the host 'other.com'") == true)
        #expect(matcher.explain("ftp://example.com/account/delete").reason?.contains("scheme 'ftp'") == true)
        #expect(matcher.explain("https://example.com/admin//x").reason?.contains("empty") == true)
    }

    @Test func matchNamesTheExcludeAndWhereItIs() {
        let run = LinkToolsFixture.run(
            ["match", "routes.json", "https://example.com/admin/users"], files: ["routes.json": Self.json])
        #expect(run.status == .failure)
        #expect(
            run.output == """
                https://example.com/admin/users
                  opens no route: the path is excluded by '/admin/{rest*}' (routes.json:1:81)

                """)
    }

    @Test func anExampleThatIsExcludedIsAnError() {
        let json = LinkToolsFixture.json(
            #""hosts": ["example.com"], "exclude": ["/a/b"]"#,
            routes: #""a": {"path": "/a/{x}", "examples": ["https://example.com/a/b"]}"#)
        let output = RouteCompiler.check(Array(json.utf8))
        #expect(
            output.diagnostics.map(\.message) == [
                "example 'https://example.com/a/b' of route 'a' does not match: the path is excluded by '/a/b'; fix the"
                    + " example or the patterns"
            ])
    }

    @Test func diffReportsLinksThatANewExcludeTakes() {
        let old = LinkToolsFixture.json(#""hosts": ["example.com"]"#, routes: #""page": "/pages/{slug}""#)
        let new = LinkToolsFixture.json(
            #""hosts": ["example.com"], "exclude": ["/pages/abc"]"#, routes: #""page": "/pages/{slug}""#)
        let run = LinkToolsFixture.run(["diff", "old.json", "new.json"], files: ["old.json": old, "new.json": new])
        #expect(run.status == .failure)
        #expect(run.output.contains("its path is now excluded by `/pages/abc`"), "\(run.output)")
    }
}
