/// Accumulates Swift source, one line at a time, with indentation.
struct SourceWriter {
    private(set) var text = ""
    private var indentation = 0

    /// Appends a line at the current indentation (an empty line stays empty); `indented: false`
    /// puts it at the start of the line (`#if`).
    mutating func line(_ content: String = "", indented: Bool = true) {
        if content.isEmpty {
            text += "\n"
            return
        }
        if indented { text += String(repeating: "    ", count: indentation) }
        text += content
        text += "\n"
    }

    /// Appends `open`, runs `body` one level deeper, and appends `close`.
    mutating func block(_ open: String, close: String = "}", _ body: (inout SourceWriter) -> Void) {
        line(open)
        indentation += 1
        body(&self)
        indentation -= 1
        line(close)
    }

    /// Appends a `switch` header, its cases (written by `body` at the same level, as Swift style
    /// puts `case` under `switch`), and the closing brace.
    mutating func switchBlock(_ open: String, _ body: (inout SourceWriter) -> Void) {
        line(open)
        body(&self)
        line("}")
    }

    /// Runs `body` one level deeper.
    mutating func indented(_ body: (inout SourceWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// Appends `///` doc comment lines.
    mutating func doc(_ lines: [String]) {
        for text in lines {
            line(text.isEmpty ? "///" : "/// " + text)
        }
    }
}
