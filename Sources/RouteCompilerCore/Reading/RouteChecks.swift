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

    /// A route must accept a scheme or a host; a route that accepts a with-host scheme must accept
    /// a host; and a route must have a canonical URL: a host-first scheme or a concrete host
    /// (Specification §3.5 rule 14). `hosts` are the ones written, valid or not; the scheme counts
    /// are of the schemes written (or, without `"schemes"`, declared at the top level).
    static func checkReachability(
        of route: Route, hostFirstSchemeCount: Int, withHostSchemes: [String], hosts: [HostPattern],
        schemesPosition: SourcePosition?, log: inout DiagnosticLog
    ) {
        var quoted: String { Quote.single(route.name) }
        if hostFirstSchemeCount == 0 && withHostSchemes.isEmpty && hosts.isEmpty {
            log.error(
                "route \(quoted) accepts no scheme and no host, so no URL can reach it; list a"
                    + " scheme or a host in its \"schemes\" or \"hosts\", or remove the empty list",
                at: route.position)
            return
        }
        if let scheme = withHostSchemes.first, hosts.isEmpty {
            let fix =
                schemesPosition == nil
                ? "list the schemes it accepts without \(Quote.single(scheme)) in its \"schemes\""
                : "remove \(Quote.single(scheme)) from its \"schemes\""
            log.error(
                "route \(quoted) accepts the with-host scheme \(Quote.single(scheme)) but no host, so no"
                    + " \(scheme):// URL can reach it (its URLs name a host); give the route a host in its"
                    + " \"hosts\", or \(fix)",
                at: schemesPosition ?? route.position)
            return
        }
        if hostFirstSchemeCount == 0 && hosts.allSatisfy(\.isWildcard) {
            let schemes = withHostSchemes.isEmpty ? "no scheme" : "no host-first scheme"
            log.error(
                "route \(quoted) accepts only wildcard hosts and \(schemes), so it has no canonical"
                    + " URL; add a concrete host like 'example.com' or accept a host-first scheme",
                at: route.position)
        }
    }

    /// A mixed segment whose literal text has `@` or `:` cannot be the first segment of a route
    /// that accepts a host-first scheme: there it stands in the URL's host position, where `@`
    /// ends user info and `:` starts a port (Specification §3.6 rule 9).
    static func checkHostPosition(of route: Route, context: SpecContext, log: inout DiagnosticLog) {
        let hostFirst: String?
        if let schemes = route.schemes {
            hostFirst = schemes.first(where: \.isHostFirst)?.name
        } else {
            hostFirst =
                context.validSchemes.first(where: \.isHostFirst)?.name
                ?? (context.declaresHostFirstScheme ? "" : nil)
        }
        guard let hostFirst else { return }
        for pattern in route.patterns {
            guard let first = pattern.segments.first, case .mixed(let pieces) = first.kind else { continue }
            let literal = pieces.compactMap { piece -> String? in
                if case .literal(let text) = piece { return text }
                return nil
            }.joined()
            guard let character = literal.first(where: { $0 == "@" || $0 == ":" }) else { continue }
            let reading = character == "@" ? "would end user info" : "would start a port"
            let segment = first.kind.patternText
            let scheme = hostFirst.isEmpty ? "a host-first scheme" : "the host-first scheme \(Quote.single(hostFirst))"
            log.error(
                "mixed segment \(Quote.single(segment)) cannot be the first segment of route"
                    + " \(Quote.single(route.name)), which accepts \(scheme): there it stands in the URL's host"
                    + " position, where \(Quote.single(String(character))) \(reading); add \"schemes\": [] to the"
                    + " route (or list only with-host schemes), or put a literal segment before it, as in"
                    + " \(Quote.single("/" + route.name + pattern.text))",
                at: first.position)
        }
    }

    /// A named enum that a case-insensitive route reads must not have two raw values that are
    /// equal ignoring ASCII case (Specification §3.4 rule 9): the route could not tell them apart.
    /// Each enum is reported once, at its later raw value, with a note at the route's parameter.
    static func checkEnumCase(of route: Route, context: SpecContext, log: inout DiagnosticLog) {
        guard !route.isCaseSensitive else { return }
        for parameter in route.parameters {
            guard case .enumeration(let named) = parameter.type,
                !context.enumsReportedForCase.contains(named.name)
            else { continue }
            var firstByFolded: [String: NamedEnum.Value] = [:]
            var reported = false
            for value in named.values {
                let folded = ASCIICase.lowercased(value.rawValue)
                guard let first = firstByFolded[folded] else {
                    firstByFolded[folded] = value
                    continue
                }
                reported = true
                log.error(
                    "raw values \(Quote.single(first.rawValue)) and \(Quote.single(value.rawValue)) of"
                        + " \(Quote.single(named.name)) differ only in case, but route \(Quote.single(route.name))"
                        + " reads \(Quote.single(named.name)) ignoring case (\"caseSensitive\": false), so it could"
                        + " not tell them apart; rename one of them, or make the route case-sensitive",
                    at: value.position,
                    notes: [
                        .note(
                            "route \(Quote.single(route.name)) reads \(Quote.single(parameter.name)) ignoring case",
                            at: parameter.position)
                    ])
            }
            if reported { context.enumsReportedForCase.insert(named.name) }
        }
    }
}
