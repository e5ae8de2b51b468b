import Testing

@testable import RouteCompilerCore

/// Route objects, route names and the checks that concern a whole route.
@Suite struct SpecReaderRouteTests {
    typealias F = SpecReaderFixture

    // MARK: - Route values and keys

    @Test func aRouteMustBeAStringOrAnObject() {
        let message = F.routeError("42", at: 0)
        #expect(message == "route 'r' must be a pattern string or an object, found a number")
    }

    @Test func anUnknownKeyGetsASuggestion() {
        let json =
            #"{"schemes": ["myapp"], "routes": {"product": {"pahts": ["/p"], "path": "/p"}}}"#
        let message = F.singleError(json, column: 47)
        #expect(message == "unknown key 'pahts' in route 'product'; did you mean 'paths'?")
        F.routeError(
            #"{"path s": "/a", "path": "/b"}"#, at: 1,
            "unknown key 'path s' in route 'r'; did you mean 'paths'?")
    }

    @Test func anUnknownKeyWithoutACloseMatchListsTheKeys() {
        F.routeError(
            #"{"path": "/a", "colour": 1}"#, at: 15, "unknown key 'colour' in route 'r'",
            "path, paths, query, schemes, hosts, summary, examples, deprecated, caseSensitive, parent or metadata")
    }

    @Test func pathAndPathsAreExclusive() {
        F.routeError(
            #"{"path": "/a", "paths": ["/b"]}"#, at: 15,
            "route 'r' has both \"path\" and \"paths\"")
    }

