import Foundation
import Testing

/// Specification §4.9 (`init?(path:)`) and §4.10 (excluded paths).
@Suite struct PathAndExcludeTests {
    @Test func pathsOpenTheirRoutes() {
        #expect(ShopRoute(path: "/products/42") == .product(id: 42))
        #expect(ShopRoute(path: "/products/42?ref=push#top") == .product(id: 42, ref: "push"))
        #expect(ShopRoute(path: "/") == .home)
        #expect(ShopRoute(path: "/account/orders?status=open&status=paid") == .orders(status: ["open", "paid"]))
    }

    @Test(arguments: ["products/42", "", "https://shop.example.com/products/42", "//products/42", "/products/x"])
    func textThatIsNotARoutesPathOpensNothing(path: String) {
        #expect(ShopRoute(path: path) == nil)
    }

    @Test func excludedPathsOpenNothingAnywhere() {
        for url in [
            "https://shop.example.com/products/42/admin", "shop://products/42/admin",
            "https://shop.example.com/account/export/2026/all.csv",
        ] {
            #expect(ShopRoute(string: url) == nil, "\(url)")
        }
        #expect(ShopRoute(path: "/products/42/admin") == nil)
        #expect(ShopRoute(path: "/account/export/x") == nil)
        // What the excludes do not cover still opens.
        #expect(ShopRoute(string: "https://shop.example.com/products/42") == .product(id: 42))
        #expect(ShopRoute(string: "https://shop.example.com/products/x/admin") == nil)
        #expect(ShopRoute(path: "/account") == .account)
        #expect(ShopRoute(path: "/products/42/specs") == .section(id: 42, section: "specs"))
        #expect(
            ShopRoute(path: "/account/backup/2026/all.csv")
                == .accountFiles(folder: "backup", path: ["2026", "all.csv"]))
    }
}
