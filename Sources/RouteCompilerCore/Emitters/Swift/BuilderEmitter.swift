/// Emits the builder: `url`, `url(scheme:)`, and the `switch` that prints each route.
struct BuilderEmitter {
    let spec: RouteSpec

    func emit(into writer: inout SourceWriter) {
        let access = SwiftSyntax.access(spec.access)
        let chunks = CaseChunks(count: spec.routes.count)
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc([
                "The canonical URL of the route: its first pattern, under `https://` and its first",
                "host when it accepts hosts, else under its first custom scheme.",
            ])
            writer.block("\(access)var url: Foundation.URL {") { writer in
                writer.line("Foundation.URL(string: _urlString(nil)!)!")
            }
            writer.line()
            writer.doc([
                "The route's URL under `scheme` (`\"https\"` or one of the route's custom schemes),",
                "or `nil` when the route does not accept that scheme.",
            ])
            writer.block("\(access)func url(scheme: Swift.String) -> Foundation.URL? {") { writer in
                writer.line("guard let text = _urlString(scheme) else { return nil }")
                writer.line("return Foundation.URL(string: text)")
            }
            writer.line()
            writer.doc(["The URL's text under `scheme`, or the canonical one for `nil`."])
            writer.block("fileprivate func _urlString(_ scheme: Swift.String?) -> Swift.String? {") {
                writer in
                if chunks.isSingle {
                    emitSwitch(0..<spec.routes.count, withDefault: false, into: &writer)
                } else {
                    writer.switchBlock("switch _routeIndex / \(CaseChunks.size) {") { writer in
                        for index in chunks.chunks.indices {
                            writer.line("case \(index): return _urlString\(index)(scheme)")
                        }
                        writer.line("default: return nil")
                    }
                }
            }
            if !chunks.isSingle {
                for (index, chunk) in chunks.chunks.enumerated() {
                    writer.line()
                    writer.doc(["The URL's text, for routes \(chunk.lowerBound)..<\(chunk.upperBound)."])
                    writer.block(
                        "fileprivate func _urlString\(index)(_ scheme: Swift.String?) -> Swift.String? {"
                    ) { writer in
                        emitSwitch(chunk, withDefault: true, into: &writer)
                    }
                }
            }
        }
    }

    private func emitSwitch(_ routes: Range<Int>, withDefault: Bool, into writer: inout SourceWriter) {
        writer.switchBlock("switch self {") { writer in
            for index in routes {
                let route = spec.routes[index]
                writer.line("case \(CaseChunks.pattern(route, prefix: "v")):")
                writer.indented { writer in
                    emitRouteBuilder(route, into: &writer)
                }
            }
            if withDefault { writer.line("default: return nil") }
        }
    }

    /// The statements that print `route` by its first pattern; its parameters are bound to `v0`,
    /// `v1`, … in label order.
    private func emitRouteBuilder(_ route: Route, into writer: inout SourceWriter) {
        let parameters = route.parameters
        let hostArgument = route.canonicalHost(in: spec).map { SwiftNames.stringLiteral($0.text) } ?? "nil"
        let schemes = route.acceptedSchemes(in: spec).map { SwiftNames.stringLiteral($0.name) }
        let pattern = route.canonicalPattern
        let appends = !pattern.segments.isEmpty || !pattern.queryBindings.isEmpty || !route.queryParameters.isEmpty
        writer.line(
            "guard \(appends ? "var" : "let") b = RouteRuntime.RouteURLBuilder(requested: scheme, host: \(hostArgument), "
                + "schemes: [\(schemes.joined(separator: ", "))]) else { return nil }"
        )
        let position = { (name: String) -> Int in parameters.firstIndex { $0.name == name }! }
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text):
                writer.line("b.append(literal: \(SwiftNames.stringLiteral(text)))")
            case .parameter(let name, _):
                writer.line("b.append(value: v\(position(name)))")
            case .catchAll(let name):
                writer.line("b.append(segments: v\(position(name)))")
            case .mixed:
                writer.line("#error(\"mixed segments need the table-driven emitter of 0.2\")")
            }
        }
        for binding in pattern.queryBindings {
            writer.line(
                "b.appendQuery(\(SwiftNames.stringLiteral(binding.key)), value: v\(position(binding.parameter)))")
        }
        for (offset, parameter) in parameters.enumerated() where parameter.source == .query {
            let key = SwiftNames.stringLiteral(parameter.name)
            let variable = "v\(offset)"
            switch parameter.kind {
            case .required:
                writer.line("b.appendQuery(\(key), value: \(variable))")
            case .optional:
                writer.line("b.appendQuery(\(key), optional: \(variable))")
            case .defaulted(let literal):
                let value = parameter.type.swiftExpression(ofDefault: literal, enumName: spec.enumName)
                writer.line("b.appendQuery(\(key), value: \(variable), default: \(value))")
            case .list:
                writer.line("b.appendQuery(\(key), list: \(variable))")
            }
        }
        writer.line("return b.string")
    }
}
