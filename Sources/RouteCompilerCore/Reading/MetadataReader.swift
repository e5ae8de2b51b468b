/// Reads the top-level `"metadata"` (Specification §3.11): name → `T = literal` or `T?`, where `T`
/// is `bool`, `int`, `double`, `string` or a named enum.
enum MetadataReader {
    /// The built-in types a metadata value may have: those with a ``BuiltInType/metadataForm``.
    static let builtInTypes = BuiltInType.all.filter { $0.metadataForm != nil }

    /// `use int, double, bool, string or a named enum from "types"`.
    static let typeList = builtInTypes.map(\.name).joined(separator: ", ") + " or a named enum from \"types\""

    /// Reads the object into `context` and returns the valid declarations in order.
    static func read(
        _ value: JSONValue, into context: SpecContext, log: inout DiagnosticLog
    )
        -> [MetadataDeclaration]
    {
        let expected = "an object of metadata name → declaration, as in {\"requiresLogin\": \"bool = false\"}"
        guard let members = log.object(value, "\"metadata\"", expected: expected) else { return [] }
        let unique = log.uniqueMembers(members) { "duplicate metadata name \(Quote.single($0))" }
        let typeNames = Set(context.types.declaredNames)
        let used = NameRules.UsedNames(enumName: context.enumName, types: context.types)
        var result: [MetadataDeclaration] = []
        for member in unique {
            context.declaredMetadataNames.append(member.key)
            let errorsBefore = log.errorCount
            if let problem = NameRules.metadataNameProblem(
                member.key, typeNames: typeNames, used: used)
            {
                log.error(problem, at: member.keyPosition)
            }
            guard let text = member.value.stringValue else {
                log.error(
                    "metadata \(Quote.single(member.key)) must be a declaration string like \"bool = false\""
                        + " or \"string?\", found \(member.value.kindDescription)",
                    at: member.value.position)
                continue
            }
            let declaration = read(member, text: text, types: context.types, log: &log)
            if let declaration, log.errorCount == errorsBefore {
                result.append(declaration)
            }
        }
        context.metadata = result
        return result
    }

    /// A metadata name that is also a case name would make a property and a case of one name
    /// (Specification §3.14 rule 3).
    ///
    /// - Parameter what: what the cases are, for the message: routes, or a composing spec's module
    ///   cases.
    static func checkCaseNames(
        _ metadata: [MetadataDeclaration], against routes: [JSONMember], what: String = "route",
        log: inout DiagnosticLog
    ) {
        guard !metadata.isEmpty else { return }
        var routePositions: [String: SourcePosition] = [:]
        for route in routes where routePositions[route.key] == nil {
            routePositions[route.key] = route.keyPosition
        }
        for declaration in metadata {
            guard let position = routePositions[declaration.name] else { continue }
            let name = Quote.single(declaration.name)
            log.error(
                "metadata name \(name) collides with the \(what) \(name): the enum cannot have a case and a"
                    + " property of one name; rename one of them",
                at: declaration.position, notes: [.note("\(what) \(name) is declared here", at: position)])
        }
    }

    /// The declaration written as the string `text`, or `nil` after reporting its problem.
    private static func read(
        _ member: JSONMember, text: String, types: TypeTable, log: inout DiagnosticLog
    ) -> MetadataDeclaration? {
        let value = member.value
        let name = Quote.single(member.key)
        let expression = Quote.single(text)
        let scalars = Array(text.unicodeScalars)
        var typeRange = trimmed(scalars, 0..<(scalars.firstIndex(of: "=") ?? scalars.count))
        if let first = typeRange.first, scalars[first] == "[" {
            log.error(
                "metadata \(name) cannot be a list (\(expression)); declare one value, as in 'string?'",
                at: value.position)
            return nil
        }
        while let last = typeRange.last, scalars[last] == "?" {
            typeRange = trimmed(scalars, typeRange.lowerBound..<last)
        }
        let typeName = String(String.UnicodeScalarView(scalars[typeRange]))
        guard SwiftNames.isIdentifier(typeName) else {
            log.error(
                "invalid metadata declaration \(expression) for \(name); write 'T = default' or 'T?', where T is"
                    + " \(typeList)",
                at: value.position)
            return nil
        }
        let position = value.position(ofStringOffset: typeRange.lowerBound)
        let typeProblem = "metadata \(name) cannot have the type \(Quote.single(typeName)); use \(typeList)"
        switch types.resolve(typeName) {
        case .type(.builtIn(let type)) where !builtInTypes.contains(type):
            log.error(typeProblem, at: position)
            return nil
        case .type(.app), .queryFlag:
            log.error(typeProblem, at: position)
            return nil
        case .unknown:
            let candidates = builtInTypes.map(\.name) + types.declaredNames
            log.error(
                "unknown type \(Quote.single(typeName)) in \(expression); use \(typeList)"
                    + NameSuggestions.suffix(for: typeName, among: candidates),
                at: position)
            return nil
        case .invalid:
            return nil
        case .type:
            break
        }
        guard let parsed = TypeExpressionParser.parse(value, text: text, types: types, log: &log) else {
            return nil
        }
        let declaration = { (isOptional: Bool, defaultValue: String?) in
            MetadataDeclaration(
                name: member.key, type: parsed.type, isOptional: isOptional, defaultValue: defaultValue,
                position: member.keyPosition)
        }
        switch parsed.kind {
        case .flag:
            log.error(typeProblem, at: position)
            return nil
        case .optional:
            return declaration(true, nil)
        case .defaulted(let literal):
            return declaration(false, canonicalText(of: literal, as: parsed.type))
        case .required:
            log.error(
                "metadata \(name) needs a default or '?': write '\(typeName) = …' for a default, or"
                    + " '\(typeName)?' for nil where a route gives no value",
                at: value.position)
            return nil
        case .list:
            log.error(
                "metadata \(name) cannot be a list (\(expression)); declare one value, as in 'string?'",
                at: value.position)
            return nil
        }
    }

    /// The canonical text of a valid `literal` of `type`: what the builder would print
    /// (`1` → `true` for a `bool`, `1` → `1.0` for a `double`); a raw value as written.
    static func canonicalText(of literal: String, as type: ParameterType) -> String {
        type.builtIn?.canonicalText(of: literal) ?? literal
    }

    private static func trimmed(_ scalars: [Unicode.Scalar], _ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, ScalarText.isWhitespace(scalars[lower]) { lower += 1 }
        while upper > lower, ScalarText.isWhitespace(scalars[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
