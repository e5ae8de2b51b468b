import Foundation

/// The app's navigation state, and how a deep link changes it.
///
/// `ShopRoute` is generated from `routes.json` by RouteCompilerPlugin: one case per route, with
/// typed parameters. The router decides which tab shows a route and what stack of screens leads to
/// it, so that Back goes somewhere sensible after a deep link (from an order's tracking to the
/// order, not out of the app). It has no SwiftUI in it, so it builds and is tested on every
/// platform; the app binds `path` to a `NavigationStack` and `tab` to a `TabView`.
public struct Router: Equatable, Sendable {
    /// The selected tab.
    public var tab: ShopRoute.Tab
    /// The screens pushed on the selected tab's stack, bottom first.
    public var path: [ShopRoute]

    /// The app's state at launch: the home tab, nothing pushed.
    public init(tab: ShopRoute.Tab = .home, path: [ShopRoute] = []) {
        self.tab = tab
        self.path = path
    }

    /// Shows the route that `url` opens, replacing the current navigation.
    ///
    /// - Returns: `false`, leaving the state unchanged, when no route matches the URL (a link the
    ///   app does not know: open it in the browser instead).
    @discardableResult
    public mutating func open(_ url: URL) -> Bool {
        guard let route = ShopRoute(url: url) else { return false }
        show(route)
        return true
    }

    /// Shows `route`: selects its tab and pushes the screens that lead to it.
    public mutating func show(_ route: ShopRoute) {
        (tab, path) = Self.destination(of: route)
    }

    /// The tab and the stack of screens that show `route`.
    public static func destination(of route: ShopRoute) -> (tab: ShopRoute.Tab, path: [ShopRoute]) {
        switch route {
        case .home:
            return (.home, [])
        case .product, .search:
            return (.home, [route])
        case .order:
            return (.orders, [route])
        case .tracking(let order), .review(let order, _):
            return (.orders, [.order(order: order), route])
        case .tab(let tab):
            return (tab, [])
        }
    }

    /// The link to the screen on top, to share: its canonical universal link, or the tab's
    /// custom-scheme link when nothing is pushed.
    public var shareableURL: URL {
        (path.last ?? .tab(tab: tab)).url
    }
}
