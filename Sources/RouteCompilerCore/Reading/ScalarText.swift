/// A string as Unicode scalars, indexed by scalar offset (the unit of source columns), that
/// slices back to `String` without re-encoding. ASCII text, the usual case, is not decoded.
struct ScalarText {
    private let utf8: [UInt8]
    /// The scalars, when the text is not ASCII.
    private let decoded: [Unicode.Scalar]?
    /// The UTF-8 offset of each scalar, and of the end, when the text is not ASCII.
    private let byteOffsets: [Int]?

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        self.utf8 = utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            decoded = nil
            byteOffsets = nil
        } else {
            var scalars: [Unicode.Scalar] = []
            var offsets: [Int] = []
            var offset = 0
            for scalar in text.unicodeScalars {
                scalars.append(scalar)
                offsets.append(offset)
                offset += UTF8.width(scalar)
            }
            offsets.append(offset)
            decoded = scalars
            byteOffsets = offsets
        }
    }

    /// The number of scalars.
    var count: Int { decoded?.count ?? utf8.count }

    /// The first scalar, if any.
    var first: Unicode.Scalar? { count > 0 ? self[0] : nil }

    /// The scalar at `offset`.
    subscript(offset: Int) -> Unicode.Scalar {
        decoded?[offset] ?? Unicode.Scalar(utf8[offset])
    }

    /// The text of the scalars in `range`.
    func slice(_ range: Range<Int>) -> String {
        let lower = byteOffsets?[range.lowerBound] ?? range.lowerBound
        let upper = byteOffsets?[range.upperBound] ?? range.upperBound
        return String(decoding: utf8[lower..<upper], as: UTF8.self)
    }

    /// Whether `scalar` is white space (ASCII fast path).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return scalar == " " || (0x09...0x0D).contains(scalar.value)
        }
        return scalar.properties.isWhitespace
    }
}
