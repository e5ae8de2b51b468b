import Foundation
import RouteCompilerCore
import RouteRuntime
import Testing

/// The generated matcher and the reference matcher (the second, independent statement of
/// Specification §4) agree on every URL of a large seeded set drawn from this target's routes.json: its
/// patterns filled with valid, boundary and broken values, then mutated.
@Suite struct DifferentialTests {
    @Test func generatedAndReferenceMatchersAgree() throws {
        let spec = try TestSpec.load()
        let reference = ReferenceAgreement.matcher(spec)
        var forge = URLForge(spec: spec, seed: 0xD1FF_5EED)
        var disagreements: [String] = []
        var matchedRoutes: [String: Int] = [:]
        var matched = 0
        let count = 100_000
        for _ in 0..<count {
            let url = forge.next()
            let generated = TestRoute(string: url)
            if let problem = ReferenceAgreement.disagreement(generated, reference.match(url)) {
                disagreements.append("\(url.debugDescription): \(problem)")
                continue
            }
            guard let generated else { continue }
            matched += 1
            matchedRoutes[ReferenceAgreement.parts(generated).name, default: 0] += 1
            if TestRoute(string: generated.url.absoluteString) != generated
                && !ReferenceAgreement.isShadowedPage(generated, in: spec)
                && !ReferenceAgreement.isOverLong(generated.url)
                && !ReferenceAgreement.splitsDifferently(generated)
                && !ReferenceAgreement.isExcluded(generated.url)
            {
                disagreements.append("\(url.debugDescription): \(generated) does not round-trip")
            }
        }
        #expect(
            disagreements.count == 0,
            "\(disagreements.count) disagreements, the first:\n\(disagreements.prefix(20).joined(separator: "\n"))")
        // The set is only worth something if it both matches and misses, and reaches every route.
        #expect(matched > count / 5, "only \(matched) of \(count) URLs matched")
        #expect(matched < count * 4 / 5, "\(matched) of \(count) URLs matched; too few misses")
        let unreached = spec.routes.map(\.name).filter { matchedRoutes[$0, default: 0] < 20 }
        #expect(
            unreached.isEmpty,
            "routes matched fewer than 20 times: \(unreached) \(matchedRoutes.sorted { $0.key < $1.key })")
    }

    /// The web-platform-tests URL vectors (WHATWG), when `../shared/corpus/urltestdata.json` is
    /// present: both matchers agree on every input, and an input the standard rejects never
    /// matches a route.
    @Test func webPlatformURLVectors() throws {
        let inputs = URLTestData.load()
        guard !inputs.isEmpty else { return }
        let reference = ReferenceAgreement.matcher(try TestSpec.load())
        for (input, failure) in inputs {
            for url in [input, "https://example.com/" + input, "myapp://" + input] {
                let generated = TestRoute(string: url)
                let problem = ReferenceAgreement.disagreement(generated, reference.match(url))
                #expect(problem == nil, "\(url.debugDescription): \(problem ?? "")")
            }
            if failure {
                #expect(TestRoute(string: input) == nil, "\(input.debugDescription) is not a URL but matched")
            }
        }
    }
}

/// This target's routes.json, read and validated by `RouteCompiler.check`.
enum TestSpec {
    static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("routes.json").path

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static func load() throws -> RouteSpec {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let output = RouteCompiler.check(bytes)
        guard let spec = output.spec else {
            throw Invalid(
                description: output.diagnostics.map { $0.formatted(file: "routes.json") }.joined(separator: "\n"))
        }
        return spec
    }
}

/// The `input`s of the web-platform-tests URL vectors and whether the standard rejects each;
/// empty when the file is absent. Read from `$ROUTE_FUZZ_EXTRA_CORPUS` or
/// `/work/shared/corpus/urltestdata.json`, never copied into the repository.
enum URLTestData {
    static func load() -> [(input: String, failure: Bool)] {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            ProcessInfo.processInfo.environment["ROUTE_FUZZ_EXTRA_CORPUS"],
            repository.deletingLastPathComponent().appendingPathComponent("shared/corpus/urltestdata.json").path,
            "/work/shared/corpus/urltestdata.json",
        ].compactMap { $0 }
        for path in candidates {
            guard let data = FileManager.default.contents(atPath: path),
                let array = try? JSONSerialization.jsonObject(with: data) as? [Any]
            else { continue }
            return array.compactMap { item in
                guard let object = item as? [String: Any], let input = object["input"] as? String else { return nil }
                return (input, object["failure"] as? Bool ?? false)
            }
        }
        return []
    }
}

