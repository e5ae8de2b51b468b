import Testing

@testable import RouteCompilerCore

@Suite struct SpecDiffTests {
    static let base = """
        {
          "schemes": ["myapp"],
          "hosts": ["example.com", "www.example.com"],
          "types": { "Tab": ["home", "search"] },
          "routes": {
            "home": "/",
            "product": { "paths": ["/products/{id:int}", "/p/{id:int}"], "query": { "ref": "string?" } },
            "profile": "/profile/{name}",
            "price": "/price/{value:double}",
            "tab": "/tabs/{tab:Tab}",
            "search": { "path": "/search", "query": { "q": "string", "page": "int = 1" } },
            "help": "/help/{topic*}"
          }
        }
        """

    /// The diff from ``base`` to ``base`` with `target` replaced by `replacement`.
    func compare(
        _ target: String, _ replacement: String, from old: String = base,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SpecDiff {
        let new = LinkToolsFixture.edit(old, target, replacement, sourceLocation: sourceLocation)
        let oldSpec = try #require(LinkToolsFixture.spec(old, sourceLocation: sourceLocation))
        let newSpec = try #require(LinkToolsFixture.spec(new, sourceLocation: sourceLocation))
        return SpecDiff.compare(oldSpec, newSpec)
    }

    /// Expects exactly the categories `expected` among the changes, and a change of each category
    /// in `messages` whose message contains the text.
    func expect(
        _ diff: SpecDiff, _ expected: Set<SpecDiff.Category>, _ messages: [(SpecDiff.Category, String)] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = Set(diff.changes.map(\.category))
        let listing = diff.render(.text, oldName: "old", newName: "new")
        #expect(found == expected, "\(listing)", sourceLocation: sourceLocation)
        for (category, text) in messages {
            #expect(
                diff.changes(in: category).contains { $0.message.contains(text) }, "no '\(text)' in \(listing)",
                sourceLocation: sourceLocation)
        }
        #expect(diff.isBreaking == !expected.subtracting([.safe]).isEmpty, sourceLocation: sourceLocation)
    }

    // MARK: - No change, safe changes

    @Test func theSameSpecHasNoChanges() throws {
        let diff = try compare("\"home\": \"/\"", "\"home\": \"/\"")
        #expect(diff.changes.isEmpty)
        #expect(!diff.isBreaking)
    }

