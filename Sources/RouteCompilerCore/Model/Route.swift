/// One route: an enum case, the patterns that match it, and its query parameters.
public struct Route: Hashable, Sendable {
    /// The key in `"routes"`: the case name.
    public var name: String
    /// Where the key is.
    public var position: SourcePosition
    /// The patterns, at least one; the first is canonical and builds URLs.
    public var patterns: [Pattern]
    /// The parameters declared in the route's `"query"` object, in declaration order.
    public var queryParameters: [QueryParameter]
    /// The schemes this route accepts (a subset of the top-level ones, as spelled there), or `nil`
    /// for all of them.
    public var schemes: [String]?
    /// Where `"schemes"` was written, when it was.
    public var schemesPosition: SourcePosition?
    /// The hosts this route accepts (a subset of the top-level ones), or `nil` for all of them.
    public var hosts: [String]?
    /// Where `"hosts"` was written, when it was.
    public var hostsPosition: SourcePosition?
    /// The one-line summary, if any.
    public var summary: String?
    /// URLs that must match this route.
    public var examples: [Located<String>]
    /// The deprecation message, if the route is deprecated.
    public var deprecated: String?

    /// Creates a route.
    public init(
        name: String,
        position: SourcePosition,
        patterns: [Pattern],
        queryParameters: [QueryParameter] = [],
        schemes: [String]? = nil,
        schemesPosition: SourcePosition? = nil,
        hosts: [String]? = nil,
        hostsPosition: SourcePosition? = nil,
        summary: String? = nil,
        examples: [Located<String>] = [],
        deprecated: String? = nil
    ) {
        self.name = name
        self.position = position
        self.patterns = patterns
        self.queryParameters = queryParameters
        self.schemes = schemes
        self.schemesPosition = schemesPosition
        self.hosts = hosts
        self.hostsPosition = hostsPosition
        self.summary = summary
        self.examples = examples
        self.deprecated = deprecated
    }

    /// The canonical pattern.
    public var canonicalPattern: Pattern { patterns[0] }

    /// The required parameters, in the order of the canonical pattern (path, then its query part).
    public var requiredParameters: [PatternParameter] { canonicalPattern.parameters }

    /// The query keys that must be present for `patterns[index]` to match: the keys of the
    /// pattern's query part, then the route's required `"query"` parameters.
    public func requiredQueryKeys(ofPattern index: Int) -> [String] {
        patterns[index].requiredQueryKeys
            + queryParameters.filter { $0.kind == .required }.map(\.name)
    }

    /// The schemes this route accepts, resolved against the top-level list.
    public func acceptedSchemes(in spec: RouteSpec) -> [String] {
        schemes ?? spec.schemes.map(\.value)
    }

    /// The hosts this route accepts, resolved against the top-level list.
    public func acceptedHosts(in spec: RouteSpec) -> [String] {
        hosts ?? spec.hosts.map(\.value)
    }
}

/// A parameter read from the route's `"query"` object.
public struct QueryParameter: Hashable, Sendable {
    /// How absence and repetition are handled.
    public enum Kind: Hashable, Sendable {
        /// `T`: must be present exactly once.
        case required
        /// `T?`: `nil` when absent.
        case optional
        /// `T = literal`: the literal's value when absent. The literal is the text as it would
        /// appear in a URL (after percent-decoding).
        case defaulted(String)
        /// `[T]`: every occurrence, in order; empty when absent.
        case list
    }

    /// The parameter name and the query key.
    public var name: String
    /// The element type.
    public var type: ParameterType
    /// How absence and repetition are handled.
    public var kind: Kind
    /// Where the key is.
    public var position: SourcePosition

    /// Creates a query parameter.
    public init(name: String, type: ParameterType, kind: Kind, position: SourcePosition) {
        self.name = name
        self.type = type
        self.kind = kind
        self.position = position
    }
}
