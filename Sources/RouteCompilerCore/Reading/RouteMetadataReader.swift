/// Reads a route's `"metadata"` object (Specification §3.11 rules 4 to 6): declared name → a JSON
/// value of the declared type.
enum RouteMetadataReader {
    /// Reads `value` into `values` (one entry per declaration of `context.metadata`, holding the
    /// defaults), replacing the entry of each name the route gives.
    static func read(
        _ value: JSONValue, route: String, context: SpecContext, into values: inout [String?],
        log: inout DiagnosticLog
    ) {
        let routeName = Quote.single(route)
        let expected = "an object of metadata name → value, as in {\"requiresLogin\": true}"
        guard let members = log.object(value, "\"metadata\" of route \(routeName)", expected: expected) else {
            return
        }
        let unique = log.uniqueMembers(members) {
            "duplicate metadata \(Quote.single($0)) in route \(routeName)"
        }
        for member in unique {
            guard let index = context.metadata.firstIndex(where: { $0.name == member.key }) else {
                // A name whose declaration has errors has been reported there.
                if !context.declaredMetadataNames.contains(member.key) {
                    log.error(undeclaredMessage(member.key, route: routeName, context), at: member.keyPosition)
                }
                continue
            }
            let declaration = context.metadata[index]
            if let text = read(member.value, declaration, route: routeName, log: &log) {
                values[index] = text
            }
        }
    }

    private static func undeclaredMessage(_ name: String, route: String, _ context: SpecContext) -> String {
        let start = "unknown metadata \(Quote.single(name)) in route \(route)"
        if let match = NameSuggestions.closest(to: name, among: context.declaredMetadataNames) {
            return "\(start); did you mean '\(match)'?"
        }
        return "\(start); declare it in the top-level \"metadata\", as in \"\(name)\": \"bool = false\""
    }

    /// The canonical text of the value (`.some(nil)` for `null` of an optional declaration), or
    /// `nil` after reporting that it is not a value of the declaration.
    private static func read(
        _ value: JSONValue, _ declaration: MetadataDeclaration, route: String, log: inout DiagnosticLog
    ) -> String?? {
        let subject = "metadata \(Quote.single(declaration.name)) of route \(route)"
        if case .null = value.kind {
            if declaration.isOptional { return .some(nil) }
            log.error(
                "\(subject) cannot be null: it is declared \(Quote.single(declaration.typeExpression)); remove"
                    + " it to get the default, or declare it '\(declaration.type.specName)?'",
                at: value.position)
            return nil
        }
        let problem: String
        switch (declaration.type, declaration.type.builtIn?.metadataForm, value.kind) {
        case (_, .boolean, .bool(let flag)):
            return flag ? "true" : "false"
        case (_, .boolean, _):
            problem =
                "must be a JSON boolean (true or false), found \(value.kindDescription)"
                + (["true", "false"].contains(value.stringValue ?? "") ? "; write it without quotes" : "")
        case (.builtIn(let type), .integer, .number(let text)):
            if let canonical = type.canonicalText(of: text) { return canonical }
            problem =
                text.contains(where: { ".eE".contains($0) })
                ? "must be an integer without a fraction or an exponent, found '\(text)'"
                : "is '\(text)', which is outside the range of \(type.shortSwiftType)"
        case (.builtIn(let type), .number, .number(let text)):
            if let canonical = type.canonicalText(of: text) { return canonical }
            problem = "is '\(text)', which is outside the range of \(type.shortSwiftType)"
        case (_, .integer, _), (_, .number, _):
            problem =
                "must be a JSON number, found \(value.kindDescription)"
                + (value.stringValue.map { BuiltInType.double.accepts($0) } == true ? "; write it without quotes" : "")
        case (_, .string, .string(let text)):
            return text
        case (.enumeration(let named), _, .string(let text)):
            if named.value(withRawValue: text) != nil { return text }
            problem = "is \(Quote.single(text)), which is not a value of '\(named.name)'; use one of \(values(named))"
        case (.enumeration(let named), _, _):
            problem = "must be a JSON string, one of \(values(named)), found \(value.kindDescription)"
        default:
            problem = "must be a JSON string, found \(value.kindDescription)"
        }
        log.error("\(subject) \(problem)", at: value.position)
        return nil
    }

    /// Up to eight raw values of `named`, quoted.
    private static func values(_ named: NamedEnum) -> String {
        let values = named.rawValues.map(Quote.single)
        return values.count > 8 ? values.prefix(8).joined(separator: ", ") + ", …" : Quote.list(values)
    }
}
