/// How the host entries of `routes.json` (`example.com`, `*.example.com`) cover host names, for
/// the tools that select or compare hosts.
enum HostNames {
    /// Whether the entry `entry` covers `host`, both lowercased.
    ///
    /// A concrete entry covers only itself. `*.example.com` covers every host under example.com
    /// (`shop.example.com`, `a.b.example.com`) but not example.com itself, and, when `host` is a
    /// wildcard too, the wildcards under it (`*.shop.example.com`) and itself.
    static func entry(_ entry: String, covers host: String) -> Bool {
        if entry == host { return true }
        guard entry.hasPrefix("*.") else { return false }
        let base = String(entry.dropFirst(2))
        let name = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
        return name.hasSuffix("." + base)
    }

    /// Whether any of `entries` covers `host`.
    static func entries(_ entries: [String], cover host: String) -> Bool {
        entries.contains { entry($0, covers: host) }
    }

    /// A concrete host under a wildcard entry, for examples: `*.example.com` → `www.example.com`.
    static func example(of entry: String, label: String = "www") -> String {
        entry.hasPrefix("*.") ? label + entry.dropFirst(1) : entry
    }
}
