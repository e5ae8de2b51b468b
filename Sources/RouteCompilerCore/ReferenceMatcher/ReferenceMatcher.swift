/// The second statement of Specification §4, independent of the generated matcher: an interpreter that
/// matches a URL against the spec model directly, written for clarity rather than speed. It shares
/// only the runtime's text functions with generated code (the RFC 3986 decomposition,
/// percent-decoding, and through ``BuiltInType`` the texts of the built-in types). Tests hold the
/// generated matcher to it. Its API is what the rest of the compiler calls: ``match(_:)``,
/// ``match(path:)``, ``explain(_:)`` and ``explain(path:)`` (the `match` command),
/// ``attempt(route:on:)`` and ``attempt(route:onPath:)`` (the example check),
/// ``pathMatches(_:route:pattern:)`` and ``value(of:as:)`` (the diff), ``exclusion(of:)`` (the
/// diff and `verify`); everything else in
/// `ReferenceMatcher/` is its inside.
///
/// The rules, in the order they apply:
///
/// 1. **Decomposition.** The RFC 3986 decomposition (``URLDecomposition``) finds the
///    scheme, host, path and query. A URL longer than 8,192 bytes, without `scheme://`, with a
///    character no URL may hold (controls, space, `" < > \ ^ ` { | }`), with user-info, or with
///    a port (except `:443` under `https`) matches nothing. The fragment is ignored. A path alone
///    (``match(path:)``, Specification §4.9) starts with `/`, has no scheme or authority, and is
///    refused for the same length and characters.
/// 2. **Scheme and host.** The scheme, ASCII case-insensitively, is `https` or one of
///    `"schemes"`. Under `https` the host, ASCII case-insensitively, equals one of `"hosts"` or
///    falls under one of its `*.` wildcards (one or more non-empty labels before the suffix);
///    the path follows the host. Under a with-host scheme the authority is such a host too,
///    among the hosts of the routes that accept the scheme. Under a host-first scheme the
///    authority is the first path segment (`myapp://products/42` reads `/products/42`;
///    `myapp:///settings` reads `/settings`), in the host position. A route whose own
///    `schemes`/`hosts` do not accept the URL is treated as absent; a path alone reaches every
///    route.
/// 3. **Path.** The percent-encoded path is split on `/` first; an empty path is the root, one
///    trailing `/` is ignored, and each segment is percent-decoded once. An empty segment, a
///    segment that decodes to `.` or `..`, invalid percent-encoding, invalid UTF-8 or a decoded
///    control character (U+0000–U+001F, U+007F) means no match.
/// 4. **Segments.** A literal equals the decoded segment byte for byte, or ASCII
///    case-insensitively in a case-insensitive route and in the host position; a parameter reads
///    the segment as its type (Specification §3.7's accepted text; a named enum ignoring case in
///    a case-insensitive route; a `{"swift"}` type accepts what the predicate given to
///    ``init(_:swiftTypes:)`` accepts, by default anything); a mixed segment splits it
///    (``MixedSegmentSplit``, Specification §4.6); a catch-all takes the remaining segments, one or
///    more. A pattern without a catch-all needs exactly as many segments as it has.
/// 5. **Query.** Split on `&` (empty items are skipped), each item on its first `=`; names and
///    values are percent-decoded once, `+` stays `+`; an item whose name does not decode is no
///    key. Keys the route does not read are ignored. A pattern's `key={param}` bindings and the
///    route's required `"query"` parameters must be present exactly once; an optional or
///    defaulted parameter at most once (absent: `nil` or the default); a list takes every
///    occurrence in order. A scalar key that appears twice, or a present value that does not
///    read as its type, means no match for that pattern.
/// 6. **Excluded paths.** A path that an `"exclude"` pattern matches (Specification §4.10) opens
///    no route, whatever its scheme, host and query; ``explain(_:)`` names the exclude.
/// 7. **Precedence.** Of all patterns that match, the best wins (``Precedence``): at the first
///    segment where two patterns are not alike, the classes are literal < mixed (more literal
///    characters first) < typed (`int` and the other built-in types of its rank, named enums,
///    `{"swift"}`) < `double` < `string` < catch-all; two segments of the same class and order
///    that are not alike (`int` and `bool`, literals that differ in case) tie. Between patterns
///    with the same path, more required query keys (pattern bindings plus required `"query"`
///    parameters) win; the same count is a tie. Because every matching pattern is considered,
///    this is the same as trying the preferred branch first and backtracking when it fails
///    further right. A tie is an ambiguity (a compile error, Specification §4.8) or, for a path
///    alone, two routes that no URL reaches together (§4.9 rule 4); the matcher then takes the
///    earlier route and pattern in the file.
public struct ReferenceMatcher: Sendable {
    /// The spec it matches against.
    public let spec: RouteSpec
    private let reader: ValueReader
    private let audiences: [RouteAudience]
    private let index: CandidateIndex
    private let excluded: ExcludedPaths
    /// The with-host schemes, lowercased.
    private let withHostSchemes: Set<String>

