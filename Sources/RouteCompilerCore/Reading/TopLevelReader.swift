/// Reads the top-level object of `routes.json`.
enum TopLevelReader {
    /// The top-level keys, in the order they are read.
    static let keys = [
        "$schema", "version", "enum", "access", "schemes", "hosts", "types", "routes", "caseSensitive",
        "metadata", "environments", "exclude", "modules",
    ]

    /// The spec, or `nil` when the document is not an object. Problems go to `log`; the caller
    /// decides from it whether the spec is usable.
    static func read(_ document: JSONValue, log: inout DiagnosticLog) -> RouteSpec? {
        guard let members = document.objectValue else {
            log.error(
                "routes.json must be an object at the top level, found"
                    + " \(document.kindDescription); write {\"version\": 1, \"routes\": {…}}",
                at: document.position)
            return nil
        }
        let unique = log.uniqueMembers(members) { "duplicate key \(Quote.single($0))" }
        var byKey: [String: JSONMember] = [:]
        for member in unique {
            if keys.contains(member.key) {
                byKey[member.key] = member
            } else {
                log.error(unknownKeyMessage(member.key), at: member.keyPosition)
            }
        }

        var spec = RouteSpec()
        let context = SpecContext()
        if let schema = byKey["$schema"] { _ = log.string(schema.value, "\"$schema\"") }
        if let version = byKey["version"] { readVersion(version.value, &log) }
        if let name = byKey["enum"] {
            context.enumName = readEnumName(name.value, &log)
            spec.enumName = context.enumName ?? spec.enumName
        } else {
            context.enumName = spec.enumName
        }
        if let access = byKey["access"] { spec.access = readAccess(access.value, &log) }
        if let schemes = byKey["schemes"] {
            spec.schemes = SchemesReader.read(schemes.value, into: context, log: &log)
        }
        if let hosts = byKey["hosts"] {
            spec.hosts = HostsReader.read(hosts.value, into: context, log: &log)
        }
        // A composing spec may have no routes of its own, and then needs no origins (§12.1).
        let composesWithoutRoutes = byKey["modules"] != nil && (byKey["routes"]?.value.objectValue?.isEmpty ?? true)
        if !composesWithoutRoutes {
            checkSchemesAndHosts(
                context, schemes: byKey["schemes"], hosts: byKey["hosts"], routes: byKey["routes"],
                document, &log)
        }
        if let types = byKey["types"] {
            spec.types = TypesReader.read(types.value, into: context, log: &log)
        }
        if let caseSensitive = byKey["caseSensitive"] {
            context.isCaseSensitive = CaseSensitivityReader.read(caseSensitive.value, of: nil, log: &log)
            spec.isCaseSensitive = context.isCaseSensitive
        }
        if let metadata = byKey["metadata"] {
            spec.metadata = MetadataReader.read(metadata.value, into: context, log: &log)
        }
        if let environments = byKey["environments"] {
            let topLevel = EnvironmentsReader.TopLevel(
                hosts: spec.hosts, writtenHostCount: byKey["hosts"]?.value.arrayValue?.count ?? 0,
                schemes: spec.schemes, writtenSchemeCount: byKey["schemes"]?.value.arrayValue?.count ?? 0)
            spec.environments = EnvironmentsReader.read(
                environments.value, topLevel: topLevel, context: context, log: &log)
        }
        if let exclude = byKey["exclude"] {
            spec.excludes = ExcludeReader.read(exclude.value, types: context.types, log: &log)
        }
        if !composesWithoutRoutes || byKey["routes"] != nil {
            spec.routes = RoutesReader.read(
                byKey["routes"], document: document, context: context, allowsNone: composesWithoutRoutes, log: &log)
        }
        let routeMembers = byKey["routes"]?.value.objectValue ?? []
        if let modules = byKey["modules"] {
            spec.modules = ModulesReader.read(
                modules.value, routeNames: Set(routeMembers.map(\.key)), typeNames: Set(context.types.declaredNames),
                used: NameRules.UsedNames(enumName: context.enumName, types: context.types), log: &log)
        }
        ParentLinker.link(&spec.routes, declaredNames: routeMembers.map(\.key), log: &log)
        MetadataReader.checkCaseNames(spec.metadata, against: routeMembers, log: &log)
        if let modules = byKey["modules"]?.value.objectValue {
            // A module's case is a case of the enum too (Specification §12.3).
            MetadataReader.checkCaseNames(spec.metadata, against: modules, what: "module case", log: &log)
        }
        return spec
    }

