/// Parses the type expression of a `"query"` parameter: `T`, `T?`, `T = literal`, `[T]` or `flag`.
struct TypeExpressionParser {
    /// The parsed expression.
    struct Result {
        var type: ParameterType
        var kind: CaseParameter.Kind
    }

    private let value: JSONValue
    private let text: String
    private let scalars: ScalarText
    private let types: TypeTable
    private var diagnostic: Diagnostic?

    private init(value: JSONValue, text: String, types: TypeTable) {
        self.value = value
        self.text = text
        self.scalars = ScalarText(text)
        self.types = types
    }

    /// The type and kind written as the string `value`, or `nil` after reporting the problem.
    static func parse(
        _ value: JSONValue, text: String, types: TypeTable, log: inout DiagnosticLog
    )
        -> Result?
    {
        var parser = TypeExpressionParser(value: value, text: text, types: types)
        let result = parser.parse()
        if let diagnostic = parser.diagnostic { log.append(contentsOf: [diagnostic]) }
        return result
    }

    // MARK: - Helpers

    private var quoted: String { Quote.single(text) }

    private func slice(_ range: Range<Int>) -> String {
        scalars.slice(range)
    }

    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ScalarText.isWhitespace(scalars[lower]) { lower += 1 }
        while upper > lower, ScalarText.isWhitespace(scalars[upper - 1]) { upper -= 1 }
        return lower..<upper
    }

    private mutating func fail(_ message: String, at offset: Int?) -> Result? {
        let position = offset.map { value.position(ofStringOffset: $0) } ?? value.position
        diagnostic = .error(message, at: position)
        return nil
    }

    private mutating func invalidSyntax() -> Result? {
        fail(
            "invalid type expression \(quoted); write T, T?, T = default or [T], where T is"
                + " \(TypeTable.typeList)",
            at: nil)
    }

    // MARK: - Parsing

    private mutating func parse() -> Result? {
        let whole = trimmed(0..<scalars.count)
        guard !whole.isEmpty else {
            return fail(
                "empty type expression; write a type such as 'string', 'string?', 'int = 1' or"
                    + " '[string]'",
                at: nil)
        }
        if slice(whole) == CaseParameter.flagTypeName { return Result(type: .builtIn(.bool), kind: .flag) }
        let equals = whole.first { scalars[$0] == "=" }
        let left = trimmed(whole.lowerBound..<(equals ?? whole.upperBound))
        guard !left.isEmpty else { return invalidSyntax() }
        if scalars[left.lowerBound] == "[" {
            return parseList(left, equals: equals)
        }
        var base = left
        var questionMarks: [Int] = []
        while !base.isEmpty, scalars[base.upperBound - 1] == "?" {
            questionMarks.insert(base.upperBound - 1, at: 0)
            base = trimmed(base.lowerBound..<base.upperBound - 1)
        }
        guard let type = resolve(base) else { return nil }
        let name = slice(base)
        if questionMarks.count > 1 {
            return fail(
                "a parameter cannot be optional twice in \(quoted); use '\(name)?'",
                at: questionMarks[1])
        }
        if !questionMarks.isEmpty {
            if let equals {
                return fail(
                    "an optional parameter cannot have a default in \(quoted); use"
                        + " '\(name) = …' or '\(name)?'",
                    at: equals)
            }
            return Result(type: type, kind: .optional)
        }
        guard let equals else { return Result(type: type, kind: .required) }
        return parseDefault(type, name: name, equals: equals, end: whole.upperBound)
    }

    private mutating func parseList(_ left: Range<Int>, equals: Int?) -> Result? {
        guard let close = left.first(where: { scalars[$0] == "]" }) else {
            return invalidSyntax()
        }
        var element = trimmed(left.lowerBound + 1..<close)
        let after = trimmed(close + 1..<left.upperBound)
        var elementQuestionMark: Int?
        if !element.isEmpty, scalars[element.upperBound - 1] == "?" {
            elementQuestionMark = element.upperBound - 1
            element = trimmed(element.lowerBound..<element.upperBound - 1)
        }
        let name = slice(element)
        if !after.isEmpty, slice(after) != "?" { return invalidSyntax() }
        guard let type = resolve(element) else { return nil }
        let fix = "use '[\(name)]', which is empty when the key is absent"
        if let elementQuestionMark {
            return fail(
                "a list element cannot be optional in \(quoted); \(fix)", at: elementQuestionMark)
        }
        if !after.isEmpty {
            return fail("a list cannot be optional in \(quoted); \(fix)", at: after.lowerBound)
        }
        if let equals {
            return fail("a list cannot have a default in \(quoted); \(fix)", at: equals)
        }
        return Result(type: type, kind: .list)
    }

    /// The type named by `range`, or `nil` after reporting the problem.
    private mutating func resolve(_ range: Range<Int>) -> ParameterType? {
        let name = slice(range)
        guard SwiftNames.isIdentifier(name) else {
            _ = invalidSyntax()
            return nil
        }
        switch types.resolve(name) {
        case .type(let type):
            return type
        case .invalid:
            return nil
        case .unknown:
            _ = fail(types.unknownTypeMessage(name, in: text), at: range.lowerBound)
            return nil
        case .queryFlag:
            _ = fail(
                "'flag' stands alone in \(quoted): a flag is true when the key is present and false when it is"
                    + " absent, so it is never optional, a list or defaulted; write \"flag\"",
                at: range.lowerBound)
            return nil
        }
    }

    private mutating func parseDefault(
        _ type: ParameterType, name: String, equals: Int, end: Int
    ) -> Result? {
        let literalRange = trimmed(equals + 1..<end)
        let literal = slice(literalRange)
        guard !literal.isEmpty else {
            return fail(
                "missing default value after '=' in \(quoted); write one, as in '\(name) = …',"
                    + " or use '\(name)?'",
                at: equals)
        }
        var quotedLiteral: String { Quote.single(literal) }
        switch type {
        case .builtIn(let builtIn):
            guard builtIn.accepts(literal) else {
                return fail(
                    "default \(quotedLiteral) in \(quoted) is not a valid \(builtIn.name); write"
                        + " \(builtIn.literalHint)",
                    at: literalRange.lowerBound)
            }
        case .enumeration(let named):
            guard types.rawValueSets[named.name]?.contains(literal) == true else {
                let values = named.rawValues.map(Quote.single)
                let shown =
                    values.count > 8
                    ? values.prefix(8).joined(separator: ", ") + ", …" : Quote.list(values)
                return fail(
                    "default \(quotedLiteral) in \(quoted) is not a value of '\(named.name)'; use"
                        + " one of \(shown)",
                    at: literalRange.lowerBound)
            }
        case .app:
            return fail(
                "type '\(name)' is an app type and cannot have a default in \(quoted); use"
                    + " '\(name)?' and apply the default in your code",
                at: equals)
        }
        return Result(type: type, kind: .defaulted(literal))
    }
}