    /// A matcher for `spec`, in which every `{"swift"}` type accepts any text.
    public init(_ spec: RouteSpec) {
        self.init(spec, swiftTypes: [:])
    }

    /// A matcher for `spec`, in which a `{"swift": "T"}` type accepts the decoded texts for which
    /// `swiftTypes["T"]` returns `true` (keyed by the Swift type as written in `"swift"`; for
    /// example `["ProductCode": { ProductCode(routeParameter: $0) != nil }]`); a type not listed
    /// accepts any text.
    public init(_ spec: RouteSpec, swiftTypes: [String: @Sendable (String) -> Bool]) {
        self.spec = spec
        self.reader = ValueReader(swiftTypes: swiftTypes)
        self.audiences = spec.routes.map { RouteAudience($0, in: spec) }
        self.index = CandidateIndex(spec)
        self.excluded = ExcludedPaths(spec, reader: reader)
        self.withHostSchemes = Set(spec.schemes.filter(\.value.withHost).map(\.value.key))
    }

    /// The route `url` opens, with its values; `nil` when it opens none.
    public func match(_ url: String) -> ReferenceMatch? {
        best(read(url))
    }

    /// The route a path alone opens (`init?(path:)`, Specification §4.9): text that starts with
    /// `/`, with an optional query and fragment, read against every route whatever its schemes
    /// and hosts; `nil` when it opens none.
    public func match(path: String) -> ReferenceMatch? {
        best(readPath(path))
    }

    /// The route `url` opens, or why it opens none: the scheme or host, an unreadable URL or
    /// path, or the nearest pattern and the part of the URL it failed on.
    public func explain(_ url: String) -> MatchExplanation {
        explanation(url, read(url))
    }

    /// The route a path alone opens (Specification §4.9), or why it opens none.
    public func explain(path: String) -> MatchExplanation {
        explanation(path, readPath(path))
    }

    /// How route `routeIndex` fares on `url`: its match (it may still lose to another route), or
    /// the failure of its nearest pattern; `nil` when the URL is refused before any route is
    /// tried.
    public func attempt(route routeIndex: Int, on url: String) -> RouteAttempt? {
        attempt(routeIndex, read(url))
    }

    /// How route `routeIndex` fares on a path alone (Specification §4.9); `nil` when the path is
    /// refused before any route is tried.
    public func attempt(route routeIndex: Int, onPath path: String) -> RouteAttempt? {
        attempt(routeIndex, readPath(path))
    }

    private func best(_ read: Result<ReadURL, Refusal>) -> ReferenceMatch? {
        guard case .success(let read) = read else { return nil }
        return best(of: successes(read), read)
    }

