import Account
import AppRouting
import Catalog
import Checkout
import Foundation
import Testing

/// What the composed `AppRoute` does with the modules' links, through the real build plugin.
@Suite struct ComposedRoutesTests {
    static let order = UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!

    @Test func eachModuleLinkOpensItsModuleCase() {
        #expect(AppRoute(string: "https://shop.example.com/") == .home)
        #expect(AppRoute(string: "https://shop.example.com/search?q=lamp") == .search(q: "lamp"))
        #expect(
            AppRoute(string: "https://shop.example.com/products/42?ref=mail") == .catalog(.product(id: 42, ref: "mail"))
        )
        #expect(AppRoute(string: "shop://products/42/reviews?page=2") == .catalog(.reviews(id: 42, page: 2)))
        #expect(AppRoute(string: "https://shop.example.com/account/orders") == .account(.orders))
        #expect(AppRoute(string: "shop://login") == .account(.signIn))
        #expect(AppRoute(string: "https://shop.example.com/cart/checkout") == .checkout(.payment))
        #expect(AppRoute(string: "https://shop.example.com/nowhere") == nil)
    }

    /// The payload is what the module's own enum makes of the link.
    @Test func thePayloadIsTheModulesOwnMatch() {
        for link in [
            "https://shop.example.com/products/42", "shop://categories/lamps",
            "https://shop.example.com/products?sort=price",
        ] {
            let route = CatalogRoute(string: link)
            #expect(route != nil)
            #expect(AppRoute(string: link) == route.map(AppRoute.catalog))
        }
    }

    /// Matching is decided over every module's routes at once: Checkout's literal
    /// `/products/gift-card` beats Catalog's `/products/{slug}`, although Catalog comes first in
    /// `"modules"`, and although Catalog alone opens the link as a slug.
    @Test func aModulesLiteralBeatsAnotherModulesParameter() {
        let link = "https://shop.example.com/products/gift-card"
        #expect(AppRoute(string: link) == .checkout(.giftCard))
        #expect(CatalogRoute(string: link) == .productBySlug(slug: "gift-card"))
        #expect(
            AppRoute(string: "https://shop.example.com/products/gift-cards")
                == .catalog(.productBySlug(slug: "gift-cards")))
        #expect(AppRoute(string: "https://shop.example.com/products/7") == .catalog(.product(id: 7)))
    }

    /// Each route keeps the hosts of its own spec: Account's also accept `account.example.com`.
    @Test func eachRouteKeepsItsOwnSpecsHosts() {
        let order = Self.order
        #expect(
            AppRoute(string: "https://account.example.com/account/orders/\(order)") == .account(.order(order: order)))
        #expect(AppRoute(string: "https://account.example.com/products/42") == nil)
        #expect(AppRoute(string: "https://account.example.com/") == nil)
    }

    /// The composed table writes the bytes the module writes.
    @Test func aModuleCasesURLIsTheModulesURL() {
        let routes: [CatalogRoute] = [
            .products(), .products(sort: .newest), .product(id: 42, ref: "mail"), .reviews(id: 1, page: 3),
        ]
        for route in routes {
            #expect(AppRoute.catalog(route).url == route.url)
            #expect(AppRoute.catalog(route).url(scheme: "shop") == route.url(scheme: "shop"))
        }
        #expect(AppRoute.catalog(.product(id: 42)).url.absoluteString == "https://shop.example.com/products/42")
        #expect(AppRoute.account(.order(order: Self.order)).url == AccountRoute.emailLink(order: Self.order))
        #expect(AppRoute.checkout(.cart).url(scheme: "shop") == CheckoutRoute.reminderLink)
        #expect(
            AppRoute.catalog(.product(id: 9, ref: "share")).url == CatalogRoute.shareLink(product: 9, from: "share"))
    }

    @Test func pathsOpenTheSameRoutes() {
        #expect(AppRoute(path: "/") == .home)
        #expect(AppRoute(path: "/products/42") == .catalog(.product(id: 42)))
        #expect(AppRoute(path: "/products/gift-card") == .checkout(.giftCard))
        #expect(AppRoute(path: "/account/orders/\(Self.order)") == .account(.order(order: Self.order)))
        #expect(AppRoute(path: "/signin") == .account(.signIn))
    }

    @Test func routesRoundTripThroughCodable() throws {
        let routes: [AppRoute] = [
            .home, .search(q: "desk lamp"), .catalog(.product(id: 42, ref: "mail")), .catalog(.category(name: "lamps")),
            .account(.order(order: Self.order)), .checkout(.giftCard),
        ]
        let data = try JSONEncoder().encode(routes)
        #expect(try JSONDecoder().decode([AppRoute].self, from: data) == routes)
        let text = String(decoding: try JSONEncoder().encode(AppRoute.catalog(.product(id: 42))), as: UTF8.self)
        #expect(text == #""https:\/\/shop.example.com\/products\/42""#)
    }

    /// A module route's stack is the module's, each level wrapped in the module's case.
    @Test func aModuleRoutesStackIsTheModulesStack() {
        #expect(
            AppRoute.catalog(.reviews(id: 42)).stack == [
                .catalog(.products()), .catalog(.product(id: 42)), .catalog(.reviews(id: 42)),
            ])
        #expect(AppRoute.catalog(.reviews(id: 42)).stack == CatalogRoute.reviews(id: 42).stack.map(AppRoute.catalog))
        #expect(AppRoute.account(.order(order: Self.order)).parent == .account(.orders))
        #expect(AppRoute.checkout(.giftCard).stack == [.checkout(.giftCard)])
        #expect(AppRoute.search(q: "x").parent == nil)
    }

    /// The composing spec declares `title` and `requiresLogin` for every case: a module route takes
    /// its own spec's value where that spec declares the key alike, else the composing default.
    @Test func theComposingSpecsMetadataCoversEveryCase() {
        #expect(AppRoute.home.title == "Home")
        #expect(AppRoute.catalog(.product(id: 1)).title == "Product")
        #expect(AppRoute.catalog(.productBySlug(slug: "x")).title == nil)
        #expect(AppRoute.account(.orders).title == nil, "Account declares no title")
        #expect(AppRoute.account(.orders).requiresLogin)
        #expect(AppRoute.checkout(.payment).requiresLogin)
        #expect(!AppRoute.checkout(.cart).requiresLogin)
        #expect(!AppRoute.catalog(.product(id: 1)).requiresLogin, "Catalog declares no requiresLogin")
        #expect(!AppRoute.home.requiresLogin)
    }
}
