import Foundation

@testable import RouteCompilerCore

/// Decides whether the `<intent-filter>` elements of `route-compiler android-manifest` open a URL
/// in the app, written from Android's documented rules (the `<data>` element and
/// `android.os.PatternMatcher`), independently of the generator:
///
/// - the resource compiler reads each attribute value after XML: `\` escapes the next character
///   (`\\` is one backslash), and a leading `\@` or `\?` is a plain `@` or `?`;
/// - Android's `Uri` splits `scheme://authority/path?query#fragment`; the host is the authority
///   after any user-info and before any port, and `getPath()` is the path percent-decoded
///   (`myapp://products/42` has the host `products` and the path `/42`);
/// - a filter matches when the scheme is one of its schemes, and, when it has hosts, the host is
///   one of them (a host starting with `*` matches every host that ends with the rest), and, when
///   it has hosts and paths, the path matches one of its paths; schemes and hosts compare
///   case-sensitively (the documentation asks for lowercase in the manifest for that reason);
/// - `android:path` is the whole path, `android:pathPrefix` its start, `android:pathPattern` a
///   simple glob: `.` any character, `X*` zero or more `X`, `.*` any run, `\` escapes a character.
///   The matcher does not backtrack: `X*` takes every `X` it can, and `.*` followed by a character
///   takes everything up to the first occurrence of that character. At the end of the path, only
///   a final `.*` may still match nothing (so `/a/*` does not match `/a`).
struct AndroidIntentFilterMatcher {
    enum PathElement: Equatable {
        case path(String)
        case prefix(String)
        case pattern(String)
    }

    struct Filter {
        var autoVerify = false
        var schemes: [String] = []
        var hosts: [String] = []
        var paths: [PathElement] = []
    }

    let filters: [Filter]

    init(xml: String) {
        var filters: [Filter] = []
        var current: Filter?
        for rawLine in xml.split(separator: "\n") {
            let line = rawLine.drop { $0 == " " }
            if line.hasPrefix("<intent-filter") {
                current = Filter(autoVerify: line.contains("android:autoVerify=\"true\""))
            } else if line.hasPrefix("</intent-filter>"), let filter = current {
                filters.append(filter)
                current = nil
            } else if line.hasPrefix("<data "), let (name, value) = Self.attribute(String(line)) {
                switch name {
                case "scheme": current?.schemes.append(value)
                case "host": current?.hosts.append(value)
                case "path": current?.paths.append(.path(value))
                case "pathPrefix": current?.paths.append(.prefix(value))
                case "pathPattern": current?.paths.append(.pattern(value))
                default: break
                }
            }
        }
        self.filters = filters
    }

    /// The one `android:name="value"` of a `<data … />` line, its value read as the resource
    /// compiler reads it.
    private static func attribute(_ line: String) -> (String, String)? {
        guard let start = line.firstRange(of: "android:"), let equals = line[start.upperBound...].firstIndex(of: "=")
        else { return nil }
        let name = String(line[start.upperBound..<equals])
        let afterQuote = line.index(equals, offsetBy: 2)
        guard let end = line[afterQuote...].firstIndex(of: "\"") else { return nil }
        var value = String(line[afterQuote..<end])
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&amp;", "&")] {
            value = value.replacingOccurrences(of: entity, with: character)
        }
        var unescaped = ""
        var escaping = false
        for character in value {
            if escaping {
                unescaped.append(character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                unescaped.append(character)
            }
        }
        return (name, unescaped)
    }

    // MARK: Matching

    /// Whether some filter opens `url` in the app.
    func opens(_ url: String) -> Bool {
        guard let uri = Self.uri(url) else { return false }
        return filters.contains { filter in
            guard filter.schemes.contains(uri.scheme) else { return false }
            guard !filter.hosts.isEmpty else { return true }
            guard let host = uri.host, filter.hosts.contains(where: { Self.hostMatches($0, host) }) else {
                return false
            }
            guard !filter.paths.isEmpty else { return true }
            return filter.paths.contains { Self.pathMatches($0, uri.path) }
        }
    }

    /// The whole URL claimed by a verified (`autoVerify`) filter.
    func verifies(_ url: String) -> Bool {
        let verified = AndroidIntentFilterMatcher(filters: filters.filter(\.autoVerify))
        return verified.opens(url)
    }

    private init(filters: [Filter]) {
        self.filters = filters
    }

    /// The scheme, host and decoded path, as Android's `Uri` reads them.
    static func uri(_ url: String) -> (scheme: String, host: String?, path: String)? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = String(url[..<colon])
        var rest = url[url.index(after: colon)...]
        if let end = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<end] }
        var host: String?
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let authorityEnd = rest.firstIndex(of: "/") ?? rest.endIndex
            var authority = rest[..<authorityEnd]
            if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
            if let port = authority.lastIndex(of: ":") { authority = authority[..<port] }
            host = AppleComponentMatcher.percentDecoded(String(authority))
            rest = rest[authorityEnd...]
        }
        return (scheme, host, AppleComponentMatcher.percentDecoded(String(rest)))
    }

    static func hostMatches(_ pattern: String, _ host: String) -> Bool {
        if pattern.hasPrefix("*") { return host.hasSuffix(pattern.dropFirst()) }
        return pattern == host
    }

    static func pathMatches(_ element: PathElement, _ path: String) -> Bool {
        switch element {
        case .path(let literal): path == literal
        case .prefix(let prefix): path.hasPrefix(prefix)
        case .pattern(let pattern): globMatches(pattern, path)
        }
    }

    /// One unit of a simple glob: a character (`nil`: `.`, any character), maybe repeated (`*`).
    private struct Atom {
        var character: Character?
        var repeated: Bool
    }

    private static func atoms(_ pattern: String) -> [Atom] {
        var result: [Atom] = []
        var characters = Array(pattern)[...]
        while let first = characters.popFirst() {
            var atom = Atom(character: first == "." ? nil : first, repeated: false)
            if first == "\\", let escaped = characters.popFirst() { atom.character = escaped }
            if characters.first == "*" {
                characters.removeFirst()
                atom.repeated = true
            }
            result.append(atom)
        }
        return result
    }

    /// Android's simple glob, without backtracking.
    static func globMatches(_ pattern: String, _ text: String) -> Bool {
        let atoms = atoms(pattern)
        let characters = Array(text)
        var (a, t) = (0, 0)
        while a < atoms.count && t < characters.count {
            let atom = atoms[a]
            switch (atom.character, atom.repeated) {
            case (nil, true):
                // `.*`: at the end it takes the rest; else up to the first occurrence of the next
                // atom's character, which it then also takes.
                guard a + 1 < atoms.count else { return true }
                guard let next = atoms[a + 1].character,
                    let found = characters[t...].firstIndex(of: next)
                else { return false }
                t = found + 1
                a += 2
            case (let character?, true):
                while t < characters.count && characters[t] == character { t += 1 }
                a += 1
            case (let character, false):
                if let character, characters[t] != character { return false }
                t += 1
                a += 1
            }
        }
        if a == atoms.count && t == characters.count { return true }
        return t == characters.count && a == atoms.count - 1 && atoms[a].character == nil && atoms[a].repeated
    }
}
