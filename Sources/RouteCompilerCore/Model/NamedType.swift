/// A named parameter type from `"types"` (Specification §3.4): a named enum or an app type.
public struct NamedType: Hashable, Sendable {
    /// What the type is.
    public enum Kind: Hashable, Sendable {
        /// A generated `enum Name: String`.
        case enumeration(NamedEnum)
        /// An app type that conforms to `RouteParameter`.
        case app(AppType)
    }

    /// What it is.
    public var kind: Kind
    /// Where its key is.
    public var position: SourcePosition

    /// Creates a named type.
    public init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// The type's name as written in `"types"` and in type expressions.
    public var name: String {
        switch kind {
        case .enumeration(let type): type.name
        case .app(let type): type.name
        }
    }

    /// The type of a parameter that names it.
    public var parameterType: ParameterType {
        switch kind {
        case .enumeration(let type): .enumeration(type)
        case .app(let type): .app(type)
        }
    }
}

/// A named enum from `"types"`: the generated `enum Name: String`, one case per raw value.
///
/// Equal enums have the same name and values; hashing looks at the name only, since a spec
/// declares each name once.
public struct NamedEnum: Hashable, Sendable, CustomStringConvertible {
    /// One value: its raw value, the text in URLs, and the generated case's name.
    public struct Value: Hashable, Sendable {
        /// The raw value: the text in the URL.
        public var rawValue: String
        /// The generated case's name, without backticks: ``SwiftNames/lowerCamelCase(_:)`` of the
        /// raw value (`dark-blue` → `darkBlue`).
        public var caseName: String
        /// Where the raw value is written.
        public var position: SourcePosition

        /// Creates a value whose case name is already known.
        public init(rawValue: String, caseName: String, position: SourcePosition) {
            self.rawValue = rawValue
            self.caseName = caseName
            self.position = position
        }

        /// Creates a value, computing its case name (the raw value itself when it has no letters
        /// or digits, which the spec reader rejects).
        public init(rawValue: String, position: SourcePosition) {
            self.init(
                rawValue: rawValue, caseName: SwiftNames.lowerCamelCase(rawValue) ?? rawValue, position: position)
        }

        /// The case name as an identifier, in backticks when it is a keyword.
        public var identifier: String { SwiftNames.escaped(caseName) }
    }

    /// The type's name as written in `"types"`.
    public var name: String
    /// The values, in declaration order.
    public var values: [Value]
    /// For a module's type in a composed table (Specification §12): the Swift enum that declares
    /// it (`Catalog.CatalogRoute`) and its name there (`Tab`), while ``name`` is the composed
    /// name (`catalog.Tab`); `nil` for a type of the spec being compiled.
    public var moduleSpelling: ModuleTypeSpelling?

    /// Creates a named enum.
    public init(name: String, values: [Value], moduleSpelling: ModuleTypeSpelling? = nil) {
        self.name = name
        self.values = values
        self.moduleSpelling = moduleSpelling
    }

    /// The Swift type in generated code: `AppRoute.Tab` (nested in the generated enum
    /// `enumName`), or a module's `Catalog.CatalogRoute.Tab`.
    public func swiftType(enumName: String) -> String {
        guard let moduleSpelling else { return enumName + "." + name }
        return moduleSpelling.enclosingEnum + "." + moduleSpelling.name
    }

    /// ``name``.
    public var description: String { name }

    /// The raw values, in declaration order.
    public var rawValues: [String] { values.map(\.rawValue) }

    /// The value whose raw value is `rawValue`, if any.
    public func value(withRawValue rawValue: String) -> Value? {
        values.first { $0.rawValue == rawValue }
    }

    /// The value whose raw value is exactly these decoded bytes, if any.
    public func value(matching bytes: [UInt8]) -> Value? {
        values.first { $0.rawValue.utf8.elementsEqual(bytes) }
    }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
    }
}

/// How a module's named enum is spelled in the composing module's code (Specification §12).
public struct ModuleTypeSpelling: Hashable, Sendable {
    /// The module's enum, qualified: `Catalog.CatalogRoute`.
    public var enclosingEnum: String
    /// The type's name in the module's spec: `Tab`.
    public var name: String

    /// Creates a spelling.
    public init(enclosingEnum: String, name: String) {
        self.enclosingEnum = enclosingEnum
        self.name = name
    }
}

/// A `{"swift": T}` type from `"types"`: an app type that conforms to `RouteParameter`.
public struct AppType: Hashable, Sendable {
    /// The type's key in `"types"`.
    public var name: String
    /// The Swift type, as written in `"swift"` (`ProductCode`, `MyModule.ProductCode`).
    public var swiftType: String
    /// The Kotlin class of the generated Kotlin (Specification §10.2 rule 2), as written in
    /// `"kotlin"` (`com.example.ProductCode`); `nil` when the spec gives none, which only the
    /// `kotlin` command refuses.
    public var kotlinType: String?

    /// Creates an app type.
    public init(name: String, swiftType: String, kotlinType: String? = nil) {
        self.name = name
        self.swiftType = swiftType
        self.kotlinType = kotlinType
    }

    /// The same type: the same name and Swift type. The Kotlin class is left out, so that giving a
    /// type its `"kotlin"` class changes nothing the Swift code, the matcher or `diff` see.
    public static func == (lhs: AppType, rhs: AppType) -> Bool {
        lhs.name == rhs.name && lhs.swiftType == rhs.swiftType
    }

    /// Hashes the name and the Swift type.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(swiftType)
    }
}
