/// Emits the builders of deprecated cases.
///
/// Building a deprecated case is a deprecation warning, but the matcher must build it. The builder
/// is itself deprecated (no warning inside it) and is called through a protocol requirement,
/// which does not warn, so that the generated code compiles without warnings.
struct DeprecatedCasesEmitter {
    let context: EmitterContext

    /// The expression that builds `route`'s deprecated case from its values in label order:
    /// `(Self.self as any _AppRouteDeprecatedCases.Type)._build_detail`.
    static func builder(_ route: Route, context: EmitterContext) -> String {
        "(Self.self as any \(context.deprecatedCasesProtocol).Type)._build_\(RouteCaseSyntax.helperName(route))"
    }

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let deprecated = spec.routes.filter { $0.deprecated != nil }
        guard !deprecated.isEmpty else { return }
        let name = context.deprecatedCasesProtocol
        writer.line()
        writer.doc(["Builds the deprecated cases without a warning in the generated code."])
        writer.block("nonisolated fileprivate protocol \(name) {") { writer in
            for route in deprecated {
                writer.doc(["Builds `\(RouteCaseSyntax.expression(route, payload: ""))`."])
                writer.line(
                    "static func _build_\(RouteCaseSyntax.helperName(route))(\(signature(route))) -> \(spec.enumName)")
            }
        }
        writer.line()
        writer.block("nonisolated extension \(spec.enumName): \(name) {") { writer in
            for route in deprecated {
                let arguments = route.parameters.enumerated().map { offset, parameter in
                    "\(SwiftSyntax.argumentLabel(parameter.name)): v\(offset)"
                }
                let payload = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
                writer.doc(["Builds `\(RouteCaseSyntax.expression(route, payload: ""))`."])
                writer.line("@available(*, deprecated)")
                writer.block(
                    "fileprivate static func _build_\(RouteCaseSyntax.helperName(route))(\(signature(route))) -> \(spec.enumName) {"
                ) {
                    writer in
                    writer.line(RouteCaseSyntax.expression(route, payload: payload))
                }
            }
        }
    }

    private func signature(_ route: Route) -> String {
        route.parameters.enumerated().map { offset, parameter in
            "_ v\(offset): " + parameter.swiftType(enumName: context.spec.enumName)
        }.joined(separator: ", ")
    }
}
