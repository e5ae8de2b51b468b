import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.6 rule 3 and §10.4 rule 3: an app type inside a mixed segment is split as a
/// `string`, its initializer decides, a refusal moves on to the next split in whichever place the
/// type is, and the initializer is asked at most once per candidate run, so that a type in first
/// or last place is still read in linear time.
@Suite("App types inside a segment", .serialized)
struct MixedAppTypeTests {
    /// Six capital letters or digits, as the plugin test target's `ProductCode`.
    struct Code: RouteParameter {
        var routeParameter: String

        init?(routeParameter text: String) {
            guard text.utf8.count == 6, text.utf8.allSatisfy({ (65...90).contains($0) || (48...57).contains($0) })
            else { return nil }
            routeParameter = text
        }
    }

    /// The texts the table asked `Code` about, in order.
    final class Asked: @unchecked Sendable {
        private let lock = NSLock()
        private var texts: [String] = []

        func record(_ text: String) {
            lock.withLock { texts.append(text) }
        }

        func take() -> [String] {
            lock.withLock {
                defer { texts = [] }
                return texts
            }
        }
    }

    static let asked = Asked()

    static let table = TestTable(
        """
        {
          "version": 1,
          "hosts": ["example.com"],
          "types": {"Code": {"swift": "Code"}},
          "routes": {
            "sku": "/sku/{code:Code}Z{rest}",
            "pair": "/pair/{a:Code}-{b:int}",
            "tail": "/tail/{n:int}-{code:Code}",
            "word": "/word/{a}-{code:Code}",
            "trio": "/trio/{a}-{code:Code}-{b}"
          }
        }
        """,
        appTypes: [
            AppType(
                name: "Code",
                check: { text in
                    asked.record(text)
                    return Code(routeParameter: text) != nil
                }
            ) { match, index, _ in (match.appValue(index) as Code).routeParameter }
        ])

    private func match(_ path: String) -> String? { Self.table.match("https://example.com" + path) }

    @Test func aRefusedSplitMovesOnToTheNext() {
        _ = Self.asked.take()
        #expect(match("/sku/ABZDEFZtail") == #"sku(code: ABZDEF, rest: "tail")"#)
        // "AB" is the shortest run with which the rest matches; Code refuses it.
        #expect(Self.asked.take() == ["AB", "ABZDEF"])
    }

    @Test func theInitializerIsAskedOnlyForSplitsTheRestAllows() {
        _ = Self.asked.take()
        // Only "ABC123" leaves an int after the "-": "AB" would leave "C123-7".
        #expect(match("/pair/ABC123-7") == "pair(a: ABC123, b: 7)")
        #expect(Self.asked.take() == ["ABC123"])
        #expect(match("/pair/AB-C123-7") == nil)
        #expect(Self.asked.take() == ["AB-C123"])
    }

    @Test func theSecondOfTwoIsAskedOnceForEachRunOfTheFirst() {
        _ = Self.asked.take()
        #expect(match("/tail/12-ABCDEF") == "tail(n: 12, code: ABCDEF)")
        #expect(Self.asked.take() == ["ABCDEF"])
        // "1" is the int's run; "ABCDEF" leaves "1-AB", no int, so Code is not asked about it.
        #expect(match("/tail/1-AB-ABCDEF") == nil)
        #expect(Self.asked.take() == ["AB-ABCDEF"])
        // The first run is the shortest after which the rest can be any text, "x"; Code refuses
        // the rest, "y-ABCDEF", and the next split, "x-y" | "ABCDEF", reads.
        #expect(match("/word/x-y-ABCDEF") == #"word(a: "x-y", code: ABCDEF)"#)
        #expect(Self.asked.take() == ["y-ABCDEF", "ABCDEF"])
        #expect(match("/word/x-y-z") == nil)
        #expect(Self.asked.take() == ["y-z", "z"])
        #expect(match("/word/xy-ABCDEF") == #"word(a: "xy", code: ABCDEF)"#)
        #expect(Self.asked.take() == ["ABCDEF"])
    }

    @Test func aRefusalBetweenTwoParametersBacksUpTheFirst() {
        _ = Self.asked.take()
        // "x" | "AB" | …, "x" | "AB-ABCDEF" | "y": both refused; then "x-AB" | "ABCDEF" | "y".
        #expect(match("/trio/x-AB-ABCDEF-y") == #"trio(a: "x-AB", code: ABCDEF, b: "y")"#)
        #expect(Self.asked.take() == ["AB", "AB-ABCDEF", "ABCDEF"])
        // Only "y" leaves a rest that can follow; "x-y" leaves no "-" for the third.
        #expect(match("/trio/x-y-z") == nil)
        #expect(Self.asked.take() == ["y"])
    }

    @Test func theInitializerIsAskedOncePerCandidateSplit() {
        _ = Self.asked.take()
        // 400 candidate runs for code ("A", "AZA", …), each of odd length, so Code refuses all.
        let segment = String(repeating: "AZ", count: 400) + "x"
        #expect(match("/sku/" + segment) == nil)
        let asked = Self.asked.take()
        #expect(asked.count == 400)
        #expect(Set(asked).count == asked.count)
    }
}
