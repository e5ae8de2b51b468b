import RouteRuntime

/// An app type used as a route parameter through `{"swift": "ProductCode"}`: six uppercase
/// letters or digits.
public struct ProductCode: RouteParameter {
    /// The six characters.
    public var code: String

    /// Reads six uppercase letters or digits.
    public init?(routeParameter: String) {
        guard routeParameter.utf8.count == 6,
            routeParameter.utf8.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) })
        else { return nil }
        code = routeParameter
    }

    /// The code itself.
    public var routeParameter: String { code }
}
