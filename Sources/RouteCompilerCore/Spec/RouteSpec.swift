/// A validated `routes.json`: everything the analysis and the emitter need, with source positions.
public struct RouteSpec: Hashable, Sendable {
    /// The name of the generated enum (`"enum"`, default `Route`).
    public var enumName: String
    /// The access level of every generated declaration (`"access"`, default `internal`).
    public var access: AccessLevel
    /// The custom URL schemes, in declaration order, as written (compared case-insensitively).
    public var schemes: [Located<String>]
    /// The universal-link hosts, in declaration order, lowercased; may start with `*.`.
    public var hosts: [Located<String>]
    /// The named parameter types, in declaration order.
    public var types: [NamedType]
    /// The routes, in declaration order.
    public var routes: [Route]

    /// Creates a spec.
    public init(
        enumName: String = "Route",
        access: AccessLevel = .internal,
        schemes: [Located<String>] = [],
        hosts: [Located<String>] = [],
        types: [NamedType] = [],
        routes: [Route] = []
    ) {
        self.enumName = enumName
        self.access = access
        self.schemes = schemes
        self.hosts = hosts
        self.types = types
        self.routes = routes
    }

    /// The named type called `name`, if any.
    public func namedType(_ name: String) -> NamedType? {
        types.first { $0.name == name }
    }
}

/// A value with the position it was read from.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var position: SourcePosition

    /// Creates a located value.
    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// The access level of the generated declarations.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `internal`
    case `package`
    case `public`
}

/// A named parameter type from `"types"`.
public struct NamedType: Hashable, Sendable {
    /// What the type is.
    public enum Kind: Hashable, Sendable {
        /// A generated `enum Name: String` with these raw values, in order.
        case enumeration([Located<String>])
        /// An app type that conforms to `RouteParameter`, spelled as in Swift.
        case swift(String)
    }

    /// The type's name as written in `"types"` and in type expressions.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// Where its key is.
    public var position: SourcePosition

    /// Creates a named type.
    public init(name: String, kind: Kind, position: SourcePosition) {
        self.name = name
        self.kind = kind
        self.position = position
    }
}

/// The type of one parameter value.
public enum ParameterType: Hashable, Sendable {
    case string
    case int
    case double
    case bool
    case uuid
    /// A named enum from `"types"`.
    case enumeration(String)
    /// A `{"swift": T}` type from `"types"`: `name` is the key in `"types"`, `swiftType` the type.
    case swift(name: String, swiftType: String)

    /// The name as written in `routes.json` (`int`, `Tab`, …).
    public var specName: String {
        switch self {
        case .string: "string"
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .enumeration(let name): name
        case .swift(let name, _): name
        }
    }
}
