import Testing

@testable import RouteCompilerCore

/// The route table's *Parent* and *Metadata* columns, the metadata declarations and the
/// environment (Specification §7.5).
@Suite struct RouteTableAppTests {
    static let json = LinkToolsFixture.json(
        #""schemes": ["myapp"], "hosts": ["example.com"], "types": {"Tier": ["free", "gold"]},"#
            + #" "metadata": {"requiresLogin": "bool = false", "screen": "string?", "tier": "Tier = free","#
            + #" "weight": "double = 1"},"#
            + #" "environments": {"staging": {"condition": "STAGING", "hosts": ["staging.example.com"]}}"#,
        routes: #""home": "/", "#
            + #""product": {"path": "/products/{id:int}", "metadata": {"screen": "product", "weight": 2.5}},"#
            + #" "reviews": {"path": "/products/{id:int}/reviews", "parent": "product","#
            + #" "metadata": {"requiresLogin": true, "tier": "gold"}}"#)

    @Test func markdownShowsParentsOwnMetadataAndDeclarations() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let lines = RouteTable(spec).markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines[2] == "| Route | Patterns | Parameters | Schemes | Hosts | Deprecated | Summary | Parent | Metadata |"
        )
        #expect(lines[3] == "| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
        #expect(lines[4] == "| `home` | `/` | — | `myapp` | `example.com` |  |  | — | — |")
        #expect(
            lines[5]
                == #"| `product` | `/products/{id:int}` | `id: int` | `myapp` | `example.com` |  |  | — | `screen: "product"`<br>`weight: 2.5` |"#
        )
        #expect(
            lines[6]
                == "| `reviews` | `/products/{id:int}/reviews` | `id: int` | `myapp` | `example.com` |  |  | `product` |"
                + " `requiresLogin: true`<br>`tier: \"gold\"` |")
        let declarations = lines.drop { $0 != "| Metadata | Declaration |" }
        #expect(
            Array(declarations) == [
                "| Metadata | Declaration |", "| --- | --- |", "| `requiresLogin` | `bool = false` |",
                "| `screen` | `string?` |", "| `tier` | `Tier = free` |", "| `weight` | `double = 1.0` |", "",
            ])
    }

    @Test func withoutParentsOrMetadataTheColumnsAreLeftOut() throws {
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.json(routes: #""home": "/""#)))
        let markdown = RouteTable(spec).markdown
        #expect(markdown.contains("| Route | Patterns | Parameters | Schemes | Hosts | Deprecated | Summary |\n"))
        #expect(!markdown.contains("Metadata"))
    }

    @Test func jsonHasEveryValueAndTheDeclarations() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let table = RouteTable(spec)
        guard case .object(let members) = table.json,
            case .array(let routes)? = members.first(where: { $0.key == "routes" })?.value
        else {
            Issue.record("no routes")
            return
        }
        guard case .object(let reviews) = routes[2] else { return }
        #expect(reviews.first { $0.key == "parent" }?.value == .string("product"))
        #expect(
            reviews.first { $0.key == "metadata" }?.value
                == .object([
                    ("requiresLogin", .bool(true)), ("screen", .null), ("tier", .string("gold")),
                    ("weight", .number("1.0")),
                ]))
        let rendered = table.render(.json)
        #expect(
            rendered.contains(
                #"""
                  "metadata": [
                    {
                      "name": "requiresLogin",
                      "type": "bool",
                      "optional": false,
                      "default": false
                    },
                    {
                      "name": "screen",
                      "type": "string",
                      "optional": true,
                      "default": null
                    },
                """#))
        #expect(rendered.hasSuffix("  \"environment\": null,\n  \"exclude\": []\n}\n"))
    }

    @Test func anEnvironmentShowsItsHosts() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let staging = try #require(spec.resolving(environment: "staging"))
        let table = RouteTable(staging, environment: spec.environment(named: "staging"))
        #expect(table.rows[0].hosts == ["staging.example.com"])
        let lines = table.markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[2] == "Hosts and schemes of the environment `staging` (`#if STAGING`).")
        #expect(table.render(.json).contains(#""environment": {"#))
    }
}
