@_spi(Generated) import RouteRuntime
import Testing

@testable import RouteCompilerCore

/// Example URLs of a spec's patterns, for checking an AASA file with ``AppleComponentMatcher``.
private enum AASAExamples {
    /// Texts a parameter of `type` is written with in example URLs (decoded; the URLs encode them).
    static func values(of type: ParameterType, in spec: RouteSpec) -> [String] {
        switch type {
        case .builtIn(.string), .app: ["abc", "42", "a/b", "café", "a b", "x?y#z", "%41", "*", "a.b"]
        case .builtIn(.int): ["42", "0", "-7"]
        case .builtIn(.double): ["1.5", "-0.25", "2e3"]
        case .builtIn(.bool): ["true", "0"]
        case .builtIn(.uuid): ["123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000"]
        case .builtIn(let other): other.diffSamples
        case .enumeration(let named): named.rawValues
        }
    }

    /// URLs under `host` that pattern `index` of `route` matches: each parameter through its
    /// values, catch-alls through one and three segments, with and without a trailing slash,
    /// extra query items and a fragment, literals written with needless percent-encoding.
    static func matching(_ route: Route, pattern index: Int, host: String, spec: RouteSpec) -> [String] {
        let pattern = route.patterns[index]
        var pathVariants: [[String]] = [[]]
        for segment in pattern.segments {
            var next: [[String]] = []
            let choices: [[String]]
            switch segment.kind {
            case .literal(let text):
                choices =
                    [[encode(text)], [encodeEverything(text)]]
                    + (route.isCaseSensitive ? [] : [[encode(text.uppercased())]])
            case .parameter(_, let type): choices = values(of: type, in: spec).map { [encode($0)] }
            case .catchAll: choices = [["abc"], ["a", encode("b c"), "d"]]
            case .mixed(let pieces):
                // Each parameter through its values, the others at their first; literal text as
                // written, and in upper case for a case-insensitive route.
                let parameters = MixedPiece.parameters(of: pieces)
                var texts: [String] = []
                for (index, parameter) in parameters.enumerated() {
                    for value in values(of: parameter.type, in: spec) {
                        var offset = 0
                        let text = pieces.map { piece -> String in
                            switch piece {
                            case .literal(let text):
                                return route.isCaseSensitive || index > 0 ? text : text.uppercased()
                            case .parameter(_, let type):
                                defer { offset += 1 }
                                return encode(offset == index ? value : values(of: type, in: spec)[0])
                            }
                        }.joined()
                        if !texts.contains(text) { texts.append(text) }
                    }
                }
                choices = texts.map { [$0] }
            }
            // Vary one segment at a time to keep the count down.
            for (position, prefix) in pathVariants.enumerated() {
                for (choiceIndex, choice) in choices.enumerated() where position == 0 || choiceIndex == 0 {
                    next.append(prefix + choice)
                }
            }
            pathVariants = next
        }
        var queryItems: [String] = []
        for binding in pattern.queryBindings {
            queryItems.append(binding.key + "=" + encodeQuery(values(of: binding.type, in: spec)[0]))
        }
        for parameter in route.queryParameters where parameter.kind == .required {
            queryItems.append(parameter.name + "=" + encodeQuery(values(of: parameter.type, in: spec)[0]))
        }
        var queries = [queryItems, queryItems + ["utm_source=mail"], ["utm_source=x"] + queryItems]
        for parameter in route.queryParameters where parameter.kind == .required && parameter.type == .builtIn(.string)
        {
            // An empty value is a value for a string.
            queries.append(queryItems.filter { !$0.hasPrefix(parameter.name + "=") } + [parameter.name + "="])
        }
        var result: [String] = []
        for segments in pathVariants {
            let path = "/" + segments.joined(separator: "/")
            var paths = [path]
            if !segments.isEmpty { paths.append(path + "/") }
            for path in paths {
                for query in queries {
                    let url = "https://" + host + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
                    result.append(url)
                }
            }
        }
        if let first = result.first { result += [first + "#top"] }
        if pattern.segments.isEmpty && queryItems.isEmpty { result.append("https://" + host) }
        return result
    }

    static func encode(_ text: String) -> String {
        PercentEncoding.encode(text, as: .pathSegment)
    }

