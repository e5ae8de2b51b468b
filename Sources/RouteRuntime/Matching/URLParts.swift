/// A URL taken apart per RFC 3986 over its UTF-8 bytes (Specification §4.1): where its scheme,
/// authority, path and query are. It borrows the bytes and does not allocate.
///
/// Reading refuses, before any route is looked at: text longer than ``maximumLength`` bytes; a
/// byte RFC 3986 allows nowhere in a URL (control characters, space, `"` `<` `>` `\` `^`, a
/// backtick, `{` `|` `}`); a URL without `scheme://`; user-info in the authority; a port, except
/// `:443` under `https`. Bytes of non-ASCII characters are allowed.
struct URLParts {
    /// The longest URL, in UTF-8 bytes, that is read at all.
    static let maximumLength = 8192

    /// The end of the scheme (the index of its `:`); 0 for a path read alone.
    var schemeEnd = 0
    var isHTTPS = false
    /// The authority's host: `hostStart..<hostEnd` (without a port).
    var hostStart = 0
    var hostEnd = 0
    /// Where the path starts (its `/`, or the end of the authority when the path is empty).
    var pathStart = 0
    var pathEnd = 0
    /// The query without its `?`: `queryStart..<queryEnd`.
    var queryStart = 0
    var queryEnd = 0
    /// Whether the path holds a `%`.
    var pathIsEncoded = false

    /// Reads a whole URL; `nil` when no route could match it.
    static func url(_ bytes: UnsafeBufferPointer<UInt8>) -> URLParts? {
        let count = bytes.count
        guard count > 0, count <= maximumLength, isAlpha(bytes[0]) else { return nil }
        var parts = URLParts()
        var index = 0
        while index < count && bytes[index] != UInt8(ascii: ":") {
            let byte = bytes[index]
            guard isAlpha(byte) || (byte &- UInt8(ascii: "0")) < 10 || byte == UInt8(ascii: "+")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return nil }
            index += 1
        }
        guard index + 2 < count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
        else { return nil }
        parts.schemeEnd = index
        parts.isHTTPS =
            index == 5 && (bytes[0] | 0x20) == UInt8(ascii: "h") && (bytes[1] | 0x20) == UInt8(ascii: "t")
            && (bytes[2] | 0x20) == UInt8(ascii: "t") && (bytes[3] | 0x20) == UInt8(ascii: "p")
            && (bytes[4] | 0x20) == UInt8(ascii: "s")
        // Authority: up to the first "/", "?" or "#"; no user-info; a port only as https's 443.
        parts.hostStart = index + 3
        index = parts.hostStart
        var portStart = -1
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            guard isAllowed(byte), byte != UInt8(ascii: "@") else { return nil }
            if byte == UInt8(ascii: ":") && portStart < 0 { portStart = index }
            index += 1
        }
        parts.hostEnd = portStart >= 0 ? portStart : index
        if portStart >= 0 {
            guard parts.isHTTPS, index - portStart == 4, bytes[portStart + 1] == UInt8(ascii: "4"),
                bytes[portStart + 2] == UInt8(ascii: "4"), bytes[portStart + 3] == UInt8(ascii: "3")
            else { return nil }
        }
        if parts.isHTTPS && parts.hostEnd == parts.hostStart { return nil }
        parts.pathStart = index
        guard parts.readRest(bytes, from: index) else { return nil }
        return parts
    }

    /// Reads a path with an optional query and fragment, starting with `/`; `nil` when no route
    /// could match it.
    static func path(_ bytes: UnsafeBufferPointer<UInt8>) -> URLParts? {
        let count = bytes.count
        guard count > 0, count <= maximumLength, bytes[0] == UInt8(ascii: "/") else { return nil }
        var parts = URLParts()
        guard parts.readRest(bytes, from: 0) else { return nil }
        return parts
    }

    /// Reads the path, query and fragment from `start`.
    private mutating func readRest(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Bool {
        let count = bytes.count
        var index = start
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            guard Self.isAllowed(byte) else { return false }
            if byte == UInt8(ascii: "%") { pathIsEncoded = true }
            index += 1
        }
        pathEnd = index
        queryStart = index
        if index < count && bytes[index] == UInt8(ascii: "?") {
            index += 1
            queryStart = index
            while index < count && bytes[index] != UInt8(ascii: "#") {
                guard Self.isAllowed(bytes[index]) else { return false }
                index += 1
            }
        }
        queryEnd = index
        if index < count {
            index += 1
            while index < count {
                guard Self.isAllowed(bytes[index]) || bytes[index] == UInt8(ascii: "#") else { return false }
                index += 1
            }
        }
        return true
    }

    @inline(__always)
    static func isAlpha(_ byte: UInt8) -> Bool {
        ((byte | 0x20) &- UInt8(ascii: "a")) < 26
    }

    /// Whether RFC 3986 allows the byte in a URL (besides `#`, which only delimits), or it is part
    /// of a non-ASCII character.
    @inline(__always)
    static func isAllowed(_ byte: UInt8) -> Bool {
        // Bit `b` is set when ASCII byte `b` may appear: `!` to `~` except `"` `<` `>` `\` `^`
        // `{` `|` `}`, the backtick and `#`.
        if byte >= 0x80 { return true }
        let below64: UInt64 = 0xAFFF_FFF2_0000_0000
        let from64: UInt64 = 0x47FF_FFFE_AFFF_FFFF
        return byte < 64 ? (below64 >> UInt64(byte)) & 1 == 1 : (from64 >> UInt64(byte &- 64)) & 1 == 1
    }
}
