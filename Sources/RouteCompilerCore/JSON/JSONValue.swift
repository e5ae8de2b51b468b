/// An escape sequence of a JSON string (`\n`, `\u00e9`, a surrogate pair): the offset, in Unicode
/// scalars, of the one scalar it spells in the string, where its `\` is, and the columns it takes
/// in the source.
public struct JSONStringEscape: Hashable, Sendable {
    /// The offset of the scalar it spells.
    public var scalarOffset: Int
    /// The columns from the string's opening quote to the escape's `\`.
    public var sourceOffset: Int
    /// The columns of its source text: 2 for `\n`, 6 for `\u00e9`, 12 for a surrogate pair.
    public var columns: Int

    /// An escape that spells the scalar at `scalarOffset` in `columns` columns from `sourceOffset`.
    public init(scalarOffset: Int, sourceOffset: Int, columns: Int) {
        self.scalarOffset = scalarOffset
        self.sourceOffset = sourceOffset
        self.columns = columns
    }
}

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
    /// For a string spelled with escape sequences: each of them, in source order.
    public var stringEscapes: [JSONStringEscape]

    /// Creates a value.
    public init(_ kind: Kind, at position: SourcePosition, isVerbatimString: Bool = false) {
        self.kind = kind
        self.position = position
        self.isVerbatimString = isVerbatimString
        self.stringEscapes = []
    }

    /// Creates a string value whose source spells it with `escapes` (verbatim when there are none).
    public init(string: String, at position: SourcePosition, escapes: [JSONStringEscape]) {
        self.init(.string(string), at: position, isVerbatimString: escapes.isEmpty)
        stringEscapes = escapes
    }

    /// The position of the character at `offset` (in Unicode scalars) inside a string value: the
    /// escape sequence that spells it, when one does. A string made without its escapes (a
    /// string value built by hand that is not verbatim) gives the opening quote's position. It
    /// takes a binary search of the escapes: a reader asks for every segment of a pattern.
    public func position(ofStringOffset offset: Int) -> SourcePosition {
        if isVerbatimString { return position.advanced(by: 1 + offset) }
        guard !stringEscapes.isEmpty else { return position }
        // The last escape at or before the character.
        var low = 0
        var high = stringEscapes.count
        while low < high {
            let middle = (low + high) / 2
            if stringEscapes[middle].scalarOffset <= offset { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return position.advanced(by: 1 + offset) }
        let escape = stringEscapes[low - 1]
        if escape.scalarOffset == offset { return position.advanced(by: escape.sourceOffset) }
        // The characters after the escape are written one a column.
        return position.advanced(by: escape.sourceOffset + escape.columns + offset - escape.scalarOffset - 1)
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
