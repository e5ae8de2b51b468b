/// Reads JSON text (RFC 8259, strictly) into ``JSONValue``s that keep their positions.
///
/// There are no extensions: no comments, trailing commas, single quotes, `NaN` or `Infinity`,
/// leading zeros or `+` signs; raw control characters in strings, unpaired surrogate escapes,
/// invalid UTF-8 and duplicate object keys are errors too.
public enum JSONReader {
    /// Parses a whole document: exactly one value, with optional whitespace around it.
    ///
    /// A UTF-8 byte-order mark (`EF BB BF`) at the very start is skipped, because editors on
    /// Windows often write one; the first character after it is at line 1, column 1.
    ///
    /// Arrays and objects may nest at most 512 levels deep; deeper nesting is an error, never a
    /// stack overflow.
    ///
    /// - Parameter file: the file of every position (``SourcePosition/file``), `nil` for the spec
    ///   being compiled.
    /// - Returns: the value, or the first syntax error as a diagnostic with its position.
    public static func parse(_ bytes: [UInt8], file: String? = nil) -> Result<JSONValue, JSONSyntaxError> {
        var parser = JSONParser(bytes, file: file)
        do {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(error)
        }
    }
}

/// A JSON syntax error at a position.
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// Where the error is.
    public var position: SourcePosition
    /// What is wrong and how to fix it.
    public var message: String

    /// Creates an error.
    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }
}
