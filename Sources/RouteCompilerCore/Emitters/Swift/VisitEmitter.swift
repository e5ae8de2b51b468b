/// Emits `_visit`: one `switch self` that hands a route value's case name and values, in label
/// order, to a visitor of the runtime (the URL writer, the hasher, the comparer, the metadata
/// reader).
///
/// A `switch` over many cases with payloads is slow to check for exhaustiveness, so large tables
/// are split into chained switches, each handling its cases and passing the others on with
/// `default:`. Where a chunk starts is decided by each route's name alone (a hash of it), not by
/// its position, so that adding or removing a route changes its own chunk only.
struct VisitEmitter {
    let context: EmitterContext

    /// One route in 64 starts a chunk, on average.
    static let chunkFactor: UInt64 = 64

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let chunks = Self.chunks(spec.routes)
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

    /// `case .product(let a0, let a1): visitor.route("product"); visitor.value(a0); visitor.optional(a1)`.
    static func visitLine(_ route: Route) -> String {
        let name = SwiftSyntax.identifier(route.name)
        let bindings = route.parameters.indices.map { "let a\($0)" }
        let pattern = bindings.isEmpty ? ".\(name)" : ".\(name)(\(bindings.joined(separator: ", ")))"
        var calls = ["visitor.route(\(SwiftNames.stringLiteral(route.name)))"]
        for (index, parameter) in route.parameters.enumerated() {
            let method: String
            if parameter.isCatchAll {
                method = "segments"
            } else {
                switch parameter.kind {
                case .required, .defaulted: method = "value"
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
        "_visit_" + route.name
    }

    /// The routes in chunks: a chunk starts at the first route and at every route whose name
    /// hashes to a multiple of ``chunkFactor``.
    static func chunks(_ routes: [Route]) -> [[Route]] {
        var result: [[Route]] = []
        for route in routes {
            if result.isEmpty || fnv1a64(route.name) % chunkFactor == 0 {
                result.append([route])
            } else {
                result[result.count - 1].append(route)
            }
        }
        return result
    }

    /// The 64-bit FNV-1a hash of a name's UTF-8 bytes.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
