import Testing

@testable import RouteCompilerCore

/// The reference matcher on the 0.2 links: with-host schemes (Specification §4.2 rule 4), mixed
/// segments (§4.6), case (§3.9, §4.4 rule 4) and paths alone (§4.9).
@Suite struct ReferenceMatcherLinksTests {
    static let spec = """
        {
          "enum": "AppRoute",
          "schemes": ["myapp", {"name": "ksr", "withHost": true}],
          "hosts": ["www.kickstarter.com", "*.shop.example.com"],
          "types": {"Tab": ["home", "dark-blue"]},
          "routes": {
            "settings": "/settings",
            "project": "/projects/{creator}/{slug}",
            "profile": {"path": "/@{user}", "schemes": ["ksr"]},
            "post": "/posts/{slug}-{id:int}",
            "postNew": "/posts/new",
            "file": "/files/{name}.json",
            "fileAny": "/files/{name}",
            "version": {"path": "/api/v{major:int}.{minor:int}", "caseSensitive": false},
            "versionLatest": "/api/vlatest",
            "tab": {"path": "/Tabs/{tab:Tab}", "caseSensitive": false},
            "name": {"path": "/n/{name}", "schemes": ["myapp"], "hosts": []},
            "colour": {"path": "/{tab:Tab}", "schemes": ["myapp"], "hosts": []},
            "search": {"path": "/search", "query": {"mode": "Tab?"}, "caseSensitive": false},
            "shop": {"path": "/shop/{item}", "schemes": [], "hosts": ["www.kickstarter.com", "*.shop.example.com"]}
          }
        }
        """

    static let matcher = AnalysisFixture.matcher(spec)!

    /// What `url` opens, as the generated code would print it (without module), or `nil`.
    private func opens(_ url: String) -> String? {
        Self.matcher.match(url)?.description
    }

    private func opensPath(_ path: String) -> String? {
        Self.matcher.match(path: path)?.description
    }

    // MARK: With-host schemes

