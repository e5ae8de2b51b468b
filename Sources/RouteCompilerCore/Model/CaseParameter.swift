/// One parameter of a route's case: what the generated enum declares, the matcher reads, the
/// builder writes, the route table shows and the diff compares.
public struct CaseParameter: Hashable, Sendable {
    /// How absence and repetition are handled.
    public enum Kind: Hashable, Sendable {
        /// `T`, or bound by a pattern: must be present exactly once.
        case required
        /// `T?`: `nil` when absent.
        case optional
        /// `T = literal`: the literal's value when absent. The literal is the text as it would
        /// appear in a URL (after percent-decoding).
        case defaulted(String)
        /// `[T]`: every occurrence, in order; empty when absent.
        case list
        /// `flag`: a `Bool` (the type is `bool`), `true` when the key is present with any value
        /// or none, which is not read; `false` when absent. Building writes the key alone when
        /// `true` (Specification §3.8, §4.5).
        case flag
    }

    /// The type expression of a flag: `flag`.
    public static let flagTypeName = "flag"

    /// Where the value is read from.
    public enum Source: Hashable, Sendable {
        /// Bound by every pattern of the route: a path segment, the segments of a catch-all, or a
        /// `key={param}` of a pattern's query part.
        case pattern
        /// Declared in the route's `"query"` object: read from the query key of its name.
        case query
    }

    /// The name: the case label (and, for a `"query"` parameter, the query key).
    public var name: String
    /// The type; the element type of a list, `string` for a catch-all.
    public var type: ParameterType
    /// How absence and repetition are handled; always ``Kind/required`` for a pattern's.
    public var kind: Kind
    /// Whether this is a `{name*}` catch-all (a Swift `[String]`).
    public var isCatchAll: Bool
    /// Where the value is read from.
    public var source: Source
    /// Where the parameter is declared: its segment or query binding in the pattern, or its key
    /// in `"query"`.
    public var position: SourcePosition

    /// Creates a parameter.
    public init(
        name: String, type: ParameterType, kind: Kind = .required, isCatchAll: Bool = false, source: Source,
        position: SourcePosition
    ) {
        self.name = name
        self.type = type
        self.kind = kind
        self.isCatchAll = isCatchAll
        self.source = source
        self.position = position
    }

    /// Whether a value may be left out where the case is built (`nil`, `[]` or the default).
    public var hasDefault: Bool { kind != .required }

    /// The default's literal: for ``Kind/defaulted(_:)`` the literal, for ``Kind/flag`` `false`.
    public var defaultLiteral: String? {
        switch kind {
        case .defaulted(let literal): literal
        case .flag: "false"
        default: nil
        }
    }

    /// Whether `other` binds the same parameter: the same name, type and catch-all-ness, wherever
    /// it is declared.
    public func bindsTheSame(as other: CaseParameter) -> Bool {
        name == other.name && type == other.type && isCatchAll == other.isCatchAll
    }

    /// The type expression as `routes.json` would write it for a `"query"` parameter, and the
    /// plain type for a pattern's: `int`, `[string]` (a catch-all), `string?`, `int = 1`,
    /// `[string]`.
    public var typeExpression: String {
        switch kind {
        case .required: isCatchAll ? "[" + type.specName + "]" : type.specName
        case .list: "[" + type.specName + "]"
        case .optional: type.specName + "?"
        case .defaulted(let literal): type.specName + " = " + literal
        case .flag: Self.flagTypeName
        }
    }

    /// The label's Swift type in generated code: `Swift.Int`, `Swift.String?`, `[Swift.String]`,
    /// `AppRoute.Tab`.
    public func swiftType(enumName: String) -> String {
        spelled(type.swiftType(enumName: enumName), string: BuiltInType.string.swiftType)
    }

    /// The label's Swift type as people write it: `Int`, `String?`, `[String]`, `Tab`.
    public var shortSwiftType: String {
        spelled(type.shortSwiftType, string: BuiltInType.string.shortSwiftType)
    }

    private func spelled(_ element: String, string: String) -> String {
        switch kind {
        case .required: isCatchAll ? "[" + string + "]" : element
        case .optional: element + "?"
        case .defaulted, .flag: element
        case .list: "[" + element + "]"
        }
    }
}
