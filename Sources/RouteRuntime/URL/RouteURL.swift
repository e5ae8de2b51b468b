/// A URL decomposed once, per RFC 3986, over its UTF-8 bytes (SPEC §4): the scheme, the host, the
/// path the routes match, and the query. It does not allocate; it borrows the bytes it reads.
///
/// Only URLs that some route could match are decomposed. The initializer refuses, before any
/// route is looked at:
/// - text longer than ``maximumLength`` bytes;
/// - a byte that RFC 3986 does not allow anywhere in a URL (control characters, space,
///   `"` `<` `>` `\` `^`, a backtick, `{` `|` `}`); bytes of non-ASCII characters are allowed and read as
///   UTF-8;
/// - a URL without `scheme://`;
/// - user-info (`user@`) in the authority;
/// - a port, except `:443` under `https`.
///
/// For `https` the host is the authority; for any other scheme the host is read as the first
/// path segment (`myapp://products/42` reads as `/products/42`).
@_spi(Generated) public struct RouteURL {
    /// The longest URL, in UTF-8 bytes, that is decomposed at all.
    public static let maximumLength = 8192

    /// The URL's bytes.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The end of the scheme (the index of its `:`).
    public let schemeEnd: Int
    /// Whether the scheme is `https`, in any case.
    public let isHTTPS: Bool
    /// The host's bytes: `hostStart..<hostEnd`.
    public let hostStart: Int
    /// The end of the host.
    public let hostEnd: Int
    /// Where the first path segment to match starts; equal to ``pathEnd`` for the root.
    public let pathCursor: Int
    /// The end of the path.
    public let pathEnd: Int
    /// The query's bytes, without the `?`: `queryStart..<queryEnd`; empty when there is none.
    public let queryStart: Int
    /// The end of the query.
    public let queryEnd: Int

    /// Decomposes a URL, or returns `nil` when no route could match it (see the type's
    /// documentation).
    @inlinable
    public init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count <= RouteURL.maximumLength, count > 0 else { return nil }
        // Scheme: ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
        var index = 0
        guard RouteURL.isAlpha(bytes[0]) else { return nil }
        while index < count && bytes[index] != UInt8(ascii: ":") {
            let byte = bytes[index]
            guard
                RouteURL.isAlpha(byte) || RouteURL.isDigit(byte) || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return nil }
            index += 1
        }
        guard index < count else { return nil }
        let schemeEnd = index
        guard schemeEnd + 2 < count,
            bytes[schemeEnd + 1] == UInt8(ascii: "/"), bytes[schemeEnd + 2] == UInt8(ascii: "/")
        else { return nil }
        let https =
            schemeEnd == 5 && (bytes[0] | 0x20) == UInt8(ascii: "h")
            && (bytes[1] | 0x20) == UInt8(ascii: "t") && (bytes[2] | 0x20) == UInt8(ascii: "t")
            && (bytes[3] | 0x20) == UInt8(ascii: "p") && (bytes[4] | 0x20) == UInt8(ascii: "s")

        // Authority: up to the first "/", "?" or "#". No user-info; a port only as https's 443.
        let hostStart = schemeEnd + 3
        index = hostStart
        var portStart = -1
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                break
            }
            guard RouteURL.isAllowedInURL(byte), byte != UInt8(ascii: "@") else { return nil }
            if byte == UInt8(ascii: ":") && portStart < 0 { portStart = index }
            index += 1
        }
        let authorityEnd = index
        let hostEnd = portStart >= 0 ? portStart : authorityEnd
        if portStart >= 0 {
            guard https, authorityEnd - portStart == 4, bytes[portStart + 1] == UInt8(ascii: "4"),
                bytes[portStart + 2] == UInt8(ascii: "4"), bytes[portStart + 3] == UInt8(ascii: "3")
            else { return nil }
        }
        if https && hostEnd == hostStart { return nil }

        // Path: up to "?" or "#".
        let pathStart = authorityEnd
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            guard RouteURL.isAllowedInURL(byte) else { return nil }
            index += 1
        }
        let pathEnd = index
        // Query: up to "#".
        var queryStart = index
        if index < count && bytes[index] == UInt8(ascii: "?") {
            index += 1
            queryStart = index
            while index < count && bytes[index] != UInt8(ascii: "#") {
                guard RouteURL.isAllowedInURL(bytes[index]) else { return nil }
                index += 1
            }
        }
        let queryEnd = index
        // Fragment: ignored, but its bytes must still be allowed.
        if index < count {
            index += 1
            while index < count {
                guard RouteURL.isAllowedInURL(bytes[index]) || bytes[index] == UInt8(ascii: "#")
                else { return nil }
                index += 1
            }
        }

        self.bytes = bytes
        self.schemeEnd = schemeEnd
        self.isHTTPS = https
        self.hostStart = hostStart
        self.hostEnd = hostEnd
        self.pathEnd = pathEnd
        self.queryStart = queryStart
        self.queryEnd = queryEnd
        if !https && hostEnd > hostStart {
            // The host is the first segment; the path follows it directly.
            self.pathCursor = hostStart
        } else {
            self.pathCursor = pathStart < pathEnd ? pathStart + 1 : pathEnd
        }
    }

    @inlinable
    static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    @inlinable
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether RFC 3986 allows the byte in a URL (besides the delimiters), or it is part of a
    /// non-ASCII character.
    @inlinable
    static func isAllowedInURL(_ byte: UInt8) -> Bool {
        // Bit `b` of the two masks is set when ASCII byte `b` may appear: everything from `!` to
        // `~` except `"` `<` `>` `\` `^` `{` `|` `}`, the backtick, and `#` (which only
        // delimits). One shift and test instead of a `switch`.
        if byte >= 0x80 { return true }
        let allowedBelow64: UInt64 = 0xAFFF_FFF2_0000_0000
        let allowedFrom64: UInt64 = 0x47FF_FFFE_AFFF_FFFF
        return byte < 64
            ? (allowedBelow64 >> UInt64(byte)) & 1 == 1
            : (allowedFrom64 >> UInt64(byte &- 64)) & 1 == 1
    }
}

extension RouteURL {
    /// Decomposes `string` and runs `body` on it.
    ///
    /// - Returns: `nil` when the URL cannot match any route, else what `body` returns.
    @inlinable
    public static func withURL<Result>(
        _ string: String,
        _ body: (RouteURL) -> Result?
    ) -> Result? {
        guard string.utf8.count <= maximumLength else { return nil }
        var text = string
        return text.withUTF8 { bytes in
            guard let url = RouteURL(bytes) else { return nil }
            return body(url)
        }
    }
}
