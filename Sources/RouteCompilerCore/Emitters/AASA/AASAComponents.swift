/// Builds the ordered `components` of an AASA file from the universal-link patterns of a spec.
///
/// Apple tries the components in order and the first that matches decides, so the order is what
/// makes the file exact:
///
/// 1. the `"exclude"` patterns (Specification §10.1 rule 10), as `exclude` components, except
///    those whose wildcard form would also take back a path that a route opens
///    (``ExcludeOverlap/linkFileOverreach(of:in:)``; `check` warns about them);
/// 2. the patterns that end with a catch-all (`/help/?*`), which claim one or more segments;
/// 3. then, segment count by segment count from the longest pattern down to the root: an
///    `exclude` component for the paths with more segments than this count (`/?*/?*/?*` for
///    "three or more"), and then the patterns with this many segments.
///
/// A parameter's `?*` also matches a `/`, so `/products/?*` alone would claim
/// `/products/1/reviews`; the `exclude` before it takes back every path longer than the pattern
/// that no component above claimed. It never takes back a path the app handles: such a path has
/// the segment count of the pattern that handles it, which is longer (claimed above) or a
/// catch-all (claimed first). An `exclude` is only written where a pattern of its count has a
/// wildcard, since a literal-only path claims nothing longer.
///
/// The components of a case-insensitive route carry `"caseSensitive": false` (Specification §10.1
/// rule 9); only routes that accept a host are in the file, and custom schemes, with-host ones
/// included, never are.
///
/// The positive components compare the percent-decoded URL (`"percentEncoded": false`), as the
/// app does, so `/caf%C3%A9` and `/s%65ttings` are claimed like `/café` and `/settings`. The
/// `exclude` components compare the URL as it is written (`"percentEncoded": true`), counting
/// segments the way the app splits them: an encoded `%2F` stays inside its segment.
enum AASAComponents {
    /// One claimed pattern before ordering: identical ones from several routes are merged.
    private struct Claim {
        var path: String
        var query: [String: String]
        var sources: [String]
        var segmentCount: Int
        /// Whether the path has a wildcard, which may also match a `/`.
        var hasWildcard: Bool
        var isCatchAll: Bool
        var trailingSlashTwin: Bool
        /// Whether the route compares its literals exactly (Specification §3.9).
        var caseSensitive: Bool
    }

    /// The components for the routes of `spec` that accept `host` (a host name, or a `*.`
    /// wildcard entry), or every route that accepts a host when `host` is `nil`.
    static func components(of spec: RouteSpec, host: String?) -> [AppSiteAssociation.Component] {
        let claims = self.claims(of: spec, host: host)
        var result = excludeComponents(of: spec)
        for claim in claims where claim.isCatchAll {
            append(claim, to: &result)
        }
        let counts = Set(claims.filter { !$0.isCatchAll }.map(\.segmentCount)).sorted(by: >)
        for count in counts {
            let level = claims.filter { !$0.isCatchAll && $0.segmentCount == count }
            if level.contains(where: \.hasWildcard) {
                result.append(exclusion(longerThan: count))
            }
            for claim in level {
                append(claim, to: &result)
            }
        }
        return result
    }

    /// Whether `route` is in the file for `host` (`nil`: any host).
    static func includes(_ route: Route, in spec: RouteSpec, host: String?) -> Bool {
        let hosts = route.acceptedHosts(in: spec)
        guard let host else { return !hosts.isEmpty }
        let selected = HostPattern(host)
        return hosts.contains { selected.isCovered(by: $0) }
    }

