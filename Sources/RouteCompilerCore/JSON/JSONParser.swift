/// The structure of a JSON document: values, arrays and objects, read without recursion.
///
/// Open arrays and objects live on an explicit stack, so deep nesting costs heap, not call
/// stack; the stack is still limited to ``maximumDepth`` levels, because deeply nested values
/// are also compared and destroyed recursively later.
struct JSONParser {
    /// The deepest nesting of arrays and objects that is accepted.
    static let maximumDepth = 512

    /// An array or object that has been opened and not yet closed.
    private struct Container {
        var isObject: Bool
        var position: SourcePosition
        var elements: [JSONValue] = []
        var members: [JSONMember] = []
        /// The keys seen so far and where they are.
        var keys: [ExactKey: SourcePosition] = [:]
        /// The key of the member whose value is being read.
        var key = ""
        var keyPosition = SourcePosition.start
    }

    /// Where a value is expected, for messages.
    private enum ValueContext {
        case document
        case firstElement
        case nextElement
        case member(key: String)

        var expectation: String {
            switch self {
            case .document: "expected a value"
            case .firstElement: "expected a value or ']'"
            case .nextElement: "expected a value after ','"
            case .member(let key): "expected a value for the key \(JSONText.quotedKey(key))"
            }
        }
    }

    private var scanner: JSONScanner
    private var stack: [Container] = []

    /// Creates a parser for a whole document.
    init(_ bytes: [UInt8], file: String? = nil) {
        scanner = JSONScanner(bytes, file: file)
    }

