import AppRouting
import Catalog
import Foundation
import Testing

@Suite struct RouterTests {
    static func web(_ path: String) -> URL { URL(string: "https://shop.example.com" + path)! }

    @Test func aModuleLinkOpensOnItsTabWithItsStack() {
        var router = Router()
        #expect(router.open(Self.web("/products/42/reviews")) == .shown)
        #expect(router.tab == .shop)
        #expect(router.path == [.catalog(.product(id: 42)), .catalog(.reviews(id: 42))])
    }

    @Test func theAppsOwnRoutesOpenOnHome() {
        var router = Router(tab: .cart, path: [.checkout(.giftCard)])
        router.open(Self.web("/search?q=lamp"))
        #expect(router.tab == .home)
        #expect(router.path == [.search(q: "lamp")])
        router.open(Self.web("/"))
        #expect(router == Router())
    }

    @Test func aRouteThatNeedsLoginWaitsForIt() {
        var router = Router()
        #expect(router.open(Self.web("/cart/checkout")) == .heldForLogin)
        #expect(router.pendingRoute == .checkout(.payment))
        #expect(router.tab == .home)
        router.logIn()
        #expect(router.tab == .cart)
        #expect(router.path == [.checkout(.payment)])
        #expect(router.pendingRoute == nil)
    }

    @Test func anUnknownLinkChangesNothing() {
        var router = Router(tab: .shop, path: [.catalog(.product(id: 1))])
        let before = router
        #expect(router.open(Self.web("/about")) == .notARoute)
        #expect(router == before)
    }

    @Test func theRouterIsSavedAndRestored() throws {
        var router = Router(isLoggedIn: true)
        router.open(Self.web("/account/orders"))
        let data = try JSONEncoder().encode(router)
        #expect(try JSONDecoder().decode(Router.self, from: data) == router)
    }
}
