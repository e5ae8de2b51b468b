/// Why a URL's path can match no pattern (Specification §4.3). Segments are numbered from 1; for a
/// custom scheme, segment 1 is the host (`myapp://products/42`).
enum PathProblem: Error, Hashable, Sendable {
    case empty(segment: Int)
    case badEncoding(segment: Int, raw: String)
    case badUTF8(segment: Int, raw: String)
    case controlCharacter(segment: Int, raw: String, byte: UInt8)
    case dotSegment(segment: Int, raw: String)

    /// A sentence for people.
    var message: String {
        switch self {
        case .empty(let segment):
            "segment \(segment) is empty ('//'); no route matches an empty segment"
        case .badEncoding(let segment, let raw):
            "segment \(segment) \(Quote.single(raw)) has invalid percent-encoding ('%' must be"
                + " followed by two hexadecimal digits)"
        case .badUTF8(let segment, let raw):
            "segment \(segment) \(Quote.single(raw)) is not valid UTF-8 once percent-decoded"
        case .controlCharacter(let segment, let raw, let byte):
            "segment \(segment) \(Quote.single(raw)) holds the control character U+"
                + hex(byte) + " once percent-decoded"
        case .dotSegment(let segment, let raw):
            "segment \(segment) \(Quote.single(raw)) is a dot segment ('.' or '..'), which no"
                + " route matches"
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
