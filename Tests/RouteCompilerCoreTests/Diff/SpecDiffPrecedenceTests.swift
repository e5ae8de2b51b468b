import Testing

@testable import RouteCompilerCore

/// The diff on links that a new route takes by the order of query keys, by a mixed segment or a
/// literal that reads them too, or that change with `caseSensitive`, and on values that only look
/// changed (Specification §7.10 rules 2, 3 and 5).
@Suite struct SpecDiffPrecedenceTests {
    /// The diff from `old` to `new`, both written as the members of `"routes"` under `hosts`.
    private func compare(
        _ old: String, _ new: String, top: String = #""hosts": ["e.com"]"#,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SpecDiff {
        let oldSpec = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(top, routes: old), sourceLocation: sourceLocation))
        let newSpec = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(top, routes: new), sourceLocation: sourceLocation))
        return SpecDiff.compare(oldSpec, newSpec)
    }

    private func breaks(_ diff: SpecDiff) -> [String] {
        diff.changes(in: .breaksLinks).map { "`\($0.route ?? "")`: " + $0.message + "; e.g. " + ($0.example ?? "") }
    }

    // MARK: - D2: the order of query keys

    @Test(arguments: [
        // The key that comes first decides between patterns with as many keys.
        (#""botGroup": "/{bot}?startgroup={p}""#, "`botGroup`", "?startgroup=abc&start=abc"),
        (#""g": "/{bot}?boost""#, "`g`", "?boost&start=abc"),
        (#""g": {"path": "/{bot}", "query": {"startgroup": "string"}}"#, "`g`", "?startgroup=abc&start=abc"),
        // More keys win, wherever they stand.
        (#""botGroup": "/{bot}?startgroup={p}&x={x}""#, "`botGroup`", "startgroup=abc&x=abc"),
    ])
    func aNewRouteTakesLinksByTheOrderOfTheirKeys(_ added: String, _ route: String, _ link: String) throws {
        let diff = try compare(
            #""bot": "/{bot}?start={p}""#, #""bot": "/{bot}?start={p}", "# + added,
            top: #""hosts": ["t.me"]"#)
        let found = breaks(diff)
        #expect(found.contains { $0.contains("now opens \(route)") && $0.contains(link) }, "\(found)")
        #expect(diff.isBreaking)
    }

    @Test func aKeyBetweenTheKeysOfAPatternDecides() throws {
        let diff = try compare(
            #""ab": "/{bot}?a&b", "bc": "/{bot}?b&c""#, #""ab": "/{bot}?a&b", "bc": "/{bot}?b&c", "ac": "/{bot}?a&c""#,
            top: #""hosts": ["t.me"]"#)
        let found = breaks(diff)
        #expect(found.contains { $0.contains("`ab`: now opens `ac`") && $0.contains("?a&c&b") }, "\(found)")
    }

    @Test func keysOfOtherPatternsAreSampledBeforeAndAfterTheOwnKeys() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""hosts": ["t.me"]"#, routes: #""bot": "/{bot}?start={p}", "g": "/{bot}?startgroup={p}&x={x}""#)))
        let urls = LinkSampler(old: spec, new: spec).samples(of: spec.routes[0], pattern: 0).map(\.url)
        #expect(urls.contains("https://t.me/abc?startgroup=abc&x=abc&start=abc"), "\(urls)")
        #expect(urls.contains("https://t.me/abc?start=abc&startgroup=abc&x=abc"), "\(urls)")
        #expect(SpecDiff.compare(spec, spec).changes.isEmpty)
    }

    // MARK: - D3: literals and mixed segments that take links by precedence

    @Test(arguments: [
        (#""a": "/p/{a}.json""#, #""lit": "/p/index.json""#, "now opens `lit`", "/p/index.json"),
        (#""a": "/p/{a}-{b}""#, #""lit": "/p/new-post""#, "now opens `lit`", "/p/new-post"),
        (#""a": "/p/{a}-{b}""#, #""b": "/p/{a}-x{b}""#, "now opens `b`", "-x"),
        (#""a": "/p/{s}""#, #""b": "/p/@{x}""#, "now opens `b`", "/p/@"),
        (#""a": "/p/{n:int}""#, #""b": "/p/{x}1{y}""#, "now opens `b`", "1"),
    ])
    func aNewRouteTakesLinksThroughASegmentThatReadsThemToo(
        _ old: String, _ added: String, _ outcome: String, _ link: String
    ) throws {
        let diff = try compare(old, old + ", " + added)
        let found = breaks(diff)
        #expect(found.contains { $0.contains("`a`: " + outcome) && $0.contains(link) }, "\(found)")
        #expect(diff.isBreaking)
    }

    @Test func aStringIsSampledWithARawAtSignAsAMixedSegmentReadsIt() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(#""hosts": ["e.com"]"#, routes: #""a": "/p/{s}", "b": "/p/@{x}""#))
        )
        let urls = LinkSampler(old: spec, new: spec).samples(of: spec.routes[0], pattern: 0).map(\.url)
        #expect(urls.contains("https://e.com/p/@abc"), "\(urls)")
        #expect(SpecDiff.compare(spec, spec).changes.isEmpty)
    }

    @Test func addingTheSameMixedRoutesAgainChangesNothing() throws {
        let routes = #""a": "/p/{a}-{b}", "b": "/p/{a}-x{b}", "c": "/p/{n:int}", "d": "/p/{x}1{y}.json""#
        let diff = try compare(routes, routes)
        #expect(diff.changes.isEmpty, "\(diff.changes)")
    }

    // MARK: - D4: caseSensitive

    @Test(arguments: [
        (#""a": {"path": "/p/{a}-X", "caseSensitive": false}"#, #""a": "/p/{a}-X""#, "https://e.com/P/abc-X"),
        (#""a": {"path": "/Settings", "caseSensitive": false}"#, #""a": "/Settings""#, "https://e.com/settings"),
        (
            #""a": {"path": "/tabs/{tab:Tab}", "caseSensitive": false}"#, #""a": "/tabs/{tab:Tab}""#,
            "https://e.com/TABS/home"
        ),
    ])
    func aRouteThatNowComparesCaseBreaksLinksSpelledInAnotherCase(_ old: String, _ new: String, _ link: String) throws {
        let top = #""hosts": ["e.com"], "types": {"Tab": ["home", "search"]}"#
        let diff = try compare(old, new, top: top)
        let found = breaks(diff)
        #expect(
            found.contains { $0.contains("`caseSensitive` changed from `false` to `true`") && $0.contains(link) },
            "\(found)")
        #expect(diff.isBreaking)
        // The other way is safe, and listed.
        let back = try compare(new, old, top: top)
        #expect(back.changes(in: .breaksLinks).isEmpty, "\(back.changes)")
        #expect(back.changes(in: .safe).contains { $0.message.contains("`caseSensitive`") }, "\(back.changes)")
        #expect(!back.isBreaking)
    }

    @Test func theTopLevelCaseSensitiveIsComparedToo() throws {
        let routes = #""settings": "/Settings", "post": "/p/{a}-X""#
        let insensitive = #""hosts": ["e.com"], "caseSensitive": false"#
        let old = try #require(LinkToolsFixture.spec(LinkToolsFixture.json(insensitive, routes: routes)))
        let new = try #require(LinkToolsFixture.spec(LinkToolsFixture.json(#""hosts": ["e.com"]"#, routes: routes)))
        let diff = SpecDiff.compare(old, new)
        let found = breaks(diff)
        #expect(found.contains { $0.contains("`settings`") && $0.contains("https://e.com/settings") }, "\(found)")
        #expect(found.contains { $0.contains("`post`") && $0.contains("https://e.com/P/abc-X") }, "\(found)")
        let back = SpecDiff.compare(new, old)
        #expect(!back.isBreaking, "\(back.changes)")
        // Said once for the spec, not once per route.
        #expect(back.changes.count == 1, "\(back.changes)")
        #expect(back.changes.first?.route == nil)
        #expect(back.changes.first?.message.contains("`caseSensitive`") == true)
    }

    @Test func aCaseInsensitiveRouteIsSampledInOtherCases() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""hosts": ["e.com"], "types": {"Tab": ["home"]}"#,
                    routes: #""a": {"path": "/Set/{t:Tab}-X", "query": {"k": "Tab?"}, "caseSensitive": false}"#)))
        let urls = LinkSampler(old: spec, new: spec).samples(of: spec.routes[0], pattern: 0).map(\.url)
        for url in [
            "https://e.com/set/home-X", "https://e.com/SET/home-X", "https://e.com/Set/HOME-X",
            "https://e.com/Set/home-x", "https://e.com/Set/home-X?k=HOME",
        ] {
            #expect(urls.contains(url), "\(url) not in \(urls)")
        }
        #expect(SpecDiff.compare(spec, spec).changes.isEmpty)
    }

    // MARK: - D5: the example's values differ

    @Test func aFlagThatBecomesADefaultedBoolShowsALinkWhoseValueChanges() throws {
        let flag = #""b": {"path": "/{bot}", "query": {"boost": "flag"}}"#
        let bool = #""b": {"path": "/{bot}", "query": {"boost": "bool = false"}}"#
        for (old, new) in [(flag, bool), (bool, flag)] {
            let diff = try compare(old, new, top: #""hosts": ["t.me"]"#)
            let values = diff.changes(in: .breaksLinks).filter { $0.message.contains("the values of `boost` change") }
            #expect(values.count == 1, "\(breaks(diff))")
            for change in values {
                // Never an example whose values are the same on both sides.
                let example = change.example ?? ""
                #expect(example.contains("?boost="), "\(example)")
                #expect(example.contains("boost: true") && example.contains("boost: false"), "\(example)")
            }
        }
    }

    @Test func aBoolThatKeepsItsDefaultAsAnOptionalFlagLikeValueChangesNothingWithoutTheKey() throws {
        // Absent, the flag is false as the default is: links without the key keep their values.
        let diff = try compare(
            #""b": {"path": "/{bot}", "query": {"boost": "bool = false"}}"#,
            #""b": {"path": "/{bot}", "query": {"boost": "flag"}}"#, top: #""hosts": ["t.me"]"#)
        #expect(!breaks(diff).contains { $0.contains("e.g. `https://t.me/abc` opened") }, "\(breaks(diff))")
    }
}
