import Foundation
import Testing

@testable import RouteRuntime

/// SPEC §4.1–4.2 and the URL-wide rules of §4.3: scheme, authority, host, length, raw bytes and
/// fragments, as ``RouteURL`` decomposes them.
@Suite("RouteURL decomposition")
struct RouteURLTests {
    // MARK: Schemes

    @Test("https in any case is a universal link", arguments: ["https", "HTTPS", "Https", "hTtPs"])
    func httpsInAnyCase(scheme: String) throws {
        let url = try #require(decompose("\(scheme)://example.com/settings"))
        #expect(url.isHTTPS)
        #expect(url.host == "example.com")
        #expect(url.segments == ["settings"])
        #expect(withRouteURL("\(scheme)://example.com/") { $0.schemeIs("https") } == true)
    }

    @Test("custom schemes compare case-insensitively", arguments: ["myapp", "MyApp", "MYAPP"])
    func customSchemeInAnyCase(scheme: String) throws {
        let url = try #require(decompose("\(scheme)://settings"))
        #expect(!url.isHTTPS)
        #expect(url.segments == ["settings"])
        #expect(withRouteURL("\(scheme)://settings") { $0.schemeIs("myapp") } == true)
    }

    @Test(
        "schemeIs needs the whole scheme",
        arguments: [
            ("myapp://x", "myap", false), ("myapp://x", "myapp2", false), ("myapp2://x", "myapp", false),
            ("my-app.v2+x://x", "my-app.v2+x", true), ("http://x", "https", false),
            ("httpss://x", "https", false),
        ] as [(String, StaticString, Bool)]
    )
    func schemeIsComparesWholeScheme(url: String, scheme: StaticString, expected: Bool) {
        #expect(withRouteURL(url) { $0.schemeIs(scheme) } == expected)
    }

    @Test("only https is a universal link scheme", arguments: ["http://example.com/", "httpsx://example.com/"])
    func otherSchemesAreNotHTTPS(url: String) throws {
        #expect(try #require(decompose(url)).isHTTPS == false)
    }

    @Test(
        "a URL without scheme:// is refused",
        arguments: [
            "myapp:settings", "myapp:/settings", "myapp:", "myapp:/", "https:example.com",
            "https:/example.com/", "example.com/settings", "/settings", "settings", "",
            "://example.com", "1app://x", "my_app://x", "my app://x", "-app://x", "+app://x", "é://x",
            "myapp//x",
        ]
    )
    func missingSchemeOrSlashesIsRefused(url: String) {
        #expect(decompose(url) == nil)
    }

    // MARK: Authority

    @Test(
        "user-info is refused",
        arguments: [
            "https://a@example.com/", "https://a:b@example.com/", "https://@example.com/",
            "https://example.com@evil.com/", "myapp://u:p@x", "myapp://u@products/42", "myapp://@x",
        ]
    )
    func userInfoIsRefused(url: String) {
        #expect(decompose(url) == nil)
    }

    @Test("an @ after the authority is no user-info")
    func atSignInPathAndQuery() throws {
        #expect(try #require(decompose("https://example.com/a@b")).segments == ["a@b"])
        #expect(try #require(decompose("myapp://products/a@b")).segments == ["products", "a@b"])
        #expect(try #require(decompose("https://example.com?to=a@b")).query == [QueryPair("to", "a@b")])
    }

    @Test("https accepts the port 443", arguments: ["https://example.com:443/a", "HTTPS://EXAMPLE.COM:443"])
    func httpsPort443(url: String) throws {
        let decomposed = try #require(decompose(url))
        #expect(decomposed.host.lowercased() == "example.com")
        #expect(withRouteURL(url) { $0.hostIs("example.com") } == true)
    }

    @Test(
        "any other port is refused",
        arguments: [
            "https://example.com:8443/", "https://example.com:/", "https://example.com:0443/",
            "https://example.com:44/", "https://example.com:4430/", "https://example.com:443:443/",
            "https://example.com:80", "https://example.com:44x/", "https://:443/",
        ]
    )
    func otherPortsAreRefused(url: String) {
        #expect(decompose(url) == nil)
    }

    @Test(
        "custom schemes refuse any port",
        arguments: ["myapp://x:443/", "myapp://x:80", "myapp://x:", "myapp://products:42/a", "myapp://:443"]
    )
    func customSchemesRefusePorts(url: String) {
        #expect(decompose(url) == nil)
    }

    @Test("https needs a host", arguments: ["https:///settings", "https://", "https://?q=1", "https://#x"])
    func httpsNeedsAHost(url: String) {
        #expect(decompose(url) == nil)
    }

    // MARK: Hosts

