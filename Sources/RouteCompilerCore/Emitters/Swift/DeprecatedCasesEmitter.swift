/// Emits the makers of deprecated cases.
///
/// Building a deprecated case is a deprecation warning, but the matcher must build it. The maker
/// is itself deprecated (no warning inside it) and is called through a protocol requirement,
/// which does not warn, so that the generated code compiles without warnings.
struct DeprecatedCasesEmitter {
    let spec: RouteSpec

    static func protocolName(_ spec: RouteSpec) -> String {
        "_\(spec.enumName)DeprecatedCases"
    }

    /// The expression to call with the case's parameters, in label order.
    static func makerCall(route index: Int, spec: RouteSpec) -> String {
        "(Self.self as any \(protocolName(spec)).Type)._make\(index)"
    }

    func emit(into writer: inout SourceWriter) {
        let deprecated = spec.routes.enumerated().filter { $0.element.deprecated != nil }
        guard !deprecated.isEmpty else { return }
        let name = DeprecatedCasesEmitter.protocolName(spec)
        writer.doc(["Builds the deprecated cases without a warning in the generated matcher."])
        writer.block("nonisolated fileprivate protocol \(name) {") { writer in
            for (index, route) in deprecated {
                writer.doc(["Builds `.\(route.name)`."])
                writer.line("static func _make\(index)(\(signature(route))) -> \(spec.enumName)")
            }
        }
        writer.line()
        writer.block("nonisolated extension \(spec.enumName): \(name) {") { writer in
            for (index, route) in deprecated {
                let parameters = route.parameters
                let arguments = parameters.enumerated().map { offset, parameter in
                    "\(SwiftSyntax.argumentLabel(parameter.name)): v\(offset)"
                }
                let payload = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
                writer.doc(["Builds `.\(route.name)`."])
                writer.line("@available(*, deprecated)")
                writer.block("fileprivate static func _make\(index)(\(signature(route))) -> \(spec.enumName) {") {
                    writer in
                    writer.line(".\(SwiftSyntax.identifier(route.name))\(payload)")
                }
            }
        }
    }

    private func signature(_ route: Route) -> String {
        route.parameters.enumerated().map { offset, parameter in
            "_ v\(offset): " + parameter.swiftType(enumName: spec.enumName)
        }.joined(separator: ", ")
    }
}
