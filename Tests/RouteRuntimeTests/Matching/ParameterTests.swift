import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §3.7, §4.4 rules 3 and 5, §4.7: whole-segment parameters of every kind, the order
/// in which a node's parameter children are tried, and backtracking.
@Suite("Parameters")
struct ParameterTests {
    static let uuid = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"

    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "types": {
            "Color": ["red", "green", "blue"],
            "Size": ["small", "x-large"],
            "Code": {"swift": "ProductCode"}
          },
          "routes": {
            "int": "/int/{n:int}",
            "double": "/double/{x:double}",
            "bool": "/bool/{b:bool}",
            "uuid": "/uuid/{id:uuid}",
            "color": "/color/{c:Color}",
            "colorCI": {"path": "/color-ci/{c:Color}", "caseSensitive": false},
            "size": "/size/{s:Size}",
            "code": "/code/{c:Code}",
            "string": "/string/{s}"
          }
        }
        """,
        appTypes: [.of(ProductCode.self)])

    private func match(_ path: String) -> String? { Self.table.match("https://example.com" + path) }

    @Test(
        "int reads -?(0|[1-9][0-9]*) within Int's range, after decoding",
        arguments: [
            ("42", 42), ("0", 0), ("-0", 0), ("-42", -42), ("%34%32", 42), ("%2D7", -7),
            ("9223372036854775807", .max), ("-9223372036854775808", .min),
        ] as [(String, Int)]
    )
    func int(text: String, value: Int) {
        #expect(match("/int/\(text)") == "int(n: \(value))")
    }

    @Test(
        "int refuses other text",
        arguments: [
            "01", "+1", "%2B1", "1.0", "1e3", "9223372036854775808", "-9223372036854775809", "0x10", "1%20", "%201",
            "١", "-", "a",
        ]
    )
    func intRefused(text: String) {
        #expect(match("/int/\(text)") == nil)
    }

    @Test(
        "double reads finite decimal text",
        arguments: [
            ("1.5", "1.5"), ("-0.25", "-0.25"), ("2", "2.0"), ("-0", "-0.0"), ("1e10", "10000000000.0"),
            ("2.5e%2B3", "2500.0"), ("2.5e+3", "2500.0"), ("1E-5", "1e-05"), ("00.5", "0.5"),
        ] as [(String, String)]
    )
    func double(text: String, printed: String) {
        #expect(match("/double/\(text)") == "double(x: \(printed))")
    }

    @Test("double refuses other text", arguments: ["1.", ".5", "inf", "nan", "1e400", "0x1p3", "+1", "1,5", "1e"])
    func doubleRefused(text: String) {
        #expect(match("/double/\(text)") == nil)
    }

    @Test(
        "bool reads true, false, 1 and 0",
        arguments: [("true", true), ("false", false), ("1", true), ("0", false), ("%74rue", true)]
    )
    func bool(text: String, value: Bool) {
        #expect(match("/bool/\(text)") == "bool(b: \(value))")
    }

    @Test("bool refuses other text", arguments: ["TRUE", "True", "yes", "no", "2", "01", "tru"])
    func boolRefused(text: String) {
        #expect(match("/bool/\(text)") == nil)
    }

    @Test("uuid reads either case and is the same value")
    func uuid() {
        #expect(match("/uuid/\(Self.uuid)") == "uuid(id: \(Self.uuid))")
        #expect(match("/uuid/\(Self.uuid.uppercased())") == "uuid(id: \(Self.uuid))")
        #expect(match("/uuid/\(Self.uuid.replacingOccurrences(of: "-", with: "%2D"))") == "uuid(id: \(Self.uuid))")
        #expect(match("/uuid/\(Self.uuid.dropLast())") == nil)
        #expect(match("/uuid/\(Self.uuid.replacingOccurrences(of: "-", with: ""))") == nil)
        #expect(match("/uuid/%7B\(Self.uuid)%7D") == nil)
    }

    @Test(
        "a named enum reads its raw values, exactly or ignoring ASCII case in a case-insensitive route",
        arguments: [
            ("/color/red", "color(c: red)"), ("/color/blue", "color(c: blue)"), ("/color/%72ed", "color(c: red)"),
            ("/color/RED", nil), ("/color/purple", nil), ("/color/re", nil), ("/color/redd", nil),
            ("/color-ci/RED", "colorCI(c: red)"), ("/color-ci/Green", "colorCI(c: green)"),
            ("/COLOR-CI/bLuE", "colorCI(c: blue)"), ("/color-ci/purple", nil), ("/size/x-large", "size(s: x-large)"),
            ("/size/x%2Dlarge", "size(s: x-large)"), ("/size/X-LARGE", nil), ("/size/red", nil),
        ] as [(String, String?)]
    )
    func namedEnum(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "an app type reads the decoded text its check accepts",
        arguments: [
            ("/code/AB12CD", "code(c: AB12CD)"), ("/code/AB%31%32CD", "code(c: AB12CD)"), ("/code/AB12C", nil),
            ("/code/AB12CDE", nil), ("/code/AB-2CD", nil), ("/code/AB%202CD", nil),
        ] as [(String, String?)]
    )
    func appType(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "a string reads any acceptable decoded text",
        arguments: [
            ("/string/a", "a"), ("/string/a%20b", "a b"), ("/string/%F0%9F%98%80", "😀"), ("/string/-", "-"),
            ("/string/%2E%2E%2E", "..."), ("/string/%C2%85", "\u{85}"),
        ] as [(String, String)]
    )
    func string(path: String, value: String) {
        #expect(match(path) == "string(s: \(quoted(value)))")
    }

    // MARK: Order and backtracking

    static let ordered = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "routes": {
            "literal": "/v/literal",
            "byInt": "/v/{n:int}",
            "byDouble": "/v/{x:double}",
            "byString": "/v/{s}",
            "stringFirst": "/w/{s}",
            "intSecond": "/w/{n:int}",
            "owner": "/files/{owner}/info",
            "ownerPath": "/files/{owner}/{path*}",
            "typed": "/t/{n:int}/x",
            "named": "/t/{s}/y",
            "literalFirst": "/lit/a/b",
            "paramSecond": "/lit/{s}/c",
            "lists": {"path": "/lists", "query": {"ids": "[int]"}},
            "search": "/search?q={q}",
            "slug": "/{slug}",
            "shop": {"path": "/shop/{id:int}", "hosts": []},
            "shopSlug": "/shop/{slug}",
            "deepTyped": "/deep/{a:int}/{b:int}/end",
            "deepString": "/deep/{a}/{b}/other",
            "all": "/{path*}"
          }
        }
        """)

    private func ordered(_ url: String) -> String? { Self.ordered.match(url) }

    @Test(
        "a literal child first, then the parameter children in precedence order",
        arguments: [
            ("/v/literal", "literal"), ("/v/42", "byInt(n: 42)"), ("/v/4.2", "byDouble(x: 4.2)"),
            ("/v/1e3", "byDouble(x: 1000.0)"), ("/v/abc", "byString(s: \"abc\")"), ("/v/-0", "byInt(n: 0)"),
            // The compiler orders a node's children by precedence, whatever order the spec lists
            // its routes in: an int declared after a string is still tried first.
            ("/w/42", "intSecond(n: 42)"), ("/w/x", "stringFirst(s: \"x\")"),
        ] as [(String, String)]
    )
    func order(path: String, expected: String) {
        #expect(ordered("https://example.com" + path) == expected)
    }

    @Test(
        "a branch that fails further right gives way to the next",
        arguments: [
            ("/files/ada/info", "owner(owner: \"ada\")"),
            ("/files/ada/info/more", "ownerPath(owner: \"ada\", path: [\"info\", \"more\"])"),
            ("/files/ada/other", "ownerPath(owner: \"ada\", path: [\"other\"])"),
            ("/t/42/x", "typed(n: 42)"), ("/t/42/y", "named(s: \"42\")"),
            ("/t/a/x", "all(path: [\"t\", \"a\", \"x\"])"),
            ("/lit/a/b", "literalFirst"), ("/lit/a/c", "paramSecond(s: \"a\")"),
            ("/deep/1/2/end", "deepTyped(a: 1, b: 2)"), ("/deep/1/2/other", "deepString(a: \"1\", b: \"2\")"),
            ("/deep/1/2/none", "all(path: [\"deep\", \"1\", \"2\", \"none\"])"),
        ] as [(String, String)]
    )
    func backtracking(path: String, expected: String) {
        #expect(ordered("https://example.com" + path) == expected)
    }

    @Test("a route that refuses the query gives way to the next, which may read the same segment")
    func backtrackingOnTheQuery() {
        #expect(ordered("myapp://lists?ids=1&ids=2") == "lists(ids: [1, 2])")
        #expect(ordered("myapp://lists?ids=x") == "slug(slug: \"lists\")")
        #expect(ordered("myapp://lists?ids=1&ids=x") == "slug(slug: \"lists\")")
        #expect(ordered("myapp://lists") == "lists(ids: [])")
        #expect(ordered("https://example.com/search?q=shoes") == "search(q: \"shoes\")")
        #expect(ordered("https://example.com/search") == "slug(slug: \"search\")")
        #expect(ordered("https://example.com/search?q=a&q=b") == "slug(slug: \"search\")")
    }

    @Test("a route that refuses the host gives way to the next")
    func backtrackingOnTheHost() {
        #expect(ordered("myapp://shop/42") == "shop(id: 42)")
        #expect(ordered("https://example.com/shop/42") == "shopSlug(slug: \"42\")")
        #expect(Self.ordered.match(path: "/shop/42") == "shop(id: 42)")
    }

    @Test("patterns ending at one node are tried in the table's order: more required query keys first")
    func endsByRequiredKeys() {
        let table = TestTable(
            """
            {
              "version": 1,
              "enum": "TestRoute",
              "hosts": ["example.com"],
              "routes": {
                "both": "/find?q={q}&page={p:int}",
                "one": {"path": "/find?q={q}", "query": {"sort": "string?"}},
                "none": "/find"
              }
            }
            """)
        #expect(table.match("https://example.com/find?q=x&page=2") == "both(q: \"x\", p: 2)")
        #expect(table.match("https://example.com/find?page=2&q=x") == "both(q: \"x\", p: 2)")
        #expect(table.match("https://example.com/find?q=x") == "one(q: \"x\", sort: nil)")
        #expect(table.match("https://example.com/find?q=x&page=abc") == "one(q: \"x\", sort: nil)")
        #expect(table.match("https://example.com/find?q=x&sort=a&sort=b") == "none")
        #expect(table.match("https://example.com/find?page=2") == "none")
        #expect(table.match("https://example.com/find") == "none")
    }

    @Test("among patterns of equal precedence, the one listed first wins")
    func firstListedWins() {
        let table = TestTable(
            """
            {
              "version": 1,
              "enum": "TestRoute",
              "schemes": ["myapp"],
              "hosts": ["example.com"],
              "routes": {
                "web": {"path": "/x/{a}", "schemes": []},
                "app": {"path": "/x/{b}", "hosts": []}
              }
            }
            """)
        #expect(table.match("https://example.com/x/1") == "web(a: \"1\")")
        #expect(table.match("myapp://x/1") == "app(b: \"1\")")
        #expect(table.match(path: "/x/1") == "web(a: \"1\")")
    }
}
