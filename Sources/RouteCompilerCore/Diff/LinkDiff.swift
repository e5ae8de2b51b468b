/// Finds the links already out there that a new spec breaks: it replays the sample links of every
/// old route (``LinkSampler``) through the ``ReferenceMatcher`` of each spec, and reports each
/// link that opened the route before and now opens nothing, another route, or the route with
/// different values, with the reason (``LinkDiagnosis``), grouped so that one reason gives one
/// finding with one example.
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

    /// A sample link of an old route and what it opens in the old spec.
    struct Replay {
        var link: SampleLink
        var before: LinkOutcome
    }

    let old: RouteSpec
    let new: RouteSpec
    private let oldMatcher: ReferenceMatcher
    private let newMatcher: ReferenceMatcher
    private let sampler: LinkSampler
    private let diagnosis: LinkDiagnosis

    init(old: RouteSpec, new: RouteSpec) {
        self.old = old
        self.new = new
        oldMatcher = ReferenceMatcher(old)
        newMatcher = ReferenceMatcher(new)
        sampler = LinkSampler(old: old, new: new)
        diagnosis = LinkDiagnosis(old: old, matcher: newMatcher)
    }

    /// The samples of the old route at `routeIndex` that open it in the old spec.
    func replays(ofRoute routeIndex: Int) -> [Replay] {
        let route = old.routes[routeIndex]
        return route.patterns.indices.flatMap { index in
            sampler.samples(of: route, pattern: index).compactMap { link -> Replay? in
                guard let match = oldMatcher.match(link.url), match.routeIndex == routeIndex else { return nil }
                return Replay(link: link, before: LinkOutcome(match, in: old))
            }
        }
    }

    /// What `link` opens in the new spec.
    private func after(_ link: SampleLink) -> LinkOutcome? {
        newMatcher.match(link.url).map { LinkOutcome($0, in: new) }
    }

    /// Whether the link of `replay` opens `routeName` with the same values in the new spec.
    private static func keeps(_ replay: Replay, as after: LinkOutcome?, routeName: String?) -> Bool {
        guard let after, after.match.routeName == routeName else { return false }
        return replay.before.differingLabels(from: after, link: replay.link).isEmpty
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
            let replays = replays(ofRoute: index).filter { diagnosis.originExists($0.link.origin) }
            guard !replays.isEmpty else { continue }
            let outcomes = replays.map { after($0.link) }
            let target = candidates.first { name in
                zip(replays, outcomes).allSatisfy { Self.keeps($0, as: $1, routeName: name) }
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
        let newRouteIndex = counterpart.flatMap { name in new.routes.firstIndex { $0.name == name } }
        var result: [Finding] = []
        var seen: Set<String> = []
        for replay in replays(ofRoute: routeIndex) {
            let after = after(replay.link)
            if Self.keeps(replay, as: after, routeName: counterpart) { continue }
            guard let (key, reason) = diagnose(replay, after, newRoute: newRouteIndex),
                seen.insert(key).inserted
            else { continue }
            let outcome = after.map { "now opens " + Markdown.code($0.match.description) } ?? "now opens nothing"
            let pattern = route.patterns[replay.before.match.patternIndex].text
            result.append(
                Finding(
                    route: route.name, pattern: pattern, reason: reason,
                    example: Markdown.code(replay.link.url) + " opened "
                        + Markdown.code(replay.before.match.description)
                        + ", " + outcome))
        }
        return result
    }

    /// A grouping key and the reason why the link of `replay` no longer opens the new spec's route
    /// `newRouteIndex` (`nil`: removed) with the same values; `nil` when the reason is a scheme or
    /// host the new spec dropped.
    private func diagnose(
        _ replay: Replay, _ after: LinkOutcome?, newRoute newRouteIndex: Int?
    ) -> (key: String, reason: String)? {
        let oldPattern = replay.before.route.patterns[replay.before.match.patternIndex]
        guard let after else {
            return diagnosis.whyNothing(
                replay.link, oldRoute: replay.before.route, oldPattern: oldPattern, newRoute: newRouteIndex)
        }
        if after.match.routeName != newRouteIndex.map({ new.routes[$0].name }) {
            let pattern = after.route.patterns[after.match.patternIndex].text
            return (
                "other \(after.match.routeName) \(pattern)",
                "now opens " + Markdown.code(after.match.routeName) + " through its pattern " + Markdown.code(pattern)
            )
        }
        let labels = replay.before.differingLabels(from: after, link: replay.link)
        let list = labels.map(Markdown.code).joined(separator: ", ")
        return ("values \(labels)", "the values of \(list) change for links of " + Markdown.code(oldPattern.text))
    }
}
