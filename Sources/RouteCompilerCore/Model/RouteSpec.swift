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
    /// The metadata declarations (`"metadata"`, Specification §3.11), in declaration order.
    public var metadata: [MetadataDeclaration]
    /// The environments other than the default (`"environments"`, Specification §3.12), in
    /// declaration order: the first whose condition is set is the active one (§6.8).
    public var environments: [Environment]
    /// The `"exclude"` patterns (Specification §3.13), in declaration order: paths that the app
    /// never opens, whatever route would match them. Each is a path pattern read like a route's
    /// (segments with their kinds and positions, ``Pattern/text``, ``Pattern/position``), without
    /// query bindings.
    public var excludes: [Pattern]
    /// The top-level `"caseSensitive"` (Specification §3.9, default `true`): whether literals and
    /// named-enum values compare exactly in routes that do not say otherwise. Each route holds
    /// its effective value (``Route/isCaseSensitive``).
    public var isCaseSensitive: Bool
    /// The `"modules"` this spec composes (Specification §12), in declaration order; empty for a
    /// spec that composes none. After composition (``SpecComposition``) each has its module's
    /// enum, and ``routes`` holds every module's routes after the spec's own.
    public var modules: [ModuleEntry]
    /// In a composed table whose specs spell a host differently in an environment (Specification
    /// §12.4), the hosts the route table indexes: one slot per host and spelling in each
    /// environment, so that each route keeps its own spec's spelling (``Route/hostSlots``); empty
    /// otherwise, the table indexing ``hosts``.
    public var hostSlots: [HostSlot] = []

    /// Creates a spec.
    public init(
        enumName: String = "Route",
        access: AccessLevel = .internal,
        schemes: [Located<Scheme>] = [],
        hosts: [Located<HostPattern>] = [],
        types: [NamedType] = [],
        routes: [Route] = [],
        metadata: [MetadataDeclaration] = [],
        environments: [Environment] = [],
        excludes: [Pattern] = [],
        isCaseSensitive: Bool = true,
        modules: [ModuleEntry] = []
    ) {
        self.enumName = enumName
        self.access = access
        self.schemes = schemes
        self.hosts = hosts
        self.types = types
        self.routes = routes
        self.metadata = metadata
        self.environments = environments
        self.excludes = excludes
        self.isCaseSensitive = isCaseSensitive
        self.modules = modules
    }

    /// Whether the spec composes other modules' specs (Specification §12).
    public var isComposition: Bool { !modules.isEmpty }

    /// The metadata declaration called `name`, if any.
    public func metadataDeclaration(_ name: String) -> MetadataDeclaration? {
        metadata.first { $0.name == name }
    }

    /// The named type called `name`, if any.
    public func namedType(_ name: String) -> NamedType? {
        types.first { $0.name == name }
    }
}

/// A host of a composed table's route table (``RouteSpec/hostSlots``): its default spelling and its
/// spelling in each environment, as the spec that lists it gives them.
public struct HostSlot: Hashable, Sendable {
    /// The host in the default environment.
    public var host: HostPattern
    /// The host in each environment, by the environment's name.
    public var spellings: [String: HostPattern]

    /// Creates a slot.
    public init(host: HostPattern, spellings: [String: HostPattern]) {
        self.host = host
        self.spellings = spellings
    }

    /// The host in environment `name`, or the default one for `nil`.
    public func host(in name: String?) -> HostPattern {
        name.flatMap { spellings[$0] } ?? host
    }
}
