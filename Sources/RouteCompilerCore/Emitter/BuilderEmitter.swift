/// Emits the builder: `url`, `url(scheme:)`, and one small function per route that prints it.
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
            for (index, route) in spec.routes.enumerated() {
                writer.line()
                emitRouteBuilder(index, route, into: &writer)
            }
        }
    }

    private func emitSwitch(_ routes: Range<Int>, withDefault: Bool, into writer: inout SourceWriter) {
        writer.switchBlock("switch self {") { writer in
            for index in routes {
                let route = spec.routes[index]
                let count = RouteParameterShape.all(of: route).count
                let arguments = (0..<count).map { ", a\($0)" }.joined()
                writer.line(
                    "case \(CaseChunks.pattern(route, prefix: "a")): return Self._u\(index)(scheme\(arguments))"
                )
            }
            if withDefault { writer.line("default: return nil") }
        }
    }

    private func emitRouteBuilder(_ index: Int, _ route: Route, into writer: inout SourceWriter) {
        let parameters = RouteParameterShape.all(of: route)
        var signature = "_ scheme: Swift.String?"
        for (offset, parameter) in parameters.enumerated() {
            signature += ", _ v\(offset): " + SwiftSyntax.typeName(of: parameter, enumName: spec.enumName)
        }
        let host = route.acceptedHosts(in: spec).first { !$0.hasPrefix("*.") }
        let hostArgument = host.map { SwiftSyntax.stringLiteral($0) } ?? "nil"
        let schemes = route.acceptedSchemes(in: spec).map { SwiftSyntax.stringLiteral($0) }
        writer.doc(["Prints route `\(SwiftSyntax.docText(route.name))` by its first pattern."])
        writer.line("@inline(never)")
        writer.block("fileprivate static func _u\(index)(\(signature)) -> Swift.String? {") { writer in
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
                    writer.line("b.append(literal: \(SwiftSyntax.stringLiteral(text)))")
                case .parameter(let name, let type):
                    writer.line("b.append(segment: \(SwiftSyntax.printed("v\(position(name))", as: type)))")
                case .catchAll(let name):
                    writer.line("b.append(segments: v\(position(name)))")
                }
            }
            for binding in pattern.queryBindings {
                let value = SwiftSyntax.printed("v\(position(binding.parameter))", as: binding.type)
                writer.line("b.appendQuery(\(SwiftSyntax.stringLiteral(binding.key)), \(value))")
            }
            for (offset, parameter) in parameters.enumerated() where parameter.isQueryObjectParameter {
                let key = SwiftSyntax.stringLiteral(parameter.name)
                let variable = "v\(offset)"
                switch parameter.kind {
                case .required:
                    writer.line("b.appendQuery(\(key), \(SwiftSyntax.printed(variable, as: parameter.type)))")
                case .optional:
                    writer.line(
                        "if let x = \(variable) { b.appendQuery(\(key), \(SwiftSyntax.printed("x", as: parameter.type))) }"
                    )
                case .defaulted(let literal):
                    let value = SwiftSyntax.defaultValue(literal, of: parameter.type, in: spec)
                    writer.line(
                        "if \(variable) != \(value) { b.appendQuery(\(key), \(SwiftSyntax.printed(variable, as: parameter.type))) }"
                    )
                case .list:
                    writer.line(
                        "for x in \(variable) { b.appendQuery(\(key), \(SwiftSyntax.printed("x", as: parameter.type))) }"
                    )
                }
            }
            writer.line("return b.string")
        }
    }
}