    @Test func aRouteNeedsAPattern() {
        let json = F.routeDocument(#"{"summary": "x"}"#)
        F.singleError(json, column: 35, "route 'r' has no \"path\" or \"paths\"")
    }

    @Test func pathsMustBeANonEmptyArrayOfStrings() {
        F.routeError(#"{"paths": []}"#, at: 10, "\"paths\" of route 'r' is empty")
        F.routeError(
            #"{"paths": "/a"}"#, at: 10,
            "\"paths\" of route 'r' must be an array of strings, found a string")
        F.routeError(
            #"{"paths": ["/a", 1]}"#, at: 17,
            "each pattern in \"paths\" of route 'r' must be a string, found a number")
        F.routeError(
            #"{"path": 1}"#, at: 9, "\"path\" of route 'r' must be a string, found a number")
    }

    @Test func aRouteObjectReadsEveryKey() throws {
        let json =
            #"{"schemes": ["MyApp", "b"], "hosts": ["Example.com", "x.org"], "routes": {"#
            + #""r": {"paths": ["/a", "/b"], "schemes": ["MYAPP"], "hosts": ["EXAMPLE.COM"],"#
            + #" "summary": "Sum.", "examples": ["myapp://a"], "deprecated": ""}}}"#
        let spec = try #require(F.valid(json))
        let route = spec.routes[0]
        #expect(route.patterns.map(\.text) == ["/a", "/b"])
        #expect(route.schemes?.map(\.name) == ["MyApp"])
        #expect(route.schemesPosition?.column == F.column(of: #""schemes": ["MYAPP"]"#, in: json))
        #expect(route.hosts?.map(\.text) == ["example.com"])
        #expect(route.hostsPosition?.column == F.column(of: #""hosts": ["EXAMPLE"#, in: json))
        #expect(route.summary == "Sum.")
        #expect(
            route.examples == [
                Located(
                    "myapp://a",
                    at: SourcePosition(line: 1, column: F.column(of: "\"myapp://a\"", in: json)))
            ])
        #expect(route.deprecated == "")
    }

    // MARK: - Route schemes and hosts

    @Test func routeSchemesMustBeTopLevelSchemes() {
        let json =
            #"{"schemes": ["MyApp", "b"], "routes": {"r": {"path": "/a", "#
            + #""schemes": ["myapp", "c"]}}}"#
        F.singleError(
            json, column: F.column(of: "\"c\"", in: json),
            "scheme 'c' of route 'r' is not in the top-level \"schemes\"")
    }

    @Test func aRouteSchemeTwiceIsAnError() {
        let json =
            #"{"schemes": ["myapp"], "routes": {"r": {"path": "/a", "#
            + #""schemes": ["myapp", "MYAPP"]}}}"#
        F.singleError(
            json, column: F.column(of: "\"MYAPP\"", in: json), "duplicate scheme 'MYAPP'")
    }

    @Test func routeHostsMustBeTopLevelHosts() {
        let json =
            #"{"hosts": ["example.com"], "routes": {"r": {"path": "/a", "#
            + #""hosts": ["example.org"]}}}"#
        F.singleError(
            json, column: F.column(of: "\"example.org\"", in: json),
            "host 'example.org' of route 'r' is not in the top-level \"hosts\"")
    }

    @Test func aNameThatIsInvalidAtTheTopLevelIsReportedThereOnly() {
        let json =
            #"{"schemes": ["my_app", "ok"], "routes": {"r": {"path": "/a", "#
            + #""schemes": ["my_app"]}}}"#
        F.singleError(json, column: 17, "invalid character '_' in scheme 'my_app'")
    }

    @Test func aRouteThatAcceptsNoSchemeAndNoHostIsAnError() {
        let json =
            #"{"schemes": ["myapp"], "hosts": ["example.com"], "routes": {"#
            + #""r": {"path": "/a", "schemes": [], "hosts": []}}}"#
        let message = F.singleError(json, column: F.column(of: "\"r\"", in: json))
        #expect(
            message?.hasPrefix("route 'r' accepts no scheme and no host, so no URL can reach it;")
                == true)
        let withoutHosts = F.routeDocument(#"{"path": "/a", "schemes": []}"#)
        F.singleError(withoutHosts, column: 35, "route 'r' accepts no scheme and no host")
    }

    @Test func aRouteWithOnlyWildcardHostsAndNoSchemeIsAnError() {
        let json =
            #"{"schemes": ["myapp"], "hosts": ["*.example.com", "example.com"], "routes": {"#
            + #""r": {"path": "/a", "schemes": [], "hosts": ["*.example.com"]}}}"#
        F.singleError(
            json, column: F.column(of: "\"r\"", in: json),
            "route 'r' accepts only wildcard hosts and no scheme", "add a concrete host")
    }

    @Test func aRouteWithAWildcardHostAndASchemeIsValid() throws {
        let json = #"{"schemes": ["myapp"], "hosts": ["*.example.com"], "routes": {"r": "/a"}}"#
        let spec = try #require(F.valid(json))
        #expect(spec.hosts.map(\.value.text) == ["*.example.com"])
    }

    // MARK: - Documentation keys

    @Test func aSummaryIsOneLine() {
        F.routeError(
            #"{"path": "/a", "summary": "a\nb"}"#, at: 28,
            "\"summary\" of route 'r' must be one line")
        F.routeError(
            #"{"path": "/a", "summary": 1}"#, at: 26,
            "\"summary\" of route 'r' must be a string, found a number")
    }

    @Test func examplesAreStrings() {
        F.routeError(
            #"{"path": "/a", "examples": ["myapp://a", 3]}"#, at: 41,
            "each example in \"examples\" of route 'r' must be a string, found a number")
        F.routeError(
            #"{"path": "/a", "examples": "myapp://a"}"#, at: 27,
            "\"examples\" of route 'r' must be an array of strings, found a string")
    }

    @Test func deprecatedIsAMessage() throws {
        F.routeError(
            #"{"path": "/a", "deprecated": true}"#, at: 29,
            "\"deprecated\" of route 'r' must be a string", "found a boolean")
        let route = try #require(F.validRoute(#"{"path": "/a", "deprecated": "Use b"}"#))
        #expect(route.deprecated == "Use b")
    }

    // MARK: - Patterns of one route

    @Test func everyPatternBindsTheSameParameters() {
        F.routeError(
            #"{"paths": ["/a/{id:int}", "/b/{id}"]}"#, at: 26,
            "pattern '/b/{id}' binds id: string, but the first pattern '/a/{id:int}' binds id: int")
        F.routeError(#"{"paths": ["/a/{x}", "/b"]}"#, at: 21, "pattern '/b' binds nothing")
        F.routeError(#"{"paths": ["/a/{x*}", "/b/{x}"]}"#, at: 22, "binds x: string", "binds x*")
    }

    @Test func patternsMayBindTheirParametersInAnyOrder() throws {
        let route = try #require(
            F.validRoute(#"{"paths": ["/a/{x}/{y:int}", "/b?y={y:int}&x={x}"]}"#))
        #expect(route.parameters.map(\.name) == ["x", "y"])
        #expect(route.patterns[1].queryBindings.map(\.key) == ["y", "x"])
    }

    // MARK: - Query parameters against patterns

    @Test func aQueryParameterCannotBeBoundByAPattern() {
        F.routeError(
            #"{"path": "/a/{id}", "query": {"id": "int?"}}"#, at: 30,
            "query parameter 'id' of route 'r' is already bound by the pattern '/a/{id}'")
    }

    @Test func aQueryParameterCannotReadAKeyAPatternReads() {
        F.routeError(
            #"{"path": "/a?ref={r}", "query": {"ref": "string?"}}"#, at: 33,
            "query parameter 'ref' of route 'r' would read the key 'ref'",
            "'/a?ref={r}' already binds to 'r'")
    }

    @Test func aQueryParameterNameIsAnIdentifier() {
        F.routeError(
            #"{"path": "/a", "query": {"my-q": "int?"}}"#, at: 25,
            "query parameter name 'my-q' in route 'r' is not a Swift identifier")
    }

    @Test func aQueryParameterIsAString() {
        F.routeError(
            #"{"path": "/a", "query": {"q": 1}}"#, at: 30,
            "query parameter 'q' of route 'r' must be a type expression string", "found a number")
        F.routeError(
            #"{"path": "/a", "query": "q"}"#, at: 24,
            "\"query\" of route 'r' must be an object", "found a string")
    }

    // MARK: - Route names

    private func nameError(_ name: String, _ words: String..., types: String? = nil) {
        let json =
            #"{"schemes": ["myapp"], "routes": {"\#(name)": "/a"}"#
            + (types.map { #", "types": \#($0)"# } ?? "") + "}"
        F.expect(F.singleError(json, column: 35), contains: words)
    }

    @Test func aRouteNameIsASwiftIdentifier() {
        nameError(
            "my-route", "route name 'my-route' is not a Swift identifier",
            "(for example 'myRoute')")
        nameError("1st", "route name '1st' is not a Swift identifier")
    }

    @Test func aRouteNameCannotStartWithAnUnderscore() {
        nameError("_private", "route name '_private' starts with '_'", "reserved")
    }

    @Test func routeNamesThatCollideWithGeneratedMembersAreErrors() {
        nameError("url", "route name 'url' collides with the generated 'url' property")
        nameError("init", "route name 'init' collides with the generated initializers")
        nameError("self", "route name 'self' collides with Swift's 'self'")
        nameError("Type", "route name 'Type' cannot be an enum case")
        nameError("Protocol", "route name 'Protocol' cannot be an enum case")
        nameError("hash", "route name 'hash' collides with 'hash(into:)'")
    }

    /// Specification §3.14 rules 2 and 6: a case of these names would hide, inside the enum's code, a name
    /// the generated code uses in its expressions.
    @Test func routeNamesThatHideNamesTheGeneratedCodeUsesAreErrors() {
        nameError("Self", "route name 'Self' collides with Swift's 'Self'", "uses for the enum", "choose another name")
        for (module, example) in [
            ("Swift", "Swift.String"), ("Foundation", "Foundation.URL"), ("RouteRuntime", "RouteRuntime._RouteTable"),
        ] {
            nameError(
                module, "route name '\(module)' would hide the module '\(module)'",
                "qualifies names with ('\(example)')",
                "choose another name")
        }
        nameError("Route", "route name 'Route' collides with the name of the generated enum", "('Route._record(key)')")
        nameError(
            "AppModule",
            "route name 'AppModule' would hide 'AppModule' of the app type 'Code' ('AppModule.Code')",
            "('AppModule.Code(routeParameter: text)')", types: #"{"Code": {"swift": "AppModule.Code"}}"#)
        nameError(
            "ProductCode", "route name 'ProductCode' would hide the Swift type of the app type 'Code'",
            types: #"{"Code": {"swift": "ProductCode"}}"#)
    }

    /// Names the generated code does not use in expressions stay valid case names.
    @Test func namesTheGeneratedCodeDoesNotUseInExpressionsAreCaseNames() throws {
        let json =
            #"{"schemes": ["myapp"], "types": {"Code": {"swift": "AppModule.Code"}}, "routes": {"#
            + #""FoundationEssentials": "/a", "URL": "/b", "String": "/c", "Code2": "/d/{code:Code}"}}"#
        let spec = try #require(F.valid(json))
        #expect(spec.routes.map(\.name) == ["FoundationEssentials", "URL", "String", "Code2"])
    }

    @Test func aRouteNameCannotBeATypeName() {
        nameError(
            "Tab", "route name 'Tab' collides with the type 'Tab' from \"types\"",
            types: #"{"Tab": ["a"]}"#)
    }

    @Test func routeNamesMayBeKeywords() throws {
        let json = #"{"schemes": ["myapp"], "routes": {"default": "/", "class": "/c"}}"#
        let spec = try #require(F.valid(json))
        #expect(spec.routes.map(\.name) == ["default", "class"])
    }

    @Test func aDuplicateRouteNameIsAnError() {
        // The JSON reader rejects duplicate keys, so the document is built by hand.
        func at(_ column: Int) -> SourcePosition { SourcePosition(line: 1, column: column) }
        let route = JSONValue(.string("/a"), at: at(20), isVerbatimString: true)
        let document = JSONValue(
            .object([
                JSONMember(
                    key: "schemes", keyPosition: at(2),
                    value: JSONValue(
                        .array([JSONValue(.string("myapp"), at: at(13), isVerbatimString: true)]),
                        at: at(12))),
                JSONMember(
                    key: "routes", keyPosition: at(3),
                    value: JSONValue(
                        .object([
                            JSONMember(key: "a", keyPosition: at(10), value: route),
                            JSONMember(key: "a", keyPosition: at(30), value: route),
                        ]),
                        at: at(9))),
            ]),
            at: at(1))
        let (spec, diagnostics) = SpecReader.read(document)
        #expect(spec == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.position == at(30))
        #expect(diagnostics.first?.message == "duplicate route 'a'; route names must be unique")
        #expect(diagnostics.first?.notes.first?.position == at(10))
    }
}
