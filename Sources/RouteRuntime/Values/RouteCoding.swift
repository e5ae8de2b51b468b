/// `Codable` for the generated enum (Specification §6.7): a route is encoded as the text of its
/// canonical URL, and decoded by matching that text.
@_spi(Generated) public enum _RouteCoding {
    /// Encodes `url` as a single string.
    public static func encode(_ url: String, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(url)
    }

    /// Decodes a single string and matches it with `match`; a string that opens no route is
    /// `DecodingError.dataCorrupted`.
    public static func decode<Route>(from decoder: any Decoder, _ match: (String) -> Route?) throws -> Route {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let route = match(text) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "'\(text)' opens no route of \(Route.self)")
        }
        return route
    }
}

/// The check the route table runs on a text for an app type (`{"swift": T}`).
@_spi(Generated) public enum _RouteAppType {
    /// Whether a decoded text is a value of `type`.
    public static func check<Value: RouteParameter>(_ type: Value.Type) -> @Sendable (String) -> Bool {
        { Value(routeParameter: $0) != nil }
    }
}
