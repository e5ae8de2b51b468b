/// A JSON value read from `routes.json`, with the position of its first character.
///
/// Object members keep their source order and the position of each key, so that the spec reader
/// can point a diagnostic at the exact key or value that is wrong.
public struct JSONValue: Hashable, Sendable {
    /// The kinds of JSON value.
    public indirect enum Kind: Hashable, Sendable {
        case null
        case bool(Bool)
        /// A number, kept as its source text so that no precision is lost (`1e400` stays as
        /// written and the reader decides what it means).
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([JSONMember])
    }

    /// What the value is.
    public var kind: Kind
    /// Where its first character is (the `"` of a string, the `{` of an object).
    public var position: SourcePosition
    /// For a string: whether the source text had no escape sequences, so that character `i` of
    /// the string is at column `position.column + 1 + i`.
    public var isVerbatimString: Bool

    /// Creates a value.
    public init(_ kind: Kind, at position: SourcePosition, isVerbatimString: Bool = false) {
        self.kind = kind
        self.position = position
        self.isVerbatimString = isVerbatimString
    }

    /// The position of the character at `offset` (in Unicode scalars) inside a string value, or the
    /// position of the string's opening quote when the source spelled it with escapes.
    public func position(ofStringOffset offset: Int) -> SourcePosition {
        isVerbatimString ? position.advanced(by: 1 + offset) : position
    }

    /// A short name of the kind for messages: `a string`, `an object`, …
    public var kindDescription: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The string, if this is a string.
    public var stringValue: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    /// The elements, if this is an array.
    public var arrayValue: [JSONValue]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    /// The members, if this is an object.
    public var objectValue: [JSONMember]? {
        if case .object(let o) = kind { return o }
        return nil
    }
}

/// One `"key": value` member of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where the key's opening quote is.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: JSONValue

    /// Creates a member.
    public init(key: String, keyPosition: SourcePosition, value: JSONValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}
