import Testing

@testable import RouteCompilerCore

/// The exclude components of a spec whose top-level `caseSensitive` is `false`: the app refuses
/// every spelling of an excluded path (Specification §3.13 rule 3), so the components ignore case
/// too (§10.1 rule 10), and an exclude whose case-insensitive form would take back a path that a
/// route opens is left out (§9.6 rule 3).
@Suite struct AASACaseInsensitiveExcludeTests {
    static let appID = "ABCDE12345.com.example.app"

    static func file(_ json: String) throws -> (spec: RouteSpec, text: String) {
        let spec = try #require(LinkToolsFixture.spec(json))
        return (spec, try AppSiteAssociation.generate(spec, appIDs: [appID]).get())
    }

    @Test func excludeComponentsIgnoreCaseWhenTheTopLevelDoes() throws {
        let (spec, text) = try Self.file(
            #"{"hosts": ["example.com"], "caseSensitive": false, "exclude": ["/Admin", "/Help/x/{rest*}"], "#
                + #""routes": {"page": "/{page}", "help": "/help/{topic}"}}"#)
        let excludes = AppSiteAssociation.components(of: spec).filter { $0.comment.hasPrefix("excluded: ") }
        #expect(excludes.map(\.path) == ["/Admin", "/Admin/", "/Help/x/?*"])
        #expect(excludes.allSatisfy { !$0.caseSensitive && $0.exclude && $0.percentEncoded })
        // The file says so, as `verify` reads it.
        let read = try AASAFileReader.components(of: Array(text.utf8), appID: Self.appID).get()
        #expect(read.prefix(3).allSatisfy { $0.exclude && !$0.caseSensitive })
    }

    @Test func excludeComponentsOfACaseSensitiveSpecCompareCase() throws {
        let (spec, _) = try Self.file(
            #"{"hosts": ["example.com"], "exclude": ["/Admin"], "#
                + #""routes": {"page": {"path": "/{page}", "caseSensitive": false}}}"#)
        let excludes = AppSiteAssociation.components(of: spec).filter { $0.comment.hasPrefix("excluded: ") }
        #expect(excludes.map(\.path) == ["/Admin", "/Admin/"])
        #expect(excludes.allSatisfy { $0.caseSensitive })
    }

    @Test(arguments: [
        ("https://example.com/admin", false),
        ("https://example.com/ADMIN/", false),
        ("https://example.com/Admin", false),
        ("https://example.com/aDmIn?x=1", false),
        ("https://example.com/help/a/b", false),
        ("https://example.com/other", true),
        ("https://example.com/administration", true),
    ])
    func everySpellingOfAnExcludedPathStaysOnTheWeb(_ url: String, _ opens: Bool) throws {
        let (spec, text) = try Self.file(
            #"{"hosts": ["example.com"], "caseSensitive": false, "exclude": ["/Admin", "/HELP/{rest*}"], "#
                + #""routes": {"page": "/{page}", "pair": "/{a}/{b}"}}"#)
        let reference = ReferenceMatcher(spec)
        #expect((reference.match(url) != nil) == opens)
        #expect((reference.exclusion(of: url) == nil) == opens)
        // Apple's rules, as the tests read them and as `verify` evaluates them.
        #expect(try AppleComponentMatcher(json: text, appID: Self.appID).claims(url) == opens)
        let components = try AASAFileReader.components(of: Array(text.utf8), appID: Self.appID).get()
        #expect(AppleComponentRules.claims(components, url) == opens)
    }

    @Test(arguments: [
        // The route's literal in another case than the exclude's.
        (#""a": "/Admin/{name}""#, "/admin/{id:int}", "https://example.com/Admin/abc"),
        // A route that compares case: only the case-insensitive component reaches it.
        (#""a": {"path": "/Admin/{name}", "caseSensitive": true}"#, "/admin/{id:int}", "https://example.com/Admin/abc"),
        // An enum value that the component's literal matches in another case.
        (#""a": {"path": "/{t:T}/{name}", "caseSensitive": true}"#, "/home/{id:int}", "https://example.com/HOME/abc"),
        // A mixed segment's literal piece.
        (#""a": "/v-{name}/x""#, "/V-{id:int}/x", "https://example.com/V-x/x"),
    ])
    func anExcludeWhoseCaseInsensitiveFormTakesBackARoutesPathIsLeftOut(
        _ route: String, _ exclude: String, _ url: String
    ) throws {
        let json =
            #"{"hosts": ["example.com"], "caseSensitive": false, "types": {"T": ["HOME"]}, "#
            + #""exclude": ["\#(exclude)"], "routes": {\#(route)}}"#
        let (spec, text) = try Self.file(json)
        #expect(ReferenceMatcher(spec).match(url)?.routeName == "a")
        #expect(!AppSiteAssociation.components(of: spec).contains { $0.comment.hasPrefix("excluded: ") })
        #expect(try AppleComponentMatcher(json: text, appID: Self.appID).claims(url))
        let overreach = try #require(ExcludeOverlap.linkFileOverreach(of: spec.excludes[0], in: spec))
        #expect("https://example.com/" + overreach.segments.joined(separator: "/") == url)
        let warnings = RouteCompiler.check(Array(json.utf8)).diagnostics.map(\.message)
        let leftOut = "is left out of the apple-app-site-association file"
        #expect(warnings.contains { $0.contains(leftOut) && $0.contains(url) })
    }

    @Test func anExcludeThatOnlyTakesBackWhatItExcludesStays() throws {
        let (spec, text) = try Self.file(
            #"{"hosts": ["example.com"], "caseSensitive": false, "exclude": ["/Admin/Secret"], "#
                + #""routes": {"a": "/admin/{name}", "b": "/{x}"}}"#)
        #expect(ExcludeOverlap.linkFileOverreach(of: spec.excludes[0], in: spec) == nil)
        #expect(AppSiteAssociation.components(of: spec).first?.path == "/Admin/Secret")
        let matcher = try AppleComponentMatcher(json: text, appID: Self.appID)
        #expect(!matcher.claims("https://example.com/admin/SECRET"))
        #expect(matcher.claims("https://example.com/admin/abc"))
        #expect(matcher.claims("https://example.com/abc"))
    }
}
