/// The route table of a spec, for review (`route-compiler table`): every route in declaration
/// order with its patterns, parameters and types, schemes, hosts, deprecation and summary, and
/// the named types.
public struct RouteTable: Equatable, Sendable {
    /// One parameter of a route's case.
    public struct Parameter: Equatable, Sendable {
        /// Where the parameter's value comes from.
        public enum Kind: String, Equatable, Sendable {
            /// Bound by every pattern (a path segment or a `key={param}` of a pattern's query).
            case required
            /// `{name*}`: one or more remaining path segments, a `[String]`.
            case catchAll
            /// A `"query"` parameter `T`: must be present.
            case requiredQuery
            /// A `"query"` parameter `T?`.
            case optional
            /// A `"query"` parameter `T = literal`.
            case defaulted
            /// A `"query"` parameter `[T]`.
            case list
        }

        /// The name: the case label.
        public var name: String
        /// The type's name as written in `routes.json` (`int`, `Tab`).
        public var type: String
        /// Where the value comes from.
        public var kind: Kind
        /// The default's text, for ``Kind/defaulted``.
        public var defaultValue: String?

        /// The type expression as `routes.json` would write it for a `"query"` parameter, and the
        /// plain type for a pattern's: `int`, `[string]` (a catch-all), `string?`, `int = 1`,
        /// `[string]`.
        public var typeExpression: String {
            switch kind {
            case .required, .requiredQuery: type
            case .catchAll, .list: "[" + type + "]"
            case .optional: type + "?"
            case .defaulted: type + " = " + (defaultValue ?? "")
            }
        }
    }

    /// One route.
    public struct Row: Equatable, Sendable {
        /// The case name.
        public var name: String
        /// The patterns as written; the first builds URLs.
        public var patterns: [String]
        /// The case's parameters, in label order.
        public var parameters: [Parameter]
        /// The custom schemes the route accepts.
        public var schemes: [String]
        /// The universal-link hosts the route accepts.
        public var hosts: [String]
        /// The summary, if any.
        public var summary: String?
        /// The deprecation message, if the route is deprecated.
        public var deprecated: String?
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

    /// The table of `spec`.
    public init(_ spec: RouteSpec) {
        enumName = spec.enumName
        rows = spec.routes.map { route in
            Row(
                name: route.name,
                patterns: route.patterns.map(\.text),
                parameters: Self.parameters(of: route),
                schemes: route.acceptedSchemes(in: spec),
                hosts: route.acceptedHosts(in: spec),
                summary: route.summary,
                deprecated: route.deprecated)
        }
        types = spec.types.map { type in
            switch type.kind {
            case .enumeration(let values):
                NamedTypeRow(name: type.name, values: values.map(\.value), swiftType: nil)
            case .swift(let swiftType):
                NamedTypeRow(name: type.name, values: [], swiftType: swiftType)
            }
        }
    }

    static func parameters(of route: Route) -> [Parameter] {
        var result = route.requiredParameters.map {
            Parameter(
                name: $0.name, type: $0.type.specName, kind: $0.isCatchAll ? .catchAll : .required,
                defaultValue: nil)
        }
        for parameter in route.queryParameters {
            var row = Parameter(
                name: parameter.name, type: parameter.type.specName, kind: .requiredQuery,
                defaultValue: nil)
            switch parameter.kind {
            case .required: break
            case .optional: row.kind = .optional
            case .list: row.kind = .list
            case .defaulted(let literal):
                row.kind = .defaulted
                row.defaultValue = literal
            }
            result.append(row)
        }
        return result
    }
}