    @Test(
        "hostIs compares the whole host, case-insensitively",
        arguments: [
            ("https://example.com/", true), ("https://EXAMPLE.COM/", true), ("https://Example.Com:443/x", true),
            ("https://example.com", true), ("https://example.com?x=1", true), ("https://example.com#x", true),
            ("https://www.example.com/", false), ("https://example.co/", false), ("https://example.comm/", false),
            ("https://xexample.com/", false), ("https://example.com.evil.com/", false),
            ("https://evil-example.com/", false), ("https://example.com./", false),
            ("https://exa%6Dple.com/", false),
        ]
    )
    func hostIs(url: String, expected: Bool) {
        #expect(withRouteURL(url) { $0.hostIs("example.com") } == expected)
    }

    @Test(
        "hostIsSubdomain(of:) is the *. wildcard: a subdomain, never the domain itself",
        arguments: [
            ("a.example.com", true), ("A.Example.COM", true), ("a.b.example.com", true),
            ("www.example.com:443", true), ("x-y.example.com", true), ("1.example.com", true),
            ("example.com", false), ("EXAMPLE.COM", false), ("evil-example.com", false),
            ("xexample.com", false), ("example.com.evil.com", false), ("a.example.com.evil.com", false),
            ("a.example.co", false), ("a.example.comm", false), ("com", false), ("a.com", false),
            (".example.com", false), ("..example.com", false), ("a..example.com", false),
            (".a.example.com", false), ("a..b.example.com", false), ("..a.example.com", false),
            ("example.com.", false), ("a.example.com.", false),
        ]
    )
    func hostIsSubdomain(host: String, expected: Bool) {
        #expect(withRouteURL("https://\(host)/") { $0.hostIsSubdomain(of: "example.com") } == expected)
    }

    @Test("hostIs and hostIsSubdomain(of:) are exclusive for the same domain")
    func hostAndWildcardAreExclusive() {
        for host in ["example.com", "a.example.com", "Example.com", "B.EXAMPLE.com"] {
            let both = withRouteURL("https://\(host)/") { url in
                [url.hostIs("example.com"), url.hostIsSubdomain(of: "example.com")]
            }
            #expect(both?.filter { $0 }.count == 1, "\(host)")
        }
    }

    // MARK: Custom-scheme hosts

    @Test(
        "under a custom scheme the host is the first path segment",
        arguments: [
            ("myapp://products/42", ["products", "42"]), ("myapp://settings", ["settings"]),
            ("myapp:///settings", ["settings"]), ("myapp:///products/42", ["products", "42"]),
            ("myapp://settings/", ["settings"]), ("myapp://settings?x=1", ["settings"]),
            ("myapp://settings#top", ["settings"]), ("myapp://products/42/", ["products", "42"]),
            ("myapp://", []), ("myapp:///", []), ("myapp://?q=1", []), ("myapp://#x", []),
            ("myapp://caf%C3%A9/x", ["café", "x"]), ("myapp://a%2Fb/c", ["a/b", "c"]),
            ("myapp://a.b/c", ["a.b", "c"]),
        ] as [(String, [String])]
    )
    func customSchemeHostIsFirstSegment(url: String, segments: [String]) throws {
        let decomposed = try #require(decompose(url))
        #expect(decomposed.segments == segments)
        #expect(decomposed.isHTTPS == false)
    }

    @Test(
        "the root has its cursor at the end of the path", arguments: ["myapp://", "myapp:///", "https://example.com"])
    func rootCursor(url: String) {
        #expect(withRouteURL(url) { $0.pathCursor == $0.pathEnd } == true)
        #expect(withRouteURL(url) { $0.segment(at: $0.pathCursor) == nil } == true)
    }

    @Test("https paths: the empty path and / are the root", arguments: ["https://example.com", "https://example.com/"])
    func httpsRoot(url: String) throws {
        #expect(try #require(decompose(url)).rawSegments == [])
    }

    // MARK: Length

    @Test("URLs up to 8,192 bytes are decomposed, longer ones refused")
    func maximumLength() {
        #expect(RouteURL.maximumLength == 8192)
        let prefix = "https://example.com/"
        let longest = prefix + String(repeating: "a", count: 8192 - prefix.utf8.count)
        #expect(longest.utf8.count == 8192)
        #expect(decompose(longest)?.segments.count == 1)
        #expect(decompose(longest + "b") == nil)
        // Through the byte initializer too.
        #expect(withBytes(longest) { RouteURL($0) != nil })
        #expect(withBytes(longest + "b") { RouteURL($0) == nil })
    }

