/// One parameter value read by the ``ReferenceMatcher``.
public indirect enum ReferenceValue: Hashable, Sendable {
    /// A value of a built-in type, by its canonical text: what the builder writes for it (`0`
    /// for `-0`, `true` for `1`, a string as decoded; see `BuiltInType.canonicalText(of:)`).
    case builtIn(BuiltInType, text: String)
    /// A value of the named enum called `type`; for a module's enum in a composed table
    /// (Specification §12), `type` is its qualified Swift name, `Catalog.CatalogRoute.Tab`.
    case enumeration(type: String, value: NamedEnum.Value)
    /// A value of a `{"swift": T}` type, by the decoded text it was read from.
    case app(AppType, text: String)
    /// The segments of a catch-all, decoded.
    case strings([String])
    /// An optional query parameter: `nil` when absent.
    case optional(ReferenceValue?)
    /// A list query parameter: every occurrence, in order.
    case list([ReferenceValue])

    /// How ``swiftDescription(module:enumName:swiftValue:)`` prints a `{"swift"}` value: the
    /// Swift type and the text it was read from give the text that Swift's reflection prints.
    public typealias SwiftValuePrinter = (_ swiftType: String, _ text: String) -> String

    /// The value exactly as Swift's `String(describing:)` prints it inside a generated case's
    /// payload (each payload element is printed like `debugPrint`): built-in values as their type
    /// prints them (``BuiltInType/swiftDescription(ofCanonical:)``: strings quoted with Swift's
    /// escapes), `Optional(…)` around a present optional, a named enum value as
    /// `Module.Enum.Type.caseName`.
    ///
    /// - Parameters:
    ///   - module: the module of the generated enum; `nil` leaves out the `Module.` prefix.
    ///   - enumName: the generated enum's name (``RouteSpec/enumName``).
    ///   - swiftValue: prints a `{"swift"}` value, which only the app can, as
    ///     `String(reflecting:)` does; by default `SwiftType(routeParameter: "text")`.
    public func swiftDescription(
        module: String?, enumName: String, swiftValue: SwiftValuePrinter? = nil
    ) -> String {
        let recurse = { (value: ReferenceValue) in
            value.swiftDescription(module: module, enumName: enumName, swiftValue: swiftValue)
        }
        switch self {
        case .builtIn(let type, let text): return type.swiftDescription(ofCanonical: text)
        case .enumeration(let type, let value):
            // A module's type is qualified already, and printed so whatever module is given.
            if type.contains(".") { return type + "." + value.caseName }
            let prefix = module.map { $0 + "." } ?? ""
            return prefix + enumName + "." + type + "." + value.caseName
        case .app(let app, let text):
            return swiftValue?(app.swiftType, text) ?? "\(app.swiftType)(routeParameter: \(text.debugDescription))"
        case .strings(let items): return "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .optional(let value): return value.map { "Optional(" + recurse($0) + ")" } ?? "nil"
        case .list(let items): return "[" + items.map(recurse).joined(separator: ", ") + "]"
        }
    }

    /// The value as Swift source would write it, for people: `"mail"`, `42`, `nil`, `.search`,
    /// `[1, 2]`, `ProductCode(routeParameter: "AB12CD")` (``BuiltInType/swiftLiteral(ofCanonical:)``).
    public var swiftLiteral: String {
        switch self {
        case .builtIn(let type, let text): type.swiftLiteral(ofCanonical: text)
        case .enumeration(_, let value): "." + value.caseName
        case .app(let app, let text): "\(app.swiftType)(routeParameter: \(text.debugDescription))"
        case .strings(let items): "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .optional(let value): value?.swiftLiteral ?? "nil"
        case .list(let items): "[" + items.map(\.swiftLiteral).joined(separator: ", ") + "]"
        }
    }
}

/// One labelled value of a matched route's case.
public struct ReferenceArgument: Hashable, Sendable {
    /// The case label: the parameter's name.
    public var label: String
    /// The value.
    public var value: ReferenceValue

    /// Creates an argument.
    public init(label: String, value: ReferenceValue) {
        self.label = label
        self.value = value
    }
}
