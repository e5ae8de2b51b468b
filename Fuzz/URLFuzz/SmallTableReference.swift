import Foundation

/// What the small table must answer for a text, by Specification §4 restated for its routes
/// alone (SmallTable.swift): the route, and whether an exclude refused the path.
struct ReferenceAnswer {
    var route: SmallRoute?
    var isExcluded = false
}

/// The small table's matcher written out by hand: the URL read by Restated.swift, then each route
/// of the table tried in precedence order (Specification §4.7), by the rules of §4.2 to §4.6.
enum SmallTableReference {
    /// One decoded segment of the path.
    struct Segment {
        var raw: [UInt8]
        var decoded: [UInt8]
    }

    /// The path, and which of its segments is in the host position.
    struct Path {
        var segments: [Segment]
        var hostFirst: Bool

        var count: Int { segments.count }

        /// Whether segment `index` is the literal `text`: byte for byte, or ASCII
        /// case-insensitively in a case-insensitive route and in the host position (§4.4).
        func isLiteral(_ index: Int, _ text: String, caseInsensitive: Bool = false) -> Bool {
            let decoded = segments[index].decoded
            if decoded == Restated.bytes(text) { return true }
            return (caseInsensitive || (hostFirst && index == 0))
                && Restated.lowercased(decoded) == Restated.lowercased(text.utf8)
        }

        func isAcceptable(_ index: Int) -> Bool { Restated.isAcceptableSegment(segments[index].decoded) }

        func string(_ index: Int) -> String { String(decoding: segments[index].decoded, as: UTF8.self) }
    }

    /// The query's items, names decoded (`nil` when the encoding is invalid: no key).
    struct Query {
        var items: [(name: [UInt8]?, value: ArraySlice<UInt8>)]

        /// The decoded value of one occurrence as `read` reads it; `nil` when it does not read.
        private func read<Value>(_ raw: ArraySlice<UInt8>, _ read: ([UInt8]) -> Value?) -> Value? {
            guard let decoded = Restated.percentDecoded(raw), Restated.isValidUTF8(decoded) else { return nil }
            return read(decoded)
        }

        private func occurrences(_ key: String) -> [ArraySlice<UInt8>] {
            items.filter { $0.name == Restated.bytes(key) }.map(\.value)
        }

        /// A required key or a query binding: exactly one occurrence, which reads.
        func required<Value>(_ key: String, _ reader: ([UInt8]) -> Value?) -> Value? {
            let found = occurrences(key)
            return found.count == 1 ? read(found[0], reader) : nil
        }

        /// An optional key: `.some(nil)` when absent; `nil` when it occurs twice or does not read.
        func optional<Value>(_ key: String, _ reader: ([UInt8]) -> Value?) -> Value?? {
            let found = occurrences(key)
            if found.isEmpty { return .some(nil) }
            guard found.count == 1, let value = read(found[0], reader) else { return nil }
            return .some(value)
        }

        /// A defaulted key: the default when absent.
        func defaulted<Value>(_ key: String, _ reader: ([UInt8]) -> Value?, default value: Value) -> Value? {
            optional(key, reader).map { $0 ?? value }
        }

        /// A list: every occurrence, each of which must read.
        func list<Value>(_ key: String, _ reader: ([UInt8]) -> Value?) -> [Value]? {
            var values: [Value] = []
            for raw in occurrences(key) {
                guard let value = read(raw, reader) else { return nil }
                values.append(value)
            }
            return values
        }
    }

    /// The schemes and hosts the URL's routes must accept (`nil`: any, as under `https` and for
    /// a path alone): indices into the table's origins.
    private struct Origin {
        var scheme: Int?
        var hosts: Set<Int>?

        func accepts(schemes: Set<Int> = [0, 1], hosts allowed: Set<Int> = [0, 1]) -> Bool {
            (scheme.map(schemes.contains) ?? true) && (hosts.map { !$0.isDisjoint(with: allowed) } ?? true)
        }
    }

    /// What the table must answer for the bytes of a URL, or of a path alone.
    static func match(_ bytes: [UInt8], isPath: Bool) -> ReferenceAnswer {
        guard let parts = isPath ? Restated.readPath(bytes) : Restated.readURL(bytes) else { return ReferenceAnswer() }
        var origin = Origin()
        var hostFirst = false
        if !isPath {
            let host = Array(bytes[parts.hostStart..<parts.hostEnd])
            switch Restated.lowercased(bytes[..<parts.schemeEnd]) {
            case _ where parts.isHTTPS:
                origin.hosts = hostIndices(host)
            case Restated.bytes("myapp"):
                origin.scheme = 0
                hostFirst = !host.isEmpty
            case Restated.bytes("ksr"):
                origin.scheme = 1
                origin.hosts = hostIndices(host)
            default:
                return ReferenceAnswer()
            }
            if origin.hosts?.isEmpty == true { return ReferenceAnswer() }
        }
        var segments: [Segment] = []
        for range in Restated.segments(bytes, parts, hostFirst: hostFirst) {
            // An empty segment or a bad escape: no pattern reads the path (§4.3 rule 5).
            guard !range.isEmpty, let decoded = Restated.percentDecoded(bytes[range]) else { return ReferenceAnswer() }
            segments.append(Segment(raw: Array(bytes[range]), decoded: decoded))
        }
        let path = Path(segments: segments, hostFirst: hostFirst)
        if isExcluded(path) { return ReferenceAnswer(route: nil, isExcluded: true) }
        let query = Query(
            items: Restated.queryItems(bytes, parts).map { (Restated.percentDecoded(bytes[$0.name]), bytes[$0.value]) })
        return ReferenceAnswer(route: route(path, query, origin))
    }

