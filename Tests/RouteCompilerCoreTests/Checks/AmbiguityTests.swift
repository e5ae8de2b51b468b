import Testing

@testable import RouteCompilerCore

/// Specification §4.8 and the other analysis checks (§9), through `RouteCompiler.check`.
@Suite struct AmbiguityTests {
    private typealias Fixture = AnalysisFixture

    /// The errors (and warnings) of `json`, expecting `count` of them.
    private func diagnostics(
        _ json: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) -> [Diagnostic] {
        let diagnostics = Fixture.check(json)
        #expect(diagnostics.count == count, "\(Fixture.lines(diagnostics))", sourceLocation: sourceLocation)
        return diagnostics
    }

    /// Expects exactly one ambiguity error, at the pattern `later` (its opening quote), with one
    /// note at the pattern `earlier`, both written as JSON string literals in `json`.
    private func expectAmbiguity(
        _ json: String, earlier: String, later: String, _ words: [String], noteWords: [String] = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let found = diagnostics(json, count: 1, sourceLocation: sourceLocation)
        let laterPosition = Fixture.locate(later, occurrence: earlier == later ? 2 : 1, in: json)
        Fixture.expect(found.first, .error, at: laterPosition, words, sourceLocation: sourceLocation)
        let note = found.first?.notes.first
        Fixture.expect(note, .note, at: Fixture.locate(earlier, in: json), noteWords, sourceLocation: sourceLocation)
        #expect(found.first?.notes.count == 1, sourceLocation: sourceLocation)
    }

    // MARK: Same path

