import AppNavigation
import Foundation
import Testing

/// `Package.swift` defines `STAGING` for debug builds of AppNavigation, so the generated `ShopRoute`
/// uses the `staging` environment of `routes.json` there; release builds use the production hosts
/// and scheme. `swift test` builds for debug: the staging tests run; `swift test -c release` runs
/// the production ones.
@Suite struct EnvironmentTests {
    @Test(.enabled(if: LinkEnvironment.current == .staging))
    func aDebugBuildOpensStagingLinks() {
        var router = Router()
        #expect(router.open(URL(string: "https://staging.shop.example.com/products/42")!) == .shown)
        #expect(router.path == [.product(id: 42)])
        #expect(ShopRoute(string: "shop-staging://product?id=7") == .product(id: 7))
        #expect(ShopRoute(string: "SHOP-STAGING://tabs/orders") == .tab(tab: .orders))
    }

    @Test(.enabled(if: LinkEnvironment.current == .staging))
    func aDebugBuildRefusesProductionLinks() {
        var router = Router()
        for link in ["https://shop.example.com/products/42", "shop://product?id=42", "shop://tabs/orders"] {
            #expect(router.open(URL(string: link)!) == .notARoute, "\(link)")
        }
        #expect(router == Router())
    }

    @Test(.enabled(if: LinkEnvironment.current == .staging))
    func aDebugBuildWritesStagingLinks() {
        #expect(ShopRoute.product(id: 42).url.absoluteString == "https://staging.shop.example.com/products/42")
        #expect(ShopRoute.tab(tab: .orders).url.absoluteString == "shop-staging://tabs/orders")
        #expect(ShopRoute.account.url(scheme: "shop-staging")?.absoluteString == "shop-staging://account")
        #expect(ShopRoute.account.url(scheme: "shop") == nil)
        #expect(Router(tab: .account).shareableURL.absoluteString == "https://staging.shop.example.com/account")
    }

    @Test(.enabled(if: LinkEnvironment.current == .production))
    func aReleaseBuildOpensAndWritesProductionLinksOnly() {
        #expect(ShopRoute(string: "https://shop.example.com/products/42") == .product(id: 42))
        #expect(ShopRoute(string: "shop://tabs/orders") == .tab(tab: .orders))
        #expect(ShopRoute(string: "https://staging.shop.example.com/products/42") == nil)
        #expect(ShopRoute(string: "shop-staging://product?id=42") == nil)
        #expect(ShopRoute.product(id: 42).url.absoluteString == "https://shop.example.com/products/42")
        #expect(ShopRoute.tab(tab: .orders).url.absoluteString == "shop://tabs/orders")
    }

    @Test func pathsDoNotDependOnTheEnvironment() {
        #expect(ShopRoute(path: "/orders/\(Links.order)/tracking") == .tracking(order: Links.order))
    }
}
