/// Finds the links already out there that a new spec breaks: it replays the sample links of every
/// old route (``LinkSampler``) against both specs (``LinkOracle``), and reports each link that
/// opened the route before and now opens nothing, another route, or the route with different
/// values, with the reason, grouped so that one reason gives one finding with one example.
struct LinkDiff {
    /// A way in which some links of an old route break.
    struct Finding: Equatable, Sendable {
        /// The old route's name.
        var route: String
        /// The old pattern the example link comes from.
        var pattern: String
        /// What changed, as a sentence fragment.
        var reason: String
        /// An example: `` `url` opened `a(x: 1)`, now opens nothing ``.
        var example: String
    }

    let old: RouteSpec
    let new: RouteSpec
    let oldOracle: LinkOracle
    let newOracle: LinkOracle
    let sampler: LinkSampler

    init(old: RouteSpec, new: RouteSpec) {
        self.old = old
        self.new = new
        oldOracle = LinkOracle(old)
        newOracle = LinkOracle(new)
        sampler = LinkSampler(old: old, new: new)
    }

    /// The samples of the old route at `routeIndex` that open it in the old spec, with their match.
    func validSamples(ofRoute routeIndex: Int) -> [(pattern: Int, request: LinkRequest, match: LinkMatch)] {
        let route = old.routes[routeIndex]
        var result: [(pattern: Int, request: LinkRequest, match: LinkMatch)] = []
        for index in route.patterns.indices {
            for request in sampler.samples(of: route, pattern: index) {
                guard let match = oldOracle.match(request), match.route == routeIndex else { continue }
                result.append((index, request, match))
            }
        }
        return result
    }

    /// Whether the link that gave `before` in the old spec opens `routeName` with the same values
    /// in the new one.
    static func keeps(_ before: LinkMatch, as after: LinkMatch?, routeName: String?) -> Bool {
        guard let after, after.routeName == routeName else { return false }
        return differingLabels(before, after).isEmpty
    }

    /// The labels (old ones) whose values a link gave differently.
    static func differingLabels(_ before: LinkMatch, _ after: LinkMatch) -> [String] {
        var result: [String] = []
        for (label, source) in before.labels {
            guard let value = before.values[source] else { continue }
            if let newValue = after.values[source] {
                if !value.isSame(as: newValue) { result.append(label) }
            } else if value.fromLink {
                result.append(label)
            }
        }
        return result
    }

    /// Old routes that disappeared and a new route that opens every sample link of each, with the
    /// same values: renames, old name → new name. Each new route is the target of one rename.
    func renames() -> [String: String] {
        let newNames = Set(new.routes.map(\.name))
        let oldNames = Set(old.routes.map(\.name))
        var candidates = new.routes.map(\.name).filter { !oldNames.contains($0) }
        var result: [String: String] = [:]
        for (index, route) in old.routes.enumerated() where !newNames.contains(route.name) {
            // Links to a scheme or host dropped altogether break whatever the route is called.
            let samples = validSamples(ofRoute: index).filter { originExists($0.request.origin) }
            guard !samples.isEmpty else { continue }
            let target = candidates.first { name in
                samples.allSatisfy { Self.keeps($0.match, as: newOracle.match($0.request), routeName: name) }
            }
            if let target {
                result[route.name] = target
                candidates.removeAll { $0 == target }
            }
        }
        return result
    }

    /// The findings for the old route at `routeIndex`, whose links should now open `counterpart`
    /// (its own name, a rename's target, or `nil` when it was removed). Links to a scheme or host
    /// that the new spec dropped altogether are left to the spec-level change.
    func findings(ofRoute routeIndex: Int, counterpart: String?) -> [Finding] {
        let route = old.routes[routeIndex]
        let newRoute = counterpart.flatMap { name in new.routes.first { $0.name == name } }
        var result: [Finding] = []
        var seen: Set<String> = []
        for sample in validSamples(ofRoute: routeIndex) {
            let after = newOracle.match(sample.request)
            if Self.keeps(sample.match, as: after, routeName: counterpart) { continue }
            guard let (key, reason) = diagnose(sample.request, sample.match, after, newRoute: newRoute) else {
                continue
            }
            guard seen.insert(key).inserted else { continue }
            let outcome = after.map { "now opens " + Markdown.code($0.display) } ?? "now opens nothing"
            result.append(
                Finding(
                    route: route.name, pattern: route.patterns[sample.pattern].text, reason: reason,
                    example: Markdown.code(sample.request.url) + " opened " + Markdown.code(sample.match.display)
                        + ", " + outcome))
        }
        return result
    }

