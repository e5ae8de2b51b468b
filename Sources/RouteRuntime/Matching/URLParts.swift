/// A URL taken apart per RFC 3986 over its UTF-8 bytes (Specification §4.1), in one pass that also
/// finds where the path's segments are (Specification §4.3). It borrows the bytes and does not
/// allocate.
///
/// Reading refuses, before any route is looked at: text longer than ``maximumLength`` bytes; a
/// byte RFC 3986 allows nowhere in a URL (control characters, space, `"` `<` `>` `\` `^`, a
/// backtick, `{` `|` `}`); a URL without `scheme://`; user-info in the authority; a port, except
/// `:443` under `https`. Bytes of non-ASCII characters are allowed.
///
/// The loops take one table lookup per byte and branch only on bytes that need a closer look; the
/// position of each `/` of the path is written without a branch (every byte writes the slot of
/// the next `/`, and only a `/` moves on to the next slot).
struct URLParts {
    /// The longest URL, in UTF-8 bytes, that is read at all.
    static let maximumLength = 8192

    /// The end of the scheme (the index of its `:`); 0 for a path read alone.
    var schemeEnd = 0
    var isHTTPS = false
    /// The authority's host: `hostStart..<hostEnd` (without a port).
    var hostStart = 0
    var hostEnd = 0
    /// Whether the authority holds a `%`.
    var hostIsEncoded = false
    /// Whether the authority holds a byte of a non-ASCII character.
    var hostIsNotASCII = false
    /// Where the path starts (its `/`, or the end of the authority when the path is empty).
    var pathStart = 0
    var pathEnd = 0
    /// Whether the path holds a `%`.
    var pathIsEncoded = false
    /// The number of `/` in the path; their positions are in the slash buffer given to the reader
    /// (when more than it holds, ``overflows``).
    var slashCount = 0
    var overflows = false
    /// The query without its `?`: `queryStart..<queryEnd`.
    var queryStart = 0
    var queryEnd = 0
    /// The number of `&` in the query (so at most this many plus one items), and whether it holds
    /// a `%`.
    var ampersands = 0
    var queryIsEncoded = false

    /// Reads a whole URL; `slashes` holds `slashMask + 1` positions (a power of two).
    static func url(
        _ bytes: UnsafePointer<UInt8>, count: Int, slashes: UnsafeMutablePointer<Int32>, slashMask: Int
    )
        -> URLParts?
    {
        var parts = URLParts()
        return parts.readURL(bytes, count: count, slashes: slashes, slashMask: slashMask) ? parts : nil
    }

    /// Reads a path with an optional query and fragment, starting with `/`.
    static func path(
        _ bytes: UnsafePointer<UInt8>, count: Int, slashes: UnsafeMutablePointer<Int32>, slashMask: Int
    )
        -> URLParts?
    {
        var parts = URLParts()
        return parts.readPath(bytes, count: count, slashes: slashes, slashMask: slashMask) ? parts : nil
    }

    /// Reads a whole URL into these parts (fresh ones), as ``url(_:count:slashes:slashMask:)``
    /// does, in place: whether it can match a route at all.
    mutating func readURL(
        _ bytes: UnsafePointer<UInt8>, count: Int, slashes: UnsafeMutablePointer<Int32>, slashMask: Int
    ) -> Bool {
        guard count > 0, count <= Self.maximumLength, Self.isAlpha(bytes[0]) else { return false }
        var index = 0
        // `https://` in any case, the most common start, in one comparison of eight bytes.
        if count > 8 {
            let start = UInt64(littleEndian: UnsafeRawPointer(bytes).loadUnaligned(as: UInt64.self))
            if start | 0x20_2020_2020 == Self.httpsStart { index = 5 }
        }
        while index < count && bytes[index] != UInt8(ascii: ":") {
            let byte = bytes[index]
            guard
                Self.isAlpha(byte) || (byte &- UInt8(ascii: "0")) < 10 || byte == UInt8(ascii: "+")
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
            else { return false }
            index += 1
        }
        guard index + 2 < count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/")
        else { return false }
        schemeEnd = index
        isHTTPS =
            index == 5 && (bytes[0] | 0x20) == UInt8(ascii: "h") && (bytes[1] | 0x20) == UInt8(ascii: "t")
            && (bytes[2] | 0x20) == UInt8(ascii: "t") && (bytes[3] | 0x20) == UInt8(ascii: "p")
            && (bytes[4] | 0x20) == UInt8(ascii: "s")
        // Authority: up to the first "/", "?" or "#"; no user-info; a port only as https's 443.
        hostStart = index + 3
        index = hostStart
        var portStart = -1
        let classes = ByteClass.table
        while index < count {
            let byte = bytes[index]
            if classes[Int(byte)] & ByteClass.authorityRare != 0 {
                if classes[Int(byte)] & ByteClass.endsAuthority != 0 { break }
                guard classes[Int(byte)] & ByteClass.allowed != 0, byte != UInt8(ascii: "@") else { return false }
                if byte == UInt8(ascii: ":") && portStart < 0 { portStart = index }
                if byte == UInt8(ascii: "%") { hostIsEncoded = true }
                if byte >= 0x80 { hostIsNotASCII = true }
            }
            index += 1
        }
        hostEnd = portStart >= 0 ? portStart : index
        if portStart >= 0 {
            guard isHTTPS, index - portStart == 4, bytes[portStart + 1] == UInt8(ascii: "4"),
                bytes[portStart + 2] == UInt8(ascii: "4"), bytes[portStart + 3] == UInt8(ascii: "3")
            else { return false }
        }
        if isHTTPS && hostEnd == hostStart { return false }
        pathStart = index
        return readRest(bytes, count: count, from: index, slashes: slashes, slashMask: slashMask)
    }

