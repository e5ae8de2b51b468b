/// Checks that concern a whole route: its patterns agree, and some URL can reach it.
enum RouteChecks {
    /// Every pattern must bind the same required parameters (name and type) as the first.
    static func checkParameters(of route: Route, log: inout DiagnosticLog) {
        guard let first = route.patterns.first, route.patterns.count > 1 else { return }
        let expected = first.parameters
        for pattern in route.patterns.dropFirst() where !bindTheSame(pattern.parameters, expected) {
            log.error(
                "pattern \(Quote.single(pattern.text)) binds \(describe(pattern.parameters)),"
                    + " but the first pattern \(Quote.single(first.text)) binds"
                    + " \(describe(first.parameters)); every pattern of route"
                    + " \(Quote.single(route.name)) must bind the same required parameters",
                at: pattern.position)
        }
    }

    /// Whether two lists of parameters, each without repeated names, have the same elements.
    /// (Patterns bind few parameters, so linear search beats hashing.)
    private static func bindTheSame(_ a: [CaseParameter], _ b: [CaseParameter]) -> Bool {
        a.count == b.count && a.allSatisfy { parameter in b.contains { $0.bindsTheSame(as: parameter) } }
    }

    /// `id: int, rest*` or `nothing`.
    private static func describe(_ parameters: [CaseParameter]) -> String {
        guard !parameters.isEmpty else { return "nothing" }
        return parameters.map { parameter in
            parameter.isCatchAll
                ? "\(parameter.name)*" : "\(parameter.name): \(parameter.type.specName)"
        }.joined(separator: ", ")
    }

    /// A route must accept a scheme or a host, and must have a canonical URL: a scheme or a
    /// concrete host. `hosts` are the ones written, valid or not.
    static func checkReachability(
        of route: Route, schemeCount: Int, hosts: [HostPattern], log: inout DiagnosticLog
    ) {
        guard schemeCount == 0 else { return }
        var quoted: String { Quote.single(route.name) }
        if hosts.isEmpty {
            log.error(
                "route \(quoted) accepts no scheme and no host, so no URL can reach it; list a"
                    + " scheme or a host in its \"schemes\" or \"hosts\", or remove the empty list",
                at: route.position)
        } else if hosts.allSatisfy(\.isWildcard) {
            log.error(
                "route \(quoted) accepts only wildcard hosts and no scheme, so it has no canonical"
                    + " URL; add a concrete host like 'example.com' or accept a scheme",
                at: route.position)
        }
    }
}
