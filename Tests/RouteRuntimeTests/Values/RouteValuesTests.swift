import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §6.9 rule 1: two route values are equal when they are the same case with
/// values equal by their types' `==`, and `hash(into:)` agrees; here through ``_RouteValues``,
/// ``_RouteHashing`` and ``_RouteName`` as the generated code uses them.
@Suite("Route values")
struct RouteValuesTests {
    private func hash(_ route: SampleRoute) -> Int { route.hashValue }

    @Test("the same case with equal values is equal; any difference is not")
    func equality() {
        #expect(SampleRoute.home == .home)
        #expect(SampleRoute.product(id: 1, ref: "a") == .product(id: 1, ref: "a"))
        #expect(SampleRoute.product(id: 1, ref: "a") != .product(id: 1, ref: "b"))
        #expect(SampleRoute.product(id: 1, ref: "a") != .product(id: 2, ref: "a"))
        #expect(SampleRoute.product(id: 1, ref: nil) != .product(id: 1, ref: ""))
        #expect(SampleRoute.product(id: 1, ref: nil) == .product(id: 1, ref: nil))
        #expect(SampleRoute.tags(tags: ["a", "b"]) == .tags(tags: ["a", "b"]))
        #expect(SampleRoute.tags(tags: ["a", "b"]) != .tags(tags: ["b", "a"]))
        #expect(SampleRoute.tags(tags: []) != .tags(tags: [""]))
        #expect(SampleRoute.help(topic: ["a", "b"]) != .help(topic: ["a/b"]))
        #expect(SampleRoute.tab(tab: .home) == .tab(tab: .home))
        #expect(SampleRoute.tab(tab: .home) != .tab(tab: .search))
        // Strings compare as Swift compares them: canonically equivalent texts are equal.
        #expect(SampleRoute.product(id: 1, ref: "é") == .product(id: 1, ref: "e\u{301}"))
    }

    @Test("different cases are never equal, even with equal values or names that share a prefix")
    func differentCases() {
        #expect(SampleRoute.item(id: 1) != .items(id: 1))
        #expect(SampleRoute.items(id: 1) != .item(id: 1))
        #expect(SampleRoute.home != .tags(tags: []))
        #expect(SampleRoute.tags(tags: []) != .help(topic: []))
        #expect(SampleRoute.item(id: 1) == .item(id: 1))
    }

    @Test("more than six values are all compared")
    func manyValues() {
        let route = SampleRoute.many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: "x")
        #expect(route == .many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: "x"))
        #expect(route != .many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: "y"))
        #expect(route != .many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 8, h: "x"))
        #expect(route != .many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 0, g: 7, h: "x"))
        #expect(route != .many(a: 0, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: "x"))
        #expect(hash(route) == hash(.many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: "x")))
    }

    @Test("doubles compare by ==: -0.0 equals 0.0, NaN equals nothing")
    func doubles() {
        #expect(SampleRoute.ratio(x: -0.0) == .ratio(x: 0.0))
        #expect(hash(.ratio(x: -0.0)) == hash(.ratio(x: 0.0)))
        #expect(SampleRoute.ratio(x: .nan) != .ratio(x: .nan))
        #expect(SampleRoute.ratio(x: 1.5) == .ratio(x: 1.5))
        #expect(SampleRoute.ratio(x: 1.5) != .ratio(x: 1.5000000000000002))
    }

    @Test("equal values hash alike, for random values built twice")
    func hashingAgreesWithEquality() {
        var generator = SeededGenerator(seed: 99)
        for _ in 0..<500 {
            let id = Int.random(in: -1000...1000, using: &generator)
            let text = RandomText.string(using: &generator, controls: true)
            let pairs: [(SampleRoute, SampleRoute)] = [
                (.product(id: id, ref: text), .product(id: id, ref: String(text.unicodeScalars))),
                (.tags(tags: [text, text]), .tags(tags: [text, text])),
                (.help(topic: [text]), .help(topic: [text])),
                (.ratio(x: Double(id) / 7), .ratio(x: Double(id) / 7)),
            ]
            for (left, right) in pairs {
                #expect(left == right)
                #expect(hash(left) == hash(right))
            }
        }
    }

    @Test("routes work as set elements and dictionary keys")
    func setsAndDictionaries() {
        let routes: [SampleRoute] = [
            .home, .home, .product(id: 1, ref: nil), .product(id: 1, ref: nil), .product(id: 1, ref: "x"), .item(id: 1),
            .items(id: 1), .ratio(x: 0), .ratio(x: -0.0), .tab(tab: .profile),
            .many(a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1, h: ""),
            .many(a: 1, b: 1, c: 1, d: 1, e: 1, f: 1, g: 1, h: ""),
        ]
        #expect(Set(routes).count == 8)
        var visits: [SampleRoute: Int] = [:]
        for route in routes { visits[route, default: 0] += 1 }
        #expect(visits[.home] == 2)
        #expect(visits[.ratio(x: 0)] == 2)
        #expect(visits[.item(id: 1)] == 1)
    }

    @Test("distinct values hash apart")
    func hashesSpread() {
        var hashes = Set<Int>()
        for id in 0..<200 {
            hashes.insert(hash(.item(id: id)))
            hashes.insert(hash(.items(id: id)))
            hashes.insert(hash(.product(id: id, ref: nil)))
        }
        #expect(hashes.count > 590)
    }

    @Test("_RouteName names the case")
    func names() {
        #expect(SampleRoute.home.name == "home")
        #expect(SampleRoute.product(id: 1, ref: nil).name == "product")
        #expect(SampleRoute.many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: "x").name == "many")
        #expect(SampleRoute.items(id: 3).name == "items")
    }
}
