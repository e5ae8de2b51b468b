/// Eight bytes tested at once (SWAR over little-endian words), for the URL reader's path, query
/// and fragment loops, the query's items and the origins' lines: each function gives the high
/// bit of every byte of the word that is in its set, exactly (no carry crosses from one byte to
/// the next), so that the loops look closer only at those bytes, with ``ByteClass``.
enum URLWords {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let high: UInt64 = 0x8080_8080_8080_8080
    private static let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The bytes a path loop must look at: a superset of the bytes RFC 3986 does not allow and
    /// `?`, `#`, `%` (controls, space, `!` to `%`; in one test, the bytes that are DEL once bits
    /// 0x63 are set: `<` to `?` and `\` to `_`, `=` and `_` among them; the backtick; `{` and
    /// above, non-ASCII bytes included).
    @inline(__always)
    static func pathRare(_ word: UInt64) -> UInt64 {
        below(word, 0x26) | zeros((word | (ones &* 0x63)) ^ (ones &* 0x7F)) | equal(word, 0x60) | fromBrace(word)
    }

    /// The bytes a query or fragment loop must look at: a superset of the bytes RFC 3986 does not
    /// allow and `#`, `&`, `%` (controls, space, `!` to `&`; in one test, the bytes that are `~`
    /// once bits 0x62 are set: `<`, `>`, `\`, `^`; the backtick; `{` and above).
    @inline(__always)
    static func queryRare(_ word: UInt64) -> UInt64 {
        below(word, 0x27) | zeros((word | (ones &* 0x62)) ^ (ones &* 0x7E)) | equal(word, 0x60) | fromBrace(word)
    }

    /// The bytes that are `/`.
    @inline(__always)
    static func slashes(_ word: UInt64) -> UInt64 { equal(word, UInt8(ascii: "/")) }

    /// The bits of the first `count` bytes of a word (all of them from 8 on).
    @inline(__always)
    static func first(_ count: Int) -> UInt64 {
        count >= 8 ? ~0 : (1 &<< UInt64(8 &* count)) &- 1
    }

    /// The bytes equal to `byte`.
    @inline(__always)
    static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 { zeros(word ^ (ones &* UInt64(byte))) }

    /// The bytes that are zero.
    @inline(__always)
    private static func zeros(_ word: UInt64) -> UInt64 { ~(((word & low7) &+ low7) | word) & high }

    /// The ASCII bytes below `limit` (at most 0x80): a byte's low seven bits plus `0x80 - limit`
    /// reach the high bit when they are `limit` or more, and never carry out of the byte.
    @inline(__always)
    private static func below(_ word: UInt64, _ limit: UInt8) -> UInt64 {
        ~((word & low7) &+ ones &* UInt64(0x80 &- limit)) & ~word & high
    }

    /// The bytes from `{` (0x7B) on: non-ASCII, or low seven bits that reach the high bit plus 5.
    @inline(__always)
    private static func fromBrace(_ word: UInt64) -> UInt64 { (word | ((word & low7) &+ ones &* 5)) & high }
}
