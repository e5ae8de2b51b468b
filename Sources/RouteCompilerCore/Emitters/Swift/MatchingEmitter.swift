/// Emits the matching API (Specification §6.3) and the makers: one closure per route, in
/// declaration order, that builds the case from the values the runtime's walk of the route table
/// found (`RouteRuntime._RouteMatch`).
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
            writer.doc(["Builds the case of the matched route."])
            writer.block("fileprivate static func _make(_ match: RouteRuntime._RouteMatch) -> Self {") { writer in
                writer.line("_makers[match.route](match)")
            }
            writer.line()
            writer.doc(["One maker per route, in the order of the route table's `route` lines."])
            let type = "[@Sendable (RouteRuntime._RouteMatch) -> \(spec.enumName)]"
            writer.line("fileprivate static let _makers: \(type) = _allMakers()")
            writer.line()
            // Functions, not a closure: each statement is type-checked on its own. A large table's
            // makers are appended in chunks (``RouteChunks``): one function of thousands of
            // appends takes the optimiser minutes.
            let chunks = RouteChunks.split(spec.routes)
            writer.doc(["The makers, built once."])
            writer.block("fileprivate static func _allMakers() -> \(type) {") { writer in
                writer.line("var makers: \(type) = []")
                for route in chunks.first ?? [] {
                    writer.line("makers.append { \(maker(route)) }")
                }
                for chunk in chunks.dropFirst() {
                    writer.line("\(Self.chunkName(chunk[0]))(&makers)")
                }
                writer.line("return makers")
            }
            for chunk in chunks.dropFirst() {
                writer.line()
                writer.doc(["The makers of the routes from `\(chunk[0].name)` on."])
                // Not inlined into `_allMakers()`, which would make one large function again.
                writer.line("@inline(never)")
                writer.block("fileprivate static func \(Self.chunkName(chunk[0]))(_ makers: inout \(type)) {") {
                    writer in
                    for route in chunk {
                        writer.line("makers.append { \(maker(route)) }")
                    }
                }
            }
        }
    }

    /// `_appendMakers_settings`.
    static func chunkName(_ route: Route) -> String {
        "_appendMakers_" + route.name
    }

    /// `_ in .home`, `.product(id: $0.value(0), ref: $0.optional(1))`.
    func maker(_ route: Route) -> String {
        let arguments = route.parameters.enumerated().map { index, parameter in
            Self.reader(parameter, index)
        }
        guard !arguments.isEmpty else {
            return route.deprecated == nil
                ? "_ in .\(SwiftSyntax.identifier(route.name))"
                : "_ in \(DeprecatedCasesEmitter.builder(route, context: context))()"
        }
        if route.deprecated != nil {
            return DeprecatedCasesEmitter.builder(route, context: context) + "(" + arguments.joined(separator: ", ")
                + ")"
        }
        let labelled = zip(route.parameters, arguments).map { parameter, argument in
            SwiftSyntax.argumentLabel(parameter.name) + ": " + argument
        }
        return ".\(SwiftSyntax.identifier(route.name))(\(labelled.joined(separator: ", ")))"
    }

    /// The match's accessor for case parameter `index`: `$0.value(0)`, `$0.optional(1)`,
    /// `$0.list(2)`, `$0.segments(3)`, and the `app…` forms for app types.
    static func reader(_ parameter: CaseParameter, _ index: Int) -> String {
        if parameter.isCatchAll { return "$0.segments(\(index))" }
        let isApp: Bool
        if case .app = parameter.type { isApp = true } else { isApp = false }
        switch parameter.kind {
        case .required, .defaulted: return isApp ? "$0.appValue(\(index))" : "$0.value(\(index))"
        case .optional: return isApp ? "$0.appOptional(\(index))" : "$0.optional(\(index))"
        case .list: return isApp ? "$0.appList(\(index))" : "$0.list(\(index))"
        }
    }
}
