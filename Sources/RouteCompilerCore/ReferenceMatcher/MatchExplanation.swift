/// What the ``ReferenceMatcher`` made of a URL: the route it opens, or why it opens none.
public struct MatchExplanation: Hashable, Sendable, CustomStringConvertible {
    /// The outcome.
    public enum Outcome: Hashable, Sendable {
        /// A route matched.
        case matched(ReferenceMatch)
        /// The URL cannot be read: no `scheme://`, a character no URL may hold, user-info, a
        /// port, no `https` host, more than 8,192 bytes. The reason, for people.
        case unreadable(String)
        /// The scheme is neither `https` nor one of `"schemes"`. The reason, for people.
        case schemeNotAccepted(String)
        /// An `https` URL whose host is not one of `"hosts"`. The reason, for people.
        case hostNotAccepted(String)
        /// The path can match no pattern: an empty or dot segment, invalid percent-encoding or
        /// UTF-8, a control character. The reason, for people.
        case invalidPath(String)
        /// The path is excluded by the `"exclude"` pattern written `pattern` at `position`
        /// (Specification §4.10), whatever route would open it.
        case excluded(pattern: String, at: SourcePosition)
        /// No pattern matched; the nearest one, when some pattern matched part of the URL, and
        /// what failed.
        case noRoute(NearMiss?, reason: String)
    }

    /// The URL as given.
    public var url: String
    /// The outcome.
    public var outcome: Outcome

    /// Creates an explanation.
    public init(url: String, outcome: Outcome) {
        self.url = url
        self.outcome = outcome
    }

    /// The match, if a route matched.
    public var match: ReferenceMatch? {
        if case .matched(let match) = outcome { return match }
        return nil
    }

    /// Why nothing matched, in one sentence; `nil` when a route matched.
    public var reason: String? {
        switch outcome {
        case .matched: nil
        case .unreadable(let reason), .schemeNotAccepted(let reason), .hostNotAccepted(let reason),
            .invalidPath(let reason), .noRoute(_, let reason):
            reason
        case .excluded(let pattern, _):
            "the path is excluded by \(Quote.single(pattern))"
        }
    }

    /// `matches product(id: 42, ref: nil)`, or `no match: …`.
    public var description: String {
        if let match { return "matches \(match)" }
        return "no match: " + (reason ?? "")
    }
}

/// The pattern that came nearest to matching a URL, and the part that failed.
public struct NearMiss: Hashable, Sendable {
    /// The route's index in ``RouteSpec/routes``.
    public var routeIndex: Int
    /// The route's name.
    public var routeName: String
    /// The pattern's index in ``Route/patterns``.
    public var patternIndex: Int
    /// The pattern as written.
    public var pattern: String
    /// What failed: `segment 2 'abc' is not an int`, `required query parameter 'q' is missing`.
    public var failure: String

    /// Creates a near miss.
    public init(routeIndex: Int, routeName: String, patternIndex: Int, pattern: String, failure: String) {
        self.routeIndex = routeIndex
        self.routeName = routeName
        self.patternIndex = patternIndex
        self.pattern = pattern
        self.failure = failure
    }
}
