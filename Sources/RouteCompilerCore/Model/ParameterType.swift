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
