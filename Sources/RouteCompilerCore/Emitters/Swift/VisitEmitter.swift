@_spi(Generated) import RouteRuntime

/// Emits `_visit`: one `switch self` that hands a route value's case name and values, in label
/// order, to a visitor of the runtime (the URL writer, the hasher, the comparer, the metadata
/// reader).
///
/// A `switch` over many cases with payloads is slow to check for exhaustiveness, so large tables
/// are split into chained switches (``RouteChunks/visitFactor``), each handling its cases and passing the
/// others on with `default:`.
struct VisitEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let chunks = RouteChunks.split(spec.routes, factor: RouteChunks.visitFactor)
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            for (index, chunk) in chunks.enumerated() {
                if index > 0 { writer.line() }
                let name = index == 0 ? "_visit" : Self.chunkName(chunk[0])
                if index == 0 {
                    writer.doc(["Hands the route's case name and values, in label order, to `visitor`."])
                } else {
                    writer.doc(["`_visit` for the routes from `\(chunk[0].name)` on."])
                }
                writer.block(
                    "fileprivate func \(name)<Visitor: RouteRuntime._RouteVisitor>(_ visitor: inout Visitor) {"
                ) { writer in
                    writer.switchBlock("switch self {") { writer in
                        for route in chunk { writer.line(Self.visitLine(route)) }
                        if chunks.count > 1 {
                            if index + 1 < chunks.count {
                                writer.line("default: \(Self.chunkName(chunks[index + 1][0]))(&visitor)")
                            } else {
                                writer.line("default: Swift.fatalError(\"every route is visited above\")")
                            }
                        }
                    }
                }
            }
        }
    }

    /// `case .product(let a0, let a1): visitor.route(0x…); visitor.value(a0); visitor.optional(a1)`,
    /// the key of the route's record.
    static func visitLine(_ route: Route) -> String {
        let bindings = route.parameters.indices.map { "let a\($0)" }
        let pattern = RouteCaseSyntax.expression(
            route, payload: bindings.isEmpty ? "" : "(\(bindings.joined(separator: ", ")))")
        var calls = ["visitor.route(\(SwiftLiterals.key(_RouteKey.route(route.name))))"]
        for (index, parameter) in route.parameters.enumerated() {
            let method: String
            if parameter.isCatchAll {
                method = "segments"
            } else {
                switch parameter.kind {
                case .required, .defaulted, .flag: method = "value"
                case .optional: method = "optional"
                case .list: method = "list"
                }
            }
            calls.append("visitor.\(method)(a\(index))")
        }
        return "case \(pattern): " + calls.joined(separator: "; ")
    }

    /// `_visit_settings`.
    static func chunkName(_ route: Route) -> String {
        "_visit_" + RouteCaseSyntax.helperName(route)
    }
}
