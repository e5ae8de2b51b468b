/// Why a sample link of an old route opens nothing in the new spec, in words: its scheme or host
/// is no longer accepted, its path is now excluded, its route or pattern was removed, the route
/// now compares case (`caseSensitive` changed from `false` to `true`) and the link spells a literal
/// or a named-enum value in another case, a parameter's type rejects its text, or the route now
/// requires a query key it lacks.
///
/// The rules are the reference matcher's: hosts are matched by ``RouteAudience``, and paths and
/// values by the new spec's ``ReferenceMatcher`` (``ReferenceMatcher/pathMatches(_:route:pattern:)``,
/// ``ReferenceMatcher/value(of:as:)``).
struct LinkDiagnosis {
    let old: RouteSpec
    /// The new spec's matcher.
    let matcher: ReferenceMatcher
    /// The new spec.
    var new: RouteSpec { matcher.spec }
    /// When some route of the new spec compares case and the route of the same name in the old
    /// spec did not, a matcher of the new spec in which every route ignores case: a link it opens
    /// with such a route, and the new spec's matcher does not, differs from the route's literals
    /// or named-enum values in case only.
    private let caseless: ReferenceMatcher?

    init(old: RouteSpec, matcher: ReferenceMatcher) {
        self.old = old
        self.matcher = matcher
        let insensitive = Set(old.routes.filter { !$0.isCaseSensitive }.map(\.name))
        let new = matcher.spec
        if new.routes.contains(where: { $0.isCaseSensitive && insensitive.contains($0.name) }) {
            var folded = new
            for index in folded.routes.indices { folded.routes[index].isCaseSensitive = false }
            caseless = ReferenceMatcher(folded)
        } else {
            caseless = nil
        }
    }

    /// Whether the new spec still declares a scheme or host entry for `origin`.
    func originExists(_ origin: SampleLink.Origin) -> Bool {
        switch origin {
        case .scheme(let scheme):
            new.schemes.contains { $0.value.key == scheme.lowercased() }
        case .host(let host):
            new.hosts.contains { $0.value.matches(host) }
        case .schemeWithHost(let scheme, let host):
            new.schemes.contains { $0.value.key == scheme.lowercased() && $0.value.withHost }
                && new.hosts.contains { $0.value.matches(host) }
        }
    }

    /// A grouping key and the reason why `link`, which opened `oldRoute` through `oldPattern`,
    /// opens nothing now that the route is the new spec's route `newRouteIndex` (`nil`: removed);
    /// `nil` when the reason is a scheme or host the new spec dropped altogether.
    func whyNothing(
        _ link: SampleLink, oldRoute: Route, oldPattern: Pattern, newRoute newRouteIndex: Int?
    ) -> (key: String, reason: String)? {
        if !originExists(link.origin) { return nil }
        if let exclude = matcher.exclusion(of: link.url) {
            return ("excluded \(exclude.text)", "its path is now excluded by " + Markdown.code(exclude.text))
        }
        guard let newRouteIndex else {
            return ("removed", "the route was removed; its links open nothing")
        }
        let newRoute = new.routes[newRouteIndex]
        let audience = RouteAudience(newRoute, in: new)
        guard link.reaches(audience) else {
            let what: String
            switch link.origin {
            case .scheme(let scheme): what = "scheme " + Markdown.code(scheme)
            case .host(let host):
                let entry = oldRoute.acceptedHosts(in: old).first { $0.matches(host) }?.text ?? host
                what = "host " + Markdown.code(entry)
            case .schemeWithHost(let scheme, let host):
                what = Markdown.code(scheme + "://" + host) + " links"
            }
            return ("origin \(what)", "no longer accepts \(what)")
        }
        if !oldRoute.isCaseSensitive, newRoute.isCaseSensitive,
            case .matched? = caseless?.attempt(route: newRouteIndex, on: link.url)
        {
            return (
                "case",
                Markdown.code("caseSensitive") + " changed from " + Markdown.code("false") + " to "
                    + Markdown.code("true") + "; links that spell its literal text or named-enum values in"
                    + " another case open nothing"
            )
        }
        let paths = newRoute.patterns.indices.filter {
            matcher.pathMatches(link.url, route: newRouteIndex, pattern: $0)
        }
        guard let first = paths.first else {
            return pathChange(link, oldPattern: oldPattern, newRoute: newRoute)
        }
        return queryChange(link, oldRoute: oldRoute, oldPattern: oldPattern, newPattern: first, of: newRoute)
    }

