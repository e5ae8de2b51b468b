/// A cursor over the bytes of a JSON document that knows the line and column it is at.
///
/// Columns count Unicode scalars (every byte that is not a UTF-8 continuation byte starts a
/// column, a tab is one column); `\n`, `\r\n` and `\r` each end a line. A UTF-8 byte-order mark
/// at the very start is skipped, and the first character after it is at line 1, column 1.
struct JSONScanner {
    /// The whole document.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var index: Int
    /// The 1-based line of `index`.
    var line = 1
    /// The 1-based column of `index`, in Unicode scalars.
    var column = 1
    /// The file of the positions, `nil` for the spec being compiled (``SourcePosition/file``).
    let file: String?

    /// Creates a scanner at the start of `bytes`, after a byte-order mark if there is one.
    init(_ bytes: [UInt8], file: String? = nil) {
        self.bytes = bytes
        self.file = file
        let hasByteOrderMark =
            bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        index = hasByteOrderMark ? 3 : 0
    }

    /// The position of the next byte (or of the end of the file).
    var position: SourcePosition { SourcePosition(line: line, column: column, file: file) }

    /// Whether every byte has been read.
    var isAtEnd: Bool { index >= bytes.count }

    /// The byte `offset` bytes after the next one, if there is one.
    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Moves past `count` ASCII characters that are not line ends.
    mutating func advance(by count: Int = 1) {
        index += count
        column += count
    }

    /// Moves past spaces, tabs and line ends.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09:
                index += 1
                column += 1
            case 0x0A:
                index += 1
                line += 1
                column = 1
            case 0x0D:
                index += 1
                if index < bytes.count && bytes[index] == 0x0A {
                    index += 1
                }
                line += 1
                column = 1
            default:
                return
            }
        }
    }

    /// Reads a run of ASCII letters, digits, `_` and `$` (a literal, or an unquoted word).
    mutating func readWord() -> String {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                index += 1
            default:
                column += index - start
                return String(decoding: bytes[start..<index], as: UTF8.self)
            }
        }
        column += index - start
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// The error for a comment that starts at the current position, if one does.
    func commentError() -> JSONSyntaxError? {
        guard peek() == UInt8(ascii: "/"),
            peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*")
        else {
            return nil
        }
        return JSONSyntaxError("comments are not allowed in JSON; remove the comment", at: position)
    }

    /// The error for invalid UTF-8 at the current position, if it is there.
    func invalidUTF8Error() -> JSONSyntaxError? {
        guard index < bytes.count,
            case .invalid(let message) = UTF8Validation.decode(bytes, at: index)
        else {
            return nil
        }
        return JSONSyntaxError(message, at: position)
    }

    /// The error for the character at the current position, which is not at the end and does
    /// not belong here: a comment, a single or curly quote, invalid UTF-8, or otherwise
    /// `<expectation>, found <character>`.
    func misplacedCharacterError(expected expectation: String) -> JSONSyntaxError {
        if let error = commentError() {
            return error
        }
        if bytes[index] == UInt8(ascii: "'") {
            return JSONSyntaxError(
                "single quotes are not allowed in JSON; use double quotes", at: position)
        }
        switch UTF8Validation.decode(bytes, at: index) {
        case .invalid(let message):
            return JSONSyntaxError(message, at: position)
        case .scalar(let scalar, _):
            if ["\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}"].contains(scalar) {
                return JSONSyntaxError(
                    "curly quote '\(scalar)' is not allowed in JSON; use a straight '\"'",
                    at: position)
            }
            return JSONSyntaxError("\(expectation), found \(JSONText.found(scalar))", at: position)
        }
    }
}
