/// The patterns that could match a path, found without trying every pattern: a pattern whose
/// first segment is a literal can only match a path whose first segment is that literal, and a
/// pattern needs as many segments as it has (at least as many, with a catch-all). This only
/// narrows the patterns the ``ReferenceMatcher`` tries; it decides nothing.
struct CandidateIndex: Sendable {
    private struct Key: Hashable {
        /// The first segment when it is a literal, ASCII-lowercased, since case-insensitive routes
        /// and the host position compare it ignoring case. (Strings that are canonically equivalent
        /// hash alike too, so this may find more patterns than match, never fewer.)
        var firstLiteral: String?
        /// The number of segments; for a catch-all pattern, the number before its catch-all.
        var count: Int
        var catchAll: Bool
    }

    private var patterns: [Key: [RouteTrie.PatternReference]] = [:]
    /// The numbers of segments before a catch-all that some pattern has.
    private var catchAllCounts: Set<Int> = []

    /// The index of every pattern of `spec`.
    init(_ spec: RouteSpec) {
        for (routeIndex, route) in spec.routes.enumerated() {
            for (patternIndex, pattern) in route.patterns.enumerated() {
                var key = Key(firstLiteral: nil, count: pattern.segments.count, catchAll: false)
                if case .literal(let text) = pattern.segments.first?.kind {
                    key.firstLiteral = ASCIICase.lowercased(text)
                }
                if case .catchAll = pattern.segments.last?.kind {
                    key.catchAll = true
                    key.count -= 1
                    catchAllCounts.insert(key.count)
                }
                patterns[key, default: []].append(RouteTrie.PatternReference(route: routeIndex, pattern: patternIndex))
            }
        }
    }

    /// The patterns that could match a path of these decoded segments, in file order.
    func candidates(for segments: [ReferenceURL.Segment]) -> [RouteTrie.PatternReference] {
        var keys = [Key(firstLiteral: nil, count: segments.count, catchAll: false)]
        for count in catchAllCounts where count < segments.count {
            keys.append(Key(firstLiteral: nil, count: count, catchAll: true))
        }
        if let first = segments.first {
            let text = ASCIICase.lowercased(String(decoding: first.decoded, as: UTF8.self))
            keys += keys.map { Key(firstLiteral: text, count: $0.count, catchAll: $0.catchAll) }
        }
        return keys.flatMap { patterns[$0] ?? [] }.sorted { ($0.route, $0.pattern) < ($1.route, $1.pattern) }
    }
}