    /// A grouping key and the reason why `request` no longer opens `newRoute` with the values of
    /// `before`; `nil` when the reason is a scheme or host the new spec dropped.
    private func diagnose(
        _ request: LinkRequest, _ before: LinkMatch, _ after: LinkMatch?, newRoute: Route?
    ) -> (key: String, reason: String)? {
        let oldPattern = old.routes[before.route].patterns[before.pattern]
        if let after {
            if after.routeName != newRoute?.name {
                let pattern = new.routes[after.route].patterns[after.pattern].text
                return (
                    "other \(after.routeName) \(pattern)",
                    "now opens " + Markdown.code(after.routeName) + " through its pattern " + Markdown.code(pattern)
                )
            }
            let labels = Self.differingLabels(before, after)
            let list = labels.map(Markdown.code).joined(separator: ", ")
            return ("values \(labels)", "the values of \(list) change for links of " + Markdown.code(oldPattern.text))
        }
        if !originExists(request.origin) { return nil }
        guard let newRoute else {
            return ("removed", "the route was removed; its links open nothing")
        }
        if !newOracle.accepts(request.origin, route: newRoute) {
            let what: String
            switch request.origin {
            case .scheme(let scheme): what = "scheme " + Markdown.code(scheme)
            case .host(let host):
                let entry =
                    old.routes[before.route].acceptedHosts(in: old).first {
                        HostNames.entry($0, covers: host)
                    } ?? host
                what = "host " + Markdown.code(entry)
            }
            return ("origin \(what)", "no longer accepts \(what)")
        }
        return diagnosePath(request, oldRoute: old.routes[before.route], oldPattern: oldPattern, newRoute: newRoute)
    }

    /// Whether the new spec still declares a scheme or host entry for `origin`.
    private func originExists(_ origin: LinkRequest.Origin) -> Bool {
        switch origin {
        case .scheme(let scheme):
            new.schemes.contains { $0.value.lowercased() == scheme.lowercased() }
        case .host(let host):
            HostNames.entries(new.hosts.map(\.value), cover: host)
        }
    }

    private func diagnosePath(
        _ request: LinkRequest, oldRoute: Route, oldPattern: Pattern, newRoute: Route
    )
        -> (key: String, reason: String)
    {
        let matching = newRoute.patterns.indices.filter { pathMatches(newRoute.patterns[$0], request.segments) }
        guard let first = matching.first else {
            if let similar = newRoute.patterns.first(where: { Self.sameStructure($0, oldPattern) }) {
                for (index, segment) in similar.segments.enumerated() {
                    guard case .parameter(let name, let type) = segment.kind,
                        !LinkOracle.accepts(request.segments[index], type, inPath: true, spec: new)
                    else { continue }
                    let oldType = Self.type(at: index, of: oldPattern)
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
        var items: [String: [String]] = [:]
        for item in request.query {
            items[item.key, default: []].append(item.value)
        }
        let pattern = newRoute.patterns[first]
        var required = pattern.queryBindings.map { ($0.key, $0.type) }
        required += newRoute.queryParameters.filter { $0.kind == .required }.map { ($0.name, $0.type) }
        for (key, _) in required where items[key] == nil {
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
        for item in request.query {
            guard let type = types[item.key], !LinkOracle.accepts(item.value, type, inPath: false, spec: new) else {
                continue
            }
            let oldType = oldTypes[item.key]?.specName ?? type.specName
            return (
                "query type \(item.key)",
                "the query parameter " + Markdown.code(item.key) + Self.narrowing(from: oldType, to: type.specName)
            )
        }
        return ("no match \(oldPattern.text)", "links of " + Markdown.code(oldPattern.text) + " no longer match")
    }

    /// Whether `pattern`'s path matches `segments`.
    private func pathMatches(_ pattern: Pattern, _ segments: [String]) -> Bool {
        for (index, segment) in pattern.segments.enumerated() {
            switch segment.kind {
            case .catchAll:
                return index < segments.count
            case .literal(let text):
                guard index < segments.count, segments[index] == text else { return false }
            case .parameter(_, let type):
                guard index < segments.count,
                    LinkOracle.accepts(segments[index], type, inPath: true, spec: new)
                else { return false }
            }
        }
        return pattern.segments.count == segments.count
    }

    /// Whether two patterns have the same literals, parameters and catch-all at the same places,
    /// whatever the parameters' names and types.
    static func sameStructure(_ a: Pattern, _ b: Pattern) -> Bool {
        guard a.segments.count == b.segments.count else { return false }
        return zip(a.segments, b.segments).allSatisfy { x, y in
            switch (x.kind, y.kind) {
            case (.literal(let s), .literal(let t)): s == t
            case (.parameter, .parameter), (.catchAll, .catchAll): true
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

    private static func type(at index: Int, of pattern: Pattern) -> String {
        if case .parameter(_, let type) = pattern.segments[index].kind { return type.specName }
        return "string"
    }
}