    /// Whether the new spec reads `text` as `type`.
    private func reads(_ text: String, as type: ParameterType) -> Bool {
        matcher.value(of: text, as: type) != nil
    }

    /// No pattern of `newRoute` matches the path: a parameter of the pattern that stands where
    /// `oldPattern` stood rejects its text, or the pattern is gone.
    private func pathChange(_ link: SampleLink, oldPattern: Pattern, newRoute: Route) -> (key: String, reason: String) {
        if let similar = newRoute.patterns.first(where: { Self.sameStructure($0, oldPattern) }) {
            for (index, segment) in similar.segments.enumerated() {
                guard case .parameter(let name, let type) = segment.kind, !reads(link.decodedSegment(index), as: type)
                else { continue }
                var oldType = "string"
                if case .parameter(_, let type) = oldPattern.segments[index].kind { oldType = type.specName }
                return (
                    "narrowed \(oldPattern.text) \(index)",
                    "the parameter " + Markdown.code(name) + " in " + Markdown.code(oldPattern.text)
                        + Self.narrowing(from: oldType, to: type.specName)
                )
            }
        }
        return (
            "pattern \(oldPattern.text)",
            "pattern " + Markdown.code(oldPattern.text) + " was removed or changed; the route's patterns are "
                + newRoute.patterns.map { Markdown.code($0.text) }.joined(separator: ", ")
        )
    }

    /// Pattern `patternIndex` of `newRoute` matches the path: the link lacks a query key it now
    /// requires, or a query parameter's type rejects its value.
    private func queryChange(
        _ link: SampleLink, oldRoute: Route, oldPattern: Pattern, newPattern patternIndex: Int, of newRoute: Route
    ) -> (key: String, reason: String) {
        let pattern = newRoute.patterns[patternIndex]
        var required = pattern.queryBindings.map { ($0.key, $0.type) }
        required += newRoute.queryParameters.filter { $0.kind == .required }.map { ($0.name, $0.type) }
        for (key, _) in required where !link.carries(.query(key)) {
            return (
                "requires \(key)",
                "now requires the query parameter " + Markdown.code(key) + ", which links without it lack"
            )
        }
        var types: [String: ParameterType] = [:]
        for (key, type) in required { types[key] = type }
        for parameter in newRoute.queryParameters where types[parameter.name] == nil {
            types[parameter.name] = parameter.type
        }
        var oldTypes: [String: ParameterType] = [:]
        for binding in oldPattern.queryBindings { oldTypes[binding.key] = binding.type }
        for parameter in oldRoute.queryParameters { oldTypes[parameter.name] = parameter.type }
        for item in link.query {
            guard let type = types[item.key], let value = item.value, !reads(value, as: type) else { continue }
            let oldType = oldTypes[item.key]?.specName ?? type.specName
            return (
                "query type \(item.key)",
                "the query parameter " + Markdown.code(item.key) + Self.narrowing(from: oldType, to: type.specName)
            )
        }
        return ("no match \(oldPattern.text)", "links of " + Markdown.code(oldPattern.text) + " no longer match")
    }

    /// Whether two patterns have the same literals, parameters and catch-all at the same places,
    /// whatever the parameters' names and types.
    static func sameStructure(_ a: Pattern, _ b: Pattern) -> Bool {
        guard a.segments.count == b.segments.count else { return false }
        return zip(a.segments, b.segments).allSatisfy { x, y in
            switch (x.kind, y.kind) {
            case (.literal(let s), .literal(let t)): s == t
            case (.parameter, .parameter), (.catchAll, .catchAll): true
            case (.mixed(let s), .mixed(let t)):
                s.count == t.count
                    && zip(s, t).allSatisfy { p, q in
                        switch (p, q) {
                        case (.literal(let a), .literal(let b)): a == b
                        case (.parameter, .parameter): true
                        default: false
                        }
                    }
            default: false
            }
        }
    }

    /// ` changed type from `string` to `int`, which rejects some of its old values`, or, for the
    /// same named enum, ` rejects values it accepted: `Tab` lost some of its values`.
    private static func narrowing(from oldType: String, to newType: String) -> String {
        if oldType == newType {
            return " rejects values it accepted: " + Markdown.code(newType) + " lost some of its values"
        }
        return " changed type from " + Markdown.code(oldType) + " to " + Markdown.code(newType)
            + ", which rejects some of its old values"
    }
}
