import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.3 and §4.4: splitting the path, decoding each segment once, the segments no
/// route accepts, catch-alls, and paths of many segments.
@Suite("Paths")
struct PathTests {
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "routes": {
            "home": "/",
            "settings": "/settings",
            "page": "/p/{name}",
            "pair": "/pair/{a}/{b}",
            "help": "/help/{topic*}",
            "deep": "/\(Array(repeating: "d", count: 69).joined(separator: "/"))/{x:int}"
          }
        }
        """)

    private func match(_ url: String) -> String? { Self.table.match(url) }

    /// The name `page` reads from the segment `segment`, or `nil` when it opens nothing.
    private func pageName(_ segment: String) -> String? {
        Self.table.table.match(string: "https://example.com/p/" + segment) { $0.value(0) as String }
    }

    // MARK: Root and slashes

    @Test(
        "the empty path and / are the root",
        arguments: [
            "https://example.com", "https://example.com/", "https://example.com?x=1", "https://example.com/?x=1",
            "https://example.com#x", "myapp://", "myapp:///", "myapp://?x=1",
        ]
    )
    func root(url: String) {
        #expect(match(url) == "home")
    }

    @Test(
        "one trailing slash is ignored, two are not",
        arguments: [
            ("https://example.com/settings/", "settings"), ("https://example.com/settings/?x=1", "settings"),
            ("https://example.com/settings/#x", "settings"), ("https://example.com/p/x/", "page(name: \"x\")"),
            ("myapp://settings/", "settings"), ("https://example.com/settings//", nil),
            ("https://example.com//", nil), ("myapp://settings//", nil), ("https://example.com/p/x//", nil),
        ] as [(String, String?)]
    )
    func trailingSlash(url: String, expected: String?) {
        #expect(match(url) == expected)
    }

    @Test(
        "an empty segment anywhere is refused",
        arguments: [
            "https://example.com//settings", "https://example.com/pair/a//b", "https://example.com/pair//b",
            "https://example.com//p/x", "myapp:////settings", "https://example.com///",
        ]
    )
    func emptySegments(url: String) {
        #expect(match(url) == nil)
    }

    @Test("a pattern matches exactly as many segments as it has")
    func segmentCount() {
        #expect(match("https://example.com/settings/x") == nil)
        #expect(match("https://example.com/p") == nil)
        #expect(match("https://example.com/p/a/b") == nil)
        #expect(match("https://example.com/pair/a") == nil)
        #expect(match("https://example.com/pair/a/b") == "pair(a: \"a\", b: \"b\")")
    }

    // MARK: Decoding

    @Test(
        "each segment is decoded once, after the path is split",
        arguments: [
            ("a%2Fb", "a/b"), ("%2F", "/"), ("%2f%2F", "//"), ("a%252Fb", "a%2Fb"), ("%2525", "%25"),
            ("%252E%252E", "%2E%2E"), ("a+b", "a+b"), ("a%2Bb", "a+b"), ("a%20b", "a b"), ("%C3%A9", "é"),
            ("%c3%a9", "é"), ("%C3%a9", "é"), ("%7E", "~"), ("a;b=c", "a;b=c"), ("a:b", "a:b"), ("@", "@"),
            ("[x]", "[x]"), ("%F0%9F%98%80", "😀"), ("%3F%23", "?#"), ("...", "..."), (".a", ".a"), ("a.", "a."),
            ("..a", "..a"), ("%2E%2E%2E", "..."), ("%C2%80", "\u{80}"), ("%C2%A0", "\u{A0}"), ("%20", " "),
            ("%DF%BF", "\u{7FF}"), ("%E0%A0%80", "\u{800}"), ("%ED%9F%BF", "\u{D7FF}"), ("%EE%80%80", "\u{E000}"),
            ("%EF%BF%BF", "\u{FFFF}"), ("%F0%90%80%80", "\u{10000}"), ("%F4%8F%BF%BF", "\u{10FFFF}"),
        ] as [(String, String)]
    )
    func decodedOnce(segment: String, decoded: String) {
        #expect(pageName(segment) == decoded)
    }

    @Test("%2F never splits a segment")
    func encodedSlashStays() {
        #expect(match("https://example.com/pair/a%2Fb/c") == "pair(a: \"a/b\", b: \"c\")")
        #expect(match("https://example.com/p%2Fx") == nil)
        #expect(match("https://example.com/settings%2F") == nil)
    }

    @Test("literals compare with the decoded segment")
    func decodedLiterals() {
        #expect(match("https://example.com/%73ettings") == "settings")
        #expect(match("https://example.com/setting%73") == "settings")
        #expect(match("https://example.com/%70/x") == "page(name: \"x\")")
        #expect(match("https://example.com/settings%20") == nil)
    }

    @Test(
        "invalid percent-encoding is refused",
        arguments: ["%G1", "%1G", "%2", "%", "a%", "a%2", "%%", "%%41", "%2%41", "a%zz", "%-1", "%+1", "%\u{E9}1"]
    )
    func invalidEscapes(segment: String) {
        #expect(pageName(segment) == nil)
        #expect(match("https://example.com/settings\(segment)") == nil)
        #expect(match("https://example.com/help/a/\(segment)") == nil)
        #expect(match("https://example.com/pair/\(segment)/b") == nil)
    }

    @Test(
        "a segment that decodes to invalid UTF-8 is refused",
        arguments: [
            "%FF", "%C0%AF", "%C3", "%C3%28", "%80", "%E0%80%80", "%E2%82", "%ED%A0%80", "%F4%90%80%80",
            "%F8%88%80%80%80", "%C1%BF", "%F0%82%82%AC", "a%FFb",
        ]
    )
    func invalidUTF8(segment: String) {
        #expect(pageName(segment) == nil)
        #expect(match("https://example.com/help/\(segment)") == nil)
    }

    @Test(
        "a segment that decodes to a control character is refused",
        arguments: ["%00", "%01", "%09", "%0A", "%0D", "%1F", "%7F", "a%00b", "%1f", "%7f"]
    )
    func controlCharacters(segment: String) {
        #expect(pageName(segment) == nil)
        #expect(match("https://example.com/help/a/\(segment)") == nil)
    }

    @Test(
        "dot segments are refused, raw or encoded, and never resolved",
        arguments: [".", "..", "%2E", "%2e", "%2E%2E", "%2e%2E", ".%2E", "%2E.", ".%2e"]
    )
    func dotSegments(segment: String) {
        #expect(pageName(segment) == nil)
        #expect(match("https://example.com/pair/\(segment)/b") == nil)
        #expect(match("https://example.com/help/a/\(segment)") == nil)
        #expect(match("https://example.com/help/\(segment)/a") == nil)
        #expect(match("https://example.com/settings/\(segment)") == nil)
        #expect(match("https://example.com/p/x/\(segment)/../p/y") == nil)
    }

    // MARK: Paths alone

    @Test(
        "a path alone must start with /",
        arguments: [
            "products/42", "settings", "?q=1", "#x", "", "https://example.com/settings", "//example.com/settings",
            "//settings", " /settings", "%2Fsettings",
        ]
    )
    func pathMustStartWithSlash(text: String) {
        #expect(Self.table.match(path: text) == nil)
    }

    @Test(
        "a path alone is read as a URL's path, query and fragment",
        arguments: [
            ("/", "home"), ("/?x=1", "home"), ("/#x", "home"), ("/settings", "settings"), ("/settings/", "settings"),
            ("/settings?x=1#y", "settings"), ("/p/a%2Fb", "page(name: \"a/b\")"),
            ("/p/caf%C3%A9", "page(name: \"café\")"),
            ("/help/a/b", "help(topic: [\"a\", \"b\"])"), ("/settings//", nil), ("/p/..", nil), ("/p/%00", nil),
            ("/p/a b", nil), ("/p/a%ZZ", nil),
        ] as [(String, String?)]
    )
    func pathAlone(path: String, expected: String?) {
        #expect(Self.table.match(path: path) == expected)
    }

    // MARK: Catch-alls

    @Test(
        "a catch-all takes one or more acceptable segments, decoded",
        arguments: [
            ("https://example.com/help/a", ["a"]), ("https://example.com/help/a/b/c", ["a", "b", "c"]),
            ("https://example.com/help/a/b/", ["a", "b"]), ("https://example.com/help/a%2Fb/c", ["a/b", "c"]),
            ("https://example.com/help/%20/%C3%A9", [" ", "é"]), ("myapp://help/a/b", ["a", "b"]),
            ("https://example.com/help/help", ["help"]), ("https://example.com/help/...", ["..."]),
            ("https://example.com/help", nil), ("https://example.com/help/", nil),
            ("https://example.com/help/a//b", nil), ("https://example.com/help/a/b//", nil),
        ] as [(String, [String]?)]
    )
    func catchAll(url: String, segments: [String]?) {
        #expect(match(url) == segments.map { "help(topic: \(listText($0.map(quoted))))" })
    }

    // MARK: Many segments

    @Test("paths of more than 64 segments are read whole", arguments: [62, 63, 64, 65, 66, 100, 1000, 2000])
    func manySegments(count: Int) {
        let segments = (0..<count).map { "s\($0 % 10)" }
        let path = "/help/" + segments.joined(separator: "/")
        let expected = "help(topic: \(listText(segments.map(quoted))))"
        #expect(match("https://example.com" + path) == expected)
        #expect(match("https://example.com" + path + "/") == expected)
        #expect(match("https://example.com" + path + "//") == nil)
        #expect(match("myapp:/" + path) == expected)
        #expect(Self.table.match(path: path) == expected)
        #expect(Self.table.match(path: path + "?x=1#y") == expected)
    }

    @Test("a trailing slash that is the 64th slash is ignored too")
    func trailingSlashAtTheBoundary() {
        // "/help" + 62 segments + "/": 64 slashes.
        let segments = (0..<62).map { "x\($0)" }
        #expect(
            match("https://example.com/help/" + segments.joined(separator: "/") + "/")
                == "help(topic: \(listText(segments.map(quoted))))")
    }

    @Test("a pattern of 70 segments reads its value at the 70th")
    func deepPattern() {
        let prefix = Array(repeating: "d", count: 69).joined(separator: "/")
        #expect(match("https://example.com/\(prefix)/42") == "deep(x: 42)")
        #expect(match("myapp://\(prefix)/%34%32/") == "deep(x: 42)")
        #expect(match("https://example.com/\(prefix)/x") == nil)
        #expect(match("https://example.com/\(prefix)/42/43") == nil)
        #expect(match("https://example.com/\(prefix)") == nil)
        #expect(match("https://example.com/d/\(prefix)") == nil)
        #expect(Self.table.match(path: "/\(prefix)/-7") == "deep(x: -7)")
    }

    @Test("a segment of 8,000 bytes, and 4,000 segments of one byte")
    func longPaths() {
        let long = String(repeating: "a", count: 8000)
        #expect(pageName(long) == long)
        let short = Array(repeating: "a", count: 4000)
        #expect(match("https://example.com/help/" + short.joined(separator: "/")) != nil)
        #expect(match("https://example.com/pair/" + short.joined(separator: "/")) == nil)
    }
}
