@_spi(Generated) import RouteRuntime

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One built-in parameter type of `routes.json` (Specification §3.7): everything the compiler
/// knows about it, in one place.
///
/// The texts a type accepts are the runtime's: ``accepts(_:)`` and `canonicalText(of:)`
/// call the parsers of `RouteRuntime.RouteText` that the generated code calls, and print the value
/// back as the builder does (`RouteParameter.routeParameter`). The reader, the analysis, the
/// reference matcher, the emitters, the AASA file and the diff all read this descriptor, so adding
/// a type means adding a descriptor here (and its parser to the runtime).
///
/// Two descriptors are the same type when they have the same ``name``.
public struct BuiltInType: Hashable, Sendable, CustomStringConvertible {
    /// The facts, in one shared box: a `BuiltInType` is one reference wide, so that the many
    /// parameter types of a spec stay small and cheap to copy.
    private let box: Box

    /// The descriptor's stored facts (see the public properties of the same names).
    private struct Facts: Sendable {
        var name: String
        var swiftType: String
        var shortSwiftType: String
        var rank: Int
        var matchOrder: Int
        var acceptsAnyText = false
        var acceptsEmptyText = false
        var includedTypeNames: Set<String> = []
        var finiteTexts: [String]? = nil
        var longestText: Int? = nil
        var textCharacters: String? = nil
        var grammar: TextGrammar
        var metadataForm: MetadataForm? = nil
        var analysisSamples: [String]
        var diffSamples: [String]
        var nameWithArticle: String
        var expectation: String
        var literalHint: String
        /// The canonical text of the value that decoded bytes read as, or `nil`.
        var read: @Sendable ([UInt8]) -> String?
        /// `String(describing:)` of a value, from its canonical text.
        var describe: @Sendable (String) -> String
        /// A value as Swift source, from its canonical text.
        var literal: @Sendable (String) -> String
        /// The Swift expression of a default written in `routes.json`.
        var defaultExpression: @Sendable (String) -> String
    }

    /// The box that holds the facts.
    private final class Box: Sendable {
        let facts: Facts

        init(_ facts: Facts) {
            self.facts = facts
        }
    }

    private init(_ facts: Facts) {
        box = Box(facts)
    }

    private var facts: Facts { box.facts }

    /// The name in `routes.json`: `int`.
    public var name: String { facts.name }
    /// The Swift type in generated code, module-qualified: `Swift.Int`, `Foundation.UUID`.
    public var swiftType: String { facts.swiftType }
    /// The Swift type as people write it, in diffs and tables: `Int`, `UUID`.
    public var shortSwiftType: String { facts.shortSwiftType }
    /// The precedence rank of a parameter of this type (Specification §4.7, lower wins): 1 for the
    /// typed parameters, 2 for `double`, 3 for `string`. Literals rank 0 and catch-alls 4 (see
    /// `Precedence`); named enums and app types rank 1.
    public var rank: Int { facts.rank }
    /// Where the matcher tries this type among the parameters of the same rank at one position
    /// (lower first). Built-in types come before named enums and app types of their rank.
    public var matchOrder: Int { facts.matchOrder }
    /// Whether every text is a value of this type (`string`).
    public var acceptsAnyText: Bool { facts.acceptsAnyText }
    /// Whether the empty text is a value (`string`, in a query value): the AASA file claims such a
    /// required query key with `*` rather than `?*`.
    public var acceptsEmptyText: Bool { facts.acceptsEmptyText }
    /// The names of the other built-in types every text of which this type accepts too (`double`
    /// includes `int`). A type that ``acceptsAnyText`` includes every type without listing it.
    public var includedTypeNames: Set<String> { facts.includedTypeNames }
    /// Every text the type accepts, when they are few enough to list (`bool`); `nil` otherwise.
    public var finiteTexts: [String]? { facts.finiteTexts }
    /// The most bytes a text of this type can have (`20` for `int`: `-9223372036854775808`);
    /// `nil` when texts of any length may be values. Mixed segments (Specification §4.6) only try
    /// runs up to this length.
    public var longestText: Int? { facts.longestText }
    /// Every character a text of this type can hold, when they are few (`-0123456789` for `int`);
    /// `nil` when any character may appear. Mixed segments only try runs of these characters, and
    /// the Android intent filters need them, whose wildcard stops at the first occurrence of the
    /// character after it (Specification §10.3 rule 4).
    public var textCharacters: String? { facts.textCharacters }
    /// How a metadata value of this type is written in `routes.json` and in the route table's
    /// JSON (Specification §3.11), or `nil` when metadata cannot have this type (`uuid`).
    public var metadataForm: MetadataForm? { facts.metadataForm }
    /// Every text of the type as a grammar, for the checks that reason about all texts at once
    /// (which texts two mixed segments share). It accepts what ``accepts(_:)`` accepts, apart
    /// from the magnitude of numbers (see ``TextGrammar``).
    public var grammar: TextGrammar { facts.grammar }
    /// Texts the analysis uses as sample values, in order of preference: `1`, `2`, … for `int`.
    public var analysisSamples: [String] { facts.analysisSamples }
    /// The typical texts that the diff puts in the sample links it replays, the first being the
    /// base value: `42`, `0`, `-7` for `int`.
    public var diffSamples: [String] { facts.diffSamples }
    /// The name with its article, in messages: `an int`, `a uuid`.
    public var nameWithArticle: String { facts.nameWithArticle }
    /// What a text must be to be read as this type, after "is not": `an int`, `a UUID`.
    public var expectation: String { facts.expectation }
    /// What a valid default literal looks like, after "write": `an integer like 42, without '+'
    /// or leading zeros`.
    public var literalHint: String { facts.literalHint }