    @Test("the length counts UTF-8 bytes, not characters")
    func maximumLengthCountsBytes() {
        let prefix = "https://example.com/?q="
        // "é" is two bytes.
        let padding = String(repeating: "é", count: (8192 - prefix.utf8.count) / 2)
        let fits = prefix + padding + String(repeating: "a", count: (8192 - prefix.utf8.count) % 2)
        #expect(fits.utf8.count == 8192)
        #expect(decompose(fits) != nil)
        #expect(decompose(fits + "é") == nil)
        #expect((fits + "é").count < 8192)
    }

    // MARK: Raw bytes

    @Test(
        "raw control characters, spaces and bytes RFC 3986 never allows are refused, anywhere",
        arguments: [
            "\u{0}", "\u{1}", "\t", "\n", "\r", "\u{1F}", "\u{7F}", " ", "\"", "<", ">", "^", "`", "{", "|", "}",
        ]
    )
    func rawDisallowedBytes(character: String) {
        #expect(decompose("https://example.com/a\(character)b") == nil)
        #expect(decompose("https://example.com/?q=a\(character)b") == nil)
        #expect(decompose("https://example.com/?a\(character)b=1") == nil)
        #expect(decompose("https://example.com/#a\(character)b") == nil)
        #expect(decompose("https://exa\(character)mple.com/") == nil)
        #expect(decompose("myapp://a\(character)b/c") == nil)
    }

    @Test(
        "a backslash anywhere in the raw URL is refused",
        arguments: [
            "https://example.com\\settings", "https://example.com/a\\b", "https://example.com/\\",
            "https://example.com/a?q=\\", "https://example.com/a?\\=1", "https://example.com/a#\\",
            "https://example.com/a#x\\y", "https:\\\\example.com/", "myapp://a\\b", "myapp:\\\\settings",
            "myapp:///a\\b",
        ]
    )
    func backslashIsRefused(url: String) {
        #expect(decompose(url) == nil)
    }

    @Test("non-ASCII bytes are read as UTF-8", arguments: ["https://example.com/café", "myapp://café"])
    func nonASCIIBytes(url: String) throws {
        #expect(try #require(decompose(url)).segments == ["café"])
        #expect(try #require(decompose("https://example.com/😀/中文?q=ü")).segments == ["😀", "中文"])
        #expect(try #require(decompose("https://example.com/?q=ü")).query == [QueryPair("q", "ü")])
    }

    @Test("invalid UTF-8 raw bytes decompose, but are refused as strings")
    func invalidRawUTF8() {
        let bytes: [UInt8] = Array("https://example.com/a".utf8) + [0xFF] + Array("?q=".utf8) + [0xC0, 0xAF]
        let result = withBytes(bytes) { buffer -> (String?, String?)? in
            guard let url = RouteURL(buffer), let segment = url.segment(at: url.pathCursor) else { return nil }
            var items = url.queryItems()
            guard let item = items.next() else { return nil }
            return (url.string(segment), url.queryString(item))
        }
        #expect(result != nil)
        #expect(result?.0 == nil)
        #expect(result?.1 == nil)
    }

    // MARK: Fragments

    @Test(
        "the fragment is ignored",
        arguments: [
            ("https://example.com/a?b=1#frag", ["a"], [QueryPair("b", "1")]),
            ("https://example.com/a#?x=1", ["a"], []),
            ("https://example.com/a#b/c", ["a"], []),
            ("https://example.com/a?b=1#c=2&d=3", ["a"], [QueryPair("b", "1")]),
            ("https://example.com/a#x#y", ["a"], []),
            ("https://example.com/a#", ["a"], []),
            ("myapp://a#/b", ["a"], []),
            ("https://example.com#x", [], []),
        ] as [(String, [String], [QueryPair])]
    )
    func fragmentIsIgnored(url: String, segments: [String], query: [QueryPair]) throws {
        let decomposed = try #require(decompose(url))
        #expect(decomposed.segments == segments)
        #expect(decomposed.query == query)
    }

    @Test("withURL returns what its body returns, and nil when the body does")
    func withURLPassesThrough() {
        #expect(RouteURL.withURL("myapp://x") { _ in 7 } == 7)
        #expect(RouteURL.withURL("myapp://x") { _ -> Int? in nil } == nil)
        #expect(RouteURL.withURL("nope") { _ in 7 } == nil)
    }

    @Test("schemeIndex starts at -1 and is the matcher's to set")
    func schemeIndex() {
        #expect(withRouteURL("myapp://x") { $0.schemeIndex } == -1)
        #expect(
            withRouteURL("myapp://x") { url -> Int? in
                var copy = url
                copy.schemeIndex = 2
                return copy.schemeIndex
            } == 2)
    }
}
