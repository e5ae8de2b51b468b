import Testing

@testable import RouteCompilerCore

@Suite struct RouteTableTests {
    @Test func rowsInDeclarationOrder() throws {
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        let table = RouteTable(spec)
        #expect(table.enumName == "AppRoute")
        #expect(
            table.rows.map(\.name) == [
                "home", "settings", "product", "detail", "profile", "order", "tab", "search", "help",
            ])
        let product = try #require(table.rows.first { $0.name == "product" })
        #expect(product.patterns == ["/products/{id:int}", "/product?id={id:int}"])
        #expect(product.parameters.map(\.typeExpression) == ["int", "string?"])
        #expect(product.schemes == ["myapp"])
        #expect(product.hosts == ["example.com", "www.example.com"])
        #expect(product.summary == "A product page.")
        let detail = try #require(table.rows.first { $0.name == "detail" })
        #expect(detail.hosts == [])
        #expect(detail.deprecated == "use product(id:) instead")
        let search = try #require(table.rows.first { $0.name == "search" })
        #expect(
            search.parameters.map { "\($0.name): \($0.typeExpression) \(RouteTable.kindName(of: $0))" } == [
                "q: string requiredQuery", "page: int = 1 defaulted", "sort: SortOrder = newest defaulted",
                "tags: [string] list",
            ])
        let help = try #require(table.rows.first { $0.name == "help" })
        #expect(
            help.parameters.map { "\($0.name): \($0.type) \(RouteTable.kindName(of: $0)) \($0.defaultLiteral ?? "-")" }
                == ["topic: string catchAll -"])
        #expect(table.types.map(\.name) == ["Tab", "SortOrder"])
    }

    @Test func markdown() throws {
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        let lines = RouteTable(spec).markdown.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "### Routes of `AppRoute`")
        #expect(lines[2] == "| Route | Patterns | Parameters | Schemes | Hosts | Deprecated | Summary |")
        #expect(
            lines[6]
                == "| `product` | `/products/{id:int}`<br>`/product?id={id:int}` | `id: int`<br>`ref: string?` (query)"
                + " | `myapp` | `example.com`<br>`www.example.com` |  | A product page. |")
        #expect(
            lines[7]
                == "| `detail` | `/detail?id={id:int}` | `id: int` | `myapp` | — | use product(id:) instead"
                + " |  |")
        #expect(
            lines.contains(
                "| `help` | `/help/{topic*}` | `topic: [string]` (rest of path) | `myapp`"
                    + " | `example.com`<br>`www.example.com` |  |  |"
            ))
        #expect(lines.contains("| `Tab` | `home`, `search`, `profile` |"))
        #expect(lines.last == "")
    }

    @Test func markdownCellsAreEscaped() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    routes: #""a": {"path": "/a|b/`x`", "summary": "Pipes | and <b>tags</b> and *stars*"}"#)))
        let markdown = RouteTable(spec).markdown
        #expect(markdown.contains("`` /a\\|b/`x` ``"))
        #expect(markdown.contains("Pipes \\| and \\<b\\>tags\\</b\\> and \\*stars\\*"))
    }

    @Test func json() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""schemes": ["myapp"], "hosts": ["example.com"], "#
                        + #""types": {"T": ["a", "b"], "S": {"swift": "Sku"}}"#,
                    routes: """
                        "item": {"path": "/items/{id:int}/{t:T}", "query": {"n": "int = 2"}, "summary": "An item."},
                        "old": {"path": "/old/{rest*}", "hosts": [], "deprecated": "gone"}
                        """)))
        #expect(
            RouteTable(spec).render(.json) == """
                {
                  "enum": "Route",
                  "routes": [
                    {
                      "name": "item",
                      "patterns": [
                        "/items/{id:int}/{t:T}"
                      ],
                      "parameters": [
                        {
                          "name": "id",
                          "type": "int",
                          "kind": "required"
                        },
                        {
                          "name": "t",
                          "type": "T",
                          "kind": "required"
                        },
                        {
                          "name": "n",
                          "type": "int",
                          "kind": "defaulted",
                          "default": "2"
                        }
                      ],
                      "schemes": [
                        {
                          "name": "myapp",
                          "withHost": false
                        }
                      ],
                      "hosts": [
                        "example.com"
                      ],
                      "deprecated": null,
                      "summary": "An item.",
                      "caseSensitive": true,
                      "links": [
                        "https://example.com/items/{id}/{t}",
                        "myapp://items/{id}/{t}"
                      ],
                      "parent": null,
                      "metadata": {}
                    },
                    {
                      "name": "old",
                      "patterns": [
                        "/old/{rest*}"
                      ],
                      "parameters": [
                        {
                          "name": "rest",
                          "type": "string",
                          "kind": "catchAll"
                        }
                      ],
                      "schemes": [
                        {
                          "name": "myapp",
                          "withHost": false
                        }
                      ],
                      "hosts": [],
                      "deprecated": "gone",
                      "summary": null,
                      "caseSensitive": true,
                      "links": [
                        "myapp://old/{rest*}"
                      ],
                      "parent": null,
                      "metadata": {}
                    }
                  ],
                  "types": [
                    {
                      "name": "T",
                      "values": [
                        "a",
                        "b"
                      ]
                    },
                    {
                      "name": "S",
                      "swift": "Sku"
                    }
                  ],
                  "metadata": [],
                  "environment": null,
                  "exclude": []
                }

                """)
    }

    @Test func theJSONWriterEscapesStrings() {
        #expect(JSONWriter.quoted("a\"b\\c\nd\te\u{1}/é") == #""a\"b\\c\nd\te\u0001/é""#)
        #expect(JSONWriter.write(.object([])) == "{}\n")
        #expect(JSONWriter.write(.array([])) == "[]\n")
        #expect(
            JSONWriter.write(.object([("b", .int(-1)), ("a", .bool(false))]), sortingKeys: true)
                == "{\n  \"a\": false,\n  \"b\": -1\n}\n")
    }
}
