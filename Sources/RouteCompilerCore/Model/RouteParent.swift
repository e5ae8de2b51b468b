/// The navigation parent of a route (Specification §3.10): the route a navigation stack shows
/// under it, and how the parent's case is built from the child's values (§6.5).
public struct RouteParent: Hashable, Sendable {
    /// The parent's case name.
    public var name: String
    /// Where the `"parent"` value is written.
    public var position: SourcePosition
    /// One entry per case parameter of the parent, in the parent's label order
    /// (``Route/parameters``): the name of the child's parameter whose value it takes (a parameter
    /// the two share by name and Swift type, §3.10 rule 3), or `nil` when the parent's parameter
    /// keeps its default (`nil`, the default, `[]`). Empty until the reader has linked the routes.
    public var arguments: [String?]

    /// Creates a parent.
    public init(name: String, position: SourcePosition, arguments: [String?] = []) {
        self.name = name
        self.position = position
        self.arguments = arguments
    }
}
