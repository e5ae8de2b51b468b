/// The `"exclude"` patterns of a spec, matched against a URL's path segments (Specification
/// §4.10): a path that one of them matches opens no route, under every scheme and host, whatever
/// its query.
///
/// An exclude matches a path as a route's pattern does (§4.4, §4.6): each is tried as the path of
/// a route of its own, case-sensitive as the top-level `"caseSensitive"` says, with the first
/// segment of a host-first custom-scheme URL compared ignoring case. Excludes have no precedence:
/// the first in the file that matches is named in explanations.
struct ExcludedPaths: Sendable {
    /// One attempt per exclude pattern, in declaration order.
    private let attempts: [PatternAttempt]

    /// The excludes of `spec`, reading values with `reader`.
    init(_ spec: RouteSpec, reader: ValueReader) {
        attempts = spec.excludes.map { pattern in
            let route = Route(
                name: "exclude", position: pattern.position, patterns: [pattern],
                isCaseSensitive: spec.isCaseSensitive)
            return PatternAttempt(
                route, pattern: 0, reader: reader, audience: RouteAudience(schemes: [], hosts: []))
        }
    }

    /// The index in `"exclude"` of the first pattern that matches the path of `url`, split into
    /// `segments`; `nil` when none does.
    func firstMatch(_ segments: [ReferenceURL.Segment], of url: ReferenceURL) -> Int? {
        attempts.firstIndex { attempt in
            var values: [String: ReferenceValue] = [:]
            var score = 0
            return attempt.matchPath(
                segments, hostPosition: url.firstSegmentIsHost, into: &values, score: &score) == nil
        }
    }
}
