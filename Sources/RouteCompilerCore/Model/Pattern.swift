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

    /// Creates a pattern.
    public init(
        text: String,
        position: SourcePosition,
        segments: [PathSegment],
        queryBindings: [QueryBinding] = []
    ) {
        self.text = text
        self.position = position
        self.segments = segments
        self.queryBindings = queryBindings
    }

    /// The parameters this pattern binds, all required: path parameters in order, then query
    /// bindings.
    public var parameters: [CaseParameter] {
        var result: [CaseParameter] = []
        for segment in segments {
            switch segment.kind {
            case .literal: break
            case .parameter(let name, let type):
                result.append(CaseParameter(name: name, type: type, source: .pattern, position: segment.position))
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

    /// The query keys this pattern requires, in order.
    public var requiredQueryKeys: [String] { queryBindings.map(\.key) }

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
