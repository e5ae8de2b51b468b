import Testing

@testable import RouteCompilerCore

/// The top-level keys.
@Suite struct SpecReaderTopLevelTests {
    typealias F = SpecReaderFixture

    /// `{<members>, "schemes": ["a"], "routes": {"r": "/"}}`: the given members come first, so
    /// their columns are easy to count.
    private func document(_ members: String) -> String {
        #"{\#(members), "schemes": ["a"], "routes": {"r": "/"}}"#
    }

    @Test func versionOneIsAccepted() {
        F.valid(document(#""version": 1"#))
        F.valid(document(#""version": 1.0"#))
    }

    @Test func anotherVersionIsAnError() {
        let message = F.singleError(document(#""version": 2"#), column: 13)
        #expect(message == "unsupported version 2; this compiler reads format version 1")
        F.singleError(document(#""version": 1.5"#), column: 13, "unsupported version 1.5")
    }

    @Test func aVersionThatIsNotANumberIsAnError() {
        let message = F.singleError(document(#""version": "1""#), column: 13)
        #expect(message == "\"version\" must be the number 1, found a string")
    }

    @Test func theEnumNameIsRead() throws {
        let spec = try #require(F.valid(document(#""enum": "AppRoute""#)))
        #expect(spec.enumName == "AppRoute")
    }

    @Test func theEnumNameMustBeAnIdentifier() {
        F.singleError(
            document(#""enum": "App Route""#), column: 10,
            "enum name 'App Route' is not a Swift identifier")
    }

    @Test func theEnumNameCannotBeAKeyword() {
        let message = F.singleError(document(#""enum": "class""#), column: 10)
        #expect(message == "enum name 'class' is a Swift keyword; choose another name")
    }

    @Test func theEnumNameCannotHideATypeTheGeneratedCodeUses() {
        F.singleError(
            document(#""enum": "String""#), column: 10,
            "enum name 'String' clashes with the built-in type 'string'")
        F.singleError(document(#""enum": "UUID""#), column: 10, "built-in type 'uuid'")
        F.singleError(document(#""enum": "URL""#), column: 10, "enum name 'URL' would hide 'URL'")
    }

    @Test func theEnumNameMustBeAString() {
        let message = F.singleError(document(#""enum": 3"#), column: 10)
        #expect(message == "\"enum\" must be a string, found a number")
    }

    @Test func theAccessLevelIsRead() throws {
        #expect(try #require(F.valid(document(#""access": "package""#))).access == .package)
        #expect(try #require(F.valid(document(#""access": "public""#))).access == .public)
        #expect(try #require(F.valid(document(#""access": "internal""#))).access == .internal)
    }

    @Test func anUnknownAccessLevelIsAnError() {
        let message = F.singleError(document(#""access": "private""#), column: 12)
        #expect(message == "unknown access level 'private'; use internal, package or public")
    }

    @Test func theSchemaIsAStringAndIgnored() {
        F.valid(document(#""$schema": "./routes.schema.json""#))
        F.singleError(
            document(#""$schema": 1"#), column: 13, "\"$schema\" must be a string, found a number")
    }

    @Test func anUnknownKeyGetsASuggestion() {
        let message = F.singleError(document(#""scheme": ["a"]"#), column: 2)
        #expect(message == "unknown key 'scheme'; did you mean 'schemes'?")
        F.singleError(document(#""rotues": 1"#), column: 2, "did you mean 'routes'?")
    }

    @Test func anUnknownKeyWithoutACloseMatchListsTheKeys() {
        let message = F.singleError(document(#""name": "x""#), column: 2)
        #expect(
            message
                == "unknown key 'name'; the top-level keys are $schema, version, enum, access,"
                + " schemes, hosts, types, routes, caseSensitive, metadata, environments, exclude and modules")
    }

    @Test func schemesMustBeAnArrayOfSchemes() {
        let message = F.singleError(#"{"schemes": "myapp", "routes": {"r": "/"}}"#, column: 13)
        #expect(message == "\"schemes\" must be an array of schemes, found a string")
        F.singleError(
            #"{"schemes": ["a", 1], "routes": {"r": "/"}}"#, column: 19,
            "each scheme in \"schemes\" must be a string or an object like {\"name\": \"ksr\", \"withHost\": true},"
                + " found a number")
        F.singleError(
            #"{"hosts": {}, "schemes": ["a"], "routes": {"r": "/"}}"#, column: 11,
            "\"hosts\" must be an array of strings, found an object")
    }

    @Test func routesAreRequired() {
        let message = F.singleError(#"{"schemes": ["a"]}"#, column: 1)
        #expect(message?.hasPrefix("missing \"routes\"; add an object of routes") == true)
    }

    @Test func routesMustBeANonEmptyObject() {
        F.singleError(
            #"{"schemes": ["a"], "routes": {}}"#, column: 30, "\"routes\" is empty",
            "add at least one route")
        F.singleError(
            #"{"schemes": ["a"], "routes": []}"#, column: 30,
            "\"routes\" must be an object of route name → route, found an array")
    }

    @Test func aSchemeOrAHostIsRequired() {
        let message = F.singleError(#"{"routes": {"r": "/"}}"#, column: 2)
        #expect(
            message?.hasPrefix(
                "routes.json declares no \"schemes\" and no \"hosts\", so no URL can reach a route;"
            ) == true)
        let empty = #"{"schemes": [], "hosts": [], "routes": {"r": "/"}}"#
        F.singleError(empty, column: F.column(of: "\"routes\"", in: empty), "no \"schemes\"")
    }

    @Test func withoutSchemesAConcreteHostIsRequired() {
        F.singleError(
            #"{"hosts": ["*.example.com"], "routes": {"r": "/"}}"#, column: 2,
            "\"hosts\" has only wildcard hosts and there are no \"schemes\"",
            "add a concrete host like 'example.com'")
        F.valid(#"{"hosts": ["*.example.com", "example.com"], "routes": {"r": "/"}}"#)
    }
}
