import Foundation
import RouteRuntime
import Testing

/// The generated builder, as Specification §5 says.
@Suite struct BuildingTests {
    @Test(
        arguments: [
            (TestRoute.home, "https://example.com/"),
            (.settings, "https://example.com/settings"),
            (.product(id: 42), "https://example.com/products/42"),
            (.product(id: 42, ref: "mail"), "https://example.com/products/42?ref=mail"),
            (.profile(username: "a/b?c#d%e f"), "https://example.com/profile/a%2Fb%3Fc%23d%25e%20f"),
            (.tab(tab: .search), "myapp://tabs/search"),
            (.search(q: "a&b=c+d e"), "https://example.com/search?q=a%26b%3Dc%2Bd%20e"),
            (.search(q: "x", page: 1, tags: []), "https://example.com/search?q=x"),
            (.search(q: "x", page: 2, tags: ["a", "b"]), "https://example.com/search?q=x&page=2&tags=a&tags=b"),
            (.help(topic: ["a", "b"]), "https://example.com/help/a/b"),
            (.price(amount: 1.5), "https://example.com/price/1.5"),
            (.price(amount: 2, currency: "EUR"), "https://example.com/price/2.0"),
            (.flag(on: true), "https://example.com/flags/true"),
            (.colors(color: .darkBlue, fallback: .red), "https://example.com/colors/dark-blue"),
            (.betaOnly, "myapp-beta://beta"),
            (.webOnly(slug: "s"), "https://example.com/web/s"),
            (.default, "https://example.com/default"),
        ] as [(TestRoute, String)])
    func canonicalURL(_ route: TestRoute, _ expected: String) {
        #expect(route.url.absoluteString == expected)
    }

    @Test func urlUnderAScheme() {
        #expect(TestRoute.product(id: 1).url(scheme: "myapp")?.absoluteString == "myapp://products/1")
        #expect(TestRoute.product(id: 1).url(scheme: "MYAPP-beta")?.absoluteString == "myapp-beta://products/1")
        #expect(TestRoute.product(id: 1).url(scheme: "https")?.absoluteString == "https://example.com/products/1")
        #expect(TestRoute.home.url(scheme: "myapp")?.absoluteString == "myapp://")
        #expect(TestRoute.tab(tab: .home).url(scheme: "https") == nil)
        #expect(TestRoute.webOnly(slug: "x").url(scheme: "myapp") == nil)
        #expect(TestRoute.betaOnly.url(scheme: "myapp") == nil)
        #expect(TestRoute.settings.url(scheme: "ftp") == nil)
    }

    /// The builder writes a URL into a 1,024-byte buffer on the stack and writes one that does not
    /// fit a second time, into a string of the counted size: URLs of 1,022 to 1,026 bytes, with an
    /// encoded character (`%C3%A9`) written across the buffer's end or just inside it, come out whole.
    @Test(arguments: [1_022, 1_023, 1_024, 1_025, 1_026])
    func urlsAroundTheBuffersSizeComeOutWhole(length: Int) {
        let start = "https://example.com/profile/"
        for tail in ["", "é"] {
            let encodedTail = tail.isEmpty ? "" : "%C3%A9"
            let plain = String(repeating: "a", count: length - start.utf8.count - encodedTail.utf8.count)
            let url = TestRoute.profile(username: plain + tail).url.absoluteString
            #expect(url == start + plain + encodedTail)
            #expect(url.utf8.count == length)
        }
    }

    @Test func rootUnderHTTPSWithQuery() {
        #expect(TestRoute.filter(kind: "k").url.absoluteString == "https://example.com/filter?kind=k")
    }
}