    private static func claims(of spec: RouteSpec, host: String?) -> [Claim] {
        var claims: [Claim] = []
        var indexByKey: [String: Int] = [:]
        for route in spec.routes where includes(route, in: spec, host: host) {
            for (index, pattern) in route.patterns.enumerated() {
                let path = AASAPatternText.path(of: pattern)
                let query = AASAPatternText.query(ofPattern: index, of: route)
                let source = "\(route.name): \(pattern.text)"
                let key =
                    path + "\u{0}"
                    + query.sorted { $0.key < $1.key }
                    .map { $0.key + "=" + $0.value }.joined(separator: "&")
                    + (route.isCaseSensitive ? "" : "\u{0}ci")
                if let existing = indexByKey[key] {
                    if !claims[existing].sources.contains(source) {
                        claims[existing].sources.append(source)
                    }
                    continue
                }
                indexByKey[key] = claims.count
                claims.append(
                    Claim(
                        path: path, query: query, sources: [source],
                        segmentCount: pattern.segments.count, hasWildcard: path.contains("?"),
                        isCatchAll: pattern.endsWithCatchAll,
                        trailingSlashTwin: AASAPatternText.needsTrailingSlashTwin(pattern),
                        caseSensitive: route.isCaseSensitive))
            }
        }
        return claims
    }

    private static func append(_ claim: Claim, to result: inout [AppSiteAssociation.Component]) {
        let comment = claim.sources.joined(separator: "; ")
        result.append(
            AppSiteAssociation.Component(
                path: claim.path, query: claim.query, comment: comment, exclude: false,
                percentEncoded: false, caseSensitive: claim.caseSensitive))
        if claim.trailingSlashTwin {
            result.append(
                AppSiteAssociation.Component(
                    path: claim.path + "/", query: claim.query,
                    comment: comment + " (with a trailing slash)", exclude: false,
                    percentEncoded: false, caseSensitive: claim.caseSensitive))
        }
    }

    /// The `exclude` components of the spec's `"exclude"` patterns that the file can carry, in
    /// declaration order, each followed by its trailing-slash twin when it ends with a literal.
    ///
    /// They compare the URL as written (`"percentEncoded": true`), with the literals
    /// percent-encoded as the builder writes them: a wildcard then never matches an encoded `%2F`
    /// inside a value, which the app reads as part of one segment, so the component takes back no
    /// path with another segment structure. A needlessly encoded spelling (`/account/d%65lete`)
    /// escapes the component and is claimed; the app refuses it, a small over-claim.
    ///
    /// Excludes follow the top-level `caseSensitive` (Specification §3.13 rule 3), so with
    /// `"caseSensitive": false` their components carry it too (§10.1 rule 10): the app refuses
    /// `/admin` for `/Admin`, and Apple must not claim it through a later component. Ignoring case
    /// on the encoded text is what the app does on the decoded one: only ASCII letters fold, and
    /// the hexadecimal digits of an escape name the same byte in either case.
    static func excludeComponents(of spec: RouteSpec) -> [AppSiteAssociation.Component] {
        var result: [AppSiteAssociation.Component] = []
        let caseSensitive = spec.isCaseSensitive
        for exclude in spec.excludes where ExcludeOverlap.linkFileOverreach(of: exclude, in: spec) == nil {
            let path = AASAPatternText.encodedPath(of: exclude)
            let comment = "excluded: \(exclude.text)"
            result.append(
                AppSiteAssociation.Component(
                    path: path, comment: comment, exclude: true, percentEncoded: true, caseSensitive: caseSensitive))
            if AASAPatternText.needsTrailingSlashTwin(exclude) {
                result.append(
                    AppSiteAssociation.Component(
                        path: path + "/", comment: comment + " (with a trailing slash)", exclude: true,
                        percentEncoded: true, caseSensitive: caseSensitive))
            }
        }
        return result
    }

    /// Excludes the paths of more than `count` segments (`count + 1` wildcards).
    private static func exclusion(longerThan count: Int) -> AppSiteAssociation.Component {
        let path = String(repeating: "/?*", count: count + 1)
        let noun = count == 1 ? "segment" : "segments"
        return AppSiteAssociation.Component(
            path: path, query: [:],
            comment: "Not claimed: paths of more than \(count) \(noun) that no component above claims",
            exclude: true, percentEncoded: true)
    }
}
