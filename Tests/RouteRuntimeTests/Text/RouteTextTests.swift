import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §3.7: the exact text forms of `int`, `double`, `bool` and `uuid`.
@Suite("Text forms")
struct RouteTextTests {
    // MARK: int

    @Test(
        "int accepts -?(0|[1-9][0-9]*) within Int's range",
        arguments: [
            ("0", 0), ("-0", 0), ("7", 7), ("42", 42), ("-42", -42), ("1000000", 1_000_000),
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
            ("9223372036854775806", Int.max - 1), ("-9223372036854775807", Int.min + 1),
        ]
    )
    func intAccepted(text: String, value: Int) {
        #expect(withBytes(text) { RouteText.int($0) } == value)
    }

    @Test(
        "int refuses everything else",
        arguments: [
            "", "-", "+1", "+0", "01", "00", "-01", "-00", "1.0", "1.", " 1", "1 ", "1e3", "0x10", "--1", "1-",
            "9223372036854775808", "-9223372036854775809", "10000000000000000000", "99999999999999999999999",
            "１", "٣", "a", "1a", "-a", "1_000", "1,000",
        ]
    )
    func intRefused(text: String) {
        #expect(withBytes(text) { RouteText.int($0) } == nil)
    }

    @Test("int reads every boundary of Int's range")
    func intBoundaries() {
        var generator = SeededGenerator(seed: 1)
        for _ in 0..<2000 {
            let value =
                Int.random(in: Int.min...Int.max, using: &generator) >> Int.random(in: 0..<64, using: &generator)
            #expect(withBytes(String(value)) { RouteText.int($0) } == value)
        }
    }

    // MARK: double

    @Test(
        "double accepts -?digits(.digits)?([eE][+-]?digits)?, finite",
        arguments: [
            ("1", 1), ("0", 0), ("1.5", 1.5), ("-0.25", -0.25), ("1e10", 1e10), ("1E-5", 1e-5),
            ("2.5e+3", 2500), ("3.141592653589793238", 3.141592653589793), ("1e308", 1e308),
            ("1.7976931348623157e308", .greatestFiniteMagnitude), ("5e-324", .leastNonzeroMagnitude),
            ("00.5", 0.5), ("0.1", 0.1), ("100", 100), ("1e0", 1), ("1e-0", 1), ("123456789012345", 123456789012345),
            ("9007199254740993", 9007199254740992), ("0.30000000000000004", 0.30000000000000004),
            ("1e22", 1e22), ("1e23", 1e23), ("1e-22", 1e-22), ("1e-23", 1e-23),
            ("2.2250738585072014e-308", 2.2250738585072014e-308), ("1e-400", 0),
            ("0.000000000000000000000000000001", 1e-30), ("1" + String(repeating: "0", count: 40), 1e40),
        ] as [(String, Double)]
    )
    func doubleAccepted(text: String, value: Double) {
        #expect(withBytes(text) { RouteText.double($0) }?.bitPattern == value.bitPattern)
    }

    @Test("-0 keeps its sign", arguments: ["-0", "-0.0", "-0e5", "-0e400", "-0.000e-999"])
    func negativeZero(text: String) {
        #expect(withBytes(text) { RouteText.double($0) }?.bitPattern == (-0.0).bitPattern)
    }

    @Test(
        "double refuses everything else",
        arguments: [
            "", "-", "+1", "1.", ".5", "-.5", "1e", "1e+", "1e-", "e5", "inf", "-inf", "Infinity", "nan", "NaN",
            "1e400", "-1e400", "1e309", "2e308", "0x1p3", "0x10", "1.5.2", " 1", "1 ", "1,5", "1_000", "1.0f",
            "1d", "--1", "1e5.5", "1ee5", "1e++5", "١", "1.e5", "1. 5",
        ]
    )
    func doubleRefused(text: String) {
        #expect(withBytes(text) { RouteText.isDoubleText($0) && RouteText.double($0) != nil } == false)
        #expect(withBytes(text) { RouteText.double($0) } == nil)
    }

