import Foundation

@testable import RouteCompilerCore

/// A seeded corpus of link texts drawn from a spec for the Kotlin differential test: every
/// route's sample links (the diff's ``LinkSampler``, which fills each pattern with typical and
/// boundary values under every scheme and host the route accepts) and examples, each kept as it
/// is and mutated: case changes, percent-escapes of every kind (unreserved, reserved, invalid,
/// invalid UTF-8), extra, missing, empty and dot segments, bad and long values, non-ASCII text
/// raw and encoded, repeated, reordered and unknown query keys, other schemes, hosts, ports and
/// user-info, fragments, truncation; and the path alone of some (for `parsePath`).
///
/// No text holds a line feed or a carriage return (the corpus is one text a line).
struct LinkCorpus {
    private(set) var texts: [String] = []
    private var random: SeededRandom
    private let spec: RouteSpec
    /// Literal segments of the spec, and typed junk, to put into paths and query values.
    private let pool: [String]

    init(spec: RouteSpec, seed: UInt64, count: Int) {
        self.spec = spec
        random = SeededRandom(seed: seed)
        var literals: [String] = []
        for route in spec.routes {
            for pattern in route.patterns {
                for segment in pattern.segments {
                    if case .literal(let text) = segment.kind { literals.append(text) }
                }
            }
        }
        var enumValues: [String] = []
        for type in spec.types {
            if case .enumeration(let named) = type.kind { enumValues += named.rawValues }
        }
        pool = literals + enumValues + enumValues.map { $0.uppercased() } + Self.junk
        // Every route's examples and typical links first, as they are; then the sample links in
        // a seeded order. Each is also a base for the mutations.
        var typical: [String] = []
        var bases: [String] = []
        let sampler = LinkSampler(old: spec, new: spec)
        for route in spec.routes {
            typical += route.examples.map(\.value) + Self.typicalURLs(route, in: spec)
            for index in route.patterns.indices {
                bases += sampler.samples(of: route, pattern: index).map(\.url)
            }
        }
        bases.shuffle(using: &random)
        bases = (typical + bases).filter { !$0.contains("\n") && !$0.contains("\r") }
        texts = Array(bases.prefix(count / 3))
        var index = 0
        while texts.count < count && !bases.isEmpty {
            let base = bases[index % bases.count]
            index += 1
            var text = base
            for _ in 0..<(1 + random.below(3)) { text = mutate(text) }
            if random.below(8) == 0, let path = Self.pathAlone(text) { text = path }
            texts.append(text.replacingOccurrences(of: "\n", with: "%0A").replacingOccurrences(of: "\r", with: "%0D"))
        }
    }

    /// Each pattern of `route` filled with a valid value of each parameter's type (an app type's
    /// `ABC123`, which the plugin test spec's `ProductCode` accepts), under https and each custom
    /// scheme the route accepts.
    static func typicalURLs(_ route: Route, in spec: RouteSpec) -> [String] {
        func value(_ type: ParameterType) -> String {
            switch type {
            case .builtIn(let builtIn):
                switch builtIn.name {
                case "int": return "42"
                case "double": return "1.5"
                case "bool": return "true"
                case "uuid": return "0f8fad5b-d9cb-469f-a165-70867728950e"
                default: return "abc"
                }
            case .enumeration(let named): return named.rawValues.first ?? "x"
            case .app: return "ABC123"
            }
        }
        var urls: [String] = []
        for pattern in route.patterns {
            var segments: [String] = []
            for segment in pattern.segments {
                switch segment.kind {
                case .literal(let text): segments.append(text)
                case .parameter(_, let type): segments.append(value(type))
                case .catchAll: segments.append("a/b")
                case .mixed(let pieces):
                    segments.append(
                        pieces.map { piece in
                            if case .literal(let text) = piece { return text }
                            if case .parameter(_, let type) = piece { return value(type) }
                            return ""
                        }.joined())
                }
            }
            var query = pattern.queryBindings.map { $0.key + "=" + value($0.type) }
            query += route.queryParameters.filter { $0.kind == .required }.map { $0.name + "=" + value($0.type) }
            let path = segments.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
            if let host = route.canonicalHost(in: spec) { urls.append("https://" + host.text + "/" + path) }
            for scheme in route.acceptedSchemes(in: spec) {
                if scheme.withHost {
                    if let host = route.canonicalHost(in: spec) {
                        urls.append(scheme.name + "://" + host.text + "/" + path)
                    }
                } else {
                    urls.append(scheme.name + "://" + path)
                }
            }
        }
        return urls
    }

