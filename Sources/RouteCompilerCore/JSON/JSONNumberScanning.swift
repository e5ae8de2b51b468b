/// Reading JSON numbers, checked against the RFC 8259 grammar
/// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
extension JSONScanner {
    /// Reads the number that starts at the current position (at a `-`, `+`, `.` or digit) and
    /// returns its source text.
    ///
    /// The whole run of characters that could belong to a number (digits, letters, `.`, `+`, `-`
    /// and `_`) is read first, so that an error quotes all of `1.2.3` or `0x1F`.
    mutating func readNumber() throws(JSONSyntaxError) -> String {
        let start = index
        while index < bytes.count, Self.mayContinueNumber(bytes[index]) {
            index += 1
        }
        let text = bytes[start..<index]
        let position = self.position
        column += index - start
        let source = String(decoding: text, as: UTF8.self)
        if let problem = Self.problem(withNumber: text, source: source) {
            throw JSONSyntaxError(problem, at: position)
        }
        return source
    }

    private static func mayContinueNumber(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "."), UInt8(ascii: "+"),
            UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// What is wrong with `text` as a JSON number, or `nil` if it is a valid number.
    private static func problem(withNumber text: ArraySlice<UInt8>, source: String) -> String? {
        let unsigned =
            text.first == UInt8(ascii: "-") || text.first == UInt8(ascii: "+")
            ? text.dropFirst() : text
        if ["nan", "inf", "infinity"].contains(
            String(decoding: unsigned, as: UTF8.self).lowercased())
        {
            return "'\(source)' is not allowed in JSON; use a finite number or null"
        }
        let invalid = "invalid number '\(source)'; "
        if text.first == UInt8(ascii: "+") {
            return invalid + "JSON numbers have no '+' sign, remove it"
        }
        var i = unsigned.startIndex
        let end = unsigned.endIndex
        func isDigit(_ i: Int) -> Bool {
            i < end && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(unsigned[i])
        }
        func skipDigits() {
            while isDigit(i) { i += 1 }
        }
        guard i < end else {
            return invalid + "add digits after the '-'"
        }
        switch unsigned[i] {
        case UInt8(ascii: "0"):
            i += 1
            if isDigit(i) {
                return invalid + "JSON numbers have no leading zeros"
            }
            if i < end && (unsigned[i] == UInt8(ascii: "x") || unsigned[i] == UInt8(ascii: "X")) {
                return invalid + "JSON numbers are decimal only"
            }
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            skipDigits()
        case UInt8(ascii: "."):
            return invalid + "add a '0' before the '.'"
        default:
            return invalid + "add digits after the '-'"
        }
        if i < end && unsigned[i] == UInt8(ascii: ".") {
            i += 1
            guard isDigit(i) else {
                return invalid + "add a digit after the '.'"
            }
            skipDigits()
        }
        if i < end && (unsigned[i] == UInt8(ascii: "e") || unsigned[i] == UInt8(ascii: "E")) {
            i += 1
            if i < end && (unsigned[i] == UInt8(ascii: "+") || unsigned[i] == UInt8(ascii: "-")) {
                i += 1
            }
            guard isDigit(i) else {
                return invalid + "add digits to the exponent"
            }
            skipDigits()
        }
        if i < end {
            return invalid + "write a number like 12, -3.5 or 1e6"
        }
        return nil
    }
}
