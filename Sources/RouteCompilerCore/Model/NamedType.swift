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
