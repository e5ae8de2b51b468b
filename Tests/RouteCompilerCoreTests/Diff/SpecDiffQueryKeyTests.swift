import Testing

@testable import RouteCompilerCore

/// The diff on keys without a value, flags and links told apart by their keys (Specification
/// §7.10, §10.4): it samples keys alone like other keys, and a flag that stays a flag changes no
/// value.
@Suite struct SpecDiffQueryKeyTests {
    static let base = """
        {
          "schemes": ["tg"],
          "hosts": ["t.me"],
          "routes": {
            "bot": "/{bot}?start={payload}",
            "profile": {"path": "/{bot}", "query": {"direct": "flag"}}
          }
        }
        """

    private func compare(
        _ target: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SpecDiff {
        try LinkToolsFixture.diff(Self.base, target, replacement, sourceLocation: sourceLocation)
    }

    private func breaks(_ diff: SpecDiff) -> [String] {
        diff.changes(in: .breaksLinks).map { "`\($0.route ?? "")`: " + $0.message + " " + ($0.example ?? "") }
    }

    @Test func theSameSpecChangesNothing() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.base))
        #expect(SpecDiff.compare(spec, spec).changes.isEmpty)
        let urls = LinkSampler(old: spec, new: spec).samples(of: spec.routes[1], pattern: 0).map(\.url)
        #expect(urls.contains("tg://abc?direct"), "\(urls)")
        #expect(urls.contains("tg://abc"), "\(urls)")
    }

    @Test func aRouteToldApartByAnotherKeyTakesThoseLinksFromTheRouteWithout() throws {
        let diff = try compare(
            #""bot": "/{bot}?start={payload}","#,
            #""bot": "/{bot}?start={payload}", "group": "/{bot}?startgroup={payload}", "boost": "/{bot}?boost","#)
        let found = breaks(diff)
        #expect(found.count == 4, "\(found)")
        #expect(
            found.contains { $0.contains("`profile`: now opens `group`") && $0.contains("tg://abc?startgroup=") },
            "\(found)")
        #expect(
            found.contains { $0.contains("`profile`: now opens `boost`") && $0.contains("tg://abc?boost`") }, "\(found)"
        )
        // The first key decides (Specification §4.7 rule 4): start links that carry a new key
        // before start open the new route.
        #expect(
            found.contains { $0.contains("`bot`: now opens `group`") && $0.contains("tg://abc?startgroup=abc&start=") },
            "\(found)")
        #expect(
            found.contains { $0.contains("`bot`: now opens `boost`") && $0.contains("tg://abc?boost&start=") },
            "\(found)")
    }

    @Test func aKeyAloneAddedToAPatternBreaksTheLinksWithoutIt() throws {
        let diff = try compare(#""bot": "/{bot}?start={payload}","#, #""bot": "/{bot}?start={payload}&ref","#)
        // Links with start but without ref fall back to the route without keys.
        #expect(
            breaks(diff).contains { $0.contains("`bot`: now opens `profile`") && $0.contains("tg://abc?start=") },
            "\(breaks(diff))")
    }

    @Test func aFlagThatBecomesAnOptionalBoolChangesTheSwiftCase() throws {
        let diff = try compare(#""direct": "flag""#, #""direct": "bool?""#)
        #expect(!diff.changes.isEmpty)
        #expect(diff.changes.contains { $0.message.contains("direct") }, "\(diff.changes.map(\.message))")
    }
}
