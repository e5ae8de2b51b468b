import AppNavigation
import Foundation
import Testing

@Suite struct RouterTests {
    let order = Links.order

    @Test func aDeepLinkOpensItsWholeStack() {
        var router = Router(isLoggedIn: true)
        let outcome = router.open(Links.web("/orders/\(order)/tracking"))
        #expect(outcome == .shown)
        // The stack of routes.json: orders (the Orders tab's first screen) → order → tracking.
        #expect(ShopRoute.tracking(order: order).stack == [.orders, .order(order: order), .tracking(order: order)])
        #expect(router.tab == .orders)
        #expect(router.path == [.order(order: order), .tracking(order: order)])
    }

    @Test func aRouteThatNeedsLoginIsHeldUntilTheUserLogsIn() {
        var router = Router(tab: .home, path: [.product(id: 7)])
        let outcome = router.open(Links.web("/orders/\(order)/review?rating=5"))
        #expect(outcome == .heldForLogin)
        #expect(router.pendingRoute == .review(order: order, rating: 5))
        #expect(router.path == [.product(id: 7)], "nothing moves before the login")

        router.logIn()
        #expect(router.isLoggedIn)
        #expect(router.pendingRoute == nil)
        #expect(router.tab == .orders)
        #expect(router.path == [.order(order: order), .review(order: order, rating: 5)])
    }

    @Test func aLaterLinkReplacesTheHeldOneAndCancellingDropsIt() {
        var router = Router()
        router.open(Links.web("/orders/\(order)"))
        router.open(Links.web("/account"))
        #expect(router.pendingRoute == .account)
        router.cancelLogin()
        #expect(router == Router())
        router.logIn()
        #expect(router == Router(isLoggedIn: true), "no route was waiting any more")
    }

    @Test func aRouteThatNeedsNoLoginOpensDirectly() {
        var router = Router(tab: .account)
        router.open(.account)
        #expect(router.pendingRoute == .account)
        #expect(router.open(Links.web("/products/42?ref=email")) == .shown)
        #expect(router.pendingRoute == nil, "the latest link wins")
        #expect(router.tab == .home)
        #expect(router.path == [.product(id: 42, ref: "email")])
        #expect(router.open(Links.app("product?id=42")) == .shown)
        #expect(router.path == [.product(id: 42)])
    }

    @Test func aTabsFirstScreenSelectsTheTabWithNothingPushed() {
        var router = Router(tab: .home, path: [.product(id: 1)], isLoggedIn: true)
        router.open(Links.web("/account"))
        #expect(router == Router(tab: .account, isLoggedIn: true))
        router.open(Links.web("/"))
        #expect(router == Router(tab: .home, isLoggedIn: true))
        // A widget's tab link needs no login: the tab's first screen asks for one.
        var loggedOut = Router()
        #expect(loggedOut.open(Links.app("tabs/orders")) == .shown)
        #expect(loggedOut == Router(tab: .orders))
    }

    @Test func typedParametersArriveTyped() {
        var router = Router(isLoggedIn: true)
        router.open(Links.web("/orders/\(order)/review?rating=5&utm_source=mail"))
        #expect(router.path.last == .review(order: order, rating: 5))
        router.open(Links.web("/search?q=red%20shoes"))
        #expect(router.path == [.search(q: "red shoes", page: 1)])
    }

    @Test func unknownLinksChangeNothing() {
        var router = Router(tab: .orders, path: [.order(order: order)])
        router.open(.account)
        let before = router
        for link in [
            Links.web("/products/abc"),  // id is an int
            Links.web("/orders/42"),  // order is a uuid
            Links.web("/tabs/orders"),  // tab links are custom-scheme only
            Links.app("tabs/settings"),  // not a Tab
            URL(string: "https://evil.example/products/42")!,  // not our host
            URL(string: Links.web("/products/42").absoluteString.replacingOccurrences(of: "https:", with: "http:"))!,
        ] {
            #expect(router.open(link) == .notARoute, "\(link)")
        }
        #expect(router == before)
        #expect(router.pendingRoute == .account, "a link the app does not know drops no held route")
    }

    @Test func loggingOutPopsTheScreensThatNeedLogin() {
        var router = Router(isLoggedIn: true)
        router.open(.tracking(order: order))
        router.logOut()
        #expect(!router.isLoggedIn)
        #expect(router.tab == .orders)
        #expect(router.path == [])
        var shopping = Router(tab: .home, path: [.search(q: "shoes"), .product(id: 3)], isLoggedIn: true)
        shopping.logOut()
        #expect(shopping.path == [.search(q: "shoes"), .product(id: 3)])
    }

    @Test func sharesTheScreenOnTopWithThisBuildsHost() {
        var router = Router(tab: .orders, isLoggedIn: true)
        #expect(router.shareableURL == Links.web("/orders"))
        router.open(.review(order: order))
        #expect(router.shareableURL == Links.web("/orders/\(order.uuidString.lowercased())/review"))
        #expect(ShopRoute(url: router.shareableURL) == router.path.last)
    }
}