    /// Typed junk and boundary values.
    static let junk: [String] = [
        "0", "-0", "01", "+1", "1", "-1", "42", "9223372036854775807", "9223372036854775808",
        "-9223372036854775808", "-9223372036854775809", "1e3", "1.5", "-0.0", "0.1", "2", "15e-1", "1e-7", "1E+300",
        "1e309", "4.9e-324", "2.2250738585072014e-308", "123456789012345678901234567890", ".5", "5.", "nan",
        "Infinity", "0x1p3", "00.5", "1_000", "true", "false", "TRUE", "yes", "0f8fad5b-d9cb-469f-a165-70867728950e",
        "0F8FAD5B-D9CB-469F-A165-70867728950E", "0f8fad5bd9cb469fa16570867728950e",
        "0f8fad5b-d9cb-469f-a165-70867728950",
        "ABC123", "abc123", "AB12C", "x", "a-b", "a.b", "a@b", "a--5", "my-cool-post-42", "v1.2", "..", ".", "%2E",
        "é", "e\u{301}", "😀", "日本", "\u{200B}", "%C3%A9", "%F0%9F%98%80", "a%2Fb", "a%252Fb", "a+b", "a%20b", "",
        "%ZZ", "%C3", "%ED%A0%80", "%C0%AF",
    ]

    /// Escapes and near-escapes to insert.
    static let escapes = [
        "%2F", "%25", "%2e", "%2E%2E", "%00", "%7F", "%1F", "%C3%A9", "%C3", "%E2%82", "%ED%A0%80", "%C0%AF",
        "%F4%90%80%80", "%G1", "%4", "%", "%20", "%2B", "+", "%3F", "%23", "%26", "%3D", "%41", "%2D", "%5F", "%7E",
        "%40", "%3A", "é", "😀", " ", "\"", "<", "\\", "^", "`", "{", "|", "}", "\t", "\u{1}", "#", "?", "&", "=",
        "/", "//", ";", "[", "]",
    ]

