/// A custom URL scheme of `routes.json` (Specification §3.2), compared case-insensitively.
///
/// A scheme is **host-first** (`"myapp"`): its URLs carry the first path segment in the host
/// position (`myapp://products/42` is the path `/products/42`); or **with-host**
/// (`{"name": "ksr", "withHost": true}`): its URLs carry a host from `"hosts"`, as universal links
/// do (`ksr://www.example.com/projects/a` is the host `www.example.com` and the path `/projects/a`).
public struct Scheme: Hashable, Sendable, CustomStringConvertible {
    /// The scheme as written in the top-level `"schemes"`: what the builder writes.
    public let name: String
    /// The scheme ASCII-lowercased, for comparing.
    public let key: String
    /// Whether the scheme's URLs carry a host (`"withHost": true`) rather than the first path
    /// segment in the host position.
    public let withHost: Bool

    /// The scheme written `name`; `withHost` for one declared `{"name": …, "withHost": true}`.
    public init(_ name: String, withHost: Bool = false) {
        self.name = name
        self.key = name.lowercased()
        self.withHost = withHost
    }

    /// Whether the scheme's URLs carry the first path segment in the host position.
    public var isHostFirst: Bool { !withHost }

    /// ``name``.
    public var description: String { name }
}
