/// The keys of a route table's records (``_TableFormat``): 60-bit hashes of what a record is, the
/// same in the compiler, which writes them, and in the matcher, which computes the keys of literal
/// groups from a URL's segments. They spread evenly over their range, so that the generated
/// file's chunks of records (by the keys' top six bits) are of one size.
///
/// The hash reads the text eight bytes at a time as little-endian words (the last one padded
/// with zeros), mixes each into the seed (scrambled first, ``scrambled(_:)``) with a multiplication, and ends with an avalanche; the
/// key is its top 60 bits.
@_spi(Generated) public enum _RouteKey {
    /// The key of the root node: 0.
    public static var root: UInt64 { 0 }
    /// The key of the root node of the excluded paths: 1.
    public static var excludeRoot: UInt64 { 1 }

    /// The key of the route record of case `name`.
    public static func route(_ name: String) -> UInt64 { hash(Array(name.utf8), seed: 3) }

    /// The key of the record of the named enum `name`.
    public static func enumeration(_ name: String) -> UInt64 { hash(Array(name.utf8), seed: 4) }

    /// The key of the app type `name` (it has no record: the generated code's app-value function
    /// receives it).
    public static func appType(_ name: String) -> UInt64 { hash(Array(name.utf8), seed: 5) }

    /// The key of the group of literal children of `parent` whose lowercased text is `text`.
    public static func group(parent: UInt64, text: [UInt8]) -> UInt64 {
        hash(text.map(ASCII.lowercased), seed: parent)
    }

    /// The key of the child of `parent` reached by the literal `text` (lowercased when `folds`).
    public static func literalChild(parent: UInt64, text: [UInt8], folds: Bool) -> UInt64 {
        hash(text, seed: parent ^ (folds ? 0x5F17_2C3D_8E41_A69B : 0x2A6D_91E4_73B8_C05F))
    }

    /// The key of the child of `parent` reached by the parameter or mixed edge written `edge` in
    /// the table (its parameter, without the child's key).
    public static func parameterChild(parent: UInt64, edge: [UInt8]) -> UInt64 {
        hash(edge, seed: parent ^ 0x7C3A_E9D1_46B2_F815)
    }

    /// The hash of `bytes` under `seed`, as a 60-bit key.
    public static func hash(_ bytes: [UInt8], seed: UInt64) -> UInt64 {
        var padded = bytes
        padded.append(contentsOf: repeatElement(0, count: 8))
        return padded.withUnsafeBufferPointer { buffer in
            hash(buffer.baseAddress!, count: bytes.count, seed: seed, folding: false)
        }
    }

    /// The multiplier that mixes each word into the state.
    @inlinable static var multiplier: UInt64 { 0x9E37_79B9_7F4A_7C15 }
    /// The multiplier of the avalanches.
    @inlinable static var finalMultiplier: UInt64 { 0xD6E8_FEB8_6659_FD93 }

    /// The hash of `count` bytes at `text`, ASCII-lowercased first when `folding`. The eight bytes
    /// after the text must be readable (their values do not matter). Inlinable: the generated walk
    /// hashes segments with it (``_RouteSegment/key(_:)``), its seeds constants.
    @inlinable @inline(__always)
    static func hash(_ text: UnsafePointer<UInt8>, count: Int, seed: UInt64, folding: Bool) -> UInt64 {
        var state = scrambled(seed) ^ (UInt64(truncatingIfNeeded: count) &* multiplier)
        var offset = 0
        let raw = UnsafeRawPointer(text)
        // Wrapping arithmetic: `offset` stays below `count`, and a shift of 8 to 56 bits needs no
        // check (a word with 1 to 7 bytes of text keeps those).
        while offset < count {
            var word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let remaining = count &- offset
            if remaining < 8 { word &= ~0 &>> UInt64(truncatingIfNeeded: 64 &- 8 &* remaining) }
            if folding { word = ASCII.lowercased(word: word) }
            state = (state ^ word) &* multiplier
            state ^= state &>> 32
            offset &+= 8
        }
        return finish(state)
    }

    /// The avalanche that ends a hash, and the key it gives.
    /// `seed` with its bits spread over the whole word, so that seeds that differ in a few low bits
    /// (the roots 0 and 1, the kinds 3, 4 and 5) cannot be undone by a text that differs from
    /// another in the same bits: without it, the group `help` under the root of the excluded paths
    /// had the key of the group `ielp` under the root (found by the compiler fuzzer).
    @inlinable @inline(__always)
    static func scrambled(_ seed: UInt64) -> UInt64 {
        var state = seed
        state ^= state >> 33
        state = state &* finalMultiplier
        state ^= state >> 29
        return state
    }

    @inlinable @inline(__always)
    static func finish(_ value: UInt64) -> UInt64 {
        var state = value
        state ^= state >> 29
        state = state &* finalMultiplier
        state ^= state >> 32
        return state >> 4
    }
}