    private mutating func mutate(_ text: String) -> String {
        var characters = Array(text)
        switch random.below(16) {
        case 0:
            // Flip the case of a few letters.
            for _ in 0..<(1 + random.below(3)) where !characters.isEmpty {
                let index = random.below(characters.count)
                let character = characters[index]
                characters[index] =
                    character.isUppercase ? Character(character.lowercased()) : Character(character.uppercased())
            }
            return String(characters)
        case 1:
            // Percent-encode one character's bytes, in upper or lower case hexadecimal.
            guard !characters.isEmpty else { return text }
            let index = random.below(characters.count)
            let lower = random.below(2) == 0
            let encoded = String(characters[index]).utf8.map { byte -> String in
                let hex = String(byte, radix: 16, uppercase: !lower)
                return "%" + (byte < 16 ? "0" : "") + hex
            }.joined()
            return String(characters[..<index]) + encoded + String(characters[(index + 1)...])
        case 2, 3:
            // Insert an escape or a character a URL may not hold.
            let index = random.below(characters.count + 1)
            return String(characters[..<index]) + random.pick(Self.escapes) + String(characters[index...])
        case 4, 5:
            return replacingSegment(text)
        case 6:
            return replacingQueryValue(text)
        case 7:
            return editingSegments(text)
        case 8:
            return editingQuery(text)
        case 9:
            // Another scheme, host, port or user-info.
            return changingOrigin(text)
        case 10:
            return text + random.pick(["#frag", "#", "#a#b", "#%ZZ", "# x", "?", "&", "/"])
        case 11:
            // Truncate.
            guard characters.count > 1 else { return text }
            return String(characters[..<random.below(characters.count)])
        case 12:
            // A long value.
            let piece = random.pick(["a", "é", "%41", "1", "ab-", "😀"])
            let length = random.pick([100, 1000, 2800, 4000, 8200])
            return insertingIntoPath(text, String(repeating: piece, count: length / max(1, piece.utf8.count)))
        case 13:
            // Non-ASCII text, raw or encoded.
            return insertingIntoPath(
                text, random.pick(["é", "café", "😀", "e\u{301}", "日本", "%C3%A9", "%E6%97%A5", "\u{FEFF}", "Ω"]))
        case 14:
            // A query item repeated, or a utm_ key.
            guard let question = text.firstIndex(of: "?") else { return text + "?utm_source=mail" }
            let query = text[text.index(after: question)...].split(separator: "#").first.map(String.init) ?? ""
            let items = query.split(separator: "&").map(String.init)
            guard let item = items.isEmpty ? nil : random.pick(items) else { return text + "&utm_source=x" }
            return text + "&" + item
        default:
            return text.replacingOccurrences(of: "/", with: random.pick(["//", "/./", "/../", "/%2F"]), options: [])
                .prefix(8300).description
        }
    }

    /// The URL with one path segment (after the authority) replaced by a value of the pool.
    private mutating func replacingSegment(_ text: String) -> String {
        guard let (head, segments, tail) = Self.split(text), !segments.isEmpty else { return text }
        var parts = segments
        parts[random.below(parts.count)] = random.pick(pool)
        return head + parts.joined(separator: "/") + tail
    }

    private mutating func insertingIntoPath(_ text: String, _ piece: String) -> String {
        guard let (head, segments, tail) = Self.split(text), !segments.isEmpty else { return text + piece }
        var parts = segments
        let index = random.below(parts.count)
        parts[index] = random.below(2) == 0 ? piece : parts[index] + piece
        return head + parts.joined(separator: "/") + tail
    }

    private mutating func editingSegments(_ text: String) -> String {
        guard let (head, segments, tail) = Self.split(text) else { return text }
        var parts = segments
        switch random.below(5) {
        case 0: parts.insert(random.pick(pool), at: random.below(parts.count + 1))
        case 1: if !parts.isEmpty { parts.remove(at: random.below(parts.count)) }
        case 2:
            if !parts.isEmpty {
                let index = random.below(parts.count)
                parts.insert(parts[index], at: index)
            }
        case 3: parts.append("")
        default: parts.insert("", at: random.below(parts.count + 1))
        }
        return head + parts.joined(separator: "/") + tail
    }

    private mutating func replacingQueryValue(_ text: String) -> String {
        guard let question = text.firstIndex(of: "?") else {
            return text + "?" + random.pick(["q", "page", "id", "ref", "tags", "kind", "size"]) + "="
                + random.pick(pool)
        }
        let head = String(text[...question])
        let rest = String(text[text.index(after: question)...])
        var items = rest.split(separator: "&", omittingEmptySubsequences: false).map(String.init)
        guard !items.isEmpty else { return text }
        let index = random.below(items.count)
        let key = items[index].split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
        items[index] = key + "=" + random.pick(pool)
        return head + items.joined(separator: "&")
    }

