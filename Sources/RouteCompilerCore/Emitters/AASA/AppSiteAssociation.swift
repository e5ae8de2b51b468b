/// Apple's `apple-app-site-association` file for the universal-link routes of a spec
/// (`route-compiler aasa`).
///
/// The file uses Apple's current format only (iOS 13, macOS 10.15 and later):
/// `{"applinks": {"details": [{"appIDs": [...], "components": [...]}]}}`, never the legacy
/// `paths`. It claims every URL the app's routes match, and as little else as AASA patterns can
/// say (see ``AASAComponents`` and ``AASAPatternText``). What AASA cannot say is a parameter's
/// type: `/products/?*` claims `/products/abc` even when `id` is an `int`, so the app receives
/// such a link and its `init?(url:)` returns `nil`; the app should handle `nil` (for example by
/// opening the URL in a web view).
public enum AppSiteAssociation {
    /// Apple's limit on the file's size: 128 KB, uncompressed.
    public static let sizeLimit = 128 * 1024

    /// One entry of `components`.
    public struct Component: Equatable, Sendable {
        /// The `/` pattern, matched against the URL's path.
        public var path: String
        /// The `?` dictionary: query item name → pattern. Empty: no `?` key.
        public var query: [String: String]
        /// The `comment`: the routes and patterns the component claims for.
        public var comment: String
        /// Whether a URL that matches is excluded (not opened in the app).
        public var exclude: Bool
        /// The `percentEncoded` flag: `false` to compare the pattern with the percent-decoded URL.
        public var percentEncoded: Bool
        /// The `caseSensitive` flag: `false` for the components of a case-insensitive route
        /// (Specification §10.1 rule 9), written only then.
        public var caseSensitive: Bool

        /// Creates a component.
        public init(
            path: String, query: [String: String] = [:], comment: String, exclude: Bool = false,
            percentEncoded: Bool = false, caseSensitive: Bool = true
        ) {
            self.path = path
            self.query = query
            self.comment = comment
            self.exclude = exclude
            self.percentEncoded = percentEncoded
            self.caseSensitive = caseSensitive
        }

        /// The component as JSON (keys are sorted when written).
        var json: JSONOutput {
            var members: [(key: String, value: JSONOutput)] = [("/", .string(path))]
            if !query.isEmpty {
                members.append(("?", .object(query.map { ($0.key, .string($0.value)) })))
            }
            members.append(("comment", .string(comment)))
            if !caseSensitive { members.append(("caseSensitive", .bool(false))) }
            if exclude { members.append(("exclude", .bool(true))) }
            members.append(("percentEncoded", .bool(percentEncoded)))
            return .object(members)
        }
    }

    /// Why a file cannot be made.
    public enum Failure: Error, Equatable, Sendable {
        /// The spec declares no universal-link host.
        case noHosts
        /// `--host` names a host that no entry of the spec's `"hosts"` covers.
        case undeclaredHost(String, declared: [String])
        /// An app ID is not `TEAMID.bundle.id`.
        case invalidAppID(String)
        /// An App Clip ID (`--appclip`) is not `TEAMID.bundle.id`.
        case invalidAppClipID(String)
        /// No app ID was given.
        case noAppIDs
        /// The file would be larger than ``sizeLimit``.
        case tooLarge(bytes: Int)

        /// The message, without `error: `.
        public var message: String {
            switch self {
            case .noHosts:
                return "routes.json declares no \"hosts\", so no route is a universal link; add the"
                    + " hosts your website serves"
            case .undeclaredHost(let host, let declared):
                let list = declared.map { "'\($0)'" }.joined(separator: ", ")
                return "host '\(host)' is not among the \"hosts\" of routes.json (\(list))"
            case .invalidAppID(let id):
                return "invalid app ID '\(id)'; write TEAMID.bundle.id, as in"
                    + " 'ABCDE12345.com.example.app' (the team ID is 10 uppercase letters and digits)"
            case .invalidAppClipID(let id):
                return "invalid App Clip ID '\(id)'; write TEAMID.bundle.id.Clip, the App Clip's own"
                    + " identifier, as in 'ABCDE12345.com.example.app.Clip' (the team ID is 10 uppercase"
                    + " letters and digits)"
            case .noAppIDs:
                return "give the app's ID with --app-id TEAMID.bundle.id"
            case .tooLarge(let bytes):
                return "the apple-app-site-association file would be \(bytes) bytes, over Apple's"
                    + " limit of 128 KB (\(sizeLimit) bytes); split the hosts with --host, or merge"
                    + " patterns in routes.json"
            }
        }
    }

