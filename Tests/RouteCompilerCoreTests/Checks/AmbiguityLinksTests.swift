import Testing

@testable import RouteCompilerCore

/// The checks on mixed segments, case and with-host schemes (Specification §4.7, §4.8, §9.2–§9.5).
@Suite struct AmbiguityLinksTests {
    private typealias Fixture = AnalysisFixture

    @discardableResult
    private func diagnostics(
        _ json: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> [Diagnostic]
    {
        let diagnostics = Fixture.check(json)
        #expect(diagnostics.count == count, "\(Fixture.lines(diagnostics))", sourceLocation: sourceLocation)
        return diagnostics
    }

    // MARK: Mixed segments

    @Test func mixedSegmentsWithAsManyLiteralCharactersThatReadOneTextAreAmbiguous() {
        let json = Fixture.json(#""dash": "/{a}-{b}", "dot": "/{x}.{y}""#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .error, at: Fixture.locate(#""/{x}.{y}""#, in: json),
            [
                "ambiguous: 'dash' ('/{a}-{b}') and 'dot' ('/{x}.{y}') both match https://example.com/x-.x with equal"
                    + " precedence; at segment 1, '{a}-{b}' and '{x}.{y}' both read 'x-.x', and mixed segments with as"
                    + " many literal characters (1 literal character each) rank equally"
            ])
        #expect(found.first?.notes.first?.position == Fixture.locate(#""/{a}-{b}""#, in: json))
    }

    @Test func theWitnessOfAMixedTieReadsAsBothTypes() {
        let json = Fixture.json(#""a": "/p/{a}-{b:int}", "b": "/p/{x:int}-{y}""#)
        let found = diagnostics(json, count: 1)
        #expect(
            found.first?.message.contains("both match https://example.com/p/0-0") == true, "\(Fixture.lines(found))")
        // The witness opens both, by the reference matcher.
        let spec = Fixture.read(json)!
        let matcher = ReferenceMatcher(spec)
        #expect(
            matcher.attempt(route: 0, on: "https://example.com/p/0-0").map {
                if case .matched = $0 { true } else { false }
            } == true)
        #expect(
            matcher.attempt(route: 1, on: "https://example.com/p/0-0").map {
                if case .matched = $0 { true } else { false }
            } == true)
    }

    @Test func mixedSegmentsThatReadNoCommonTextAreNot() {
        diagnostics(Fixture.json(#""a": "/p/{a:int}-x", "b": "/p/{b:int}-y""#), count: 0)
        diagnostics(Fixture.json(#""a": "/p/a{a:int}", "b": "/p/{b:bool}b""#), count: 0)
        diagnostics(Fixture.json(#""a": "/p/v{a:int}", "b": "/p/v{b:uuid}""#), count: 0)
    }

    @Test func moreLiteralCharactersDecide() {
        diagnostics(Fixture.json(#""short": "/d/{a}.{b}", "long": "/d/{a}.tar.{b}""#), count: 0)
    }

    @Test func mixedSegmentsOfTheSameShapeHaveTheSamePath() {
        let json = Fixture.json(#""a": "/p/{slug}-{id:int}", "b": "/p/{name}-{n:int}""#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("the paths have the same shape") == true, "\(Fixture.lines(found))")
        #expect(found.first?.message.contains("https://example.com/p/x-1") == true, "\(Fixture.lines(found))")
    }

    @Test func aMixedTieBelowIsFoundAfterAnEqualPrefix() {
        let json = Fixture.json(#""a": "/p/{v}/x{a}", "b": "/p/{w}/{b}x""#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("https://example.com/p/x/xx") == true, "\(Fixture.lines(found))")
    }

    // MARK: Literals and case

    @Test func literalsThatDifferInCaseCollideInTheHostPosition() {
        let json = Fixture.json(#""upper": "/Settings", "lower": "/settings""#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .error, at: Fixture.locate(#""/settings""#, in: json),
            [
                "ambiguous: 'upper' ('/Settings') and 'lower' ('/settings') both match myapp://settings",
                "the first segment of a host-first custom-scheme URL is its host",
            ])
    }

    @Test func withoutAHostFirstSchemeTheyOnlyWarn() {
        let json = Fixture.json(#""upper": {"path": "/Settings", "schemes": []}, "lower": "/settings""#)
        let found = diagnostics(json, count: 1)
        let pattern = Fixture.locate(#""/settings""#, in: json)
        Fixture.expect(
            found.first, .warning, at: SourcePosition(line: pattern.line, column: pattern.column + 2),
            ["differs only in case from 'Settings'", "paths compare case-sensitively"])
        // Only the first segment is the host.
        let deeper = Fixture.json(#""upper": "/x/Settings", "lower": "/x/settings""#)
        #expect(diagnostics(deeper, count: 1).first?.severity == .warning)
    }

    @Test func patternsThatPartBelowTheHostOnlyWarn() {
        let json = Fixture.json(#""upper": "/Settings/a", "lower": "/settings/b""#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.severity == .warning, "\(Fixture.lines(found))")
    }

    @Test func caseInsensitiveRoutesShareTheirLiterals() {
        let json = Fixture.json(
            #""upper": {"path": "/Settings", "schemes": [], "caseSensitive": false},"#
                + #" "lower": {"path": "/settings", "schemes": [], "caseSensitive": false}"#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("the paths have the same shape") == true, "\(Fixture.lines(found))")
        #expect(found.first?.message.contains("https://example.com/settings") == true)
    }

    @Test func aCaseInsensitiveLiteralTiesWithACaseSensitiveOne() {
        let json = Fixture.json(
            #""a": {"path": "/x/Settings", "caseSensitive": false}, "b": "/x/settings""#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .error, at: Fixture.locate(#""/x/settings""#, in: json),
            [
                "both match https://example.com/x/settings",
                "route 'a' compares literals ignoring case (\"caseSensitive\": false) and route 'b' does not",
            ])
        // Apart further down, they are not.
        diagnostics(Fixture.json(#""a": {"path": "/x/a", "caseSensitive": false}, "b": "/x/b""#), count: 0)
    }

    @Test func caseInsensitiveEnumsTieWithCaseSensitiveOnes() {
        let json = AnalysisFixture.json(
            #""a": {"path": "/t/{t:Tab}", "caseSensitive": false}, "b": "/t/{u:Tab}""#,
            topLevel: #""schemes": ["myapp"], "hosts": ["example.com"], "types": {"Tab": ["home"]}"#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("https://example.com/t/home") == true, "\(Fixture.lines(found))")
    }

    // MARK: With-host schemes

    @Test func aWitnessUnderAWithHostSchemeNamesTheHost() {
        let json = AnalysisFixture.json(
            #""a": {"path": "/a/{x}", "schemes": ["ksr"], "hosts": ["example.com"]},"#
                + #" "b": {"path": "/a/{y}", "schemes": ["ksr"], "hosts": ["example.com"]}"#,
            topLevel: #""schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"]"#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("both match https://example.com/a/x") == true)
        let onlyScheme = AnalysisFixture.json(
            #""a": {"path": "/a/{x}", "schemes": ["ksr"]}, "b": {"path": "/a/{y}", "schemes": ["ksr"]}"#,
            topLevel: #""schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"]"#)
        #expect(diagnostics(onlyScheme, count: 1).first?.message.contains("https://example.com/a/x") == true)
    }

    // MARK: Shadowing

    @Test func aTypedParameterBesideAMixedSiblingLosesItsValues() {
        let json = Fixture.json(#""n": "/n/{x:double}", "version": "/n/{major:int}.{minor:int}""#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .warning, at: Fixture.locate("{x:double}", in: json),
            [
                "'{x:double}' of route 'n' never reads '0.0': 'version' ('/n/{major:int}.{minor:int}') matches"
                    + " https://example.com/n/0.0 first, since a mixed segment takes precedence over a typed parameter"
            ])
        // A bool loses each value a mixed sibling reads, one warning each.
        let bools = diagnostics(Fixture.json(#""f": "/f/{on:bool}", "g": "/f/t{rest}""#), count: 1)
        #expect(bools.first?.message.contains("'{on:bool}' of route 'f' never reads 'true'") == true)
    }

    @Test func aMixedSegmentBesideALiteralItReadsLosesThoseValues() {
        let json = Fixture.json(#""latest": "/v1.0", "version": "/v{major:int}.{minor:int}""#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .warning, at: Fixture.locate("v{major", in: json),
            ["'v{major:int}.{minor:int}' of route 'version' never reads 'v1.0'", "https://example.com/v1.0"])
        // Not when the literal is not how the values are written, nor beside a string.
        diagnostics(Fixture.json(#""latest": "/v01.0", "version": "/v{major:int}.{minor:int}""#), count: 0)
        diagnostics(Fixture.json(#""new": "/posts/new-1", "post": "/posts/{slug}-{id:int}""#), count: 0)
    }

    @Test func anEnumValueLosesToALiteralInTheHostPosition() {
        let json = AnalysisFixture.json(
            #""settings": "/Settings", "tab": "/{tab:Tab}""#,
            topLevel: #""schemes": ["myapp"], "hosts": ["example.com"], "types": {"Tab": ["settings", "home"]}"#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .warning, at: Fixture.locate("{tab:Tab}", in: json),
            ["'{tab:Tab}' of route 'tab' never reads 'settings'", "myapp://settings first"])
    }
}
