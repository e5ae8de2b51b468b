/// The URLs a route accepts by scheme and host (Specification §3.2, §3.3 and §4.2): its custom
/// schemes, and under `https` its hosts.
struct RouteAudience: Hashable, Sendable {
    /// The custom schemes, lowercased, in top-level order.
    var schemes: [String]
    /// The hosts; `*.example.com` stands for every subdomain of `example.com`.
    var hosts: [HostPattern]

    /// The audience of `route`.
    init(_ route: Route, in spec: RouteSpec) {
        schemes = route.acceptedSchemes(in: spec).map(\.key)
        hosts = route.acceptedHosts(in: spec)
    }

    /// Creates an audience.
    init(schemes: [String], hosts: [HostPattern]) {
        self.schemes = schemes
        self.hosts = hosts
    }

    /// Whether no URL at all reaches the route.
    var isEmpty: Bool { schemes.isEmpty && hosts.isEmpty }

    /// Whether a URL with this (lowercased) scheme and, under `https`, host reaches the route.
    func accepts(scheme: String, host: String) -> Bool {
        if scheme == "https" { return hosts.contains { $0.matches(host) } }
        return schemes.contains(scheme)
    }

    /// A scheme and host that both audiences accept, preferring `https` and this audience's
    /// order: `https://example.com` or `myapp://`; `nil` when the routes reach disjoint URLs.
    func sharedOrigin(with other: RouteAudience) -> String? {
        for mine in hosts {
            for theirs in other.hosts {
                if let host = mine.sharedHost(with: theirs) { return "https://" + host }
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
            && hosts.allSatisfy { mine in other.hosts.contains { mine.isCovered(by: $0) } }
    }
}
