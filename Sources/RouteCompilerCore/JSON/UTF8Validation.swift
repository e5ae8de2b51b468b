/// Decoding of single UTF-8 sequences, strictly: overlong encodings, encoded UTF-16 surrogates,
/// code points above U+10FFFF and truncated sequences are all invalid.
enum UTF8Validation {
    /// The outcome of decoding the sequence that starts at one byte.
    enum Decoded {
        /// A valid scalar and the number of bytes that encode it.
        case scalar(Unicode.Scalar, length: Int)
        /// An invalid sequence, with a message that names its first byte.
        case invalid(message: String)
    }

    /// Decodes the UTF-8 sequence that starts at `index` (which must be a valid index).
    static func decode(_ bytes: [UInt8], at index: Int) -> Decoded {
        let lead = bytes[index]
        if lead < 0x80 {
            return .scalar(Unicode.Scalar(lead), length: 1)
        }
        let length: Int
        var lowestSecond: UInt8 = 0x80
        var highestSecond: UInt8 = 0xBF
        switch lead {
        case 0x80...0xBF:
            return invalid(lead, "a continuation byte without a lead byte")
        case 0xC0, 0xC1:
            return invalid(lead, "an overlong encoding")
        case 0xC2...0xDF:
            length = 2
        case 0xE0:
            length = 3
            lowestSecond = 0xA0
        case 0xED:
            length = 3
            highestSecond = 0x9F
        case 0xE1...0xEF:
            length = 3
        case 0xF0:
            length = 4
            lowestSecond = 0x90
        case 0xF4:
            length = 4
            highestSecond = 0x8F
        case 0xF1...0xF3:
            length = 4
        default:
            return invalid(lead, nil)
        }
        for offset in 1..<length {
            guard index + offset < bytes.count, (0x80...0xBF).contains(bytes[index + offset]) else {
                return invalid(lead, "a truncated sequence")
            }
        }
        let second = bytes[index + 1]
        if second < lowestSecond {
            return invalid(lead, "an overlong encoding")
        }
        if second > highestSecond {
            let reason =
                lead == 0xED ? "a UTF-16 surrogate encoded in UTF-8" : "a code point above U+10FFFF"
            return invalid(lead, reason)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        // The ranges above exclude surrogates and values past U+10FFFF, so this always succeeds.
        guard let scalar = Unicode.Scalar(value) else {
            return invalid(lead, nil)
        }
        return .scalar(scalar, length: length)
    }

    private static func invalid(_ byte: UInt8, _ reason: String?) -> Decoded {
        let because = reason.map { " (\($0))" } ?? ""
        return .invalid(
            message:
                "invalid UTF-8 byte \(JSONText.hexByte(byte))\(because); save the file as UTF-8"
        )
    }
}
