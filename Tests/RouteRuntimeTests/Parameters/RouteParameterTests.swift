import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §3.7: the ``RouteParameter`` conformances of the built-in types, and their round trip.
@Suite("RouteParameter conformances")
struct RouteParameterTests {
    /// Expects `value` to print to `text` and read back as itself.
    private func expectRoundTrip<Value: RouteParameter>(
        _ value: Value,
        printsAs text: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if let text {
            #expect(value.routeParameter == text, sourceLocation: sourceLocation)
        }
        #expect(Value(routeParameter: value.routeParameter) == value, sourceLocation: sourceLocation)
    }

    @Test("String: any text, as it is")
    func string() {
        for text in ["", "a", "a b", ".", "..", "/?#%&=+", "😀", "\u{0}", "e\u{301}"] {
            #expect(String(routeParameter: text) == text)
            expectRoundTrip(text, printsAs: text)
        }
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<1000 {
            expectRoundTrip(RandomText.string(using: &generator, controls: true))
        }
    }

    @Test("Int")
    func int() {
        #expect(Int(routeParameter: "42") == 42)
        #expect(Int(routeParameter: "-0") == 0)
        #expect(Int(routeParameter: "9223372036854775807") == .max)
        #expect(Int(routeParameter: "-9223372036854775808") == .min)
        for text in ["", "+1", "01", "1.0", " 1", "1 ", "9223372036854775808", "-9223372036854775809", "0x1"] {
            #expect(Int(routeParameter: text) == nil, "\(text)")
        }
        expectRoundTrip(0, printsAs: "0")
        expectRoundTrip(-42, printsAs: "-42")
        expectRoundTrip(Int.max, printsAs: "9223372036854775807")
        expectRoundTrip(Int.min, printsAs: "-9223372036854775808")
        var generator = SeededGenerator(seed: 32)
        for _ in 0..<1000 {
            expectRoundTrip(Int.random(in: .min ... .max, using: &generator))
        }
    }

    @Test("Double")
    func double() {
        #expect(Double(routeParameter: "1.5") == 1.5)
        #expect(Double(routeParameter: "2.5e+3") == 2500)
        #expect(Double(routeParameter: "-0")?.sign == .minus)
        for text in ["", "1.", ".5", "1e", "inf", "nan", "1e400", "0x1p3", "+1", " 1"] {
            #expect(Double(routeParameter: text) == nil, "\(text)")
        }
        expectRoundTrip(1.5, printsAs: "1.5")
        expectRoundTrip(100.0, printsAs: "100.0")
        expectRoundTrip(0.1, printsAs: "0.1")
        expectRoundTrip(Double.greatestFiniteMagnitude)
        expectRoundTrip(Double.leastNonzeroMagnitude)
        #expect(Double(routeParameter: (-0.0).routeParameter)?.bitPattern == (-0.0).bitPattern)
        var generator = SeededGenerator(seed: 33)
        for _ in 0..<2000 {
            let value = Double(bitPattern: UInt64.random(in: 0 ... .max, using: &generator))
            if value.isFinite { expectRoundTrip(value) }
        }
    }

    @Test("Bool")
    func bool() {
        #expect(Bool(routeParameter: "true") == true)
        #expect(Bool(routeParameter: "1") == true)
        #expect(Bool(routeParameter: "false") == false)
        #expect(Bool(routeParameter: "0") == false)
        for text in ["", "TRUE", "True", "yes", "no", "2"] {
            #expect(Bool(routeParameter: text) == nil, "\(text)")
        }
        expectRoundTrip(true, printsAs: "true")
        expectRoundTrip(false, printsAs: "false")
    }

    @Test("UUID: either case read, lowercase printed")
    func uuid() throws {
        let upper = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let value = try #require(UUID(routeParameter: upper))
        #expect(value == UUID(uuidString: upper))
        #expect(UUID(routeParameter: upper.lowercased()) == value)
        #expect(value.routeParameter == upper.lowercased())
        for text in [
            "", String(upper.dropLast()), upper + "0", "{\(upper)}", upper.replacingOccurrences(of: "-", with: ""),
        ] {
            #expect(UUID(routeParameter: text) == nil, "\(text)")
        }
        for _ in 0..<200 {
            let random = UUID()
            expectRoundTrip(random, printsAs: random.uuidString.lowercased())
        }
    }

    @Test("named enums read and print their raw values")
    func namedEnum() {
        #expect(Tab(routeParameter: "search") == .search)
        #expect(Tab(routeParameter: "Search") == nil)
        #expect(Tab(routeParameter: "") == nil)
        expectRoundTrip(Tab.profile, printsAs: "profile")
    }

    @Test("an app type reads with its own initializer and round-trips")
    func appType() {
        #expect(ProductCode(routeParameter: "AB12CD")?.routeParameter == "AB12CD")
        #expect(ProductCode(routeParameter: "AB12C") == nil)
        #expect(ProductCode(routeParameter: "AB 12C") == nil)
        expectRoundTrip(ProductCode(routeParameter: "ZZ9900")!, printsAs: "ZZ9900")
        #expect(_RouteAppType.check(ProductCode.self)("AB12CD"))
        #expect(!_RouteAppType.check(ProductCode.self)("AB12C"))
    }
}
