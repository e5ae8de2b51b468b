/// The `<intent-filter>` elements that open a spec's links in an Android app
/// (`route-compiler android-manifest`, Specification §10.3), to paste into the `<activity>` of
/// `AndroidManifest.xml` that handles them.
///
/// Android combines every `<data>` element of a filter: any of its schemes with any of its hosts
/// and any of its paths. So the filters group the routes by what they accept:
///
/// - `https`: one filter per distinct set of hosts that routes accept, with
///   `android:autoVerify="true"` (Android App Links), a host element per host (`*.example.com`
///   stays a wildcard, which Android reads as any subdomain) and the path elements of those
///   routes' patterns (``AndroidPathPattern``);
/// - a with-host scheme: the same, without `autoVerify`;
/// - a host-first scheme: one filter per distinct first segment, which Android's `Uri` reads as
///   the host (`myapp://products/42` has the host `products` and the path `/42`): the literal as
///   spelled (and in lowercase, when that differs), or `*` for a parameter or catch-all, with the
///   path elements of the rest. A filter whose host alone opens a route (a one-segment pattern,
///   a first-segment catch-all) has no path element, and the root pattern gives a filter with the
///   scheme alone: Android ignores the paths of a filter without a host.
///
/// The filters claim every URL a route opens, except spellings that Android compares
/// case-sensitively and the app does not, and claim more where Android cannot say what a route
/// reads (types, query keys, excluded paths): the app's matcher then returns `nil`.
public enum AndroidIntentFilters {
    /// One path attribute of a `<data>` element, as Android's `PatternMatcher` reads it (before
    /// the escaping of the manifest's XML).
    public enum PathElement: Hashable, Sendable {
        /// `android:path`: the whole path.
        case path(String)
        /// `android:pathPrefix`: the start of the path.
        case pathPrefix(String)
        /// `android:pathPattern`: a simple glob (`.`, `X*`, `.*`, `\` escapes).
        case pathPattern(String)
    }

    /// One `<intent-filter>`.
    public struct Filter: Equatable, Sendable {
        /// Whether Android verifies the hosts (`android:autoVerify="true"`): `https` filters only.
        public var autoVerify: Bool
        /// The `android:scheme` values.
        public var schemes: [String]
        /// The `android:host` values; none for a filter that claims every URL of its schemes.
        public var hosts: [String]
        /// The path elements; none when the hosts claim every path.
        public var paths: [PathElement]
    }

    /// The filters for `spec`: `https` first, then with-host schemes, then host-first schemes,
    /// each in declaration order and, within one, in order of first appearance.
    public static func filters(of spec: RouteSpec) -> [Filter] {
        var result = hostFilters(scheme: nil, spec: spec)
        let schemes = spec.schemes.map(\.value)
        for scheme in schemes where scheme.withHost {
            result += hostFilters(scheme: scheme, spec: spec)
        }
        for scheme in schemes where !scheme.withHost {
            result += hostFirstFilters(scheme: scheme, spec: spec)
        }
        return result
    }

    /// The concrete hosts whose `/.well-known/assetlinks.json` Android fetches to verify the
    /// `https` filters (Specification §10.4 rule 4): each host of a verified filter, and for a
    /// wildcard `*.example.com` its domain `example.com`; in order, without repetitions.
    public static func verifiedHosts(of spec: RouteSpec) -> [String] {
        var result: [String] = []
        for filter in filters(of: spec) where filter.autoVerify {
            for host in filter.hosts {
                let domain = HostPattern(host).domain
                if !result.contains(domain) { result.append(domain) }
            }
        }
        return result
    }

    // MARK: Grouping

    /// The filters under `https` (`scheme` `nil`) or a with-host scheme: one per set of hosts.
    private static func hostFilters(scheme: Scheme?, spec: RouteSpec) -> [Filter] {
        var groups: [(hosts: Set<HostPattern>, paths: [PathElement])] = []
        var indexByHosts: [Set<HostPattern>: Int] = [:]
        for route in spec.routes {
            if let scheme, !route.acceptedSchemes(in: spec).contains(where: { $0.key == scheme.key }) { continue }
            let hosts = Set(route.acceptedHosts(in: spec))
            guard !hosts.isEmpty else { continue }
            let paths = route.patterns.flatMap { pattern in
                pattern.segments.isEmpty
                    ? [.path("/")]
                    : AndroidPathPattern.elements(of: pattern.segments[...], ignoresCase: !route.isCaseSensitive)
            }
            if let index = indexByHosts[hosts] {
                groups[index].paths.append(contentsOf: paths)
            } else {
                indexByHosts[hosts] = groups.count
                groups.append((hosts, paths))
            }
        }
        let declared = spec.hosts.map(\.value)
        return groups.map { group in
            Filter(
                autoVerify: scheme == nil, schemes: scheme.map(schemeNames) ?? ["https"],
                hosts: declared.filter(group.hosts.contains).map(\.text), paths: unique(group.paths))
        }
    }

    /// The filters under a host-first scheme: one per first segment.
    private static func hostFirstFilters(scheme: Scheme, spec: RouteSpec) -> [Filter] {
        /// `nil` hosts: the root, which claims the whole scheme; `nil` paths: every path.
        var groups: [(hosts: [String]?, paths: [PathElement]?)] = []
        var indexByHosts: [[String]?: Int] = [:]
        func add(hosts: [String]?, paths: [PathElement]?) {
            guard let index = indexByHosts[hosts] else {
                indexByHosts[hosts] = groups.count
                groups.append((hosts, paths))
                return
            }
            if let existing = groups[index].paths, let paths {
                groups[index].paths = existing + paths
            } else {
                groups[index].paths = nil
            }
        }
        for route in spec.routes where route.acceptedSchemes(in: spec).contains(where: { $0.key == scheme.key }) {
            for pattern in route.patterns {
                guard let first = pattern.segments.first else {
                    add(hosts: nil, paths: nil)
                    continue
                }
                var hosts = ["*"]
                var claimsEveryPath = pattern.segments.count == 1
                switch first.kind {
                case .literal(let text):
                    hosts = text.lowercased() == text ? [text] : [text, text.lowercased()]
                case .parameter, .mixed: break
                case .catchAll: claimsEveryPath = true
                }
                add(
                    hosts: hosts,
                    paths: claimsEveryPath
                        ? nil
                        : AndroidPathPattern.elements(
                            of: pattern.segments.dropFirst(), ignoresCase: !route.isCaseSensitive))
            }
        }
        return groups.map { group in
            Filter(
                autoVerify: false, schemes: schemeNames(scheme), hosts: group.hosts ?? [],
                paths: group.hosts == nil ? [] : unique(group.paths ?? []))
        }
    }

    /// The scheme as Android compares it: in lowercase, and as spelled in `routes.json` when that
    /// differs (the builder writes it so).
    private static func schemeNames(_ scheme: Scheme) -> [String] {
        scheme.name == scheme.key ? [scheme.key] : [scheme.key, scheme.name]
    }

    private static func unique(_ paths: [PathElement]) -> [PathElement] {
        var seen: Set<PathElement> = []
        return paths.filter { seen.insert($0).inserted }
    }
}
