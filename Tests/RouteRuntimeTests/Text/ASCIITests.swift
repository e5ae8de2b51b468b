import Testing

@testable import RouteRuntime

/// The byte comparisons behind every literal the matcher compares (Specification §4.4): equal
/// runs of every length from 0 to 23, a difference at each position, and ASCII case folding.
@Suite struct ASCIITests {
    /// Runs `body` on a copy of `bytes` that holds exactly them: nothing past the end is readable
    /// by a comparison that stays within its count.
    static func withBytes<Result>(_ bytes: [UInt8], _ body: (UnsafePointer<UInt8>) -> Result) -> Result {
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(bytes.count, 1))
        defer { copy.deallocate() }
        copy.initialize(from: bytes, count: bytes.count)
        return body(copy)
    }

    @Test(arguments: 0..<24)
    func runsOfEveryLengthCompareByteForByte(count: Int) {
        let text = (0..<count).map { UInt8(ascii: "a") + UInt8($0 % 26) }
        Self.withBytes(text) { a in
            Self.withBytes(text) { b in
                #expect(ASCII.exactlyEqual(a, b, count: count))
                #expect(ASCII.equal(a, b, count: count, folding: false))
            }
        }
        for position in 0..<count {
            var other = text
            other[position] ^= 0x01
            Self.withBytes(text) { a in
                Self.withBytes(other) { b in
                    #expect(!ASCII.exactlyEqual(a, b, count: count), "length \(count), position \(position)")
                    #expect(!ASCII.equal(a, b, count: count, folding: true), "length \(count), position \(position)")
                }
            }
            var upper = text
            upper[position] = ASCII.lowercased(upper[position]) - 0x20
            Self.withBytes(text) { a in
                Self.withBytes(upper) { b in
                    #expect(!ASCII.exactlyEqual(a, b, count: count))
                    #expect(ASCII.equal(a, b, count: count, folding: true), "length \(count), position \(position)")
                }
            }
        }
    }
}
