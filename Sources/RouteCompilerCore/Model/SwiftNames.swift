/// Swift identifier rules and literal spelling, used by the spec reader, the model and the emitters.
public enum SwiftNames {
    /// Whether `s` has Swift identifier syntax: ASCII letters, `_` or Unicode letters, then also
    /// digits and combining marks. `_` alone is not an identifier. Keywords are identifiers here;
    /// check ``keywords`` separately.
    public static func isIdentifier(_ s: String) -> Bool {
        if let ascii = isASCIIIdentifier(s.utf8) { return ascii }
        let scalars = s.unicodeScalars
        guard let first = scalars.first, isHead(first), s != "_" else { return false }
        return scalars.dropFirst().allSatisfy(isBody)
    }

    /// The words that need backticks to be used as a Swift identifier: the reserved keywords and
    /// the contextual ones that cannot name a member without them (`Type`, `Protocol`, `Self`).
    public static let keywords: Set<String> = [
        // Declarations.
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "operator", "precedencegroup", "private", "protocol",
        "public", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough",
        "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "rethrows", "self", "Self", "super", "throws",
        "true", "try",
        // Contextual words that need escaping as member names.
        "Type", "Protocol",
    ]

    /// ``isIdentifier(_:)`` for ASCII text without decoding; `nil` when the text is not ASCII.
    private static func isASCIIIdentifier(_ utf8: String.UTF8View) -> Bool? {
        var isFirst = true
        var result = true
        var isUnderscore = false
        for byte in utf8 {
            isUnderscore = isFirst && byte == UInt8(ascii: "_")
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "_"):
                break
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if isFirst { result = false }
            case 0x80...:
                return nil
            default:
                result = false
            }
            isFirst = false
        }
        // `isUnderscore` survives only when `_` was the one and only byte.
        return result && !isFirst && !isUnderscore
    }

    /// A Swift string literal (also valid as a `StaticString` literal) for `text`.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F
                    || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `name` in backticks when it is a keyword (`default` → `` `default` ``), else unchanged.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The lowerCamelCase case name for an enum raw value: the text is split into words at every
    /// character that is not a letter or digit, an all-uppercase word is lowercased, the first
    /// word starts in lowercase (a leading acronym as a whole: `URLPath` → `urlPath`), the others
    /// start in uppercase; a name that starts with a digit gets a leading `_`.
    ///
    /// `dark-blue` → `darkBlue`, `in_stock` → `inStock`, `HD` → `hd`, `4k` → `_4k`; `nil` when the
    /// text has no letters or digits.
    public static func lowerCamelCase(_ rawValue: String) -> String? {
        var words: [[Character]] = []
        var current: [Character] = []
        for character in rawValue {
            if isAlphanumeric(character) {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = []
            }
        }
        if !current.isEmpty { words.append(current) }
        guard !words.isEmpty else { return nil }

        var result = ""
        for (index, word) in words.enumerated() {
            let normalized =
                word.contains(where: \.isLowercase) ? word : Array(String(word).lowercased())
            result += index == 0 ? lowercasedStart(normalized) : uppercasedStart(normalized)
        }
        if let first = result.unicodeScalars.first, !isHead(first) {
            result = "_" + result
        }
        return result
    }

    /// Lowercases the leading uppercase run, keeping the last capital of an acronym that starts
    /// the next word: `URLPath` → `urlPath`, `Dark` → `dark`.
    private static func lowercasedStart(_ word: [Character]) -> String {
        var upperCount = 0
        while upperCount < word.count, word[upperCount].isUppercase { upperCount += 1 }
        if upperCount > 1, upperCount < word.count, word[upperCount].isLowercase {
            upperCount -= 1
        }
        let head = String(word[..<upperCount]).lowercased()
        return head + String(word[upperCount...])
    }

    private static func uppercasedStart(_ word: [Character]) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + String(word.dropFirst())
    }

    private static func isAlphanumeric(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0 != "_" && isBody($0) }
    }

    /// A character that may start an identifier.
    static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic
        }
    }

    /// A character that may continue an identifier.
    static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) { return true }
        switch scalar.value {
        case 0x30...0x39: return true
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .decimalNumber, .nonspacingMark, .spacingMark: return true
            default: return false
            }
        }
    }
}
