/// Emits one property per metadata declaration (Specification §6.6). The values live in the route
/// records (each route's values that differ from the declaration's default), so a property costs
/// one line however many routes there are.
struct MetadataEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        guard !spec.metadata.isEmpty else { return }
        writer.line()
        writer.line("// MARK: - Metadata")
        writer.line()
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            for declaration in spec.metadata {
                writer.doc([
                    "`\(declaration.name)` of `routes.json` (`\(SwiftSyntax.docText(declaration.typeExpression))`)."
                ])
                let defaultValue = declaration.defaultValue.map(SwiftNames.stringLiteral) ?? "nil"
                let unwrap = declaration.isOptional ? "" : "!"
                writer.block(
                    "\(context.access)var \(SwiftSyntax.identifier(declaration.name)): "
                        + "\(declaration.swiftType(enumName: spec.enumName)) {"
                ) { writer in
                    writer.line(
                        "Self._routes.metadata(\(SwiftNames.stringLiteral(declaration.name)), of: _routeKey, "
                            + "default: \(defaultValue))\(unwrap)")
                }
                writer.line()
            }
            writer.doc(["The key of the route's record in the route table."])
            writer.block("fileprivate var _routeKey: Swift.UInt64 {") { writer in
                writer.line("var name = RouteRuntime._RouteName()")
                writer.line("_visit(&name)")
                writer.line("return name.key")
            }
        }
    }
}
