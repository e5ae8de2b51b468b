import Testing

@testable import RouteCompilerCore

/// Type expressions in a route's `"query"`.
@Suite struct SpecReaderQueryTests {
    typealias F = SpecReaderFixture

    private static let types = #"{"Tab": ["home", "search", "profile"], "Code": {"swift": "Code"}}"#

    /// The route value with the query parameter `q` of type `expression`; the expression's
    /// string starts 30 characters into the route value.
    private func route(_ expression: String) -> String {
        #"{"path": "/p", "query": {"q": "\#(expression)"}}"#
    }

    /// The query parameter read from `expression`.
    private func parameter(
        _ expression: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> CaseParameter? {
        F.validRoute(route(expression), types: Self.types, sourceLocation: sourceLocation)?
            .queryParameters.first
    }

    /// Whether `type` is the named enum `name`.
    private func isNamedEnum(_ type: ParameterType?, _ name: String) -> Bool {
        guard case .enumeration(let named)? = type else { return false }
        return named.name == name
    }

    /// Expects one error at the expression's character `offset`, or at its string when `nil`.
    @discardableResult
    private func expressionError(
        _ expression: String, at offset: Int?, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let json = F.routeDocument(route(expression), types: Self.types)
        let column = F.valueColumn + 30 + (offset.map { $0 + 1 } ?? 0)
        let message = F.singleError(json, column: column, sourceLocation: sourceLocation)
        F.expect(message, contains: words, sourceLocation: sourceLocation)
        return message
    }

    // MARK: - Valid expressions

    @Test func aBareTypeIsRequired() throws {
        let q = try #require(parameter("string"))
        #expect(
            q
                == CaseParameter(
                    name: "q", type: .builtIn(.string), kind: .required,
                    source: .query, position: SourcePosition(line: 1, column: F.valueColumn + 25)))
    }

    @Test func aQuestionMarkMakesItOptional() {
        #expect(parameter("int?")?.kind == .optional)
        #expect(parameter(" int ? ")?.kind == .optional)
        #expect(parameter("Code?")?.type == .app(AppType(name: "Code", swiftType: "Code")))
    }

    @Test func aDefaultIsTheTrimmedRestOfTheText() {
        #expect(parameter("int = 1")?.kind == .defaulted("1"))
        #expect(parameter("int=3")?.kind == .defaulted("3"))
        #expect(parameter("string =  hello world ")?.kind == .defaulted("hello world"))
        #expect(parameter("string = a=b")?.kind == .defaulted("a=b"))
        #expect(parameter("Tab = home")?.kind == .defaulted("home"))
        #expect(isNamedEnum(parameter("Tab = home")?.type, "Tab"))
    }

    @Test func defaultsFollowTheAcceptedTextOfTheirType() {
        for valid in [
            "int = -9223372036854775808", "int = 0", "int = -0", "double = -1.5e-3",
            "double = 2", "double = 1E+2", "bool = true", "bool = 0",
            "uuid = 123E4567-e89b-12d3-a456-426614174000",
        ] {
            #expect(parameter(valid) != nil, "\(valid)")
        }
    }

    @Test func bracketsMakeAList() {
        #expect(parameter("[string]")?.kind == .list)
        #expect(isNamedEnum(parameter("[ Tab ]")?.type, "Tab"))
        #expect(parameter("[uuid]")?.type == .builtIn(.uuid))
    }

    // MARK: - Errors

    @Test func anUnknownTypeIsReportedWithTheExpressionAsWritten() {
        let message = expressionError("integer?", at: 0)
        #expect(
            message
                == "unknown type 'integer' in 'integer?'; use int, double, bool, uuid, string or a"
                + " name from \"types\"")
        expressionError("strng?", at: 0, "unknown type 'strng'", "did you mean 'string'?")
        expressionError("[Tabs]", at: 1, "unknown type 'Tabs' in '[Tabs]'", "did you mean 'Tab'?")
    }

    @Test func aListElementCannotBeOptional() {
        let message = expressionError("[int?]", at: 4)
        #expect(
            message
                == "a list element cannot be optional in '[int?]'; use '[int]', which is empty"
                + " when the key is absent")
    }

    @Test func aListCannotBeOptionalOrDefaulted() {
        expressionError("[int]?", at: 5, "a list cannot be optional in '[int]?'; use '[int]'")
        expressionError("[int] = 1", at: 6, "a list cannot have a default in '[int] = 1'")
    }

    @Test func anOptionalIsOptionalOnceAndHasNoDefault() {
        expressionError("int??", at: 4, "cannot be optional twice in 'int??'; use 'int?'")
        expressionError("int? = 1", at: 5, "an optional parameter cannot have a default")
    }

    @Test func aDefaultMustBeWritten() {
        expressionError("int =", at: 4, "missing default value after '=' in 'int ='", "'int?'")
    }

    @Test func aDefaultMustBeValidForItsType() {
        expressionError("int = 01", at: 6, "default '01' in 'int = 01' is not a valid int")
        expressionError("int = +1", at: 6, "is not a valid int")
        expressionError("int = 9223372036854775808", at: 6, "is not a valid int")
        expressionError("int = 1.0", at: 6, "is not a valid int")
        expressionError("double = 1e400", at: 9, "is not a valid double")
        expressionError("double = .5", at: 9, "is not a valid double")
        expressionError("double = 1.", at: 9, "is not a valid double")
        expressionError("double = nan", at: 9, "is not a valid double")
        expressionError("bool = yes", at: 7, "is not a valid bool", "true, false, 1 or 0")
        expressionError("uuid = 123", at: 7, "is not a valid uuid")
    }

    @Test func aDefaultOfANamedEnumIsOneOfItsRawValues() {
        let message = expressionError("Tab = nope", at: 6)
        #expect(
            message
                == "default 'nope' in 'Tab = nope' is not a value of 'Tab'; use one of 'home',"
                + " 'search' or 'profile'")
    }

    @Test func anAppTypeCannotHaveADefault() {
        expressionError(
            "Code = x", at: 5, "type 'Code' is an app type and cannot have a default",
            "use 'Code?'")
    }

    @Test func malformedExpressionsAreErrors() {
        expressionError("int int", at: nil, "invalid type expression 'int int'")
        expressionError("[int", at: nil, "invalid type expression")
        expressionError("[[int]]", at: nil, "invalid type expression")
        expressionError("", at: nil, "empty type expression")
        expressionError("= 1", at: nil, "invalid type expression")
    }
}
