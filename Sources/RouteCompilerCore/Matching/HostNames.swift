/// Host entries of `routes.json` (`example.com`, `*.example.com`) for the tools that select a
/// host (`aasa --host`) or make up example links. Which hosts an entry covers is the reference
/// matcher's rule, ``RouteAudience/host(pattern:isCoveredBy:)``.
enum HostNames {
    /// Whether any of `entries` covers `host` (all lowercased): `host` itself, or a wildcard over
    /// one of its parent domains. `host` may be a wildcard too (`*.shop.example.com` is covered
    /// by `*.example.com`).
    static func entries(_ entries: [String], cover host: String) -> Bool {
        entries.contains { RouteAudience.host(pattern: host, isCoveredBy: $0) }
    }

    /// A concrete host under a wildcard entry, for examples: `*.example.com` → `www.example.com`.
    static func example(of entry: String, label: String = "www") -> String {
        entry.hasPrefix("*.") ? label + entry.dropFirst(1) : entry
    }
}
