/// Finds a record of a route table by its key, where the records lie (``_TableFormat``): an
/// interpolation search over the sorted lines, whose keys spread evenly (``_RouteKey``), so that a
/// look-up reads a few lines whatever the size of the table, and needs nothing built beforehand.
///
/// Each step guesses where the key would be if the keys were spread exactly evenly over the bytes
/// still in range, reads the key of the line there, and narrows the range to one side of it.
/// After three guesses it bisects instead, so that no table, however its keys fall, takes more
/// than a logarithmic number of steps; a short range is read line by line.
enum RecordSearch {
    /// Ranges shorter than this many bytes are read line by line.
    static let linearRange = 160

    /// The body of the record with `key` (the byte after its key and space: its kind), or `nil`.
    @inline(__always)
    static func find(_ key: UInt64, in records: UnsafePointer<UInt8>, count: Int) -> UnsafePointer<UInt8>? {
        var low = 0
        var high = count
        var lowKey: UInt64 = 0
        var highKey: UInt64 = 1 << UInt64(_TableFormat.keyBits)
        var steps = 0
        while high - low > linearRange {
            let span = high - low
            var guess: Int
            if steps < 3 {
                let fraction = Double(key - lowKey) / Double(highKey - lowKey)
                guess = low + Int(Double(span) * fraction)
                if guess >= high { guess = high - 1 }
            } else {
                guess = low + span / 2
            }
            steps += 1
            let start = lineStart(records, atOrBefore: guess, notBefore: low)
            let found = RecordCursor.key(at: records + start)
            if found == key { return records + start + _TableFormat.keyDigits + 1 }
            if found < key {
                low = lineEnd(records, from: start, count: high)
                lowKey = found + 1
            } else {
                high = start
                highKey = found
            }
        }
        var start = low
        while start < high {
            let found = RecordCursor.key(at: records + start)
            if found == key { return records + start + _TableFormat.keyDigits + 1 }
            if found > key { return nil }
            start = lineEnd(records, from: start, count: high)
        }
        return nil
    }

    /// The start of the line that holds byte `position`, not before `low` (a line start).
    @inline(__always)
    static func lineStart(_ records: UnsafePointer<UInt8>, atOrBefore position: Int, notBefore low: Int) -> Int {
        var index = position
        while index > low && records[index - 1] != lineFeed { index -= 1 }
        return index
    }

    /// The start of the line after the one starting at `start` (or `count`).
    @inline(__always)
    static func lineEnd(_ records: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start + _TableFormat.keyDigits
        while index < count && records[index] != lineFeed { index += 1 }
        return index < count ? index + 1 : count
    }

    static let lineFeed = UInt8(ascii: "\n")
}