/// Seeded URLs drawn from a spec's patterns: every route's patterns under accepted and refused
/// schemes and hosts, with valid, boundary and broken values, then often mutated (inserted,
/// deleted and duplicated characters, case changes, percent-encoding of random bytes, doubled
/// slashes, dot segments, reordered and duplicated query items, utm_ noise, fragments, random
/// schemes and hosts, truncation).
struct URLForge {
    let spec: RouteSpec
    var random: SplitMix64

    init(spec: RouteSpec, seed: UInt64) {
        self.spec = spec
        self.random = SplitMix64(seed: seed)
    }

    /// The next URL.
    mutating func next() -> String {
        var url = base()
        let mutations = chance(2) ? 0 : Int.random(in: 1...3, using: &random)
        for _ in 0..<mutations {
            url = mutate(url)
        }
        return url
    }

    // MARK: Drawing from the patterns

    private mutating func chance(_ oneIn: Int) -> Bool {
        Int.random(in: 0..<oneIn, using: &random) == 0
    }

    private mutating func pick<T>(_ items: [T]) -> T {
        items.randomElement(using: &random)!
    }

    static let goodOrigins = [
        "https://example.com", "https://www.example.com", "https://a.shop.example.com",
        "https://x.y.shop.example.com", "HTTPS://Example.COM", "https://example.com:443", "https://WWW.EXAMPLE.COM",
        "ksr://example.com", "KSR://www.Example.com", "ksr://a.shop.example.com",
    ]
    static let goodCustom = ["myapp:/", "myapp-beta:/", "MyApp:/", "MYAPP-BETA:/"]
    static let badOrigins = [
        "http://example.com", "ftp://example.com", "https://evil.com", "https://example.com.evil.com",
        "https://notexample.com", "https://shop.example.com", "https://.shop.example.com",
        "https://a..shop.example.com",
        "https://example.com:8443", "https://example.com:", "https://user@example.com", "https://example.com@evil.com",
        "https://example.com.", "https://еxample.com", "https://xn--xample-2of.com", "https://example.com:0443",
        "https://", "javascript:", "data:text/html,", "file://", "myapp:", "myapp:/user@", "other:/", "myapp:/:80",
        "https:/example.com", "https:example.com", "https://[::1]", "https://127.0.0.1", "https://exa mple.com",
        "ksr://evil.com", "ksr://", "ksr:/", "ksr://example.com:443", "ksr://user@example.com", "ksr:example.com",
    ]