    @Test func routeAdded() throws {
        let diff = try compare(#""home": "/","#, #""home": "/", "about": "/about","#)
        expect(diff, [.safe], [(.safe, "route `about` added")])
    }

    @Test func patternAdded() throws {
        let diff = try compare(
            #""profile": "/profile/{name}""#, #""profile": {"paths": ["/profile/{name}", "/@/{name}"]}"#)
        expect(diff, [.safe], [(.safe, "pattern `/@/{name}` added")])
    }

    @Test(arguments: [#""sort": "string?""#, #""sort": "string = new""#, #""tags": "[string]""#])
    func optionalDefaultedOrListQueryParameterAdded(_ parameter: String) throws {
        let diff = try compare(#""page": "int = 1""#, #""page": "int = 1", "# + parameter)
        expect(diff, [.safe], [(.safe, "with a default")])
    }

    @Test func hostAndSchemeAdded() throws {
        let new = LinkToolsFixture.edit(
            LinkToolsFixture.edit(Self.base, #""schemes": ["myapp"]"#, #""schemes": ["myapp", "myapp-beta"]"#),
            #""hosts": ["example.com", "www.example.com"]"#,
            #""hosts": ["example.com", "www.example.com", "m.example.com"]"#)
        let diff = SpecDiff.compare(
            try #require(LinkToolsFixture.spec(Self.base)), try #require(LinkToolsFixture.spec(new)))
        expect(
            diff, [.safe],
            [(.safe, "scheme `myapp-beta` added"), (.safe, "host `m.example.com` added")])
        // Routes that take every host do not repeat it.
        #expect(diff.changes.count == 2)
        let restricted = try compare(
            #""profile": {"path": "/profile/{name}", "hosts": ["example.com"]}"#, #""profile": "/profile/{name}""#,
            from: LinkToolsFixture.edit(
                Self.base, #""profile": "/profile/{name}""#,
                #""profile": {"path": "/profile/{name}", "hosts": ["example.com"]}"#))
        expect(restricted, [.safe], [(.safe, "now also accepts host `www.example.com`")])
    }

    @Test func enumValueAdded() throws {
        let diff = try compare(#""Tab": ["home", "search"]"#, #""Tab": ["home", "search", "profile"]"#)
        expect(diff, [.safe], [(.safe, "named enum `Tab` gains `profile`")])
    }

    @Test func typeWidenedKeepsLinksButBreaksCode() throws {
        let intToString = try compare(#""/products/{id:int}", "/p/{id:int}""#, #""/products/{id}", "/p/{id}""#)
        expect(intToString, [.breaksCode, .safe], [(.breaksCode, "the type of `id` changed from `Int` to `String`")])
        let intToDouble = try compare(
            #""/products/{id:int}", "/p/{id:int}""#, #""/products/{id:double}", "/p/{id:double}""#)
        expect(intToDouble, [.breaksCode, .safe], [(.breaksCode, "from `Int` to `Double`")])
    }

    @Test func documentationChanges() throws {
        let diff = try compare(
            #""profile": "/profile/{name}""#,
            #""profile": {"path": "/profile/{name}", "summary": "A profile.", "deprecated": "use user(name:)"}"#)
        expect(diff, [.safe], [(.safe, "summary changed"), (.safe, "deprecated: use user(name:)")])
    }

    @Test func canonicalPatternChangedIsSafe() throws {
        let diff = try compare(#""/products/{id:int}", "/p/{id:int}""#, #""/p/{id:int}", "/products/{id:int}""#)
        expect(diff, [.safe], [(.safe, "URLs are now built with `/p/{id:int}` instead of `/products/{id:int}`")])
    }

    @Test func aConcreteHostReplacedByAWildcardThatCoversIt() throws {
        let diff = try compare(#""www.example.com"]"#, #""*.example.com"]"#)
        expect(diff, [.safe], [(.safe, "host `www.example.com` removed; `*.example.com` covers it")])
    }

    @Test func accessWidened() throws {
        let diff = try compare(#""schemes""#, #""access": "public", "schemes""#)
        expect(diff, [.safe], [(.safe, "access level changed from `internal` to `public`")])
    }

    // MARK: - Broken links

    @Test func routeRemoved() throws {
        let diff = try compare(#""profile": "/profile/{name}","#, "")
        expect(
            diff, [.breaksLinks, .breaksCode],
            [(.breaksLinks, "the route was removed"), (.breaksCode, "case `profile` removed")])
        #expect(diff.changes(in: .breaksLinks).first?.example?.contains("opened `profile(name: \"abc\")`") == true)
    }

    @Test func patternRemoved() throws {
        let diff = try compare(#""/products/{id:int}", "/p/{id:int}""#, #""/products/{id:int}""#)
        expect(diff, [.breaksLinks], [(.breaksLinks, "pattern `/p/{id:int}` was removed or changed")])
        #expect(diff.changes(in: .breaksLinks).first?.route == "product")
    }

    @Test func patternTypeWidened() throws {
        let old = LinkToolsFixture.edit(
            Self.base, #""profile": "/profile/{name}""#,
            #""profile": {"paths": ["/profile/{name:int}", "/u/{name:int}"]}"#)
        let diff = try compare(
            #""profile": {"paths": ["/profile/{name:int}", "/u/{name:int}"]}"#,
            #""profile": {"paths": ["/profile/{name}", "/u/{name}"]}"#, from: old)
        expect(
            diff, [.breaksCode, .safe],
            [
                (.safe, "pattern `/u/{name:int}` is now `/u/{name}`; its links still open the route"),
                (.breaksCode, "the type of `name` changed from `Int` to `String`"),
            ])
    }

    @Test func stringNarrowedToInt() throws {
        let diff = try compare(#""/profile/{name}""#, #""/profile/{name:int}""#)
        expect(
            diff, [.breaksLinks, .breaksCode],
            [
                (.breaksLinks, "the parameter `name` in `/profile/{name}` changed type from `string` to `int`"),
                (.breaksCode, "from `String` to `Int`"),
            ])
    }

    @Test func doubleNarrowedToInt() throws {
        let diff = try compare(#""/price/{value:double}""#, #""/price/{value:int}""#)
        expect(diff, [.breaksLinks, .breaksCode], [(.breaksLinks, "from `double` to `int`")])
        #expect(diff.changes(in: .breaksLinks).first?.example?.contains("/price/1.5") == true)
    }

    @Test func enumLosesARawValue() throws {
        let diff = try compare(#""Tab": ["home", "search"]"#, #""Tab": ["home"]"#)
        expect(
            diff, [.breaksLinks, .breaksCode],
            [
                (
                    .breaksLinks,
                    "the parameter `tab` in `/tabs/{tab:Tab}` rejects values it accepted: `Tab` lost some of its values"
                ),
                (.breaksCode, "case `Tab.search` (raw value `search`) removed"),
            ])
        #expect(diff.changes(in: .breaksLinks).first?.example?.contains("/tabs/search") == true)
    }

    @Test func queryEnumLosesARawValue() throws {
        let old = LinkToolsFixture.edit(Self.base, #""page": "int = 1""#, #""page": "int = 1", "tab": "Tab?""#)
        let diff = try compare(#""Tab": ["home", "search"]"#, #""Tab": ["home"]"#, from: old)
        expect(
            diff, [.breaksLinks, .breaksCode],
            [(.breaksLinks, "the query parameter `tab` rejects values it accepted: `Tab` lost some of its values")])
        #expect(diff.changes(in: .breaksLinks).contains { $0.example?.contains("tab=search") == true })
    }

    @Test func aRemovedRouteWhoseLinksNowOpenACatchAll() throws {
        let old = LinkToolsFixture.edit(Self.base, #""home": "/","#, #""home": "/", "page": "/{path*}","#)
        let diff = try compare(#""profile": "/profile/{name}","#, "", from: old)
        expect(
            diff, [.breaksLinks, .breaksCode],
            [
                (.breaksLinks, "now opens `page` through its pattern `/{path*}`"),
                (.breaksCode, "case `profile` removed"),
            ])
    }

    @Test func aWildcardHostReplacedByOneOfItsHosts() throws {
        let old = LinkToolsFixture.edit(Self.base, #""www.example.com"]"#, #""*.example.com"]"#)
        let diff = try compare(#""*.example.com"]"#, #""www.example.com"]"#, from: old)
        expect(diff, [.breaksLinks, .safe], [(.breaksLinks, "host `*.example.com` removed")])
        #expect(diff.changes(in: .breaksLinks).count == 1)
    }

    @Test func optionalMadeRequired() throws {
        let diff = try compare(#""ref": "string?""#, #""ref": "string""#)
        expect(
            diff, [.breaksLinks, .breaksCode],
            [
                (.breaksLinks, "now requires the query parameter `ref`"),
                (.breaksCode, "the type of `ref` changed from `String?` to `String`"),
            ])
    }

    @Test func requiredQueryKeyAdded() throws {
        let viaQuery = try compare(#""page": "int = 1""#, #""page": "int = 1", "lang": "string""#)
        expect(
            viaQuery, [.breaksLinks, .breaksCode],
            [
                (.breaksLinks, "now requires the query parameter `lang`"),
                (.breaksCode, "adds `lang: String` without a default"),
            ])
        let viaPattern = try compare(#""/profile/{name}""#, #""/profile/{name}?v={v:int}""#)
        expect(
            viaPattern, [.breaksLinks, .breaksCode, .safe],
            [
                (.breaksLinks, "now requires the query parameter `v`"),
                (.breaksCode, "adds `v: Int` without a default"),
                (.safe, "URLs are now built with `/profile/{name}?v={v:int}`"),
            ])
        #expect(!viaPattern.changes.contains { $0.message.contains("added") })
    }

    @Test func queryTypeNarrowed() throws {
        let diff = try compare(#""ref": "string?""#, #""ref": "int?""#)
        expect(
            diff, [.breaksLinks, .breaksCode],
            [
                (.breaksLinks, "the query parameter `ref` changed type from `string` to `int`"),
                (.breaksCode, "from `String?` to `Int?`"),
            ])
    }

    @Test func defaultChanged() throws {
        let diff = try compare(#""page": "int = 1""#, #""page": "int = 2""#)
        expect(
            diff, [.breaksLinks, .safe],
            [(.breaksLinks, "the values of `page` change"), (.safe, "the default of `page` changed from `1` to `2`")])
    }

    @Test func hostDropped() throws {
        let everywhere = try compare(#""hosts": ["example.com", "www.example.com"]"#, #""hosts": ["example.com"]"#)
        expect(everywhere, [.breaksLinks], [(.breaksLinks, "host `www.example.com` removed")])
        #expect(everywhere.changes(in: .breaksLinks).count == 1)
        let forOneRoute = try compare(
            #""profile": "/profile/{name}""#, #""profile": {"path": "/profile/{name}", "hosts": ["example.com"]}"#)
        expect(forOneRoute, [.breaksLinks], [(.breaksLinks, "no longer accepts host `www.example.com`")])
        #expect(forOneRoute.changes(in: .breaksLinks).first?.route == "profile")
    }

    @Test func schemeDropped() throws {
        let everywhere = try compare(#""schemes": ["myapp"]"#, #""schemes": []"#)
        expect(everywhere, [.breaksLinks], [(.breaksLinks, "scheme `myapp` removed")])
        #expect(everywhere.changes(in: .breaksLinks).count == 1)
        let forOneRoute = try compare(
            #""profile": "/profile/{name}""#, #""profile": {"path": "/profile/{name}", "schemes": []}"#)
        expect(forOneRoute, [.breaksLinks], [(.breaksLinks, "no longer accepts scheme `myapp`")])
    }

    @Test func aNewLiteralRouteTakesLinksOfAParameter() throws {
        let diff = try compare(#""home": "/","#, #""home": "/", "me": "/profile/me","#)
        expect(diff, [.breaksLinks, .safe], [(.breaksLinks, "now opens `me` through its pattern `/profile/me`")])
    }

    @Test func aNewTypedRouteTakesLinksOfAString() throws {
        let diff = try compare(#""home": "/","#, #""home": "/", "user": "/profile/{id:int}","#)
        expect(diff, [.breaksLinks, .safe], [(.breaksLinks, "now opens `user`")])
        #expect(diff.changes(in: .breaksLinks).first?.example?.contains("/profile/42") == true)
    }

    @Test func aNewRouteWithMoreQueryKeysTakesLinks() throws {
        let diff = try compare(#""home": "/","#, #""home": "/", "byID": "/profile/{name}?id={id:int}","#)
        expect(diff, [.breaksLinks, .safe], [(.breaksLinks, "now opens `byID`")])
    }

    // MARK: - Renames

    @Test func caseRenamedWithTheSamePatternsKeepsLinks() throws {
        let diff = try compare(#""profile": "/profile/{name}""#, #""user": "/profile/{name}""#)
        expect(diff, [.breaksCode], [(.breaksCode, "case `profile` renamed to `user`; its links open the new case")])
    }

    @Test func caseRenamedWithOtherPatternsBreaksLinks() throws {
        let diff = try compare(#""profile": "/profile/{name}""#, #""user": "/users/{name}""#)
        expect(
            diff, [.breaksLinks, .breaksCode, .safe],
            [
                (.breaksLinks, "the route was removed"), (.breaksCode, "case `profile` removed"),
                (.safe, "route `user` added"),
            ])
    }

    @Test func labelRenamedBreaksOnlyCode() throws {
        let diff = try compare(#""/profile/{name}""#, #""/profile/{username}""#)
        expect(diff, [.breaksCode], [(.breaksCode, "label `name` renamed to `username`")])
    }

    @Test func labelsReordered() throws {
        let old = LinkToolsFixture.edit(Self.base, #""home": "/","#, #""home": "/", "order": "/o/{a:int}/{b}","#)
        let diff = try compare(#""/o/{a:int}/{b}""#, #""/o/{b:int}/{a}""#, from: old)
        expect(diff, [.breaksCode], [(.breaksCode, "label")])
        let reordered = try compare(
            #""query": { "q": "string", "page": "int = 1" }"#, #""query": { "page": "int = 1", "q": "string" }"#)
        expect(reordered, [.breaksCode], [(.breaksCode, "labels reordered from `q, page` to `page, q`")])
    }

    @Test func labelRemoved() throws {
        let diff = try compare(#", "query": { "ref": "string?" }"#, "")
        expect(diff, [.breaksLinks, .breaksCode], [(.breaksCode, "label `ref` removed"), (.breaksLinks, "`ref`")])
    }

    @Test func aPayloadGivenToACaseWithoutOne() throws {
        let diff = try compare(#""home": "/""#, #""home": {"path": "/", "query": {"tab": "string?"}}"#)
        expect(diff, [.breaksCode], [(.breaksCode, "`.home` without arguments no longer compiles")])
    }

    // MARK: - The spec as a whole

    @Test func enumRenamedOrAccessNarrowed() throws {
        let renamed = try compare(#""schemes""#, #""enum": "Link", "schemes""#)
        expect(renamed, [.breaksCode], [(.breaksCode, "enum `Route` renamed to `Link`")])
        let public_ = LinkToolsFixture.edit(Self.base, #""schemes""#, #""access": "public", "schemes""#)
        let narrowed = try compare(#""access": "public""#, #""access": "package""#, from: public_)
        expect(narrowed, [.breaksCode], [(.breaksCode, "access level changed from `public` to `package`")])
    }

    @Test func unusedNamedEnumRemoved() throws {
        let old = LinkToolsFixture.edit(
            Self.base, #""Tab": ["home", "search"]"#, #""Tab": ["home", "search"], "Unused": ["a"]"#)
        let diff = try compare(#", "Unused": ["a"]"#, "", from: old)
        expect(diff, [.breaksCode], [(.breaksCode, "named enum `Unused` removed")])
    }

    @Test func aParameterBecomingAnAppTypeMayBreakLinks() throws {
        let withType = LinkToolsFixture.edit(
            Self.base, #""Tab": ["home", "search"]"#, #""Tab": ["home", "search"], "Name": {"swift": "UserName"}"#)
        let added = try compare(
            #""Tab": ["home", "search"]"#, #""Tab": ["home", "search"], "Name": {"swift": "UserName"}"#)
        expect(added, [.safe], [(.safe, "type `Name` added")])
        let diff = try compare(#""/profile/{name}""#, #""/profile/{name:Name}""#, from: withType)
        expect(
            diff, [.breaksLinks, .breaksCode],
            [
                (.breaksLinks, "whose parser may reject texts that links carry"),
                (.breaksCode, "from `String` to `UserName`"),
            ])
    }

    // MARK: - Reports

    @Test func textReport() throws {
        let diff = try compare(#""/profile/{name}""#, #""/profile/{name:int}""#)
        let text = diff.render(.text, oldName: "a.json", newName: "b.json")
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "Route changes from a.json to b.json:")
        #expect(lines[2] == "Breaks links already out there (1):")
        #expect(
            lines[3].hasPrefix(
                "  - `profile`: the parameter `name` in `/profile/{name}` changed type from `string` to `int`"))
        #expect(lines[3].contains("; e.g. `myapp://profile/abc` opened `profile(name: \"abc\")`, now opens nothing"))
        #expect(lines[5] == "Breaks Swift code (1):")
        #expect(
            text.hasSuffix(
                "\nBreaking changes: 1 change breaks links already out there, 1 breaks Swift code that uses `Route`.\n")
        )
    }

    @Test func markdownReport() throws {
        let diff = try compare(#""/profile/{name}""#, #""/profile/{name:int}""#)
        let markdown = diff.render(.markdown, oldName: "a.json", newName: "b.json")
        #expect(markdown.hasPrefix("### Route changes: `a.json` → `b.json`\n\n> [!CAUTION]\n> **Breaking**: "))
        #expect(markdown.contains("\n#### Breaks links already out there (1)\n\n- **`profile`**: the parameter `name`"))
        #expect(markdown.contains("<br>e.g. `myapp://profile/abc` opened"))
        #expect(markdown.contains("\n#### Breaks Swift code (1)\n"))
        let allowed = diff.render(.markdown, oldName: "a.json", newName: "b.json", allowBreaking: true)
        #expect(allowed.contains("> [!WARNING]"))
        #expect(allowed.contains("(allowed with `--allow-breaking`)"))
        let clean = try self.compare("\"home\": \"/\"", "\"home\": \"/\"").render(.markdown, oldName: "a", newName: "b")
        #expect(clean == "### Route changes: `a` → `b`\n\nNo changes.\n")
    }
}
