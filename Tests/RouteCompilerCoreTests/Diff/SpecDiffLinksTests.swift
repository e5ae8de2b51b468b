import Testing

@testable import RouteCompilerCore

/// The diff on with-host schemes and mixed segments (Specification §7.10 rule 2).
@Suite struct SpecDiffLinksTests {
    static let base = """
        {
          "schemes": ["myapp", {"name": "ksr", "withHost": true}],
          "hosts": ["example.com", "*.shop.example.com"],
          "routes": {
            "post": "/posts/{slug}-{id:int}",
            "file": "/files/{name}",
            "profile": {"path": "/u/@{user}", "schemes": ["ksr"]}
          }
        }
        """

    private func compare(
        _ target: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SpecDiff {
        try LinkToolsFixture.diff(Self.base, target, replacement, sourceLocation: sourceLocation)
    }

    private func breaks(_ diff: SpecDiff) -> [String] {
        diff.changes(in: .breaksLinks).map { $0.message + " " + ($0.example ?? "") }
    }

    @Test func linksUnderAWithHostSchemeAreSampledUnderEachHost() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.base))
        let sampler = LinkSampler(old: spec, new: spec)
        let origins = sampler.origins(of: spec.routes[2])
        #expect(
            origins == [
                .schemeWithHost("ksr", host: "example.com"), .schemeWithHost("ksr", host: "www.shop.example.com"),
                .schemeWithHost("ksr", host: "sample-subdomain.shop.example.com"), .host("example.com"),
                .host("www.shop.example.com"), .host("sample-subdomain.shop.example.com"),
            ])
        let urls = sampler.samples(of: spec.routes[2], pattern: 0).map(\.url)
        #expect(urls.contains("ksr://example.com/u/@abc"))
        #expect(urls.contains("ksr://example.com/u/@a-b"))
        #expect(urls.contains("ksr://example.com/u/@a%40b"))
        // The identical spec breaks nothing.
        #expect(SpecDiff.compare(spec, spec).changes.isEmpty)
    }

    @Test func aWithHostSchemeDroppedForARouteBreaksItsLinks() throws {
        let diff = try compare(#""schemes": ["ksr"]}"#, #""schemes": []}"#)
        #expect(breaks(diff).contains { $0.contains("no longer accepts `ksr://example.com` links") }, "\(breaks(diff))")
    }

    @Test func aMixedSegmentThatSplitsDifferentlyBreaksLinks() throws {
        let diff = try compare(#""post": "/posts/{slug}-{id:int}""#, #""post": "/posts/{slug}-{id}""#)
        let found = breaks(diff)
        #expect(
            found.contains {
                $0.contains("the values of `slug`, `id` change") && $0.contains("now opens `post(slug: ")
            },
            "\(found)")
    }

    @Test func aNewMixedRouteTakesLinksOfAString() throws {
        let diff = try compare(#""file": "/files/{name}","#, #""file": "/files/{name}", "json": "/files/{name}.json","#)
        let found = breaks(diff)
        #expect(found.contains { $0.contains("now opens `json`") && $0.contains("/files/abc.json") }, "\(found)")
    }

    @Test func aCaseInsensitiveRouteKeepsItsOldLinks() throws {
        let diff = try compare(
            #""file": "/files/{name}""#, #""file": {"path": "/files/{name}", "caseSensitive": false}"#)
        #expect(breaks(diff).isEmpty, "\(breaks(diff))")
    }
}
