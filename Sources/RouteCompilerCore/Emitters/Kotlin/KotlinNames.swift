/// Kotlin identifier rules and spellings for the Kotlin emitter (Specification §10.2 rule 2) and
/// the spec reader's `"kotlin"` class names.
enum KotlinNames {
    /// Kotlin's hard keywords: never a name without backticks.
    static let keywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// Whether `name` has Kotlin identifier syntax: a letter or `_`, then letters, digits and `_`;
    /// `_` alone (or `__`) is not a name. Keywords are identifiers here; check ``keywords``.
    static func isIdentifier(_ name: String) -> Bool {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first, isHead(first), !scalars.allSatisfy({ $0 == "_" }) else { return false }
        return scalars.dropFirst().allSatisfy(isBody)
    }

    /// Whether `name` is a valid `--package`: dot-separated identifiers, none a keyword.
    static func isPackageName(_ name: String) -> Bool {
        let components = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return components.allSatisfy { isIdentifier($0) && !keywords.contains($0) }
    }

    private static func isHead(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true
        case 0..<0x80: false
        default: scalar.properties.isAlphabetic
        }
    }

    private static func isBody(_ scalar: Unicode.Scalar) -> Bool {
        if isHead(scalar) { return true }
        switch scalar.value {
        case 0x30...0x39: return true
        case 0..<0x80: return false
        default: return scalar.properties.generalCategory == .decimalNumber
        }
    }

    /// `name` in backticks when it is a keyword.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// A case name in UpperCamelCase, the class of its route: `productByCode` → `ProductByCode`.
    static func upperCamelCase(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }

    /// An enum constant: the Swift case name split before each capital, joined with `_` and
    /// uppercased (`topRated` → `TOP_RATED`, `darkBlue` → `DARK_BLUE`, `_4k` → `_4K`).
    static func constantName(_ caseName: String) -> String {
        var result = ""
        var previous: Character?
        for character in caseName {
            if character.isUppercase, let previous, previous != "_" { result += "_" }
            result += character.uppercased()
            previous = character
        }
        return result
    }

    /// A Kotlin string literal for `text`: `"`, `\`, `$` escaped, and control, line-breaking and
    /// other invisible characters as `\uXXXX` (UTF-16).
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "$": result += "\\$"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    result += unicodeEscape(scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `\uXXXX` of a UTF-16 unit.
    static func unicodeEscape(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A 60-bit key as a Kotlin `Long` literal: `0x092c02e2dc0cee3fL`.
    static func key(_ key: UInt64) -> String {
        let digits = String(key, radix: 16)
        return "0x" + String(repeating: "0", count: max(0, 15 - digits.count)) + digits + "L"
    }

    /// Text for a KDoc comment: `*/` cannot end it early.
    static func docText(_ text: String) -> String {
        text.replacingOccurrences(of: "*/", with: "*&#47;").replacingOccurrences(of: "/*", with: "/&#42;")
    }
}
