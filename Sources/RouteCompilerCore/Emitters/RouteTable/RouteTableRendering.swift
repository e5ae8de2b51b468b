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

    /// Whether some route has a parent: the Markdown form then has a *Parent* column.
    var hasParents: Bool { rows.contains { $0.parent != nil } }

    /// The Markdown form: a heading (and the environment, when one is selected), a table of routes
    /// (one row each, in declaration order), a table of the named types, one of the metadata
    /// declarations and one of the excluded paths when there are any. Lists inside a cell are
    /// separated by `<br>`; `—` marks an empty list. The *Parent* column is there when a route has
    /// a parent, the *Metadata* column (the values that differ from the declarations' defaults)
    /// when the spec declares metadata, the *Links* column (each route's URL forms) when it
    /// declares a with-host scheme.
    public var markdown: String {
        var columns = ["Route", "Patterns", "Parameters", "Schemes", "Hosts", "Deprecated", "Summary"]
        if hasParents { columns.append("Parent") }
        if !metadata.isEmpty { columns.append("Metadata") }
        if showsLinks { columns.append("Links") }
        var lines = ["### Routes of `\(enumName)`", ""]
        if let environment {
            lines += [
                "Hosts and schemes of the environment " + Markdown.code(environment.name) + " ("
                    + Markdown.code("#if " + environment.condition) + ").",
                "",
            ]
        }
        lines += [
            "| " + columns.joined(separator: " | ") + " |",
            "|" + String(repeating: " --- |", count: columns.count),
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
            let cells = [
                Markdown.code(row.name),
                row.caseSensitive ? patterns : patterns + " (case-insensitive)",
                Markdown.list(parameters),
                Markdown.list(schemes),
                Markdown.list(row.hosts.map(Markdown.code)),
                row.deprecated.map(Markdown.cell) ?? "",
                row.summary.map(Markdown.cell) ?? "",
            ]
            var extra: [String] = []
            if hasParents { extra.append(row.parent.map(Markdown.code) ?? "—") }
            if !metadata.isEmpty { extra.append(Markdown.list(ownMetadata(of: row).map(Markdown.code))) }
            if showsLinks { extra.append(Markdown.list(row.links.map(Markdown.code))) }
            lines.append("| " + (cells + extra).joined(separator: " | ") + " |")
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
        if !metadata.isEmpty {
            lines += ["", "| Metadata | Declaration |", "| --- | --- |"]
            for declaration in metadata {
                lines.append(
                    "| " + Markdown.code(declaration.name) + " | " + Markdown.code(declaration.typeExpression) + " |")
            }
        }
        if !excludes.isEmpty {
            lines += ["", "| Excluded path (the app opens no route for it) |", "| --- |"]
            lines += excludes.map { "| " + Markdown.code($0) + " |" }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The metadata values of `row` that differ from their declaration's default, as
    /// `name: value` with the value written as in `routes.json` (`requiresLogin: true`,
    /// `screen: "product"`).
    func ownMetadata(of row: Row) -> [String] {
        zip(metadata, row.metadata).compactMap { declaration, value in
            value == declaration.defaultValue ? nil : declaration.name + ": " + declaration.specText(of: value)
        }
    }

    /// A metadata value as JSON: a boolean, a number, a string or `null`.
    static func json(_ value: String?, of declaration: MetadataDeclaration) -> JSONOutput {
        guard let value else { return .null }
        switch declaration.type.builtIn?.metadataForm {
        case .boolean: return .bool(value == "true")
        case .integer: return Int(value).map(JSONOutput.int) ?? .number(value)
        case .number: return .number(value)
        case .string, nil: return .string(value)
        }
    }

    /// The JSON form: `{"enum", "routes": [{"name", "patterns", "parameters": [{"name", "type",
    /// "kind", "default"?}], "schemes": [{"name", "withHost"}], "hosts", "deprecated", "summary",
    /// "caseSensitive", "links", "parent", "metadata"}], "types": [...], "metadata": [{"name",
    /// "type", "optional", "default"}], "environment", "exclude"}`, keys in that order;
    /// `deprecated`, `summary` and `parent` are `null` when absent. A route's `metadata` is an
    /// object with every declared value (`null` for `nil`); `environment` is `{"name",
    /// "condition"}` of the selected environment, or `null`; `exclude` lists the excluded paths as
    /// written.
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
                ("parent", .optional(row.parent)),
                (
                    "metadata",
                    .object(zip(metadata, row.metadata).map { ($0.name, Self.json($1, of: $0)) })
                ),
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
            (
                "metadata",
                .array(
                    metadata.map { declaration in
                        .object([
                            ("name", .string(declaration.name)),
                            ("type", .string(declaration.type.specName)),
                            ("optional", .bool(declaration.isOptional)),
                            ("default", Self.json(declaration.defaultValue, of: declaration)),
                        ])
                    })
            ),
            (
                "environment",
                environment.map { .object([("name", .string($0.name)), ("condition", .string($0.condition))]) }
                    ?? .null
            ),
            ("exclude", .strings(excludes)),
        ])
    }
}

extension RouteTable {
    /// Where a parameter's value comes from, as the JSON form names it: `required` (bound by
    /// every pattern), `catchAll`, `requiredQuery`, `optional`, `defaulted`, `list` or `flag` (the
    /// kinds of `"query"` parameters).
    public static func kindName(of parameter: CaseParameter) -> String {
        if parameter.isCatchAll { return "catchAll" }
        switch parameter.kind {
        case .required: return parameter.source == .query ? "requiredQuery" : "required"
        case .optional: return "optional"
        case .defaulted: return "defaulted"
        case .list: return "list"
        case .flag: return "flag"
        }
    }

    /// `{"name", "type", "kind", "default"?}`; `kind` is ``kindName(of:)``, and a flag's type is
    /// `flag`.
    static func json(_ parameter: CaseParameter) -> JSONOutput {
        var members: [(key: String, value: JSONOutput)] = [
            ("name", .string(parameter.name)),
            ("type", .string(parameter.kind == .flag ? CaseParameter.flagTypeName : parameter.type.specName)),
            ("kind", .string(kindName(of: parameter))),
        ]
        if let defaultValue = parameter.defaultLiteral { members.append(("default", .string(defaultValue))) }
        return .object(members)
    }
}
