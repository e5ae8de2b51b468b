@_spi(Generated) import RouteRuntime

/// A URL (or a path alone) taken apart as Specification §4 reads it, for the reference matcher.
///
/// The RFC 3986 decomposition of a URL (scheme, authority, path and query ranges; the refusal of
/// user-info, ports, disallowed characters and over-long text) is ``URLDecomposition``; then: under a with-host scheme the authority is the host
/// and the path follows it, under a host-first scheme a non-empty authority is the path's first
/// segment (§4.2); a path alone (§4.9) has no scheme and no authority. The path is split on `/`
/// before each segment is percent-decoded (by the runtime's `PercentDecoding`), one trailing `/` is
/// ignored, and the query is split on `&` and then on the first `=`.
struct ReferenceURL {
    /// One `name=value` item of the query.
    struct QueryItem {
        /// The decoded name; `nil` when its percent-encoding is invalid (then it is no key).
        var name: [UInt8]?
        /// The value, still percent-encoded.
        var rawValue: [UInt8]
    }

    /// How the URL names its route's audience.
    enum Kind: Equatable {
        /// `https://host/…`, a universal link.
        case https
        /// A host-first custom scheme, `myapp://products/42`.
        case hostFirst
        /// A with-host custom scheme, `ksr://host/…`.
        case withHost
        /// A path alone, for `init?(path:)`: every route is a candidate.
        case path
    }

    /// One segment of the path.
    struct Segment {
        /// As written in the URL, percent-encoded.
        var raw: [UInt8]
        /// Percent-decoded once.
        var decoded: [UInt8]
    }

    /// The URL as given.
    var text: String
    /// How the URL names its audience.
    var kind: Kind
    /// The scheme, ASCII-lowercased; empty for a path alone.
    var scheme: String
    /// Whether the scheme is `https`.
    var isHTTPS: Bool { kind == .https }
    /// For `https` and a with-host scheme, the host, ASCII-lowercased; empty otherwise.
    var host: String
    /// The path to match, without its leading `/`; under a host-first scheme with a non-empty
    /// authority it starts with the authority.
    var rawPath: [UInt8]
    /// Whether the path's first segment stands in the host position (Specification §4.2 rule 3): a
    /// host-first scheme whose authority is not empty.
    var firstSegmentIsHost: Bool
    /// The query's items, empty items left out.
    var queryItems: [QueryItem]

    /// Decomposes `text`, or returns why no route could match it. `withHostSchemes` are the
    /// lowercased with-host schemes of the spec; every other scheme but `https` is read host-first.
    static func read(_ text: String, withHostSchemes: Set<String> = []) -> Result<ReferenceURL, URLRejection> {
        guard let url = URLDecomposition(text) else {
            return .failure(URLRejection(text, withHostSchemes: withHostSchemes))
        }
        let bytes = url.bytes
        let scheme = asciiLowercased(bytes[0..<url.schemeEnd])
        let kind: Kind = scheme == "https" ? .https : withHostSchemes.contains(scheme) ? .withHost : .hostFirst
        var rawPath = Array(bytes[url.pathCursor..<url.pathEnd])
        var host = ""
        if kind == .withHost {
            // The authority (no port: the decomposition refuses ports under custom schemes) is
            // the host; the path follows it.
            host = asciiLowercased(bytes[url.hostStart..<url.hostEnd])
            let pathStart = url.hostEnd
            rawPath = pathStart < url.pathEnd ? Array(bytes[(pathStart + 1)..<url.pathEnd]) : []
        } else if kind == .https {
            host = asciiLowercased(bytes[url.hostStart..<url.hostEnd])
        }
        return .success(
            ReferenceURL(
                text: text, kind: kind, scheme: scheme, host: host, rawPath: rawPath,
                firstSegmentIsHost: kind == .hostFirst && url.hostEnd > url.hostStart,
                queryItems: items(of: Array(bytes[url.queryStart..<url.queryEnd]))))
    }

    /// Reads a path alone (Specification §4.9): text that starts with `/`, with an optional
    /// `?query` and `#fragment`, at most 8,192 bytes, without a byte that no URL may hold.
    static func readPath(_ text: String) -> Result<ReferenceURL, URLRejection> {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "/") else {
            return .failure(
                URLRejection(
                    scheme: nil,
                    message: text.isEmpty
                        ? "the path is empty; a path starts with '/'"
                        : "a path must start with '/'; write \(Quote.single("/" + text))"))
        }
        guard bytes.count <= URLDecomposition.maximumLength else {
            return .failure(
                URLRejection(
                    scheme: nil,
                    message: "the path is \(bytes.count) bytes long; no path longer than 8,192 bytes matches"))
        }
        if let problem = URLRejection.characterProblem(bytes, what: "path") {
            return .failure(URLRejection(scheme: nil, message: problem))
        }
        let pathEnd = bytes.firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
        var query: [UInt8] = []
        if pathEnd < bytes.count, bytes[pathEnd] == UInt8(ascii: "?") {
            let queryEnd = bytes[pathEnd...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
            query = Array(bytes[(pathEnd + 1)..<queryEnd])
        }
        return .success(
            ReferenceURL(
                text: text, kind: .path, scheme: "", host: "", rawPath: Array(bytes[1..<pathEnd]),
                firstSegmentIsHost: false, queryItems: items(of: query)))
    }

    /// The path's segments, raw and decoded; or why the path can match no pattern (Specification
    /// §4.3).
    func segments() -> Result<[Segment], PathProblem> {
        guard !rawPath.isEmpty else { return .success([]) }
        var pieces = rawPath.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        var result: [Segment] = []
        for (index, piece) in pieces.enumerated() {
            let number = index + 1
            let raw = String(decoding: piece, as: UTF8.self)
            guard !piece.isEmpty else { return .failure(.empty(segment: number)) }
            guard let decoded = RuntimeText.percentDecoded(piece) else {
                return .failure(.badEncoding(segment: number, raw: raw))
            }
            guard let text = RuntimeText.utf8(decoded) else {
                return .failure(.badUTF8(segment: number, raw: raw))
            }
            if let control = decoded.first(where: { $0 < 0x20 || $0 == 0x7F }) {
                return .failure(.controlCharacter(segment: number, raw: raw, byte: control))
            }
            if text == "." || text == ".." { return .failure(.dotSegment(segment: number, raw: raw)) }
            result.append(Segment(raw: Array(piece), decoded: decoded))
        }
        return .success(result)
    }

    /// Splits a query on `&` (skipping empty items), then each item on its first `=`.
    private static func items(of query: [UInt8]) -> [QueryItem] {
        query.split(separator: UInt8(ascii: "&")).map { item in
            let equals = item.firstIndex(of: UInt8(ascii: "="))
            let name = item[..<(equals ?? item.endIndex)]
            let value = equals.map { item[item.index(after: $0)...] } ?? []
            return QueryItem(name: RuntimeText.percentDecoded(name), rawValue: Array(value))
        }
    }

    private static func asciiLowercased(_ bytes: some Sequence<UInt8>) -> String {
        String(decoding: bytes.map(ASCIICase.lowercased), as: UTF8.self)
    }
}