    static func encodeQuery(_ text: String) -> String {
        PercentEncoding.encode(text, as: .query)
    }

    /// Every byte percent-encoded, as a sloppy link might write it.
    static func encodeEverything(_ text: String) -> String {
        text.utf8.map { "%" + String($0, radix: 16, uppercase: false) }.joined()
    }

    /// Whether a URL path (as written) and query fit the shape of some pattern of the routes
    /// that accept `host`, with every parameter taken as any non-empty segment: what the AASA file
    /// may claim. Required query keys of a `string` type may be absent, since AASA reads an absent
    /// item as an empty one, which a `string` accepts.
    static func fitsSomeShape(path: String, query: String?, host: String, spec: RouteSpec) -> Bool {
        var rawSegments = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        if rawSegments.last == "" { rawSegments.removeLast() }
        let segments = rawSegments.map(AppleComponentMatcher.percentDecoded)
        let items = AppleComponentMatcher.items(query ?? "").map {
            (AppleComponentMatcher.percentDecoded($0.name), AppleComponentMatcher.percentDecoded($0.value))
        }
        for route in spec.routes
        where route.acceptedHosts(in: spec).contains(where: { HostPattern(host).isCovered(by: $0) }) {
            for (index, pattern) in route.patterns.enumerated() {
                guard shapeFits(pattern, segments, caseSensitive: route.isCaseSensitive) else { continue }
                let required = AASAPatternText.query(ofPattern: index, of: route)
                let present = required.allSatisfy { key, value in
                    value == "*" || items.contains { $0.0 == key && !$0.1.isEmpty }
                }
                if present { return true }
            }
        }
        return false
    }

    private static func shapeFits(_ pattern: Pattern, _ segments: [String], caseSensitive: Bool) -> Bool {
        if segments.contains("") { return false }
        for (index, segment) in pattern.segments.enumerated() {
            switch segment.kind {
            case .catchAll: return segments.count > index
            case .literal(let text):
                if index >= segments.count { return false }
                if caseSensitive ? segments[index] != text : segments[index].lowercased() != text.lowercased() {
                    return false
                }
            case .parameter: if index >= segments.count { return false }
            case .mixed(let pieces):
                let glob = pieces.map { piece -> String in
                    if case .literal(let text) = piece { return AASAPatternText.literal(text) }
                    return "?*"
                }.joined()
                if index >= segments.count
                    || !AppleComponentMatcher.glob(glob, segments[index], caseSensitive: caseSensitive)
                {
                    return false
                }
            }
        }
        return segments.count == pattern.segments.count
    }
}

// MARK: -

@Suite struct AASATests {
    static let appID = "ABCDE12345.com.example.app"

