/// Reads a route's `"query"` object: parameter name → type expression.
enum RouteQueryReader {
    /// The query parameters in declaration order; those with errors are left out.
    static func read(
        _ value: JSONValue, route: String, patterns: [Pattern], types: TypeTable,
        log: inout DiagnosticLog
    ) -> [QueryParameter] {
        let routeName = Quote.single(route)
        let subject = "\"query\" of route \(routeName)"
        let expected = "an object of parameter name → type expression"
        guard let members = log.object(value, subject, expected: expected) else { return [] }
        let unique = log.uniqueMembers(members) {
            "duplicate query parameter \(Quote.single($0)) in route \(routeName)"
        }
        var boundBy: [String: Pattern] = [:]
        var keyBoundBy: [String: (pattern: Pattern, parameter: String)] = [:]
        for pattern in patterns {
            for parameter in pattern.parameters where boundBy[parameter.name] == nil {
                boundBy[parameter.name] = pattern
            }
            for binding in pattern.queryBindings where keyBoundBy[binding.key] == nil {
                keyBoundBy[binding.key] = (pattern, binding.parameter)
            }
        }
        var result: [QueryParameter] = []
        for member in unique {
            let name = member.key
            let quoted = Quote.single(name)
            var ok = true
            if !SwiftNames.isIdentifier(name) {
                log.error(
                    "query parameter name \(quoted) in route \(routeName) is not a Swift"
                        + " identifier; \(NameRules.identifierHint)",
                    at: member.keyPosition)
                ok = false
            } else if let pattern = boundBy[name] {
                log.error(
                    "query parameter \(quoted) of route \(routeName) is already bound by the"
                        + " pattern \(Quote.single(pattern.text)); rename one of them",
                    at: member.keyPosition)
                ok = false
            } else if let (pattern, parameter) = keyBoundBy[name] {
                log.error(
                    "query parameter \(quoted) of route \(routeName) would read the key \(quoted),"
                        + " which the pattern \(Quote.single(pattern.text)) already binds to"
                        + " '\(parameter)'; rename one of them",
                    at: member.keyPosition)
                ok = false
            }
            guard let text = member.value.stringValue else {
                log.error(
                    "query parameter \(quoted) of route \(routeName) must be a type expression"
                        + " string like \"string?\", found \(member.value.kindDescription)",
                    at: member.value.position)
                continue
            }
            guard
                let parsed = TypeExpressionParser.parse(
                    member.value, text: text, types: types, log: &log),
                ok
            else { continue }
            result.append(
                QueryParameter(
                    name: name, type: parsed.type, kind: parsed.kind,
                    position: member.keyPosition))
        }
        return result
    }
}
