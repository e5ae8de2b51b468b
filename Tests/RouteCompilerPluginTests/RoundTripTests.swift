import Foundation
import RouteRuntime
import Testing

/// Specification §5.3's law: for every route value the matcher could have produced,
/// `TestRoute(url: r.url) == r`, and the same for every `r.url(scheme:)` that is not `nil`.
@Suite struct RoundTripTests {
    static let schemes = ["https", "myapp", "myapp-beta", "ksr", "ftp"]

    static func check(_ route: TestRoute, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = route.url
        #expect(TestRoute(url: url) == route, "\(url.absoluteString)", sourceLocation: sourceLocation)
        #expect(TestRoute(string: url.absoluteString) == route, sourceLocation: sourceLocation)
        for scheme in schemes {
            if let other = route.url(scheme: scheme) {
                #expect(TestRoute(url: other) == route, "\(other.absoluteString)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func handPickedValues() {
        let tricky = [
            "a/b", "a?b", "a#b", "100%", "a&b=c", "a+b", "a b", "🙂", "é", "...", ".a", "a.", "-", "~", "@", ":",
        ]
        for text in tricky {
            Self.check(.profile(username: text))
            Self.check(.page(slug: text))
            Self.check(.search(q: text, tags: [text, ""]))
            Self.check(.product(id: 1, ref: text))
            Self.check(.help(topic: [text, text]))
            Self.check(.keywords(default: text, class: 0, in: text, self: true))
            Self.check(.handle(handle: text))
            Self.check(.post(slug: text + "x", id: -7))
            Self.check(.doc(name: text, tab: .search))
        }
        for value in [Int.min, Int.max, 0, -1, 1] {
            Self.check(.product(id: value))
            Self.check(.priceInt(amount: value))
            Self.check(.lists(ids: [value, value]))
            Self.check(.colors(color: .red, limit: value))
            Self.check(.post(slug: "a", id: value))
            Self.check(.notes(major: value, minor: ~value))
        }
        for value in [
            0.0, -0.0, 1.5, 1e-300, 1e300, Double.leastNonzeroMagnitude, Double.greatestFiniteMagnitude, 0.1,
            123456789.123,
        ] {
            Self.check(.price(amount: value))
            Self.check(.lists(ratios: [value], when: value))
            Self.check(.zoom(level: value))
        }
        Self.check(.search(q: ""))
        Self.check(.search(q: "", page: 1, tags: [""]))
        Self.check(.product(id: 5, ref: ""))
        Self.check(.page(slug: "Alice"))
        Self.check(.page(slug: "beta2"))
        for tab in TestRoute.Tab.allCases {
            Self.check(.caseless(tab: tab))
        }
        for color in TestRoute.Color.allCases {
            Self.check(.colors(color: color, also: [color], fallback: color))
        }
        Self.check(.legacyValue())
    }

    @Test func seededRandomValues() {
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0..<3_000 {
            for route in RandomRoutes.all(&random) {
                Self.check(route)
            }
        }
    }
}

extension TestRoute {
    /// The deprecated case, built in a deprecated context so that the test has no warning.
    @available(*, deprecated)
    static func legacyValueDeprecated() -> TestRoute { .legacy(id: 3) }

    static func legacyValue() -> TestRoute {
        TestRoute(string: "https://example.com/legacy/3")!
    }
}

/// A small seeded generator, so that every run checks the same values.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random values of every parameter kind.
enum RandomRoutes {
    static let pieces: [String] = [
        "a", "Z", "0", "/", "?", "#", "%", "&", "=", "+", " ", "🙂", "é", ".", "-", "_", "~", "@", ":", ";",
        "%2F", "[", "]", "'", "\"", "\\", "<", "ü", "中", "*",
    ]
    static let controls: [String] = ["\u{0}", "\n", "\t", "\u{7F}"]

    /// A string for a mixed-segment parameter (`.` and `..` are values there) that does not end
    /// with `suffix`, when given: the literal piece after it (Specification §5.3 rule 3.3).
    static func mixedString(_ r: inout SplitMix64, notEndingWith suffix: String? = nil) -> String {
        while true {
            let count = Int.random(in: 1...8, using: &r)
            let text = (0..<count).map { _ in pieces.randomElement(using: &r)! }.joined()
            if let suffix, text.hasSuffix(suffix) { continue }
            return text
        }
    }

    static func pathString(_ r: inout SplitMix64) -> String {
        while true {
            let count = Int.random(in: 1...8, using: &r)
            let text = (0..<count).map { _ in pieces.randomElement(using: &r)! }.joined()
            if text != "." && text != ".." { return text }
        }
    }

    static func queryString(_ r: inout SplitMix64) -> String {
        let count = Int.random(in: 0...8, using: &r)
        return (0..<count).map { _ in
            Int.random(in: 0..<10, using: &r) == 0
                ? controls.randomElement(using: &r)! : pieces.randomElement(using: &r)!
        }.joined()
    }

    static func int(_ r: inout SplitMix64) -> Int {
        switch Int.random(in: 0..<4, using: &r) {
        case 0: return Int.random(in: -10...10, using: &r)
        case 1: return [Int.min, Int.max, Int.min + 1, Int.max - 1].randomElement(using: &r)!
        default: return Int(bitPattern: UInt(truncatingIfNeeded: r.next()))
        }
    }

    static func double(_ r: inout SplitMix64) -> Double {
        switch Int.random(in: 0..<3, using: &r) {
        case 0: return Double(Int.random(in: -1000...1000, using: &r)) / 8
        case 1: return Double.random(in: -1e6...1e6, using: &r)
        default:
            while true {
                let value = Double(bitPattern: r.next())
                if value.isFinite { return value }
            }
        }
    }

    static func uuid(_ r: inout SplitMix64) -> UUID {
        let a = r.next()
        let b = r.next()
        return UUID(
            uuid: (
                UInt8(truncatingIfNeeded: a), UInt8(truncatingIfNeeded: a >> 8), UInt8(truncatingIfNeeded: a >> 16),
                UInt8(truncatingIfNeeded: a >> 24), UInt8(truncatingIfNeeded: a >> 32),
                UInt8(truncatingIfNeeded: a >> 40),
                UInt8(truncatingIfNeeded: a >> 48), UInt8(truncatingIfNeeded: a >> 56), UInt8(truncatingIfNeeded: b),
                UInt8(truncatingIfNeeded: b >> 8), UInt8(truncatingIfNeeded: b >> 16),
                UInt8(truncatingIfNeeded: b >> 24),
                UInt8(truncatingIfNeeded: b >> 32), UInt8(truncatingIfNeeded: b >> 40),
                UInt8(truncatingIfNeeded: b >> 48),
                UInt8(truncatingIfNeeded: b >> 56)
            )
        )
    }

    static func code(_ r: inout SplitMix64) -> ProductCode {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return ProductCode(routeParameter: String((0..<6).map { _ in letters.randomElement(using: &r)! }))!
    }

    static func maybe<T>(_ r: inout SplitMix64, _ make: (inout SplitMix64) -> T) -> T? {
        Bool.random(using: &r) ? make(&r) : nil
    }

    static func list<T>(_ r: inout SplitMix64, _ make: (inout SplitMix64) -> T) -> [T] {
        (0..<Int.random(in: 0...3, using: &r)).map { _ in make(&r) }
    }

    /// One random value of every case that has parameters.
    static func all(_ r: inout SplitMix64) -> [TestRoute] {
        let color = { (r: inout SplitMix64) in TestRoute.Color.allCases.randomElement(using: &r)! }
        return [
            .product(id: int(&r), ref: maybe(&r, queryString)),
            .productByCode(code: code(&r)),
            .profile(username: pathString(&r)),
            .order(user: uuid(&r), order: int(&r)),
            .tab(tab: TestRoute.Tab.allCases.randomElement(using: &r)!),
            .search(q: queryString(&r), page: int(&r), tags: list(&r, queryString)),
            .help(topic: (0..<Int.random(in: 1...4, using: &r)).map { _ in pathString(&r) }),
            .price(amount: double(&r), currency: queryString(&r), exact: maybe(&r) { Bool.random(using: &$0) }),
            .priceInt(amount: int(&r)),
            .flag(on: Bool.random(using: &r)),
            .colors(color: color(&r), also: list(&r, color), fallback: color(&r), limit: maybe(&r, int)),
            .lists(
                ids: list(&r, int), ratios: list(&r, double), flags: list(&r) { Bool.random(using: &$0) },
                uuids: list(&r, uuid), codes: list(&r, code), maybe: maybe(&r, uuid), when: double(&r)
            ),
            .keywords(
                default: pathString(&r), class: int(&r), in: maybe(&r, queryString), self: Bool.random(using: &r)),
            .webOnly(slug: pathString(&r)),
            .shopOnly(item: pathString(&r)),
            .filter(kind: queryString(&r)),
            .filterSized(kind: queryString(&r), size: int(&r)),
            .files(owner: pathString(&r), path: (0..<Int.random(in: 1...3, using: &r)).map { _ in pathString(&r) }),
            .unicode(name: pathString(&r)),
            .page(slug: pathString(&r)),
            .post(slug: mixedString(&r, notEndingWith: "-"), id: int(&r)),
            .handle(handle: mixedString(&r)),
            .notes(major: int(&r), minor: int(&r)),
            .zoom(level: double(&r)),
            .doc(name: mixedString(&r), tab: TestRoute.Tab.allCases.randomElement(using: &r)!),
            .caseless(tab: TestRoute.Tab.allCases.randomElement(using: &r)!),
        ]
    }
}
