/// Emits the matching API (Specification §6.3) and the makers: one `case` per route, by the key of
/// its record, that builds the case from the values the runtime's walk of the route table found
/// (`RouteRuntime._RouteMatch`).
struct MatchingEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let access = context.access
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc([
                "Matches a URL: the route it opens, with its parameters, or `nil` when no route",
                "matches.",
                "",
                "The URL is read from its `absoluteString` by RouteRuntime's own RFC 3986 reader.",
            ])
            writer.block("\(access)init?(url: Foundation.URL) {") { writer in
                writer.line("self.init(string: url.absoluteString)")
            }
            writer.line()
            writer.doc([
                "Matches the text of a URL: the route it opens, with its parameters, or `nil` when",
                "no route matches.",
            ])
            writer.block("\(access)init?(string: Swift.String) {") { writer in
                writer.line("guard let route = Self._routes.match(string: string, Self._make) else { return nil }")
                writer.line("self = route")
            }
            writer.line()
            writer.doc([
                "Matches a path with an optional query and fragment (`/products/42?ref=mail`), as",
                "push payloads and in-app links carry it, against every route whatever its schemes",
                "and hosts; `nil` when no route matches or the text does not start with `/`.",
            ])
            writer.block("\(access)init?(path: Swift.String) {") { writer in
                writer.line("guard let route = Self._routes.match(path: path, Self._make) else { return nil }")
                writer.line("self = route")
            }
            writer.line()
            writer.doc(["Builds the case of the matched route, by the key of its record."])
            let chunks = MakerChunks(spec.routes)
            writer.block("fileprivate static func _make(_ m: RouteRuntime._RouteMatch) -> Self {") { writer in
                // Descending: each chunk's line names its own first key, so that a new chunk adds
                // one line (Specification §6.1).
                for chunk in chunks.chunks.dropFirst().reversed() {
                    writer.line(
                        "if m.route >= \(SwiftLiterals.key(chunk.first.key)) { return \(chunk.name)(m) }")
                }
                writer.line("return \(chunks.chunks[0].name)(m)")
            }
            for chunk in chunks.chunks {
                writer.line()
                writer.doc(["The makers of the routes whose keys are in this chunk of the key order."])
                // Not inlined into `_make`, which would make one large function again.
                writer.line("@inline(never)")
                writer.block("fileprivate static func \(chunk.name)(_ m: RouteRuntime._RouteMatch) -> Self {") {
                    writer in
                    writer.switchBlock("switch m.route {") { writer in
                        for (key, route) in chunk.routes {
                            writer.line("case \(SwiftLiterals.key(key)): return \(maker(route))")
                        }
                        writer.line("default: Swift.fatalError(\"no route of the table has this key\")")
                    }
                }
            }
        }
    }

    /// `.home`, `.product(id: m.value(0), ref: m.optional(1))`.
    func maker(_ route: Route) -> String {
        let arguments = route.parameters.enumerated().map { index, parameter in
            Self.reader(parameter, index)
        }
        guard !arguments.isEmpty else {
            return route.deprecated == nil
                ? RouteCaseSyntax.expression(route, payload: "")
                : "\(DeprecatedCasesEmitter.builder(route, context: context))()"
        }
        if route.deprecated != nil {
            return DeprecatedCasesEmitter.builder(route, context: context) + "(" + arguments.joined(separator: ", ")
                + ")"
        }
        let labelled = zip(route.parameters, arguments).map { parameter, argument in
            SwiftSyntax.argumentLabel(parameter.name) + ": " + argument
        }
        return RouteCaseSyntax.expression(route, payload: "(\(labelled.joined(separator: ", ")))")
    }

    /// The match's accessor for case parameter `index`: `m.value(0)`, `m.optional(1)`,
    /// `m.list(2)`, `m.segments(3)`, and the `app…` forms for app types.
    static func reader(_ parameter: CaseParameter, _ index: Int) -> String {
        if parameter.isCatchAll { return "m.segments(\(index))" }
        let isApp: Bool
        if case .app = parameter.type { isApp = true } else { isApp = false }
        switch parameter.kind {
        case .required, .defaulted, .flag: return isApp ? "m.appValue(\(index))" : "m.value(\(index))"
        case .optional: return isApp ? "m.appOptional(\(index))" : "m.optional(\(index))"
        case .list: return isApp ? "m.appList(\(index))" : "m.list(\(index))"
        }
    }
}
