import AppNavigation
import Foundation
import Testing

/// The router is saved as JSON, each route as the text of its URL (the generated `Codable`), and
/// restored at the next launch.
@Suite struct PersistenceTests {
    let order = Links.order

    @Test func aNavigationPathRoundTripsThroughJSON() throws {
        let path = ShopRoute.review(order: order, rating: 4).stack + [.product(id: 42, ref: "review")]
        let data = try JSONEncoder().encode(path)
        #expect(try JSONDecoder().decode([ShopRoute].self, from: data) == path)
        #expect(try JSONDecoder().decode([String].self, from: data) == path.map(\.url.absoluteString))
    }

    @Test func theRouterRoundTripsWithItsHeldRoute() throws {
        var router = Router(tab: .home, path: [.search(q: "red shoes", page: 2), .product(id: 42)])
        router.open(.tracking(order: order))
        let data = try JSONEncoder().encode(router)
        let restored = Router(restoring: data)
        #expect(restored == router)
        #expect(restored.pendingRoute == .tracking(order: order))
    }

    @Test func aBadStoredRouteIsADecodingErrorAndTheAppStartsAfresh() throws {
        let router = Router(tab: .orders, path: [.order(order: order)], isLoggedIn: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let text = try #require(String(data: try encoder.encode(router), encoding: .utf8))
        let stored = router.path[0].url.absoluteString
        #expect(text.contains("\"\(stored)\""))
        // Edited by hand, or written by a version whose routes were different: no route opens it.
        let edited = Data(text.replacingOccurrences(of: stored, with: stored + "/unknown").utf8)
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Router.self, from: edited)
        }
        #expect(error.map(Self.isDataCorrupted) == true, "\(String(describing: error))")
        #expect(Router(restoring: edited) == Router())
        #expect(Router(restoring: Data("not json".utf8)) == Router())
        #expect(Router(restoring: nil) == Router())
    }

    @Test func aStoredPathWithARouteThatOpensNothingIsADecodingError() throws {
        let good = ShopRoute.product(id: 42).url.absoluteString
        let bad = Links.web("/products/abc").absoluteString  // id is an int
        let data = try JSONEncoder().encode([good, bad])
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ShopRoute].self, from: data)
        }
        #expect(error.map(Self.isDataCorrupted) == true, "\(String(describing: error))")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([ShopRoute].self, from: Data("[42]".utf8))
        }
    }

    static func isDataCorrupted(_ error: DecodingError) -> Bool {
        if case .dataCorrupted = error { return true }
        return false
    }
}
