import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.2 rules 3 to 5 and §4.4 rule 4: host-first and with-host custom schemes, the
/// host position, and the schemes and hosts each route accepts.
@Suite("Schemes and hosts")
struct SchemeAndHostTests {
    // `appOnly` accepts no host, so not the with-host scheme `ksr` either: the compiler refuses a
    // route that accepts a with-host scheme and no host, so its schemes are listed.
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp", {"name": "ksr", "withHost": true}, "other"],
          "hosts": ["example.com", "www.example.com", "*.shop.example.com"],
          "routes": {
            "home": "/",
            "settings": "/settings",
            "accountSettings": "/account/settings",
            "product": "/products/{id:int}",
            "webOnly": {"path": "/web/{slug}", "schemes": []},
            "appOnly": {"path": "/app/{slug}", "schemes": ["myapp", "other"], "hosts": []},
            "ksrOnly": {"path": "/ksr", "schemes": ["ksr"], "hosts": ["example.com"]},
            "otherOnly": {"path": "/other", "schemes": ["other"], "hosts": []},
            "shopOnly": {"path": "/shop", "hosts": ["*.shop.example.com"]},
            "profile": "/{name}"
          }
        }
        """)

    private func match(_ url: String) -> String? { Self.table.match(url) }

    @Test(
        "under a host-first scheme the authority is the first segment",
        arguments: [
            ("myapp://products/42", "product(id: 42)"), ("myapp://settings", "settings"), ("myapp://", "home"),
            ("myapp://account/settings", "accountSettings"), ("myapp://settings/", "settings"),
            ("myapp://products/42/", "product(id: 42)"), ("myapp://settings?x=1", "settings"),
            ("myapp://?x=1", "home"), ("myapp://#x", "home"), ("myapp://settings#x", "settings"),
            ("myapp://%73ettings", "settings"), ("myapp://Ada", "profile(name: \"Ada\")"),
            ("myapp://caf%C3%A9", "profile(name: \"café\")"), ("myapp://a%2Fb", "profile(name: \"a/b\")"),
            ("myapp://a.b", "profile(name: \"a.b\")"),
        ] as [(String, String)]
    )
    func hostFirst(url: String, expected: String) {
        #expect(match(url) == expected)
    }

    @Test(
        "with an empty authority, the path is read as it is",
        arguments: [
            ("myapp:///settings", "settings"), ("myapp:///products/42", "product(id: 42)"), ("myapp:///", "home"),
            ("myapp:///account/settings", "accountSettings"),
        ] as [(String, String)]
    )
    func emptyAuthority(url: String, expected: String) {
        #expect(match(url) == expected)
    }

    @Test(
        "refusals apply to the segment in the host position",
        arguments: [
            "myapp://settings//", "myapp://.", "myapp://..", "myapp://%2E%2E", "myapp://%00", "myapp://%FF",
            "myapp://%ZZ", "myapp:////settings",
        ]
    )
    func hostPositionRefusals(url: String) {
        #expect(match(url) == nil)
    }

    @Test(
        "literals in the host position ignore ASCII case; elsewhere they do not",
        arguments: [
            ("myapp://SETTINGS", "settings"), ("myapp://Settings", "settings"),
            ("myapp://PRODUCTS/42", "product(id: 42)"),
            ("myapp://ACCOUNT/settings", "accountSettings"),
            // Only the first segment, and only when it is the authority.
            ("myapp://account/SETTINGS", nil), ("myapp:///SETTINGS", "profile(name: \"SETTINGS\")"),
            ("https://example.com/SETTINGS", "profile(name: \"SETTINGS\")"),
            ("ksr://example.com/SETTINGS", "profile(name: \"SETTINGS\")"),
            ("other://SETTINGS", "settings"),
        ] as [(String, String?)]
    )
    func hostPositionCase(url: String, expected: String?) {
        #expect(match(url) == expected)
    }

    @Test("a parameter in the host position reads the text as written")
    func hostPositionParameter() {
        #expect(match("myapp://AdaLovelace") == "profile(name: \"AdaLovelace\")")
        #expect(Self.table.match(path: "/SETTINGS") == "profile(name: \"SETTINGS\")")
    }

    @Test(
        "under a with-host scheme the authority is a host, and the path follows it",
        arguments: [
            ("ksr://example.com/settings", "settings"), ("ksr://www.example.com/products/42", "product(id: 42)"),
            ("ksr://a.shop.example.com/settings", "settings"), ("KSR://EXAMPLE.COM/settings", "settings"),
            ("ksr://example.com", "home"), ("ksr://example.com/", "home"), ("ksr://example.com?x=1", "home"),
            ("ksr://example.com/account/settings", "accountSettings"),
        ] as [(String, String)]
    )
    func withHost(url: String, expected: String) {
        #expect(match(url) == expected)
    }

    @Test(
        "a with-host scheme needs one of the hosts",
        arguments: [
            "ksr:///settings", "ksr://settings", "ksr://settings/x", "ksr://unknown.com/settings",
            "ksr://shop.example.com/settings", "ksr://", "ksr://example.com:443/settings",
        ]
    )
    func withHostNeedsAHost(url: String) {
        #expect(match(url) == nil)
    }

    @Test(
        "a route opens only under the schemes and hosts it accepts",
        arguments: [
            ("https://example.com/web/x", "webOnly(slug: \"x\")"), ("myapp://web/x", nil),
            ("ksr://example.com/web/x", nil), ("myapp://app/x", "appOnly(slug: \"x\")"),
            ("https://example.com/app/x", nil), ("ksr://example.com/app/x", nil),
            ("other://app/x", "appOnly(slug: \"x\")"),
            ("ksr://example.com/ksr", "ksrOnly"), ("https://example.com/ksr", "ksrOnly"),
            ("ksr://www.example.com/ksr", "profile(name: \"ksr\")"), ("myapp://ksr", "profile(name: \"ksr\")"),
            ("https://www.example.com/ksr", "profile(name: \"ksr\")"), ("other://other", "otherOnly"),
            ("myapp://other", "profile(name: \"other\")"), ("https://example.com/other", "profile(name: \"other\")"),
            ("https://a.shop.example.com/shop", "shopOnly"), ("https://example.com/shop", "profile(name: \"shop\")"),
            ("myapp://shop", "shopOnly"), ("ksr://b.shop.example.com/shop", "shopOnly"),
            ("ksr://example.com/shop", "profile(name: \"shop\")"),
        ] as [(String, String?)]
    )
    func routeSchemesAndHosts(url: String, expected: String?) {
        #expect(match(url) == expected)
    }

    @Test("a path opens every route, whatever its schemes and hosts")
    func pathsIgnoreSchemesAndHosts() {
        #expect(Self.table.match(path: "/web/x") == "webOnly(slug: \"x\")")
        #expect(Self.table.match(path: "/app/x") == "appOnly(slug: \"x\")")
        #expect(Self.table.match(path: "/ksr") == "ksrOnly")
        #expect(Self.table.match(path: "/other") == "otherOnly")
        #expect(Self.table.match(path: "/shop") == "shopOnly")
    }

    @Test("64 schemes and 64 hosts: the last of each is told apart from the others")
    func sixtyFourOrigins() {
        let schemes = (0..<64).map { "\"s\($0)\"" }.joined(separator: ", ")
        let hosts = (0..<64).map { "\"h\($0).example\"" }.joined(separator: ", ")
        let table = TestTable(
            """
            {
              "version": 1,
              "enum": "TestRoute",
              "schemes": [\(schemes)],
              "hosts": [\(hosts)],
              "routes": {
                "last": {"path": "/x", "schemes": ["s63"], "hosts": ["h63.example"]},
                "first": {"path": "/x", "schemes": ["s0"], "hosts": ["h0.example"]}
              }
            }
            """)
        #expect(table.match("s63://x") == "last")
        #expect(table.match("s0://x") == "first")
        #expect(table.match("s62://x") == nil)
        #expect(table.match("https://h63.example/x") == "last")
        #expect(table.match("https://h0.example/x") == "first")
        #expect(table.match("https://h31.example/x") == nil)
        #expect(table.url(RouteValue("last"), scheme: "S63") == "s63://x")
        #expect(table.url(RouteValue("last")) == "https://h63.example/x")
    }

    /// Each line of the origins starts with its name's length: a length of 32 or more takes two
    /// digits, and a name of 1,024 bytes or more three (`_TableFormat`, "Origins").
    @Test("schemes and hosts of any length, the next found after each")
    func longOrigins() {
        let longScheme = "app" + String(repeating: "x", count: 40)
        let label = String(repeating: "l", count: 60)
        let longHost = "\(label).\(label).\(label).example.com"
        let longerScheme = "s" + String(repeating: "y", count: 1_100)
        let table = TestTable(
            """
            {
              "version": 1,
              "enum": "TestRoute",
              "schemes": ["\(longScheme)", "\(longerScheme)", "a"],
              "hosts": ["\(longHost)", "*.\(label).example.com", "e.co"],
              "routes": {
                "long": {"path": "/x", "schemes": ["\(longScheme)"], "hosts": ["\(longHost)"]},
                "longer": {"path": "/y", "schemes": ["\(longerScheme)"], "hosts": []},
                "short": {"path": "/z", "schemes": ["a"], "hosts": ["e.co", "*.\(label).example.com"]}
              }
            }
            """)
        #expect(table.match("\(longScheme)://x") == "long")
        #expect(table.match("https://\(longHost)/x") == "long")
        #expect(table.match("\(longerScheme)://y") == "longer")
        #expect(table.match("a://z") == "short")
        #expect(table.match("https://e.co/z") == "short")
        #expect(table.match("https://shop.\(label).example.com/z") == "short")
        #expect(table.match("https://\(label).example.com/z") == nil)
        #expect(table.match("\(longScheme)x://x") == nil)
        #expect(table.url(RouteValue("long")) == "https://\(longHost)/x")
        #expect(table.url(RouteValue("long"), scheme: longScheme) == "\(longScheme)://x")
        #expect(table.url(RouteValue("longer")) == "\(longerScheme)://y")
    }
}