    @Test(
        arguments: [
            ("ksr://www.kickstarter.com/projects/a/b", #"project(creator: "a", slug: "b")"#),
            ("KSR://WWW.Kickstarter.COM/projects/a/b", #"project(creator: "a", slug: "b")"#),
            ("ksr://www.kickstarter.com/settings/", "settings"),
            ("ksr://www.kickstarter.com", nil),
            ("ksr://www.kickstarter.com/@ada", #"profile(user: "ada")"#),
            ("ksr://a.shop.example.com/shop/x", nil),
            ("ksr://a.shop.example.com/settings", "settings"),
            ("ksr://shop.example.com/settings", nil),
            ("ksr://other.com/settings", nil),
            ("ksr:///settings", nil),
            ("ksr://user@www.kickstarter.com/settings", nil),
            ("ksr://www.kickstarter.com:443/settings", nil),
            ("ksr://www.kickstarter.com:80/settings", nil),
            ("ksr://settings", nil),
        ] as [(String, String?)])
    func aWithHostSchemeReadsAHost(_ url: String, _ expected: String?) {
        #expect(opens(url) == expected, "\(url)")
    }

    @Test func withHostSchemesExplainTheirHosts() {
        let other = Self.matcher.explain("ksr://other.com/settings")
        #expect(
            other.reason
                == "the host 'other.com' is not one of the hosts of the routes that accept ksr://"
                + " (www.kickstarter.com, *.shop.example.com)")
        #expect(Self.matcher.explain("ksr:///x").reason?.hasPrefix("the ksr:// URL has no host") == true)
        #expect(
            Self.matcher.explain("ksr://www.kickstarter.com:443/x").reason
                == "the URL has the port ':443'; a ksr:// link cannot have a port")
        // The route that does not accept the scheme is the nearest, and says what it accepts.
        let shop = Self.matcher.explain("ksr://a.shop.example.com/shop/x")
        #expect(shop.reason?.contains("route 'shop' does not accept ksr://a.shop.example.com links") == true)
    }

    // MARK: Mixed segments

    @Test(
        arguments: [
            ("/posts/my-cool-post-42", #"post(slug: "my-cool-post", id: 42)"#),
            ("/posts/a--5", #"post(slug: "a", id: -5)"#),
            ("/posts/a%2D-5", #"post(slug: "a", id: -5)"#),
            ("/posts/a---0", #"post(slug: "a-", id: 0)"#),
            ("/posts/a%2D5", #"post(slug: "a", id: 5)"#),
            ("/posts/%41-1", #"post(slug: "A", id: 1)"#),
            ("/posts/a%40b-1", #"post(slug: "a@b", id: 1)"#),
            ("/posts/caf%C3%A9-1", #"post(slug: "café", id: 1)"#),
            ("/posts/new", "postNew"),
            ("/posts/my-post", nil),
            ("/posts/42", nil),
            ("/posts/-42", nil),
            ("/posts/a-%31", #"post(slug: "a", id: 1)"#),
            ("/posts/a-9223372036854775808", nil),
            ("/files/report.json", #"file(name: "report")"#),
            ("/files/a.b.json", #"file(name: "a.b")"#),
            ("/files/..json", #"file(name: ".")"#),
            ("/files/.json", #"fileAny(name: ".json")"#),
            ("/files/a%2Ejson", #"file(name: "a")"#),
            ("/files/a.JSON", #"fileAny(name: "a.JSON")"#),
            ("/api/v1.2", "version(major: 1, minor: 2)"),
            ("/API/V1.2", "version(major: 1, minor: 2)"),
            ("/api/v1.2.3", nil),
            ("/api/vlatest", "versionLatest"),
            ("/@ada", #"profile(user: "ada")"#),
            ("/@%40ada", #"profile(user: "@ada")"#),
            ("/%40ada", nil),
        ] as [(String, String?)])
    func mixedSegmentsSplitShortestFirst(_ path: String, _ expected: String?) {
        #expect(opensPath(path) == expected, "\(path)")
    }

    @Test func aMixedSegmentBeatsATypedOrStringSiblingAndLosesToALiteral() {
        // `/files/{name}.json` (mixed) over `/files/{name}` (string); `/posts/new` (literal) over the mixed.
        #expect(opens("https://www.kickstarter.com/files/x.json") == #"file(name: "x")"#)
        #expect(opens("https://www.kickstarter.com/posts/new") == "postNew")
    }

    @Test func moreLiteralCharactersWinAmongMixedSiblings() throws {
        let matcher = try #require(
            AnalysisFixture.matcher(AnalysisFixture.json(#""short": "/d/{a}.{b}", "long": "/d/{a}.tar.{b}""#)))
        #expect(matcher.match("myapp://d/x.tar.gz")?.routeName == "long")
        #expect(matcher.match("myapp://d/x.zip")?.routeName == "short")
    }

    @Test func mixedFailuresAreExplained() {
        func failure(_ path: String) -> String? {
            if case .noRoute(let miss?, _) = Self.matcher.explain(path: path).outcome { return miss.failure }
            return nil
        }
        #expect(failure("/posts/my-post") == "segment 2 'my-post': 'post' is not an int")
        #expect(failure("/posts/a-x") == "segment 2 'a-x': 'x' is not an int")
        #expect(failure("/posts/42") == "segment 2 '42' has no '-'")
        #expect(failure("/api/x1.2") == "segment 2 'x1.2' does not start with 'v'")
        #expect(failure("/posts/a%2D5-x") == "segment 2 'a-5-x': '5-x' is not an int")
    }

    // MARK: Case

    @Test(
        arguments: [
            ("myapp://SETTINGS", "settings"),
            ("myapp://Settings/", "settings"),
            ("myapp:///Settings", nil),
            ("https://www.kickstarter.com/Settings", nil),
            ("ksr://www.kickstarter.com/Settings", nil),
            ("myapp://Projects/A/B", #"project(creator: "A", slug: "B")"#),
            ("myapp://POSTS/a-1", #"post(slug: "a", id: 1)"#),
            ("myapp://home", "colour(tab: .home)"),
            ("myapp://HOME", nil),
            ("myapp://tabs/DARK-BLUE", "tab(tab: .darkBlue)"),
            ("https://www.kickstarter.com/TABS/Home", "tab(tab: .home)"),
            ("https://www.kickstarter.com/search?mode=HOME", "search(mode: Optional(.home))"),
            ("https://www.kickstarter.com/SEARCH?MODE=home", "search(mode: nil)"),
        ] as [(String, String?)])
    func caseRules(_ url: String, _ expected: String?) {
        #expect(opens(url)?.replacingOccurrences(of: "AppRoute.Tab", with: "") == expected, "\(url)")
    }

    // MARK: Paths alone

    @Test(
        arguments: [
            ("/settings", "settings"),
            ("/Settings", nil),
            ("/n/ada", #"name(name: "ada")"#),
            ("/shop/x?utm_source=a#top", #"shop(item: "x")"#),
            ("/@ada", #"profile(user: "ada")"#),
            ("/", nil),
            ("settings", nil),
            ("", nil),
            ("?q=1", nil),
            ("//www.kickstarter.com/settings", nil),
            ("/settings%2F", nil),
            ("/a b", nil),
            ("/search?mode=home#x#y", "search(mode: Optional(.home))"),
        ] as [(String, String?)])
    func aPathAloneReadsEveryRoute(_ path: String, _ expected: String?) {
        #expect(opensPath(path)?.replacingOccurrences(of: "AppRoute.Tab", with: "") == expected, "\(path)")
    }

    @Test func aPathAloneHasTheLengthLimit() {
        let long = "/n/" + String(repeating: "a", count: 8_189)
        #expect(long.utf8.count == 8_192)
        #expect(opensPath(long) != nil)
        #expect(opensPath(long + "a") == nil)
        #expect(Self.matcher.explain(path: long + "a").reason?.contains("8,192") == true)
        #expect(Self.matcher.explain(path: "products/42").reason == "a path must start with '/'; write '/products/42'")
    }

    @Test func aTieOfAPathAloneGoesToTheRouteDeclaredFirst() throws {
        let json = AnalysisFixture.json(
            #""app": {"path": "/p/{x}", "hosts": []}, "web": {"path": "/p/{y}", "schemes": []}"#)
        #expect(!AnalysisFixture.check(json).containsErrors)
        let matcher = try #require(AnalysisFixture.matcher(json))
        #expect(matcher.match(path: "/p/1")?.routeName == "app")
        #expect(matcher.match("https://example.com/p/1")?.routeName == "web")
        #expect(matcher.match("myapp://p/1")?.routeName == "app")
    }

    // MARK: Cost

    /// A hostile segment costs work linear in its length for parameters whose runs need no
    /// parsing: the reader is called once per parameter for `string` runs.
    @Test func aLongSegmentAgainstStringParametersCostsLinearWork() {
        let pieces: [MixedPiece] = [
            .parameter(name: "a", type: .builtIn(.string)), .literal("-"),
            .parameter(name: "b", type: .builtIn(.string)), .literal("-"),
            .parameter(name: "c", type: .builtIn(.string)),
        ]
        for text in [
            String(repeating: "a-", count: 4_000), String(repeating: "-", count: 8_000),
            "x" + String(repeating: "-", count: 7_999),
        ] {
            let characters = MixedSegmentSplit.characters(of: text.utf8)!
            var reads = 0
            let outcome = MixedSegmentSplit(characters: characters, pieces: pieces, foldsLiterals: false).split {
                _, bytes -> [UInt8]? in
                reads += 1
                return bytes
            }
            #expect(reads <= 3 * 4, "\(reads) reads")
            if case .success(let values) = outcome, text.hasPrefix("a-") {
                #expect(values.map { String(decoding: $0, as: UTF8.self) } == ["a", "a", String(text.dropFirst(4))])
            }
        }
    }

    /// Typed runs are only tried up to their type's longest text.
    @Test func aLongSegmentAgainstTypedParametersCostsBoundedWork() {
        let pieces: [MixedPiece] = [
            .parameter(name: "a", type: .builtIn(.int)), .literal("-"),
            .parameter(name: "b", type: .builtIn(.int)), .literal("-"),
            .parameter(name: "c", type: .builtIn(.string)),
        ]
        let text = String(repeating: "1-", count: 4_000)
        let characters = MixedSegmentSplit.characters(of: text.utf8)!
        var reads = 0
        let outcome = MixedSegmentSplit(characters: characters, pieces: pieces, foldsLiterals: false).split {
            index, bytes -> Int? in
            reads += 1
            return index == 2 ? 0 : BuiltInType.int.canonicalText(of: bytes).flatMap(Int.init)
        }
        #expect(reads <= 2 * 20 * text.utf8.count + 10, "\(reads) reads")
        guard case .success(let values) = outcome else {
            Issue.record("no match")
            return
        }
        #expect(values.prefix(2) == [1, 1])
        // And the whole thing through the matcher, in a URL of 8,000 bytes.
        let url = "https://www.kickstarter.com/posts/" + String(repeating: "a-", count: 3_980) + "7"
        #expect(opens(url)?.hasSuffix("id: 7)") == true)
    }
}