    /// A URL from one pattern of a random route, unmutated.
    private mutating func base() -> String {
        let route = pick(spec.routes)
        let pattern = pick(route.patterns)
        let origin: String
        let custom: Bool
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<8:
            origin = pick(Self.goodOrigins)
            custom = false
        case 8..<16:
            origin = pick(Self.goodCustom)
            custom = true
        case 16:
            origin = pick(Self.goodCustom) + "/"  // myapp:/// : empty host
            custom = true
        case 17:
            origin = randomOrigin()
            custom = false
        default:
            origin = pick(Self.badOrigins)
            custom = false
        }
        var path = ""
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let literal):
                path += "/" + encodePath(chance(40) ? breakLiteral(literal) : literal)
            case .parameter(_, let type):
                path += "/" + encodePath(value(type))
            case .mixed(let pieces):
                path += "/"
                for piece in pieces {
                    switch piece {
                    case .literal(let literal): path += chance(30) ? breakLiteral(literal) : literal
                    case .parameter(_, let type): path += encodePath(value(type))
                    }
                }
            case .catchAll:
                let count = chance(15) ? 0 : Int.random(in: 1...3, using: &random)
                for _ in 0..<count {
                    path += "/" + encodePath(value(.builtIn(.string)))
                }
            }
        }
        if path.isEmpty && !custom && chance(2) { path = "/" }
        if chance(10) { path += "/" }
        var items: [String] = []
        for binding in pattern.queryBindings where !chance(20) {
            items.append(encodeQuery(binding.key) + "=" + encodeQuery(value(binding.type)))
        }
        for present in pattern.presentKeys where !chance(20) {
            items.append(keyAlone(present.key))
        }
        for parameter in route.queryParameters {
            let occurrences: Int
            switch parameter.kind {
            case .required: occurrences = chance(20) ? 0 : 1
            case .optional, .defaulted: occurrences = chance(2) ? 0 : 1
            case .list: occurrences = Int.random(in: 0...3, using: &random)
            case .flag: occurrences = Int.random(in: 0...2, using: &random)
            }
            if parameter.kind == .flag {
                for _ in 0..<occurrences { items.append(keyAlone(parameter.name)) }
                continue
            }
            for _ in 0..<occurrences {
                items.append(encodeQuery(parameter.name) + "=" + encodeQuery(value(parameter.type)))
            }
        }
        if chance(4) { items.append("utm_source=" + encodeQuery(value(.builtIn(.string)))) }
        items.shuffle(using: &random)
        var url = origin + path
        if !items.isEmpty || chance(20) { url += "?" + items.joined(separator: "&") }
        if chance(15) { url += "#" + encodeQuery(value(.builtIn(.string))) }
        return url
    }

    /// A key written alone, with an empty value or with a value: all three mean "present".
    private mutating func keyAlone(_ key: String) -> String {
        switch Int.random(in: 0..<3, using: &random) {
        case 0: encodeQuery(key)
        case 1: encodeQuery(key) + "="
        default: encodeQuery(key) + "=" + encodeQuery(value(.builtIn(.string)))
        }
    }

    private mutating func randomOrigin() -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789-.+")
        let scheme = String((0..<Int.random(in: 1...8, using: &random)).map { _ in pick(letters) })
        let host = String((0..<Int.random(in: 0...12, using: &random)).map { _ in pick(letters) })
        return pick(["a", "z", "x-"]) + scheme + "://" + host
    }

    private mutating func breakLiteral(_ literal: String) -> String {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return literal.uppercased()
        case 1: return literal + pick(["s", ".", "%20", "~"])
        case 2: return String(literal.dropLast())
        case 3: return pick([".", "..", "%2e", "%2E%2e"])
        default: return literal.prefix(1).uppercased() + literal.dropFirst()
        }
    }

    static let stringPieces: [String] = [
        "a", "Z", "0", "/", "?", "#", "%", "&", "=", "+", " ", "🙂", "é", "e\u{301}", ".", "..", "-", "_", "~", "@",
        ":", ";", "%2F", "%25", "[", "]", "'", "\"", "\\", "<", ">", "中", "*", "!", "$", "(", ")", ",", "\u{0}",
        "\n", "\t", "\u{1F}", "\u{7F}", "\u{80}", "\u{FEFF}", "\u{202E}", "𝒳", "ß", "İ",
    ]

    /// Text of a value of `type`: usually valid, often at a boundary, sometimes broken.
    private mutating func value(_ type: ParameterType) -> String {
        switch type {
        case .builtIn(.string):
            if chance(12) { return pick(["", ".", "..", "...", " ", "%", "a%2Fb", "%00", "%zz"]) }
            let count = Int.random(in: 1...6, using: &random)
            return (0..<count).map { _ in pick(Self.stringPieces) }.joined()
        case .builtIn(.int):
            switch Int.random(in: 0..<6, using: &random) {
            case 0, 1: return String(Int.random(in: -1000...100_000, using: &random))
            case 2: return String(Int(bitPattern: UInt(truncatingIfNeeded: random.next())))
            case 3:
                return pick([
                    "9223372036854775807", "-9223372036854775808", "9223372036854775808", "-9223372036854775809",
                    "99999999999999999999", "0", "-0",
                ])
            default:
                return pick([
                    "+1", "01", "00", "1e3", " 1", "1 ", "1.0", "", "-", "--1", "0x1F", "١", "１", "1_000", "1,0",
                    "abc", "true", "1%00",
                ])
            }
        case .builtIn(.double):
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return String(Double(Int.random(in: -10_000...10_000, using: &random)) / 64)
            case 1:
                let value = Double(bitPattern: random.next())
                return value.isFinite ? value.description : "1e309"
            case 2:
                let digits = (0..<Int.random(in: 14...30, using: &random)).map { _ in
                    String(Int.random(in: 0...9, using: &random))
                }.joined()
                return pick(["", "-"]) + "1" + digits + pick(["", "e-30", "e10", "e-340", "e290"])
            case 3:
                return pick([
                    "0", "-0", "-0.0", "0.0", "1e3", "1E+3", "1e-3", "1e22", "1e23", "1.5e300", "9007199254740993",
                    "4.9406564584124654e-324", "2.2250738585072011e-308", "1.7976931348623157e308", "0.1",
                    "123456789012345678", "1e-400", "0e999",
                ])
            default:
                return pick([
                    "1e400", "-1e400", ".5", "5.", "1.", "nan", "NaN", "inf", "Infinity", "1_0", "0x1p3", "+1.0",
                    "1e", "1e+", "--1", "", " 1.5", "1.5 ", "1,5", "1.5.5",
                ])
            }
        case .builtIn(.bool):
            return pick(["true", "false", "1", "0", "true", "false", "TRUE", "True", "yes", "no", "2", "", "01", "t"])
        case .builtIn(.uuid):
            var text = RandomRoutes.uuid(&random).uuidString
            switch Int.random(in: 0..<6, using: &random) {
            case 0: text = text.lowercased()
            case 1: break
            case 2: text = "{" + text + "}"
            case 3: text = text.replacingOccurrences(of: "-", with: "")
            case 4: text = String(text.dropLast())
            default: text = String(text.dropLast()) + pick(["g", "G", "-", "00", " "])
            }
            return text
        case .builtIn(let other):
            fatalError("no sample texts for the type \(other.name)")
        case .enumeration(let named):
            let raws = named.rawValues
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1, 2: return raws.isEmpty ? "x" : pick(raws)
            case 3: return pick(["home", "red", "4k", "darkBlue", "Red", "RED", "", "dark_blue", "4K", "default "])
            default: return (raws.isEmpty ? "x" : pick(raws)) + pick(["x", "%20", " ", "s"])
            }
        case .app:
            let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            let valid = String((0..<6).map { _ in pick(letters) })
            switch Int.random(in: 0..<5, using: &random) {
            case 0, 1, 2: return valid
            case 3: return valid.lowercased()
            default: return pick(["ABCDE", "ABCDEFG", "ABC DE", "ÄBCDEF", "", "AB/CDE", "ABCDE\u{0}"])
            }
        }
    }

    // MARK: Encoding

    /// Percent-encodes text for a path segment: what must be encoded always is (unless the URL is
    /// meant to be broken), and other bytes sometimes are, in upper or lower case hex.
    private mutating func encodePath(_ text: String) -> String {
        encode(text, keep: "!$&'()*+,;=:@-._~")
    }

    private mutating func encodeQuery(_ text: String) -> String {
        encode(text, keep: "!$'()*,;:@/?-._~")
    }

    private mutating func encode(_ text: String, keep: String) -> String {
        let raw = chance(30)
        var output: [UInt8] = []
        for byte in text.utf8 {
            let isAlphanumeric =
                (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
            let keepable = isAlphanumeric || keep.utf8.contains(byte)
            if raw || (keepable && !chance(12)) || (byte >= 0x80 && chance(4)) {
                output.append(byte)
            } else {
                let hex = Array((chance(4) ? "0123456789abcdef" : "0123456789ABCDEF").utf8)
                output += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    // MARK: Mutations

    static let insertions: [String] = [
        "/", "%", ".", "?", "&", "=", "#", "@", ":", "\\", " ", "a", "Z", "0", "é", "\u{0}", "%2F", "%00", "%2e", "+",
        "%25", "%C3", "%FF", "\t", "-", "1",
    ]

    private mutating func mutate(_ url: String) -> String {
        var scalars = Array(url.unicodeScalars)
        let index = scalars.isEmpty ? 0 : Int.random(in: 0..<scalars.count, using: &random)
        switch Int.random(in: 0..<16, using: &random) {
        case 0:
            scalars.insert(contentsOf: pick(Self.insertions).unicodeScalars, at: index)
        case 1:
            if !scalars.isEmpty { scalars.remove(at: index) }
        case 2:
            if !scalars.isEmpty {
                let end = min(scalars.count, index + Int.random(in: 1...8, using: &random))
                scalars.insert(contentsOf: scalars[index..<end], at: end)
            }
        case 3:
            if !scalars.isEmpty {
                let text = String(scalars[index])
                let toggled = text == text.lowercased() ? text.uppercased() : text.lowercased()
                scalars.replaceSubrange(index...index, with: toggled.unicodeScalars)
            }
        case 4:
            if !scalars.isEmpty {
                let bytes = Array(String(scalars[index]).utf8)
                let encoded = bytes.map { String(format: chance(2) ? "%%%02X" : "%%%02x", $0) }.joined()
                scalars.replaceSubrange(index...index, with: encoded.unicodeScalars)
            }
        case 5:
            return replacingRandomOccurrence(of: "/", with: "//", in: url)
        case 6:
            let dot = pick(["/.", "/..", "/%2e", "/%2E%2e", "/.%2E", "/%2e.", "/..."])
            return replacingRandomOccurrence(of: "/", with: dot + "/", in: url, after: 8)
        case 7, 8:
            return mutateQuery(url)
        case 9:
            return url + (url.contains("?") ? "&" : "?") + "utm_source=mail&utm_medium=x&utm_campaign=" + String(index)
        case 10:
            guard let colon = url.firstIndex(of: ":") else { return url }
            return pick(["http", "HTTPS", "myapp", "MYAPP-BETA", "javascript", "file", "x", "myapp ", "my%61pp"])
                + url[colon...]
        case 11:
            guard let start = url.range(of: "://")?.upperBound else { return url }
            let end = url[start...].firstIndex { "/?#".contains($0) } ?? url.endIndex
            let host = pick([
                "evil.com", "example.com.evil.com", "example.com@evil.com", "EXAMPLE.com", "b.shop.example.com",
                "example.com:443", "example.com:80", "", "settings", "profile", "%65xample.com", "example%2Ecom",
            ])
            return String(url[..<start]) + host + url[end...]
        case 12:
            return url + "#" + pick(["", "x", "/../settings", "?q=1", "%00", "#"])
        case 13:
            return url.hasSuffix("/") ? String(url.dropLast()) : url + "/"
        case 14:
            return String(url.prefix(Int.random(in: 0...url.count, using: &random)))
        default:
            scalars.insert(contentsOf: pick(["&", "&&", "=", "==", "&=", "?"]).unicodeScalars, at: index)
        }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }

    /// Reorders, duplicates, empties or renames query items.
    private mutating func mutateQuery(_ url: String) -> String {
        guard let mark = url.firstIndex(of: "?") else { return url + "?" + pick(["", "&", "=", "q", "q=1"]) }
        let fragmentStart = url[mark...].firstIndex(of: "#") ?? url.endIndex
        var items = url[url.index(after: mark)..<fragmentStart].split(separator: "&", omittingEmptySubsequences: false)
            .map(String.init)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: items.shuffle(using: &random)
        case 1: if let item = items.randomElement(using: &random) { items.append(item) }
        case 2: items.insert("", at: Int.random(in: 0...items.count, using: &random))
        default:
            if !items.isEmpty {
                let index = Int.random(in: 0..<items.count, using: &random)
                items[index] = pick(["q", "Q=1", "%71=x", "page=", "ids=1", "id=", "=", "kind=a=b"])
            }
        }
        return String(url[..<mark]) + "?" + items.joined(separator: "&") + url[fragmentStart...]
    }

    private mutating func replacingRandomOccurrence(
        of needle: String, with replacement: String, in url: String, after skip: Int = 0
    ) -> String {
        var ranges: [Range<String.Index>] = []
        var start = url.index(url.startIndex, offsetBy: min(skip, url.count))
        while let range = url[start...].range(of: needle) {
            ranges.append(range)
            start = range.upperBound
        }
        guard let range = ranges.randomElement(using: &random) else { return url }
        return url.replacingCharacters(in: range, with: replacement)
    }
}
