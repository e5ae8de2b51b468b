/// Reads a route's `"query"` object: parameter name → type expression.
enum RouteQueryReader {
    /// The query parameters in declaration order; those with errors are left out.
    static func read(
        _ value: JSONValue, route: String, patterns: [Pattern], types: TypeTable,
        log: inout DiagnosticLog
    ) -> [CaseParameter] {
        let expected = "an object of parameter name → type expression"
        guard
            let members = log.object(
                value, "\"query\" of route \(Quote.single(route))", expected: expected)
        else { return [] }
        var routeName: String { Quote.single(route) }
        let unique = log.uniqueMembers(members) {
            "duplicate query parameter \(Quote.single($0)) in route \(routeName)"
        }
        // A route binds few parameters, so linear search beats hashing here.
        func boundBy(_ name: String) -> Pattern? {
            patterns.first { pattern in
                pattern.queryBindings.contains { $0.parameter == name }
                    || pattern.segments.contains { segment in
                        switch segment.kind {
                        case .literal: false
                        case .parameter(let bound, _), .catchAll(let bound): bound == name
                        case .mixed(let pieces): MixedPiece.parameters(of: pieces).contains { $0.name == name }
                        }
                    }
            }
        }
        func keyBoundBy(_ key: String) -> (pattern: Pattern, parameter: String)? {
            for pattern in patterns {
                if let binding = pattern.queryBindings.first(where: { $0.key == key }) {
                    return (pattern, binding.parameter)
                }
            }
            return nil
        }
        var result: [CaseParameter] = []
        for member in unique {
            let name = member.key
            var quoted: String { Quote.single(name) }
            var ok = true
            if !SwiftNames.isIdentifier(name) {
                log.error(
                    "query parameter name \(quoted) in route \(routeName) is not a Swift"
                        + " identifier; \(NameRules.identifierHint)",
                    at: member.keyPosition)
                ok = false
            } else if let pattern = boundBy(name) {
                log.error(
                    "query parameter \(quoted) of route \(routeName) is already bound by the"
                        + " pattern \(Quote.single(pattern.text)); rename one of them",
                    at: member.keyPosition)
                ok = false
            } else if let pattern = patterns.first(where: { $0.presentKeys.contains { $0.key == name } }) {
                log.error(
                    "query parameter \(quoted) of route \(routeName) would read the key \(quoted),"
                        + " which the pattern \(Quote.single(pattern.text)) requires alone; remove one of them",
                    at: member.keyPosition)
                ok = false
            } else if let (pattern, parameter) = keyBoundBy(name) {
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
                CaseParameter(
                    name: name, type: parsed.type, kind: parsed.kind, source: .query,
                    position: member.keyPosition))
        }
        return result
    }
}
