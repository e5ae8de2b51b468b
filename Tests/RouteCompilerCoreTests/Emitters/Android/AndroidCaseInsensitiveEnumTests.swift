import Testing

@testable import RouteCompilerCore

/// The path patterns of case-insensitive routes whose named-enum values come before a literal
/// (Specification §10.3 rules 5 and 7): the route reads the values in any ASCII case, so a value
/// in the URL may hold the literal character after its `.*` in the other case, where
/// `PatternMatcher`, which does not backtrack, would stop.
@Suite struct AndroidCaseInsensitiveEnumTests {
    static func spec(_ types: String, _ routes: String, caseSensitive: Bool = false) throws -> RouteSpec {
        try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""schemes": ["myapp"], "hosts": ["example.com"], "caseSensitive": \#(caseSensitive), "#
                        + #""types": \#(types)"#,
                    routes: routes)))
    }

    static func paths(_ spec: RouteSpec) -> [AndroidIntentFilters.PathElement] {
        AndroidIntentFilters.filters(of: spec)[0].paths
    }

    @Test func anEnumValueInCapitalsBeforeALowercaseLiteralEndsThePattern() throws {
        let spec = try Self.spec(#"{"T": ["HOME"]}"#, #""tm": "/tm/{t:T}m/z""#)
        #expect(Self.paths(spec) == [.pathPattern("/tm/.*")])
    }

    @Test func aLowercaseEnumValueBeforeALiteralInCapitalsEndsThePattern() throws {
        // `M` as spelled, and `m` in the lowercase copy of the path.
        let spec = try Self.spec(#"{"T": ["home", "Work"]}"#, #""x": "/x/{t:T}M/z", "y": "/y/{t:T}K-{n:int}""#)
        #expect(Self.paths(spec) == [.pathPattern("/x/.*"), .pathPattern("/y/.*")])
    }

    @Test func aCaseSensitiveRouteKeepsItsNarrowPattern() throws {
        let narrow: [AndroidIntentFilters.PathElement] = [.pathPattern("/tm/.*m/z"), .pathPattern("/tm/.*m/z/")]
        #expect(try Self.paths(Self.spec(#"{"T": ["HOME"]}"#, #""tm": "/tm/{t:T}m/z""#, caseSensitive: true)) == narrow)
        let overridden = try Self.spec(#"{"T": ["HOME"]}"#, #""tm": {"path": "/tm/{t:T}m/z", "caseSensitive": true}"#)
        #expect(Self.paths(overridden) == narrow)
        // A built-in type reads the same texts in any route: `true` holds no `T`.
        #expect(
            try Self.paths(Self.spec("{}", #""e": "/e/{on:bool}T/z""#)) == [
                .pathPattern("/e/.*T/z"), .pathPattern("/e/.*T/z/"), .pathPattern("/e/.*"),
            ])
    }

    @Test(arguments: [
        "https://example.com/tm/homem/z",
        "https://example.com/tm/HOMEM/z",
        "https://example.com/tm/HomeM/z/",
        "https://example.com/x/homeM/z",
        "https://example.com/x/HOMEm/z",
        "https://example.com/x/hOmEm/z/",
        "https://example.com/y/HOMEk-1",
        "https://example.com/y/HomeK-12",
        "https://example.com/q/aXbx",
        "https://example.com/Q/AXBX",
        "myapp://tm/homem/z",
        "myapp://x/HOMEM/z",
        "myapp://q/AXBX",
    ])
    func theFiltersOpenEveryCaseOfTheValues(_ url: String) throws {
        let spec = try Self.spec(
            #"{"T": ["HOME", "work"], "U": ["aXb"]}"#,
            #""tm": "/tm/{t:T}m/z", "x": "/x/{t:T}M/z", "y": "/y/{t:T}K-{n:int}", "q": "/Q/{u:U}x""#)
        #expect(ReferenceMatcher(spec).match(url) != nil)
        #expect(AndroidIntentFilterMatcher(xml: AndroidIntentFilters.render(spec)).opens(url))
    }

    @Test func theCharacterAfterAWildcardIsItsFirstUTF16Unit() {
        // `PatternMatcher` stops at the first `e` of a decomposed `é`, which a double may hold.
        #expect(AndroidPathPattern.mayHold(.builtIn(.double), "e\u{301}"))
        #expect(!AndroidPathPattern.mayHold(.builtIn(.int), "e\u{301}"))
    }
}
