import Testing

@testable import RouteCompilerCore

/// The AASA file and the entitlement for mixed segments, case-insensitive routes and with-host
/// schemes (Specification §10.1 rules 3, 4, 5 and 9; §10.2).
@Suite struct AASALinksTests {
    static let json = LinkToolsFixture.json(
        #""schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"]"#,
        routes: """
            "profile": {"path": "/@{user}", "schemes": ["ksr"]},
            "post": "/posts/{slug}-{id:int}",
            "file": "/files/{name}.json",
            "version": {"path": "/v{major:int}.{minor:int}", "caseSensitive": false},
            "settings": {"path": "/Settings", "caseSensitive": false},
            "exact": "/Settings/exact",
            "appOnly": {"path": "/app/{x}", "schemes": ["ksr"], "hosts": ["example.com"]}
            """)

    @Test func mixedSegmentsAreTheirPiecesWithAWildcardPerParameter() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let components = AppSiteAssociation.components(of: spec)
        let paths = components.map { ($0.exclude ? "exclude " : "") + $0.path + ($0.caseSensitive ? "" : " (ci)") }
        #expect(
            paths == [
                "exclude /?*/?*/?*",
                "/posts/?*-?*",
                "/files/?*.json",
                "/files/?*.json/",
                "/Settings/exact",
                "/Settings/exact/",
                "/app/?*",
                "exclude /?*/?*",
                "/@?*",
                "/v?*.?* (ci)",
                "/Settings (ci)",
                "/Settings/ (ci)",
            ])
        #expect(components.first { $0.path == "/@?*" }?.comment == "profile: /@{user}")
    }

    @Test func aCaseInsensitiveComponentSaysSo() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let text = try AppSiteAssociation.generate(spec, appIDs: ["ABCDE12345.com.example.app"]).get()
        #expect(
            text.contains(
                """
                          {
                            "/": "/Settings",
                            "caseSensitive": false,
                            "comment": "settings: /Settings",
                            "percentEncoded": false
                          }
                """))
        // Case-sensitive components do not carry the key.
        #expect(text.components(separatedBy: "\"caseSensitive\"").count == 4)
        let matcher = try AppleComponentMatcher(json: text, appID: "ABCDE12345.com.example.app")
        #expect(matcher.claims("https://example.com/SETTINGS"))
        #expect(matcher.claims("https://example.com/V1.2"))
        #expect(!matcher.claims("https://example.com/settings/EXACT"))
    }

    @Test func componentsThatDifferOnlyInCaseSensitivityAreNotMerged() throws {
        // (Ambiguous, but the file is made from what the reader gives.)
        let spec = try #require(
            AnalysisFixture.read(
                AnalysisFixture.json(
                    #""a": {"path": "/a/{x}", "caseSensitive": false}, "b": "/a/{y}", "c": "/a/{z}""#)))
        let components = AppSiteAssociation.components(of: spec).filter { !$0.exclude }
        #expect(components.map(\.path) == ["/a/?*", "/a/?*"])
        #expect(components.map(\.caseSensitive) == [false, true])
        #expect(components.map(\.comment) == ["a: /a/{x}", "b: /a/{y}; c: /a/{z}"])
    }

    @Test func withHostSchemesAreNotInTheFileOrTheEntitlement() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let text = try AppSiteAssociation.generate(spec, appIDs: ["ABCDE12345.com.example.app"]).get()
        #expect(!text.contains("ksr"))
        #expect(!text.contains("myapp"))
        #expect(AssociatedDomainsEntitlement.entries(of: spec) == ["applinks:example.com"])
        // A route that accepts a with-host scheme and its hosts is a universal link like any other.
        #expect(text.contains("appOnly: /app/{x}"))
    }
}
