/// Emits one property per metadata declaration (Specification §6.6). The values live in the route
/// table (one `@name=value` token on each route line that differs from the default), so a
/// property costs one line however many routes there are.
struct MetadataEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        guard !spec.metadata.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Metadata")
        writer.line()
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            for (index, declaration) in spec.metadata.enumerated() {
                writer.doc([
                    "`\(declaration.name)` of `routes.json` (`\(SwiftSyntax.docText(declaration.typeExpression))`)."
                ])
                let accessor = declaration.isOptional ? "optionalMetadata" : "metadata"
                writer.block(
                    "\(context.access)var \(SwiftSyntax.identifier(declaration.name)): "
                        + "\(declaration.swiftType(enumName: spec.enumName)) {"
                ) { writer in
                    writer.line("Self._routes.\(accessor)(\(index), of: _routeName)")
                }
                writer.line()
            }
            writer.doc(["The route's case name, for the route table."])
            writer.block("fileprivate var _routeName: Swift.StaticString {") { writer in
                writer.line("var name = RouteRuntime._RouteName()")
                writer.line("_visit(&name)")
                writer.line("return name.name")
            }
        }
    }
}
