/// One route (Specification §3.5): an enum case, the patterns that match it, and its query
/// parameters.
public struct Route: Hashable, Sendable {
    /// The key in `"routes"`: the case name.
    public var name: String
    /// Where the key is.
    public var position: SourcePosition
    /// The patterns, at least one; the first is canonical and builds URLs.
    public var patterns: [Pattern] {
        didSet { parameters = Self.parameters(patterns, queryParameters) }
    }
    /// The parameters declared in the route's `"query"` object, in declaration order.
    public var queryParameters: [CaseParameter] {
        didSet { parameters = Self.parameters(patterns, queryParameters) }
    }
    /// The case's parameters in label order: the canonical pattern's (its path, then its query
    /// part), then ``queryParameters``. Kept up to date with ``patterns`` and ``queryParameters``.
    public private(set) var parameters: [CaseParameter]
    /// The schemes this route accepts (a subset of the top-level ones, as spelled there), or `nil`
    /// for all of them.
    public var schemes: [Scheme]?
    /// Where `"schemes"` was written, when it was.
    public var schemesPosition: SourcePosition?
    /// The hosts this route accepts (a subset of the top-level ones), or `nil` for all of them.
    public var hosts: [HostPattern]?
    /// Where `"hosts"` was written, when it was.
    public var hostsPosition: SourcePosition?
    /// The one-line summary, if any.
    public var summary: String?
    /// URLs that must match this route.
    public var examples: [Located<String>]
    /// The deprecation message, if the route is deprecated.
    public var deprecated: String?
    /// The route under this one in a navigation stack (`"parent"`, Specification §3.10), if any.
    public var parent: RouteParent?
    /// The route's metadata values (Specification §3.11): one entry per declaration of
    /// ``RouteSpec/metadata``, in declaration order, as canonical text; the declaration's default
    /// where the route gives no value, `nil` for an optional declaration without one.
    public var metadata: [String?]
    /// Whether the route's literal text (whole and mixed segments) and named-enum values compare
    /// exactly (Specification §3.9): the route's own `"caseSensitive"`, else the top level's;
    /// `true` by default. When `false` they compare ASCII case-insensitively; building still writes
    /// them as spelled.
    public var isCaseSensitive: Bool
    /// The module whose spec declares the route, in a composed table (Specification §12); `nil`
    /// for a route of the spec being compiled. ``name`` is then the composed name
    /// (`catalog.product`).
    public var module: RouteModule?
    /// The entries of ``RouteSpec/hostSlots`` the route accepts, when the spec has slots: its
    /// ``hosts`` as its own spec spells them in each environment.
    public var hostSlots: [Int]?

    /// Creates a route.
    public init(
        name: String,
        position: SourcePosition,
        patterns: [Pattern],
        queryParameters: [CaseParameter] = [],
        schemes: [Scheme]? = nil,
        schemesPosition: SourcePosition? = nil,
        hosts: [HostPattern]? = nil,
        hostsPosition: SourcePosition? = nil,
        summary: String? = nil,
        examples: [Located<String>] = [],
        deprecated: String? = nil,
        parent: RouteParent? = nil,
        metadata: [String?] = [],
        isCaseSensitive: Bool = true,
        module: RouteModule? = nil
    ) {
        self.name = name
        self.position = position
        self.patterns = patterns
        self.queryParameters = queryParameters
        self.parameters = Self.parameters(patterns, queryParameters)
        self.schemes = schemes
        self.schemesPosition = schemesPosition
        self.hosts = hosts
        self.hostsPosition = hostsPosition
        self.summary = summary
        self.examples = examples
        self.deprecated = deprecated
        self.parent = parent
        self.metadata = metadata
        self.isCaseSensitive = isCaseSensitive
        self.module = module
    }

    /// The case's parameters of a route with these patterns and `"query"` parameters.
    private static func parameters(_ patterns: [Pattern], _ queryParameters: [CaseParameter]) -> [CaseParameter] {
        (patterns.first?.parameters ?? []) + queryParameters
    }

    /// The canonical pattern.
    public var canonicalPattern: Pattern { patterns[0] }

    /// The query keys that must be present for `patterns[index]` to match: the keys of the
    /// pattern's query part, then the route's required `"query"` parameters.
    public func requiredQueryKeys(ofPattern index: Int) -> [String] {
        patterns[index].requiredQueryKeys
            + queryParameters.filter { $0.kind == .required }.map(\.name)
    }

    /// The schemes this route accepts, resolved against the top-level list.
    public func acceptedSchemes(in spec: RouteSpec) -> [Scheme] {
        schemes ?? spec.schemes.map(\.value)
    }

    /// The hosts this route accepts, resolved against the top-level list.
    public func acceptedHosts(in spec: RouteSpec) -> [HostPattern] {
        hosts ?? spec.hosts.map(\.value)
    }

    /// The host of the route's canonical URL: the first host it accepts that is not a wildcard.
    public func canonicalHost(in spec: RouteSpec) -> HostPattern? {
        acceptedHosts(in: spec).first { !$0.isWildcard }
    }
}