    /// The file for the routes of `spec` that accept `host` (any host when `nil`), opened by the
    /// apps `appIDs`: pretty-printed JSON with sorted keys, ending with a newline.
    ///
    /// With `webcredentials`, the file also holds `"webcredentials": {"apps": appIDs}` (Password
    /// AutoFill for the same apps); with `appClips`, `"appclips": {"apps": appClips}` (the App
    /// Clips the hosts may invoke). Repeated IDs are written once, in the order first given.
    public static func generate(
        _ spec: RouteSpec, appIDs: [String], host: String? = nil, webcredentials: Bool = false,
        appClips: [String] = []
    )
        -> Result<String, Failure>
    {
        guard !appIDs.isEmpty else { return .failure(.noAppIDs) }
        if let invalid = appIDs.first(where: { !isValidAppID($0) }) {
            return .failure(.invalidAppID(invalid))
        }
        if let invalid = appClips.first(where: { !isValidAppID($0) }) {
            return .failure(.invalidAppClipID(invalid))
        }
        guard !spec.hosts.isEmpty else { return .failure(.noHosts) }
        let declared = spec.hosts.map(\.value)
        let selected = host?.lowercased()
        if let selected, !declared.contains(where: { HostPattern(selected).isCovered(by: $0) }) {
            return .failure(.undeclaredHost(selected, declared: declared.map(\.text)))
        }
        let uniqueIDs = unique(appIDs)
        let components = AASAComponents.components(of: spec, host: selected)
        var document = document(appIDs: uniqueIDs, components: components)
        if case .object(var members) = document {
            if webcredentials { members.append(("webcredentials", .object([("apps", .strings(uniqueIDs))]))) }
            if !appClips.isEmpty { members.append(("appclips", .object([("apps", .strings(unique(appClips)))]))) }
            document = .object(members)
        }
        let text = JSONWriter.write(document, sortingKeys: true)
        let size = text.utf8.count
        guard size <= sizeLimit else { return .failure(.tooLarge(bytes: size)) }
        return .success(text)
    }

    /// `ids` without repetitions, in the order first given.
    private static func unique(_ ids: [String]) -> [String] {
        var result: [String] = []
        for id in ids where !result.contains(id) {
            result.append(id)
        }
        return result
    }

    /// The components for `spec`, in order (see ``AASAComponents``).
    public static func components(of spec: RouteSpec, host: String? = nil) -> [Component] {
        AASAComponents.components(of: spec, host: host?.lowercased())
    }

    /// The whole document.
    static func document(appIDs: [String], components: [Component]) -> JSONOutput {
        let detail: JSONOutput = .object([
            ("appIDs", .strings(appIDs)),
            ("components", .array(components.map(\.json))),
        ])
        return .object([("applinks", .object([("details", .array([detail]))]))])
    }

    /// Whether `id` is `TEAMID.bundle.id`: a team ID (app ID prefix) of 10 uppercase ASCII letters
    /// and digits, a `.`, and a bundle ID of ASCII letters, digits, `-` and `.` with no empty part.
    public static func isValidAppID(_ id: String) -> Bool {
        let scalars = Array(id.unicodeScalars)
        guard scalars.count > 11, scalars[10] == "." else { return false }
        let isTeamCharacter: (Unicode.Scalar) -> Bool = { ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
        guard scalars[..<10].allSatisfy(isTeamCharacter) else { return false }
        let bundle = String(String.UnicodeScalarView(scalars[11...]))
        let parts = bundle.split(separator: ".", omittingEmptySubsequences: false)
        return parts.allSatisfy { part in
            !part.isEmpty
                && part.unicodeScalars.allSatisfy {
                    ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                        || $0 == "-"
                }
        }
    }
}
