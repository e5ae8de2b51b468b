/// How user text is quoted in messages.
enum Quote {
    /// `text` in single quotes, with control characters spelled as escapes (`'a\tb'`) so that a
    /// message stays on one line.
    static func single(_ text: String) -> String {
        "'" + visible(text) + "'"
    }

    /// `text` with control characters spelled as escapes.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isControl(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Whether `scalar` is a control character (U+0000 to U+001F, U+007F to U+009F).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `items` as an English list: `a, b or c`.
    static func list(_ items: [String], conjunction: String = "or") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let head = items.dropLast().joined(separator: ", ")
        return head + " \(conjunction) " + items[items.count - 1]
    }
}