    @Test("the fast path is taken for short text and declines long or extreme text")
    func exactDoubleScope() {
        #expect(withBytes("1.5") { RouteText.exactDouble($0) } == 1.5)
        #expect(withBytes("123456789012345") { RouteText.exactDouble($0) } == 123456789012345)
        #expect(withBytes("1e22") { RouteText.exactDouble($0) } == 1e22)
        #expect(withBytes("-1e-22") { RouteText.exactDouble($0) } == -1e-22)
        #expect(withBytes("0.000") { RouteText.exactDouble($0) } == 0)
        #expect(withBytes("1234567890123456") { RouteText.exactDouble($0) } == nil)
        #expect(withBytes("1e23") { RouteText.exactDouble($0) } == nil)
        #expect(withBytes("1e-23") { RouteText.exactDouble($0) } == nil)
        #expect(withBytes("1e401") { RouteText.exactDouble($0) } == nil)
    }

    /// A random text of the `double` grammar: integer digits, maybe a fraction, maybe an exponent.
    private static func randomDoubleText(using generator: inout SeededGenerator) -> String {
        func digits(_ range: ClosedRange<Int>) -> String {
            let count = Int.random(in: range, using: &generator)
            // Leading zeros now and then, trailing zeros now and then.
            return String(
                (0..<count).map { _ in
                    switch Int.random(in: 0..<10, using: &generator) {
                    case 0...1: Character("0")
                    default: Character(String(Int.random(in: 0...9, using: &generator)))
                    }
                })
        }
        var text = Bool.random(using: &generator) ? "-" : ""
        text += digits(1...(Bool.random(using: &generator) ? 6 : 20))
        if Bool.random(using: &generator) {
            text += "." + digits(1...(Bool.random(using: &generator) ? 6 : 20))
        }
        if Int.random(in: 0..<3, using: &generator) == 0 {
            text += Bool.random(using: &generator) ? "e" : "E"
            text += ["", "+", "-"].randomElement(using: &generator)!
            let exponent =
                Bool.random(using: &generator)
                ? Int.random(in: 0...30, using: &generator) : Int.random(in: 0...400, using: &generator)
            text += Bool.random(using: &generator) ? String(exponent) : "0" + String(exponent)
        }
        return text
    }

    @Test("the fast path and the full reader agree with Double(String) on random decimal text")
    func randomDoubleText() {
        var generator = SeededGenerator(seed: 0x5EED)
        var fastPathTaken = 0
        for _ in 0..<20_000 {
            let text = Self.randomDoubleText(using: &generator)
            let expected = Double(text)
            let valid = withBytes(text) { RouteText.isDoubleText($0) }
            #expect(valid, "\(text)")
            if let fast = withBytes(text, { RouteText.exactDouble($0) }) {
                fastPathTaken += 1
                #expect(fast.bitPattern == expected?.bitPattern, "exactDouble(\(text))")
            }
            let full = withBytes(text) { RouteText.double($0) }
            if let expected, expected.isFinite {
                #expect(full?.bitPattern == expected.bitPattern, "double(\(text))")
            } else {
                #expect(full == nil, "double(\(text))")
            }
        }
        #expect(fastPathTaken > 5000)
    }

