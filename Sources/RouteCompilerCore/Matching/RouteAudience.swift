/// The URLs a route accepts by scheme and host (Specification §3.2, §3.3 and §4.2): its custom
/// schemes, and under `https` and its with-host schemes its hosts.
struct RouteAudience: Hashable, Sendable {
    /// Where a URL that two routes both accept comes from, for the URLs of messages.
    struct Origin: Hashable, Sendable {
        /// `https://example.com`, `ksr://example.com` or `myapp://`.
        var text: String
        /// Whether the URL's first path segment stands in the host position (a host-first scheme).
        var isHostFirst: Bool
    }

    /// The custom schemes, lowercased, in top-level order: host-first and with-host ones.
    var schemes: [String]
    /// The with-host schemes among ``schemes``.
    var withHostSchemes: Set<String>
    /// The hosts; `*.example.com` stands for every subdomain of `example.com`.
    var hosts: [HostPattern]

    /// The audience of `route`.
    init(_ route: Route, in spec: RouteSpec) {
        let accepted = route.acceptedSchemes(in: spec)
        schemes = accepted.map(\.key)
        withHostSchemes = accepted.contains(where: \.withHost) ? Set(accepted.filter(\.withHost).map(\.key)) : []
        hosts = route.acceptedHosts(in: spec)
    }

    /// Creates an audience.
    init(schemes: [String], withHostSchemes: Set<String> = [], hosts: [HostPattern]) {
        self.schemes = schemes
        self.withHostSchemes = withHostSchemes
        self.hosts = hosts
    }

    /// Whether no URL at all reaches the route.
    var isEmpty: Bool { schemes.isEmpty && hosts.isEmpty }

    /// The host-first schemes, lowercased.
    var hostFirstSchemes: [String] { schemes.filter { !withHostSchemes.contains($0) } }

    /// Whether a URL with this (lowercased) scheme and, under `https` or a with-host scheme,
    /// (lowercased) host reaches the route.
    func accepts(scheme: String, host: String) -> Bool {
        if scheme == "https" { return hosts.contains { $0.matches(host) } }
        guard schemes.contains(scheme) else { return false }
        return !withHostSchemes.contains(scheme) || hosts.contains { $0.matches(host) }
    }

    /// A scheme and host that both audiences accept, preferring `https`, then host-first schemes,
    /// then with-host schemes, each in this audience's order; `nil` when the routes reach disjoint
    /// URLs. With `hostFirst`, only a host-first scheme.
    func sharedOrigin(with other: RouteAudience, hostFirst: Bool = false) -> Origin? {
        if !hostFirst, let host = sharedHost(with: other) {
            return Origin(text: "https://" + host, isHostFirst: false)
        }
        for scheme in hostFirstSchemes where other.hostFirstSchemes.contains(scheme) {
            return Origin(text: scheme + "://", isHostFirst: true)
        }
        guard !hostFirst else { return nil }
        for scheme in schemes where withHostSchemes.contains(scheme) && other.withHostSchemes.contains(scheme) {
            if let host = sharedHost(with: other) { return Origin(text: scheme + "://" + host, isHostFirst: false) }
        }
        return nil
    }

    /// A host both audiences accept.
    private func sharedHost(with other: RouteAudience) -> String? {
        for mine in hosts {
            for theirs in other.hosts {
                if let host = mine.sharedHost(with: theirs) { return host }
            }
        }
        return nil
    }

    /// Whether every URL this audience accepts, `other` accepts too.
    func isCovered(by other: RouteAudience) -> Bool {
        schemes.allSatisfy(other.schemes.contains)
            && hosts.allSatisfy { mine in other.hosts.contains { mine.isCovered(by: $0) } }
    }
}
