import Foundation
import RouteCompilerCore
import RouteRuntime
import Testing

/// URLs an attacker would write, each with the safe answer Specification §4 gives: refused, or matched
/// exactly. The reference matcher must give the same answer.
@Suite struct HostileURLTests {
    static let reference: ReferenceMatcher? = try? ReferenceAgreement.matcher(TestSpec.load())

    @Test(
        arguments: [
            // User-info and backslash tricks: the host is never what follows an '@' or a '\'.
            ("https://example.com@evil.com/", nil),
            ("https://example.com@evil.com/settings", nil),
            ("https://example.com\\@evil.com/", nil),
            ("https://example.com\\@evil.com/settings", nil),
            ("https://example.com%5C@evil.com/settings", nil),
            ("https://example.com%40evil.com/settings", nil),
            ("https://user:pass@example.com/settings", nil),
            ("https://@example.com/settings", nil),
            ("https:\\\\example.com\\settings", nil),
            ("https://example.com\\settings", nil),
            ("https://evil.com#@example.com/settings", nil),
            ("https://evil.com?@example.com/settings", nil),
            ("https://evil.com/@example.com/settings", nil),
            ("myapp://user@settings", nil),
            ("myapp://settings@evil.com", nil),
            // Look-alike, suffix and prefix hosts.
            ("https://example.com.evil.com/settings", nil),
            ("https://notexample.com/settings", nil),
            ("https://evilexample.com/settings", nil),
            ("https://example.community/settings", nil),
            ("https://www.example.com.evil.com/settings", nil),
            ("https://example.com./settings", nil),
            ("https://еxample.com/settings", nil),  // Cyrillic 'е'
            ("https://exаmple.com/settings", nil),  // Cyrillic 'а'
            ("https://xn--xample-2of.com/settings", nil),  // punycode of the Cyrillic look-alike
            ("https://example%2Ecom/settings", nil),
            ("https://%65xample.com/settings", nil),
            ("https://example。com/settings", nil),  // ideographic full stop
            ("https://ｅxample.com/settings", nil),  // full-width 'ｅ'
            ("https://shop.example.com/shop/hat", nil),  // '*.' needs a subdomain
            ("https://.shop.example.com/shop/hat", nil),
            ("https://a..shop.example.com/shop/hat", nil),
            ("https://a.shop.example.com.evil.com/shop/hat", nil),
            ("https://evil.com/.shop.example.com/shop/hat", nil),
            ("https://127.0.0.1/settings", nil),
            ("https://[::1]/settings", nil),
            ("https:///settings", nil),
            ("https://a.shop.example.com/shop/hat", .shopOnly(item: "hat")),
            ("https://A.B.SHOP.EXAMPLE.COM/shop/hat", .shopOnly(item: "hat")),
            ("HTTPS://EXAMPLE.COM/settings", .settings),
            // Ports.
            ("https://example.com:443/settings", .settings),
            ("https://example.com:8443/settings", nil),
            ("https://example.com:80/settings", nil),
            ("https://example.com:0443/settings", nil),
            ("https://example.com:443443/settings", nil),
            ("https://example.com:/settings", nil),
            ("https://example.com:443:443/settings", nil),
            ("https://example.com:-443/settings", nil),
            ("myapp://settings:443", nil),
            ("myapp://:443/settings", nil),
            // Other schemes.
            ("javascript:alert(1)", nil),
            ("javascript://example.com/settings%0Aalert(1)", nil),
            ("JavaScript://example.com/settings", nil),
            ("http://example.com/settings", nil),
            ("data:text/html,<script>alert(1)</script>", nil),
            ("data://example.com/settings", nil),
            ("file:///settings", nil),
            ("file://example.com/settings", nil),
            ("vbscript:msgbox(1)", nil),
            ("myapp:settings", nil),
            ("myapp:/settings", nil),
            ("https:example.com/settings", nil),
            ("https:/example.com/settings", nil),
            (" https://example.com/settings", nil),
            ("https://example.com/settings ", nil),
            ("my%61pp://settings", nil),
            ("myapp-betas://beta", nil),
            // Dot segments, raw and percent-encoded.
            ("https://example.com/profile/.", nil),
            ("https://example.com/profile/..", nil),
            ("https://example.com/profile/%2e", nil),
            ("https://example.com/profile/%2e%2e", nil),
            ("https://example.com/profile/.%2E", nil),
            ("https://example.com/profile/%2E.", nil),
            ("https://example.com/x/../settings", nil),
            ("https://example.com/x/%2e%2e/settings", nil),
            ("https://example.com/./settings", nil),
            ("https://example.com/settings/.", nil),
            ("https://example.com/help/a/../b", nil),
            ("https://example.com/help/%2e%2e/etc/passwd", nil),
            ("myapp://../settings", nil),
            ("myapp://%2e%2e/settings", nil),
            ("https://example.com/profile/...", .profile(username: "...")),
            ("https://example.com/profile/%2e%2e%2f", .profile(username: "../")),
            // '%2F' and double encoding: decoded once, never split.
            ("https://example.com/profile/a%2Fb", .profile(username: "a/b")),
            ("https://example.com/profile/%2F", .profile(username: "/")),
            ("https://example.com/profile/a%252Fb", .profile(username: "a%2Fb")),
            ("https://example.com/profile/%252e%252e", .profile(username: "%2e%2e")),
            ("https://example.com/profile%2Fada", nil),
            ("https://example.com/settings%2F", nil),
            ("https://example.com/%73ettings", .settings),
            ("myapp://products%2F42", nil),
            ("https://example.com/help/a%2F..%2Fb", .help(topic: ["a/../b"])),
            ("https://example.com/profile/a%5Cb", .profile(username: "a\\b")),
            ("https://example.com/profile/%", nil),
            ("https://example.com/profile/%2", nil),
            ("https://example.com/profile/%%32%46", nil),
            ("https://example.com/profile/%C0%AF", nil),  // overlong '/'
            ("https://example.com/profile/%ED%A0%80", nil),  // a UTF-16 surrogate
            ("https://example.com/profile/%F4%90%80%80", nil),  // above U+10FFFF
            // NUL and control characters, raw and encoded.
            ("https://example.com/profile/%00", nil),
            ("https://example.com/profile/a%00.html", nil),
            ("https://example.com/profile/%0D%0ASet-Cookie:x", nil),
            ("https://example.com/profile/%09", nil),
            ("https://example.com/profile/%7F", nil),
            ("https://example.com/profile/a\u{0}", nil),
            ("https://example.com/profile/a\nb", nil),
            ("https://example.com/profile/a\tb", nil),
            ("https://example.com/profile/a b", nil),
            ("https://example.com/settings\u{0}", nil),
            ("https://exa\u{0}mple.com/settings", nil),
            ("https://example.com/settings?q=\u{7F}", nil),
            ("https://example.com/search?q=%00", .search(q: "\u{0}")),  // a query string may hold any text
            ("https://example.com/profile/%C2%85", .profile(username: "\u{85}")),  // C1 controls are not refused
            // Integer overflow and non-canonical numbers.
            ("https://example.com/products/9223372036854775807", .product(id: Int.max)),
            ("https://example.com/products/-9223372036854775808", .product(id: Int.min)),
            ("https://example.com/products/9223372036854775808", nil),
            ("https://example.com/products/-9223372036854775809", nil),
            ("https://example.com/products/18446744073709551617", nil),
            ("https://example.com/products/+1", nil),
            ("https://example.com/products/%2B1", nil),
            ("https://example.com/products/01", nil),
            ("https://example.com/products/00", nil),
            ("https://example.com/products/1e3", nil),
            ("https://example.com/products/%201", nil),
            ("https://example.com/products/1%20", nil),
            ("https://example.com/products/0x10", nil),
            ("https://example.com/products/1.0", nil),
            ("https://example.com/products/-", nil),
            ("https://example.com/products/--1", nil),
            ("https://example.com/products/１", nil),  // full-width digit
            ("https://example.com/products/%D9%A1", nil),  // Arabic-Indic digit
            ("https://example.com/products/-0", .product(id: 0)),
            ("https://example.com/price/1e3", .price(amount: 1000)),
            ("https://example.com/price/1e400", nil),
            ("https://example.com/price/-1e400", nil),
            ("https://example.com/price/NaN", nil),
            ("https://example.com/price/inf", nil),
            ("https://example.com/price/0x1p3", nil),
            ("https://example.com/price/.5", nil),
            ("https://example.com/price/5.", nil),
            ("https://example.com/price/9223372036854775808", .price(amount: 9_223_372_036_854_775_808)),
            ("https://example.com/flags/TRUE", nil),
            ("https://example.com/flags/01", nil),
            ("https://example.com/users/{0F8FAD5B-D9CB-469F-A165-70867728950E}/orders/1", nil),
            ("https://example.com/users/0F8FAD5BD9CB469FA16570867728950E/orders/1", nil),
            ("https://example.com/lists?ids=1&ids=%2B2", nil),
            ("https://example.com/search?q=a&page=1e0", nil),
            ("https://example.com/search?q=a&page=9223372036854775808", nil),
            // Duplicate query keys.
            ("https://example.com/search?q=a&q=b", nil),
            ("https://example.com/search?q=a&q=a", nil),
            ("https://example.com/search?q=a&%71=b", nil),
            ("https://example.com/search?q=a&page=2&page=2", nil),
            ("https://example.com/products/1?ref=a&ref=b", nil),
            ("myapp://product?id=1&id=2", nil),
            ("https://example.com/filter?kind=a&kind=b", .filterAll),
            ("https://example.com/search?q=a&tags=x&tags=x", .search(q: "a", tags: ["x", "x"])),
            ("https://example.com/search?q=a&Q=b", .search(q: "a")),
            ("https://example.com/search?%71=a", .search(q: "a")),
            ("https://example.com/search?q%3Da", nil),
            ("https://example.com/search?q=a=b&&&page=2&", .search(q: "a=b", page: 2)),
            ("https://example.com/search?q=a#&q=b", .search(q: "a")),
            ("https://example.com/search?q=a+b%2Bc", .search(q: "a+b+c")),
        ] as [(String, TestRoute?)])
    func hostileURL(_ url: String, _ expected: TestRoute?) {
        let generated = TestRoute(string: url)
        #expect(generated == expected, "\(url.debugDescription)")
        if let reference = Self.reference {
            let problem = ReferenceAgreement.disagreement(generated, reference.match(url))
            #expect(problem == nil, "\(url.debugDescription): \(problem ?? "")")
        }
    }

