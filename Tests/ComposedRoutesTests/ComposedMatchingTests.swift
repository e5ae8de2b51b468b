import AccountFeature
import CatalogFeature
import Foundation
import ReversedComposition
import Testing

/// Matching over a composed table (Specification §12.4), through the real plugin: this
/// target's routes.json composes CatalogFeature and AccountFeature; ReversedComposition composes
/// them in the other order.
@Suite struct ComposedMatchingTests {
    @Test func aModuleRouteOpensAsTheModulesCase() {
        #expect(AppRoute(string: "https://example.com/products/42") == .catalog(.product(id: 42)))
        #expect(
            AppRoute(string: "https://example.com/products/42?tab=specs&ref=mail")
                == .catalog(.product(id: 42, tab: .specs, ref: "mail")))
        #expect(AppRoute(string: "https://example.com/products") == .catalog(.catalog))
        #expect(AppRoute(string: "myapp://products/7/reviews?page=3") == .catalog(.reviews(id: 7, page: 3)))
        #expect(
            AppRoute(string: "https://example.com/products/7/files/a/b")
                == .catalog(.productFiles(id: 7, path: ["a", "b"])))
        #expect(
            AppRoute(string: "https://example.com/sku/ABC123") == .catalog(.sku(code: SKU(routeParameter: "ABC123")!)))
        let order = UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E")!
        #expect(
            AppRoute(string: "https://example.com/account/orders/0f8fad5b-d9cb-469f-a165-70867728950e")
                == .account(.order(id: order)))
        #expect(AppRoute(string: "https://example.com/account?tab=orders") == .account(.account(tab: .orders)))
    }

    @Test func theComposingSpecsOwnRoutesOpenAsBefore() {
        #expect(AppRoute(string: "https://example.com/") == .home)
        #expect(AppRoute(string: "myapp://search?q=shoes") == .search(q: "shoes"))
        #expect(AppRoute(string: "https://example.com/help/a/b") == .help(topic: ["a", "b"]))
    }

    @Test func aDeprecatedModuleRouteOpens() {
        // Built by the composing file's builder of deprecated cases, without a warning.
        let route = AppRoute(string: "https://example.com/item/5")
        #expect(route.map(String.init(describing:)) == "catalog(CatalogFeature.CatalogRoute.oldProduct(id: 5))")
    }

    /// A module's literal beats another module's parameter (§4.7), whatever the order of `modules`.
    @Test(arguments: ["https://example.com/products/featured", "myapp://products/featured"])
    func aLiteralOfOneModuleBeatsAParameterOfAnother(url: String) {
        #expect(AppRoute(string: url) == .account(.featured))
        #expect(ReversedRoute(string: url) == .account(.featured))
        // Alone, the catalog reads it as a slug.
        #expect(CatalogRoute(string: url) == .productBySlug(slug: "featured"))
    }

    @Test func precedenceWithinAndAcrossModulesIsTheSameInBothOrders() {
        #expect(AppRoute(string: "https://example.com/products/other") == .catalog(.productBySlug(slug: "other")))
        #expect(ReversedRoute(string: "https://example.com/products/other") == .catalog(.productBySlug(slug: "other")))
        #expect(AppRoute(string: "https://example.com/products/12") == .catalog(.product(id: 12)))
        #expect(ReversedRoute(string: "https://example.com/products/12") == .catalog(.product(id: 12)))
    }

    /// Each route keeps the schemes and hosts of its own spec.
    @Test func eachRouteKeepsItsOwnSpecsSchemesAndHosts() {
        // www.example.com is the catalog's host only.
        #expect(AppRoute(string: "https://www.example.com/products/42") == .catalog(.product(id: 42)))
        #expect(AppRoute(string: "https://www.example.com/account") == nil)
        #expect(AppRoute(string: "https://www.example.com/") == nil)
        // account.example.com and the account scheme are the account module's.
        #expect(AppRoute(string: "https://account.example.com/account") == .account(.account()))
        #expect(AppRoute(string: "https://account.example.com/products/42") == nil)
        #expect(AppRoute(string: "account://signin") == .account(.signIn))
        #expect(AppRoute(string: "account://login") == .account(.signIn))
        #expect(AppRoute(string: "myapp://signin") == nil)
        #expect(AppRoute(string: "account://products/42") == nil)
        #expect(AppRoute(string: "account://search?q=a") == nil)
        // The account module spells its hosts differently in `staging`, so the table has a host
        // slot per spelling: in the default environment (no STAGING here) both read example.com.
        #expect(AppRoute(string: "https://example.com/account/orders/0f8fad5b-d9cb-469f-a165-70867728950e") != nil)
        #expect(AppRoute(string: "https://staging.example.com/account") == nil)
        #expect(AppRoute.account(.account()).url.absoluteString == "https://example.com/account")
    }

    @Test func aModulesExcludeStillRefusesItsPaths() {
        #expect(CatalogRoute(string: "https://example.com/sku/internal") == nil)
        #expect(AppRoute(string: "https://example.com/sku/internal") == nil)
        #expect(AppRoute(path: "/sku/internal") == nil)
    }

    /// `init?(path:)` ignores schemes and hosts (§9.4).
    @Test func pathsMatchEveryRouteOfEverySpec() {
        #expect(AppRoute(path: "/login") == .account(.signIn))
        #expect(AppRoute(path: "/products/42?tab=reviews") == .catalog(.product(id: 42, tab: .reviews)))
        #expect(AppRoute(path: "/products/featured") == .account(.featured))
        #expect(AppRoute(path: "/") == .home)
        #expect(ReversedRoute(path: "/") == nil)
        #expect(AppRoute(path: "products/42") == nil)
    }

    /// Routes of two specs that no URL reaches together may read the same path; `init?(path:)`
    /// ignores hosts, so there the composing spec's routes come first, then the modules in the
    /// order of `modules` (Specification §12.4 rule 4).
    @Test func aPathThatTwoModulesReadOpensTheFirstModulesRoute() {
        #expect(AppRoute(string: "https://www.example.com/info") == .catalog(.info))
        #expect(AppRoute(string: "https://account.example.com/info") == .account(.info))
        #expect(AppRoute(string: "https://example.com/info") == nil)
        #expect(AppRoute(path: "/info") == .catalog(.info))
        #expect(ReversedRoute(path: "/info") == .account(.info))
        #expect(ReversedRoute(string: "https://www.example.com/info") == .catalog(.info))
    }

    @Test func whatNoSpecOpensIsNil() {
        for url in [
            "https://example.com/nothing", "https://evil.com/products/42", "http://example.com/products/42",
            "https://example.com/sku/abc123", "https://example.com/account/orders/not-a-uuid", "",
            "https://example.com/products/42/reviews/x",
        ] {
            #expect(AppRoute(string: url) == nil, "\(url)")
        }
    }
}
