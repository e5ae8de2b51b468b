/// Emits the enum declaration: its cases with doc comments, and the nested named enums
/// (Specification §6.2).
struct EnumEmitter {
    let context: EmitterContext
    private var spec: RouteSpec { context.spec }

    /// The longest line a case declaration may take before its parameters go one to a line.
    static let lineLimit = 120

    func emit(into writer: inout SourceWriter) {
        let access = context.access
        writer.doc([
            "The routes of `routes.json`: one case per route, with its typed parameters.",
            "",
            "Match a URL with ``init(url:)``, ``init(string:)`` or a path with ``init(path:)``;",
            "build one with ``url`` or ``url(scheme:)``.",
        ])
        writer.block(
            "\(access)nonisolated enum \(spec.enumName): Swift.Hashable, Swift.Sendable, Swift.Codable {"
        ) { writer in
            for (index, route) in spec.routes.filter({ $0.module == nil }).enumerated() {
                if index > 0 { writer.line() }
                emitCase(route, into: &writer)
            }
            for (index, module) in spec.modules.enumerated() {
                if index > 0 || spec.routes.contains(where: { $0.module == nil }) { writer.line() }
                emitModuleCase(module, into: &writer)
            }
            for type in spec.types {
                guard case .enumeration(let named) = type.kind, named.moduleSpelling == nil else { continue }
                writer.line()
                emitNamedEnum(named, into: &writer)
            }
        }
    }

    private func emitCase(_ route: Route, into writer: inout SourceWriter) {
        var doc: [String] = []
        if let summary = route.summary {
            doc.append(SwiftSyntax.docText(summary))
        } else {
            doc.append("The `\(SwiftSyntax.docText(route.name))` route.")
        }
        doc.append("")
        for url in RouteURLForms.documentedURLs(of: route, in: spec) {
            doc.append("- `\(SwiftSyntax.docText(url))`")
        }
        if let message = route.deprecated {
            doc.append("")
            doc.append("- Warning: Deprecated: \(SwiftSyntax.docText(message))")
        }
        writer.doc(doc)
        if let message = route.deprecated {
            writer.line("@available(*, deprecated, message: \(SwiftNames.stringLiteral(message)))")
        }
        let parameters = route.parameters
        let name = SwiftSyntax.identifier(route.name)
        if parameters.isEmpty {
            writer.line("case \(name)")
            return
        }
        let list = parameters.map { parameter -> String in
            var text = SwiftSyntax.identifier(parameter.name) + ": "
            text += parameter.swiftType(enumName: spec.enumName)
            switch parameter.kind {
            case .required: break
            case .optional: text += " = nil"
            case .list: text += " = []"
            case .flag: text += " = false"
            case .defaulted(let literal):
                text += " = " + parameter.type.swiftExpression(ofDefault: literal, enumName: spec.enumName)
            }
            return text
        }
        let line = "case \(name)(\(list.joined(separator: ", ")))"
        if line.count + 4 <= Self.lineLimit {
            writer.line(line)
            return
        }
        writer.line("case \(name)(")
        writer.indented { writer in
            for (index, item) in list.enumerated() {
                writer.line(item + (index == list.count - 1 ? "" : ","))
            }
        }
        writer.line(")")
    }

    /// `case catalog(Catalog.CatalogRoute)` (Specification §12.3).
    private func emitModuleCase(_ module: ModuleEntry, into writer: inout SourceWriter) {
        writer.doc([
            // Not the spec's path, which differs between machines.
            "The routes of module `\(module.moduleName)` (its `routes.json`): the module's own enum,"
                + " matched and built as part of this table."
        ])
        writer.line("case \(SwiftSyntax.identifier(module.caseName))(\(module.qualifiedEnumName))")
    }

    private func emitNamedEnum(_ named: NamedEnum, into writer: inout SourceWriter) {
        let name = named.name
        let access = context.access
        writer.doc([
            "The values of the `\(name)` parameter type of `routes.json`; the raw value is the",
            "text in the URL.",
        ])
        writer.block(
            "\(access)nonisolated enum \(name): Swift.String, RouteRuntime.RouteParameter, "
                + "Swift.CaseIterable {"
        ) { writer in
            for value in named.values {
                writer.doc(["`\(SwiftSyntax.docText(value.rawValue))`"])
                if value.caseName == value.rawValue {
                    writer.line("case \(value.identifier)")
                } else {
                    writer.line("case \(value.identifier) = \(SwiftNames.stringLiteral(value.rawValue))")
                }
            }
        }
    }
}