    /// `name`.
    public var description: String { name }

    /// The JSON value that holds a metadata value of a type.
    public enum MetadataForm: Sendable {
        /// `true` or `false`.
        case boolean
        /// A number without a fraction or an exponent.
        case integer
        /// Any number.
        case number
        /// A string.
        case string
    }

    /// The canonical text of the value that the decoded bytes read as (what the builder writes
    /// for it: `0` for `-0`, `true` for `1`, a UUID in lowercase), or `nil` when they are not a
    /// value of this type.
    public func canonicalText(of bytes: [UInt8]) -> String? {
        facts.read(bytes)
    }

    /// The canonical text of the value that the decoded `text` reads as, or `nil`.
    public func canonicalText(of text: String) -> String? {
        facts.read(Array(text.utf8))
    }

    /// Whether the decoded `text` is a value of this type.
    public func accepts(_ text: String) -> Bool {
        canonicalText(of: text) != nil
    }

    /// The value of canonical text `text` as Swift's `String(describing:)` prints it inside a
    /// generated case's payload: `42`, `1.5`, `true`, an uppercase UUID, a quoted string.
    public func swiftDescription(ofCanonical text: String) -> String {
        facts.describe(text)
    }

    /// The value of canonical text `text` as Swift source writes it: `42`, `"mail"`,
    /// `UUID(uuidString: "…")`.
    public func swiftLiteral(ofCanonical text: String) -> String {
        facts.literal(text)
    }

    /// The Swift expression of a default written as `literal` in `routes.json` (a text this type
    /// accepts): `1`, `2.0`, `true`, `Foundation.UUID(uuidString: "…")!`.
    public func swiftExpression(ofDefault literal: String) -> String {
        facts.defaultExpression(literal)
    }

    /// Same type: same name.
    public static func == (lhs: BuiltInType, rhs: BuiltInType) -> Bool {
        lhs.box === rhs.box || lhs.name == rhs.name
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }

    // MARK: - The types

    /// `string`: any text; non-empty in a path segment.
    public static let string = BuiltInType(
        Facts(
            name: "string", swiftType: "Swift.String", shortSwiftType: "String", rank: 3, matchOrder: 4,
            acceptsAnyText: true, acceptsEmptyText: true, grammar: .anyText, metadataForm: .string,
            analysisSamples: ["x", "y", "z"] + (1...9).map { "x\($0)" },
            diffSamples: ["abc", "42", "0", "-7", "1.5", "true", "123e4567-e89b-12d3-a456-426614174000", "ABC"],
            nameWithArticle: "a string", expectation: "valid UTF-8", literalHint: "any text",
            read: { RuntimeText.utf8($0) },
            describe: { $0.debugDescription },
            literal: { $0.debugDescription },
            defaultExpression: { SwiftNames.stringLiteral($0) }))

