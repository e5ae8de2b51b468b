import Foundation
import Testing

/// Specification §6.6: every metadata declaration is a property with each route's value, or the
/// declaration's default.
@Suite struct MetadataTests {
    @Test func valuesAndDefaults() {
        let review = ShopRoute.review(id: 1, review: UUID())
        #expect(review.requiresLogin)
        #expect(review.tier == .gold)
        #expect(review.weight == 2.5)
        #expect(review.position == 3)
        #expect(review.screen == nil)
        let product = ShopRoute.product(id: 1)
        #expect(!product.requiresLogin)
        #expect(product.screen == "product")
        #expect(product.tier == .free)
        #expect(product.weight == 1.0)
        #expect(product.position == 0)
        #expect(ShopRoute.account.tier == .platinum)
        #expect(ShopRoute.orders().requiresLogin)
        #expect(!ShopRoute.home.requiresLogin)
    }

    @Test func routesThatNeedALogin() {
        let all: [ShopRoute] = [
            .home, .product(id: 1), .reviews(id: 1), .review(id: 1, review: UUID()), .account, .orders(),
            .search(q: "x"), .section(id: 1, section: "s"), .accountFiles(folder: "f", path: ["p"]),
        ]
        #expect(all.filter(\.requiresLogin).count == 3)
    }
}
