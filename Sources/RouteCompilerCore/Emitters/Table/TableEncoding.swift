@_spi(Generated) import RouteRuntime

/// The field encodings of the route table's records (`RouteRuntime._TableFormat`): the inverse of
/// the runtime's `RecordCursor`.
enum TableEncoding {
    /// A key: ten digits of six bits, most significant first.
    static func key(_ value: UInt64) -> [UInt8] {
        (0..<_TableFormat.keyDigits).reversed().map { digit in
            _TableFormat.digitZero + UInt8(truncatingIfNeeded: (value >> UInt64(6 * digit)) & 63)
        }
    }

    /// A number: base-32 digits, most significant first, each but the last carrying 32.
    static func number(_ value: Int) -> [UInt8] {
        precondition(value >= 0, "table numbers are not negative")
        var digits = [_TableFormat.digitZero + UInt8(value & 31)]
        var rest = value >> 5
        while rest > 0 {
            digits.append(_TableFormat.digitZero + UInt8(_TableFormat.moreDigits) + UInt8(rest & 31))
            rest >>= 5
        }
        return digits.reversed()
    }

    /// A text: its byte count, then its bytes as they are.
    static func text(_ string: String) -> [UInt8] {
        text(Array(string.utf8))
    }

    /// A text of bytes: their count, then the bytes.
    static func text(_ bytes: [UInt8]) -> [UInt8] {
        number(bytes.count) + bytes
    }

    /// A data text: as they are when every byte is a letter, a digit or `-._~`, else with every
    /// other byte written `%XX`; the header says which.
    static func data(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        guard bytes.contains(where: { !isPlain($0) }) else { return number(2 * bytes.count) + bytes }
        var encoded: [UInt8] = []
        for byte in bytes {
            if isPlain(byte) {
                encoded.append(byte)
            } else {
                encoded += Array("%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)).map {
                    $0.asciiValue!
                }
            }
        }
        return number(2 * encoded.count + 1) + encoded
    }

    private static func isPlain(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }
}
