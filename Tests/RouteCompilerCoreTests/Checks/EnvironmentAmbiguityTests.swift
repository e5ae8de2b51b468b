import Testing

@testable import RouteCompilerCore

/// Specification §9.2 rule 7: ties are looked for in the default environment and in each other
/// environment.
@Suite struct EnvironmentAmbiguityTests {
    private typealias Fixture = AnalysisFixture

    static let topLevel =
        #""hosts": ["a.example.com", "*.b.example.com", "c.example.com"], "environments": {"staging":"#
        + #" {"condition": "STAGING", "hosts": ["x.b.example.com", "*.b.example.com", "c2.example.com"]}}"#

    @Test func aTieThatOnlyAnEnvironmentMakesNamesIt() throws {
        let json = Fixture.json(
            #""p": {"path": "/p", "hosts": ["a.example.com"]}, "q": {"path": "/p", "hosts": ["*.b.example.com", "c.example.com"]}"#,
            topLevel: Self.topLevel)
        let diagnostics = Fixture.check(json)
        #expect(diagnostics.count == 1, "\(Fixture.lines(diagnostics))")
        Fixture.expect(
            diagnostics.first, .error, at: Fixture.locate(#""/p""#, occurrence: 2, in: json),
            ["in environment 'staging': ambiguous: 'p' ('/p') and 'q' ('/p') both match https://x.b.example.com/p"])
        #expect(diagnostics.first?.notes.map(\.position) == [Fixture.locate(#""/p""#, in: json)])
    }

    @Test func aTieOfEveryEnvironmentIsReportedOnce() throws {
        let json = Fixture.json(#""p": "/p/{a}", "q": "/p/{b}""#, topLevel: Self.topLevel)
        let diagnostics = Fixture.check(json)
        #expect(diagnostics.count == 1, "\(Fixture.lines(diagnostics))")
        #expect(diagnostics.first?.message.hasPrefix("ambiguous: 'p'") == true, "\(Fixture.lines(diagnostics))")
    }
}
