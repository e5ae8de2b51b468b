import Testing

@testable import RouteCompilerCore

private typealias F = SpecReaderFixture

/// Parameters inside a segment (Specification §3.6 rules 8 and 9).
@Suite struct SpecReaderMixedSegmentTests {
    /// The pieces of the last segment of the single route `pattern`.
    private func pieces(
        _ pattern: String, types: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> [MixedPiece]?
    {
        let route = F.validRoute("\"\(pattern)\"", types: types, sourceLocation: sourceLocation)
        guard case .mixed(let pieces)? = route?.patterns.first?.segments.last?.kind else {
            Issue.record("no mixed segment in \(pattern)", sourceLocation: sourceLocation)
            return nil
        }
        return pieces
    }

    @Test func theExamplesOfTheContractRead() {
        #expect(pieces("/u/@{user}") == [.literal("@"), .parameter(name: "user", type: .builtIn(.string))])
        #expect(
            pieces("/posts/{slug}-{id:int}")
                == [
                    .parameter(name: "slug", type: .builtIn(.string)), .literal("-"),
                    .parameter(name: "id", type: .builtIn(.int)),
                ])
        #expect(pieces("/files/{name}.json") == [.parameter(name: "name", type: .builtIn(.string)), .literal(".json")])
        #expect(
            pieces("/v{major:int}.{minor:int}")
                == [
                    .literal("v"), .parameter(name: "major", type: .builtIn(.int)), .literal("."),
                    .parameter(name: "minor", type: .builtIn(.int)),
                ])
    }

    @Test func aPatternBindsTheParametersOfItsMixedSegmentsInOrder() throws {
        let route = try #require(F.validRoute(#""/a/{x}-{y:int}/b{z:uuid}?q={q}""#))
        #expect(route.parameters.map(\.name) == ["x", "y", "z", "q"])
        #expect(route.parameters.map(\.type.specName) == ["string", "int", "uuid", "string"])
        let segment = route.patterns[0].segments[1]
        #expect(route.parameters[0].position == segment.position)
    }

    @Test func theLiteralCharacterCountCountsThePieces() throws {
        let route = try #require(F.validRoute(#""/x/v{a:int}.{b:int}-rc{c:int}""#))
        #expect(route.patterns[0].segments[1].kind.literalCharacterCount == 5)
        #expect(route.patterns[0].segments[0].kind.literalCharacterCount == nil)
        #expect(route.patterns[0].segments[1].kind.patternText == "v{a:int}.{b:int}-rc{c:int}")
    }

    @Test func everyPieceCharacterIsAllowed() {
        #expect(pieces("/a/-._~!$&'()*+,;=:@{x}") != nil)
    }

    @Test func twoParametersNeedLiteralTextBetweenThem() {
        let message = F.patternError("/x/{a}{b}", at: 6)
        #expect(
            message == "'{a}{b}' in pattern '/x/{a}{b}': two parameters need literal text between them, e.g. '{a}-{b}'")
        F.patternError("/x/p{a:int}{b}s", at: 11, "'{a:int}{b}'", "e.g. '{a:int}-{b}'")
    }

    @Test func aCatchAllCannotBeInAMixedSegment() {
        let message = F.patternError("/files/{rest*}.zip", at: 7)
        #expect(
            message
                == "a catch-all cannot be part of a mixed segment: '{rest*}' in '{rest*}.zip'; a catch-all stands alone"
                + " in the last segment of a pattern: make '{rest*}' a segment of its own")
    }

    @Test func anAppTypeMayBeInAMixedSegment() {
        // Specification §9.2, §10.4 rule 3: the split treats it as a string.
        #expect(
            pieces("/p/code-{c:Code}_{n:int}", types: #"{"Code": {"swift": "Code"}}"#)
                == [
                    .literal("code-"), .parameter(name: "c", type: .app(AppType(name: "Code", swiftType: "Code"))),
                    .literal("_"), .parameter(name: "n", type: .builtIn(.int)),
                ])
        #expect(pieces("/p/t-{t:Tab}", types: #"{"Tab": ["a"]}"#) != nil)
    }

    @Test func literalTextBesideAParameterIsWhatAPathCarriesUnencoded() {
        let message = F.patternError("/p/café-{x}", at: 6)
        #expect(
            message
                == "invalid character 'é' in the literal text of mixed segment 'café-{x}'; literal text beside a"
                + " parameter may only have ASCII letters, digits and -._~!$&'()*+,;=:@, which a URL path carries"
                + " unencoded; put the other text in a segment of its own")
        F.patternError("/p/a[{x}]", at: 4, "invalid character '['")
        F.patternError("/p/{x}%20", at: 6, "invalid character '%'", "not percent-encoded")
        // A whole literal segment may still hold them.
        F.valid(F.routeDocument(#""/café/a[b]""#))
    }

    @Test func unmatchedBracesInAMixedSegment() {
        F.patternError("/p/x{a", at: 4, "unmatched '{' in 'x{a'")
        F.patternError("/p/x}{a}", at: 4, "unmatched '}' in 'x}{a}'")
        F.patternError("/p/{a}-{b", at: 7, "unmatched '{' in '{a}-{b'")
        F.patternError("/p/{a{b}}", at: 3, "unmatched '{'")
    }

    @Test func parametersOfAMixedSegmentFollowTheParameterRules() {
        F.patternError("/p/{}-x", at: 4, "missing parameter name in '{}'")
        F.patternError("/p/{a}-{a}", at: 8, "parameter 'a' is bound twice")
        F.patternError("/p/{a:integer}-x", at: 6, "unknown type 'integer' in '{a:integer}'")
    }

    @Test func aQueryValueIsStillWhole() {
        F.patternError("/p?id=x{id}", at: 6, "a parameter must fill the whole value")
    }

    // MARK: The host position

    /// A spec with `myapp` (host-first), `ksr` (with host) and `example.com`, and the route `r`.
    private func hostDocument(_ route: String) -> String {
        #"{"schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"], "routes": {"r": "#
            + route + "}}"
    }

    @Test func anAtOrColonCannotStartARouteOfAHostFirstScheme() {
        let json = hostDocument(#""/@{user}""#)
        let message = F.singleError(json, column: F.column(of: "@{user}", in: json))
        #expect(
            message
                == "mixed segment '@{user}' cannot be the first segment of route 'r', which accepts the host-first scheme"
                + " 'myapp': there it stands in the URL's host position, where '@' would end user info; add"
                + " \"schemes\": [] to the route (or list only with-host schemes), or put a literal segment before it,"
                + " as in '/r/@{user}'")
        let port = hostDocument(#"{"path": "/{h}:{p:int}", "schemes": ["myapp"]}"#)
        F.singleError(port, column: F.column(of: "{h}:", in: port), "':' would start a port")
    }

    @Test func anAtIsFineWhereNoHostFirstSchemeReadsIt() {
        F.valid(hostDocument(#"{"path": "/@{user}", "schemes": ["ksr"]}"#))
        F.valid(hostDocument(#"{"path": "/@{user}", "schemes": []}"#))
        F.valid(hostDocument(#""/u/@{user}""#))
        F.valid(hostDocument(#""/x{a}-{b}""#))
    }
}
