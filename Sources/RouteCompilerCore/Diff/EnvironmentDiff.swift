/// The changes of the environments (Specification §3.12, §7.10 rule 5): all safe, since links are
/// compared under the default environment and code does not name environments, but listed, since
/// they change what a build with the condition set accepts and writes.
enum EnvironmentDiff {
    static func changes(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        for environment in old.environments {
            let name = Markdown.code(environment.name)
            guard let counterpart = new.environment(named: environment.name) else {
                result.append(.init(.safe, route: nil, "environment \(name) removed"))
                continue
            }
            var parts: [String] = []
            if environment.condition != counterpart.condition {
                parts.append(
                    "its condition is now " + Markdown.code(counterpart.condition) + " instead of "
                        + Markdown.code(environment.condition))
            }
            if environment.hosts.map(\.value) != counterpart.hosts.map(\.value) {
                parts.append("its hosts are now " + list(counterpart.hosts.map(\.value.text)))
            }
            if environment.schemes.map(\.value) != counterpart.schemes.map(\.value) {
                parts.append("its schemes are now " + list(counterpart.schemes.map(\.value.name)))
            }
            if !parts.isEmpty {
                result.append(.init(.safe, route: nil, "environment \(name) changed: " + parts.joined(separator: "; ")))
            }
        }
        let oldOrder = old.environments.map(\.name).filter { new.environment(named: $0) != nil }
        let newOrder = new.environments.map(\.name).filter { old.environment(named: $0) != nil }
        if oldOrder != newOrder {
            result.append(
                .init(
                    .safe, route: nil,
                    "the order of the environments changed to " + list(newOrder)
                        + "; where several conditions are set, the first of them is used"))
        }
        for environment in new.environments where old.environment(named: environment.name) == nil {
            result.append(
                .init(
                    .safe, route: nil,
                    "environment " + Markdown.code(environment.name) + " added ("
                        + Markdown.code(
                            "#if " + environment.condition) + ")"))
        }
        return result
    }

    /// `` `a`, `b` ``, or `none`.
    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "none" : items.map(Markdown.code).joined(separator: ", ")
    }
}
