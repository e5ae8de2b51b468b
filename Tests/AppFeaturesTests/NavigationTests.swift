import Foundation
import Testing

/// Specification §6.5: `parent` builds the route under a route from the values they share, and
/// `stack` is the whole chain from its root.
@Suite struct NavigationTests {
    static let review = UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")!

    @Test func parentsTakeTheValuesTheyShare() {
        #expect(ShopRoute.home.parent == nil)
        #expect(ShopRoute.product(id: 42, ref: "mail").parent == .home)
        // reviews shares id with product; product's ref keeps its default (nil).
        #expect(ShopRoute.reviews(id: 42, page: 3).parent == .product(id: 42))
        #expect(ShopRoute.review(id: 42, review: Self.review).parent == .reviews(id: 42))
        #expect(ShopRoute.orders(status: ["open"]).parent == .account)
        #expect(ShopRoute.search(q: "shoes", tier: .gold).parent == .home)
    }

    @Test func stacksRunFromTheRoot() {
        #expect(ShopRoute.home.stack == [.home])
        #expect(
            ShopRoute.review(id: 7, review: Self.review).stack == [
                .home, .product(id: 7), .reviews(id: 7), .review(id: 7, review: Self.review),
            ])
        #expect(ShopRoute.orders().stack == [.account, .orders()])
    }

    @Test func aMatchedLinkOpensWithItsStack() throws {
        let route = try #require(ShopRoute(string: "https://shop.example.com/products/9/reviews?page=2"))
        #expect(route.stack == [.home, .product(id: 9), .reviews(id: 9, page: 2)])
    }
}
