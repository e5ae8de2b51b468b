import Testing

@testable import RouteCompilerCore

/// The route table of with-host schemes, mixed segments and case-insensitive routes (Specification
/// §7.5 rules 4 and 5).
@Suite struct RouteTableLinksTests {
    static let json = LinkToolsFixture.json(
        #""schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["www.example.com"]"#,
        routes: """
            "project": "/projects/{creator}/{slug}",
            "post": {"path": "/posts/{slug}-{id:int}", "caseSensitive": false},
            "local": {"path": "/local", "schemes": ["myapp"], "hosts": []}
            """)

    @Test func theMarkdownShowsWithHostSchemesCaseAndLinks() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let lines = RouteTable(spec).markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[2] == "| Route | Patterns | Parameters | Schemes | Hosts | Deprecated | Summary | Links |")
        #expect(
            lines[4]
                == "| `project` | `/projects/{creator}/{slug}` | `creator: string`<br>`slug: string` | `myapp`<br>`ksr`"
                + " (with host) | `www.example.com` |  |  | `https://www.example.com/projects/{creator}/{slug}`<br>"
                + "`myapp://projects/{creator}/{slug}`<br>`ksr://www.example.com/projects/{creator}/{slug}` |")
        #expect(
            lines[5].hasPrefix("| `post` | `/posts/{slug}-{id:int}` (case-insensitive) | `slug: string`<br>`id: int` |")
        )
        #expect(lines[5].hasSuffix("`ksr://www.example.com/posts/{slug}-{id}` |"))
        #expect(lines[6] == "| `local` | `/local` | — | `myapp` | — |  |  | `myapp://local` |")
    }

    @Test func withoutAWithHostSchemeThereIsNoLinksColumn() throws {
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.json(routes: #""a": "/a""#)))
        #expect(!RouteTable(spec).markdown.contains("Links"))
        #expect(RouteTable(spec).rows[0].links == ["https://example.com/a", "myapp://a"])
    }

    @Test func theJSONNamesEachSchemesKind() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let text = RouteTable(spec).render(.json)
        #expect(text.contains(#""name": "ksr",\#n          "withHost": true"#))
        #expect(text.contains(#""caseSensitive": false"#))
        #expect(text.contains(#""ksr://www.example.com/posts/{slug}-{id}""#))
    }
}
