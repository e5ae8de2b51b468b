/// ASCII helpers of the matcher: case folding a byte or eight bytes at once, and comparing runs of
/// bytes exactly or ignoring ASCII case (Specification §1: only `A`–`Z` and `a`–`z` fold).
@usableFromInline
enum ASCII {
    /// `byte` lowercased when it is an ASCII capital letter.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// The ASCII capital letters of the eight bytes of `word` lowercased (SWAR).
    @inlinable @inline(__always)
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

    /// Whether two byte runs are equal, ignoring ASCII case when `folding`.
    @inline(__always)
    static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int, folding: Bool) -> Bool {
        if exactlyEqual(a, b, count: count) { return true }
        return folding && foldedEqual(a, b, count: count)
    }

    /// Whether two byte runs are equal, eight bytes at a time.
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
        // The rest, under eight bytes, as one four-, two- and one-byte load each: nothing is read
        // past either run (a literal in the binary may end a page).
        let rest = count &- index
        if rest & 4 != 0 {
            if rawA.loadUnaligned(fromByteOffset: index, as: UInt32.self)
                != rawB.loadUnaligned(fromByteOffset: index, as: UInt32.self)
            {
                return false
            }
            index &+= 4
        }
        if rest & 2 != 0 {
            if rawA.loadUnaligned(fromByteOffset: index, as: UInt16.self)
                != rawB.loadUnaligned(fromByteOffset: index, as: UInt16.self)
            {
                return false
            }
            index &+= 2
        }
        return rest & 1 == 0 || a[index] == b[index]
    }

    /// Whether two byte runs are equal ignoring ASCII case.
    static func foldedEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
        var index = 0
        while index < count {
            if lowercased(a[index]) != lowercased(b[index]) { return false }
            index += 1
        }
        return true
    }
}
