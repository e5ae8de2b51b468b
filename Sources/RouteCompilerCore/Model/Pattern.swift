/// One URL pattern of a route (Specification §3.6): `/products/{id:int}` or `/product?id={id:int}`.
public struct Pattern: Hashable, Sendable {
    /// The pattern as written.
    public var text: String
    /// Where the pattern string starts (its opening quote).
    public var position: SourcePosition
    /// The path segments; empty for the root `/`.
    public var segments: [PathSegment]
    /// The `key={param}` bindings of the pattern's query part, in order. All are required.
    public var queryBindings: [QueryBinding]
    /// The keys without a value of the pattern's query part (`?boost`), in order: each must be
    /// present, with any value or none, and binds nothing (Specification §3.6, §4.5).
    public var presentKeys: [PresentKey]

    /// Creates a pattern.
    public init(
        text: String,
        position: SourcePosition,
        segments: [PathSegment],
        queryBindings: [QueryBinding] = [],
        presentKeys: [PresentKey] = []
    ) {
        self.text = text
        self.position = position
        self.segments = segments
        self.queryBindings = queryBindings
        self.presentKeys = presentKeys
    }

    /// The parameters this pattern binds, all required: path parameters in order (those of a mixed
    /// segment in the order they are written), then query bindings.
    public var parameters: [CaseParameter] {
        var result: [CaseParameter] = []
        for segment in segments {
            switch segment.kind {
            case .literal: break
            case .parameter(let name, let type):
                result.append(CaseParameter(name: name, type: type, source: .pattern, position: segment.position))
            case .mixed(let pieces):
                for piece in pieces {
                    guard case .parameter(let name, let type) = piece else { continue }
                    result.append(CaseParameter(name: name, type: type, source: .pattern, position: segment.position))
                }
            case .catchAll(let name):
                result.append(
                    CaseParameter(
                        name: name, type: .builtIn(.string), isCatchAll: true, source: .pattern,
                        position: segment.position))
            }
        }
        for binding in queryBindings {
            result.append(
                CaseParameter(name: binding.parameter, type: binding.type, source: .pattern, position: binding.position)
            )
        }
        return result
    }

    /// The query keys this pattern requires: its bindings' keys and its keys without a value, in
    /// the order the pattern writes them.
    public var requiredQueryKeys: [String] { queryItems.map(\.key) }

    /// The items of the pattern's query part in the order it writes them: a binding, or a key
    /// without a value. Building writes them in this order (Specification §5.1).
    public var queryItems: [PatternQueryItem] {
        let items = queryBindings.map(PatternQueryItem.binding) + presentKeys.map(PatternQueryItem.present)
        // One JSON string is on one line, so the columns order the items.
        return items.sorted { $0.position < $1.position }
    }

    /// Whether the last segment is a catch-all.
    public var endsWithCatchAll: Bool {
        if case .catchAll = segments.last?.kind { return true }
        return false
    }
}

/// One segment of a pattern's path.
public struct PathSegment: Hashable, Sendable {
    /// What the segment matches.
    public enum Kind: Hashable, Sendable {
        /// Exactly this decoded text.
        case literal(String)
        /// `{name}` or `{name:type}`: one segment that parses as the type.
        case parameter(name: String, type: ParameterType)
        /// `{name*}`: one or more remaining segments. Only last.
        case catchAll(name: String)
        /// Literal text mixed with parameters in one segment (Specification §3.6 rule 8, §4.6):
        /// `@{user}`, `{slug}-{id:int}`, `{name}.json`. The pieces in order; at least one is a
        /// parameter, at least one is literal text, and two parameters always have literal text
        /// between them. The literal text holds only ASCII characters a URL path carries
        /// unencoded (letters, digits, `-._~!$&'()*+,;=:@`); a parameter is never a catch-all. An
        /// app type is split as a `string` and read by its initializer (Specification §4.6).
        case mixed([MixedPiece])

