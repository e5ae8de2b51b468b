import Testing

@testable import RouteCompilerCore

/// The reference matcher: Specification §4 stated again on the spec model.
@Suite struct ReferenceMatcherTests {
    // MARK: Matches

    /// Each URL and the match as Swift's `String(describing:)` prints the generated value in the
    /// module `M` (ProductCode printed as `M.ProductCode(code: "…")`).
    @Test(arguments: [
        ("https://example.com/", "home"),
        ("https://example.com", "home"),
        ("myapp://", "home"),
        ("myapp:///", "home"),
        ("myapp://settings", "settings"),
        ("myapp:///settings", "settings"),
        ("myapp://settings/", "settings"),
        ("MYAPP://settings", "settings"),
        ("myapp-beta://settings", "settings"),
        ("HTTPS://EXAMPLE.COM/settings", "settings"),
        ("https://www.example.com/settings", "settings"),
        ("https://example.com:443/settings", "settings"),
        ("https://example.com/settings#fragment", "settings"),
        ("https://example.com/settings?utm_source=mail&utm_campaign=x", "settings"),
        ("https://example.com/products/42", "product(id: 42, ref: nil)"),
        ("https://example.com/products/42?ref=mail", #"product(id: 42, ref: Optional("mail"))"#),
        ("https://example.com/products/-7", "product(id: -7, ref: nil)"),
        ("https://example.com/products/-0", "product(id: 0, ref: nil)"),
        ("https://example.com/products/9223372036854775807", "product(id: 9223372036854775807, ref: nil)"),
        ("https://example.com/products/-9223372036854775808", "product(id: -9223372036854775808, ref: nil)"),
        ("myapp://product?id=42", "product(id: 42, ref: nil)"),
        ("myapp://products/42", "product(id: 42, ref: nil)"),
        ("myapp://product?ref=a%26b&id=9", #"product(id: 9, ref: Optional("a&b"))"#),
        ("myapp://product?ref=&id=9", #"product(id: 9, ref: Optional(""))"#),
        ("https://example.com/products/code/AB12CD", #"productByCode(code: M.ProductCode(code: "AB12CD"))"#),
        ("https://example.com/profile/ada", #"profile(username: "ada")"#),
        ("https://example.com/profile/a%2Fb", #"profile(username: "a/b")"#),
        ("https://example.com/profile/a%252Fb", #"profile(username: "a%2Fb")"#),
        ("https://example.com/profile/caf%C3%A9", #"profile(username: "café")"#),
        ("https://example.com/profile/a+b", #"profile(username: "a+b")"#),
        ("https://example.com/profile/%22q%22%5C", #"profile(username: "\"q\"\\")"#),
        (
            "https://example.com/users/0f8fad5b-d9cb-469f-a165-70867728950E/orders/7",
            "order(user: 0F8FAD5B-D9CB-469F-A165-70867728950E, order: 7)"
        ),
        ("myapp://tabs/search", "tab(tab: M.TestRoute.Tab.search)"),
        ("https://example.com/search?q=shoes", #"search(q: "shoes", page: 1, tags: [])"#),
        ("https://example.com/search?q=a+b&page=3", #"search(q: "a+b", page: 3, tags: [])"#),
        ("https://example.com/search?q=&tags=x&tags=y", #"search(q: "", page: 1, tags: ["x", "y"])"#),
        ("https://example.com/search?q&tags", #"search(q: "", page: 1, tags: [""])"#),
        ("https://example.com/search?q=%3D&&page=2&", #"search(q: "=", page: 2, tags: [])"#),
        ("https://example.com/help/a", #"help(topic: ["a"])"#),
        ("https://example.com/help/a/b/c/", #"help(topic: ["a", "b", "c"])"#),
        ("https://example.com/price/1.5", #"price(amount: 1.5, currency: "EUR", exact: nil)"#),
        ("https://example.com/price/15", "priceInt(amount: 15)"),
        ("https://example.com/price/1e-7", #"price(amount: 1e-07, currency: "EUR", exact: nil)"#),
        ("https://example.com/price/100.0", #"price(amount: 100.0, currency: "EUR", exact: nil)"#),
        (
            "https://example.com/price/1e3?currency=USD&exact=1",
            #"price(amount: 1000.0, currency: "USD", exact: Optional(true))"#
        ),
        ("https://example.com/flags/true", "flag(on: true)"),
        ("https://example.com/flags/0", "flag(on: false)"),
        (
            "https://example.com/colors/dark-blue",
            "colors(color: M.TestRoute.Color.darkBlue, also: [], fallback: M.TestRoute.Color.red, limit: nil)"
        ),
        (
            "https://example.com/colors/4k?also=red&also=default&fallback=light_green&limit=3",
            "colors(color: M.TestRoute.Color._4k, also: [M.TestRoute.Color.red, M.TestRoute.Color.default],"
                + " fallback: M.TestRoute.Color.lightGreen, limit: Optional(3))"
        ),
        (
            "https://example.com/lists?ids=1&ids=-2&ratios=0.5&flags=1&flags=false&codes=ABCDEF&when=2"
                + "&maybe=0f8fad5b-d9cb-469f-a165-70867728950e",
            "lists(ids: [1, -2], ratios: [0.5], flags: [true, false], uuids: [],"
                + #" codes: [M.ProductCode(code: "ABCDEF")], maybe: Optional(0F8FAD5B-D9CB-469F-A165-70867728950E),"#
                + " when: 2.0)"
        ),
        (
            "https://example.com/kw/x/3?in=y&self=true",
            #"keywords(default: "x", class: 3, in: Optional("y"), self: true)"#
        ),
        ("https://example.com/default", "default"),
        ("myapp-beta://beta", "betaOnly"),
        ("https://example.com/web/hello", #"webOnly(slug: "hello")"#),
        ("https://a.shop.example.com/shop/hat", #"shopOnly(item: "hat")"#),
        ("https://A.B.Shop.Example.COM/shop/hat", #"shopOnly(item: "hat")"#),
        ("myapp://shop/hat", #"shopOnly(item: "hat")"#),
        ("https://example.com/legacy/5", "legacy(id: 5)"),
        ("https://example.com/filter?kind=x", #"filter(kind: "x")"#),
        ("https://example.com/filter?kind=x&size=2", #"filterSized(kind: "x", size: 2)"#),
        ("https://example.com/filter?kind=x&size=big", #"filter(kind: "x")"#),
        ("https://example.com/filter?kind=x&size=1&size=2", #"filter(kind: "x")"#),
        ("https://example.com/filter", "filterAll"),
        ("https://example.com/filter?kind=a&kind=b", "filterAll"),
        ("https://example.com/files/me/info", #"fileInfo(owner: "me")"#),
        ("https://example.com/files/me/info/more", #"files(owner: "me", path: ["info", "more"])"#),
        ("https://example.com/files/me/x", #"files(owner: "me", path: ["x"])"#),
        ("https://example.com/caf%C3%A9/x", #"unicode(name: "x")"#),
        ("https://example.com/café/x", #"unicode(name: "x")"#),
        ("myapp-beta://anything", #"page(slug: "anything")"#),
        ("myapp-beta://settings", "settings"),
    ])
    func matches(_ url: String, _ expected: String) throws {
        let matcher = try #require(AnalysisFixture.matcher())
        let match = try #require(matcher.match(url), "\(matcher.explain(url))")
        let printed = match.swiftDescription(module: "M") { type, text in
            "M.\(type)(code: \(text.debugDescription))"
        }
        #expect(printed == expected)
        #expect(matcher.explain(url).match == match)
    }

    @Test(arguments: [
        // Schemes and hosts.
        "http://example.com/settings",
        "ftp://example.com/settings",
        "javascript:alert(1)",
        "myapp:settings",
        "other://settings",
        "https://evil.com/settings",
        "https://example.com.evil.com/settings",
        "https://notexample.com/settings",
        "https://shop.example.com/shop/hat",
        "https://a..b.shop.example.com/shop/hat",
        "https://.shop.example.com/shop/hat",
        "https://example.com@evil.com/settings",
        "https://user@example.com/settings",
        "https://example.com:8443/settings",
        "https://example.com:/settings",
        "myapp://settings:80",
        "myapp://user@settings",
        "https://example.com\\@evil.com/settings",
        "https://еxample.com/settings",
        "https://example.com./settings",
        // Route-level schemes and hosts.
        "https://example.com/tabs/search",
        "myapp://beta",
        "https://example.com/beta",
        "myapp://web/hello",
        "https://example.com/shop/hat",
        "https://example.com/anything",
        // Paths.
        "https://example.com//settings",
        "https://example.com/settings//",
        "https://example.com/profile/.",
        "https://example.com/profile/..",
        "https://example.com/profile/%2e%2E",
        "https://example.com/profile/%00",
        "https://example.com/profile/%1F",
        "https://example.com/profile/%7F",
        "https://example.com/profile/%FF",
        "https://example.com/profile/%C0%AF",
        "https://example.com/profile/%G1",
        "https://example.com/profile/%4",
        "https://example.com/profile/",
        "https://example.com/profile/a b",
        "https://example.com/help",
        "https://example.com/help/a/../b",
        "https://example.com/Settings",
        "https://example.com/settings/extra",
        "https://example.com/cafe%CC%81/x",
        // Values.
        "https://example.com/products/abc",
        "https://example.com/products/+1",
        "https://example.com/products/01",
        "https://example.com/products/-",
        "https://example.com/products/9223372036854775808",
        "https://example.com/products/1.0",
        "https://example.com/products/%201",
        "https://example.com/flags/yes",
        "https://example.com/flags/TRUE",
        "https://example.com/colors/blue",
        "https://example.com/colors/Red",
        "https://example.com/users/not-a-uuid/orders/1",
        "https://example.com/users/0f8fad5b-d9cb-469f-a165-70867728950g/orders/1",
        "https://example.com/products/code/abc",
        "https://example.com/price/1e400",
        "https://example.com/price/1.",
        "https://example.com/price/.5",
        "https://example.com/price/1e",
        // Query.
        "https://example.com/search",
        "https://example.com/search?q=a&q=b",
        "https://example.com/search?q=a&page=x",
        "https://example.com/search?q=a&page=1&page=2",
        "https://example.com/search?q=%FF",
        "https://example.com/search?q=%zz",
        "https://example.com/products/1?ref=a&ref=b",
        "https://example.com/products/1?ref=%FF",
        "myapp://product",
        "myapp://product?id=x",
        "myapp://product?id=1&id=1",
        "https://example.com/colors/red?also=blue",
        "https://example.com/colors/red?limit=",
        "https://example.com/lists?codes=abc",
        "https://example.com/price/1.5?exact=maybe",
    ])
    func refuses(_ url: String) throws {
        let matcher = try #require(AnalysisFixture.matcher())
        #expect(matcher.match(url) == nil, "\(url) matched \(String(describing: matcher.match(url)))")
        #expect(matcher.explain(url).reason != nil)
    }

    @Test func refusesURLsLongerThan8192Bytes() throws {
        let matcher = try #require(AnalysisFixture.matcher())
        let prefix = "https://example.com/profile/"
        let exact = prefix + String(repeating: "a", count: 8192 - prefix.utf8.count)
        #expect(matcher.match(exact)?.routeName == "profile")
        let explanation = matcher.explain(exact + "a")
        #expect(explanation.match == nil)
        #expect(explanation.reason?.contains("8,192 bytes") == true)
    }

    // MARK: Explanations

    @Test(arguments: [
        ("https://example.com/products/abc", "product", "segment 2 'abc' is not an int"),
        ("https://example.com/products/01", "product", "segment 2 '01' is not an int"),
        ("https://example.com/search", "search", "required query parameter 'q' is missing"),
        ("https://example.com/search?q=a&page=1&page=2", "search", "query parameter 'page' appears twice"),
        ("https://example.com/search?q=a&page=x", "search", "query parameter 'page' value 'x' is not an int"),
        ("https://example.com/search?q=%FF", "search", "query parameter 'q' value '%FF' is not valid UTF-8"),
        ("https://example.com/search?q=%zz", "search", "query parameter 'q' value '%zz' has invalid percent-encoding"),
        (
            "https://example.com/colors/blue", "colors",
            "segment 2 'blue' is not a value of Color (dark-blue, light_green, red, 4k, default)"
        ),
        ("https://example.com/flags/yes", "flag", "segment 2 'yes' is not a bool (true, false, 1 or 0)"),
        ("https://example.com/users/x/orders/1", "order", "segment 2 'x' is not a UUID"),
        ("https://example.com/products/code/abc", "productByCode", "segment 3 'abc' is not a valid ProductCode"),
        ("https://example.com/price/abc", "price", "segment 2 'abc' is not a double"),
        ("https://example.com/tabs/search", "tab", "route 'tab' does not accept https://example.com links"),
        ("https://example.com/prodcts/42", "product", "segment 1 is 'prodcts', not 'products'"),
        ("https://example.com/products", "product", "the path has 1 segment; '/products/{id:int}' has 2"),
        ("https://example.com/settings/x", "settings", "the path has 2 segments; '/settings' has 1"),
        ("https://example.com/help", "help", "'/help/{topic*}' needs at least 2"),
        ("myapp://product?id=x", "product", "query parameter 'id' value 'x' is not an int"),
        (
            "myapp://tabs/serch", "tab",
            "segment 2 'serch' is not a value of Tab (home, search, profile); did you mean 'search'?"
        ),
        (
            "https://example.com/colors/red?also=Red", "colors",
            "value 'Red' is not a value of Color (dark-blue, light_green,"
        ),
    ])
    func explainsTheNearestRoute(_ url: String, _ route: String, _ failure: String) throws {
        let matcher = try #require(AnalysisFixture.matcher())
        let explanation = matcher.explain(url)
        guard case .noRoute(let nearest?, let reason) = explanation.outcome else {
            Issue.record("\(explanation)")
            return
        }
        #expect(nearest.routeName == route)
        #expect(nearest.failure.contains(failure), "\(nearest.failure)")
        #expect(reason.hasPrefix("nearest route '\(route)'"), "\(reason)")
        #expect(explanation.description.hasPrefix("no match: "))
    }

    @Test(arguments: [
        ("https://evil.com/settings", "the host 'evil.com' is not one of \"hosts\""),
        ("https://EXAMPLE.com.evil.com/x", "the host 'example.com.evil.com' is not one of"),
        (
            "ftp://example.com/settings",
            "the scheme 'ftp' is not accepted; routes.json accepts https, myapp and myapp-beta"
        ),
        ("ftp://user@example.com:21/", "the scheme 'ftp' is not accepted"),
        ("https://user@example.com/settings", "user info ('user@')"),
        ("https://example.com:8443/settings", "the port ':8443'"),
        ("myapp://settings:80", "a myapp:// link cannot have a port"),
        ("myapp:settings", "'myapp:' is not followed by '//'; write myapp://settings"),
        ("example.com/settings", "does not start with a scheme"),
        ("https://example.com/a b", "' ' at byte 22"),
        ("https://example.com/a\\b", "backslash"),
        ("", "the URL is empty"),
        ("https://example.com//settings", "segment 1 is empty"),
        ("https://example.com/profile/%2e%2E", "segment 2 '%2e%2E' is a dot segment"),
        ("https://example.com/profile/%G1", "segment 2 '%G1' has invalid percent-encoding"),
        ("https://example.com/profile/%FF", "segment 2 '%FF' is not valid UTF-8"),
        ("https://example.com/profile/%1F", "control character U+001F"),
        ("https://example.com/zzz/1/2/3", "no route's path starts with 'zzz'"),
    ])
    func explainsRefusals(_ url: String, _ reason: String) throws {
        let matcher = try #require(AnalysisFixture.matcher())
        let explanation = matcher.explain(url)
        #expect(explanation.match == nil)
        #expect(explanation.reason?.contains(reason) == true, "\(explanation)")
    }

    @Test func explainsTheKindOfRefusal() throws {
        let matcher = try #require(AnalysisFixture.matcher())
        guard case .hostNotAccepted = matcher.explain("https://evil.com/").outcome else {
            Issue.record("host")
            return
        }
        guard case .schemeNotAccepted = matcher.explain("http://example.com/").outcome else {
            Issue.record("scheme")
            return
        }
        guard case .unreadable = matcher.explain("https://u@example.com/").outcome else {
            Issue.record("unreadable")
            return
        }
        guard case .invalidPath = matcher.explain("https://example.com/a//b").outcome else {
            Issue.record("path")
            return
        }
        guard case .noRoute(nil, _) = matcher.explain("https://example.com/nothing/here/at/all").outcome else {
            Issue.record("no route")
            return
        }
    }

    @Test func httpsIsRefusedWithoutHosts() throws {
        let matcher = try #require(
            AnalysisFixture.matcher(AnalysisFixture.json(#""home": "/""#, topLevel: #""schemes": ["myapp"]"#)))
        #expect(matcher.explain("https://example.com/").reason?.contains("lists no \"hosts\"") == true)
        #expect(matcher.match("myapp://")?.routeName == "home")
    }

    // MARK: Precedence and backtracking

    @Test(arguments: [
        // A literal beats a typed parameter, which beats double, which beats string, which beats
        // a catch-all.
        ("https://example.com/a/1", "literal"),
        ("https://example.com/a/2", "int"),
        ("https://example.com/a/2.5", "double"),
        ("https://example.com/a/x", "string"),
        ("https://example.com/a/x/y", "rest"),
        // Backtracking: the int branch fails further right, the string branch matches.
        ("https://example.com/b/1/c", "backtrack"),
        ("https://example.com/b/1/b", "preferred"),
        // More required query keys win on the same path.
        ("https://example.com/q?k=1&j=2", "two"),
        ("https://example.com/q?k=1", "one"),
        ("https://example.com/q", "none"),
    ])
    func precedence(_ url: String, _ route: String) throws {
        let json = AnalysisFixture.json(
            """
            "literal": "/a/1", "int": "/a/{i:int}", "double": "/a/{d:double}", "string": "/a/{s}",
            "rest": "/a/{r*}", "preferred": "/b/{x:int}/b", "backtrack": "/b/{y}/c",
            "two": "/q?k={k}&j={j}", "one": "/q?k={k}", "none": "/q"
            """)
        let matcher = try #require(AnalysisFixture.matcher(json))
        #expect(matcher.match(url)?.routeName == route, "\(matcher.explain(url))")
    }

    @Test func aTieGoesToTheEarlierRoute() throws {
        // An ambiguous spec (a compile error); the matcher stays deterministic.
        let json = AnalysisFixture.json(#""first": "/a/{x:int}", "second": "/a/{y:bool}""#)
        let matcher = try #require(AnalysisFixture.matcher(json))
        #expect(matcher.match("https://example.com/a/1")?.routeName == "first")
        #expect(matcher.match("https://example.com/a/true")?.routeName == "second")
    }

    @Test func routesThatDoNotAcceptTheSchemeAreAbsent() throws {
        let json = AnalysisFixture.json(
            #""web": {"path": "/x/{a:int}", "schemes": []}, "app": {"path": "/x/{b}", "hosts": []}"#)
        let matcher = try #require(AnalysisFixture.matcher(json))
        #expect(matcher.match("https://example.com/x/1")?.routeName == "web")
        #expect(matcher.match("myapp://x/1")?.routeName == "app")
        #expect(matcher.match("https://example.com/x/y") == nil)
    }

    // MARK: Values

    @Test func swiftTypesAcceptAnythingByDefault() throws {
        let spec = try #require(AnalysisFixture.read(AnalysisFixture.everything))
        let matcher = ReferenceMatcher(spec)
        let match = try #require(matcher.match("https://example.com/products/code/abc"))
        #expect(match["code"] == .app(AppType(name: "ProductCode", swiftType: "ProductCode"), text: "abc"))
        #expect(match.description == #"productByCode(code: ProductCode(routeParameter: "abc"))"#)
    }

    @Test func valuesPrintAsSwiftLiterals() throws {
        let matcher = try #require(AnalysisFixture.matcher())
        let url = "https://example.com/colors/dark-blue?also=red&limit=2"
        let match = try #require(matcher.match(url))
        #expect(match.swiftLiteral == ".colors(color: .darkBlue, also: [.red], fallback: .red, limit: 2)")
        #expect(
            match.description == "colors(color: TestRoute.Color.darkBlue, also: [TestRoute.Color.red],"
                + " fallback: TestRoute.Color.red, limit: Optional(2))")
        let order = try #require(
            matcher.match("https://example.com/users/0f8fad5b-d9cb-469f-a165-70867728950e/orders/1"))
        #expect(
            order.swiftLiteral == #".order(user: UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E"), order: 1)"#)
        let keywords = try #require(matcher.match("https://example.com/kw/a/1"))
        #expect(keywords.swiftLiteral == #".keywords(default: "a", class: 1, in: nil, self: false)"#)
        #expect(try #require(matcher.match("https://example.com/default")).swiftLiteral == ".`default`")
        #expect(try #require(matcher.match("https://example.com/")).description == "home")
    }

    @Test func argumentsFollowLabelOrder() throws {
        let matcher = try #require(AnalysisFixture.matcher())
        let match = try #require(matcher.match("myapp://product?ref=r&id=3"))
        #expect(match.arguments.map(\.label) == ["id", "ref"])
        #expect(match.arguments.map(\.value) == [.builtIn(.int, text: "3"), .optional(.builtIn(.string, text: "r"))])
        #expect(match.patternIndex == 1)
        #expect(match.routeIndex == 2)
    }
}
