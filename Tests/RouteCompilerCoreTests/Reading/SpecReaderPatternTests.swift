import Testing

@testable import RouteCompilerCore

/// Patterns: `routeError` offsets count from the route value's first character (its `"`),
/// `patternError` offsets from the pattern's first character.
@Suite struct SpecReaderPatternTests {
    typealias F = SpecReaderFixture

    @Test func theFixtureValueStartsAtColumn40() {
        #expect(F.valueColumn == 40)
    }

    @Test func segmentsAndBindingsKeepTheirPositions() throws {
        let route = try #require(F.validRoute(#""/a/{id:int}/{rest*}""#))
        let pattern = route.patterns[0]
        #expect(pattern.text == "/a/{id:int}/{rest*}")
        #expect(pattern.position == SourcePosition(line: 1, column: 40))
        #expect(
            pattern.segments == [
                PathSegment(.literal("a"), at: SourcePosition(line: 1, column: 42)),
                PathSegment(
                    .parameter(name: "id", type: .builtIn(.int)), at: SourcePosition(line: 1, column: 44)),
                PathSegment(.catchAll(name: "rest"), at: SourcePosition(line: 1, column: 53)),
            ])
        #expect(pattern.queryBindings.isEmpty)
    }

    @Test func theRootMayHaveAQueryPart() throws {
        let route = try #require(F.validRoute(#""/?q={q}&n={n:double}""#))
        let pattern = route.patterns[0]
        #expect(pattern.segments.isEmpty)
        #expect(
            pattern.queryBindings == [
                QueryBinding(
                    key: "q", parameter: "q", type: .builtIn(.string),
                    position: SourcePosition(line: 1, column: 43)),
                QueryBinding(
                    key: "n", parameter: "n", type: .builtIn(.double),
                    position: SourcePosition(line: 1, column: 49)),
            ])
    }

    @Test func everyBuiltInAndNamedTypeResolves() throws {
        let route = try #require(
            F.validRoute(
                #""/{a}/{b:string}/{c:int}/{d:double}/{e:bool}/{f:uuid}/{g:Tab}/{h:Code}""#,
                types: #"{"Tab": ["x"], "Code": {"swift": "App.Code"}}"#))
        #expect(
            route.patterns[0].parameters.map(\.type.specName) == [
                "string", "string", "int", "double", "bool", "uuid", "Tab", "Code",
            ])
        #expect(
            route.patterns[0].parameters.map(\.type).prefix(6) == [
                .builtIn(.string), .builtIn(.string), .builtIn(.int), .builtIn(.double), .builtIn(.bool),
                .builtIn(.uuid),
            ])
        guard case .enumeration(let tab) = route.patterns[0].parameters[6].type else {
            Issue.record("{g:Tab} is not the named enum")
            return
        }
        #expect(tab.name == "Tab" && tab.rawValues == ["x"])
        #expect(route.patterns[0].parameters[7].type == .app(AppType(name: "Code", swiftType: "App.Code")))
    }

    @Test func parameterNamesMayBeKeywords() throws {
        let route = try #require(F.validRoute(#""/{default}/{in:int}""#))
        #expect(route.patterns[0].parameters.map(\.name) == ["default", "in"])
    }

    @Test func literalsAreTakenAsWritten() throws {
        let route = try #require(F.validRoute(#""/Caf\u00e9/a+b/x=y;z,~!$'()*@:""#))
        #expect(
            route.patterns[0].segments.map(\.kind) == [
                .literal("Café"), .literal("a+b"), .literal("x=y;z,~!$'()*@:"),
            ])
    }

    @Test func anEmptyPatternIsAnError() {
        F.routeError(#""""#, at: 0, "empty pattern", "'/'")
    }

    @Test func aPatternMustStartWithASlash() {
        let message = F.patternError("products/{id}", at: 0)
        #expect(message == "pattern 'products/{id}' must start with '/'; write '/products/{id}'")
    }

    @Test func aFullURLIsAnErrorThatSuggestsItsPath() {
        F.patternError(
            "https://example.com/a/b", at: 0, "pattern 'https://example.com/a/b' must be a path",
            "like '/a/b'", "\"hosts\"")
    }

    @Test func anEmptySegmentIsAnError() {
        F.patternError("/a//b", at: 3, "empty segment in pattern '/a//b'", "remove the extra '/'")
    }

    @Test func aTrailingSlashIsAnError() {
        let message = F.patternError("/a/", at: 2)
        #expect(
            message
                == "trailing '/' in pattern '/a/'; remove it, a trailing slash in a URL is"
                + " accepted anyway")
    }

    @Test func aDoubleSlashAloneIsOneError() {
        F.patternError("//", at: 1, "empty segment")
    }

    @Test func aPercentSignIsAnError() {
        F.patternError("/a%20b", at: 2, "invalid character '%'", "not percent-encoded")
    }

    @Test func aFragmentIsAnError() {
        F.patternError("/a#b", at: 2, "invalid character '#'", "fragment")
    }

    @Test func whitespaceIsAnError() {
        F.patternError("/a b", at: 2, "invalid character ' '", "whitespace")
    }

    @Test func aBackslashIsAnErrorAtItsEscapeSequence() {
        // `\\` spells the backslash: the error points at the escape's own `\`.
        F.routeError(#""/a\\b""#, at: 3, "invalid character '\\'", "backslash")
    }

    @Test func errorsAfterEscapeSequencesPointAtTheirCharacter() {
        // Each escape spells one character in several columns: `\u0061` in six, a surrogate
        // pair in twelve, `\/` in two (Specification §3.1 rule 5).
        F.routeError(#""/\u0061b/x%y""#, at: 11, "invalid character '%'")
        F.routeError(#""/\uD83D\uDE00/a%b""#, at: 16, "invalid character '%'")
        F.routeError(#""\/a\/b c""#, at: 7, "invalid character ' '")
        // A character spelled by an escape is pointed at by its escape.
        F.routeError(#""/a\u0025b""#, at: 3, "invalid character '%'")
    }

    @Test func dotSegmentsAreErrors() {
        F.patternError("/a/../b", at: 3, "segment '..'", "can never match")
        F.patternError("/./b", at: 1, "segment '.'")
    }

    @Test func anUnmatchedBraceIsAnError() {
        F.patternError("/a/{id", at: 3, "unmatched '{' in '{id'")
        F.patternError("/a/id}", at: 5, "unmatched '}' in 'id}'")
    }

    @Test func aParameterNeedsAName() {
        F.patternError("/a/{}", at: 4, "missing parameter name in '{}'")
        F.patternError("/a/{:int}", at: 4, "missing parameter name in '{:int}'")
    }

    @Test func aParameterNameMustBeAnIdentifier() {
        F.patternError("/a/{my-id}", at: 4, "parameter name 'my-id' in '{my-id}'", "identifier")
        F.patternError("/a/{1d}", at: 4, "parameter name '1d'")
    }

    @Test func aTypeAfterAColonIsRequired() {
        F.patternError("/a/{id:}", at: 6, "missing type after ':' in '{id:}'", "'{id:int}'")
    }

    @Test func anUnknownTypeIsReportedAtTheTypeName() {
        let message = F.patternError("/p/{id:integer}", at: 7)
        #expect(
            message
                == "unknown type 'integer' in '{id:integer}'; use int, double, bool, uuid,"
                + " string or a name from \"types\"")
    }

    @Test func anUnknownTypeCloseToAKnownOneGetsASuggestion() {
        F.patternError("/p/{id:Int}", at: 7, "unknown type 'Int'", "did you mean 'int'?")
        F.patternError(
            "/p/{t:Tabs}", at: 6, "unknown type 'Tabs'", "did you mean 'Tab'?",
            types: #"{"Tab": ["a"]}"#)
    }

    @Test func aTypeWithErrorsIsNotReportedAgainWhereItIsUsed() {
        let json = F.routeDocument(#""/t/{t:Tab}""#, types: #"{"Tab": []}"#)
        let (spec, diagnostics) = F.read(json)
        #expect(spec == nil)
        #expect(diagnostics.map(\.message).count == 1)
        #expect(diagnostics.first?.message.contains("has no raw values") == true)
    }

    @Test func aCatchAllCannotHaveAType() {
        F.patternError("/a/{rest*:int}", at: 9, "a catch-all cannot have a type in '{rest*:int}'")
    }

    @Test func aCatchAllMustBeLast() {
        F.patternError(
            "/a/{rest*}/b", at: 3, "a catch-all must be the last segment: '{rest*}'",
            "'/a/{rest*}/b'")
    }

    @Test func aNameBoundTwiceIsAnError() {
        F.patternError("/a/{id}/{id:int}", at: 9, "parameter 'id' is bound twice")
        F.patternError("/a/{id}?id={id}", at: 12, "parameter 'id' is bound twice")
    }

    @Test func aQueryKeyBoundTwiceIsAnError() {
        F.patternError("/a?id={x}&id={y}", at: 10, "query key 'id' appears twice")
    }

    @Test func aCatchAllCannotBeBoundInTheQuery() {
        F.patternError("/a?x={rest*}", at: 5, "a catch-all cannot be bound in the query part")
    }

    @Test func aLiteralQueryValueIsAnError() {
        let message = F.patternError("/tabs?tab=home", at: 10)
        #expect(
            message
                == "literal query value 'home' in 'tab=home' is not supported; only key={param}"
                + " is supported")
    }

    @Test func aQueryValueMustBeAWholeParameter() {
        F.patternError("/a?id=x{id}", at: 6, "a parameter must fill the whole value in 'id=x{id}'")
        F.patternError("/a?id=", at: 5, "missing parameter after '=' in 'id='")
    }

    @Test func aQueryItemWithoutAnEqualsSignIsAKeyThatMustBePresent() throws {
        let route = try #require(F.validRoute(#""/a?boost&k={k}&direct""#))
        let pattern = route.patterns[0]
        #expect(pattern.presentKeys.map(\.key) == ["boost", "direct"])
        #expect(pattern.queryItems.map(\.key) == ["boost", "k", "direct"])
        #expect(route.parameters.map(\.name) == ["k"])
        F.patternError("/a?x=1", at: 5, "literal query value '1' in 'x=1'")
        F.patternError("/a?boost&boost", at: 9, "'boost'", "write each key once")
        F.patternError("/a?k={k}&k", at: 9, "'k'", "write each key once")
        F.patternError("/a?k={k:flag}", at: 8, "write the key alone, as in '?k'", #""k": "flag""#)
        F.patternError("/a/{k:flag}", at: 6, "flag")
    }

    @Test func aQueryKeyIsRequiredAndRestricted() {
        F.patternError("/a?={x}", at: 3, "missing query key before '='")
        F.patternError("/a?a b={x}", at: 4, "invalid character ' ' in query key 'a b'")
        F.patternError("/a?a%b={x}", at: 4, "invalid character '%' in query key 'a%b'")
        F.patternError("/a?a?b={x}", at: 4, "invalid character '?' in query key 'a?b'")
    }

    @Test func emptyQueryPartsAreErrors() {
        F.patternError("/a?", at: 2, "empty query in pattern '/a?'")
        F.patternError("/a?x={y}&", at: 8, "empty query item", "remove the extra '&'")
        F.patternError("/a?x={y}&&z={z}", at: 9, "empty query item")
    }

    @Test func everyProblemInOnePatternIsReported() {
        let (spec, diagnostics) = F.read(F.routeDocument(#""/a b/{x:nope}/{}""#))
        #expect(spec == nil)
        #expect(
            diagnostics.map(\.position.column) == [
                F.valueColumn + 3, F.valueColumn + 9, F.valueColumn + 16,
            ])
    }
}