        /// For a mixed segment, the number of characters of its literal text, by which mixed
        /// segments are ordered (Specification §4.7 rule 2: more literal characters first); `nil`
        /// for any other segment.
        public var literalCharacterCount: Int? {
            guard case .mixed(let pieces) = self else { return nil }
            return MixedPiece.literalCharacterCount(of: pieces)
        }
    }

    /// What the segment matches.
    public var kind: Kind
    /// Where the segment starts in `routes.json`.
    public var position: SourcePosition

    /// Creates a segment.
    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}

extension PathSegment.Kind {
    /// The segment as a pattern writes it: `products`, `{id:int}`, `{name}` (a `string`),
    /// `{rest*}`, `@{user}`, `{slug}-{id:int}`.
    public var patternText: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, let type): MixedPiece.parameter(name: name, type: type).patternText
        case .catchAll(let name): "{\(name)*}"
        case .mixed(let pieces): pieces.map(\.patternText).joined()
        }
    }
}

/// One piece of a mixed segment (``PathSegment/Kind/mixed(_:)``): literal text, or a parameter.
public enum MixedPiece: Hashable, Sendable {
    /// Literal text, compared with the segment's partially decoded text (Specification §4.6).
    case literal(String)
    /// `{name}` or `{name:type}`: a run of the segment, fully decoded and read as the type.
    case parameter(name: String, type: ParameterType)

    /// The piece as a pattern writes it: `-`, `{id:int}`, `{name}` (a `string`).
    public var patternText: String {
        switch self {
        case .literal(let text): text
        case .parameter(let name, .builtIn(.string)): "{\(name)}"
        case .parameter(let name, let type): "{\(name):\(type.specName)}"
        }
    }

    /// The number of characters of the literal pieces (ASCII, so also their bytes).
    public static func literalCharacterCount(of pieces: [MixedPiece]) -> Int {
        pieces.reduce(0) { count, piece in
            if case .literal(let text) = piece { return count + text.utf8.count }
            return count
        }
    }

    /// The parameters of the pieces, in order.
    public static func parameters(of pieces: [MixedPiece]) -> [(name: String, type: ParameterType)] {
        pieces.compactMap { piece in
            if case .parameter(let name, let type) = piece { return (name, type) }
            return nil
        }
    }
}

/// A `key={param:type}` binding in a pattern's query part.
public struct QueryBinding: Hashable, Sendable {
    /// The query key in the URL.
    public var key: String
    /// The parameter it binds.
    public var parameter: String
    /// The parameter's type.
    public var type: ParameterType
    /// Where the binding starts in `routes.json`.
    public var position: SourcePosition

    /// Creates a binding.
    public init(key: String, parameter: String, type: ParameterType, position: SourcePosition) {
        self.key = key
        self.parameter = parameter
        self.type = type
        self.position = position
    }
}

/// A key without a value in a pattern's query part (`?boost`): the URL must carry it, with any
/// value or none, which is not read (Specification §4.5).
public struct PresentKey: Hashable, Sendable {
    /// The query key in the URL.
    public var key: String
    /// Where the item starts in `routes.json`.
    public var position: SourcePosition

    /// Creates a key without a value.
    public init(key: String, position: SourcePosition) {
        self.key = key
        self.position = position
    }
}

/// One item of a pattern's query part: a `key={param}` binding or a key without a value.
public enum PatternQueryItem: Hashable, Sendable {
    /// `key={param}`.
    case binding(QueryBinding)
    /// `key` alone.
    case present(PresentKey)

    /// The query key.
    public var key: String {
        switch self {
        case .binding(let binding): binding.key
        case .present(let present): present.key
        }
    }

    /// Where the item starts in `routes.json`.
    public var position: SourcePosition {
        switch self {
        case .binding(let binding): binding.position
        case .present(let present): present.position
        }
    }

    /// The item as a pattern writes it: `key={param:type}` or `key`.
    public var patternText: String {
        switch self {
        case .binding(let binding):
            binding.key + "=" + MixedPiece.parameter(name: binding.parameter, type: binding.type).patternText
        case .present(let present): present.key
        }
    }
}
