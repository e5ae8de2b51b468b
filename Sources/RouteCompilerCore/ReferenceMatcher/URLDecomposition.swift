/// A URL taken apart per RFC 3986 as Specification §4.1 reads it, for the reference matcher: the
/// scheme, the authority, the path and the query, as ranges of its UTF-8 bytes.
///
/// It is the oracle's own statement of the rules that the runtime's one-pass URL reader follows
/// (the differential tests hold the two to each other), written for clarity. It refuses, before
/// any route is looked at:
/// - text longer than ``maximumLength`` bytes, and empty text;
/// - a byte that RFC 3986 allows nowhere in a URL (control characters, space, `"` `<` `>` `\`
///   `^`, a backtick, `{` `|` `}`); the bytes of non-ASCII characters are allowed;
/// - a URL without `scheme://`, or whose scheme is not `ALPHA *(ALPHA / DIGIT / "+" / "-" / ".")`;
/// - user-info (`user@`) in the authority;
/// - a port, except `:443` under `https`; an `https` URL without a host.
struct URLDecomposition {
    /// The longest URL, in UTF-8 bytes, that is decomposed at all (Specification §4.1 rule 2).
    static let maximumLength = 8192

    /// The URL's bytes.
    let bytes: [UInt8]
    /// The end of the scheme (the index of its `:`).
    let schemeEnd: Int
    /// The authority without its port: `hostStart..<hostEnd`.
    let hostStart: Int
    let hostEnd: Int
    /// Where the path to match starts: after the authority and its `/`, or at the authority of a
    /// scheme other than `https` that has one (which the caller reads host-first or not).
    let pathCursor: Int
    /// The end of the path.
    let pathEnd: Int
    /// The query without its `?`: `queryStart..<queryEnd`; empty when there is none.
    let queryStart: Int
    let queryEnd: Int

    /// Decomposes `text`, or returns `nil` when no route could match it.
    init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= Self.maximumLength else { return nil }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            Self.isLetter(bytes[0]),
            bytes[..<colon].allSatisfy(Self.isSchemeCharacter)
        else { return nil }
        guard colon + 2 < bytes.count, bytes[colon + 1] == UInt8(ascii: "/"), bytes[colon + 2] == UInt8(ascii: "/")
        else { return nil }
        let isHTTPS = String(decoding: bytes[..<colon], as: UTF8.self).lowercased() == "https"

        let authorityStart = colon + 3
        let delimiters: Set<UInt8> = [UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#")]
        let authorityEnd = bytes[authorityStart...].firstIndex(where: delimiters.contains) ?? bytes.count
        let authority = bytes[authorityStart..<authorityEnd]
        guard authority.allSatisfy({ Self.isAllowed($0) && $0 != UInt8(ascii: "@") }) else { return nil }
        var hostEnd = authorityEnd
        if let portColon = authority.firstIndex(of: UInt8(ascii: ":")) {
            guard isHTTPS, Array(bytes[portColon..<authorityEnd]) == Array(":443".utf8) else { return nil }
            hostEnd = portColon
        }
        if isHTTPS && hostEnd == authorityStart { return nil }

        let pathEnd =
            bytes[authorityEnd...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
        guard bytes[authorityEnd..<pathEnd].allSatisfy(Self.isAllowed) else { return nil }
        var queryStart = pathEnd
        var queryEnd = pathEnd
        if pathEnd < bytes.count && bytes[pathEnd] == UInt8(ascii: "?") {
            queryStart = pathEnd + 1
            queryEnd = bytes[queryStart...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
            guard bytes[queryStart..<queryEnd].allSatisfy(Self.isAllowed) else { return nil }
        }
        // The fragment is ignored, but its bytes must be allowed too (`#` included).
        if queryEnd < bytes.count {
            guard bytes[(queryEnd + 1)...].allSatisfy({ Self.isAllowed($0) || $0 == UInt8(ascii: "#") }) else {
                return nil
            }
        }

        self.bytes = bytes
        self.schemeEnd = colon
        self.hostStart = authorityStart
        self.hostEnd = hostEnd
        self.pathEnd = pathEnd
        self.queryStart = queryStart
        self.queryEnd = queryEnd
        if !isHTTPS && hostEnd > authorityStart {
            pathCursor = authorityStart
        } else {
            pathCursor = authorityEnd < pathEnd ? authorityEnd + 1 : pathEnd
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    /// Whether RFC 3986 allows the byte in a URL outside the delimiters: every printable ASCII
    /// character but `"` `<` `>` `\` `^` `` ` `` `{` `|` `}` and `#`, and every byte of a non-ASCII
    /// character.
    static func isAllowed(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        guard byte > 0x20 && byte < 0x7F else { return false }
        return !"\"<>\\^`{|}#".utf8.contains(byte)
    }
}