    @Test func twoRoutesWithTheSamePathShape() {
        let json = Fixture.json(#""a": "/a/{x}", "b": "/a/{y}""#)
        expectAmbiguity(
            json, earlier: #""/a/{x}""#, later: #""/a/{y}""#,
            [
                "ambiguous: 'a' ('/a/{x}') and 'b' ('/a/{y}') both match https://example.com/a/x",
                "the paths have the same shape", "make the paths differ by a literal segment",
            ],
            noteWords: ["'a' ('/a/{x}') also matches https://example.com/a/x"])
    }

    @Test func theSamePatternInTwoRoutes() {
        let json = Fixture.json(#""p": "/p/{id:int}", "q": "/p/{id:int}""#)
        expectAmbiguity(
            json, earlier: #""/p/{id:int}""#, later: #""/p/{id:int}""#,
            ["ambiguous: 'p'", "'q'", "https://example.com/p/1", "the patterns are the same"])
    }

    @Test func theSampleValueAvoidsLiteralSiblings() {
        let json = Fixture.json(#""lit": "/a/x", "a": "/a/{x}", "b": "/a/{y}""#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("https://example.com/a/y ") == true, "\(Fixture.lines(found))")
    }

    @Test func theSameRequiredQueryKeys() {
        let json = Fixture.json(#""a": "/s?q={q}", "b": {"path": "/s", "query": {"q": "string"}}"#)
        expectAmbiguity(
            json, earlier: #""/s?q={q}""#, later: #""/s""#,
            ["'a' ('/s?q={q}') and 'b' ('/s')", "https://example.com/s?q=x", "require the same query keys ('q')"])
    }

    @Test func differentQueryKeysOfTheSameCountAreToldApartByTheirOrder() {
        // Specification §4.7: the URL's first key that one pattern requires and the other does not decides.
        let json = Fixture.json(#""a": "/s?q={q}", "b": "/s?k={k:int}", "c": "/s?boost", "d": "/s""#)
        _ = diagnostics(json, count: 0)
    }

    @Test func theSameKeysInAnotherOrderStillTie() {
        let json = Fixture.json(#""a": "/s?boost&k={k}", "b": "/s?k={j:int}&boost""#)
        expectAmbiguity(
            json, earlier: #""/s?boost&k={k}""#, later: #""/s?k={j:int}&boost""#,
            ["'a' ('/s?boost&k={k}') and 'b' ('/s?k={j:int}&boost')", "require the same query keys"])
    }

    @Test func presentKeysAreRequiredKeys() {
        let json = Fixture.json(#""a": "/s?boost", "b": {"path": "/s", "query": {"boost": "string"}}"#)
        expectAmbiguity(
            json, earlier: #""/s?boost""#, later: #""/s""#,
            ["'a' ('/s?boost') and 'b' ('/s')", "require the same query keys ('boost')"])
    }

    @Test func moreRequiredQueryKeysWin() {
        let json = Fixture.json(#""a": "/s?q={q}", "b": "/s?q={q}&k={k}", "c": "/s""#)
        _ = diagnostics(json, count: 0)
    }

    @Test func requiredKeysWhoseTypesShareNoValueDoNotConflict() {
        let json = Fixture.json(#""a": "/s?k={k:int}", "b": "/s?k={k:uuid}""#)
        _ = diagnostics(json, count: 0)
    }

    @Test func anOptionalKeyDoesNotJoinTheKeysThatDecide() {
        // 'b' reads k as an optional int, but only 'a' requires k: the URL's order of k and j decides.
        let json = Fixture.json(#""a": "/s?k={k}", "b": {"path": "/s?j={j}", "query": {"k": "int?"}}"#)
        _ = diagnostics(json, count: 0)
    }

    @Test func twoCatchAllsAtTheSamePlace() {
        let json = Fixture.json(#""a": "/h/{a*}", "b": "/h/{b*}""#)
        expectAmbiguity(json, earlier: #""/h/{a*}""#, later: #""/h/{b*}""#, ["https://example.com/h/x"])
    }

    @Test func aStringBeatsACatchAll() {
        let json = Fixture.json(#""a": "/h/{a*}", "b": "/h/{x}", "c": "/h/{x}/{y:int}""#)
        _ = diagnostics(json, count: 0)
    }

    // MARK: Types of the same rank

    @Test func intAndBoolShareZeroAndOne() {
        let json = Fixture.json(#""n": "/f/{x:int}", "b": "/f/{y:bool}""#)
        expectAmbiguity(
            json, earlier: #""/f/{x:int}""#, later: #""/f/{y:bool}""#,
            [
                "ambiguous: 'n' ('/f/{x:int}') and 'b' ('/f/{y:bool}') both match https://example.com/f/1",
                "at segment 2, '{x:int}' and '{y:bool}' both read '1'", "rank equally",
                "separate them with a literal segment, as in '/f/y/{y:bool}'",
            ])
    }

    @Test func anEnumValueThatReadsAsAnInt() {
        let json = Fixture.json(
            #""n": "/t/{x:int}", "t": "/t/{t:Level}""#,
            topLevel: #""hosts": ["example.com"], "types": {"Level": ["low", "2"]}"#)
        expectAmbiguity(
            json, earlier: #""/t/{x:int}""#, later: #""/t/{t:Level}""#,
            ["https://example.com/t/2", "the Level value '2' also reads as an int"])
    }

    @Test(arguments: [
        ("bool", "true", "a bool"), ("double", "1.5", "a double"),
        ("uuid", "123e4567-e89b-12d3-a456-426614174000", "a uuid"),
    ])
    func anEnumValueThatReadsAsAnotherType(_ type: String, _ raw: String, _ words: String) {
        let json = Fixture.json(
            #""v": "/t/{x:\#(type)}", "t": "/t/{t:Odd}""#,
            topLevel: #""hosts": ["example.com"], "types": {"Odd": ["x", "\#(raw)"]}"#)
        // double and an enum differ in rank: only bool and uuid tie.
        let found = Fixture.check(json).filter { $0.severity == .error }
        if type == "double" {
            #expect(found.isEmpty, "\(Fixture.lines(found))")
        } else {
            #expect(found.count == 1, "\(Fixture.lines(found))")
            #expect(found.first?.message.contains("the Odd value '\(raw)' also reads as \(words)") == true)
        }
    }

    @Test func twoEnumsSharingAValue() {
        let json = Fixture.json(
            #""a": "/c/{a:Tab}", "b": "/c/{b:Color}""#,
            topLevel: #""hosts": ["example.com"], "types": {"Tab": ["home", "red"], "Color": ["blue", "red"]}"#)
        expectAmbiguity(
            json, earlier: #""/c/{a:Tab}""#, later: #""/c/{b:Color}""#,
            ["https://example.com/c/red", "'red' is a value of both Tab and Color"])
    }

    @Test func disjointTypesOfTheSameRankDoNotConflict() {
        let json = Fixture.json(
            #""a": "/c/{a:Tab}", "b": "/c/{b:Color}", "n": "/c/{n:int}", "u": "/c/{u:uuid}""#,
            topLevel: #""hosts": ["example.com"], "types": {"Tab": ["home"], "Color": ["blue"]}"#)
        _ = diagnostics(json, count: 0)
    }

    @Test func aSwiftTypeMayReadAnything() {
        let json = Fixture.json(
            #""p": "/p/{id:int}", "c": "/p/{code:Code}""#,
            topLevel: #""hosts": ["example.com"], "types": {"Code": {"swift": "ProductCode"}}"#)
        expectAmbiguity(
            json, earlier: #""/p/{id:int}""#, later: #""/p/{code:Code}""#,
            [
                "https://example.com/p/1", "Code is a {\"swift\"} type, which the compiler cannot inspect",
                "separate them with a literal segment, as in '/p/code/{code:Code}'",
            ])
    }

    @Test func twoSwiftTypesMayOverlap() {
        let json = Fixture.json(
            #""a": "/p/{a:A}", "b": "/p/{b:B}""#,
            topLevel: #""hosts": ["example.com"], "types": {"A": {"swift": "A"}, "B": {"swift": "B"}}"#)
        _ = diagnostics(json, count: 1)
    }

    @Test func aSwiftTypeBeatsAStringAndLosesToALiteral() {
        let json = Fixture.json(
            #""a": "/p/{a:A}", "s": "/p/{s}", "l": "/p/new""#,
            topLevel: #""hosts": ["example.com"], "types": {"A": {"swift": "A"}}"#)
        _ = diagnostics(json, count: 0)
    }

    @Test func aTieFollowedByDisjointSegmentsIsNoConflict() {
        let json = Fixture.json(#""a": "/a/{x:int}/b", "b": "/a/{y:bool}/c""#)
        _ = diagnostics(json, count: 0)
    }

    @Test func aTieFollowedByOverlappingSegments() {
        let json = Fixture.json(#""a": "/a/{x:int}/{s}", "b": "/a/{y:bool}/c""#)
        expectAmbiguity(
            json, earlier: #""/a/{x:int}/{s}""#, later: #""/a/{y:bool}/c""#, ["https://example.com/a/1/c"])
    }

    @Test func aTieFollowedByACatchAll() {
        let json = Fixture.json(#""a": "/a/{x:int}/{rest*}", "b": "/a/{y:bool}/b/c""#)
        expectAmbiguity(
            json, earlier: #""/a/{x:int}/{rest*}""#, later: #""/a/{y:bool}/b/c""#, ["https://example.com/a/1/b/c"])
    }

    @Test func backtrackingIsNoAmbiguity() {
        let json = Fixture.json(#""a": "/a/{x:int}/b", "b": "/a/{y}/c", "c": "/a/{z:double}/b""#)
        _ = diagnostics(json, count: 0)
    }

    // MARK: Schemes and hosts

    @Test func routesOnDisjointSchemesAndHostsDoNotConflict() {
        let json = Fixture.json(
            #""app": {"path": "/a/{x}", "hosts": []}, "web": {"path": "/a/{y}", "schemes": []}"#)
        _ = diagnostics(json, count: 0)
    }

    @Test func aWildcardHostOverlapsTheHostsUnderIt() {
        let json = Fixture.json(
            #""a": {"path": "/a", "hosts": ["*.example.com", "a.com"]}, "#
                + #""b": {"path": "/a", "hosts": ["shop.example.com"]}"#,
            topLevel: #""hosts": ["shop.example.com", "*.example.com", "a.com"]"#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("both match https://shop.example.com/a ") == true)
    }

    @Test func theExampleURLUsesASharedScheme() {
        let json = Fixture.json(
            #""a": {"path": "/a", "hosts": []}, "b": "/a""#,
            topLevel: #""schemes": ["myapp"], "hosts": ["example.com"]"#)
        let found = diagnostics(json, count: 1)
        #expect(found.first?.message.contains("both match myapp://a ") == true, "\(Fixture.lines(found))")
    }

    // MARK: Patterns of one route

    @Test func patternsOfOneRouteThatCollide() {
        let json = Fixture.json(#""r": {"paths": ["/a/{x}/{y}", "/a/{y}/{x}"]}"#)
        expectAmbiguity(
            json, earlier: #""/a/{x}/{y}""#, later: #""/a/{y}/{x}""#,
            [
                "route 'r' has colliding patterns: '/a/{x}/{y}' and '/a/{y}/{x}' both match https://example.com/a/x/x",
                "or remove one pattern",
            ],
            noteWords: ["'/a/{x}/{y}' of route 'r' also matches"])
    }

    @Test func theSamePatternTwiceInOneRoute() {
        let json = Fixture.json(#""r": {"paths": ["/a", "/a"]}"#)
        expectAmbiguity(
            json, earlier: #""/a""#, later: #""/a""#, ["route 'r'", "the patterns are the same; remove one"])
    }

    // MARK: Many conflicts

    @Test func conflictsAtOnePatternAreCapped() throws {
        let routes = (0..<8).map { #""r\#($0)": "/same""# }.joined(separator: ", ")
        let found = Fixture.check(Fixture.json(routes))
        // r1 conflicts with r0, r2 with r0 and r1, …, r7 with five of its seven predecessors.
        #expect(found.count == 1 + 2 + 3 + 4 + 5 + 5 + 5, "\(Fixture.lines(found))")
        let last = try #require(found.last)
        #expect(last.notes.contains { $0.message.contains("2 more patterns are ambiguous with '/same' too") })
    }

    /// Ten thousand routes, two branches of a thousand literals walked in step, are analysed
    /// without a false ambiguity and in bounded time (the figure is in the benchmark, not here).
    @Test(.timeLimit(.minutes(1))) func tenThousandRoutesAreAnalysedWithoutFalseAmbiguities() {
        var routes: [String] = []
        for index in 0..<10_000 {
            switch index % 5 {
            case 0:
                routes.append(
                    #""r\#(index)": {"path": "/items\#(index)/{id:int}", "examples": ["myapp://items\#(index)/7"]}"#)
            case 1: routes.append(#""r\#(index)": "/items\#(index - 1)/{id:int}/detail/{slug}""#)
            case 2: routes.append(#""r\#(index)": "/users/{user:uuid}/p\#(index)/{rest*}""#)
            case 3: routes.append(#""r\#(index)": "/s\#(index)?q={q}&page={page:int}""#)
            default:
                // int and bool tie at /t, so the two branches of 1,000 literals each are walked in step.
                let type = index % 10 == 4 ? "bool" : "int"
                routes.append(#""r\#(index)": "/t/{x:\#(type)}/n\#(index)""#)
            }
        }
        let json = Fixture.json(routes.joined(separator: ", "))
        let spec = Fixture.read(json)
        let found = SpecAnalyzer.analyze(spec!)
        #expect(found.isEmpty, "\(Fixture.lines(Array(found.prefix(5))))")
    }

    // MARK: Literal siblings

    @Test func aLiteralTakesAValueOfATypedSibling() {
        let json = Fixture.json(
            #""tab": "/tabs/{tab:Tab}", "homeTab": "/tabs/home""#,
            topLevel: #""hosts": ["example.com"], "types": {"Tab": ["home", "search"]}"#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .warning, at: Fixture.locate("{tab:Tab}", in: json),
            [
                "'{tab:Tab}' of route 'tab' never reads 'home'",
                "'homeTab' ('/tabs/home') matches https://example.com/tabs/home first",
            ])
    }

    @Test func aLiteralThatReadsAsAnIntSibling() {
        let json = Fixture.json(#""item": "/items/{id:int}/edit", "first": "/items/0/{action}""#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .warning, at: Fixture.locate("{id:int}", in: json),
            ["'{id:int}' of route 'item' never reads '0'", "https://example.com/items/0/edit"])
    }

    @Test func aLiteralBesideAStringIsFine() {
        let json = Fixture.json(#""profile": "/users/{name}", "me": "/users/me""#)
        _ = diagnostics(json, count: 0)
    }

    @Test func aPatternWhoseEveryValueIsTakenNeverMatches() {
        let json = Fixture.json(
            #""tab": "/tabs/{tab:Tab}", "home": "/tabs/home", "search": "/tabs/search""#,
            topLevel: #""hosts": ["example.com"], "types": {"Tab": ["home", "search"]}"#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .error, at: Fixture.locate(#""/tabs/{tab:Tab}""#, in: json),
            [
                "pattern '/tabs/{tab:Tab}' of route 'tab' can never match", "every value of Tab",
                "'home' by 'home', 'search' by 'search'",
            ])
        #expect(found.first?.notes.count == 2)
        #expect(found.first?.notes.first?.position == Fixture.locate(#""/tabs/home""#, in: json))
    }

    @Test func aPatternIsReachableWhenALiteralRouteReadsMore() {
        // The literal route requires a query key, so '/tabs/home' without it opens 'tab'.
        let json = Fixture.json(
            #""tab": "/tabs/{tab:Tab}", "home": "/tabs/home?x={x}", "search": "/tabs/search""#,
            topLevel: #""hosts": ["example.com"], "types": {"Tab": ["home", "search"]}"#)
        let found = diagnostics(json, count: 2)
        #expect(found.allSatisfy { $0.severity == .warning }, "\(Fixture.lines(found))")
    }

    @Test func literalSiblingsThatDifferOnlyInCase() {
        let json = Fixture.json(#""a": "/settings", "b": "/Settings/x""#)
        let found = diagnostics(json, count: 1)
        Fixture.expect(
            found.first, .warning, at: Fixture.locate("Settings/x", in: json),
            ["literal segment 'Settings' in '/Settings/x' (route 'b') differs only in case from 'settings'"])
    }

    // MARK: Reachability

    @Test func aRouteThatNoURLReaches() {
        var route = Route(
            name: "nowhere", position: SourcePosition(line: 3, column: 5),
            patterns: [Pattern(text: "/n", position: SourcePosition(line: 3, column: 20), segments: [])],
            schemes: [], hosts: [])
        route.hostsPosition = SourcePosition(line: 4, column: 7)
        let spec = RouteSpec(schemes: [Located(Scheme("myapp"), at: .start)], routes: [route])
        let found = SpecAnalyzer.analyze(spec)
        #expect(found.count == 1)
        Fixture.expect(
            found.first, .error, at: SourcePosition(line: 4, column: 7),
            ["route 'nowhere' accepts no scheme and no host, so no URL can reach it"])
    }

    @Test func theSpecOfTheSpecIsClean() {
        let found = Fixture.check(Fixture.everything)
        #expect(found.isEmpty, "\(Fixture.lines(found))")
    }
}
