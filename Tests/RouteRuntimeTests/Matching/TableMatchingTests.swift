import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A small table written by hand, as route-compiler would write it.
private let origins = """
    scheme myapp
    scheme ksr host
    host example.com
    host *.shop.example.com
    """

private let routes = #"""
    enum Tab home search profile
    route home
    route settings
    route product id:int &ref:string?
    route tab tab:enum0 hosts=
    route search &q:string &page:int=1 &tags:[string]
    route post slug:string id:int ci
    route user user:string
    route help topic:*
    route files name:string schemes=1 hosts=0
    canonical settings /settings
    canonical product /products/{id}
    pattern product /product?id={id}
    canonical files /files/{name}.json
    canonical post /posts/{slug}-{id}
    canonical user /@{user}
    canonical tab /tabs/{tab}
    canonical search /search
    canonical help /help/{topic}
    canonical home /
    """#

private let table = _RouteTable(origins: origins, routes: routes)

/// `route(values…)`, or `nil`.
private func describe(_ url: String) -> String? {
    table.match(string: url) { match -> String in
        let name = ["home", "settings", "product", "tab", "search", "post", "user", "help", "files"][match.route]
        switch name {
        case "product":
            let ref: String? = match.optional(1)
            return "product(\(match.value(0) as Int), \(ref ?? "nil"))"
        case "tab": return "tab(\(match.value(0) as Tab))"
        case "search":
            return "search(\(match.value(0) as String), \(match.value(1) as Int), \(match.list(2) as [String]))"
        case "post": return "post(\(match.value(0) as String), \(match.value(1) as Int))"
        case "user": return "user(\(match.value(0) as String))"
        case "help": return "help(\(match.segments(0)))"
        case "files": return "files(\(match.value(0) as String))"
        default: return name
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
        #expect(table.match(path: "/products/42") { $0.route } == 2)
        #expect(table.match(path: "products/42") { $0.route } == nil)
        #expect(table.match(path: "/tabs/home") { $0.route } == 3)
    }

    @Test func buildsURLs() {
        var writer = _RouteURLWriter(table, scheme: nil)
        writer.route("post")
        writer.value("my-post")
        writer.value(42)
        #expect(writer.finish() == "https://example.com/posts/my-post-42")
        var search = _RouteURLWriter(table, scheme: "myapp")
        search.route("search")
        search.value("a b")
        search.value(1)
        search.list(["x", "&"])
        #expect(search.finish() == "myapp://search?q=a%20b&tags=x&tags=%26")
        var files = _RouteURLWriter(table, scheme: "KSR")
        files.route("files")
        files.value("r")
        #expect(files.finish() == "ksr://example.com/files/r.json")
        var home = _RouteURLWriter(table, scheme: "myapp")
        home.route("home")
        #expect(home.finish() == "myapp://")
    }
}
