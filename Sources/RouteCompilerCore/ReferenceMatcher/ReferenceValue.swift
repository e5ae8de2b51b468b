/// One parameter value read by the ``ReferenceMatcher``.
public indirect enum ReferenceValue: Hashable, Sendable {
    /// A `string` (path segment or query value), decoded.
    case string(String)
    /// An `int`.
    case int(Int)
    /// A `double`.
    case double(Double)
    /// A `bool`.
    case bool(Bool)
    /// A `uuid`, as the uppercase text Foundation's `UUID.uuidString` gives.
    case uuid(String)
    /// A value of the named enum `type`, by its raw value.
    case enumeration(type: String, rawValue: String)
    /// A value of a `{"swift": T}` type: `name` is its key in `"types"`, `swiftType` the Swift
    /// type, `text` the decoded text it was read from.
    case swift(name: String, swiftType: String, text: String)
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
    /// payload (each payload element is printed like `debugPrint`): strings quoted with Swift's
    /// escapes, `Optional(…)` around a present optional, UUIDs in uppercase, a named enum value as
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
        case .string(let text): return text.debugDescription
        case .int(let value): return value.description
        case .double(let value): return value.debugDescription
        case .bool(let value): return value.description
        case .uuid(let text): return text
        case .enumeration(let type, let rawValue):
            let prefix = module.map { $0 + "." } ?? ""
            return prefix + enumName + "." + type + "." + Self.caseName(rawValue)
        case .swift(_, let swiftType, let text):
            return swiftValue?(swiftType, text) ?? "\(swiftType)(routeParameter: \(text.debugDescription))"
        case .strings(let items): return "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .optional(let value): return value.map { "Optional(" + recurse($0) + ")" } ?? "nil"
        case .list(let items): return "[" + items.map(recurse).joined(separator: ", ") + "]"
        }
    }

    /// The value as Swift source would write it, for people: `"mail"`, `42`, `nil`, `.search`,
    /// `[1, 2]`, `UUID(uuidString: "…")`, `ProductCode(routeParameter: "AB12CD")`.
    public var swiftLiteral: String {
        switch self {
        case .string(let text): text.debugDescription
        case .int(let value): value.description
        case .double(let value): value.debugDescription
        case .bool(let value): value.description
        case .uuid(let text): "UUID(uuidString: \"\(text)\")"
        case .enumeration(_, let rawValue): "." + Self.caseName(rawValue)
        case .swift(_, let swiftType, let text): "\(swiftType)(routeParameter: \(text.debugDescription))"
        case .strings(let items): "[" + items.map(\.debugDescription).joined(separator: ", ") + "]"
        case .optional(let value): value?.swiftLiteral ?? "nil"
        case .list(let items): "[" + items.map(\.swiftLiteral).joined(separator: ", ") + "]"
        }
    }

    /// The generated case name of a named enum's raw value (as printed, without backticks).
    static func caseName(_ rawValue: String) -> String {
        SwiftNames.lowerCamelCase(rawValue) ?? rawValue
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
