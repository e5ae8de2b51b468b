import Account
import Catalog
import Checkout
import Foundation

/// The app's tabs. Each feature module's routes open on their own tab; the app's own routes on
/// Home.
public enum Tab: String, CaseIterable, Codable, Hashable, Sendable {
    /// The app's own routes: home and search.
    case home
    /// The catalog module's routes.
    case shop
    /// The account module's routes.
    case account
    /// The checkout module's routes.
    case cart

    /// The tab's first screen, under everything pushed on it.
    public var root: AppRoute {
        switch self {
        case .home: .home
        case .shop: .catalog(.products())
        case .account: .account(.account)
        case .cart: .checkout(.cart)
        }
    }

    /// The tab a route opens on: its module's, or Home for the app's own routes.
    public init(_ route: AppRoute) {
        switch route {
        case .home, .search: self = .home
        case .catalog: self = .shop
        case .account: self = .account
        case .checkout: self = .cart
        }
    }
}

/// The app's navigation state, and how a deep link changes it.
///
/// `AppRoute` is generated from `AppRouting/routes.json`, which composes the specs of the
/// feature modules: `AppRoute(url:)` decides among every module's routes at once, and a module's
/// route opens as `.catalog(route)`, `.account(route)` or `.checkout(route)`, whose payload is the
/// module's own enum. `stack` comes from each module's `"parent"` keys, and `requiresLogin` from
/// the metadata that the composing spec declares and the modules set.
public struct Router: Codable, Hashable, Sendable {
    /// The selected tab.
    public var tab: Tab
    /// The screens pushed on the selected tab's first screen (``Tab/root``), bottom first.
    public var path: [AppRoute]
    /// A route opened while no user was logged in that needs one: ``logIn()`` opens it.
    public private(set) var pendingRoute: AppRoute?
    /// Whether a user is logged in (a fake login, for the example).
    public private(set) var isLoggedIn: Bool

    /// What `open(_:)` did with a link.
    public enum Outcome: Hashable, Sendable {
        /// The route is on screen.
        case shown
        /// The route needs a logged-in user: it is ``Router/pendingRoute`` until ``Router/logIn()``.
        case heldForLogin
        /// No route matches the link; nothing changed.
        case notARoute
    }

    /// A router on `tab` with `path` pushed.
    public init(tab: Tab = .home, path: [AppRoute] = [], isLoggedIn: Bool = false) {
        self.tab = tab
        self.path = path
        self.isLoggedIn = isLoggedIn
    }

    /// Opens the route that `url` matches, if any.
    @discardableResult
    public mutating func open(_ url: URL) -> Outcome {
        guard let route = AppRoute(url: url) else { return .notARoute }
        return open(route)
    }

    /// Shows `route` on its tab with the screens under it, or holds it as ``pendingRoute`` when it
    /// needs a logged-in user and there is none.
    @discardableResult
    public mutating func open(_ route: AppRoute) -> Outcome {
        pendingRoute = nil
        if route.requiresLogin && !isLoggedIn {
            pendingRoute = route
            return .heldForLogin
        }
        show(route)
        return .shown
    }

    /// Logs the (fake) user in, then shows the route that was waiting for it, if any.
    public mutating func logIn() {
        isLoggedIn = true
        if let route = pendingRoute {
            pendingRoute = nil
            show(route)
        }
    }

    /// Selects the route's tab and pushes its stack above the tab's first screen.
    private mutating func show(_ route: AppRoute) {
        let tab = Tab(route)
        let stack = route.stack
        self.tab = tab
        path = stack.first == tab.root ? Array(stack.dropFirst()) : stack
    }
}
