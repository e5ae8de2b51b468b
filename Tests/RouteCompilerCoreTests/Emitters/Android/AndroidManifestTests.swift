@_spi(Generated) import RouteRuntime
import Testing

@testable import RouteCompilerCore

/// URLs that the routes of a spec open, under `https` and every custom scheme, for checking the
/// intent filters with ``AndroidIntentFilterMatcher``.
private enum AndroidExamples {
    /// Decoded texts a parameter of `type` is written with, values that Android's wildcards find
    /// hard included (a `/` that `%2F` gives, `.`, `-`, `*`).
    static func values(of type: ParameterType) -> [String] {
        switch type {
        case .builtIn(.string), .app: ["abc", "a/b", "a.b", "x-y", "*", "café", "a b", "reviews"]
        case .builtIn(.int): ["42", "-7", "0"]
        case .builtIn(.double): ["1.5", "-2e3", "42"]
        case .builtIn(.bool): ["true", "0"]
        case .builtIn(.uuid): ["123e4567-e89b-12d3-a456-426614174000"]
        case .builtIn(let other): other.diffSamples
        case .enumeration(let named): named.rawValues
        }
    }

    /// The decoded segment lists of URLs that `pattern` matches, one parameter varied at a time.
    static func segmentLists(_ pattern: Pattern) -> [[String]] {
        var lists: [[String]] = [[]]
        for segment in pattern.segments {
            let choices: [[String]]
            switch segment.kind {
            case .literal(let text): choices = [[text]]
            case .parameter(_, let type): choices = values(of: type).map { [$0] }
            case .catchAll: choices = [["abc"], ["a", "b/c", "d"]]
            case .mixed(let pieces):
                let text = pieces.map { piece -> String in
                    switch piece {
                    case .literal(let text): text
                    case .parameter(_, let type): values(of: type)[0]
                    }
                }
                choices = [[text.joined()]]
            }
            var next: [[String]] = []
            for (index, list) in lists.enumerated() {
                for (choiceIndex, choice) in choices.enumerated() where index == 0 || choiceIndex == 0 {
                    next.append(list + choice)
                }
            }
            lists = next
        }
        return lists
    }

    /// URLs of pattern `index` of `route` under every origin the route accepts, with and without a
    /// trailing slash, with its required query keys.
    static func urls(_ route: Route, pattern index: Int, spec: RouteSpec) -> [String] {
        let pattern = route.patterns[index]
        var query = pattern.queryBindings.map { $0.key + "=" + values(of: $0.type)[0] }
        query += route.queryParameters.filter { $0.kind == .required }.map { $0.name + "=" + values(of: $0.type)[0] }
        let suffix = query.isEmpty ? "" : "?" + query.joined(separator: "&")
        var origins: [(prefix: String, https: Bool)] = route.acceptedHosts(in: spec).map {
            ("https://" + $0.exampleHost(label: "eu"), true)
        }
        for scheme in route.acceptedSchemes(in: spec) {
            origins.append((scheme.name + "://", false))
            if scheme.key != scheme.name { origins.append((scheme.key + "://", false)) }
        }
        var result: [String] = []
        for segments in segmentLists(pattern) {
            let path = segments.map { PercentEncoding.encode($0, as: .pathSegment) }.joined(separator: "/")
            for origin in origins {
                let base = origin.prefix + (origin.https ? "/" : "") + path
                result.append(base + suffix)
                if !segments.isEmpty { result.append(base + "/" + suffix) }
            }
        }
        return result
    }
}

