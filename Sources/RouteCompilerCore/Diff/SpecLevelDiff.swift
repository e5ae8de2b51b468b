/// The changes of a spec as a whole: the enum's name and access level, the schemes, the hosts,
/// the named types, the metadata declarations, the environments and the top-level
/// `caseSensitive`.
enum SpecLevelDiff {
    static func changes(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        if old.enumName != new.enumName {
            result.append(
                .init(
                    .breaksCode, route: nil,
                    "enum " + Markdown.code(old.enumName) + " renamed to " + Markdown.code(new.enumName)))
        }
        result += access(old.access, new.access)
        result += caseSensitivity(old: old, new: new)
        result += schemes(old: old, new: new)
        result += hosts(old: old, new: new)
        result += types(old: old, new: new)
        result += MetadataDiff.declarationChanges(old: old, new: new)
        result += EnvironmentDiff.changes(old: old, new: new)
        result += modules(old: old, new: new)
        return result
    }

    /// The modules composed (Specification §12): a module case removed breaks code that names
    /// it; its routes are compared one by one like the others.
    private static func modules(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        for module in old.modules where !new.modules.contains(where: { $0.caseName == module.caseName }) {
            result.append(
                .init(
                    .breaksCode, route: nil,
                    "module case " + Markdown.code(module.caseName) + " (" + Markdown.code(module.moduleName)
                        + ") removed"))
        }
        for module in new.modules where !old.modules.contains(where: { $0.caseName == module.caseName }) {
            result.append(
                .init(
                    .safe, route: nil,
                    "module case " + Markdown.code(module.caseName) + " (" + Markdown.code(module.moduleName)
                        + ") added"))
        }
        for module in new.modules {
            guard let before = old.modules.first(where: { $0.caseName == module.caseName }),
                before.moduleName != module.moduleName || before.enumName != module.enumName
            else { continue }
            result.append(
                .init(
                    .breaksCode, route: nil,
                    "module case " + Markdown.code(module.caseName) + " now holds "
                        + Markdown.code(module.qualifiedEnumName) + " instead of "
                        + Markdown.code(before.qualifiedEnumName)))
        }
        return result
    }

    /// The top-level `caseSensitive` (Specification §3.9), said once: the routes that follow it
    /// change with it. From `true` to `false` their links still open them. From `false` to `true`
    /// their links that spell a literal or a named-enum value in another case break, which each
    /// route's link findings report.
    private static func caseSensitivity(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        guard old.isCaseSensitive != new.isCaseSensitive else { return [] }
        let change =
            "top-level " + Markdown.code("caseSensitive") + " changed from " + Markdown.code("\(old.isCaseSensitive)")
            + " to " + Markdown.code("\(new.isCaseSensitive)") + "; the routes that do not set it "
        if new.isCaseSensitive {
            return [.init(.safe, route: nil, change + "compare their literal text and named-enum values exactly")]
        }
        return [
            .init(
                .safe, route: nil,
                change + "read their literal text and named-enum values ignoring case, and their links still open them")
        ]
    }

    private static func rank(_ level: AccessLevel) -> Int {
        switch level {
        case .internal: 0
        case .package: 1
        case .public: 2
        }
    }

    private static func access(_ old: AccessLevel, _ new: AccessLevel) -> [SpecDiff.Change] {
        guard old != new else { return [] }
        let text = "access level changed from " + Markdown.code(old.rawValue) + " to " + Markdown.code(new.rawValue)
        if rank(new) < rank(old) {
            return [.init(.breaksCode, route: nil, text + "; code outside its reach no longer sees the enum")]
        }
        return [.init(.safe, route: nil, text)]
    }

    private static func schemes(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        let newSchemes = Set(new.schemes.map(\.value.key))
        let oldSchemes = Set(old.schemes.map(\.value.key))
        for scheme in old.schemes.map(\.value) where !newSchemes.contains(scheme.key) {
            let used = old.routes.contains { route in
                route.acceptedSchemes(in: old).contains { $0.key == scheme.key }
            }
            let name = Markdown.code(scheme.name)
            if used {
                let example = Markdown.code(scheme.name + "://…")
                result.append(
                    .init(.breaksLinks, route: nil, "scheme \(name) removed; \(example) links no longer open the app"))
            } else {
                result.append(.init(.safe, route: nil, "scheme \(name) removed; no route accepted it"))
            }
        }
        for scheme in new.schemes.map(\.value) where !oldSchemes.contains(scheme.key) {
            result.append(.init(.safe, route: nil, "scheme " + Markdown.code(scheme.name) + " added"))
        }
        return result
    }

    private static func hosts(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        let oldHosts = old.hosts.map(\.value)
        let newHosts = new.hosts.map(\.value)
        for host in oldHosts where !newHosts.contains(host) {
            let name = Markdown.code(host.text)
            if let cover = newHosts.first(where: { host.isCovered(by: $0) }) {
                result.append(
                    .init(.safe, route: nil, "host \(name) removed; " + Markdown.code(cover.text) + " covers it"))
                continue
            }
            let used = old.routes.contains { $0.acceptedHosts(in: old).contains(host) }
            if used {
                result.append(
                    .init(
                        .breaksLinks, route: nil,
                        "host \(name) removed; links to " + Markdown.code("https://" + host.text + "/…")
                            + " no longer open the app"))
            } else {
                result.append(.init(.safe, route: nil, "host \(name) removed; no route accepted it"))
            }
        }
        for host in newHosts where !oldHosts.contains(host) {
            result.append(.init(.safe, route: nil, "host " + Markdown.code(host.text) + " added"))
        }
        return result
    }

    private static func types(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        for type in old.types {
            let name = Markdown.code(type.name)
            guard case .enumeration(let oldEnum) = type.kind else {
                if new.namedType(type.name) == nil {
                    result.append(.init(.safe, route: nil, "type \(name) removed from \"types\""))
                }
                continue
            }
            guard let newType = new.namedType(type.name) else {
                result.append(.init(.breaksCode, route: nil, "named enum \(name) removed"))
                continue
            }
            guard case .enumeration(let newEnum) = newType.kind else {
                result.append(
                    .init(.breaksCode, route: nil, "named enum \(name) removed; \(name) is now an app's Swift type"))
                continue
            }
            let oldRaw = oldEnum.rawValues
            let newRaw = newEnum.rawValues
            for value in oldEnum.values where !newRaw.contains(value.rawValue) {
                let raw = value.rawValue
                let caseName = type.name + "." + value.caseName
                result.append(
                    .init(
                        .breaksCode, route: nil,
                        "case " + Markdown.code(caseName) + " (raw value " + Markdown.code(raw) + ") removed"))
            }
            for raw in newRaw where !oldRaw.contains(raw) {
                result.append(.init(.safe, route: nil, "named enum \(name) gains " + Markdown.code(raw)))
            }
            let kept = oldRaw.filter(newRaw.contains)
            if kept != newRaw.filter(oldRaw.contains) {
                result.append(.init(.safe, route: nil, "the order of \(name)'s values (`allCases`) changed"))
            }
        }
        for type in new.types where old.namedType(type.name) == nil {
            result.append(.init(.safe, route: nil, "type " + Markdown.code(type.name) + " added"))
        }
        return result
    }
}
