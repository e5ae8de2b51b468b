/// Small helpers that spell JSON text: string literals, for the tools' output and for error
/// messages, and bytes, scalars and escapes, for JSON syntax error messages.
enum JSONText {
    /// `0xFF` for a byte.
    static func hexByte(_ byte: UInt8) -> String {
        "0x" + hexDigits(UInt32(byte), count: 2)
    }

    /// `U+000A` for a scalar value.
    static func codePoint(_ value: UInt32) -> String {
        "U+" + hexDigits(value, count: 4)
    }

    /// Upper-case hex digits of `value`, padded with zeros to at least `count` digits.
    static func hexDigits(_ value: UInt32, count: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, count - digits.count)) + digits
    }

    /// `text` as a JSON string literal, with its quotes: `"routes"`, `"a\"b\n"`. It escapes what
    /// RFC 8259 requires (`"`, `\` and control characters, the short form where there is one) and
    /// DEL, so that no invisible character reaches a terminal; everything else, `/` and non-ASCII
    /// text included, is written as it is.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\u{0}"..."\u{1F}", "\u{7F}": result += escape(forControlCharacter: UInt8(scalar.value))
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// A key as JSON writes it, for error messages: ``quoted(_:)``.
    static func quotedKey(_ key: String) -> String {
        quoted(key)
    }

    /// A scalar found where it does not belong: `'x'`, `'é' (U+00E9)`, or just `U+00A0` for a
    /// character that would be invisible or confusing between quotes (controls, spaces, marks).
    static func found(_ scalar: Unicode.Scalar) -> String {
        if (0x21...0x7E).contains(scalar.value) {
            return "'\(scalar)'"
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .nonspacingMark, .spacingMark, .enclosingMark, .privateUse, .surrogate, .unassigned:
            return codePoint(scalar.value)
        default:
            return "'\(scalar)' (\(codePoint(scalar.value)))"
        }
    }

    /// How to write a control character inside a JSON string: `\n`, `\t`, `\u0001`, …
    static func escape(forControlCharacter byte: UInt8) -> String {
        switch byte {
        case 0x08: "\\b"
        case 0x09: "\\t"
        case 0x0A: "\\n"
        case 0x0C: "\\f"
        case 0x0D: "\\r"
        default: "\\u" + hexDigits(UInt32(byte), count: 4)
        }
    }
}
