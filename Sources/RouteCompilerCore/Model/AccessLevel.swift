/// The access level of the generated declarations.
public enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    case `internal`
    case `package`
    case `public`
}
