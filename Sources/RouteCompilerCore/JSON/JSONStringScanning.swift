/// Reading JSON strings: escapes, surrogate pairs, control characters and UTF-8 validation.
extension JSONScanner {
    /// Reads the string whose opening quote is at the current position.
    ///
    /// - Returns: the string, and its escape sequences in source order (none when the source
    ///   spells it verbatim).
    mutating func readString() throws(JSONSyntaxError) -> (value: String, escapes: [JSONStringEscape]) {
        let openingQuote = position
        advance()
        var runStart = index
        // The decoded bytes, used only once an escape sequence has been seen.
        var decoded: [UInt8] = []
        var escapes: [JSONStringEscape] = []
        // The Unicode scalars of the string read so far.
        var scalars = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x22 {  // "
                let value: String
                if !escapes.isEmpty {
                    decoded.append(contentsOf: bytes[runStart..<index])
                    value = String(decoding: decoded, as: UTF8.self)
                } else {
                    value = String(decoding: bytes[runStart..<index], as: UTF8.self)
                }
                advance()
                return (value, escapes)
            } else if byte == 0x5C {  // \
                decoded.append(contentsOf: bytes[runStart..<index])
                let escapeColumn = column
                try readEscape(into: &decoded, openingQuote: openingQuote)
                escapes.append(
                    JSONStringEscape(
                        scalarOffset: scalars, sourceOffset: escapeColumn - openingQuote.column,
                        columns: column - escapeColumn))
                scalars += 1
                runStart = index
            } else if byte < 0x20 {
                throw JSONSyntaxError(
                    "control character \(JSONText.codePoint(UInt32(byte))) in a string; "
                        + "write it as \(JSONText.escape(forControlCharacter: byte))",
                    at: position)
            } else if byte < 0x80 {
                index += 1
                column += 1
                scalars += 1
            } else {
                switch UTF8Validation.decode(bytes, at: index) {
                case .scalar(_, let length):
                    index += length
                    column += 1
                    scalars += 1
                case .invalid(let message):
                    throw JSONSyntaxError(message, at: position)
                }
            }
        }
        throw unterminatedString(at: openingQuote)
    }

    private func unterminatedString(at openingQuote: SourcePosition) -> JSONSyntaxError {
        JSONSyntaxError("unterminated string; add the closing '\"'", at: openingQuote)
    }

    /// Reads the escape sequence whose `\` is at the current position, appending its UTF-8.
    private mutating func readEscape(
        into decoded: inout [UInt8], openingQuote: SourcePosition
    ) throws(JSONSyntaxError) {
        let start = position
        guard let letter = peek(1) else {
            throw unterminatedString(at: openingQuote)
        }
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            decoded.append(simple)
            advance(by: 2)
            return
        }
        guard letter == UInt8(ascii: "u") else {
            throw invalidEscape(letter, at: start)
        }
        let first = try readUnicodeEscape(openingQuote: openingQuote)
        let value: UInt32
        switch first.unit {
        case 0xD800...0xDBFF:
            guard peek() == UInt8(ascii: "\\"), peek(1) == UInt8(ascii: "u") else {
                throw loneSurrogate(first.text, at: start)
            }
            let second = try readUnicodeEscape(openingQuote: openingQuote)
            guard (0xDC00...0xDFFF).contains(second.unit) else {
                throw loneSurrogate(first.text, at: start)
            }
            value = 0x10000 + ((first.unit - 0xD800) << 10) + (second.unit - 0xDC00)
        case 0xDC00...0xDFFF:
            throw loneSurrogate(first.text, at: start)
        default:
            value = first.unit
        }
        // Surrogates are excluded above, so `value` is always a scalar.
        if let scalar = Unicode.Scalar(value) {
            UTF8.encode(scalar) { decoded.append($0) }
        }
    }

    /// Reads the `\uXXXX` at the current position.
    ///
    /// - Returns: the UTF-16 code unit, and the escape as written.
    private mutating func readUnicodeEscape(
        openingQuote: SourcePosition
    ) throws(JSONSyntaxError) -> (unit: UInt32, text: String) {
        var unit: UInt32 = 0
        for offset in 2..<6 {
            guard let byte = peek(offset) else {
                throw unterminatedString(at: openingQuote)
            }
            guard let digit = Self.hexValue(byte) else {
                // Quote the escape up to four characters after `\u`, stopping before the
                // characters that would make the quote unreadable.
                var end = index + 2
                while end < index + 6, end < bytes.count,
                    (0x21...0x7E).contains(bytes[end]), bytes[end] != 0x22, bytes[end] != 0x5C
                {
                    end += 1
                }
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                throw JSONSyntaxError(
                    "invalid escape '\(text)' in a string; write four hex digits after '\\u'",
                    at: position)
            }
            unit = unit << 4 | digit
        }
        let text = String(decoding: bytes[index..<index + 6], as: UTF8.self)
        advance(by: 6)
        return (unit, text)
    }

    /// The error for a `\` at `start` followed by `letter`, which does not start an escape.
    private func invalidEscape(_ letter: UInt8, at start: SourcePosition) -> JSONSyntaxError {
        if letter < 0x20 || letter == 0x7F {
            return JSONSyntaxError(
                "invalid escape '\\' followed by \(JSONText.codePoint(UInt32(letter))) in a string",
                at: start)
        }
        switch UTF8Validation.decode(bytes, at: index + 1) {
        case .invalid(let message):
            return JSONSyntaxError(message, at: start.advanced(by: 1))
        case .scalar(let scalar, _):
            return JSONSyntaxError("invalid escape '\\\(scalar)' in a string", at: start)
        }
    }

    private func loneSurrogate(_ text: String, at start: SourcePosition) -> JSONSyntaxError {
        JSONSyntaxError(
            "lone surrogate '\(text)' in a string; write the whole pair, like '\\uD83D\\uDE00', "
                + "or the character itself",
            at: start)
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
