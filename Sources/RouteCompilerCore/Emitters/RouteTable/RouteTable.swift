/// The route table of a spec, for review (`route-compiler table`): every route in declaration
/// order with its patterns, parameters and types, schemes, hosts, deprecation, summary, parent and
/// metadata, then the named types, the metadata declarations and the excluded paths.
public struct RouteTable: Equatable, Sendable {
    /// One route.
    public struct Row: Equatable, Sendable {
        /// The case name.
        public var name: String
        /// The patterns as written; the first builds URLs.
        public var patterns: [String]
        /// The case's parameters, in label order.
        public var parameters: [CaseParameter]
        /// The custom schemes the route accepts.
        public var schemes: [String]
        /// The universal-link hosts the route accepts.
        public var hosts: [String]
        /// The summary, if any.
        public var summary: String?
        /// The deprecation message, if the route is deprecated.
        public var deprecated: String?
        /// The parent's case name (`"parent"`), if any.
        public var parent: String?
        /// The metadata values, one per entry of ``RouteTable/metadata``, as canonical text
        /// (``Route/metadata``).
        public var metadata: [String?]
        /// The names of the with-host schemes among ``schemes`` (Specification §3.2).
        public var withHostSchemes: [String] = []
        /// Whether the route's literals and enum values compare exactly (Specification §3.9).
        public var caseSensitive = true
        /// The route's URL forms, as its case's doc comment lists them (Specification §6.2
        /// rule 5): `https://example.com/products/{id}`, `myapp://products/{id}`,
        /// `ksr://example.com/products/{id}`, one per pattern and kind of origin.
        public var links: [String] = []
    }

    /// A named type of `"types"`.
    public struct NamedTypeRow: Equatable, Sendable {
        /// The name.
        public var name: String
        /// The raw values of a named enum, in order.
        public var values: [String]
        /// The Swift type of a `{"swift": T}` type.
        public var swiftType: String?
    }

    /// The generated enum's name.
    public var enumName: String
    /// The routes, in declaration order.
    public var rows: [Row]
    /// The named types, in declaration order.
    public var types: [NamedTypeRow]
    /// The metadata declarations, in declaration order.
    public var metadata: [MetadataDeclaration]
    /// The environment whose hosts and schemes the rows show (`--environment`), or `nil` for
    /// the default one.
    public var environment: Environment?
    /// The `"exclude"` patterns as written, in declaration order.
    public var excludes: [String]
    /// Whether the spec declares a with-host scheme: the Markdown form then lists each route's
    /// ``Row/links``.
    public var showsLinks = false

    /// The table of `spec` (as seen in the default environment, or in one that
    /// ``RouteSpec/resolving(environment:)`` made, named by `environment`).
    public init(_ spec: RouteSpec, environment: Environment? = nil) {
        enumName = spec.enumName
        rows = spec.routes.map { route in
            Row(
                name: route.name,
                patterns: route.patterns.map(\.text),
                parameters: route.parameters,
                schemes: route.acceptedSchemes(in: spec).map(\.name),
                hosts: route.acceptedHosts(in: spec).map(\.text),
                summary: route.summary,
                deprecated: route.deprecated,
                parent: route.parent?.name,
                metadata: route.metadata,
                withHostSchemes: route.acceptedSchemes(in: spec).filter(\.withHost).map(\.name),
                caseSensitive: route.isCaseSensitive,
                links: Self.links(of: route, in: spec))
        }
        excludes = spec.excludes.map(\.text)
        showsLinks = spec.schemes.contains { $0.value.withHost }
        types = spec.types.map { type in
            switch type.kind {
            case .enumeration(let named):
                NamedTypeRow(name: type.name, values: named.rawValues, swiftType: nil)
            case .app(let app):
                NamedTypeRow(name: type.name, values: [], swiftType: app.swiftType)
            }
        }
        metadata = spec.metadata
        self.environment = environment
    }

    /// The URL forms of `route`, as its case's doc comment lists them (``RouteURLForms``).
    public static func links(of route: Route, in spec: RouteSpec) -> [String] {
        RouteURLForms.documentedURLs(of: route, in: spec)
    }
}
