/// The type of one parameter value (Specification §3.7).
public enum ParameterType: Hashable, Sendable, CustomStringConvertible {
    /// A built-in type (``BuiltInType/all``).
    case builtIn(BuiltInType)
    /// A named enum from `"types"`.
    case enumeration(NamedEnum)
    /// A `{"swift": T}` app type from `"types"`.
    case app(AppType)

    /// The name as written in `routes.json` (`int`, `Tab`, …).
    public var specName: String {
        switch self {
        case .builtIn(let type): type.name
        case .enumeration(let type): type.name
        case .app(let type): type.name
        }
    }

    /// ``specName``.
    public var description: String { specName }

    /// The built-in type, if this is one.
    public var builtIn: BuiltInType? {
        if case .builtIn(let type) = self { return type }
        return nil
    }

    /// Whether a value may be the empty text: a built-in type that accepts it (`string`), and an
    /// app type, whose parser may; never a named enum, whose raw values are not empty.
    public var mayBeEmpty: Bool {
        switch self {
        case .builtIn(let type): type.acceptsEmptyText
        case .enumeration: false
        case .app: true
        }
    }

    /// The Swift type of a value in generated code: `Swift.Int`, `AppRoute.Tab` (nested in the
    /// generated enum `enumName`), `ProductCode`.
    public func swiftType(enumName: String) -> String {
        switch self {
        case .builtIn(let type): type.swiftType
        case .enumeration(let type): type.swiftType(enumName: enumName)
        case .app(let type): type.swiftType
        }
    }

    /// The Swift type as people write it, without module or enclosing enum: `Int`, `Tab`,
    /// `ProductCode`.
    public var shortSwiftType: String {
        switch self {
        case .builtIn(let type): type.shortSwiftType
        case .enumeration(let type): type.moduleSpelling?.name ?? type.name
        case .app(let type): type.swiftType
        }
    }

    /// The Swift expression of a default written as `literal` in `routes.json`: the built-in
    /// type's (``BuiltInType/swiftExpression(ofDefault:)``), a named enum's case
    /// (`AppRoute.Tab.search`), or an app type's `T(routeParameter: "…")!`.
    public func swiftExpression(ofDefault literal: String, enumName: String) -> String {
        switch self {
        case .builtIn(let type):
            return type.swiftExpression(ofDefault: literal)
        case .enumeration(let type):
            let caseName = type.value(withRawValue: literal)?.caseName ?? literal
            return type.swiftType(enumName: enumName) + "." + SwiftNames.escaped(caseName)
        case .app(let type):
            return "\(type.swiftType)(routeParameter: \(SwiftNames.stringLiteral(literal)))!"
        }
    }
}