    private mutating func editingQuery(_ text: String) -> String {
        guard let question = text.firstIndex(of: "?") else { return text + random.pick(["?", "?&", "?=", "?a"]) }
        let head = String(text[...question])
        var items = String(text[text.index(after: question)...]).split(separator: "&").map(String.init)
        switch random.below(6) {
        case 0: items.shuffle(using: &random)
        case 1: if !items.isEmpty { items.remove(at: random.below(items.count)) }
        case 2: items.insert(random.pick(["", "=", "x", "utm_source=a", "%71=x", "Q=x", "page", "ids="]), at: 0)
        case 3:
            if let item = items.first {
                let key = item.split(separator: "=", maxSplits: 1).first.map(String.init) ?? item
                items.append(key + "=" + random.pick(pool))
            }
        case 4: items = items.map { $0.replacingOccurrences(of: "=", with: "%3D") }
        default:
            items.append(random.pick(spec.routes.flatMap(\.parameters).map(\.name) + ["x"]) + "=" + random.pick(pool))
        }
        return head + items.joined(separator: "&")
    }

    private mutating func changingOrigin(_ text: String) -> String {
        guard let range = text.range(of: "://") else { return random.pick(spec.schemes.map(\.value.name)) + ":" + text }
        let scheme = String(text[..<range.lowerBound])
        let rest = String(text[range.upperBound...])
        let hosts = spec.hosts.map(\.value.text).map { $0.replacingOccurrences(of: "*.", with: "shop.") }
        switch random.below(9) {
        case 0: return scheme.uppercased() + "://" + rest
        case 1:
            return random.pick(["ftp", "http", "myapp2", "https", "HTTPS"] + spec.schemes.map(\.value.name)) + "://"
                + rest
        case 2: return scheme + "://user@" + rest
        case 3:
            guard let slash = rest.firstIndex(of: "/") else { return text + ":443" }
            return scheme + "://" + rest[..<slash] + random.pick([":443", ":8080", ":", ":0443"]) + rest[slash...]
        case 4: return scheme + ":///" + rest
        case 5: return scheme + ":" + rest
        case 6:
            guard !hosts.isEmpty else { return text }
            let host: String = random.pick(hosts)
            let slash: String = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
            let prefix: String = random.pick(["", "a.", "www.", "x.y.", ".", "A."])
            return "https://" + prefix + host.uppercased() + slash
        case 7:
            guard !hosts.isEmpty else { return text }
            let host: String = random.pick(hosts)
            let schemes: [String] = spec.schemes.map { $0.value.name } + ["https"]
            let scheme: String = random.pick(schemes)
            return scheme + "://" + host + "/" + rest
        default: return scheme + "://" + rest.replacingOccurrences(of: ".", with: "%2E")
        }
    }

    /// The text before the path's segments (up to and including the `/` after the authority, or
    /// the `://` of a custom scheme), the segments, and the query and fragment after them.
    private static func split(_ text: String) -> (String, [String], String)? {
        guard let range = text.range(of: "://") else { return nil }
        let afterScheme = text[range.upperBound...]
        let isHTTPS = text[..<range.lowerBound].lowercased() == "https"
        var pathStart = afterScheme.startIndex
        if isHTTPS || text.hasPrefix("ksr") || text.hasPrefix("exampleapp") {
            guard let slash = afterScheme.firstIndex(of: "/") else { return nil }
            pathStart = afterScheme.index(after: slash)
        }
        let end = afterScheme[pathStart...].firstIndex { $0 == "?" || $0 == "#" } ?? afterScheme.endIndex
        let segments = afterScheme[pathStart..<end].split(separator: "/", omittingEmptySubsequences: false).map(
            String.init)
        return (String(text[..<pathStart]), segments, String(afterScheme[end...]))
    }

    /// The path, query and fragment of a URL, for `parsePath`.
    static func pathAlone(_ text: String) -> String? {
        guard let range = text.range(of: "://") else { return nil }
        let rest = text[range.upperBound...]
        if text.lowercased().hasPrefix("https") {
            return rest.firstIndex(of: "/").map { String(rest[$0...]) }
        }
        return "/" + rest
    }
}

/// SplitMix64: a seeded generator, the same numbers on every machine.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(bound, 1))) }

    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}
