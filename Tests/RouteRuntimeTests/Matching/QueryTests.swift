import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.5: query items, split on `&` then on the first `=`, decoded once, and read by
/// the roles of the route's parameters.
@Suite("Query")
struct QueryTests {
    static let uuid = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"

    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "types": {"Sort": ["newest", "price-low"], "Code": {"swift": "ProductCode"}},
          "routes": {
            "search": {
              "path": "/search",
              "query": {"q": "string", "page": "int = 1", "sort": "Sort = newest", "tags": "[string]", "limit": "int?"}
            },
            "product": {"paths": ["/products/{id:int}", "/product?id={id:int}"], "query": {"ref": "string?"}},
            "lists": {"path": "/lists", "query": {"ids": "[int]"}},
            "typed": {
              "path": "/typed",
              "query": {"on": "bool", "ratio": "double?", "when": "uuid?", "codes": "[Code]", "code": "Code?"}
            },
            "sorted": {"path": "/sorted", "query": {"sort": "Sort", "sorts": "[Sort]"}, "caseSensitive": false},
            "keys": "/keys?a+b={x}&café={y}",
            "item": {"paths": ["/item?id={id:int}", "/item/by-code?code={id:int}"]},
            "page": "/{slug}"
          }
        }
        """,
        appTypes: [.of(ProductCode.self)])

    private func match(_ path: String) -> String? { Self.table.match("https://example.com" + path) }

    /// `search` with `q` and the other values at their defaults, unless given.
    private func search(
        _ q: String, page: Int = 1, sort: String = "newest", tags: [String] = [], limit: Int? = nil
    ) -> String {
        "search(q: \(quoted(q)), page: \(page), sort: \(sort), tags: \(listText(tags.map(quoted))), limit: \(limit.map(String.init) ?? "nil"))"
    }

    @Test(
        "items split on & and on their first =, each part decoded once",
        arguments: [
            ("q=a+b", "a+b"), ("q=a%2Bb", "a+b"), ("q=a%20b", "a b"), ("q", ""), ("q=", ""), ("&&q=x&&", "x"),
            ("&q=x", "x"), ("q=x&", "x"), ("q=a=b", "a=b"), ("q==b", "=b"), ("q=%26%3D", "&="), ("q=%23", "#"),
            ("q=%252F", "%2F"), ("q=a/b?c:d@e", "a/b?c:d@e"), ("q=1#q=2", "1"), ("q=%F0%9F%98%80", "😀"), ("q=😀", "😀"),
            ("%71=x", "x"), ("q=%00", "\u{0}"), ("q=a%0Ab", "a\nb"), ("q=%7F", "\u{7F}"), ("q=%09", "\t"),
            ("utm_source=mail&q=x&Q=y", "x"), ("q=x&junk=%ZZ&other=%FF", "x"), ("q=x&=y&=", "x"),
            ("q=x&a%3Db=c", "x"),
            // `$` and `'` are text: the word test that finds `%` and `&` finds them too.
            ("q=a$b'c", "a$b'c"), ("q='$&$q'=y", "'$"), ("q$=y&q=x", "x"), ("q=%24'", "$'"),
        ] as [(String, String)]
    )
    func items(query: String, q: String) {
        #expect(match("/search?\(query)") == search(q))
    }

    @Test("names compare byte for byte with the keys, after decoding")
    func names() {
        #expect(match("/search?Q=x") == "page(slug: \"search\")")
        #expect(match("/search?q%20=x") == "page(slug: \"search\")")
        #expect(match("/search?%71%=x") == "page(slug: \"search\")")
        #expect(match("/keys?a+b=1&caf%C3%A9=2") == "keys(x: \"1\", y: \"2\")")
        #expect(match("/keys?a%2Bb=1&café=2") == "keys(x: \"1\", y: \"2\")")
        #expect(match("/keys?a%20b=1&café=2") == "page(slug: \"keys\")")
        #expect(match("/search?q'=x") == "page(slug: \"search\")")
    }

    @Test("a key of a scalar parameter that occurs twice means no match for that route")
    func repeatedScalar() {
        #expect(match("/search?q=a&q=b") == "page(slug: \"search\")")
        #expect(match("/search?q=a&q=a") == "page(slug: \"search\")")
        #expect(match("/search?q=x&page=1&page=2") == "page(slug: \"search\")")
        #expect(match("/search?q=x&limit=1&limit=1") == "page(slug: \"search\")")
        #expect(match("/product?id=7&id=8") == "page(slug: \"product\")")
        #expect(match("/products/7?ref=a&ref=b") == nil)
    }

    @Test("a list takes every value, in order; absent, it is empty")
    func lists() {
        #expect(match("/search?q=x&tags=b&tags=a&tags=b") == search("x", tags: ["b", "a", "b"]))
        #expect(match("/search?tags=a&q=x&tags=&tags=c") == search("x", tags: ["a", "", "c"]))
        #expect(match("/search?q=x&tags") == search("x", tags: [""]))
        #expect(match("/search?q=x&tags=%26&tags=a%3Db") == search("x", tags: ["&", "a=b"]))
        #expect(match("/lists?ids=3&ids=1&ids=2") == "lists(ids: [3, 1, 2])")
        #expect(match("/lists") == "lists(ids: [])")
        #expect(match("/lists?other=1") == "lists(ids: [])")
    }

    @Test("a present value that does not read as its type means no match, whatever the role")
    func badValues() {
        #expect(match("/search?q=x&page=abc") == "page(slug: \"search\")")
        #expect(match("/search?q=x&page=") == "page(slug: \"search\")")
        #expect(match("/search?q=x&page") == "page(slug: \"search\")")
        #expect(match("/search?q=x&limit=1.5") == "page(slug: \"search\")")
        #expect(match("/search?q=x&sort=oldest") == "page(slug: \"search\")")
        #expect(match("/search?q=x&sort=NEWEST") == "page(slug: \"search\")")
        #expect(match("/search?q=%ZZ") == "page(slug: \"search\")")
        #expect(match("/search?q=%FF") == "page(slug: \"search\")")
        #expect(match("/search?q=%C0%AF") == "page(slug: \"search\")")
        #expect(match("/search?q=x&tags=%FF") == "page(slug: \"search\")")
        #expect(match("/lists?ids=1&ids=x") == "page(slug: \"lists\")")
        #expect(match("/lists?ids=") == "page(slug: \"lists\")")
        #expect(match("/product?id=x") == "page(slug: \"product\")")
        #expect(match("/products/7?ref=%ZZ") == nil)
    }

    @Test("absent optional and defaulted parameters are nil and their defaults")
    func absentValues() {
        #expect(match("/search?q=x") == search("x"))
        #expect(match("/search?q=x&page=3&sort=price-low&limit=0") == search("x", page: 3, sort: "price-low", limit: 0))
        #expect(match("/search?q=x&page=1") == search("x"))
        #expect(match("/search?limit=5&q=") == search("", limit: 5))
        #expect(match("/products/7") == "product(id: 7, ref: nil)")
        #expect(match("/products/7?ref=") == "product(id: 7, ref: \"\")")
        #expect(match("/products/7?ref=mail") == "product(id: 7, ref: \"mail\")")
    }

    @Test("a required parameter must be present")
    func required() {
        #expect(match("/search") == "page(slug: \"search\")")
        #expect(match("/search?page=2") == "page(slug: \"search\")")
        #expect(match("/typed?ratio=1") == "page(slug: \"typed\")")
    }

    @Test("typed query values")
    func typedValues() {
        #expect(match("/typed?on=1") == "typed(on: true, ratio: nil, when: nil, codes: [], code: nil)")
        #expect(
            match("/typed?on=false&ratio=2.5e%2B3&when=\(Self.uuid.uppercased())&codes=AB12CD&codes=ZZ0000&code=XY12AB")
                == "typed(on: false, ratio: 2500.0, when: \(Self.uuid), codes: [AB12CD, ZZ0000], code: XY12AB)")
        #expect(match("/typed?on=yes") == "page(slug: \"typed\")")
        #expect(match("/typed?on=1&ratio=inf") == "page(slug: \"typed\")")
        #expect(match("/typed?on=1&when=x") == "page(slug: \"typed\")")
        #expect(match("/typed?on=1&codes=AB12CD&codes=short") == "page(slug: \"typed\")")
        #expect(
            match("/typed?on=1&code=AB%31%32CD") == "typed(on: true, ratio: nil, when: nil, codes: [], code: AB12CD)")
    }

    @Test("named-enum values in the query ignore ASCII case in a case-insensitive route; keys never do")
    func caseInsensitiveValues() {
        #expect(
            match("/sorted?sort=NEWEST&sorts=Price-Low&sorts=newest")
                == "sorted(sort: newest, sorts: [price-low, newest])")
        #expect(match("/SORTED?sort=price-low") == "sorted(sort: price-low, sorts: [])")
        #expect(match("/sorted?SORT=newest") == "page(slug: \"sorted\")")
    }

    @Test("a pattern's query part binds required keys; patterns of one route may bind different keys")
    func bindings() {
        #expect(match("/product?id=7") == "product(id: 7, ref: nil)")
        #expect(match("/product?ref=x&id=7") == "product(id: 7, ref: \"x\")")
        #expect(match("/product") == "page(slug: \"product\")")
        // The compiler refuses two patterns of one route with the same path whose different keys
        // a URL can carry together (`/item?id={id}` and `/item?code={id}`), so the second is on
        // a path of its own.
        #expect(match("/item?id=1") == "item(id: 1)")
        #expect(match("/item/by-code?code=2") == "item(id: 2)")
        #expect(match("/item/by-code?id=2") == nil)
        #expect(match("/item?code=2") == "page(slug: \"item\")")
        #expect(match("/item?id=x&code=3") == "page(slug: \"item\")")
        #expect(match("/item") == "page(slug: \"item\")")
    }

    @Test("the query reads alike under a host-first scheme and for a path")
    func otherForms() {
        #expect(Self.table.match("myapp://search?q=x") == search("x"))
        #expect(Self.table.match("myapp://search/?q=x#frag") == search("x"))
        #expect(Self.table.match(path: "/search?q=shoes#top") == search("shoes"))
        #expect(Self.table.match(path: "/search?q=%20") == search(" "))
    }

    @Test("a query of many items")
    func manyItems() {
        let noise = (0..<300).map { "k\($0)=\($0)" }.joined(separator: "&")
        let tags = (0..<500).map { "tags=t\($0)" }.joined(separator: "&")
        #expect(match("/search?\(noise)&q=x&\(tags)") == search("x", tags: (0..<500).map { "t\($0)" }))
        #expect(match("/search?" + String(repeating: "&", count: 4000) + "q=x") == search("x"))
    }
}
