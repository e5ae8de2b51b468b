import Foundation
import Testing

/// This target is compiled with `STAGING` defined (Package.swift), as an app's staging build is,
/// so the generated enum uses the `staging` environment of its `routes.json` (Specification §6.8):
/// it accepts and builds the staging hosts and scheme only.
@Suite struct StagingEnvironmentTests {
    @Test func stagingLinksOpen() {
        #expect(ShopRoute(string: "https://staging.example.com/products/42") == .product(id: 42))
        #expect(ShopRoute(string: "https://www.staging.example.com/products/42?ref=x") == .product(id: 42, ref: "x"))
        #expect(ShopRoute(string: "shop-staging://products/42") == .product(id: 42))
        #expect(ShopRoute(string: "SHOP-STAGING://cart") == .cart)
    }

    @Test func productionAndQALinksDoNotOpen() {
        for url in [
            "https://shop.example.com/products/42", "https://www.shop.example.com/products/42", "shop://products/42",
            "https://qa.example.com/products/42", "shop-qa://products/42",
        ] {
            #expect(ShopRoute(string: url) == nil, "\(url)")
        }
    }

    @Test func linksAreBuiltForStaging() {
        #expect(ShopRoute.product(id: 42).url.absoluteString == "https://staging.example.com/products/42")
        #expect(ShopRoute.home.url.absoluteString == "https://staging.example.com/")
        #expect(ShopRoute.cart.url.absoluteString == "shop-staging://cart")
        #expect(ShopRoute.product(id: 7).url(scheme: "shop-staging")?.absoluteString == "shop-staging://products/7")
        #expect(ShopRoute.product(id: 7).url(scheme: "shop") == nil)
        #expect(ShopRoute.deals.url(scheme: "shop-staging") == nil)
    }

    @Test func subsetsMapByPosition() {
        // "cart" accepts no host: only the staging scheme; "deals" no scheme: only the hosts.
        #expect(ShopRoute(string: "https://staging.example.com/cart") == nil)
        #expect(ShopRoute(string: "shop-staging://deals") == nil)
        #expect(ShopRoute(string: "https://staging.example.com/deals") == .deals)
    }

    @Test func pathsDoNotDependOnTheEnvironment() {
        #expect(ShopRoute(path: "/products/42") == .product(id: 42))
        #expect(ShopRoute(path: "/cart") == .cart)
    }
}