    /// Reads the one value of the document, with only whitespace around it.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        var context = ValueContext.document
        document: while true {
            scanner.skipWhitespace()
            let position = scanner.position
            guard let byte = scanner.peek() else {
                throw endOfFileError()
            }
            var value: JSONValue
            switch byte {
            case UInt8(ascii: "["):
                try open(isObject: false, at: position)
                scanner.skipWhitespace()
                guard scanner.peek() == UInt8(ascii: "]") else {
                    context = .firstElement
                    continue document
                }
                scanner.advance()
                value = close()
            case UInt8(ascii: "{"):
                try open(isObject: true, at: position)
                scanner.skipWhitespace()
                guard scanner.peek() == UInt8(ascii: "}") else {
                    context = .member(key: try readKey(afterComma: false))
                    continue document
                }
                scanner.advance()
                value = close()
            default:
                value = try readScalar(context)
            }
            // Add the value to the containers it completes, closing them as far as they end.
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].isObject {
                    stack[top].members.append(
                        JSONMember(
                            key: stack[top].key, keyPosition: stack[top].keyPosition,
                            value: value))
                } else {
                    stack[top].elements.append(value)
                }
                let closing = stack[top].isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                scanner.skipWhitespace()
                switch scanner.peek() {
                case UInt8(ascii: ","):
                    let comma = scanner.position
                    scanner.advance()
                    scanner.skipWhitespace()
                    if scanner.peek() == closing {
                        throw JSONSyntaxError(
                            "trailing comma before '\(Unicode.Scalar(closing))'; remove the ','",
                            at: comma)
                    }
                    if stack[top].isObject {
                        context = .member(key: try readKey(afterComma: true))
                    } else {
                        context = .nextElement
                    }
                    continue document
                case closing:
                    scanner.advance()
                    value = close()
                case nil:
                    throw endOfFileError()
                default:
                    throw scanner.misplacedCharacterError(
                        expected: stack[top].isObject
                            ? "expected ',' or '}' after an object member"
                            : "expected ',' or ']' after an array element")
                }
            }
            scanner.skipWhitespace()
            if !scanner.isAtEnd {
                throw scanner.commentError() ?? scanner.invalidUTF8Error()
                    ?? JSONSyntaxError("unexpected text after the JSON value", at: scanner.position)
            }
            return value
        }
    }

    /// Opens an array or object at the current position (its `[` or `{`).
    private mutating func open(isObject: Bool, at position: SourcePosition) throws(JSONSyntaxError) {
        guard stack.count < Self.maximumDepth else {
            throw JSONSyntaxError(
                "nesting is deeper than \(Self.maximumDepth) levels; "
                    + "routes.json never needs more than a few",
                at: position)
        }
        scanner.advance()
        stack.append(Container(isObject: isObject, position: position))
    }

    /// Closes the innermost array or object, whose `]` or `}` has been read.
    private mutating func close() -> JSONValue {
        let container = stack.removeLast()
        return container.isObject
            ? JSONValue(.object(container.members), at: container.position)
            : JSONValue(.array(container.elements), at: container.position)
    }

    /// Reads a key and its `:` in the innermost object, checking that it is not a duplicate.
    ///
    /// - Returns: the key.
    private mutating func readKey(afterComma: Bool) throws(JSONSyntaxError) -> String {
        let position = scanner.position
        guard let byte = scanner.peek() else {
            throw endOfFileError()
        }
        switch byte {
        case UInt8(ascii: "\""):
            break
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"), UInt8(ascii: "$"):
            let word = scanner.readWord()
            throw JSONSyntaxError(
                "unquoted key '\(word)'; write it in double quotes: \"\(word)\"", at: position)
        default:
            throw scanner.misplacedCharacterError(
                expected: afterComma ? "expected a key after ','" : "expected a key or '}'")
        }
        let key = try scanner.readString().value
        let top = stack.count - 1
        if let first = stack[top].keys.updateValue(position, forKey: ExactKey(key)) {
            throw JSONSyntaxError(
                "duplicate key \(JSONText.quotedKey(key)) (first at \(first)); "
                    + "remove one of them",
                at: position)
        }
        stack[top].key = key
        stack[top].keyPosition = position
        scanner.skipWhitespace()
        switch scanner.peek() {
        case UInt8(ascii: ":"):
            scanner.advance()
            return key
        case nil:
            throw endOfFileError()
        default:
            throw scanner.misplacedCharacterError(
                expected: "expected ':' after the key \(JSONText.quotedKey(key))")
        }
    }

    /// Reads a string, number or literal at the current position, which is not at the end.
    private mutating func readScalar(_ context: ValueContext) throws(JSONSyntaxError) -> JSONValue {
        let position = scanner.position
        switch scanner.bytes[scanner.index] {
        case UInt8(ascii: "\""):
            let (string, escapes) = try scanner.readString()
            return JSONValue(string: string, at: position, escapes: escapes)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"),
            UInt8(ascii: "."):
            return JSONValue(.number(try scanner.readNumber()), at: position)
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "_"), UInt8(ascii: "$"):
            let word = scanner.readWord()
            switch word {
            case "true": return JSONValue(.bool(true), at: position)
            case "false": return JSONValue(.bool(false), at: position)
            case "null": return JSONValue(.null, at: position)
            default: throw JSONSyntaxError(Self.wordMessage(word), at: position)
            }
        default:
            throw scanner.misplacedCharacterError(expected: context.expectation)
        }
    }

    /// What is wrong with a bare word where a value should be.
    private static func wordMessage(_ word: String) -> String {
        let lowercased = word.lowercased()
        let literals = ["true", "false", "null"]
        if ["nan", "inf", "infinity"].contains(lowercased) {
            return "'\(word)' is not allowed in JSON; use a finite number or null"
        }
        if literals.contains(lowercased) {
            return "invalid literal '\(word)'; write '\(lowercased)' in lower case"
        }
        if let literal = literals.first(where: { $0.hasPrefix(word) }) {
            return "invalid literal '\(word)'; write '\(literal)'"
        }
        return "unquoted string '\(word)'; write it in double quotes: \"\(word)\""
    }

    /// The error for the end of the file where more is needed.
    private func endOfFileError() -> JSONSyntaxError {
        guard let innermost = stack.last else {
            return JSONSyntaxError(
                "unexpected end of file; expected a value", at: scanner.position)
        }
        return JSONSyntaxError(
            innermost.isObject
                ? "unexpected end of file inside an object; add the missing '}'"
                : "unexpected end of file inside an array; add the missing ']'",
            at: scanner.position)
    }
}

/// An object key compared scalar by scalar, as RFC 8259 compares member names (Swift's `String`
/// equality would treat canonically equivalent spellings such as `é` and `e` + U+0301 as one).
private struct ExactKey: Hashable {
    var string: String

    init(_ string: String) {
        self.string = string
    }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool {
        lhs.string.utf8.elementsEqual(rhs.string.utf8)
    }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        hasher.combine(string.utf8.count)
    }
}
