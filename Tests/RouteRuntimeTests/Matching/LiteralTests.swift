import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.4 rules 2 and 4, §3.9: literal segments, exact or ignoring ASCII case, at
/// trie nodes with one literal child and with many, short and long, ASCII and not.
@Suite("Literal segments")
struct LiteralTests {
    static let libraryCount = 24

    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "routes": {
            "settings": "/settings",
            "single": "/single/only",
            "singleLong": "/single-long/a-very-long-literal-segment",
            "long": "/a-very-long-literal-segment",
            "twinOne": "/abcdefgh-one-12345678",
            "twinTwo": "/abcdefgh-two-12345678",
            "cafe": "/café",
            "emoji": "/😀",
            "help": {"path": "/Help", "caseSensitive": false},
            "terms": {"path": "/legal/Terms-And-Conditions", "caseSensitive": false},
            "privacy": {"path": "/Privacy-Policy-Details", "caseSensitive": false},
            "creme": {"path": "/Crème", "caseSensitive": false},
            "inboxUpper": {"path": "/Inbox", "schemes": []},
            "inboxLower": {"path": "/inbox", "schemes": []},
            "accountSettings": "/account/settings",
            "accountName": "/account/{name}",
            \((0..<libraryCount).map { "\"lib\($0)\": \"/lib/l\($0)\"" }.joined(separator: ",\n    "))
          }
        }
        """)

    private func route(_ path: String) -> String? { Self.table.routeName("https://example.com" + path) }

    @Test(
        "a literal matches the decoded segment byte for byte",
        arguments: [
            ("/settings", "settings"), ("/Settings", nil), ("/SETTINGS", nil), ("/setting", nil), ("/settingss", nil),
            ("/settings%20", nil), ("/%53ettings", nil), ("/se%74tings", "settings"), ("/single/only", "single"),
            ("/single/Only", nil), ("/single/onl", nil), ("/single/only2", nil), ("/Single/only", nil),
        ] as [(String, String?)]
    )
    func exact(path: String, expected: String?) {
        #expect(route(path) == expected)
    }

    @Test(
        "literals longer than sixteen bytes compare every byte, not only the first and last eight",
        arguments: [
            ("/a-very-long-literal-segment", "long"), ("/a-very-long-LITERAL-segment", nil),
            ("/a-very-long-literaX-segment", nil), ("/a-very-long-literal-segmenT", nil),
            ("/a-very-long-literal-segmen", nil), ("/a-very-long-literal-segment-", nil),
            ("/single-long/a-very-long-literal-segment", "singleLong"),
            ("/single-long/a-very-long-LITERAL-segment", nil),
            ("/single-long/a-very-lo%6Eg-literal-segment", "singleLong"),
            ("/abcdefgh-one-12345678", "twinOne"), ("/abcdefgh-two-12345678", "twinTwo"),
            ("/abcdefgh-six-12345678", nil), ("/abcdefgh-ONE-12345678", nil),
        ] as [(String, String?)]
    )
    func long(path: String, expected: String?) {
        #expect(route(path) == expected)
    }

    @Test(
        "non-ASCII literals match their UTF-8 bytes, raw or percent-encoded",
        arguments: [
            ("/café", "cafe"), ("/caf%C3%A9", "cafe"), ("/caf%c3%a9", "cafe"), ("/cafe", nil), ("/CAFÉ", nil),
            ("/cafe%CC%81", nil), ("/😀", "emoji"), ("/%F0%9F%98%80", "emoji"), ("/😁", nil),
        ] as [(String, String?)]
    )
    func nonASCII(path: String, expected: String?) {
        #expect(route(path) == expected)
    }

    @Test(
        "a case-insensitive route's literals ignore ASCII case",
        arguments: [
            ("/help", "help"), ("/HELP", "help"), ("/hElP", "help"), ("/Help", "help"), ("/helpp", nil),
            ("/legal/terms-and-conditions", "terms"), ("/LEGAL/TERMS-AND-CONDITIONS", "terms"),
            ("/Legal/Terms-And-Conditions", "terms"), ("/legal/TERMS-and-conditionS", "terms"),
            ("/privacy-policy-details", "privacy"), ("/PRIVACY-POLICY-DETAILS", "privacy"),
            ("/Privacy-policy-Details", "privacy"), ("/privacy-policy-detail", nil),
            // Only ASCII letters fold.
            ("/crème", "creme"), ("/CRèME", "creme"), ("/CR%C3%A8ME", "creme"), ("/CRÈME", nil),
        ] as [(String, String?)]
    )
    func caseInsensitive(path: String, expected: String?) {
        #expect(route(path) == expected)
    }

    @Test(
        "a long case-insensitive literal whose capitals are all in its middle",
        arguments: [("/legal/terms-and-Conditions", "terms"), ("/privacy-Policy-details", "privacy")]
    )
    func caseInsensitiveMiddle(path: String, expected: String) {
        #expect(route(path) == expected)
    }

    @Test("two literals that differ only in case are two paths in case-sensitive routes")
    func caseVariants() {
        #expect(route("/Inbox") == "inboxUpper")
        #expect(route("/inbox") == "inboxLower")
        #expect(route("/INBOX") == nil)
        #expect(route("/inBox") == nil)
    }

    @Test(
        "in the host position of a host-first scheme every literal ignores ASCII case",
        arguments: [
            ("myapp://SETTINGS", "settings"), ("myapp://Single/only", "single"), ("myapp://single/ONLY", nil),
            ("myapp://A-VERY-LONG-LITERAL-SEGMENT", "long"), ("myapp://a-very-LONG-literal-segment", "long"),
            ("myapp://ABCDEFGH-TWO-12345678", "twinTwo"), ("myapp://abcdefgh-TWO-12345678", "twinTwo"),
            ("myapp://CAFé", "cafe"), ("myapp://CAFÉ", nil), ("myapp://privacy-Policy-details", "privacy"),
            ("myapp://LIB/l3", "lib3"), ("myapp://lib/L3", nil), ("myapp://Account/settings", "accountSettings"),
            ("myapp://%53ETTINGS", "settings"),
        ] as [(String, String?)]
    )
    func hostPosition(url: String, expected: String?) {
        #expect(Self.table.routeName(url) == expected)
    }

    @Test("a path alone has no host position")
    func pathHasNoHostPosition() {
        #expect(Self.table.routeName("https://example.com/SETTINGS") == nil)
        #expect(Self.table.table.match(path: "/SETTINGS") { $0.route } == nil)
        #expect(Self.table.table.match(path: "/settings") { $0.route } == TestTable.key("settings"))
    }

    @Test("a node with many literal children finds each of them, and nothing else")
    func manyChildren() {
        for index in 0..<Self.libraryCount {
            #expect(route("/lib/l\(index)") == "lib\(index)")
            #expect(route("/lib/L\(index)") == nil)
            #expect(route("/lib/l\(index)x") == nil)
        }
        #expect(route("/lib/l\(Self.libraryCount)") == nil)
        #expect(route("/lib/l") == nil)
        #expect(route("/lib/") == nil)
    }

    @Test("a literal child is tried before a parameter sibling, which takes what it refuses")
    func literalBeforeParameter() {
        #expect(Self.table.match("https://example.com/account/settings") == "accountSettings")
        #expect(Self.table.match("https://example.com/account/Settings") == "accountName(name: \"Settings\")")
        #expect(Self.table.match("https://example.com/account/other") == "accountName(name: \"other\")")
        #expect(Self.table.match("https://example.com/account/settings%20") == "accountName(name: \"settings \")")
    }
}
