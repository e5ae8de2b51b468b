/// Specification §9.6: the `"exclude"` patterns against the routes (``ExcludeOverlap``).
///
/// 1. A route pattern every path of which an exclude matches can never open its route: an error
///    at the pattern, with a note at the exclude.
/// 2. An exclude that matches no path of any route pattern excludes nothing: a warning at it.
/// 3. An exclude whose wildcard form would also take back a path that a route opens is left out
///    of the AASA file (§10.1 rule 10): a warning at it that names the route and such a path.
enum ExcludeCheck {
    /// The diagnostics about the excludes of `spec`.
    static func diagnostics(_ spec: RouteSpec) -> [Diagnostic] {
        guard !spec.excludes.isEmpty else { return [] }
        var result: [Diagnostic] = []
        for route in spec.routes {
            for pattern in route.patterns {
                let covering = spec.excludes.first { exclude in
                    ExcludeOverlap.covers(
                        exclude, pattern, excludeFolds: !spec.isCaseSensitive, patternFolds: !route.isCaseSensitive)
                }
                guard let exclude = covering else { continue }
                result.append(
                    .error(
                        "pattern \(Quote.single(pattern.text)) of route \(Quote.single(route.name)) can never open"
                            + " it: every path it matches is excluded by \(Quote.single(exclude.text)); remove the"
                            + " pattern, or narrow the exclude",
                        at: pattern.position, notes: [.note("the exclude pattern", at: exclude.position)]))
            }
        }
        for exclude in spec.excludes {
            let reachesRoute = spec.routes.contains { route in
                route.patterns.contains {
                    ExcludeOverlap.overlaps(
                        exclude, $0, excludeFolds: !spec.isCaseSensitive, patternFolds: !route.isCaseSensitive)
                }
            }
            guard reachesRoute else {
                result.append(
                    .warning(
                        "exclude pattern \(Quote.single(exclude.text)) matches no path that a route matches, so"
                            + " it excludes nothing; correct it or remove it",
                        at: exclude.position))
                continue
            }
            if let overreach = ExcludeOverlap.linkFileOverreach(of: exclude, in: spec) {
                result.append(linkFileWarning(exclude, overreach, spec))
            }
        }
        return result
    }

    private static func linkFileWarning(
        _ exclude: Pattern, _ overreach: (route: Int, pattern: Int, segments: [String]), _ spec: RouteSpec
    ) -> Diagnostic {
        let route = spec.routes[overreach.route]
        let host = route.canonicalHost(in: spec) ?? route.acceptedHosts(in: spec)[0]
        let url = AnalysisContext.url(
            origin: RouteAudience.Origin(text: "https://" + host.exampleHost(), isHostFirst: false),
            path: overreach.segments, query: [])
        let pattern = route.patterns[overreach.pattern].text
        return .warning(
            "exclude pattern \(Quote.single(exclude.text)) is left out of the apple-app-site-association file:"
                + " AASA has no types and its wildcards match '/', so its component would also take back"
                + " \(Quote.single(url)), which route \(Quote.single(route.name)) opens (\(Quote.single(pattern)));"
                + " the app still refuses every path the exclude matches",
            at: exclude.position)
    }
}
