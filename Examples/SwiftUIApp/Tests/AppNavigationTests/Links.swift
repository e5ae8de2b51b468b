import AppNavigation
import Foundation

/// Links of the environment this build uses (the tests run in debug builds, so staging; with
/// `swift test -c release`, production), so that the router's tests hold in both.
enum Links {
    /// An order of the tests.
    static let order = UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!

    /// The universal link of `path` (`/products/42`) on this build's host.
    static func web(_ path: String) -> URL {
        // The home route's canonical URL is `https://<host>/`.
        URL(string: String(ShopRoute.home.url.absoluteString.dropLast()) + path)!
    }

    /// The custom-scheme link `<scheme>://<rest>` under this build's scheme.
    static func app(_ rest: String) -> URL {
        // The tab route accepts no host: its canonical URL is `<scheme>://tabs/<tab>`.
        URL(string: ShopRoute.tab(tab: .home).url.scheme! + "://" + rest)!
    }

    /// A value of every route, to check what `routes.json` says about each.
    static let everyRoute: [ShopRoute] = [
        .home, .product(id: 42, ref: "email"), .search(q: "red shoes", page: 2), .orders, .order(order: order),
        .tracking(order: order), .review(order: order, rating: 5), .account, .tab(tab: .orders),
    ]
}
