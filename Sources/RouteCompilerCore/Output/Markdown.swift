/// Spelling of Markdown pieces for the tools' reports.
enum Markdown {
    /// `text` as an inline code span, safe inside a table cell: the fence is one backtick more than
    /// the longest run of backticks in the text, and `|` is escaped (GitHub tables split on it
    /// before reading code spans).
    static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        var body = ""
        for character in oneLine(text) {
            if character == "|" { body += "\\" }
            body.append(character)
        }
        let padded = body.hasPrefix("`") || body.hasSuffix("`") ? " " + body + " " : body
        return fence + padded + fence
    }

    /// Plain text safe inside a table cell: on one line, `|` escaped, and the characters that
    /// would start Markdown or HTML markup (`\ ` * _ < > [ ]`) escaped with a backslash.
    static func cell(_ text: String) -> String {
        var result = ""
        for character in oneLine(text) {
            if "\\`*_<>[]|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// Items of a cell separated by line breaks, or `—` when there are none.
    static func list(_ items: [String]) -> String {
        items.isEmpty ? "—" : items.joined(separator: "<br>")
    }

    /// `text` with line breaks and other control characters replaced by spaces.
    static func oneLine(_ text: String) -> String {
        String(text.unicodeScalars.map { Quote.isControl($0) ? " " : Character($0) })
    }
}
