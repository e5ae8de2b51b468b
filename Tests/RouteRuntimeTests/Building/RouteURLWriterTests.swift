import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §5.1 and §5.2: the URLs `url` and `url(scheme:)` build.
@Suite("Building URLs")
struct RouteURLWriterTests {
    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    // `appOnly` lists its schemes: the compiler refuses a route that accepts the with-host scheme
    // `ksr` and no host.
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp", {"name": "ksr", "withHost": true}, "Other"],
          "hosts": ["*.shop.example.com", "example.com", "www.example.com"],
          "types": {"Sort": ["newest", "price-low"]},
          "routes": {
            "home": {"path": "/", "query": {"ref": "string?"}},
            "product": {"paths": ["/products/{id:int}", "/product?id={id:int}"], "query": {"ref": "string?"}},
            "webOnly": {"path": "/web/{slug}", "schemes": []},
            "appOnly": {"path": "/app", "schemes": ["myapp", "Other"], "hosts": []},
            "wwwFirst": {"path": "/www", "hosts": ["www.example.com", "example.com"]},
            "wildcardOnly": {"path": "/wild", "schemes": ["myapp"], "hosts": ["*.shop.example.com"]},
            "ksrOnly": {"path": "/k", "schemes": ["ksr"]},
            "search": {
              "path": "/search",
              "query": {
                "q": "string", "page": "int = 1", "sort": "Sort = newest", "tags": "[string]", "ratio": "double = 0",
                "flag": "bool = 0", "id": "uuid = E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
              }
            },
            "zeroes": {"path": "/zeroes", "query": {"n": "int = -0", "x": "double = 0"}},
            "help": "/help/{topic*}",
            "post": "/posts/{slug}-{id:int}",
            "at": {"path": "/@{user}", "schemes": []},
            "plus": "/plus/{a}+{b}",
            "text": "/t/{s}",
            "named": "/{name}/profile",
            "literal": "/café/a:b@c/x&y=z+1",
            "bound": {"path": "/bound/{y:int}?k={x}&n={z:int}", "query": {"extra": "string?"}},
            "keyed": "/keyed?a+b={x}&café={y}"
          }
        }
        """)

    private func url(_ value: RouteValue, _ scheme: String? = nil) -> String? { Self.table.url(value, scheme: scheme) }

    /// `search(q:)` with the given values, the others at their defaults.
    private func search(
        _ q: String, page: Int = 1, sort: String = "newest", tags: [String] = [], ratio: Double = 0,
        flag: Bool = false, id: UUID = uuid
    ) -> RouteValue {
        RouteValue(
            "search", .value(q), .value(page), .value(RawValue(sort)), .list(tags), .value(ratio), .value(flag),
            .value(id))
    }

    // MARK: Origins

    @Test("the canonical URL is under https and the first concrete host, else under the first scheme")
    func canonicalOrigin() {
        #expect(url(RouteValue("product", .value(42), .absent)) == "https://example.com/products/42")
        #expect(url(RouteValue("wwwFirst")) == "https://www.example.com/www")
        #expect(url(RouteValue("appOnly")) == "myapp://app")
        #expect(url(RouteValue("wildcardOnly")) == "myapp://wild")
        #expect(url(RouteValue("webOnly", .value("x"))) == "https://example.com/web/x")
    }

    @Test(
        "url(scheme:) compares the scheme ASCII case-insensitively and writes it as the table spells it",
        arguments: [
            ("https", "https://example.com/products/42"), ("HTTPS", "https://example.com/products/42"),
            ("myapp", "myapp://products/42"), ("MYAPP", "myapp://products/42"), ("MyApp", "myapp://products/42"),
            ("ksr", "ksr://example.com/products/42"), ("KSR", "ksr://example.com/products/42"),
            ("other", "Other://products/42"), ("OTHER", "Other://products/42"), ("http", nil), ("", nil),
            ("unknown", nil), ("myapp:", nil), ("myapp://", nil), ("https:", nil),
        ] as [(String, String?)]
    )
    func requestedScheme(scheme: String, expected: String?) {
        #expect(url(RouteValue("product", .value(42), .absent), scheme) == expected)
    }

    @Test(
        "url(scheme:) is nil for a scheme the route does not accept, or a with-host scheme without a host",
        arguments: [
            ("webOnly", "https", "https://example.com/web/x"), ("webOnly", "myapp", nil), ("webOnly", "ksr", nil),
            ("appOnly", "https", nil), ("appOnly", "ksr", nil), ("appOnly", "Other", "Other://app"),
            ("wildcardOnly", "https", nil), ("wildcardOnly", "ksr", nil), ("wildcardOnly", "myapp", "myapp://wild"),
            ("wildcardOnly", "other", nil), ("ksrOnly", "ksr", "ksr://example.com/k"), ("ksrOnly", "myapp", nil),
            ("ksrOnly", "https", "https://example.com/k"), ("wwwFirst", "ksr", "ksr://www.example.com/www"),
        ] as [(String, String, String?)]
    )
    func acceptedSchemes(route: String, scheme: String, expected: String?) {
        let value = route == "webOnly" ? RouteValue(route, .value("x")) : RouteValue(route)
        #expect(url(value, scheme) == expected)
    }

    @Test(
        "roots, with and without a query",
        arguments: [
            (nil, nil, "https://example.com/"), ("https", nil, "https://example.com/"), ("myapp", nil, "myapp://"),
            ("ksr", nil, "ksr://example.com/"), ("other", nil, "Other://"), (nil, "x", "https://example.com/?ref=x"),
            ("myapp", "x", "myapp://?ref=x"), ("ksr", "x y", "ksr://example.com/?ref=x%20y"),
        ] as [(String?, String?, String)]
    )
    func roots(scheme: String?, ref: String?, expected: String) {
        #expect(url(RouteValue("home", .optional(ref)), scheme) == expected)
        #expect(Self.table.match(expected) == "home(ref: \(ref.map(quoted) ?? "nil"))")
    }

    // MARK: Encoding

    @Test(
        "path values encode / ? # % : @ [ ], spaces and non-ASCII, and keep !$&'()*+,;=",
        arguments: [
            ("/", "%2F"), ("?", "%3F"), ("#", "%23"), ("%", "%25"), (":", "%3A"), ("@", "%40"), ("[", "%5B"),
            ("]", "%5D"), (" ", "%20"), ("é", "%C3%A9"), ("\"", "%22"), ("\\", "%5C"), ("{}", "%7B%7D"),
            ("!$&'()*+,;=", "!$&'()*+,;="), ("-._~", "-._~"), ("aZ09", "aZ09"), ("%2F", "%252F"),
        ] as [(String, String)]
    )
    func pathEncoding(value: String, encoded: String) {
        #expect(url(RouteValue("text", .value(value))) == "https://example.com/t/\(encoded)")
        #expect(Self.table.match("https://example.com/t/\(encoded)") == "text(s: \(quoted(value)))")
    }

    @Test("a value in the host position cannot read as user-info, a port or a path")
    func hostPositionValue() {
        let built = url(RouteValue("named", .value("u:p@host:443/x?y#z")), "myapp")
        #expect(built == "myapp://u%3Ap%40host%3A443%2Fx%3Fy%23z/profile")
        #expect(Self.table.match(built!) == "named(name: \"u:p@host:443/x?y#z\")")
    }

    @Test(
        "query values encode & = + # %, spaces (as %20) and non-ASCII, and keep : @ / ?",
        arguments: [
            ("&", "%26"), ("=", "%3D"), ("+", "%2B"), ("#", "%23"), ("%", "%25"), (" ", "%20"), ("é", "%C3%A9"),
            (":@/?", ":@/?"), ("[]", "%5B%5D"), ("!$'()*,;", "!$'()*,;"), ("\n", "%0A"), ("", ""),
        ] as [(String, String)]
    )
    func queryEncoding(value: String, encoded: String) {
        #expect(url(search(value)) == "https://example.com/search?q=\(encoded)")
        #expect(url(RouteValue("product", .value(1), .value(value))) == "https://example.com/products/1?ref=\(encoded)")
    }

    @Test("literal segments are written as spelled, encoded as path segments")
    func literals() {
        let built = url(RouteValue("literal"))
        #expect(built == "https://example.com/caf%C3%A9/a%3Ab%40c/x&y=z+1")
        #expect(Self.table.match(built!) == "literal")
        #expect(url(RouteValue("literal"), "myapp") == "myapp://caf%C3%A9/a%3Ab%40c/x&y=z+1")
    }

    @Test("a mixed segment's literal pieces are written as they are, its values encoded")
    func mixedSegments() {
        #expect(url(RouteValue("post", .value("my-post"), .value(42))) == "https://example.com/posts/my-post-42")
        #expect(url(RouteValue("post", .value("a/b c"), .value(-1))) == "https://example.com/posts/a%2Fb%20c--1")
        #expect(url(RouteValue("at", .value("ada@x"))) == "https://example.com/@ada%40x")
        #expect(url(RouteValue("plus", .value("x"), .value("y+z"))) == "https://example.com/plus/x+y+z")
        #expect(url(RouteValue("post", .value("p"), .value(1)), "myapp") == "myapp://posts/p-1")
    }

    // MARK: Query

    @Test("a defaulted value equal to its default is left out; any other value is written")
    func defaults() {
        #expect(url(search("x")) == "https://example.com/search?q=x")
        #expect(url(search("x", page: 2)) == "https://example.com/search?q=x&page=2")
        #expect(url(search("x", sort: "price-low")) == "https://example.com/search?q=x&sort=price-low")
        #expect(url(search("x", ratio: 0.5)) == "https://example.com/search?q=x&ratio=0.5")
        #expect(url(search("x", flag: true)) == "https://example.com/search?q=x&flag=true")
        let other = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        #expect(url(search("x", id: other)) == "https://example.com/search?q=x&id=00000000-0000-0000-0000-000000000001")
        #expect(
            Self.table.match(url(search("x", page: 2, flag: true))!)
                == Self.table.render(search("x", page: 2, flag: true)))
    }

    @Test("a defaulted value that equals its default by == but prints otherwise is left out")
    func defaultsByEquality() {
        #expect(url(RouteValue("zeroes", .value(0), .value(-0.0))) == "https://example.com/zeroes")
        #expect(url(RouteValue("zeroes", .value(0), .value(0.0))) == "https://example.com/zeroes")
        #expect(
            url(
                RouteValue(
                    "search", .value("x"), .value(1), .value(RawValue("newest")), .list([String]()),
                    .value(-0.0), .value(false), .value(Self.uuid))) == "https://example.com/search?q=x")
    }

    @Test("an optional nil is left out, an empty string is written")
    func optionals() {
        #expect(url(RouteValue("product", .value(7), .absent)) == "https://example.com/products/7")
        #expect(url(RouteValue("product", .value(7), .value(""))) == "https://example.com/products/7?ref=")
        #expect(url(RouteValue("product", .value(7), .value("mail"))) == "https://example.com/products/7?ref=mail")
    }

    @Test("a list is one item per element, in order; nothing when empty")
    func lists() {
        #expect(url(search("x", tags: [])) == "https://example.com/search?q=x")
        #expect(url(search("x", tags: ["b", "a", "b"])) == "https://example.com/search?q=x&tags=b&tags=a&tags=b")
        #expect(url(search("", tags: ["", "&"])) == "https://example.com/search?q=&tags=&tags=%26")
    }

    @Test("a catch-all is one segment per element")
    func catchAll() {
        let built = url(RouteValue("help", .segments(["a", "b/c", "d e", "%"])))
        #expect(built == "https://example.com/help/a/b%2Fc/d%20e/%25")
        #expect(Self.table.match(built!) == "help(topic: [\"a\", \"b/c\", \"d e\", \"%\"])")
        #expect(url(RouteValue("help", .segments(["x"])), "myapp") == "myapp://help/x")
    }

    @Test("the pattern's query bindings come first, in pattern order, then the query parameters")
    func queryOrder() {
        // The case's labels: the canonical pattern's path parameters, then its query part's, then
        // "query".
        let value = RouteValue("bound", .value(3), .value("v&w"), .value(4), .value("e"))
        #expect(url(value) == "https://example.com/bound/3?k=v%26w&n=4&extra=e")
        #expect(Self.table.match(url(value)!) == "bound(y: 3, x: \"v&w\", z: 4, extra: \"e\")")
        #expect(
            url(RouteValue("bound", .value(-1), .value(""), .value(0), .absent))
                == "https://example.com/bound/-1?k=&n=0")
    }

    @Test("query keys are encoded as query names")
    func queryKeys() {
        let built = url(RouteValue("keyed", .value("1"), .value("2")))
        #expect(built == "https://example.com/keyed?a%2Bb=1&caf%C3%A9=2")
        #expect(Self.table.match(built!) == "keyed(x: \"1\", y: \"2\")")
    }

    @Test("without a concrete host, the canonical URL is under the first host-first scheme, not a with-host one")
    func canonicalSkipsWithHostSchemes() {
        let table = TestTable(
            """
            {
              "version": 1,
              "enum": "TestRoute",
              "schemes": [{"name": "ksr", "withHost": true}, "myapp"],
              "hosts": ["*.shop.example.com"],
              "routes": {"wild": "/wild"}
            }
            """)
        #expect(table.url(RouteValue("wild"), scheme: "ksr") == nil)
        #expect(table.url(RouteValue("wild"), scheme: "myapp") == "myapp://wild")
        #expect(table.url(RouteValue("wild")) == "myapp://wild")
        #expect(table.match("myapp://wild") == "wild")
        #expect(table.match("ksr://wild") == nil)
    }

    @Test("a route is built from its canonical pattern, not from the others")
    func canonicalPattern() {
        #expect(url(RouteValue("product", .value(7), .absent), "myapp") == "myapp://products/7")
    }

    @Test("every URL built is one Foundation reads unchanged")
    func foundationAgrees() throws {
        for value in [
            RouteValue("text", .value(" !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~é😀")),
            search(" !\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~é", tags: ["\u{0}", "\u{7F}"]),
            RouteValue("named", .value("a:b@c")), RouteValue("help", .segments(["?", "#"])),
        ] {
            for scheme in [nil, "myapp", "ksr"] {
                let built = try #require(url(value, scheme))
                #expect(URL(string: built)?.absoluteString == built)
            }
        }
    }
}
