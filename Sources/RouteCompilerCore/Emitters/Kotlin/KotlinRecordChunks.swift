@_spi(Generated) import RouteRuntime

/// The route table's records (``TableRecords``) as the Kotlin file holds them (Specification §10.2):
/// chunks of whole lines, each a `const val` string whose chars are the records' bytes (`\uXXXX`
/// of the byte value for every byte that is not printable ASCII), one record a source line.
///
/// The JVM holds a string constant in at most 65,535 bytes of modified UTF-8 (a char of 1 to 127
/// takes one, a char of 128 to 255 two), and Kotlin 1.3 folds a `+` chain of a few hundred
/// literals at most before its compiler runs out of stack. So a chunk holds at most
/// ``maximumLines`` lines and ``maximumBytes`` bytes of modified UTF-8. Where a chunk starts is
/// decided by the records' keys alone (a key that is a multiple of ``factor``, or, inside a
/// chunk that would be too long, of ``fineFactor``), so that adding a route changes its own lines
/// and rarely a chunk boundary.
struct KotlinRecordChunks {
    /// One chunk: its records, in key order.
    struct Chunk {
        var records: [TableRecords.Record]
        /// The key of its first record.
        var firstKey: UInt64 { records[0].key }
        /// The constant's name: `R_` and the first key in hexadecimal.
        var name: String {
            let digits = String(firstKey, radix: 16)
            return "R_" + String(repeating: "0", count: max(0, 15 - digits.count)) + digits
        }
    }

    static let factor: UInt64 = 128
    static let fineFactor: UInt64 = 8
    static let maximumLines = 300
    static let maximumBytes = 60_000

    let chunks: [Chunk]

    init(_ records: [TableRecords.Record]) {
        var chunks: [Chunk] = []
        for coarse in Self.split(records, factor: Self.factor) {
            if Self.fits(coarse) {
                chunks.append(Chunk(records: coarse))
                continue
            }
            for fine in Self.split(coarse, factor: Self.fineFactor) {
                // Still too long (never seen): cut where the limits say.
                var current: [TableRecords.Record] = []
                for record in fine {
                    if !current.isEmpty && !Self.fits(current + [record]) {
                        chunks.append(Chunk(records: current))
                        current = []
                    }
                    current.append(record)
                }
                if !current.isEmpty { chunks.append(Chunk(records: current)) }
            }
        }
        self.chunks = chunks
    }

    /// The records in runs that start at the first record and at every key that is a multiple of
    /// `factor`.
    private static func split(_ records: [TableRecords.Record], factor: UInt64) -> [[TableRecords.Record]] {
        var runs: [[TableRecords.Record]] = []
        for record in records {
            if runs.isEmpty || record.key % factor == 0 {
                runs.append([record])
            } else {
                runs[runs.count - 1].append(record)
            }
        }
        return runs
    }

    private static func fits(_ records: [TableRecords.Record]) -> Bool {
        guard records.count <= maximumLines else { return false }
        // Each line and its line feed.
        let bytes = records.reduce(0) { $0 + modifiedUTF8Count($1.line) + 1 }
        return bytes <= maximumBytes
    }

    /// The bytes of the chars `bytes` in the JVM's modified UTF-8.
    static func modifiedUTF8Count(_ bytes: [UInt8]) -> Int {
        bytes.reduce(0) { $0 + ($1 == 0 || $1 >= 0x80 ? 2 : 1) }
    }

    /// The content of a Kotlin string literal whose chars are `bytes`: printable ASCII as it is
    /// (`"`, `\` and `$` escaped), every other byte as `\uXXXX` of its value.
    static func literal(_ bytes: [UInt8]) -> String {
        var result = ""
        result.reserveCapacity(bytes.count + 8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): result += "\\\""
            case UInt8(ascii: "\\"): result += "\\\\"
            case UInt8(ascii: "$"): result += "\\$"
            case 0x20..<0x7F: result.unicodeScalars.append(Unicode.Scalar(byte))
            default: result += KotlinNames.unicodeEscape(UInt32(byte))
            }
        }
        return result
    }
}
