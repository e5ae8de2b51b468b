/// Reads `"routes"`: the object of case name → route.
enum RoutesReader {
    /// Reads the routes in declaration order; routes with errors are left out.
    ///
    /// - Parameter allowsNone: whether `"routes"` may be empty (a composing spec's, Specification
    ///   §12.1).
    static func read(
        _ member: JSONMember?, document: JSONValue, context: SpecContext, allowsNone: Bool = false,
        log: inout DiagnosticLog
    ) -> [Route] {
        guard let member else {
            log.error(
                "missing \"routes\"; add an object of routes, as in \"routes\": {\"home\": \"/\"}",
                at: document.position)
            return []
        }
        let expected = "an object of route name → route"
        guard let members = log.object(member.value, "\"routes\"", expected: expected) else {
            return []
        }
        if members.isEmpty && !allowsNone {
            log.error(
                "\"routes\" is empty; add at least one route, as in \"home\": \"/\"",
                at: member.value.position)
        }
        let unique = log.uniqueMembers(members) {
            "duplicate route \(Quote.single($0)); route names must be unique"
        }
        let typeNames = Set(context.types.declaredNames)
        let used = NameRules.UsedNames(enumName: context.enumName, types: context.types)
        var routes: [Route] = []
        routes.reserveCapacity(unique.count)
        for routeMember in unique {
            if let problem = nameProblem(routeMember.key, typeNames: typeNames, used: used) {
                log.error(problem, at: routeMember.keyPosition)
            }
            if let route = RouteReader.read(routeMember, context: context, log: &log) {
                routes.append(route)
            }
        }
        return routes
    }

    /// What is wrong with `name` as a route's case name, or `nil`.
    ///
    /// - Parameters:
    ///   - used: the names the generated code uses, which a case must not hide (Specification §3.14
    ///     rule 2).
    ///   - what: what the name is, for the message (a module's case name is checked as a route's,
    ///     Specification §12.1).
    static func nameProblem(
        _ name: String, typeNames: Set<String>, used: NameRules.UsedNames = NameRules.UsedNames(),
        what: String = "route name"
    ) -> String? {
        var quoted: String { Quote.single(name) }
        if !SwiftNames.isIdentifier(name) {
            var fix = NameRules.identifierHint
            if let suggestion = SwiftNames.lowerCamelCase(name),
                nameProblem(suggestion, typeNames: typeNames, used: used, what: what) == nil
            {
                fix += " (for example '\(suggestion)')"
            }
            return "\(what) \(quoted) is not a Swift identifier; \(fix)"
        }
        if name.hasPrefix("_") {
            return "\(what) \(quoted) starts with '_', which is reserved for generated helpers;"
                + " rename it"
        }
        if let reason = NameRules.reservedRouteName(name) {
            return "\(what) \(quoted) \(reason); choose another name"
        }
        if !typeNames.isEmpty, typeNames.contains(name) {
            return "\(what) \(quoted) collides with the type \(quoted) from \"types\";"
                + " choose another name"
        }
        if let reason = used.problem(name) {
            return "\(what) \(quoted) \(reason); choose another name"
        }
        return nil
    }
}