    /// Specs whose AASA files are checked against Apple's rules.
    static let specs: [String] = [
        LinkToolsFixture.demo,
        // Wildcard hosts, a root catch-all, a root with a required query, literals with AASA's
        // special characters, a non-ASCII literal, every type in a query, deep patterns.
        """
        {"schemes": ["shop"], "hosts": ["shop.example", "*.shop.example"],
         "types": {"Size": ["small", "x-large"], "Sku": {"swift": "Sku"}},
         "routes": {
           "root": {"path": "/?ref={ref:int}"},
           "star": "/deals/50*off",
           "dollar": "/price/$(total)",
           "unicode": "/café/{name}",
           "item": {"paths": ["/items/{id:int}/{size:Size}", "/item?id={id:int}&size={size:Size}"],
                    "query": {"qty": "int = 1", "gift": "bool?", "note": "string"}},
           "sku": "/sku/{sku:Sku}",
           "price": "/p/{value:double}/{on:bool}/{id:uuid}",
           "deep": "/a/{b}/c/{d}/e/{f}",
           "files": "/files/{path*}",
           "wild": {"path": "/sub-only/{x}", "hosts": ["*.shop.example"]},
           "custom": {"path": "/custom/{x}", "hosts": []},
           "any": "/{section}/{page*}"
         }}
        """,
        // Only literals: no exclude is needed.
        LinkToolsFixture.json(routes: #""a": "/a", "b": "/a/b/c", "root": "/""#),
        // Mixed segments, case-insensitive routes, a with-host scheme (not in the file).
        """
        {"schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"],
         "types": {"Tab": ["home", "dark-blue"]},
         "routes": {
           "profile": {"path": "/@{user}", "schemes": ["ksr"]},
           "post": "/posts/{slug}-{id:int}",
           "file": "/files/{name}.json",
           "version": {"path": "/v{major:int}.{minor:int}", "caseSensitive": false},
           "tab": {"path": "/Tabs/{tab:Tab}", "caseSensitive": false},
           "star": "/deals/x{n:int}*off",
           "settings": "/settings"
         }}
        """,
    ]

    /// The hosts a spec's files are checked for: every declared host, a name under each wildcard,
    /// and no host (the file for every host).
    static func hosts(of spec: RouteSpec) -> [String?] {
        var result: [String?] = [nil]
        for host in spec.hosts.map(\.value) {
            result.append(host.exampleHost(label: "eu"))
        }
        return result
    }

    @Test(arguments: specs.indices)
    func theFileClaimsEveryURLTheAppHandles(_ specIndex: Int) throws {
        let spec = try #require(LinkToolsFixture.spec(Self.specs[specIndex]))
        for host in Self.hosts(of: spec) {
            let text = try AppSiteAssociation.generate(spec, appIDs: [Self.appID], host: host).get()
            let matcher = try AppleComponentMatcher(json: text, appID: Self.appID)
            let exampleHosts = host.map { [$0] } ?? spec.hosts.map { $0.value.exampleHost(label: "eu") }
            var checked = 0
            for exampleHost in exampleHosts {
                for route in spec.routes
                where route.acceptedHosts(in: spec).contains(where: { HostPattern(exampleHost).isCovered(by: $0) }) {
                    for index in route.patterns.indices {
                        for url in AASAExamples.matching(route, pattern: index, host: exampleHost, spec: spec) {
                            checked += 1
                            #expect(
                                matcher.claims(url),
                                "\(url) (\(route.name)) is not claimed in the file for \(host ?? "every host")")
                        }
                    }
                }
            }
            #expect(checked > 0)
        }
    }

    /// Paths near the patterns: each pattern with a segment more, one less, a literal changed or
    /// in another case, an empty segment, and its query keys left out.
    static func nearMisses(of spec: RouteSpec, host: String) -> [String] {
        var urls: [String] = ["https://\(host)/nothing-here", "https://\(host)/nothing/here/at/all/really/deep"]
        for route in spec.routes {
            for pattern in route.patterns {
                let parts = pattern.segments.map { segment -> String in
                    switch segment.kind {
                    case .literal(let text): AASAExamples.encode(text)
                    case .parameter, .catchAll: "1"
                    case .mixed(let pieces):
                        pieces.map { piece -> String in
                            if case .literal(let text) = piece { return text }
                            return "1"
                        }.joined()
                    }
                }
                func url(_ parts: [String]) -> String { "https://\(host)/" + parts.joined(separator: "/") }
                urls.append(url(parts + ["extra"]))
                urls.append(url(parts + ["extra", "more"]))
                if !parts.isEmpty {
                    urls.append(url(Array(parts.dropLast())))
                    urls.append(url(Array(parts.dropLast()) + [""]))
                }
                for (index, segment) in pattern.segments.enumerated() {
                    guard case .literal(let text) = segment.kind else { continue }
                    var changed = parts
                    changed[index] = AASAExamples.encode(text + "x")
                    urls.append(url(changed))
                    changed[index] = AASAExamples.encode(text.uppercased())
                    if text.uppercased() != text { urls.append(url(changed)) }
                }
            }
        }
        return urls
    }

    @Test(arguments: specs.indices)
    func theFileClaimsNothingOutsideThePatternsShapes(_ specIndex: Int) throws {
        let spec = try #require(LinkToolsFixture.spec(Self.specs[specIndex]))
        // (The file for every host also claims, on each host, the paths of the others' routes.)
        for case let host? in Self.hosts(of: spec) {
            let text = try AppSiteAssociation.generate(spec, appIDs: [Self.appID], host: host).get()
            let matcher = try AppleComponentMatcher(json: text, appID: Self.appID)
            for url in Self.nearMisses(of: spec, host: host) {
                let parts = AppleComponentMatcher.split(url)
                let fits = AASAExamples.fitsSomeShape(path: parts.path, query: parts.query, host: host, spec: spec)
                #expect(matcher.claims(url) == fits, "\(url): claimed \(matcher.claims(url)), fits a shape \(fits)")
            }
        }
    }

