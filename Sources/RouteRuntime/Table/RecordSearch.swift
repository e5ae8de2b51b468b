/// Finds a record of a route table by its key, where the records lie (``_TableFormat``): an
/// interpolation search over the sorted lines, whose keys spread evenly (``_RouteKey``), so that a
/// look-up reads a few lines whatever the size of the table, and needs nothing built beforehand.
///
/// Each step guesses where the key would be if the keys were spread exactly evenly over the bytes
/// still in range, reads the key of the line there (lines start at multiples of
/// ``_TableFormat/lineAlignment``, so finding the start tests one byte in 16), and narrows the
/// range to one side of it. After five guesses it bisects instead, so that no table, however its
/// keys fall, takes more than a logarithmic number of steps; a short range is read line by line.
enum RecordSearch {
    /// Ranges shorter than this many bytes are read line by line.
    static let linearRange = 160

    /// The body of the record with `key` (the byte after its key and space: its kind), or `nil`.
    @inline(__always)
    static func find(_ key: UInt64, in records: UnsafePointer<UInt8>, count: Int) -> UnsafePointer<UInt8>? {
        let target = Digits(key)
        var low = 0
        var high = count
        var lowKey: UInt64 = 0
        var highKey: UInt64 = 1 << UInt64(_TableFormat.keyBits)
        var steps = 0
        while high - low > linearRange {
            let span = high - low
            var guess: Int
            if steps < 5 {
                // Keys have 60 bits, so their differences convert as signed numbers (cheaper).
                let fraction =
                    Double(Int64(bitPattern: key &- lowKey)) / Double(Int64(bitPattern: highKey &- lowKey))
                guess = low + Int(Double(span) * fraction)
                if guess >= high { guess = high - 1 }
            } else {
                guess = low + span / 2
            }
            steps += 1
            let start = lineStart(records, atOrBefore: guess, notBefore: low)
            let order = target.compare(records + start)
            if order == 0 { return records + start + _TableFormat.keyDigits + 1 }
            // The line's key from its first eight digits: within 4,096 of it, which is all the
            // next guess needs.
            let approximate = Digits.approximateKey(records + start)
            if order > 0 {
                low = lineEnd(records, from: start, count: high)
                lowKey = approximate
            } else {
                high = start
                highKey = approximate + 4096
            }
        }
        var start = low
        while start < high {
            let order = target.compare(records + start)
            if order == 0 { return records + start + _TableFormat.keyDigits + 1 }
            if order < 0 { return nil }
            start = lineEnd(records, from: start, count: high)
        }
        return nil
    }

    /// A key's ten digits as the records write them, for comparing with a line's key as bytes:
    /// digits grow with their values, most significant first, so the bytes compare as the keys.
    struct Digits {
        /// The first eight digits, the first in the most significant byte.
        let head: UInt64
        /// The last two.
        let tail: UInt16

        @inline(__always)
        init(_ key: UInt64) {
            var head: UInt64 = 0
            for index in 0..<8 {
                head = head << 8 | (UInt64(_TableFormat.digitZero) + (key >> UInt64(6 * (9 - index))) & 63)
            }
            self.head = head
            let last = UInt16(_TableFormat.digitZero) + UInt16(key & 63)
            let beforeLast = UInt16(_TableFormat.digitZero) + UInt16((key >> 6) & 63)
            tail = (beforeLast << 8) | last
        }

        /// The key written at `line` without its last two digits: its first eight decoded at once.
        @inline(__always)
        static func approximateKey(_ line: UnsafePointer<UInt8>) -> UInt64 {
            let digits =
                UInt64(bigEndian: UnsafeRawPointer(line).loadUnaligned(as: UInt64.self)) &- 0x3030_3030_3030_3030
            let pairs = (digits & 0x003F_003F_003F_003F) | ((digits & 0x3F00_3F00_3F00_3F00) >> 2)
            let quads = (pairs & 0x0000_0FFF_0000_0FFF) | ((pairs & 0x0FFF_0000_0FFF_0000) >> 4)
            let all = (quads & 0xFF_FFFF) | ((quads & 0x00FF_FFFF_0000_0000) >> 8)
            return all << 12
        }

        /// -1, 0 or 1 as this key is before, equal to or after the key written at `line`.
        @inline(__always)
        func compare(_ line: UnsafePointer<UInt8>) -> Int {
            let raw = UnsafeRawPointer(line)
            let found = UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self))
            if found != head { return head < found ? -1 : 1 }
            let foundTail = UInt16(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt16.self))
            if foundTail != tail { return tail < foundTail ? -1 : 1 }
            return 0
        }
    }

    /// The start of the line that holds byte `position`, not before `low` (a line start): lines
    /// start at multiples of ``_TableFormat/lineAlignment``, each after a line feed.
    ///
    /// A guess often lands inside the long line it looks for (a group record whose members'
    /// content is inline), so the step back tests four blocks per bound check.
    @inline(__always)
    static func lineStart(_ records: UnsafePointer<UInt8>, atOrBefore position: Int, notBefore low: Int) -> Int {
        let block = _TableFormat.lineAlignment
        var index = position & ~(block - 1)
        while index &- 3 &* block > low {
            if records[index &- 1] == lineFeed { return index }
            if records[index &- block &- 1] == lineFeed { return index &- block }
            if records[index &- 2 &* block &- 1] == lineFeed { return index &- 2 &* block }
            if records[index &- 3 &* block &- 1] == lineFeed { return index &- 3 &* block }
            index &-= 4 &* block
        }
        while index > low && records[index &- 1] != lineFeed { index &-= block }
        return max(index, low)
    }

    /// The start of the line after the one starting at `start` (or `count`): its line feed is the
    /// last byte of a block of ``_TableFormat/lineAlignment``. Four blocks per bound check, as
    /// ``lineStart(_:atOrBefore:notBefore:)``.
    @inline(__always)
    static func lineEnd(_ records: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        let block = _TableFormat.lineAlignment
        var index = start &+ block &- 1
        while index &+ 3 &* block < count {
            if records[index] == lineFeed { return index &+ 1 }
            if records[index &+ block] == lineFeed { return index &+ block &+ 1 }
            if records[index &+ 2 &* block] == lineFeed { return index &+ 2 &* block &+ 1 }
            if records[index &+ 3 &* block] == lineFeed { return index &+ 3 &* block &+ 1 }
            index &+= 4 &* block
        }
        while index < count && records[index] != lineFeed { index &+= block }
        return min(index &+ 1, count)
    }

    /// The start of the line after the one starting at `start` (or `count`), whose first
    /// `skipping` bytes are no line feed.
    @inline(__always)
    static func lineEnd(_ records: UnsafePointer<UInt8>, from start: Int, skipping: Int, count: Int) -> Int {
        var index = start + skipping
        let raw = UnsafeRawPointer(records)
        while index + 8 <= count {
            let found = lineFeeds(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            if found != 0 { return index + found.trailingZeroBitCount / 8 + 1 }
            index += 8
        }
        while index < count && records[index] != lineFeed { index += 1 }
        return index < count ? index + 1 : count
    }

    /// The high bit of each byte of `word` (little-endian) that is a line feed, and no other:
    /// exact, with no false positive from a borrow.
    @inline(__always)
    static func lineFeeds(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        let bytes = UInt64(littleEndian: word) ^ 0x0A0A_0A0A_0A0A_0A0A
        return ~(((bytes & low7) &+ low7) | bytes) & ~low7
    }

    static let lineFeed = UInt8(ascii: "\n")
}
