import Testing

@testable import RouteCompilerCore

/// Specification §3.11 and §3.14 rule 3: the top-level `"metadata"` declarations and the values
/// routes give.
@Suite struct SpecReaderMetadataTests {
    typealias F = SpecReaderFixture

    /// A one-line spec with the scheme `myapp`, the types `Tier` (an enum) and `Code` (an app
    /// type), the metadata `declarations` (members of `"metadata"`) and the members `routes`.
    static func document(_ declarations: String, routes: String = #""home": "/""#) -> String {
        #"{"schemes": ["myapp"], "types": {"Tier": ["free", "gold"], "Code": {"swift": "Code"}}, "metadata": {"#
            + declarations + #"}, "routes": {"# + routes + "}}"
    }

    /// The only diagnostic of `json`, an error at the `occurrence`-th `needle` (plus `offset`
    /// characters); its message.
    @discardableResult
    private func error(
        _ json: String, at needle: String, occurrence: Int = 1, offset: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        F.singleError(
            json, column: F.column(of: needle, occurrence: occurrence, in: json) + offset,
            sourceLocation: sourceLocation)
    }

    // MARK: - Declarations

    @Test func declarationsAreReadInOrderWithCanonicalDefaults() throws {
        let json = Self.document(
            #""requiresLogin": "bool = 1", "screen": "string?", "tier": " Tier = gold ", "weight": "double = 2","#
                + #" "rank": "int = -0", "title": "string = main menu""#)
        let spec = try #require(F.valid(json))
        let declarations = spec.metadata
        #expect(declarations.map(\.name) == ["requiresLogin", "screen", "tier", "weight", "rank", "title"])
        #expect(declarations.map(\.isOptional) == [false, true, false, false, false, false])
        #expect(declarations.map(\.defaultValue) == ["true", nil, "gold", "2.0", "0", "main menu"])
        #expect(declarations.map(\.type.specName) == ["bool", "string", "Tier", "double", "int", "string"])
        #expect(
            declarations[0].position == SourcePosition(line: 1, column: F.column(of: #""requiresLogin""#, in: json)))
        #expect(
            declarations.map(\.typeExpression) == [
                "bool = true", "string?", "Tier = gold", "double = 2.0", "int = 0", "string = main menu",
            ])
        #expect(declarations.map(\.shortSwiftType) == ["Bool", "String?", "Tier", "Double", "Int", "String"])
        #expect(declarations[2].swiftType(enumName: "AppRoute") == "AppRoute.Tier")
        #expect(declarations[1].swiftType(enumName: "AppRoute") == "Swift.String?")
        #expect(declarations[2].swiftExpression(of: "gold", enumName: "AppRoute") == "AppRoute.Tier.gold")
        #expect(declarations[1].swiftExpression(of: nil, enumName: "AppRoute") == "nil")
        #expect(declarations[1].swiftExpression(of: "a\"b", enumName: "AppRoute") == #""a\"b""#)
        #expect(spec.routes[0].metadata == ["true", nil, "gold", "2.0", "0", "main menu"])
    }

    @Test func aBareTypeNeedsADefaultOrAQuestionMark() {
        let json = Self.document(#""screen": "string""#)
        #expect(
            error(json, at: #""string""#)
                == "metadata 'screen' needs a default or '?': write 'string = …' for a default, or 'string?' for"
                + " nil where a route gives no value")
    }

    @Test func onlyBoolIntDoubleStringAndNamedEnums() {
        let uuid = Self.document(#""id": "uuid?""#)
        #expect(
            error(uuid, at: "uuid?", offset: 0)
                == "metadata 'id' cannot have the type 'uuid'; use int, double, bool, string or a named enum"
                + " from \"types\"")
        let app = Self.document(#""code": " Code?""#)
        F.expect(error(app, at: "Code?\""), contains: ["metadata 'code' cannot have the type 'Code'"])
        let list = Self.document(#""tags": "[string]""#)
        #expect(
            error(list, at: #""[string]""#)
                == "metadata 'tags' cannot be a list ('[string]'); declare one value, as in 'string?'")
        let unknown = Self.document(#""n": "strng = 1""#)
        #expect(
            error(unknown, at: "strng")
                == "unknown type 'strng' in 'strng = 1'; use int, double, bool, string or a named enum from"
                + " \"types\"; did you mean 'string'?")
        let malformed = Self.document(#""n": "int?!""#)
        F.expect(error(malformed, at: #""int?!""#), contains: ["invalid metadata declaration 'int?!' for 'n'"])
    }

    @Test func defaultsFollowTheQueryRules() {
        F.expect(
            error(Self.document(#""n": "int = 01""#), at: "01"),
            contains: ["default '01' in 'int = 01' is not a valid int"])
        F.expect(
            error(Self.document(#""t": "Tier = platinum""#), at: "platinum"),
            contains: ["default 'platinum' in 'Tier = platinum' is not a value of 'Tier'; use one of 'free' or 'gold'"])
        F.expect(
            error(Self.document(#""t": "Tier? = gold""#), at: "= gold"),
            contains: ["an optional parameter cannot have a default"])
        F.expect(error(Self.document(#""n": "int =""#), at: "=\""), contains: ["missing default value after '='"])
    }

    @Test func aDeclarationMustBeAString() {
        #expect(
            error(Self.document(#""n": true"#), at: "true")
                == #"metadata 'n' must be a declaration string like "bool = false" or "string?", found a boolean"#)
        let json = #"{"schemes": ["myapp"], "metadata": [], "routes": {"home": "/"}}"#
        F.expect(
            error(json, at: "[]"),
            contains: [#""metadata" must be an object of metadata name → declaration"#])
    }

    @Test(arguments: [
        ("my-name", "is not a Swift identifier"),
        ("class", "is a Swift keyword"),
        ("_hidden", "starts with '_'"),
        ("url", "collides with the generated 'url' property"),
        ("parent", "collides with the generated 'parent' property"),
        ("stack", "collides with the generated 'stack' property"),
        ("hash", "collides with 'hash(into:)'"),
        ("hashValue", "collides with 'hashValue'"),
        ("init", "is a Swift keyword"),
        ("self", "is a Swift keyword"),
        ("encode", "collides with 'encode(to:)' from Codable"),
        ("description", "collides with 'description'"),
        ("Tier", "collides with the type 'Tier' from \"types\""),
        ("Route", "collides with the name of the generated enum"),
        ("Self", "is a Swift keyword"),
        ("Swift", "would hide the module 'Swift', which the generated code qualifies names with ('Swift.String')"),
        ("Foundation", "would hide the module 'Foundation'"),
        ("RouteRuntime", "would hide the module 'RouteRuntime'"),
    ])
    func reservedAndInvalidNames(_ name: String, _ reason: String) {
        let json = Self.document(#""\#(name)": "bool = false""#)
        let message = error(json, at: "\"\(name)\": \"bool")
        F.expect(message, contains: ["metadata name '\(name)' \(reason)"])
    }

    /// Specification §3.14 rules 3 and 6: the first name of an app type's Swift type, which the generated
    /// code uses in its expressions (`AppModule.Code(routeParameter: text)`).
    @Test func aNameThatHidesAnAppTypeIsAnError() {
        let json =
            #"{"schemes": ["myapp"], "types": {"Code": {"swift": "AppModule.Code"}}, "metadata": {"AppModule": "int?"},"#
            + #" "routes": {"home": "/"}}"#
        F.expect(
            error(json, at: "\"AppModule\": "),
            contains: ["metadata name 'AppModule' would hide 'AppModule' of the app type 'Code' ('AppModule.Code')"])
    }

    @Test func aNameThatIsAlsoACaseNameIsAnErrorWithANoteAtTheRoute() {
        let json = Self.document(#""home": "bool = false""#, routes: #""home": "/""#)
        let (spec, diagnostics) = F.read(json)
        #expect(spec == nil)
        #expect(diagnostics.count == 1, "\(F.describe(diagnostics))")
        let diagnostic = diagnostics.first
        #expect(diagnostic?.position.column == F.column(of: #""home": "bool"#, in: json))
        #expect(
            diagnostic?.message
                == "metadata name 'home' collides with the route 'home': the enum cannot have a case and a property"
                + " of one name; rename one of them")
        #expect(diagnostic?.notes.map(\.position.column) == [F.column(of: #""home": "/""#, in: json)])
    }

    // MARK: - Route values

    @Test func routesGiveTheirOwnValues() throws {
        let json = Self.document(
            #""requiresLogin": "bool = false", "screen": "string?", "tier": "Tier = free", "w": "double = 0","#
                + #" "n": "int = 0""#,
            routes: #""home": "/", "settings": {"path": "/settings", "metadata": {"requiresLogin": true,"#
                + #" "screen": "", "tier": "gold", "w": 1e3, "n": -0}}, "s": {"path": "/s", "metadata": {"screen": null}}"#
        )
        let spec = try #require(F.valid(json))
        #expect(spec.routes[0].metadata == ["false", nil, "free", "0.0", "0"])
        #expect(spec.routes[1].metadata == ["true", "", "gold", "1000.0", "0"])
        #expect(spec.routes[2].metadata == ["false", nil, "free", "0.0", "0"])
    }

    @Test func anUndeclaredNameGetsASuggestion() {
        let json = Self.document(
            #""requiresLogin": "bool = false""#,
            routes: #""r": {"path": "/r", "metadata": {"requireLogin": true}}"#)
        #expect(
            error(json, at: #""requireLogin""#)
                == "unknown metadata 'requireLogin' in route 'r'; did you mean 'requiresLogin'?")
        let far = Self.document(
            #""requiresLogin": "bool = false""#, routes: #""r": {"path": "/r", "metadata": {"x": 1}}"#)
        F.expect(
            error(far, at: #""x""#),
            contains: [#"unknown metadata 'x' in route 'r'; declare it in the top-level "metadata""#])
    }

    @Test func aValueWithADeclarationInErrorIsNotReportedAgain() {
        let json = Self.document(#""screen": "string""#, routes: #""r": {"path": "/r", "metadata": {"screen": 1}}"#)
        F.expect(error(json, at: #""string""#), contains: ["needs a default or '?'"])
    }

    @Test(arguments: [
        ("bool = false", "\"yes\"", "must be a JSON boolean (true or false), found a string"),
        ("bool = false", "\"true\"", "must be a JSON boolean (true or false), found a string; write it without quotes"),
        ("bool = false", "1", "must be a JSON boolean (true or false), found a number"),
        ("int = 0", "1.5", "must be an integer without a fraction or an exponent, found '1.5'"),
        ("int = 0", "1e3", "must be an integer without a fraction or an exponent, found '1e3'"),
        ("int = 0", "9223372036854775808", "is '9223372036854775808', which is outside the range of Int"),
        ("int = 0", "\"42\"", "must be a JSON number, found a string; write it without quotes"),
        ("double = 0", "1e400", "is '1e400', which is outside the range of Double"),
        ("double = 0", "true", "must be a JSON number, found a boolean"),
        ("string?", "42", "must be a JSON string, found a number"),
        ("Tier = free", "\"Gold\"", "is 'Gold', which is not a value of 'Tier'; use one of 'free' or 'gold'"),
        ("Tier = free", "1", "must be a JSON string, one of 'free' or 'gold', found a number"),
        (
            "bool = false", "null",
            "cannot be null: it is declared 'bool = false'; remove it to get the default, or"
                + " declare it 'bool?'"
        ),
    ])
    func valuesMustHaveTheDeclaredType(_ declaration: String, _ value: String, _ problem: String) {
        let json = Self.document(
            #""m": "\#(declaration)""#, routes: #""r": {"path": "/r", "metadata": {"m": \#(value)}}"#)
        let message = error(json, at: "\"m\": \(value)", offset: 5)
        F.expect(message, contains: ["metadata 'm' of route 'r' \(problem)"])
    }

    @Test func routeMetadataMustBeAnObject() {
        let json = Self.document(#""m": "bool = false""#, routes: #""r": {"path": "/r", "metadata": ["m"]}"#)
        F.expect(error(json, at: #"["m"]"#), contains: [#""metadata" of route 'r' must be an object"#])
    }
}
