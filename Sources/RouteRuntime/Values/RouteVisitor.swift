/// What the generated code's `_visit` calls for one route value: the route (the key of its record,
/// ``_RouteKey/route(_:)`` of its case name), then each of its case's values in label order. Building a URL, hashing, comparing and reading metadata are
/// visitors, so the generated code destructures each case in one place.
@_spi(Generated) public protocol _RouteVisitor {
    /// The route: the key of its record.
    mutating func route(_ key: UInt64)
    /// A required or defaulted value.
    mutating func value<Parameter: RouteParameter>(_ value: Parameter)
    /// An optional value.
    mutating func optional<Parameter: RouteParameter>(_ value: Parameter?)
    /// A list's values.
    mutating func list<Parameter: RouteParameter>(_ values: [Parameter])
    /// A catch-all's segments.
    mutating func segments(_ values: [String])
}

/// Finds which route a value is.
@_spi(Generated) public struct _RouteName: _RouteVisitor {
    /// The key of the route's record.
    public private(set) var key: UInt64 = 0

    /// An empty visitor.
    public init() {}
    /// Records the route: the key of its record.
    public mutating func route(_ key: UInt64) { self.key = key }
    /// Records a required or defaulted value.
    public mutating func value<Parameter: RouteParameter>(_ value: Parameter) {}
    /// Records an optional value.
    public mutating func optional<Parameter: RouteParameter>(_ value: Parameter?) {}
    /// Records a list's values.
    public mutating func list<Parameter: RouteParameter>(_ values: [Parameter]) {}
    /// Records a catch-all's segments.
    public mutating func segments(_ values: [String]) {}
}

/// Hashes a route value: its route and its values.
@_spi(Generated) public struct _RouteHashing: _RouteVisitor {
    /// The hasher, fed by the visit.
    public var hasher: Hasher

    /// A visitor feeding `hasher`.
    public init(_ hasher: Hasher) { self.hasher = hasher }

    /// Records the route: the key of its record.
    public mutating func route(_ key: UInt64) { hasher.combine(key) }
    /// Records a required or defaulted value.
    public mutating func value<Parameter: RouteParameter>(_ value: Parameter) { hasher.combine(value) }
    /// Records an optional value.
    public mutating func optional<Parameter: RouteParameter>(_ value: Parameter?) { hasher.combine(value) }
    /// Records a list's values.
    public mutating func list<Parameter: RouteParameter>(_ values: [Parameter]) { hasher.combine(values) }
    /// Records a catch-all's segments.
    public mutating func segments(_ values: [String]) { hasher.combine(values) }
}

/// A route value recorded for comparison: its route and its values, each as `AnyHashable` (which
/// compares with the value's own `==`). Up to six values are kept inline, without allocating.
@_spi(Generated) public struct _RouteValues: _RouteVisitor, Equatable {
    private var key: UInt64 = 0
    private var values = InlineList<AnyHashable>(filler: AnyHashable(0))

    /// An empty visitor.
    public init() {}

    /// Records the route: the key of its record.
    public mutating func route(_ key: UInt64) { self.key = key }
    /// Records a required or defaulted value.
    public mutating func value<Parameter: RouteParameter>(_ value: Parameter) { record(AnyHashable(value)) }
    /// Records an optional value.
    public mutating func optional<Parameter: RouteParameter>(_ value: Parameter?) { record(AnyHashable(value)) }
    /// Records a list's values.
    public mutating func list<Parameter: RouteParameter>(_ values: [Parameter]) { record(AnyHashable(values)) }
    /// Records a catch-all's segments.
    public mutating func segments(_ values: [String]) { record(AnyHashable(values)) }

    private mutating func record(_ value: AnyHashable) { values.append(value) }

    /// Whether two recorded route values are the same route with equal values.
    public static func == (lhs: _RouteValues, rhs: _RouteValues) -> Bool {
        lhs.key == rhs.key && lhs.values == rhs.values
    }
}
