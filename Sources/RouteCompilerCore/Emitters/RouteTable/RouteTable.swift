/// The route table of a spec, for review (`route-compiler table`): every route in declaration
/// order with its patterns, parameters and types, schemes, hosts, deprecation and summary, and
/// the named types.
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
    /// Whether the spec declares a with-host scheme: the Markdown form then lists each route's
    /// ``Row/links``.
    public var showsLinks = false

    /// The table of `spec`.
    public init(_ spec: RouteSpec) {
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
                withHostSchemes: route.acceptedSchemes(in: spec).filter(\.withHost).map(\.name),
                caseSensitive: route.isCaseSensitive,
                links: Self.links(of: route, in: spec))
        }
        showsLinks = spec.schemes.contains { $0.value.withHost }
        types = spec.types.map { type in
            switch type.kind {
            case .enumeration(let named):
                NamedTypeRow(name: type.name, values: named.rawValues, swiftType: nil)
            case .app(let app):
                NamedTypeRow(name: type.name, values: [], swiftType: app.swiftType)
            }
        }
    }

    /// The URL forms of `route`: each pattern under `https://` and the canonical host (or,
    /// without one, the route's first host), under its first host-first scheme, and under its
    /// first with-host scheme with that host; parameters written `{name}` (a catch-all `{name*}`).
    public static func links(of route: Route, in spec: RouteSpec) -> [String] {
        let host = (route.canonicalHost(in: spec) ?? route.acceptedHosts(in: spec).first)?.text
        let schemes = route.acceptedSchemes(in: spec)
        let hostFirst = schemes.first(where: \.isHostFirst)
        let withHost = schemes.first(where: \.withHost)
        var result: [String] = []
        for pattern in route.patterns {
            let path = pattern.segments.map { segment -> String in
                switch segment.kind {
                case .literal(let text): text
                case .parameter(let name, _): "{" + name + "}"
                case .catchAll(let name): "{" + name + "*}"
                case .mixed(let pieces):
                    pieces.map { piece in
                        switch piece {
                        case .literal(let text): text
                        case .parameter(let name, _): "{" + name + "}"
                        }
                    }.joined()
                }
            }.joined(separator: "/")
            let bindings = pattern.queryBindings.map { "\($0.key)={\($0.parameter)}" }.joined(separator: "&")
            let query = bindings.isEmpty ? "" : "?" + bindings
            if let host { result.append("https://" + host + "/" + path + query) }
            if let hostFirst { result.append(hostFirst.name + "://" + path + query) }
            if let withHost, let host { result.append(withHost.name + "://" + host + "/" + path + query) }
        }
        return result
    }
}