    // MARK: Pathological sizes, refused or matched in bounded time

    /// The shortest of three runs of `body`, in milliseconds, and its result.
    static func measure<Result>(_ body: () -> Result) -> (milliseconds: Double, result: Result) {
        var best = Double.infinity
        var result: Result?
        for _ in 0..<3 {
            let clock = ContinuousClock()
            let start = clock.now
            result = body()
            let elapsed = start.duration(to: clock.now)
            best = min(best, Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        return (best, result!)
    }

    @Test(arguments: [
        ("1 MB path", "https://example.com/profile/" + String(repeating: "a", count: 1 << 20)),
        ("1 MB of '%'", "https://example.com/profile/" + String(repeating: "%", count: 1 << 20)),
        ("1 MB host", "https://" + String(repeating: "a.", count: 1 << 19) + "shop.example.com/shop/x"),
        ("1 MB query", "https://example.com/search?q=" + String(repeating: "%41", count: 350_000)),
        ("100,000 segments", "https://example.com/help" + String(repeating: "/a", count: 100_000)),
        ("100,000 empty segments", "https://example.com/help" + String(repeating: "/", count: 100_000)),
        ("100,000 dot segments", "https://example.com/help" + String(repeating: "/..", count: 100_000)),
        ("100,000 query items", "https://example.com/search?q=a" + String(repeating: "&tags=x", count: 100_000)),
        ("100,000 repeated keys", "https://example.com/search" + "?" + String(repeating: "q=a&", count: 100_000)),
        ("100,000 utm items", "https://example.com/settings?" + String(repeating: "utm_source=x&", count: 100_000)),
        ("1 MB fragment", "https://example.com/settings#" + String(repeating: "x", count: 1 << 20)),
    ])
    func hugeURLIsRefusedQuickly(_ name: String, _ url: String) {
        #expect(url.utf8.count > urlLengthLimit)
        let (milliseconds, route) = Self.measure { TestRoute(string: url) }
        #expect(route == nil, "\(name)")
        #expect(milliseconds < 50, "\(name) took \(milliseconds) ms")
        if let reference = Self.reference {
            let (referenceMilliseconds, match) = Self.measure { reference.match(url) }
            #expect(match == nil, "\(name)")
            #expect(referenceMilliseconds < 50, "reference: \(name) took \(referenceMilliseconds) ms")
        }
    }

    /// The largest URLs that are read at all (8,192 bytes) are matched exactly.
    @Test func largestAcceptedURLsMatchExactly() {
        let limit = urlLengthLimit
        let help = "https://example.com/help"
        let segments = (limit - help.utf8.count) / 2
        let manySegments = help + String(repeating: "/a", count: segments)
        let allSegments = TestRoute(string: manySegments) == .help(topic: Array(repeating: "a", count: segments))
        #expect(allSegments, "\(segments) segments")
        let fewer = help + String(repeating: "/a", count: segments - 1)
        let trailingSlash = TestRoute(string: fewer + "/") == .help(topic: Array(repeating: "a", count: segments - 1))
        #expect(trailingSlash)
        #expect(TestRoute(string: manySegments + "/") == nil)  // one byte over
        #expect(TestRoute(string: fewer + "//") == nil)

        let search = "https://example.com/search?q=a"
        let items = (limit - search.utf8.count) / 7
        let manyItems = search + String(repeating: "&tags=x", count: items)
        let allItems = TestRoute(string: manyItems) == .search(q: "a", tags: Array(repeating: "x", count: items))
        #expect(allItems, "\(items) items")
        let duplicated = "https://example.com/search?" + String(repeating: "q=a&", count: (limit - 27) / 4)
        #expect(TestRoute(string: duplicated) == nil)
        let noise = "https://example.com/settings?" + String(repeating: "utm_a=b&", count: (limit - 29) / 8)
        #expect(TestRoute(string: noise) == .settings)

        let encoded = "https://example.com/profile/" + String(repeating: "%41", count: (limit - 28) / 3)
        let decoded = TestRoute(string: encoded) == .profile(username: String(repeating: "A", count: (limit - 28) / 3))
        #expect(decoded)

        if let reference = Self.reference {
            for url in [manySegments, manyItems, duplicated, noise, encoded] {
                let problem = ReferenceAgreement.disagreement(TestRoute(string: url), reference.match(url))
                #expect(problem == nil, "\(problem ?? "")")
            }
        }
    }

    /// A Foundation `URL` cannot smuggle anything past the matcher: `init(url:)` reads
    /// `absoluteString`, the same text.
    @Test func foundationURLsGiveTheSameAnswers() throws {
        for text in [
            "https://example.com@evil.com/settings", "https://example.com/profile/%2e%2e",
            "https://example.com/profile/a%2Fb", "https://example.com:443/settings", "myapp://user@settings",
        ] {
            guard let url = URL(string: text) else { continue }
            #expect(TestRoute(url: url) == TestRoute(string: text), "\(text)")
        }
    }

    /// `URL(string:)` in swift-foundation repairs text that is not a URL (a raw backslash becomes
    /// `%5C`, a stray `%` becomes `%25`), so `init(url:)` can see a different URL than
    /// `init(string:)` of the same text (Fuzz/README.md, observation O1). The host tricks stay
    /// refused whatever the repair.
    @Test func textThatFoundationRepairsStaysSafe() {
        for text in [
            "https://example.com\\@evil.com/", "https://example.com\\@evil.com/settings",
            "https://example.com\\.evil.com/settings", "https://evil.com\\example.com/settings",
            "https://example.com /settings", "https://example.com%/settings",
        ] {
            #expect(TestRoute(string: text) == nil, "\(text)")
            if let url = URL(string: text) {
                #expect(TestRoute(url: url) == nil, "\(text) → \(url.absoluteString)")
            }
        }
    }
}
