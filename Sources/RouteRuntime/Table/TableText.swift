/// The bytes of every text a route table holds (literals, names, keys, raw values, defaults),
/// in one buffer, so that the matcher compares slices of it without chasing pointers.
struct TableText {
    /// The bytes, appended in the order the table reads them.
    private(set) var bytes: [UInt8] = []

    /// A run of ``bytes``.
    struct Span: Hashable {
        var start: Int32
        var count: Int32

        static let empty = Span(start: 0, count: 0)
    }

    /// Appends `text` and returns where it is.
    mutating func append(_ text: some Collection<UInt8>) -> Span {
        let start = Int32(bytes.count)
        bytes.append(contentsOf: text)
        return Span(start: start, count: Int32(text.count))
    }

    /// Appends `text` ASCII-lowercased and returns where it is.
    mutating func appendLowercased(_ text: some Collection<UInt8>) -> Span {
        append(text.map(ASCII.lowercased))
    }

    /// The bytes of `span`.
    subscript(span: Span) -> ArraySlice<UInt8> {
        bytes[Int(span.start)..<Int(span.start + span.count)]
    }
}

/// ASCII helpers shared by the table and the matcher.
enum ASCII {
    /// `byte` lowercased when it is an ASCII capital letter.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// The first and last eight bytes of `count` bytes at `text`, zero where they fall outside (for
    /// fewer than eight bytes, both words hold all of them). Reads up to eight bytes before and
    /// after the text, which must be readable: the matcher reads padded copies.
    @inline(__always)
    static func words(_ text: UnsafePointer<UInt8>, count: Int) -> (first: UInt64, last: UInt64) {
        let raw = UnsafeRawPointer(text)
        let kept = min(count, 8)
        let firstMask: UInt64 = kept == 0 ? 0 : ~0 >> UInt64(64 - 8 * kept)
        let lastMask: UInt64 = kept == 0 ? 0 : ~0 << UInt64(64 - 8 * kept)
        let first = raw.loadUnaligned(as: UInt64.self) & firstMask
        let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self) & lastMask
        return (first, last)
    }

    /// The hash of a segment or literal by its words and length, for the trie's literal lookup:
    /// it costs the same for every segment and needs no pass over it.
    @inline(__always)
    static func hash(first: UInt64, last: UInt64, count: Int) -> UInt32 {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        return UInt32(truncatingIfNeeded: ((mixed ^ (mixed >> 29)) &* 0xBF58_476D_1CE4_E5B9) >> 32)
    }

    /// The ASCII capital letters of the eight bytes of `word` lowercased (SWAR).
    @inline(__always)
    static func lowercased(word: UInt64) -> UInt64 {
        let high: UInt64 = 0x8080_8080_8080_8080
        let seven = word & ~high
        // A byte is a capital when its low seven bits are at least "A" and at most "Z", and its
        // high bit is clear.
        let atLeastA = seven &+ 0x3F3F_3F3F_3F3F_3F3F
        let aboveZ = seven &+ 0x2525_2525_2525_2525
        let capitals = atLeastA & ~aboveZ & ~word & high
        return word | (capitals >> 2)
    }

    /// Whether two byte runs are equal, optionally ignoring ASCII case. Compares eight bytes at a
    /// time; ignoring case costs a second, byte-wise pass only when the bytes differ.
    @inline(__always)
    static func equal(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int, folding: Bool
    ) -> Bool {
        if exactlyEqual(a, b, count: count) { return true }
        return folding && foldedEqual(a, b, count: count)
    }

    @inline(__always)
    static func exactlyEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        let rawA = UnsafeRawPointer(a)
        let rawB = UnsafeRawPointer(b)
        while index + 8 <= count {
            if rawA.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                != rawB.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            {
                return false
            }
            index += 8
        }
        while index < count {
            if a[index] != b[index] { return false }
            index += 1
        }
        return true
    }

    static func foldedEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index < count {
            if lowercased(a[index]) != lowercased(b[index]) { return false }
            index += 1
        }
        return true
    }
}
