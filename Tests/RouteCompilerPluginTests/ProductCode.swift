import RouteRuntime

/// An app type used as a route parameter through `{"swift": "ProductCode"}`: six uppercase
/// letters or digits.
public struct ProductCode: RouteParameter {
    public var code: String

    public init?(routeParameter: String) {
        guard routeParameter.utf8.count == 6,
            routeParameter.utf8.allSatisfy({ ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) })
        else { return nil }
        code = routeParameter
    }

    public var routeParameter: String { code }
}
