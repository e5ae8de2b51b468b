/// One entry of the top-level `"environments"` (Specification §3.12): another set of hosts and
/// schemes, used by the generated code when its Swift compilation condition is set (§6.8), and by
/// the tools with `--environment NAME` (§7.1 rule 9).
///
/// Its lists correspond to the top-level `"hosts"` and `"schemes"` by position: the entry at
/// index *i* stands for the top-level entry at index *i*, and has its kind (wildcard or not,
/// host-first or with-host).
public struct Environment: Hashable, Sendable {
    /// The key in `"environments"`.
    public var name: String
    /// The Swift compilation condition that selects it (`STAGING` for `#if STAGING`).
    public var condition: String
    /// The hosts, as many as the top-level ones and in the same order; the top-level ones when the
    /// environment does not list its own.
    public var hosts: [Located<HostPattern>]
    /// The schemes, as many as the top-level ones and in the same order; the top-level ones when
    /// the environment does not list its own.
    public var schemes: [Located<Scheme>]
    /// Where the name is written.
    public var position: SourcePosition

    /// Creates an environment.
    public init(
        name: String, condition: String, hosts: [Located<HostPattern>], schemes: [Located<Scheme>],
        position: SourcePosition
    ) {
        self.name = name
        self.condition = condition
        self.hosts = hosts
        self.schemes = schemes
        self.position = position
    }
}
