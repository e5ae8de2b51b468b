import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A small spec compiled into a route table, read as the generated code reads it: a maker that
/// switches on the key of the matched route's record, and the URL writer fed by a visit.
///
/// `tab` accepts no host, so it lists its schemes: the compiler refuses a route that accepts the
/// with-host scheme `ksr` and no host. `user`, whose first segment is mixed, accepts only `ksr`:
/// the compiler refuses it in the host position of `myapp`.
private let table = TestTable(
    """
    {
      "version": 1,
      "enum": "TestRoute",
      "schemes": ["myapp", {"name": "ksr", "withHost": true}],
      "hosts": ["example.com", "*.shop.example.com"],
      "types": {"Tab": ["home", "search", "profile"]},
      "routes": {
        "home": "/",
        "settings": "/settings",
        "product": {"paths": ["/products/{id:int}", "/product?id={id:int}"], "query": {"ref": "string?"}},
        "tab": {"path": "/tabs/{tab:Tab}", "schemes": ["myapp"], "hosts": []},
        "search": {"path": "/search", "query": {"q": "string", "page": "int = 1", "tags": "[string]"}},
        "post": {"path": "/posts/{slug}-{id:int}", "caseSensitive": false},
        "user": {"path": "/@{user}", "schemes": ["ksr"]},
        "help": "/help/{topic*}",
        "files": {"path": "/files/{name}.json", "schemes": ["ksr"], "hosts": ["example.com"]}
      }
    }
    """
).table

/// The keys of the routes' records, as the generated makers switch on them.
private let product = _RouteKey.route("product")
private let tab = _RouteKey.route("tab")
private let search = _RouteKey.route("search")
private let post = _RouteKey.route("post")
private let user = _RouteKey.route("user")
private let help = _RouteKey.route("help")
private let files = _RouteKey.route("files")
private let names: [UInt64: String] = Dictionary(
    uniqueKeysWithValues: ["home", "settings", "product", "tab", "search", "post", "user", "help", "files"].map {
        (_RouteKey.route($0), $0)
    })

/// `route(values…)`, or `nil`.
private func describe(_ url: String) -> String? {
    table.match(string: url) { match -> String in
        switch match.route {
        case product:
            let ref: String? = match.optional(1)
            return "product(\(match.value(0) as Int), \(ref ?? "nil"))"
        case tab: return "tab(\(match.value(0) as Tab))"
        case search:
            return "search(\(match.value(0) as String), \(match.value(1) as Int), \(match.list(2) as [String]))"
        case post: return "post(\(match.value(0) as String), \(match.value(1) as Int))"
        case user: return "user(\(match.value(0) as String))"
        case help: return "help(\(match.segments(0)))"
        case files: return "files(\(match.value(0) as String))"
        default: return names[match.route] ?? "unknown route \(match.route)"
        }
    }
}

@Suite struct TableMatchingTests {
    @Test func matchesWholeSegments() {
        #expect(describe("https://example.com/") == "home")
        #expect(describe("myapp://") == "home")
        #expect(describe("myapp://settings") == "settings")
        #expect(describe("myapp://SETTINGS") == "settings")
        #expect(describe("https://example.com/SETTINGS") == nil)
        #expect(describe("https://example.com/products/42?ref=mail") == "product(42, mail)")
        #expect(describe("myapp://product?id=7") == "product(7, nil)")
        #expect(describe("myapp://product?id=7&id=8") == nil)
        #expect(describe("https://example.com/products/x") == nil)
        #expect(describe("myapp://tabs/search") == "tab(search)")
        #expect(describe("https://example.com/tabs/search") == nil)
        #expect(describe("https://example.com/search?q=a&tags=x&tags=y") == "search(a, 1, [\"x\", \"y\"])")
        #expect(describe("https://example.com/search?q=a&page=3") == "search(a, 3, [])")
        #expect(describe("https://example.com/search?page=3") == nil)
        #expect(describe("https://example.com/help/a/b%2Fc") == "help([\"a\", \"b/c\"])")
        #expect(describe("https://a.shop.example.com/settings") == "settings")
        #expect(describe("https://shop.example.com/settings") == nil)
        #expect(describe("https://example.com/settings/") == "settings")
        #expect(describe("https://example.com//settings") == nil)
    }

    @Test func matchesMixedSegments() {
        #expect(describe("https://example.com/posts/my-cool-post-42") == "post(my-cool-post, 42)")
        #expect(describe("https://example.com/posts/a--5") == "post(a, -5)")
        #expect(describe("https://example.com/posts/a%2D-5") == "post(a, -5)")
        #expect(describe("https://example.com/POSTS/a-5") == "post(a, 5)")
        #expect(describe("https://example.com/@ada") == "user(ada)")
        #expect(describe("https://example.com/%40ada") == nil)
        #expect(describe("ksr://example.com/files/report.json") == "files(report)")
        #expect(describe("https://a.shop.example.com/files/report.json") == nil)
        #expect(describe("ksr://example.com/files/.json") == nil)
    }

    @Test func matchesPaths() {
        #expect(table.match(path: "/products/42") { $0.route } == product)
        #expect(table.match(path: "products/42") { $0.route } == nil)
        #expect(table.match(path: "/tabs/home") { $0.route } == tab)
    }

    @Test func buildsURLs() {
        var writer = _RouteURLWriter(table, scheme: nil)
        writer.route(post)
        writer.value("my-post")
        writer.value(42)
        #expect(writer.finish() == "https://example.com/posts/my-post-42")
        var searching = _RouteURLWriter(table, scheme: "myapp")
        searching.route(search)
        searching.value("a b")
        searching.value(1)
        searching.list(["x", "&"])
        #expect(searching.finish() == "myapp://search?q=a%20b&tags=x&tags=%26")
        var file = _RouteURLWriter(table, scheme: "KSR")
        file.route(files)
        file.value("r")
        #expect(file.finish() == "ksr://example.com/files/r.json")
        var home = _RouteURLWriter(table, scheme: "myapp")
        home.route(_RouteKey.route("home"))
        #expect(home.finish() == "myapp://")
    }

    @Test func buildsNothingForAnUnknownRoute() {
        var writer = _RouteURLWriter(table, scheme: nil)
        writer.route(_RouteKey.route("nowhere"))
        #expect(writer.finish() == nil)
    }

    /// A match makes the case in a place of its own and moves it out: a case holding references is
    /// made and destroyed once per match (destroyed twice, it would crash here).
    @Test func movesTheCaseItMakesOut() {
        for id in 0..<100 {
            let made = table.match(string: "myapp://products/\(id)?ref=\(String(repeating: "r", count: 40))") {
                match -> [String] in [(match.optional(1) as String?) ?? "", "\(match.value(0) as Int)"]
            }
            #expect(made == [String(repeating: "r", count: 40), "\(id)"])
        }
        #expect(table.match(path: "/products/7?ref=mail") { [$0.value(0) as Int] } == [7])
        #expect(table.match(string: "myapp://products/x") { [$0.value(0) as Int] } == nil)
    }
}
