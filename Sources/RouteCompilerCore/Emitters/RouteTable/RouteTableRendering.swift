extension RouteTable {
    /// How the table is printed.
    public enum Format: String, Sendable, CaseIterable {
        /// A GitHub-flavoured Markdown table, to paste into a pull request.
        case markdown
        /// JSON, for scripts.
        case json
    }

    /// The table printed in `format`, ending with a newline.
    public func render(_ format: Format) -> String {
        switch format {
        case .markdown: markdown
        case .json: JSONWriter.write(json)
        }
    }

    /// The Markdown form: a heading, a table of routes (one row each, in declaration order), and a
    /// table of the named types when there are any. Lists inside a cell are separated by `<br>`;
    /// `—` marks an empty list.
    public var markdown: String {
        let linksColumn = showsLinks ? " Links |" : ""
        var lines = [
            "### Routes of `\(enumName)`",
            "",
            "| Route | Patterns | Parameters | Schemes | Hosts | Deprecated | Summary |" + linksColumn,
            "| --- | --- | --- | --- | --- | --- | --- |" + (showsLinks ? " --- |" : ""),
        ]
        for row in rows {
            let parameters = row.parameters.map { parameter -> String in
                let text = Markdown.code(parameter.name + ": " + parameter.typeExpression)
                if parameter.isCatchAll { return text + " (rest of path)" }
                return parameter.source == .query ? text + " (query)" : text
            }
            let schemes = row.schemes.map { scheme in
                Markdown.code(scheme) + (row.withHostSchemes.contains(scheme) ? " (with host)" : "")
            }
            let patterns = Markdown.list(row.patterns.map(Markdown.code))
            var cells = [
                Markdown.code(row.name),
                row.caseSensitive ? patterns : patterns + " (case-insensitive)",
                Markdown.list(parameters),
                Markdown.list(schemes),
                Markdown.list(row.hosts.map(Markdown.code)),
                row.deprecated.map(Markdown.cell) ?? "",
                row.summary.map(Markdown.cell) ?? "",
            ]
            if showsLinks { cells.append(Markdown.list(row.links.map(Markdown.code))) }
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        if !types.isEmpty {
            lines += ["", "| Type | Values |", "| --- | --- |"]
            for type in types {
                let values =
                    type.swiftType.map { "Swift type " + Markdown.code($0) }
                    ?? type.values.map(Markdown.code).joined(separator: ", ")
                lines.append("| " + Markdown.code(type.name) + " | " + values + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The JSON form: `{"enum", "routes": [{"name", "patterns", "parameters": [{"name", "type",
    /// "kind", "default"?}], "schemes": [{"name", "withHost"}], "hosts", "deprecated", "summary",
    /// "caseSensitive", "links"}], "types": [...]}`, keys in that order; `deprecated` and `summary`
    /// are `null` when absent.
    public var json: JSONOutput {
        let routes: [JSONOutput] = rows.map { row in
            .object([
                ("name", .string(row.name)),
                ("patterns", .strings(row.patterns)),
                ("parameters", .array(row.parameters.map(Self.json))),
                (
                    "schemes",
                    .array(
                        row.schemes.map { scheme in
                            .object([
                                ("name", .string(scheme)), ("withHost", .bool(row.withHostSchemes.contains(scheme))),
                            ])
                        })
                ),
                ("hosts", .strings(row.hosts)),
                ("deprecated", .optional(row.deprecated)),
                ("summary", .optional(row.summary)),
                ("caseSensitive", .bool(row.caseSensitive)),
                ("links", .strings(row.links)),
            ])
        }
        let types: [JSONOutput] = types.map { type in
            if let swiftType = type.swiftType {
                return .object([("name", .string(type.name)), ("swift", .string(swiftType))])
            }
            return .object([("name", .string(type.name)), ("values", .strings(type.values))])
        }
        return .object([
            ("enum", .string(enumName)),
            ("routes", .array(routes)),
            ("types", .array(types)),
        ])
    }
}

extension RouteTable {
    /// Where a parameter's value comes from, as the JSON form names it: `required` (bound by
    /// every pattern), `catchAll`, `requiredQuery`, `optional`, `defaulted` or `list` (the kinds
    /// of `"query"` parameters).
    public static func kindName(of parameter: CaseParameter) -> String {
        if parameter.isCatchAll { return "catchAll" }
        switch parameter.kind {
        case .required: return parameter.source == .query ? "requiredQuery" : "required"
        case .optional: return "optional"
        case .defaulted: return "defaulted"
        case .list: return "list"
        }
    }

    /// `{"name", "type", "kind", "default"?}`; `kind` is ``kindName(of:)``.
    static func json(_ parameter: CaseParameter) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [
            ("name", .string(parameter.name)),
            ("type", .string(parameter.type.specName)),
            ("kind", .string(kindName(of: parameter))),
        ]
        if let defaultValue = parameter.defaultLiteral { members.append(("default", .string(defaultValue))) }
        return .object(members)
    }
}
