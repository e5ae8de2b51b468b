/// The URLs a route accepts by scheme and host (SPEC §3 `schemes`/`hosts`, §4.2): its custom
/// schemes, and under `https` its hosts.
struct RouteAudience: Hashable, Sendable {
    /// The custom schemes, lowercased, in top-level order.
    var schemes: [String]
    /// The hosts, lowercased; `*.example.com` stands for every subdomain of `example.com`.
    var hosts: [String]

    /// The audience of `route`.
    init(_ route: Route, in spec: RouteSpec) {
        schemes = route.acceptedSchemes(in: spec).map { $0.lowercased() }
        hosts = route.acceptedHosts(in: spec).map { $0.lowercased() }
    }

    /// Creates an audience.
    init(schemes: [String], hosts: [String]) {
        self.schemes = schemes
        self.hosts = hosts
    }

    /// Whether no URL at all reaches the route.
    var isEmpty: Bool { schemes.isEmpty && hosts.isEmpty }

    /// Whether a URL with this (lowercased) scheme and, under `https`, host reaches the route.
    func accepts(scheme: String, host: String) -> Bool {
        if scheme == "https" { return hosts.contains { Self.host(host, matches: $0) } }
        return schemes.contains(scheme)
    }

    /// Whether `host` is `pattern`, or, for `*.example.com`, a subdomain of `example.com`: it
    /// ends in `.example.com` after one or more non-empty labels.
    static func host(_ host: String, matches pattern: String) -> Bool {
        guard pattern.hasPrefix("*.") else { return host.utf8.elementsEqual(pattern.utf8) }
        let suffix = pattern.utf8.dropFirst()
        let bytes = host.utf8
        guard bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else {
            return false
        }
        let labels = bytes.dropLast(suffix.count).split(
            separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.allSatisfy { !$0.isEmpty }
    }

    /// A scheme and host that both audiences accept, preferring `https` and this audience's
    /// order: `https://example.com` or `myapp://`; `nil` when the routes reach disjoint URLs.
    func sharedOrigin(with other: RouteAudience) -> String? {
        for mine in hosts {
            for theirs in other.hosts {
                if let host = Self.sharedHost(mine, theirs) { return "https://" + host }
            }
        }
        for scheme in schemes where other.schemes.contains(scheme) {
            return scheme + "://"
        }
        return nil
    }

    /// Whether every URL this audience accepts, `other` accepts too.
    func isCovered(by other: RouteAudience) -> Bool {
        schemes.allSatisfy(other.schemes.contains)
            && hosts.allSatisfy { mine in other.hosts.contains { Self.host(pattern: mine, isCoveredBy: $0) } }
    }

    /// Whether every host `pattern` stands for, `other` stands for too.
    static func host(pattern: String, isCoveredBy other: String) -> Bool {
        if pattern == other { return true }
        // A wildcard is covered by a wildcard over one of its parent domains.
        let representative = pattern.hasPrefix("*.") ? "x" + pattern.dropFirst() : pattern
        return other.hasPrefix("*.") && host(representative, matches: other)
    }

    /// One host that both host patterns accept, or `nil`.
    static func sharedHost(_ a: String, _ b: String) -> String? {
        switch (a.hasPrefix("*."), b.hasPrefix("*.")) {
        case (false, false): return a == b ? a : nil
        case (false, true): return host(a, matches: b) ? a : nil
        case (true, false): return host(b, matches: a) ? b : nil
        case (true, true):
            let longer = a.count >= b.count ? a : b
            let shorter = a.count >= b.count ? b : a
            let candidate = "www" + longer.dropFirst()
            return host(candidate, matches: shorter) ? candidate : nil
        }
    }
}
