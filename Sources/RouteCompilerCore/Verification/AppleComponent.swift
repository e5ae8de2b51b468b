/// One entry of the `components` of an `apple-app-site-association` file's `applinks.details`,
/// with the flags that apply to it (its own, else the entry's `defaults`, else Apple's defaults),
/// as `verify` evaluates it (Specification §10.1 rule 2, §10.5).
struct AppleComponent: Equatable, Sendable {
    /// The `?` pattern: one pattern for the whole query, or one per query item name.
    enum Query: Equatable, Sendable {
        /// `"?": "pattern"`: the whole query.
        case whole(String)
        /// `"?": {"name": "pattern", …}`: each item, by name.
        case items([ItemPattern])
    }

    /// One `name: pattern` of a `?` dictionary.
    struct ItemPattern: Equatable, Sendable {
        var name: String
        var pattern: String
    }

    /// The `/` pattern; `nil` matches every path.
    var path: String?
    /// The `?` pattern; `nil` matches every query.
    var query: Query?
    /// The `#` pattern; `nil` matches every fragment.
    var fragment: String?
    /// Whether a URL that the component matches is excluded (not opened in the app).
    var exclude: Bool
    /// Whether the patterns compare case-sensitively (Apple's default: `true`).
    var caseSensitive: Bool
    /// Whether the patterns are compared with the URL as written (`true`, Apple's default) or
    /// with it percent-decoded (`false`).
    var percentEncoded: Bool
    /// The component's number in its `components` array, from 1.
    var number: Int
    /// Whether a pattern uses a substitution variable (`$(…)`), which `verify` cannot evaluate.
    var usesSubstitutionVariables: Bool

    /// The component in short, for messages: `component 3 (exclude, "/": "/admin/?*")`.
    var summary: String {
        var parts: [String] = []
        if exclude { parts.append("exclude") }
        if let path { parts.append("\"/\": " + JSONWriter.quoted(path)) }
        switch query {
        case .whole(let pattern)?: parts.append("\"?\": " + JSONWriter.quoted(pattern))
        case .items(let items)?:
            let members = items.map { JSONWriter.quoted($0.name) + ": " + JSONWriter.quoted($0.pattern) }
            parts.append("\"?\": {" + members.joined(separator: ", ") + "}")
        case nil: break
        }
        if let fragment { parts.append("\"#\": " + JSONWriter.quoted(fragment)) }
        if !caseSensitive { parts.append("case-insensitive") }
        return "component \(number) (" + parts.joined(separator: ", ") + ")"
    }
}
