/// A JSON value to write: what the tools (`aasa`, `table --format json`) print.
///
/// Objects keep their members in the order given, so that each tool decides its own fixed key
/// order; ``JSONWriter/write(_:sortingKeys:)`` can sort them instead.
public indirect enum JSONOutput: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// A number written as its JSON text (`1.5`, `1e-07`), which the caller has made valid JSON.
    case number(String)
    case string(String)
    case array([JSONOutput])
    case object([(key: String, value: JSONOutput)])

    /// An optional string: the string, or `null`.
    public static func optional(_ text: String?) -> JSONOutput {
        text.map { .string($0) } ?? .null
    }

    /// An array of strings.
    public static func strings(_ texts: [String]) -> JSONOutput {
        .array(texts.map { .string($0) })
    }

    /// Whether two values are the same JSON, member order included.
    public static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }
}

/// Writes ``JSONOutput`` as pretty-printed JSON: two-space indentation, one member or element
/// a line, `"key": value`, a final newline. The same value always gives the same bytes.
///
/// Strings are escaped as ``JSONText/quoted(_:)`` does: `"`, `\`, control characters and DEL;
/// everything else, `/` and non-ASCII text included, is written as it is, in UTF-8.
public enum JSONWriter {
    /// The JSON text of `value`, ending with a newline. With `sortingKeys`, the members of every
    /// object are written in the order of their keys' UTF-8 bytes.
    public static func write(_ value: JSONOutput, sortingKeys: Bool = false) -> String {
        var output = ""
        append(value, indent: "", sortingKeys: sortingKeys, to: &output)
        output += "\n"
        return output
    }

    /// `text` as a JSON string literal, with its quotes.
    public static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }

    private static func append(
        _ value: JSONOutput, indent: String, sortingKeys: Bool, to output: inout String
    ) {
        switch value {
        case .null:
            output += "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .int(let number):
            output += String(number)
        case .number(let text):
            output += text
        case .string(let text):
            output += quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            let inner = indent + "  "
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                append(element, indent: inner, sortingKeys: sortingKeys, to: &output)
                output += index + 1 < elements.count ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(var members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            if sortingKeys {
                members.sort { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            }
            let inner = indent + "  "
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + quoted(member.key) + ": "
                append(member.value, indent: inner, sortingKeys: sortingKeys, to: &output)
                output += index + 1 < members.count ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }
}