    @Test("printing a double is the shortest text that reads back as the same value")
    func doublePrintRoundTrips() {
        var generator = SeededGenerator(seed: 7)
        var values: [Double] = [
            0, -0.0, 1, -1, 1.5, 100, 0.1, 1e-7, 1e16, 123456789, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .pi, 1e22, 1e23,
        ]
        for _ in 0..<5000 {
            let value = Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator))
            if value.isFinite { values.append(value) }
            values.append(Double.random(in: -1e6...1e6, using: &generator))
        }
        for value in values {
            let printed = RouteText.print(value)
            #expect(withBytes(printed) { RouteText.double($0) }?.bitPattern == value.bitPattern, "\(printed)")
        }
        #expect(RouteText.print(1.5) == "1.5")
        #expect(RouteText.print(100) == "100.0")
        #expect(RouteText.print(-0.25) == "-0.25")
        #expect(RouteText.print(0.1) == "0.1")
    }

    // MARK: bool

    @Test(
        "bool accepts true, false, 1 and 0", arguments: [("true", true), ("false", false), ("1", true), ("0", false)])
    func boolAccepted(text: String, value: Bool) {
        #expect(withBytes(text) { RouteText.bool($0) } == value)
    }

    @Test(
        "bool refuses everything else",
        arguments: [
            "", "TRUE", "True", "FALSE", "False", "yes", "no", "on", "off", "t", "f", "2", "-1", "01", "00",
            "10", "truee", "fals", "tru", " true", "true ", "ture", "flase",
        ]
    )
    func boolRefused(text: String) {
        #expect(withBytes(text) { RouteText.bool($0) } == nil)
    }

    // MARK: uuid

    @Test(
        "uuid accepts 8-4-4-4-12 hexadecimal digits in either case",
        arguments: [
            "e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
            "e621E1f8-C36c-495A-93fc-0C247a3E6e5F", "00000000-0000-0000-0000-000000000000",
            "ffffffff-ffff-ffff-ffff-ffffffffffff",
        ]
    )
    func uuidAccepted(text: String) throws {
        let uuid = try #require(withBytes(text) { RouteText.uuid($0) })
        #expect(uuid == UUID(uuidString: text))
        #expect(RouteText.print(uuid) == text.lowercased())
    }

    @Test(
        "uuid refuses wrong lengths, dash positions and digits",
        arguments: [
            "", "e621e1f8-c36c-495a-93fc-0c247a3e6e5", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f0",
            "e621e1f8c36c495a93fc0c247a3e6e5f", "e621e1f-8c36c-495a-93fc-0c247a3e6e5f",
            "e621e1f8-c36c-495a-93fc0-c247a3e6e5f", "e621e1f8-c36c-495a93fc-0c247a3e6e5f-",
            "e621e1f8_c36c_495a_93fc_0c247a3e6e5f", "e621e1f8-c36c-495a-93fc-0c247a3e6e5g",
            "g621e1f8-c36c-495a-93fc-0c247a3e6e5f", "e621e1f8-c36c-495a-93fc-0c247a3e6e 5",
            "{e621e1f8-c36c-495a-93fc-0c247a3e6e5f}", " e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "urn:uuid:e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f ",
            "-621e1f8-c36c-495a-93fc-0c247a3e6e5f", "e621e1f8--36c-495a-93fc-0c247a3e6e5f",
            "e621e1f8-c36c-495a-93fc-+c247a3e6e5f", "ｅ621e1f8-c36c-495a-93fc-0c247a3e6e",
        ]
    )
    func uuidRefused(text: String) {
        #expect(withBytes(text) { RouteText.uuid($0) } == nil)
    }

    @Test("uuid takes every byte at every position as a hexadecimal digit, a dash or neither")
    func uuidEveryByteAtEveryPosition() {
        let valid = Array("0c247a3e-6e5f-e621-e1f8-c36c495a93fc".utf8)
        let dashes: Set = [8, 13, 18, 23]
        var mistakes: [String] = []
        for position in valid.indices {
            for byte in UInt8.min...UInt8.max {
                var text = valid
                text[position] = byte
                let read = text.withUnsafeBufferPointer { RouteText.uuid($0) }
                let isHex = (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x66)
                let expected: UUID? =
                    dashes.contains(position)
                    ? (byte == UInt8(ascii: "-") ? UUID(uuidString: String(decoding: valid, as: UTF8.self)) : nil)
                    : (isHex ? UUID(uuidString: String(decoding: text, as: UTF8.self)) : nil)
                if read != expected { mistakes.append("byte \(byte) at \(position): \(String(describing: read))") }
            }
        }
        #expect(mistakes.isEmpty, "\(mistakes.prefix(5))")
    }

    @Test("uuid reads back what it prints, for random UUIDs")
    func uuidRoundTrip() {
        for _ in 0..<500 {
            let uuid = UUID()
            #expect(withBytes(RouteText.print(uuid)) { RouteText.uuid($0) } == uuid)
            #expect(withBytes(uuid.uuidString) { RouteText.uuid($0) } == uuid)
        }
    }

    // MARK: hexValue

    @Test("hexValue reads one digit in either case")
    func hexValue() {
        let digits = Array("0123456789abcdefABCDEF".utf8)
        let values: [UInt8] = Array(0...15) + Array(10...15)
        #expect(digits.map { RouteText.hexValue($0) } == values.map { Optional($0) })
        for byte in [UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "/"), UInt8(ascii: ":"), 0, 0xFF] {
            #expect(RouteText.hexValue(byte) == nil)
        }
    }
}