    private func explanation(_ text: String, _ read: Result<ReadURL, Refusal>) -> MatchExplanation {
        switch read {
        case .failure(let refusal):
            return MatchExplanation(url: text, outcome: refusal.outcome)
        case .success(let read):
            if let best = best(of: successes(read), read) {
                return MatchExplanation(url: text, outcome: .matched(best))
            }
            return MatchExplanation(url: text, outcome: nearestMiss(read))
        }
    }

    private func attempt(_ routeIndex: Int, _ read: Result<ReadURL, Refusal>) -> RouteAttempt? {
        guard case .success(let read) = read else { return nil }
        var nearest: (NearMiss, PatternAttempt.Progress)?
        for patternIndex in spec.routes[routeIndex].patterns.indices {
            switch attempt(routeIndex, patternIndex).run(read.url, segments: read.segments) {
            case .success(let arguments):
                return .matched(makeMatch(routeIndex, patternIndex, arguments))
            case .failure(let failure):
                if nearest == nil || nearest!.1 < failure.progress {
                    nearest = (nearMiss(routeIndex, patternIndex, failure), failure.progress)
                }
            }
        }
        return .failed(nearest!.0)
    }

    /// Whether the path of `url` matches pattern `patternIndex` of route `routeIndex`, whatever
    /// the URL's scheme, host and query; `false` when the URL or its path cannot be read.
    public func pathMatches(_ url: String, route routeIndex: Int, pattern patternIndex: Int) -> Bool {
        guard case .success(let url) = ReferenceURL.read(url, withHostSchemes: withHostSchemes),
            case .success(let segments) = url.segments()
        else { return false }
        switch attempt(routeIndex, patternIndex).run(url, segments: segments) {
        case .success: return true
        case .failure(let failure): return failure.progress.stage == .audience || failure.progress.stage == .query
        }
    }

    /// The `"exclude"` pattern that refuses `url` (Specification §4.10): the first in the file
    /// that matches its path, whatever its scheme, host and query; `nil` when none does, or when
    /// the URL or its path cannot be read.
    public func exclusion(of url: String) -> Pattern? {
        guard case .success(let url) = ReferenceURL.read(url, withHostSchemes: withHostSchemes),
            case .success(let segments) = url.segments(),
            let index = excluded.firstMatch(segments, of: url)
        else { return nil }
        return spec.excludes[index]
    }

    /// The value that a parameter of `type` reads from the decoded `text`, or `nil` when `text` is
    /// not a value of the type.
    public func value(of text: String, as type: ParameterType) -> ReferenceValue? {
        reader.read(type, Array(text.utf8))
    }

    /// How one route fares on a URL.
    public enum RouteAttempt: Hashable, Sendable {
        /// The route matches (it may still lose to another route).
        case matched(ReferenceMatch)
        /// The route does not match: its nearest pattern and what failed.
        case failed(NearMiss)
    }

    // MARK: Steps

    /// An outcome before any route is tried.
    private struct Refusal: Error {
        var outcome: MatchExplanation.Outcome
    }

    /// A URL that passed steps 1 to 3.
    private struct ReadURL {
        var url: ReferenceURL
        var segments: [ReferenceURL.Segment]
    }

    /// Steps 1 to 3 and 6: decomposition, scheme and host, path, excluded paths.
    private func read(_ text: String) -> Result<ReadURL, Refusal> {
        let url: ReferenceURL
        switch ReferenceURL.read(text, withHostSchemes: withHostSchemes) {
        case .success(let decomposed):
            url = decomposed
        case .failure(let rejection):
            if let scheme = rejection.scheme, let refusal = schemeRefusal(scheme) {
                return .failure(Refusal(outcome: .schemeNotAccepted(refusal)))
            }
            return .failure(Refusal(outcome: .unreadable(rejection.message)))
        }
        if let refusal = schemeRefusal(url.scheme) { return .failure(Refusal(outcome: .schemeNotAccepted(refusal))) }
        if let refusal = hostRefusal(url) { return .failure(Refusal(outcome: .hostNotAccepted(refusal))) }
        return segments(of: url)
    }

