/// A custom URL scheme of `routes.json` (Specification §3.2), compared case-insensitively.
public struct Scheme: Hashable, Sendable, CustomStringConvertible {
    /// The scheme as written in the top-level `"schemes"`: what the builder writes.
    public let name: String
    /// The scheme ASCII-lowercased, for comparing.
    public let key: String

    /// The scheme written `name`.
    public init(_ name: String) {
        self.name = name
        self.key = name.lowercased()
    }

    /// ``name``.
    public var description: String { name }
}
