#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A type that can be a route parameter: read from the text of a path segment or query value
/// (after percent-decoding), and printed back to that text when a URL is built.
///
/// Name an app type that conforms to this protocol in `routes.json` with `{"swift": "T"}`:
///
/// ```swift
/// struct ProductCode: RouteParameter {
///     var rawValue: String
///     init?(routeParameter: String) {
///         guard routeParameter.count == 6 else { return nil }
///         rawValue = routeParameter
///     }
///     var routeParameter: String { rawValue }
/// }
/// ```
///
/// The generated code relies on the round trip: for every value `v` that `init(routeParameter:)`
/// returns, `Self(routeParameter: v.routeParameter) == v`.
public protocol RouteParameter: Hashable, Sendable {
    /// Reads a value from its decoded text; `nil` when the text is not a valid value.
    init?(routeParameter: String)
    /// The value's text, before percent-encoding.
    var routeParameter: String { get }
}

extension RouteParameter where Self: RawRepresentable, RawValue == String {
    /// A value whose raw value is the text (the enums generated from `"types"`).
    public init?(routeParameter: String) { self.init(rawValue: routeParameter) }
    /// The raw value.
    public var routeParameter: String { rawValue }
}

extension String: RouteParameter {
    /// Any text is a string parameter.
    @inlinable public init?(routeParameter: String) { self = routeParameter }
    /// The string itself.
    @inlinable public var routeParameter: String { self }
}

extension Int: RouteParameter {
    /// Reads `-?(0|[1-9][0-9]*)` within `Int`'s range; nothing else (no `+`, leading zeros,
    /// spaces).
    public init?(routeParameter: String) {
        var text = routeParameter
        guard let value = text.withUTF8({ RouteText.int($0) }) else { return nil }
        self = value
    }
    /// The decimal text.
    public var routeParameter: String { String(self) }
}

extension Double: RouteParameter {
    /// Reads `-?digits(.digits)?([eE][+-]?digits)?` when the value is finite.
    public init?(routeParameter: String) {
        var text = routeParameter
        guard let value = text.withUTF8({ RouteText.double($0) }) else { return nil }
        self = value
    }
    /// The shortest text that reads back as the same value.
    public var routeParameter: String { RouteText.print(self) }
}

extension Bool: RouteParameter {
    /// Reads `true`, `false`, `1` and `0`.
    public init?(routeParameter: String) {
        var text = routeParameter
        guard let value = text.withUTF8({ RouteText.bool($0) }) else { return nil }
        self = value
    }
    /// `true` or `false`.
    public var routeParameter: String { self ? "true" : "false" }
}

extension UUID: RouteParameter {
    /// Reads 8-4-4-4-12 hexadecimal digits, in either case.
    public init?(routeParameter: String) {
        var text = routeParameter
        guard let value = text.withUTF8({ RouteText.uuid($0) }) else { return nil }
        self = value
    }
    /// The lowercase 8-4-4-4-12 form.
    public var routeParameter: String { RouteText.print(self) }
}
