/// A URL taken apart per RFC 3986 over its UTF-8 bytes (Specification §4.1), in one pass that also
/// finds where the path's segments are (Specification §4.3). It borrows the bytes and does not
/// allocate.
///
/// Reading refuses, before any route is looked at: text longer than ``maximumLength`` bytes; a
/// byte RFC 3986 allows nowhere in a URL (control characters, space, `"` `<` `>` `\` `^`, a
/// backtick, `{` `|` `}`); a URL without `scheme://`; user-info in the authority; a port, except
/// `:443` under `https`. Bytes of non-ASCII characters are allowed.
///
/// The scheme and authority loops take one table lookup per byte; the path, query and fragment
/// loops test eight bytes at once and look closer only at the bytes that need it. The path, query
/// and fragment must be readable 8 bytes past the text (the matcher's copy has 16 zero bytes
/// after it).
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

    /// Reads the path (noting each `/`), the query and the fragment from `start`, eight bytes at
    /// a time: the bytes of a word that need a closer look (``URLWords``) are looked at one after
    /// another with their ``ByteClass``, and a word's `/` are noted together. The bytes must be
    /// readable 8 past `count` (the matcher's copy of the URL has 16 zero bytes after it).
    private mutating func readRest(
        _ bytes: UnsafePointer<UInt8>, count: Int, from start: Int, slashes: UnsafeMutablePointer<Int32>,
        slashMask: Int
    ) -> Bool {
        let classes = ByteClass.table
        let raw = UnsafeRawPointer(bytes)
        var index = start
        var slashCount = 0
        var end = count
        path: while index < count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let inside = URLWords.first(count &- index)
            var rare = URLWords.pathRare(word) & inside
            var slashBits = URLWords.slashes(word) & inside
            while rare != 0 {
                let offset = rare.trailingZeroBitCount / 8
                let byte = bytes[index &+ offset]
                let byteClass = classes[Int(byte)]
                if byteClass & ByteClass.endsPath != 0 {
                    end = index &+ offset
                    slashBits &= URLWords.first(offset)
                    break
                }
                guard byteClass & ByteClass.allowed != 0 else { return false }
                if byte == UInt8(ascii: "%") { pathIsEncoded = true }
                rare &= rare &- 1
            }
            // A URL has at most `maximumLength` bytes: its offsets fit in 32 bits.
            while slashBits != 0 {
                slashes[slashCount & slashMask] = Int32(
                    truncatingIfNeeded: index &+ slashBits.trailingZeroBitCount &>> 3)
                slashCount &+= 1
                slashBits &= slashBits &- 1
            }
            if end < count { break path }
            index &+= 8
        }
        index = end
        self.slashCount = slashCount
        overflows = slashCount > slashMask
        pathEnd = index
        queryStart = index
        if index < count && bytes[index] == UInt8(ascii: "?") {
            index += 1
            queryStart = index
            end = count
            query: while index < count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                var rare = URLWords.queryRare(word) & URLWords.first(count &- index)
                while rare != 0 {
                    let byte = bytes[index &+ rare.trailingZeroBitCount / 8]
                    if byte == UInt8(ascii: "#") {
                        end = index &+ rare.trailingZeroBitCount / 8
                        break query
                    }
                    guard classes[Int(byte)] & ByteClass.allowed != 0 else { return false }
                    if byte == UInt8(ascii: "&") {
                        ampersands += 1
                    } else if byte == UInt8(ascii: "%") {
                        queryIsEncoded = true
                    }
                    rare &= rare &- 1
                }
                index &+= 8
            }
            index = end
        }
        queryEnd = index
        // The fragment is ignored, but its bytes must be allowed ("#" included).
        index += 1
        while index < count {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            var rare = URLWords.queryRare(word) & URLWords.first(count &- index)
            while rare != 0 {
                let byte = bytes[index &+ rare.trailingZeroBitCount / 8]
                guard classes[Int(byte)] & ByteClass.allowed != 0 || byte == UInt8(ascii: "#") else { return false }
                rare &= rare &- 1
            }
            index &+= 8
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
    /// RFC 3986 allows the byte in a URL (besides `#`), or it is part of a non-ASCII character.
    static let allowed: UInt8 = 2
    /// A byte the authority loop must look at: not allowed, `/`, `?`, `#`, `%`, `:`, `@` or a byte
    /// of a non-ASCII character.
    static let authorityRare: UInt8 = 8
    /// `/`, `?` or `#`: the end of the authority.
    static let endsAuthority: UInt8 = 32
    /// `?` or `#`: the end of the path.
    static let endsPath: UInt8 = 64

    /// The class of each byte, as the constants above combine them: static data, read in place,
    /// so the first URL read costs no set-up (Specification §6.10).
    static var table: UnsafePointer<UInt8> { classes.utf8Start }

    private static var classes: StaticString {
        """
        \u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\u{08}\
        \u{08}\u{02}\u{08}\u{68}\u{02}\u{0A}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{2A}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{0A}\u{02}\u{08}\u{02}\u{08}\u{6A}\
        \u{0A}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{08}\u{02}\u{08}\u{02}\
        \u{08}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{02}\u{08}\u{08}\u{08}\u{02}\u{08}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\
        \u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}\u{0A}
        """
    }
}
