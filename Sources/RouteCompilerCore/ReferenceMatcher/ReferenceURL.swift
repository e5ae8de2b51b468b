@_spi(Generated) import RouteRuntime

/// A URL taken apart as Specification §4 reads it, for the reference matcher.
///
/// The RFC 3986 decomposition (scheme, authority, path and query ranges; the refusal of
/// user-info, ports, disallowed characters and over-long text) is the runtime's ``RouteURL``;
/// everything after it is stated here again: the path is split on `/` before each segment is
/// percent-decoded (by the runtime's `PercentDecoding`), one trailing `/` is ignored, and the
/// query is split on `&` and then on the first `=`.
struct ReferenceURL {
    /// One `name=value` item of the query.
    struct QueryItem {
        /// The decoded name; `nil` when its percent-encoding is invalid (then it is no key).
        var name: [UInt8]?
        /// The value, still percent-encoded.
        var rawValue: [UInt8]
    }

    /// The URL as given.
    var text: String
    /// The scheme, ASCII-lowercased.
    var scheme: String
    /// Whether the scheme is `https`.
    var isHTTPS: Bool
    /// For `https`, the host, ASCII-lowercased; empty otherwise.
    var host: String
    /// The path to match, without its leading `/`; for a custom scheme it starts with the host.
    var rawPath: [UInt8]
    /// The query's items, empty items left out.
    var queryItems: [QueryItem]

    /// Decomposes `text`, or returns why no route could match it.
    static func read(_ text: String) -> Result<ReferenceURL, URLRejection> {
        let parts = RouteURL.withURL(text) { url -> ReferenceURL? in
            let bytes = url.bytes
            let scheme = asciiLowercased(bytes[0..<url.schemeEnd])
            return ReferenceURL(
                text: text,
                scheme: scheme,
                isHTTPS: scheme == "https",
                host: scheme == "https" ? asciiLowercased(bytes[url.hostStart..<url.hostEnd]) : "",
                rawPath: Array(bytes[url.pathCursor..<url.pathEnd]),
                queryItems: items(of: Array(bytes[url.queryStart..<url.queryEnd]))
            )
        }
        guard let parts else { return .failure(URLRejection(text)) }
        return .success(parts)
    }

    /// The path's segments, decoded; or why the path can match no pattern (Specification §4.3).
    func segments() -> Result<[[UInt8]], PathProblem> {
        guard !rawPath.isEmpty else { return .success([]) }
        var pieces = rawPath.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        if pieces.last?.isEmpty == true { pieces.removeLast() }
        var result: [[UInt8]] = []
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
            result.append(decoded)
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
        String(decoding: bytes.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}