    /// Steps 1 and 3 for a path alone.
    private func readPath(_ text: String) -> Result<ReadURL, Refusal> {
        switch ReferenceURL.readPath(text) {
        case .success(let url): return segments(of: url)
        case .failure(let rejection): return .failure(Refusal(outcome: .unreadable(rejection.message)))
        }
    }

    private func segments(of url: ReferenceURL) -> Result<ReadURL, Refusal> {
        switch url.segments() {
        case .success(let segments):
            if let exclude = excluded.firstMatch(segments, of: url) {
                let pattern = spec.excludes[exclude]
                return .failure(Refusal(outcome: .excluded(pattern: pattern.text, at: pattern.position)))
            }
            return .success(ReadURL(url: url, segments: segments))
        case .failure(let problem): return .failure(Refusal(outcome: .invalidPath(problem.message)))
        }
    }

    /// Why the host of an `https` or with-host URL opens no route, or `nil` when it may.
    private func hostRefusal(_ url: ReferenceURL) -> String? {
        switch url.kind {
        case .https:
            guard !spec.hosts.contains(where: { $0.value.matches(url.host) }) else { return nil }
            let hosts = spec.hosts.map(\.value.text).joined(separator: ", ")
            return "the host \(Quote.single(url.host)) is not one of \"hosts\" (\(hosts))"
        case .withHost:
            guard !url.host.isEmpty else {
                return "the \(url.scheme):// URL has no host; \(url.scheme) is declared with \"withHost\", so its URLs"
                    + " name a host, as in \(url.scheme)://\(spec.hosts.first?.value.exampleHost() ?? "example.com")/…"
            }
            var hosts: [HostPattern] = []
            for audience in audiences where audience.schemes.contains(url.scheme) {
                for host in audience.hosts where !hosts.contains(host) { hosts.append(host) }
            }
            guard !hosts.contains(where: { $0.matches(url.host) }) else { return nil }
            let list = hosts.isEmpty ? "none" : hosts.map(\.text).joined(separator: ", ")
            return "the host \(Quote.single(url.host)) is not one of the hosts of the routes that accept"
                + " \(url.scheme):// (\(list))"
        case .hostFirst, .path:
            return nil
        }
    }

    /// Why `scheme` (lowercased) opens no route, or `nil` when it may.
    private func schemeRefusal(_ scheme: String) -> String? {
        if scheme == "https" {
            return spec.hosts.isEmpty ? "https links open no route: routes.json lists no \"hosts\"" : nil
        }
        if spec.schemes.contains(where: { $0.value.key == scheme }) { return nil }
        var accepted = spec.schemes.map(\.value.key)
        if !spec.hosts.isEmpty { accepted.insert("https", at: 0) }
        return "the scheme \(Quote.single(scheme)) is not accepted; routes.json accepts "
            + Quote.list(accepted, conjunction: "and")
    }

    private func attempt(_ routeIndex: Int, _ patternIndex: Int) -> PatternAttempt {
        PatternAttempt(
            spec.routes[routeIndex], pattern: patternIndex, reader: reader, audience: audiences[routeIndex])
    }

    /// Steps 4 and 5 for every pattern that could match: the matches.
    private func successes(_ read: ReadURL) -> [ReferenceMatch] {
        index.candidates(for: read.segments).compactMap { reference in
            let outcome = attempt(reference.route, reference.pattern).run(read.url, segments: read.segments)
            guard case .success(let arguments) = outcome else { return nil }
            return makeMatch(reference.route, reference.pattern, arguments)
        }
    }

