/// The texts of a built-in type as a regular grammar over bytes (Specification §3.7), for the
/// checks that must reason about every text at once: which texts two mixed segments can both
/// read (`SegmentOverlap`). The runtime's parsers (`RouteText`) decide single texts; the grammar
/// says the same thing as a language, and `TextGrammarAgreementTests` checks that the two accept
/// the same texts. The grammar does not bound a number's magnitude: it accepts an `int` text
/// outside `Int`'s range and a `double` text that overflows, which only makes the checks assume
/// that such texts are values, never miss one that is.
public indirect enum TextGrammar: Sendable {
    /// One byte among `bytes`.
    case byte(Set<UInt8>)
    /// Each part in turn.
    case sequence([TextGrammar])
    /// Any one of the alternatives.
    case choice([TextGrammar])
    /// The grammar, or nothing.
    case optional(TextGrammar)
    /// One or more repetitions of the grammar.
    case oneOrMore(TextGrammar)
    /// One or more bytes of any value: a `string`.
    case anyText

    /// Exactly the bytes of `text`.
    public static func text(_ text: String) -> TextGrammar {
        .sequence(text.utf8.map { .byte([$0]) })
    }

    /// One of the bytes of `characters`.
    public static func oneOf(_ characters: String) -> TextGrammar {
        .byte(Set(characters.utf8))
    }

    /// `grammar`, `count` times.
    public static func repeated(_ grammar: TextGrammar, _ count: Int) -> TextGrammar {
        .sequence(Array(repeating: grammar, count: count))
    }

    static let digit = oneOf("0123456789")
    static let hexDigit = oneOf("0123456789abcdefABCDEF")

    /// `int`: `-?(0|[1-9][0-9]*)`.
    static let int = sequence([
        .optional(.text("-")),
        .choice([.text("0"), .sequence([oneOf("123456789"), .optional(.oneOrMore(digit))])]),
    ])

    /// `double`: `-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static let double = sequence([
        .optional(.text("-")), .oneOrMore(digit), .optional(.sequence([.text("."), .oneOrMore(digit)])),
        .optional(.sequence([oneOf("eE"), .optional(oneOf("+-")), .oneOrMore(digit)])),
    ])

    /// `uuid`: 8-4-4-4-12 hexadecimal digits, either case.
    static let uuid = sequence(
        [8, 4, 4, 4, 12].enumerated().map { index, count in
            .sequence((index == 0 ? [] : [.text("-")]) + [repeated(hexDigit, count)])
        })

    /// A grammar of exactly the texts `texts` (`bool`).
    static func finite(_ texts: [String]) -> TextGrammar {
        .choice(texts.map(text))
    }

    /// The most bytes a text can have, or `nil` when texts of any length are in the language.
    public var longestText: Int? {
        switch self {
        case .byte: return 1
        case .sequence(let parts):
            var total = 0
            for part in parts {
                guard let longest = part.longestText else { return nil }
                total += longest
            }
            return total
        case .choice(let alternatives):
            var longest = 0
            for alternative in alternatives {
                guard let length = alternative.longestText else { return nil }
                longest = max(longest, length)
            }
            return longest
        case .optional(let grammar): return grammar.longestText
        case .oneOrMore, .anyText: return nil
        }
    }

    /// Every byte a text can hold, or `nil` when any byte can.
    public var bytes: Set<UInt8>? {
        switch self {
        case .byte(let bytes): return bytes
        case .sequence(let parts), .choice(let parts):
            var all: Set<UInt8> = []
            for part in parts {
                guard let bytes = part.bytes else { return nil }
                all.formUnion(bytes)
            }
            return all
        case .optional(let grammar), .oneOrMore(let grammar): return grammar.bytes
        case .anyText: return nil
        }
    }
}
