/// Apple's rules for the components of an `apple-app-site-association` file, the model that
/// `verify` evaluates both the served and the generated file by (Specification §10.1 rule 2):
///
/// - the components are tried in order, and the first that matches decides: it claims the URL,
///   or with `"exclude": true` leaves it to the browser; a URL that no component matches is not
///   claimed;
/// - a component matches when its `/` (path), `?` (query) and `#` (fragment) patterns all match;
///   a missing key matches anything, and an empty path is `/`;
/// - in a pattern, `*` matches any run of characters (`/` included, the empty run too) and `?`
///   exactly one; every other character matches itself, ignoring case with
///   `"caseSensitive": false`;
/// - a `?` dictionary matches when every item with each of its names has a value that matches
///   the name's pattern; an absent item counts as one with an empty value;
/// - with `"percentEncoded": false` the URL's parts are percent-decoded before they are compared.
enum AppleComponentRules {
    /// The component that decides `url` (`https://host/path?query#fragment`), or `nil` when none
    /// matches it.
    static func decision(_ components: [AppleComponent], for url: String) -> AppleComponent? {
        let parts = split(url)
        return components.first { matches($0, parts) }
    }

    /// Whether the components claim `url`.
    static func claims(_ components: [AppleComponent], _ url: String) -> Bool {
        decision(components, for: url)?.exclude == false
    }

    private static func matches(_ component: AppleComponent, _ parts: URLParts) -> Bool {
        let read: (String) -> String = { component.percentEncoded ? $0 : percentDecoded($0) }
        let caseSensitive = component.caseSensitive
        if let pattern = component.path {
            let path = parts.path.isEmpty ? "/" : parts.path
            guard glob(pattern, read(path), caseSensitive: caseSensitive) else { return false }
        }
        switch component.query {
        case nil:
            break
        case .whole(let pattern)?:
            guard glob(pattern, read(parts.query ?? ""), caseSensitive: caseSensitive) else { return false }
        case .items(let patterns)?:
            let items = queryItems(parts.query ?? "").map { (name: read($0.name), value: read($0.value)) }
            for pattern in patterns {
                let values = items.filter { $0.name == pattern.name }.map(\.value)
                for value in values.isEmpty ? [""] : values
                where !glob(pattern.pattern, value, caseSensitive: caseSensitive) {
                    return false
                }
            }
        }
        if let pattern = component.fragment {
            guard glob(pattern, read(parts.fragment ?? ""), caseSensitive: caseSensitive) else { return false }
        }
        return true
    }

    /// The parts of a URL that components compare, as written.
    struct URLParts {
        var path: String
        var query: String?
        var fragment: String?
    }

    /// The path, query and fragment of an absolute URL (`scheme://authority/path?query#fragment`).
    static func split(_ url: String) -> URLParts {
        var rest = Substring(url)
        if let scheme = rest.firstRange(of: "://") { rest = rest[scheme.upperBound...] }
        var fragment: String?
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        var query: String?
        if let mark = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: mark)...])
            rest = rest[..<mark]
        }
        let path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
        return URLParts(path: path, query: query, fragment: fragment)
    }

    /// The `name=value` items of a query, split on `&` and then on the first `=`.
    private static func queryItems(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { item in
            guard let equals = item.firstIndex(of: "=") else { return (String(item), "") }
            return (String(item[..<equals]), String(item[item.index(after: equals)...]))
        }
    }

    /// `text` with its `%XX` escapes decoded as UTF-8; an escape that is not two hexadecimal
    /// digits, and bytes that are not UTF-8, are kept as written.
    static func percentDecoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        if let bytes = RuntimeText.percentDecoded(text.utf8), let decoded = RuntimeText.utf8(bytes) {
            return decoded
        }
        return text
    }

    /// Whether `text` matches the whole of `pattern`: `*` any run of characters, `?` one.
    static func glob(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
        let p = Array(caseSensitive ? pattern : pattern.lowercased())
        let t = Array(caseSensitive ? text : text.lowercased())
        // The classic single-star backtracking: linear unless stars are many.
        var (i, j) = (0, 0)
        var star: (pattern: Int, text: Int)?
        while j < t.count {
            if i < p.count, p[i] == "*" {
                star = (i, j)
                i += 1
            } else if i < p.count, p[i] == "?" || p[i] == t[j] {
                i += 1
                j += 1
            } else if let last = star {
                i = last.pattern + 1
                j = last.text + 1
                star = (last.pattern, last.text + 1)
            } else {
                return false
            }
        }
        while i < p.count, p[i] == "*" { i += 1 }
        return i == p.count
    }
}