    @Test func demoFile() throws {
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        let components = AppSiteAssociation.components(of: spec)
        let summary = components.map { component -> String in
            var text = (component.exclude ? "exclude " : "") + component.path
            if !component.query.isEmpty {
                text +=
                    " ?"
                    + component.query.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                    .joined(separator: "&")
            }
            return text
        }
        #expect(
            summary == [
                "/help/?*",
                "exclude /?*/?*/?*/?*/?*",
                "/users/?*/orders/?*",
                "exclude /?*/?*/?*",
                "/products/?*",
                "/profile/?*",
                "/settings",
                "/settings/",
                "/product ?id=?*",
                "/product/ ?id=?*",
                "/search ?q=*",
                "/search/ ?q=*",
                "/",
            ])
        #expect(components.map(\.comment).first == "help: /help/{topic*}")
        #expect(components.filter(\.exclude).allSatisfy { $0.percentEncoded })
        #expect(components.filter { !$0.exclude }.allSatisfy { !$0.percentEncoded })
        // Routes without hosts (detail, tab) are left out.
        #expect(!components.contains { $0.comment.contains("detail") || $0.comment.contains("tab:") })
    }

    @Test func fileFormat() throws {
        let spec = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(routes: #""home": "/", "item": "/items/{id:int}""#)))
        let text = try AppSiteAssociation.generate(spec, appIDs: [Self.appID, "ABCDE12345.com.example.beta"]).get()
        #expect(
            text == """
                {
                  "applinks": {
                    "details": [
                      {
                        "appIDs": [
                          "ABCDE12345.com.example.app",
                          "ABCDE12345.com.example.beta"
                        ],
                        "components": [
                          {
                            "/": "/?*/?*/?*",
                            "comment": "Not claimed: paths of more than 2 segments that no component above claims",
                            "exclude": true,
                            "percentEncoded": true
                          },
                          {
                            "/": "/items/?*",
                            "comment": "item: /items/{id:int}",
                            "percentEncoded": false
                          },
                          {
                            "/": "/",
                            "comment": "home: /",
                            "percentEncoded": false
                          }
                        ]
                      }
                    ]
                  }
                }

                """)
        #expect(!text.contains("\"paths\""))
        #expect(
            try AppSiteAssociation.generate(spec, appIDs: [Self.appID, "ABCDE12345.com.example.beta"]).get() == text)
    }

    @Test func literalsWithAASASpecialCharacters() {
        #expect(AASAPatternText.literal("50*off") == "50?off")
        #expect(AASAPatternText.literal("why?") == "why?")
        #expect(AASAPatternText.literal("$(total)") == "?(total)")
        #expect(AASAPatternText.literal("cost$") == "cost$")
        #expect(AASAPatternText.literal("café") == "café")
    }

    @Test func queryKeysByType() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""hosts": ["example.com"], "types": {"T": ["a"], "S": {"swift": "S"}}"#,
                    routes: """
                        "r": {"path": "/r?i={i:int}&t={t:T}",
                              "query": {"s": "string", "d": "double", "b": "bool", "u": "uuid", "x": "S",
                                        "o": "int?", "l": "[int]", "f": "int = 1"}}
                        """)))
        let component = try #require(AppSiteAssociation.components(of: spec).first)
        #expect(component.query == ["i": "?*", "t": "?*", "s": "*", "d": "?*", "b": "?*", "u": "?*", "x": "*"])
    }

    @Test func identicalComponentsOfSeveralRoutesAreMerged() throws {
        let spec = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(routes: #""a": "/x/{id:int}", "b": "/x/{name}""#)))
        let components = AppSiteAssociation.components(of: spec).filter { !$0.exclude }
        #expect(components.count == 1)
        #expect(components.first?.comment == "a: /x/{id:int}; b: /x/{name}")
    }

    @Test func oneHostsFile() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""schemes": ["myapp"], "hosts": ["example.com", "*.example.com"]"#,
                    routes: """
                        "everywhere": "/a",
                        "apex": {"path": "/b", "hosts": ["example.com"]},
                        "subdomains": {"path": "/c", "hosts": ["*.example.com"]}
                        """)))
        func paths(_ host: String?) -> [String] {
            AppSiteAssociation.components(of: spec, host: host).map(\.path).filter { !$0.hasSuffix("/") }
        }
        #expect(paths(nil) == ["/a", "/b", "/c"])
        #expect(paths("example.com") == ["/a", "/b"])
        #expect(paths("shop.example.com") == ["/a", "/c"])
        #expect(paths("EU.Shop.Example.com") == ["/a", "/c"])
        #expect(paths("*.example.com") == ["/a", "/c"])
    }

    @Test func failures() throws {
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        #expect(AppSiteAssociation.generate(spec, appIDs: []) == .failure(.noAppIDs))
        #expect(AppSiteAssociation.generate(spec, appIDs: ["nope"]) == .failure(.invalidAppID("nope")))
        #expect(
            AppSiteAssociation.generate(spec, appIDs: [Self.appID], host: "other.com")
                == .failure(.undeclaredHost("other.com", declared: ["example.com", "www.example.com"])))
        let noHosts = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(#""schemes": ["a"]"#, routes: #""h": "/""#)))
        #expect(AppSiteAssociation.generate(noHosts, appIDs: [Self.appID]) == .failure(.noHosts))
    }

    @Test func duplicateAppIDsAreWrittenOnce() throws {
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.demo))
        let text = try AppSiteAssociation.generate(spec, appIDs: [Self.appID, Self.appID]).get()
        #expect(text.ranges(of: Self.appID).count == 1)
    }

    @Test func aRouteSetWithoutUniversalLinksGivesNoComponents() throws {
        let spec = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(routes: #""a": {"path": "/a", "hosts": []}"#)))
        let text = try AppSiteAssociation.generate(spec, appIDs: [Self.appID]).get()
        #expect(text.contains("\"components\": []"))
    }

    @Test func theSizeLimitIsApples() throws {
        #expect(AppSiteAssociation.sizeLimit == 131_072)
        let routes = (0..<1_200).map { #""r\#($0)": "/section-with-a-long-name-\#($0)/{id}/more""# }
        let spec = try #require(LinkToolsFixture.spec(LinkToolsFixture.json(routes: routes.joined(separator: ", "))))
        guard case .failure(.tooLarge(let bytes)) = AppSiteAssociation.generate(spec, appIDs: [Self.appID]) else {
            Issue.record("expected the file to be too large")
            return
        }
        #expect(bytes > AppSiteAssociation.sizeLimit)
    }

    @Test(arguments: [
        ("ABCDE12345.com.example.app", true),
        ("ABCDE12345.com.example-app.ios", true),
        ("0123456789.a", true),
        ("ABCDE12345", false),
        ("ABCDE12345.", false),
        ("abcde12345.com.example", false),
        ("ABCDE1234.com.example", false),
        ("ABCDE12345.com..example", false),
        ("ABCDE12345.com.example.", false),
        ("ABCDE12345.com.ex ample", false),
        ("ABCDE12345.com.*", false),
    ])
    func appIDs(_ id: String, _ valid: Bool) {
        #expect(AppSiteAssociation.isValidAppID(id) == valid)
    }

    @Test func theMatcherFollowsApplesRules() throws {
        let text = """
            {"applinks": {"details": [
              {"appIDs": ["OTHER12345.x"], "components": [{"/": "*"}]},
              {"appIDs": ["\(Self.appID)"], "components": [
                {"/": "/help/website/*", "exclude": true},
                {"/": "/help/*", "?": {"articleNumber": "????"}},
                {"/": "/Case/*", "caseSensitive": false},
                {"/": "/café", "percentEncoded": false},
                {"#": "nope", "exclude": true},
                {"/": "/x/?*", "?": "a=*"}
              ]}
            ]}}
            """
        let matcher = try AppleComponentMatcher(json: text, appID: Self.appID)
        #expect(matcher.claims("https://example.com/help/a/b?articleNumber=1234"))
        #expect(!matcher.claims("https://example.com/help/a?articleNumber=12345"))
        #expect(!matcher.claims("https://example.com/help/a?articleNumber=1234&articleNumber=1"))
        #expect(!matcher.claims("https://example.com/help/a"))
        #expect(!matcher.claims("https://example.com/help/website/a?articleNumber=1234"))
        #expect(matcher.claims("https://example.com/cASE/x"))
        #expect(matcher.claims("https://example.com/caf%C3%A9"))
        #expect(!matcher.claims("https://example.com/x/1"))
        #expect(matcher.claims("https://example.com/x/1?a=2"))
        #expect(!matcher.claims("https://example.com/other"))
        #expect(AppleComponentMatcher.glob("/a/?*", "/a/b/c", caseSensitive: true))
        #expect(!AppleComponentMatcher.glob("/a/?*", "/a/", caseSensitive: true))
        #expect(AppleComponentMatcher.glob("*", "", caseSensitive: true))
    }
}

/// Excluded paths in the AASA file (Specification §10.1 rule 10).
@Suite struct AASAExcludeTests {
    static let appID = AASATests.appID
    static let json = LinkToolsFixture.json(
        #""schemes": ["myapp"], "hosts": ["example.com"], "#
            + #""exclude": ["/account/delete", "/admin/{rest*}", "/p/{id:int}/edit", "/deals/50*off", "/café/x"]"#,
        routes: """
            "account": "/account/{page}",
            "admin": "/{section}/{page}",
            "edit": "/p/{slug}/edit",
            "deals": "/deals/{name}",
            "cafe": "/café/{name}",
            "help": "/help/{topic*}"
            """)

    @Test func excludesComeFirstAndCompareTheURLAsWritten() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let excludes = AppSiteAssociation.components(of: spec).prefix { $0.comment.hasPrefix("excluded: ") }
        #expect(
            excludes.map(\.path) == [
                "/account/delete", "/account/delete/", "/admin/?*", "/deals/50%2Aoff", "/deals/50%2Aoff/",
                "/caf%C3%A9/x", "/caf%C3%A9/x/",
            ])
        #expect(excludes.allSatisfy { $0.exclude && $0.percentEncoded && $0.query.isEmpty })
        #expect(excludes.first?.comment == "excluded: /account/delete")
        #expect(excludes.dropFirst().first?.comment == "excluded: /account/delete (with a trailing slash)")
        // '/p/{id:int}/edit' would also take back '/p/abc/edit', which 'edit' opens: left out.
        #expect(!AppSiteAssociation.components(of: spec).contains { $0.comment.contains("/p/{id:int}/edit") })
    }

    @Test func theFileClaimsWhatTheAppOpensAndNotWhatItExcludes() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json))
        let text = try AppSiteAssociation.generate(spec, appIDs: [Self.appID]).get()
        let matcher = try AppleComponentMatcher(json: text, appID: Self.appID)
        let reference = ReferenceMatcher(spec)
        var opened = 0
        for route in spec.routes {
            for index in route.patterns.indices {
                for url in AASAExamples.matching(route, pattern: index, host: "example.com", spec: spec)
                where reference.match(url) != nil {
                    opened += 1
                    #expect(matcher.claims(url), "\(url) opens \(route.name) but is not claimed")
                }
            }
        }
        #expect(opened > 20)
        for url in [
            "https://example.com/account/delete", "https://example.com/account/delete/",
            "https://example.com/account/delete?x=1", "https://example.com/admin/users",
            "https://example.com/admin/a/b", "https://example.com/deals/50%2Aoff", "https://example.com/caf%C3%A9/x",
        ] {
            #expect(reference.exclusion(of: url) != nil, "\(url)")
            #expect(!matcher.claims(url), "\(url) is excluded but claimed")
        }
        // An encoded '/' inside a value is one segment, as in the app: not excluded.
        #expect(reference.match("https://example.com/admin%2Fusers/x")?.routeName == "admin")
        #expect(matcher.claims("https://example.com/admin%2Fusers/x"))
        // A needless spelling escapes the component: the file claims it, and the app refuses it.
        #expect(reference.exclusion(of: "https://example.com/deals/50*off") != nil)
        #expect(matcher.claims("https://example.com/deals/50*off"))
        // The exclude left out: the app refuses the path, the file claims it (the app then opens the web page).
        #expect(reference.exclusion(of: "https://example.com/p/42/edit") != nil)
        #expect(matcher.claims("https://example.com/p/42/edit"))
    }
}
