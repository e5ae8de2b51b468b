import Testing

@testable import RouteCompilerCore

private typealias F = SpecReaderFixture

/// `"caseSensitive"` (Specification §3.9, §3.4 rule 9).
@Suite struct SpecReaderCaseSensitivityTests {
    @Test func routesAreCaseSensitiveByDefault() throws {
        let spec = try #require(F.valid(F.routeDocument(#""/a""#)))
        #expect(spec.isCaseSensitive)
        #expect(spec.routes[0].isCaseSensitive)
    }

    @Test func theTopLevelValueIsEveryRoutesDefaultAndARouteOverridesIt() throws {
        let spec = try #require(
            F.valid(
                #"{"schemes": ["myapp"], "caseSensitive": false, "routes": {"a": "/a", "b": {"path": "/b"},"#
                    + #" "c": {"path": "/c", "caseSensitive": true}}}"#))
        #expect(!spec.isCaseSensitive)
        #expect(spec.routes.map(\.isCaseSensitive) == [false, false, true])
        let own = try #require(
            F.valid(F.routeDocument(#"{"path": "/a", "caseSensitive": false}"#))?.routes.first)
        #expect(!own.isCaseSensitive)
    }

    @Test func caseSensitiveIsABoolean() {
        let message = F.singleError(#"{"schemes": ["myapp"], "caseSensitive": "no", "routes": {"r": "/"}}"#, column: 41)
        #expect(
            message
                == "\"caseSensitive\" must be true or false, found a string; write \"caseSensitive\": false to compare"
                + " literals and enum values ignoring ASCII case")
        F.routeError(
            #"{"path": "/a", "caseSensitive": 0}"#, at: 32,
            #""caseSensitive" of route 'r' must be true or false, found a number"#)
    }

    @Test func anUnknownKeySuggestsCaseSensitive() {
        F.routeError(
            #"{"path": "/a", "casesensitive": false}"#, at: 15, "did you mean 'caseSensitive'?")
    }

    @Test func anEnumOfACaseInsensitiveRouteMustNotHaveValuesEqualIgnoringCase() throws {
        let types = #""types": {"Mode": ["light", "dark", "lIght"]}"#
        let json =
            #"{"schemes": ["myapp"], \#(types), "routes": {"#
            + #""a": {"path": "/a/{m:Mode}", "caseSensitive": false}, "b": {"path": "/b", "query": {"m": "Mode?"},"#
            + #" "caseSensitive": false}}}"#
        let (spec, diagnostics) = F.read(json)
        #expect(spec == nil)
        // Once, at the later raw value, with a note at the first route's parameter.
        #expect(diagnostics.count == 1, "\(F.describe(diagnostics))")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.position == SourcePosition(line: 1, column: F.column(of: "\"lIght\"", in: json)))
        #expect(
            diagnostic.message
                == "raw values 'light' and 'lIght' of 'Mode' differ only in case, but route 'a' reads 'Mode' ignoring"
                + " case (\"caseSensitive\": false), so it could not tell them apart; rename one of them, or make the"
                + " route case-sensitive")
        #expect(diagnostic.notes.first?.position == SourcePosition(line: 1, column: F.column(of: "{m:Mode}", in: json)))
        // Case-sensitive routes may use it.
        F.valid(#"{"schemes": ["myapp"], \#(types), "routes": {"a": "/a/{m:Mode}"}}"#)
    }
}