@Suite struct AndroidManifestTests {
    /// Specs whose filters are checked against Android's rules.
    static let specs: [String] = [
        LinkToolsFixture.demo,
        """
        {"schemes": ["shop", "MyApp"], "hosts": ["shop.example", "*.shop.example"],
         "types": {"Size": ["small", "x/large"], "Sku": {"swift": "Sku"}},
         "exclude": ["/account/delete"],
         "routes": {
           "root": {"path": "/?ref={ref:int}"},
           "star": "/deals/50*off",
           "dotted": "/files/v1.0/{name}",
           "unicode": "/café/{name}",
           "item": {"paths": ["/items/{id:int}/{size:Size}/more", "/item?id={id:int}&size={size:Size}"],
                    "query": {"qty": "int = 1", "note": "string"}},
           "sku": "/sku/{sku:Sku}/info",
           "price": "/p/{value:double}/{on:bool}/{id:uuid}/x",
           "deep": "/a/{b}/c/{d:int}/e",
           "files": "/files/{owner:int}/{path*}",
           "wild": {"path": "/sub-only/{x}", "hosts": ["*.shop.example"]},
           "custom": {"path": "/Custom/{x}/y", "hosts": []},
           "first": {"path": "/{section}/list", "hosts": []},
           "account": "/account/{page}",
           "any": {"path": "/{rest*}", "schemes": ["MyApp"], "hosts": []}
         }}
        """,
        LinkToolsFixture.json(routes: #""a": "/a", "b": "/a/b/c", "root": "/""#),
    ]

    @Test(arguments: specs.indices)
    func theFiltersOpenEveryURLARouteOpens(_ specIndex: Int) throws {
        let spec = try #require(LinkToolsFixture.spec(Self.specs[specIndex]))
        let matcher = AndroidIntentFilterMatcher(xml: AndroidIntentFilters.render(spec))
        let reference = ReferenceMatcher(spec)
        let sampler = LinkSampler(old: spec, new: spec)
        var checked = 0
        for route in spec.routes {
            for index in route.patterns.indices {
                let samples = sampler.samples(of: route, pattern: index).map(\.url)
                for url in samples + AndroidExamples.urls(route, pattern: index, spec: spec)
                where reference.match(url) != nil {
                    checked += 1
                    #expect(matcher.opens(url), "\(url) (\(route.name)) is not opened by the filters")
                }
            }
        }
        #expect(checked > 10)
    }

    /// A spec with a route of every shape, and URLs near them that the filters must not open.
    static let shapes = LinkToolsFixture.json(
        #""schemes": ["myapp"], "hosts": ["example.com", "*.shop.example.com"]"#,
        routes: """
            "settings": "/settings",
            "product": "/products/{id:int}",
            "reviews": "/products/{id:int}/reviews",
            "profile": "/profile/{name}/posts",
            "help": "/help/{topic*}",
            "file": "/files/v1.0/{name}",
            "order": "/users/{user:uuid}/orders/{order:int}",
            "home": {"path": "/", "schemes": []}
            """)

    @Test(arguments: [
        "https://example.com/nothing",
        "https://example.com/settings/extra",
        "https://example.com/settingsx",
        "https://example.com/Settings",
        "https://example.com/help",
        "https://example.com/products",
        "https://example.com/users/1/carts/2",
        "https://example.com/files/v1.0",
        "https://other.example/settings",
        "https://shop.example.com/settings",
        "https://EXAMPLE.com/settings",
        "http://example.com/settings",
        "https://example.com",
        "myapp://nothing/1",
        "myapp://products",
        "myapp:///settings",
        "MYAPP://settings",
        "other://settings",
    ])
    func theFiltersOpenNothingOutsideThePatternsShapes(_ url: String) throws {
        let spec = try #require(LinkToolsFixture.spec(Self.shapes))
        let matcher = AndroidIntentFilterMatcher(xml: AndroidIntentFilters.render(spec))
        #expect(!matcher.opens(url))
    }

    @Test(arguments: [
        "https://example.com/",
        "https://example.com/settings",
        "https://example.com/settings/",
        "https://www.shop.example.com/settings",
        "https://a.b.shop.example.com/products/42",
        "https://example.com/products/-7/reviews/",
        "https://example.com/profile/a%2Fb/posts",
        "https://example.com/profile/a/b/posts/",
        "https://example.com/help/a/b",
        "https://example.com/files/v1.0/x.json",
        "https://example.com/users/123e4567-e89b-12d3-a456-426614174000/orders/42",
        "myapp://settings",
        "myapp://settings/",
        "myapp://products/42/reviews",
        "myapp://help/a",
    ])
    func theFiltersOpenTheURLsOfEveryShape(_ url: String) throws {
        let spec = try #require(LinkToolsFixture.spec(Self.shapes))
        let matcher = AndroidIntentFilterMatcher(xml: AndroidIntentFilters.render(spec))
        #expect(matcher.opens(url))
        #expect(matcher.verifies(url) == url.hasPrefix("https:"))
    }

    @Test func theFile() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""schemes": ["myapp"], "hosts": ["example.com", "www.example.com"], "exclude": ["/account/delete"]"#,
                    routes: """
                        "settings": "/settings",
                        "product": "/products/{id:int}",
                        "account": "/account/{page}",
                        "help": {"path": "/help/{topic*}", "schemes": []},
                        "home": {"path": "/", "hosts": []}
                        """)))
        #expect(
            AndroidIntentFilters.render(spec) == """
                <!-- Excluded paths of routes.json, which intent filters cannot leave out: Android
                     opens these in the app where a filter below covers them, and the app's matcher
                     refuses them (init?(url:) returns nil; open the web page then):
                     /account/delete
                -->
                <intent-filter android:autoVerify="true">
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="https" />
                    <data android:host="example.com" />
                    <data android:host="www.example.com" />
                    <data android:path="/settings" />
                    <data android:path="/settings/" />
                    <data android:pathPattern="/products/.*" />
                    <data android:pathPattern="/account/.*" />
                    <data android:pathPrefix="/help/" />
                </intent-filter>
                <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="myapp" />
                    <data android:host="settings" />
                </intent-filter>
                <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="myapp" />
                    <data android:host="products" />
                    <data android:pathPattern="/.*" />
                </intent-filter>
                <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="myapp" />
                    <data android:host="account" />
                    <data android:pathPattern="/.*" />
                </intent-filter>
                <intent-filter>
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="myapp" />
                </intent-filter>

                """)
        #expect(AndroidIntentFilters.render(spec) == AndroidIntentFilters.render(spec))
    }

    @Test func routesAreGroupedByTheirHostsAndFirstSegments() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""schemes": ["myapp", "Other"], "hosts": ["a.com", "*.b.com"]"#,
                    routes: """
                        "one": "/one",
                        "two": {"path": "/two/{x}", "hosts": ["*.b.com"], "schemes": ["Other"]},
                        "three": "/three/{y:int}",
                        "four": {"path": "/two/x/{z}", "hosts": ["*.b.com"], "schemes": ["Other"]},
                        "five": {"path": "/{name}/five", "hosts": []}
                        """)))
        let filters = AndroidIntentFilters.filters(of: spec)
        #expect(
            filters.map { "\($0.schemes) \($0.hosts) \($0.paths.count)" } == [
                #"["https"] ["a.com", "*.b.com"] 3"#,
                #"["https"] ["*.b.com"] 2"#,
                #"["myapp"] ["one"] 0"#,
                #"["myapp"] ["three"] 1"#,
                #"["myapp"] ["*"] 2"#,
                #"["other", "Other"] ["one"] 0"#,
                #"["other", "Other"] ["two"] 2"#,
                #"["other", "Other"] ["three"] 1"#,
                #"["other", "Other"] ["*"] 2"#,
            ])
        #expect(filters.map(\.autoVerify) == [true, true] + Array(repeating: false, count: 7))
        #expect(AndroidIntentFilters.verifiedHosts(of: spec) == ["a.com", "b.com"])
    }

    @Test func pathElementsFollowPatternMatcher() throws {
        func elements(_ pattern: String, types: String = "{}") throws -> [AndroidIntentFilters.PathElement] {
            let spec = try #require(
                LinkToolsFixture.spec(
                    LinkToolsFixture.json(
                        #""hosts": ["a.com"], "types": \#(types)"#, routes: #""r": "\#(pattern)""#)))
            return AndroidIntentFilters.filters(of: spec)[0].paths
        }
        #expect(try elements("/") == [.path("/")])
        #expect(try elements("/a.b/c*d") == [.path("/a.b/c*d"), .path("/a.b/c*d/")])
        #expect(
            try elements("/a.b/{x:int}/c*d") == [.pathPattern(#"/a\.b/.*/c\*d"#), .pathPattern(#"/a\.b/.*/c\*d/"#)])
        #expect(try elements("/a/{x}/b") == [.pathPattern("/a/.*")])
        #expect(try elements("/a/{x:Code}/b", types: #"{"Code": {"swift": "Code"}}"#) == [.pathPattern("/a/.*")])
        #expect(try elements("/a/{x:T}/b", types: #"{"T": ["p", "q/r"]}"#) == [.pathPattern("/a/.*")])
        #expect(
            try elements("/a/{x:T}/b", types: #"{"T": ["p", "q-r"]}"#) == [
                .pathPattern("/a/.*/b"), .pathPattern("/a/.*/b/"),
            ])
        #expect(try elements("/a/{x:double}/{rest*}") == [.pathPattern("/a/.*/.*")])
        #expect(try elements("/a/{rest*}") == [.pathPrefix("/a/")])
        #expect(try elements("/{rest*}") == [.pathPrefix("/")])
    }

    @Test func attributeValuesAreEscapedForTheResourceCompilerAndXML() {
        #expect(AndroidIntentFilters.attributeValue(#"/a\.b/.*"#) == #"/a\\.b/.*"#)
        #expect(AndroidIntentFilters.attributeValue("/a&b<c>\"d'") == "/a&amp;b&lt;c&gt;&quot;d'")
        #expect(AndroidIntentFilters.attributeValue("@user") == #"\@user"#)
        #expect(AndroidIntentFilters.attributeValue("?x") == #"\?x"#)
    }

    @Test func aFirstSegmentOrSchemeInCapitalsIsAlsoWrittenInLowercase() throws {
        let spec = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(#""schemes": ["MyApp"]"#, routes: #""s": "/Settings/{x}""#)))
        let xml = AndroidIntentFilters.render(spec)
        #expect(xml.contains(#"<data android:scheme="myapp" />"#))
        #expect(xml.contains(#"<data android:scheme="MyApp" />"#))
        #expect(xml.contains(#"<data android:host="Settings" />"#))
        #expect(xml.contains(#"<data android:host="settings" />"#))
        let matcher = AndroidIntentFilterMatcher(xml: xml)
        for url in ["MyApp://Settings/1", "myapp://settings/1", "myapp://Settings/1"] {
            #expect(matcher.opens(url), "\(url)")
        }
    }

    @Test func anExcludeWithDashesMakesAValidComment() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""schemes": ["myapp"], "exclude": ["/a--b-"]"#, routes: #""r": "/{x}""#)))
        let comment = AndroidIntentFilters.render(spec).components(separatedBy: "-->")[0]
        #expect(!comment.dropFirst(4).contains("--"))
        #expect(comment.contains("/a- -b-"))
    }

    @Test func theMatcherFollowsAndroidsRules() {
        let glob = AndroidIntentFilterMatcher.globMatches
        #expect(glob("/a/.*", "/a/b/c"))
        #expect(glob("/a/.*", "/a/"))
        #expect(glob("/a/.*/b", "/a/x/b"))
        #expect(!glob("/a/.*/b", "/a/x/y/b"))  // `.*` stops at the first `/`: no backtracking
        #expect(glob("/a/*", "/a//"))
        #expect(!glob("/a/*", "/a"))  // only a final `.*` matches nothing at the end
        #expect(glob("/a.b", "/axb"))
        #expect(!glob(#"/a\.b"#, "/axb"))
        #expect(glob(#"/a\*b"#, "/a*b"))
        #expect(!glob("/a*b", "/a*b"))
        let uri = AndroidIntentFilterMatcher.uri("myapp://products/4%2F2?x=1#f")
        #expect(uri?.scheme == "myapp")
        #expect(uri?.host == "products")
        #expect(uri?.path == "/4/2")
        #expect(AndroidIntentFilterMatcher.hostMatches("*.example.com", "www.example.com"))
        #expect(!AndroidIntentFilterMatcher.hostMatches("*.example.com", "example.com"))
    }
}
