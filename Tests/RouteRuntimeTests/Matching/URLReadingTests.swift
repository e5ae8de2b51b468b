import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.1 and §4.2: what the reader refuses before any route is looked at, and how
/// schemes and hosts are compared.
@Suite("Reading URLs")
struct URLReadingTests {
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp", {"name": "ksr", "withHost": true}],
          "hosts": ["example.com", "*.shop.example.com"],
          "routes": {"home": "/", "settings": "/settings", "page": "/pages/{slug}"}
        }
        """)

    private func match(_ url: String) -> String? { Self.table.match(url) }

    // MARK: Length

    @Test("a URL of 8,192 bytes is read; one byte more is refused unread")
    func maximumLength() {
        let prefix = "https://example.com/pages/"
        let longest = prefix + String(repeating: "a", count: 8192 - prefix.utf8.count)
        #expect(longest.utf8.count == 8192)
        #expect(match(longest) == "page(slug: \(quoted(String(repeating: "a", count: 8192 - prefix.utf8.count))))")
        #expect(match(longest + "a") == nil)
        // The query counts too.
        let query = "https://example.com/settings?q="
        let longestQuery = query + String(repeating: "x", count: 8192 - query.utf8.count)
        #expect(match(longestQuery) == "settings")
        #expect(match(longestQuery + "x") == nil)
        // And the fragment.
        let fragment = "https://example.com/settings#"
        #expect(match(fragment + String(repeating: "x", count: 8192 - fragment.utf8.count)) == "settings")
        #expect(match(fragment + String(repeating: "x", count: 8193 - fragment.utf8.count)) == nil)
    }

    @Test("the length counts UTF-8 bytes, not characters")
    func lengthCountsBytes() {
        let prefix = "https://example.com/settings?q="
        let room = 8192 - prefix.utf8.count
        let fits = prefix + String(repeating: "é", count: room / 2) + String(repeating: "a", count: room % 2)
        #expect(fits.utf8.count == 8192)
        #expect(match(fits) == "settings")
        #expect(match(fits + "é") == nil)
        #expect((fits + "é").count < 8192)
    }

    @Test("a path of 8,192 bytes is read; one byte more is refused")
    func maximumPathLength() {
        let prefix = "/pages/"
        let longest = prefix + String(repeating: "b", count: 8192 - prefix.utf8.count)
        #expect(Self.table.match(path: longest) != nil)
        #expect(Self.table.match(path: longest + "b") == nil)
    }

    @Test("the empty text is refused")
    func emptyText() {
        #expect(match("") == nil)
        #expect(Self.table.match(path: "") == nil)
    }

    // MARK: Bytes no URL may hold

    static let disallowed = [
        "\u{0}", "\u{1}", "\t", "\n", "\r", "\u{1F}", "\u{7F}", " ", "\"", "<", ">", "\\", "^", "`", "{", "|", "}",
    ]

    @Test("a byte RFC 3986 allows nowhere is refused anywhere: host, path, query, fragment", arguments: disallowed)
    func disallowedBytes(character: String) {
        #expect(match("https://example.com/pages/ab") != nil)
        #expect(match("https://example.com/pages/a\(character)b") == nil)
        #expect(match("https://example.com/settings?q=a\(character)b") == nil)
        #expect(match("https://example.com/settings?a\(character)b=1") == nil)
        #expect(match("https://example.com/settings?utm=\(character)") == nil)
        #expect(match("https://example.com/settings#a\(character)b") == nil)
        #expect(match("https://exa\(character)mple.com/settings") == nil)
        #expect(match("myapp://sett\(character)ings") == nil)
        #expect(match("myapp://settings?x=\(character)") == nil)
        #expect(match("ksr://example.com/pages/a\(character)b") == nil)
        #expect(Self.table.match(path: "/pages/a\(character)b") == nil)
        #expect(Self.table.match(path: "/settings?q=\(character)") == nil)
        #expect(Self.table.match(path: "/settings#\(character)") == nil)
    }

    /// What `URLParts.readURL` finds in `bytes`, read from a copy with 16 zero bytes after it
    /// as the matcher's: `nil` when refused, else the slashes, the ends of the path and query,
    /// the `&` and whether the path and query hold `%`.
    private static func wordRead(_ bytes: [UInt8]) -> [Int]? {
        let padded = bytes + [UInt8](repeating: 0, count: 16)
        var slashes = [Int32](repeating: -1, count: 65)
        return padded.withUnsafeBufferPointer { text in
            slashes.withUnsafeMutableBufferPointer { slots -> [Int]? in
                guard
                    let parts = URLParts.url(
                        text.baseAddress!, count: bytes.count, slashes: slots.baseAddress!, slashMask: 63)
                else { return nil }
                let noted = slots.prefix(parts.slashCount).map(Int.init)
                return noted + [
                    parts.pathEnd, parts.queryStart, parts.queryEnd, parts.ampersands,
                    parts.pathIsEncoded ? 1 : 0, parts.queryIsEncoded ? 1 : 0,
                ]
            }
        }
    }

    /// The same, byte by byte from RFC 3986 (`URLParts.isAllowed`), for a URL whose authority is
    /// `https://example.com`.
    private static func byteRead(_ bytes: [UInt8]) -> [Int]? {
        let pathStart = "https://example.com".utf8.count
        let pathEnd =
            bytes[pathStart...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
        let hasQuery = pathEnd < bytes.count && bytes[pathEnd] == UInt8(ascii: "?")
        let queryStart = hasQuery ? pathEnd + 1 : pathEnd
        let queryEnd = bytes[queryStart...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        for (index, byte) in bytes.enumerated().dropFirst(pathStart) where !URLParts.isAllowed(byte) {
            // "#" delimits: the first ends the path or query; any in the fragment is allowed.
            if byte == UInt8(ascii: "#") && index >= queryEnd { continue }
            return nil
        }
        let path = bytes[pathStart..<pathEnd]
        let query = bytes[queryStart..<queryEnd]
        return path.indices.filter { bytes[$0] == UInt8(ascii: "/") } + [
            pathEnd, queryStart, queryEnd, query.count { $0 == UInt8(ascii: "&") },
            path.contains(UInt8(ascii: "%")) ? 1 : 0, query.contains(UInt8(ascii: "%")) ? 1 : 0,
        ]
    }

    @Test("every ASCII byte at every place of a path, query and fragment word, against a byte-by-byte reading")
    func everyByteAtEveryPosition() {
        // The path, query and fragment are read eight bytes at a time: each byte at each of 18
        // places covers every position in a word and the last, partial word.
        let templates = [
            ("https://example.com/ab/cdefghijklmnopqr", 20),
            ("https://example.com/p?abcdefghijklmnopqr", 22),
            ("https://example.com/p?a=1&b#abcdefghijklmnopqr", 28),
            ("https://example.com/ab/cd%41ef?x=%20&yyyyyyyyy", 20),
        ]
        var mistakes: [String] = []
        for (template, first) in templates {
            let valid = Array(template.utf8)
            for position in first..<valid.count {
                for byte in UInt8(0)...0x7F {
                    for length in [position + 1, valid.count] {
                        var text = Array(valid.prefix(length))
                        text[position] = byte
                        if Self.wordRead(text) != Self.byteRead(text) {
                            mistakes.append("\(byte) at \(position) of \(String(decoding: text, as: UTF8.self))")
                        }
                    }
                }
            }
        }
        #expect(mistakes.isEmpty, "\(mistakes.prefix(5))")
    }

    @Test("the characters RFC 3986 allows, raw, are read", arguments: Array("!$&'()*+,;=:@-._~[]"))
    func allowedBytes(character: Character) {
        #expect(match("https://example.com/pages/a\(character)b") == "page(slug: \(quoted("a\(character)b")))")
        #expect(match("https://example.com/settings?q=\(character)#\(character)") == "settings")
    }

    @Test("non-ASCII characters may appear raw, and are read as UTF-8")
    func rawNonASCII() {
        #expect(match("https://example.com/pages/café") == "page(slug: \"café\")")
        #expect(match("https://example.com/pages/😀中文") == "page(slug: \"😀中文\")")
        #expect(match("myapp://pages/ü") == "page(slug: \"ü\")")
        #expect(match("https://example.com/settings?q=ü#ß") == "settings")
    }

    // MARK: Scheme

    @Test(
        "a URL without scheme:// is refused",
        arguments: [
            "myapp:settings", "myapp:/settings", "myapp:", "myapp:/", "myapp", "https:example.com/settings",
            "https:/example.com/settings", "example.com/settings", "/settings", "settings", "://example.com/",
            "1app://settings", "my_app://settings", "my app://settings", "-app://settings", "+app://settings",
            "é://settings", "myapp//settings", "myapp:\\\\settings", "https:\\\\example.com/settings",
        ]
    )
    func missingScheme(url: String) {
        #expect(match(url) == nil)
    }

    @Test(
        "a scheme that is neither https nor declared is refused",
        arguments: [
            "http://example.com/settings", "ftp://example.com/settings", "httpss://example.com/settings",
            "myapp2://settings", "myap://settings", "my-app://settings", "ksrx://example.com/settings",
        ]
    )
    func unknownScheme(url: String) {
        #expect(match(url) == nil)
    }

    @Test(
        "schemes compare ASCII case-insensitively",
        arguments: [
            "https://example.com/settings", "HTTPS://example.com/settings", "Https://example.com/settings",
            "hTtPs://example.com/settings", "myapp://settings", "MYAPP://settings", "MyApp://settings",
            "ksr://example.com/settings", "KSR://example.com/settings",
        ]
    )
    func schemeCase(url: String) {
        #expect(match(url) == "settings")
    }

    @Test("https is refused when the table declares no host")
    func httpsWithoutHosts() {
        let table = TestTable(
            #"{"version": 1, "enum": "TestRoute", "schemes": ["myapp"], "routes": {"settings": "/settings"}}"#)
        #expect(table.match("myapp://settings") == "settings")
        #expect(table.match("https://example.com/settings") == nil)
        #expect(table.match("https://settings") == nil)
    }

    // MARK: Authority

    @Test(
        "user-info is refused, under every scheme",
        arguments: [
            "https://a@example.com/settings", "https://a:b@example.com/settings", "https://@example.com/settings",
            "https://example.com@example.com/settings", "https://settings@example.com", "myapp://u@settings",
            "myapp://u:p@settings", "myapp://@settings", "ksr://u@example.com/settings",
        ]
    )
    func userInfo(url: String) {
        #expect(match(url) == nil)
    }

    @Test("an @ after the authority is no user-info")
    func atSignAfterAuthority() {
        #expect(match("https://example.com/pages/a@b") == "page(slug: \"a@b\")")
        #expect(match("https://example.com/settings?to=a@b") == "settings")
        #expect(match("https://example.com/settings#a@b") == "settings")
        #expect(match("myapp://pages/a@b") == "page(slug: \"a@b\")")
    }

    @Test(
        "https accepts the port :443 and no other",
        arguments: [
            ("https://example.com:443/settings", "settings"), ("HTTPS://EXAMPLE.COM:443", "home"),
            ("https://example.com:443", "home"), ("https://example.com:443?x=1", "home"),
            ("https://a.shop.example.com:443/settings", "settings"),
        ] as [(String, String?)]
    )
    func httpsPort443(url: String, expected: String?) {
        #expect(match(url) == expected)
    }

    @Test(
        "every other port is refused under https",
        arguments: [
            "https://example.com:8443/settings", "https://example.com:/settings", "https://example.com:0443/settings",
            "https://example.com:44/settings", "https://example.com:4430/settings", "https://example.com:443:443/",
            "https://example.com:80", "https://example.com:44x/", "https://:443/settings", "https://example.com:",
        ]
    )
    func otherPorts(url: String) {
        #expect(match(url) == nil)
    }

    @Test(
        "custom schemes refuse every port, :443 included",
        arguments: [
            "myapp://settings:443", "myapp://settings:80/x", "myapp://settings:", "myapp://:443",
            "myapp://pages:42/a", "ksr://example.com:443/settings", "ksr://example.com:80/settings",
            "ksr://example.com:/settings",
        ]
    )
    func customSchemePorts(url: String) {
        #expect(match(url) == nil)
    }

    @Test(
        "https needs a host", arguments: ["https:///settings", "https://", "https://?q=1", "https://#x", "https:///"])
    func httpsNeedsAHost(url: String) {
        #expect(match(url) == nil)
    }

    // MARK: Hosts

    @Test(
        "a concrete host is compared whole and ASCII case-insensitively",
        arguments: [
            ("https://example.com/settings", true), ("https://EXAMPLE.COM/settings", true),
            ("https://Example.Com/settings", true), ("https://example.com", true),
            ("https://www.example.com/settings", false), ("https://example.co/settings", false),
            ("https://example.comm/settings", false), ("https://xexample.com/settings", false),
            ("https://example.com.evil.com/settings", false), ("https://evil-example.com/settings", false),
            ("https://example.com./settings", false), ("https://exa%6Dple.com/settings", false),
            ("https://exämple.com/settings", false), ("https://[::1]/settings", false),
            ("https://127.0.0.1/settings", false),
        ]
    )
    func concreteHost(url: String, accepted: Bool) {
        #expect((match(url) != nil) == accepted)
    }

    @Test(
        "a wildcard host is every subdomain with non-empty labels, never the domain itself",
        arguments: [
            ("a.shop.example.com", true), ("A.SHOP.Example.COM", true), ("a.b.shop.example.com", true),
            ("x-y.shop.example.com", true), ("1.shop.example.com", true), ("www.shop.example.com:443", true),
            ("shop.example.com", false), ("SHOP.EXAMPLE.COM", false), (".shop.example.com", false),
            ("..shop.example.com", false), ("a..shop.example.com", false), (".a.shop.example.com", false),
            ("a..b.shop.example.com", false), ("..a.shop.example.com", false), ("a.shop.example.com.", false),
            ("ashop.example.com", false), ("a.shop.example.com.evil.com", false), ("a.shop.example.co", false),
            ("a.xshop.example.com", false), ("example.com.shop.example.co", false),
        ]
    )
    func wildcardHost(host: String, accepted: Bool) {
        #expect((match("https://\(host)/settings") == "settings") == accepted)
    }

    @Test(
        "a percent-encoded or non-ASCII host never matches, not even under a wildcard",
        arguments: ["https://%61.shop.example.com/settings", "https://ä.shop.example.com/settings"]
    )
    func encodedHostUnderWildcard(url: String) {
        #expect(match(url) == nil)
    }

    // MARK: Fragment

    @Test(
        "the fragment is ignored, whatever it holds",
        arguments: [
            ("https://example.com/settings#top", "settings"), ("https://example.com/settings#a#b", "settings"),
            ("https://example.com/settings#?x=1", "settings"), ("https://example.com/settings#/a/b", "settings"),
            ("https://example.com/settings#%ZZ", "settings"), ("https://example.com/settings#", "settings"),
            ("https://example.com/settings?#x", "settings"), ("https://example.com#x", "home"),
            ("myapp://settings#/pages/x", "settings"), ("myapp://#settings", "home"),
            ("https://example.com/pages/a#b", "page(slug: \"a\")"),
        ] as [(String, String)]
    )
    func fragment(url: String, expected: String) {
        #expect(match(url) == expected)
    }
}
