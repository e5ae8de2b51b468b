import Foundation
import Testing

/// Specification §6.7: a route encodes as the text of its canonical URL and decodes by matching it;
/// a text that opens no route is `DecodingError.dataCorrupted`, never a trap.
@Suite struct CodableTests {
    /// A deterministic generator, so that a failure can be replayed.
    struct Seeded: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static func text(_ generator: inout Seeded) -> String {
        let alphabet = Array("abcXYZ019 -._~/?#&=+%é🙂")
        let count = Int.random(in: 0...12, using: &generator)
        return String((0..<count).map { _ in alphabet.randomElement(using: &generator)! })
    }

    /// A random value of every case.
    static func values(count: Int, seed: UInt64) -> [ShopRoute] {
        var generator = Seeded(state: seed)
        var result: [ShopRoute] = []
        for _ in 0..<count {
            let id = Int.random(in: Int.min...Int.max, using: &generator)
            let uuid = UUID()
            let tiers: [ShopRoute.Tier?] = [nil, .free, .gold, .platinum]
            result += [
                .home,
                .product(id: id, ref: Bool.random(using: &generator) ? nil : text(&generator)),
                .reviews(id: id, page: Int.random(in: -5...5, using: &generator)),
                .review(id: id, review: uuid),
                .account,
                .orders(status: (0..<Int.random(in: 0...3, using: &generator)).map { _ in text(&generator) }),
                .search(q: text(&generator), tier: tiers.randomElement(using: &generator)!),
                .accountFiles(folder: "f" + text(&generator), path: ["p" + text(&generator)]),
            ]
        }
        return result
    }

    @Test func everyCaseRoundTripsThroughJSON() throws {
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        for route in Self.values(count: 200, seed: 13) {
            let data = try encoder.encode(route)
            #expect(try decoder.decode(ShopRoute.self, from: data) == route, "\(route)")
            #expect(try decoder.decode(String.self, from: data) == route.url.absoluteString)
        }
    }

    @Test func aNavigationPathOfRoutesRoundTrips() throws {
        let path = ShopRoute.review(id: 5, review: UUID()).stack
        let data = try JSONEncoder().encode(path)
        #expect(try JSONDecoder().decode([ShopRoute].self, from: data) == path)
    }

    @Test(arguments: [
        #""https://evil.example.com/products/1""#, #""/products/1""#, #""""#, #""not a url""#,
        #""https://shop.example.com/products/x""#, #""https://shop.example.com/products/1/admin""#,
    ])
    func aTextThatOpensNoRouteIsDataCorrupted(json: String) {
        #expect {
            _ = try JSONDecoder().decode(ShopRoute.self, from: Data(json.utf8))
        } throws: { error in
            guard case DecodingError.dataCorrupted = error else { return false }
            return true
        }
    }

    @Test func aValueOfAnotherTypeIsATypeMismatch() {
        #expect(throws: DecodingError.self) {
            _ = try JSONDecoder().decode(ShopRoute.self, from: Data("42".utf8))
        }
    }
}
