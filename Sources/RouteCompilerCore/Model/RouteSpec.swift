/// A validated `routes.json`: everything the analysis and the emitter need, with source positions.
public struct RouteSpec: Hashable, Sendable {
    /// The name of the generated enum (`"enum"`, default `Route`).
    public var enumName: String
    /// The access level of every generated declaration (`"access"`, default `internal`).
    public var access: AccessLevel
    /// The custom URL schemes, in declaration order.
    public var schemes: [Located<Scheme>]
    /// The universal-link hosts, in declaration order.
    public var hosts: [Located<HostPattern>]
    /// The named parameter types, in declaration order.
    public var types: [NamedType]
    /// The routes, in declaration order.
    public var routes: [Route]
    /// The top-level `"caseSensitive"` (Specification §3.9, default `true`): whether literals and
    /// named-enum values compare exactly in routes that do not say otherwise. Each route holds
    /// its effective value (``Route/isCaseSensitive``).
    public var isCaseSensitive: Bool

    /// Creates a spec.
    public init(
        enumName: String = "Route",
        access: AccessLevel = .internal,
        schemes: [Located<Scheme>] = [],
        hosts: [Located<HostPattern>] = [],
        types: [NamedType] = [],
        routes: [Route] = [],
        isCaseSensitive: Bool = true
    ) {
        self.enumName = enumName
        self.access = access
        self.schemes = schemes
        self.hosts = hosts
        self.types = types
        self.routes = routes
        self.isCaseSensitive = isCaseSensitive
    }

    /// The named type called `name`, if any.
    public func namedType(_ name: String) -> NamedType? {
        types.first { $0.name == name }
    }
}
