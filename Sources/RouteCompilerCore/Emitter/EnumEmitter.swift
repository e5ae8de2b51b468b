/// Emits the enum declaration: its cases with doc comments, and the nested named enums.
struct EnumEmitter {
    let spec: RouteSpec

    func emit(into writer: inout SourceWriter) {
        let access = SwiftSyntax.access(spec.access)
        writer.doc([
            "The routes of `routes.json`: one case per route, with its typed parameters.",
            "",
            "Match a URL with ``init(url:)`` or ``init(string:)``; build one with ``url`` or",
            "``url(scheme:)``.",
        ])
        writer.block(
            "\(access)nonisolated enum \(spec.enumName): Swift.Hashable, Swift.Sendable {"
        ) { writer in
            for (index, route) in spec.routes.enumerated() {
                if index > 0 { writer.line() }
                emitCase(route, into: &writer)
            }
            for type in spec.types {
                guard case .enumeration(let rawValues) = type.kind else { continue }
                writer.line()
                emitNamedEnum(type.name, rawValues: rawValues.map(\.value), into: &writer)
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
            writer.line("@available(*, deprecated, message: \(SwiftSyntax.stringLiteral(message)))")
        }
        let parameters = RouteParameterShape.all(of: route)
        let name = SwiftSyntax.identifier(route.name)
        if parameters.isEmpty {
            writer.line("case \(name)")
            return
        }
        let list = parameters.map { parameter -> String in
            var text = SwiftSyntax.identifier(parameter.name) + ": "
            text += SwiftSyntax.typeName(of: parameter, enumName: spec.enumName)
            switch parameter.kind {
            case .required: break
            case .optional: text += " = nil"
            case .list: text += " = []"
            case .defaulted(let literal):
                text += " = " + SwiftSyntax.defaultValue(literal, of: parameter.type, in: spec)
            }
            return text
        }
        writer.line("case \(name)(\(list.joined(separator: ", ")))")
    }

    private func emitNamedEnum(_ name: String, rawValues: [String], into writer: inout SourceWriter) {
        let access = SwiftSyntax.access(spec.access)
        writer.doc([
            "The values of the `\(name)` parameter type of `routes.json`; the raw value is the",
            "text in the URL.",
        ])
        writer.block(
            "\(access)nonisolated enum \(name): Swift.String, RouteRuntime.RouteParameter, "
                + "Swift.CaseIterable {"
        ) { writer in
            for raw in rawValues {
                let caseName = SwiftSyntax.identifier(SwiftNames.lowerCamelCase(raw) ?? raw)
                writer.doc(["`\(SwiftSyntax.docText(raw))`"])
                if SwiftNames.lowerCamelCase(raw) == raw {
                    writer.line("case \(caseName)")
                } else {
                    writer.line("case \(caseName) = \(SwiftSyntax.stringLiteral(raw))")
                }
            }
        }
    }
}

/// The URL forms of a route's patterns, as shown in documentation and the route table.
enum RouteURLForms {
    /// Each pattern under `https://<first host>` and under `<first scheme>://`, as the route
    /// accepts them, with parameters shown as `{name}`.
    static func documentedURLs(of route: Route, in spec: RouteSpec) -> [String] {
        let host =
            route.acceptedHosts(in: spec).first { !$0.hasPrefix("*.") }
            ?? route.acceptedHosts(in: spec).first
        let scheme = route.acceptedSchemes(in: spec).first
        var result: [String] = []
        for pattern in route.patterns {
            let path = display(pattern)
            if let host { result.append("https://" + host + path.path + path.query) }
            if let scheme {
                let tail = path.path == "/" ? "" : String(path.path.dropFirst())
                result.append(scheme + "://" + tail + path.query)
            }
        }
        return result
    }

    /// A pattern's path and query with each parameter shown as `{name}` (or `{name*}`).
    static func display(_ pattern: Pattern) -> (path: String, query: String) {
        var path = ""
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text): path += "/" + text
            case .parameter(let name, _): path += "/{" + name + "}"
            case .catchAll(let name): path += "/{" + name + "*}"
            }
        }
        if path.isEmpty { path = "/" }
        let query = pattern.queryBindings.map { "\($0.key)={\($0.parameter)}" }
        return (path, query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