    private static func unknownKeyMessage(_ key: String) -> String {
        if let match = NameSuggestions.closest(to: key, among: keys) {
            return "unknown key \(Quote.single(key)); did you mean '\(match)'?"
        }
        return "unknown key \(Quote.single(key)); the top-level keys are"
            + " \(Quote.list(keys, conjunction: "and"))"
    }

    private static func readVersion(_ value: JSONValue, _ log: inout DiagnosticLog) {
        guard case .number(let text) = value.kind else {
            log.error(
                "\"version\" must be the number 1, found \(value.kindDescription)",
                at: value.position)
            return
        }
        if Double(text) != 1 {
            log.error(
                "unsupported version \(text); this compiler reads format version 1",
                at: value.position)
        }
    }

    private static func readEnumName(_ value: JSONValue, _ log: inout DiagnosticLog) -> String? {
        guard let name = log.string(value, "\"enum\"") else { return nil }
        if let problem = NameRules.typeNameProblem(name, what: "enum name") {
            log.error(problem, at: value.position)
            return nil
        }
        return name
    }

    private static func readAccess(_ value: JSONValue, _ log: inout DiagnosticLog) -> AccessLevel {
        guard let text = log.string(value, "\"access\"") else { return .internal }
        guard let access = AccessLevel(rawValue: text) else {
            log.error(
                "unknown access level \(Quote.single(text)); use internal, package or public",
                at: value.position)
            return .internal
        }
        return access
    }

    /// At least one scheme or host; without host-first schemes, at least one concrete host; and a
    /// with-host scheme needs hosts (Specification §3.1 rule 13, §3.2 rule 8).
    private static func checkSchemesAndHosts(
        _ context: SpecContext, schemes: JSONMember?, hosts: JSONMember?, routes: JSONMember?,
        _ document: JSONValue, _ log: inout DiagnosticLog
    ) {
        // A "schemes" or "hosts" of the wrong kind has been reported already.
        let unreadable = [schemes, hosts].contains { member in
            member.map { $0.value.arrayValue == nil } ?? false
        }
        guard !unreadable else { return }
        if context.declaredHosts.isEmpty {
            for withHost in context.withHostPositions {
                let name = context.schemes[withHost.value]?.name ?? withHost.value
                log.error(
                    "scheme \(Quote.single(name)) is declared with \"withHost\": true, but routes.json declares"
                        + " no \"hosts\", so no \(name):// URL can name an accepted host; add its hosts to"
                        + " \"hosts\", or remove \"withHost\" to read its URLs host-first",
                    at: withHost.position)
            }
        }
        guard !context.declaresHostFirstScheme else { return }
        if context.declaredHosts.isEmpty {
            guard context.declaredSchemes.isEmpty else { return }
            log.error(
                "routes.json declares no \"schemes\" and no \"hosts\", so no URL can reach a route;"
                    + " add a custom scheme, as in \"schemes\": [\"myapp\"], or a universal-link"
                    + " host, as in \"hosts\": [\"example.com\"]",
                at: routes?.keyPosition ?? document.position)
        } else if !context.hasConcreteHost, let hosts {
            let schemesNote = context.declaredSchemes.isEmpty ? "there are no \"schemes\"" : "no scheme is host-first"
            log.error(
                "\"hosts\" has only wildcard hosts and \(schemesNote), so no route has"
                    + " a canonical URL; add a concrete host like 'example.com' or a custom scheme",
                at: hosts.keyPosition)
        }
    }
}
