import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// What the compiler writes into the route table's records and origins (``_TableFormat``) reads
/// back as `routes.json` says: the origins as spelled, texts with reserved and non-ASCII bytes
/// (raw values, defaults, metadata), every kind of segment, query keys that need encoding, and
/// excludes. (These were the assertions of the hand-written table's text parser that describe
/// matching and building.)
@Suite("Route table texts")
struct TableTextTests {
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["MyApp", {"name": "ksr", "withHost": true}],
          "hosts": ["Example.com", "*.Shop.example.com"],
          "types": {"E": ["a b", "c/d", "été", "plain-._~", "100%"]},
          "metadata": {"title": "string = x%y"},
          "routes": {
            "e": "/e/{e:E}",
            "q": {"path": "/q", "query": {"q": "string = a&b=", "e": "E = c/d"}, "metadata": {"title": "✓"}},
            "a": "/p/{id:int}/{slug}-v{n:int}/café/{rest*}?q={q}&x+y={r}",
            "admin": "/admin/{rest*}",
            "root": "/"
          },
          "exclude": ["/admin/{a:int}/{b}.json/{c*}"]
        }
        """)

    @Test("schemes compare ignoring ASCII case and are written as spelled; hosts compare ignoring case")
    func origins() {
        #expect(Self.table.match("myapp://") == "root")
        #expect(Self.table.match("MYAPP://e/c%2Fd") == "e(e: c/d)")
        #expect(Self.table.match("https://example.com/") == "root")
        #expect(Self.table.match("https://EXAMPLE.COM/") == "root")
        #expect(Self.table.match("https://a.shop.example.com/") == "root")
        #expect(Self.table.match("https://A.SHOP.Example.Com/") == "root")
        #expect(Self.table.match("https://shop.example.com/") == nil)
        #expect(Self.table.match("ksr://example.com/") == "root")
        #expect(Self.table.match("ksr://b.Shop.example.com/") == "root")
        #expect(Self.table.url(RouteValue("root"), scheme: "myapp") == "MyApp://")
        #expect(Self.table.url(RouteValue("root"), scheme: "KSR") == "ksr://example.com/")
        #expect(Self.table.url(RouteValue("root")) == "https://example.com/")
    }

    @Test("raw values with reserved and non-ASCII bytes match their decoded text and are written encoded")
    func encodedRawValues() {
        #expect(Self.table.match("https://example.com/e/a%20b") == "e(e: a b)")
        #expect(Self.table.match("https://example.com/e/c%2Fd") == "e(e: c/d)")
        #expect(Self.table.match("https://example.com/e/été") == "e(e: été)")
        #expect(Self.table.match("https://example.com/e/%C3%A9t%C3%A9") == "e(e: été)")
        #expect(Self.table.match("https://example.com/e/plain-._~") == "e(e: plain-._~)")
        #expect(Self.table.match("https://example.com/e/100%25") == "e(e: 100%)")
        #expect(Self.table.match("https://example.com/e/a%2520b") == nil)
        #expect(Self.table.match("https://example.com/e/c/d") == nil)
        #expect(Self.table.url(RouteValue("e", .value(RawValue("c/d")))) == "https://example.com/e/c%2Fd")
        #expect(Self.table.url(RouteValue("e", .value(RawValue("a b")))) == "https://example.com/e/a%20b")
    }

    @Test("defaults with reserved bytes are read as written, and left out when built")
    func encodedDefaults() {
        #expect(Self.table.match("https://example.com/q") == "q(q: \"a&b=\", e: c/d)")
        #expect(Self.table.match("https://example.com/q?q=x&e=a%20b") == "q(q: \"x\", e: a b)")
        #expect(Self.table.url(RouteValue("q", .value("a&b="), .value(RawValue("c/d")))) == "https://example.com/q")
        #expect(
            Self.table.url(RouteValue("q", .value("a&b"), .value(RawValue("été"))))
                == "https://example.com/q?q=a%26b&e=%C3%A9t%C3%A9")
    }

    @Test("metadata texts with reserved and non-ASCII bytes read back")
    func encodedMetadata() {
        let table = Self.table
        #expect(table.table.metadata("title", of: TestTable.key("q"), default: table.metadataDefault("title")) == "✓")
        #expect(table.table.metadata("title", of: TestTable.key("e"), default: table.metadataDefault("title")) == "x%y")
    }

    @Test("a pattern of every kind of segment, and query keys that need encoding")
    func everySegment() {
        let url = "https://example.com/p/1/my-slug-v2/caf%C3%A9/a/b%2Fc?x%2By=r&q=%26"
        #expect(
            Self.table.match(url)
                == "a(id: 1, slug: \"my-slug\", n: 2, rest: [\"a\", \"b/c\"], q: \"&\", r: \"r\")")
        #expect(Self.table.match("https://example.com/p/1/my-slug-v2/café/a?q=1&x+y=2") != nil)
        #expect(Self.table.match("https://example.com/p/1/my-slug-v2/café/a?q=1&x%20y=2") == nil)
        #expect(Self.table.match("https://example.com/p/1/my-slug-v2/cafe/a?q=1&x+y=2") == nil)
        let value = RouteValue("a", .value(1), .value("s"), .value(2), .segments(["a"]), .value("&"), .value("r"))
        #expect(Self.table.url(value) == "https://example.com/p/1/s-v2/caf%C3%A9/a?q=%26&x%2By=r")
    }

    @Test("an exclude of typed, mixed and catch-all segments refuses exactly its paths")
    func excludeOfEveryKind() {
        #expect(Self.table.match("https://example.com/admin/1/report.json/x") == nil)
        #expect(Self.table.match("https://example.com/admin/1/report.json/x/y") == nil)
        #expect(Self.table.match(path: "/admin/-1/a.b.json/x") == nil)
        #expect(
            Self.table.match("https://example.com/admin/x/report.json/x")
                == "admin(rest: [\"x\", \"report.json\", \"x\"])")
        #expect(
            Self.table.match("https://example.com/admin/1/report.csv/x")
                == "admin(rest: [\"1\", \"report.csv\", \"x\"])")
        #expect(Self.table.match("https://example.com/admin/1/report.json") == "admin(rest: [\"1\", \"report.json\"])")
    }

    @Test("a record whose body ends with a dot, or holds one, reads whole: bodies are read by their counts")
    func bodiesEndingWithADot() {
        let table = TestTable(
            """
            {
              "version": 1, "enum": "TestRoute", "hosts": ["example.com"],
              "types": {"Version": ["v1", "v2.", "1.0."]},
              "routes": {"release": "/releases/{version:Version}", "home": "/", "long": "/a-rather-long-literal/{x:int}"}
            }
            """)
        #expect(table.match("https://example.com/releases/1.0.") == "release(version: 1.0.)")
        #expect(table.match("https://example.com/releases/v2.") == "release(version: v2.)")
        #expect(table.match("https://example.com/releases/v2") == nil)
        #expect(table.url(RouteValue("release", .value(RawValue("1.0.")))) == "https://example.com/releases/1.0.")
    }
}
