import AppNavigation
import Foundation
import Testing

@Suite struct RouterTests {
    let order = UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!

    @Test func universalLinkToTrackingPushesTheOrderFirst() {
        var router = Router()
        let opened = router.open(URL(string: "https://shop.example.com/orders/\(order)/tracking")!)
        #expect(opened)
        #expect(router.tab == .orders)
        #expect(router.path == [.order(order: order), .tracking(order: order)])
    }

    @Test func customSchemeLinksOpenToo() {
        var router = Router()
        let openedProduct = router.open(URL(string: "shop://product?id=42")!)
        #expect(openedProduct)
        #expect(router.path == [.product(id: 42)])
        let openedTab = router.open(URL(string: "shop://tabs/account")!)
        #expect(openedTab)
        #expect(router == Router(tab: .account))
    }

    @Test func typedParametersArriveTyped() {
        var router = Router()
        router.open(URL(string: "https://shop.example.com/orders/\(order)/review?rating=5&utm_source=mail")!)
        #expect(router.path.last == .review(order: order, rating: 5))
        router.open(URL(string: "https://shop.example.com/search?q=red%20shoes")!)
        #expect(router.path == [.search(q: "red shoes", page: 1)])
    }

    @Test func unknownLinksLeaveTheStateAlone() {
        var router = Router(tab: .orders, path: [.order(order: order)])
        let before = router
        for link in [
            "https://shop.example.com/products/abc",  // id is an int
            "https://shop.example.com/orders/42",  // order is a uuid
            "https://evil.example/products/42",  // not our host
            "http://shop.example.com/products/42",  // universal links are https
            "https://shop.example.com/tabs/orders",  // tab links are custom-scheme only
            "shop://tabs/settings",  // not a Tab
        ] {
            let opened = router.open(URL(string: link)!)
            #expect(!opened, "\(link)")
        }
        #expect(router == before)
    }

    @Test func sharesTheScreenOnTop() {
        var router = Router()
        #expect(router.shareableURL.absoluteString == "shop://tabs/home")
        router.show(.review(order: order, rating: nil))
        #expect(
            router.shareableURL.absoluteString
                == "https://shop.example.com/orders/\(order.uuidString.lowercased())/review")
        #expect(ShopRoute(url: router.shareableURL) == router.path.last)
    }
}