    /// Reads a path with an optional query and fragment, starting with `/`, into these parts
    /// (fresh ones).
    mutating func readPath(
        _ bytes: UnsafePointer<UInt8>, count: Int, slashes: UnsafeMutablePointer<Int32>, slashMask: Int
    ) -> Bool {
        guard count > 0, count <= Self.maximumLength, bytes[0] == UInt8(ascii: "/") else { return false }
        return readRest(bytes, count: count, from: 0, slashes: slashes, slashMask: slashMask)
    }

    /// Reads the path (noting each `/`), the query and the fragment from `start`.
    private mutating func readRest(
        _ bytes: UnsafePointer<UInt8>, count: Int, from start: Int, slashes: UnsafeMutablePointer<Int32>,
        slashMask: Int
    ) -> Bool {
        let classes = ByteClass.table
        var index = start
        var slashCount = 0
        while index < count {
            let byteClass = classes[Int(bytes[index])]
            if byteClass & ByteClass.pathRare != 0 {
                if byteClass & ByteClass.endsPath != 0 { break }
                guard byteClass & ByteClass.allowed != 0 else { return false }
                pathIsEncoded = true  // the only allowed byte that is rare in a path is "%"
            }
            slashes[slashCount & slashMask] = Int32(index)
            slashCount &+= Int(byteClass & ByteClass.slash)
            index += 1
        }
        self.slashCount = slashCount
        overflows = slashCount > slashMask
        pathEnd = index
        queryStart = index
        if index < count && bytes[index] == UInt8(ascii: "?") {
            index += 1
            queryStart = index
            while index < count {
                let byte = bytes[index]
                if classes[Int(byte)] & ByteClass.queryRare != 0 {
                    if byte == UInt8(ascii: "#") { break }
                    guard classes[Int(byte)] & ByteClass.allowed != 0 else { return false }
                    if byte == UInt8(ascii: "&") { ampersands += 1 } else { queryIsEncoded = true }
                }
                index += 1
            }
        }
        queryEnd = index
        if index < count {
            // The fragment is ignored, but its bytes must be allowed ("#" included).
            index += 1
            while index < count {
                let byte = bytes[index]
                guard classes[Int(byte)] & ByteClass.allowed != 0 || byte == UInt8(ascii: "#") else { return false }
                index += 1
            }
        }
        return true
    }

    /// `https://` as a little-endian word.
    static let httpsStart: UInt64 = 0x2F2F_3A73_7074_7468

    @inline(__always)
    static func isAlpha(_ byte: UInt8) -> Bool {
        ((byte | 0x20) &- UInt8(ascii: "a")) < 26
    }

    /// Whether RFC 3986 allows the byte in a URL (besides `#`, which only delimits), or it is part
    /// of a non-ASCII character.
    static func isAllowed(_ byte: UInt8) -> Bool {
        // Bit `b` is set when ASCII byte `b` may appear: `!` to `~` except `"` `<` `>` `\` `^`
        // `{` `|` `}`, the backtick and `#`.
        if byte >= 0x80 { return true }
        let below64: UInt64 = 0xAFFF_FFF2_0000_0000
        let from64: UInt64 = 0x47FF_FFFE_AFFF_FFFF
        return byte < 64 ? (below64 >> UInt64(byte)) & 1 == 1 : (from64 >> UInt64(byte &- 64)) & 1 == 1
    }
}

/// What each byte is to the URL reader, in one table lookup per byte.
enum ByteClass {
    /// `/` (bit 0, so that it counts as 1).
    static let slash: UInt8 = 1
    /// RFC 3986 allows the byte in a URL (besides `#`), or it is part of a non-ASCII character.
    static let allowed: UInt8 = 2
    /// A byte the path loop must look at: not allowed, `?`, `#` or `%`.
    static let pathRare: UInt8 = 4
    /// A byte the authority loop must look at: not allowed, `/`, `?`, `#`, `%`, `:`, `@` or a byte
    /// of a non-ASCII character.
    static let authorityRare: UInt8 = 8
    /// A byte the query loop must look at: not allowed, `#`, `&` or `%`.
    static let queryRare: UInt8 = 16
    /// `/`, `?` or `#`: the end of the authority.
    static let endsAuthority: UInt8 = 32
    /// `?` or `#`: the end of the path.
    static let endsPath: UInt8 = 64

    /// The class of each byte, as the constants above combine them: static data, read in place,
    /// so the first URL read costs no set-up (Specification §6.10).
    static var table: UnsafePointer<UInt8> { classes.utf8Start }

    private static var classes: StaticString {
        """
        \u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\u{1C}\
        \u{1C}\u{02}\u{1C}\u{7C}\u{02}\u{1E}\u{12}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{2B}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{0A}\u{02}\u{1C}\u{02}\u{1C}\u{6E}\
        \u{0A}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{1C}\u{02}\u{1C}\u{02}\
        \u{1C}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{1C}\u{1C}\u{1C}\u{02}\u{1C}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}
        """
    }
}
