@testable import RouteCompilerCore

/// Decides whether an `apple-app-site-association` file claims a URL for an app, written from
/// Apple's documented rules for `applinks.details[].components` (iOS 13 and later), independently
/// of the generator:
///
/// - the first `details` entry whose `appIDs` contains the app applies;
/// - its components are tried in order, and the first that matches decides: it claims the URL,
///   or, with `"exclude": true`, refuses it; a URL that no component matches is not claimed;
/// - a component matches when each of its `/` (path), `?` (query) and `#` (fragment) patterns
///   matches; a missing key matches anything;
/// - in a pattern, `*` matches zero or more characters (a `/` included) and `?` exactly one;
///   every other character matches itself (case-insensitively with `"caseSensitive": false`);
/// - a `?` dictionary matches when, for each key, every query item with that name has a value
///   that matches its pattern; an absent item counts as one with an empty value;
/// - with `"percentEncoded": false`, the URL's components are percent-decoded before matching;
///   with `true` (the default) they are matched as written;
/// - an empty path is `/`.
struct AppleComponentMatcher {
    struct Component {
        var path: String?
        var query: QueryPattern?
        var fragment: String?
        var exclude: Bool
        var caseSensitive: Bool
        var percentEncoded: Bool
        var comment: String?
    }

    enum QueryPattern {
        case whole(String)
        case items([(key: String, pattern: String)])
    }

    enum ParseError: Error {
        case invalid(String)
    }

    /// The components of the first `details` entry for `appID`.
    let components: [Component]

    init(json text: String, appID: String) throws {
        let document: JSONValue
        switch JSONReader.parse(Array(text.utf8)) {
        case .success(let value): document = value
        case .failure(let error): throw ParseError.invalid(error.message)
        }
        guard let applinks = Self.member(document, "applinks"),
            let details = Self.member(applinks, "details")?.arrayValue
        else { throw ParseError.invalid("no applinks.details") }
        for detail in details {
            let ids = Self.member(detail, "appIDs")?.arrayValue?.compactMap(\.stringValue) ?? []
            guard ids.contains(appID) else { continue }
            guard Self.member(detail, "paths") == nil else { throw ParseError.invalid("legacy paths") }
            let defaults = Self.member(detail, "defaults")
            let list = Self.member(detail, "components")?.arrayValue ?? []
            components = try list.map { try Self.component($0, defaults: defaults) }
            return
        }
        components = []
    }

    private static func member(_ value: JSONValue, _ key: String) -> JSONValue? {
        value.objectValue?.first { $0.key == key }?.value
    }

    private static func flag(_ value: JSONValue?, _ key: String, default fallback: Bool, defaults: JSONValue?) -> Bool {
        for source in [value, defaults] {
            if let source, let member = member(source, key), case .bool(let flag) = member.kind { return flag }
        }
        return fallback
    }

    private static func component(_ value: JSONValue, defaults: JSONValue?) throws -> Component {
        var query: QueryPattern?
        if let q = member(value, "?") {
            if let text = q.stringValue {
                query = .whole(text)
            } else if let members = q.objectValue {
                query = .items(
                    try members.map { member in
                        guard let pattern = member.value.stringValue else { throw ParseError.invalid("query value") }
                        return (member.key, pattern)
                    })
            } else {
                throw ParseError.invalid("? is neither a string nor an object")
            }
        }
        return Component(
            path: member(value, "/")?.stringValue,
            query: query,
            fragment: member(value, "#")?.stringValue,
            exclude: flag(value, "exclude", default: false, defaults: nil),
            caseSensitive: flag(value, "caseSensitive", default: true, defaults: defaults),
            percentEncoded: flag(value, "percentEncoded", default: true, defaults: defaults),
            comment: member(value, "comment")?.stringValue)
    }

    // MARK: - Matching

    /// Whether the file claims `url` (`https://host/path?query#fragment`).
    func claims(_ url: String) -> Bool {
        decision(url)?.exclude == false
    }

    /// The component that decides `url`, if any.
    func decision(_ url: String) -> Component? {
        let parts = Self.split(url)
        return components.first { matches($0, parts) }
    }

    private func matches(_ component: Component, _ parts: (path: String, query: String?, fragment: String?)) -> Bool {
        let decode: (String) -> String = { component.percentEncoded ? $0 : Self.percentDecoded($0) }
        if let pattern = component.path {
            let path = parts.path.isEmpty ? "/" : parts.path
            guard Self.glob(pattern, decode(path), caseSensitive: component.caseSensitive) else { return false }
        }
        switch component.query {
        case nil:
            break
        case .whole(let pattern)?:
            guard Self.glob(pattern, decode(parts.query ?? ""), caseSensitive: component.caseSensitive) else {
                return false
            }
        case .items(let items)?:
            let queryItems = Self.items(parts.query ?? "").map { (decode($0.name), decode($0.value)) }
            for (key, pattern) in items {
                let values = queryItems.filter { $0.0 == key }.map(\.1)
                for value in values.isEmpty ? [""] : values
                where !Self.glob(pattern, value, caseSensitive: component.caseSensitive) {
                    return false
                }
            }
        }
        if let pattern = component.fragment {
            guard Self.glob(pattern, decode(parts.fragment ?? ""), caseSensitive: component.caseSensitive) else {
                return false
            }
        }
        return true
    }

    /// The path, query and fragment of an absolute URL, as written.
    static func split(_ url: String) -> (path: String, query: String?, fragment: String?) {
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
        return (path, query, fragment)
    }

    /// The `name=value` items of a query (split on `&`, then on the first `=`).
    static func items(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&").map { item in
            if let equals = item.firstIndex(of: "=") {
                return (String(item[..<equals]), String(item[item.index(after: equals)...]))
            }
            return (String(item), "")
        }
    }

    /// `text` with `%XX` sequences decoded as UTF-8 (invalid sequences are kept as written).
    static func percentDecoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        let source = Array(text.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "%"), index + 2 < source.count,
                let high = hex(source[index + 1]), let low = hex(source[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Whether `text` matches the wildcard `pattern` as a whole: `*` any run of characters, `?`
    /// one character.
    static func glob(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
        let p = Array(caseSensitive ? pattern : pattern.lowercased())
        let t = Array(caseSensitive ? text : text.lowercased())
        // matches[i][j]: p[i...] matches t[j...].
        var matches = Array(repeating: Array(repeating: false, count: t.count + 1), count: p.count + 1)
        matches[p.count][t.count] = true
        for i in stride(from: p.count - 1, through: 0, by: -1) {
            for j in stride(from: t.count, through: 0, by: -1) {
                switch p[i] {
                case "*":
                    matches[i][j] = matches[i + 1][j] || (j < t.count && matches[i][j + 1])
                case "?":
                    matches[i][j] = j < t.count && matches[i + 1][j + 1]
                default:
                    matches[i][j] = j < t.count && p[i] == t[j] && matches[i + 1][j + 1]
                }
            }
        }
        return matches[0][0]
    }
}
