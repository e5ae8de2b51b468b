/// The spec as seen in one of its environments (Specification §3.12).
extension RouteSpec {
    /// The environment called `name`, if the spec declares it.
    public func environment(named name: String) -> Environment? {
        environments.first { $0.name == name }
    }

    /// The spec as seen in the environment called `name`, or `nil` when the spec declares no such
    /// environment: the top-level ``hosts`` and ``schemes`` are the environment's, and every
    /// route's ``Route/hosts`` and ``Route/schemes`` subsets name the environment's entries at the
    /// positions of the top-level entries they named. Everything else is unchanged, so every tool
    /// works on the result as on the default environment.
    public func resolving(environment name: String) -> RouteSpec? {
        guard let environment = environment(named: name) else { return nil }
        var resolved = self
        if !hostSlots.isEmpty {
            // Each route's hosts as its own spec spells them there (Specification §12.4).
            for index in resolved.routes.indices {
                guard let slots = resolved.routes[index].hostSlots else { continue }
                resolved.routes[index].hosts = slots.map { hostSlots[$0].host(in: name) }
                resolved.routes[index].hostSlots = nil
            }
            resolved.hostSlots = []
        }
        let hostIndices = Dictionary(
            hosts.enumerated().map { ($0.element.value, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let schemeIndices = Dictionary(
            schemes.enumerated().map { ($0.element.value.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
        func host(_ host: HostPattern) -> HostPattern {
            guard let index = hostIndices[host], index < environment.hosts.count else { return host }
            return environment.hosts[index].value
        }
        func scheme(_ scheme: Scheme) -> Scheme {
            guard let index = schemeIndices[scheme.key], index < environment.schemes.count else { return scheme }
            return environment.schemes[index].value
        }
        resolved.hosts = environment.hosts
        resolved.schemes = environment.schemes
        for index in resolved.routes.indices {
            if let routeHosts = resolved.routes[index].hosts, hostSlots.isEmpty {
                resolved.routes[index].hosts = routeHosts.map(host)
            }
            if let routeSchemes = resolved.routes[index].schemes {
                resolved.routes[index].schemes = routeSchemes.map(scheme)
            }
        }
        return resolved
    }
}
