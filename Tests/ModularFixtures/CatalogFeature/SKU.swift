import RouteRuntime

/// A stock-keeping unit: three capital letters and three digits (`ABC123`).
public struct SKU: RouteParameter, Hashable, Sendable {
    /// The code.
    public let code: String

    /// A SKU from the text of a URL, or `nil` when it is not three capital letters and three digits.
    public init?(routeParameter text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 6,
            bytes[..<3].allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }),
            bytes[3...].allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        code = text
    }

    /// The code, as URLs write it.
    public var routeParameter: String { code }
}