    /// `int`: `-?(0|[1-9][0-9]*)` within `Int`'s range.
    public static let int = BuiltInType(
        Facts(
            name: "int", swiftType: "Swift.Int", shortSwiftType: "Int", rank: 1, matchOrder: 0,
            longestText: RouteText.longestIntText, textCharacters: "-0123456789", grammar: TextGrammar.int,
            metadataForm: .integer,
            analysisSamples: (1...9).map(String.init) + ["10", "42"],
            diffSamples: ["42", "0", "-7"],
            nameWithArticle: "an int", expectation: "an int",
            literalHint: "an integer like 42, without '+' or leading zeros",
            read: canonical { RouteText.int($0) },
            describe: { $0 },
            literal: { $0 },
            defaultExpression: { $0 }))

    /// `double`: `-?digits(.digits)?([eE][+-]?digits)?`, finite.
    public static let double = BuiltInType(
        Facts(
            name: "double", swiftType: "Swift.Double", shortSwiftType: "Double", rank: 2, matchOrder: 3,
            includedTypeNames: ["int"], textCharacters: "-+.0123456789eE", grammar: TextGrammar.double,
            metadataForm: .number,
            analysisSamples: ["1.5", "2.5", "3.5", "0.5"],
            diffSamples: ["1.5", "42", "-0.25", "2e3"],
            nameWithArticle: "a double", expectation: "a double", literalHint: "a number like 1.5 or -2e3",
            read: canonical { RouteText.double($0) },
            describe: { Double($0)!.debugDescription },
            literal: { Double($0)!.debugDescription },
            defaultExpression: { (Double($0) ?? 0).description }))

    /// `bool`: `true`, `false`, `1` or `0`.
    public static let bool = BuiltInType(
        Facts(
            name: "bool", swiftType: "Swift.Bool", shortSwiftType: "Bool", rank: 1, matchOrder: 2,
            finiteTexts: ["true", "false", "1", "0"], longestText: RouteText.longestBoolText,
            textCharacters: "truefals10",
            grammar: TextGrammar.finite(["true", "false", "1", "0"]), metadataForm: .boolean,
            analysisSamples: ["true", "false", "1", "0"],
            diffSamples: ["true", "false", "1", "0"],
            nameWithArticle: "a bool", expectation: "a bool (true, false, 1 or 0)", literalHint: "true, false, 1 or 0",
            read: canonical { RouteText.bool($0) },
            describe: { $0 },
            literal: { $0 },
            defaultExpression: { $0 == "true" || $0 == "1" ? "true" : "false" }))

    /// `uuid`: 8-4-4-4-12 hexadecimal digits in either case.
    public static let uuid = BuiltInType(
        Facts(
            name: "uuid", swiftType: "Foundation.UUID", shortSwiftType: "UUID", rank: 1, matchOrder: 1,
            longestText: RouteText.uuidTextLength, textCharacters: "-0123456789abcdefABCDEF",
            grammar: TextGrammar.uuid,
            analysisSamples: ["123e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-426614174001"],
            diffSamples: ["123e4567-e89b-12d3-a456-426614174000", "123E4567-E89B-12D3-A456-426614174000"],
            nameWithArticle: "a uuid", expectation: "a UUID",
            literalHint: "8-4-4-4-12 hex digits like 123e4567-e89b-12d3-a456-426614174000",
            read: canonical { RouteText.uuid($0) },
            describe: { $0.uppercased() },
            literal: { "UUID(uuidString: \"\($0.uppercased())\")" },
            defaultExpression: { "Foundation.UUID(uuidString: \(SwiftNames.stringLiteral($0)))!" }))

    /// Every built-in type, in the order messages list them (`int, double, bool, uuid, string`).
    public static let all: [BuiltInType] = [.int, .double, .bool, .uuid, .string]

    /// The built-in type called `name` (exactly, case-sensitively), or `nil`.
    public static func named(_ name: String) -> BuiltInType? {
        byName[name]
    }

    /// Every built-in type by its name.
    private static let byName = Dictionary(uniqueKeysWithValues: all.map { ($0.name, $0) })

    /// A reader that parses decoded bytes with one of the runtime's parsers and prints the value as
    /// the builder does.
    private static func canonical<Value: RouteParameter>(
        _ parse: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Value?
    ) -> @Sendable ([UInt8]) -> String? {
        { bytes in RuntimeText.parse(bytes, with: parse)?.routeParameter }
    }
}