    /// Step 6: the best of the matches (Specification §4.7), the earliest in the file on a tie;
    /// a match decided by the order of the URL's query keys says over which route, by which key.
    private func best(of matches: [ReferenceMatch], _ read: ReadURL) -> ReferenceMatch? {
        let segmentCount = read.segments.count
        let itemKeys = read.url.queryItems.compactMap(\.name)
        func order(_ first: ReferenceMatch, _ second: ReferenceMatch) -> (order: Precedence.Order, key: String?) {
            let (a, b) = (contender(first), contender(second))
            let order = Precedence.compare(a, b, segmentCount: segmentCount)
            guard order == .byKeyOrder else { return (order, nil) }
            return Precedence.compareByKeyOrder(a.requiredKeys, b.requiredKeys, itemKeys: itemKeys)
        }
        var best: ReferenceMatch?
        for candidate in matches {
            guard let current = best else {
                best = candidate
                continue
            }
            let outcome = order(current, candidate).order
            let earlier = (candidate.routeIndex, candidate.patternIndex) < (current.routeIndex, current.patternIndex)
            if outcome == .second || (outcome == .tie && earlier) { best = candidate }
        }
        guard var best else { return nil }
        for other in matches where other.routeIndex != best.routeIndex || other.patternIndex != best.patternIndex {
            let (outcome, key) = order(best, other)
            guard outcome == .first, let key,
                Precedence.compare(contender(best), contender(other), segmentCount: segmentCount) == .byKeyOrder
            else { continue }
            best.keyOrderWin = ReferenceMatch.KeyOrderWin(over: other.routeName, key: key)
            break
        }
        return best
    }

    private func contender(_ match: ReferenceMatch) -> Precedence.Contender {
        let route = spec.routes[match.routeIndex]
        return Precedence.Contender(
            pattern: route.patterns[match.patternIndex],
            requiredKeys: route.requiredQueryKeys(ofPattern: match.patternIndex),
            isCaseSensitive: route.isCaseSensitive)
    }

    private func makeMatch(_ routeIndex: Int, _ patternIndex: Int, _ arguments: [ReferenceArgument]) -> ReferenceMatch {
        var match = ReferenceMatch(
            routeIndex: routeIndex, routeName: spec.routes[routeIndex].name, patternIndex: patternIndex,
            arguments: arguments, enumName: spec.enumName)
        match.module = spec.routes[routeIndex].module
        return match
    }

    // MARK: Explaining

    /// The nearest pattern of all (``PatternAttempt/Progress``), and what failed; no nearest
    /// pattern when none accepted a segment (or found a typo in one, or failed to read one).
    private func nearestMiss(_ read: ReadURL) -> MatchExplanation.Outcome {
        var nearest: (NearMiss, PatternAttempt.Failure)?
        for (routeIndex, route) in spec.routes.enumerated() {
            for patternIndex in route.patterns.indices {
                let outcome = attempt(routeIndex, patternIndex).run(read.url, segments: read.segments)
                guard case .failure(let failure) = outcome else { continue }
                if nearest == nil || nearest!.1.progress < failure.progress {
                    nearest = (nearMiss(routeIndex, patternIndex, failure), failure)
                }
            }
        }
        guard let (miss, failure) = nearest else {
            return .noRoute(nil, reason: "no route matches")
        }
        let progress = failure.progress
        let informative = progress.score > 0 || progress.stage.rawValue >= PatternAttempt.Stage.value.rawValue
        guard informative else {
            guard let first = read.segments.first else {
                return .noRoute(nil, reason: "no route matches the root path '/'")
            }
            let text = String(decoding: first.decoded, as: UTF8.self)
            return .noRoute(nil, reason: "no route's path starts with \(Quote.single(text))")
        }
        let reason = "nearest route \(Quote.single(miss.routeName)) (\(Quote.single(miss.pattern))): \(miss.failure)"
        return .noRoute(miss, reason: reason)
    }

    private func nearMiss(_ routeIndex: Int, _ patternIndex: Int, _ failure: PatternAttempt.Failure) -> NearMiss {
        let route = spec.routes[routeIndex]
        return NearMiss(
            routeIndex: routeIndex, routeName: route.name, patternIndex: patternIndex,
            pattern: route.patterns[patternIndex].text, failure: failure.message)
    }
}