    /// The table's hosts that `host` is: 0 for `example.com`, 1 under `*.shop.example.com`
    /// (§4.2 rule 2, §3.3).
    static func hostIndices(_ host: [UInt8]) -> Set<Int> {
        guard !host.isEmpty, host.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "%") }) else { return [] }
        let lowered = String(decoding: Restated.lowercased(host), as: UTF8.self)
        if lowered == "example.com" { return [0] }
        let domain = ".shop.example.com"
        guard lowered.hasSuffix(domain) else { return [] }
        let labels = lowered.dropLast(domain.count).split(separator: ".", omittingEmptySubsequences: false)
        return labels.allSatisfy { !$0.isEmpty } ? [1] : []
    }

    /// `/pages/admin` and `/files/private/{rest*}`, both ignoring case: the spec's top level is
    /// case-insensitive (§4.10 rule 2).
    private static func isExcluded(_ path: Path) -> Bool {
        if path.count == 2 && path.isLiteral(0, "pages", caseInsensitive: true)
            && path.isLiteral(1, "admin", caseInsensitive: true)
        {
            return true
        }
        return path.count >= 3 && path.isLiteral(0, "files", caseInsensitive: true)
            && path.isLiteral(1, "private", caseInsensitive: true) && (2..<path.count).allSatisfy(path.isAcceptable)
    }

    /// The route of a path that no exclude refuses. The table's first segments are distinct
    /// literals, so each route is decided by its own; under `/products/` the `int` is tried
    /// before the `string`, which it falls back to when the query does not read.
    private static func route(_ path: Path, _ query: Query, _ origin: Origin) -> SmallRoute? {
        let count = path.count
        if count == 0 { return .home }
        let two = count == 2 && path.isAcceptable(1)
        if count == 1 && path.isLiteral(0, "settings") { return .settings }
        if two && path.isLiteral(0, "products") {
            if let id = Restated.int(path.segments[1].decoded), let ref = query.optional("ref", Restated.string) {
                return .product(id: id, ref: ref)
            }
            return .productByName(name: path.string(1))
        }
        if count == 1 && path.isLiteral(0, "product"), let id = query.required("id", Restated.int),
            let ref = query.optional("ref", Restated.string)
        {
            return .product(id: id, ref: ref)
        }
        if two && path.isLiteral(0, "pages") { return .page(slug: path.string(1)) }
        if two && path.isLiteral(0, "flags"), let on = Restated.bool(path.segments[1].decoded) { return .flag(on: on) }
        if two && path.isLiteral(0, "orders"), let id = Restated.uuid(path.segments[1].decoded) {
            return .order(id: uuid(id))
        }
        if two && path.isLiteral(0, "price"), let amount = Restated.double(path.segments[1].decoded),
            let currency = query.defaulted("currency", Restated.string, default: "EUR")
        {
            return .price(amount: amount, currency: currency)
        }
        if count >= 2 && path.isLiteral(0, "files") && (1..<count).allSatisfy(path.isAcceptable) {
            return .files(path: (1..<count).map(path.string))
        }
        if two && path.isLiteral(0, "posts"), let (slug, id) = post(path.segments[1].raw) {
            return .post(slug: slug, id: id)
        }
        if two && path.isLiteral(0, "tabs", caseInsensitive: true),
            let tab = Tab.allCases.first(where: {
                Restated.lowercased($0.rawValue.utf8) == Restated.lowercased(path.segments[1].decoded)
            })
        {
            return .tab(tab: tab)
        }
        if count == 1 && path.isLiteral(0, "search"), let q = query.required("q", Restated.string),
            let page = query.defaulted("page", Restated.int, default: 1), let tags = query.list("tags", Restated.string)
        {
            return .search(q: q, page: page, tags: tags)
        }
        if two && path.isLiteral(0, "web") && origin.accepts(schemes: []) { return .webOnly(slug: path.string(1)) }
        if two && path.isLiteral(0, "shop") && origin.accepts(hosts: [1]) { return .shop(item: path.string(1)) }
        return nil
    }

    /// `{slug}-{id:int}` (§4.6): the shortest slug before a `-` after which the rest is an `int`,
    /// in the partly decoded text, no run starting or ending inside a kept escape. The text of an
    /// `int` is at most 20 characters, all unreserved, so only the last 21 positions can split.
    private static func post(_ raw: [UInt8]) -> (String, Int)? {
        guard let (text, inside) = Restated.partlyDecoded(raw) else { return nil }
        for split in max(1, text.count - 21)..<max(1, text.count)
        where text[split] == UInt8(ascii: "-") && !inside[split] {
            let idStart = split + 1
            guard idStart < text.count, !inside[idStart],
                let slug = Restated.percentDecoded(text[..<split]), Restated.isValidUTF8(slug),
                !Restated.hasControlCharacter(slug),
                let idText = Restated.percentDecoded(text[idStart...]), let id = Restated.int(idText)
            else { continue }
            return (String(decoding: slug, as: UTF8.self), id)
        }
        return nil
    }

    static func uuid(_ bytes: [UInt8]) -> UUID {
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &raw) { $0.copyBytes(from: bytes) }
        return UUID(uuid: raw)
    }
}
