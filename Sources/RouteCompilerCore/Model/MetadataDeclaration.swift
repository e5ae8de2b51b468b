/// One declaration of the top-level `"metadata"` (Specification §3.11): a named value that every
/// route has, generated as a property of the enum (§6.6).
public struct MetadataDeclaration: Hashable, Sendable {
    /// The name: the property's name.
    public var name: String
    /// The type: ``ParameterType/builtIn(_:)`` `bool`, `int`, `double` or `string`, or
    /// ``ParameterType/enumeration(_:)``.
    public var type: ParameterType
    /// Whether it is declared `T?`: a route that gives no value has `nil`.
    public var isOptional: Bool
    /// The default of a `T = literal` declaration as canonical text (`false`, `1`, `2.0`, the text
    /// of a string, the raw value of an enum); `nil` for an optional one.
    public var defaultValue: String?
    /// Where the name is written.
    public var position: SourcePosition

    /// Creates a declaration.
    public init(
        name: String, type: ParameterType, isOptional: Bool, defaultValue: String?, position: SourcePosition
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.defaultValue = defaultValue
        self.position = position
    }

    /// The declaration as `routes.json` writes it, with the canonical default: `bool = false`,
    /// `string?`, `Tier = gold`.
    public var typeExpression: String {
        isOptional ? type.specName + "?" : type.specName + " = " + (defaultValue ?? "")
    }

    /// The property's Swift type in generated code: `Swift.Bool`, `Swift.String?`, `AppRoute.Tier`.
    public func swiftType(enumName: String) -> String {
        type.swiftType(enumName: enumName) + (isOptional ? "?" : "")
    }

    /// The property's Swift type as people write it: `Bool`, `String?`, `Tier`.
    public var shortSwiftType: String {
        type.shortSwiftType + (isOptional ? "?" : "")
    }

    /// A value of this declaration (canonical text, or `nil`) as a Swift expression: `true`, `42`,
    /// `2.0`, `"product"`, `AppRoute.Tier.gold`, `nil`.
    public func swiftExpression(of value: String?, enumName: String) -> String {
        guard let value else { return "nil" }
        return type.swiftExpression(ofDefault: value, enumName: enumName)
    }

    /// A value of this declaration (canonical text, or `nil`) as `routes.json` writes it: `true`,
    /// `42`, `1.5`, `"product"`, `"gold"`, `null`.
    public func specText(of value: String?) -> String {
        guard let value else { return "null" }
        switch type {
        case .builtIn(let builtIn) where builtIn != .string: return value
        default: return JSONText.quoted(value)
        }
    }
}
