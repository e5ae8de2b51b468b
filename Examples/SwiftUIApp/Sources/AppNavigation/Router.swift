import Foundation

/// The app's navigation state, and how a deep link changes it.
///
/// `ShopRoute` is generated from `routes.json` by RouteCompilerPlugin: one case per route, with
/// typed parameters, and what `routes.json` says about each screen. Its `"parent"` keys give every
/// route its `stack`, so that Back goes somewhere sensible after a deep link (from an order's
/// tracking to the order, then to the list of orders, not out of the app); its `"metadata"` says
/// which screens need a logged-in user (`requiresLogin`) and which screen is the first of each tab
/// (`rootOfTab`). The router has no SwiftUI in it, so it builds and is tested on every platform;
/// the app binds `path` to a `NavigationStack`, `tab` to a `TabView` and shows a login sheet while
/// `pendingRoute` is set.
///
/// The router is `Codable` (each route encodes as the text of its URL), so the app saves it with
/// the scene and restores it with ``init(restoring:)``: the screens, the tab and a link that waits
/// for a login survive a relaunch.
public struct Router: Codable, Equatable, Sendable {
    /// The selected tab.
    public var tab: ShopRoute.Tab
    /// The screens pushed on the selected tab's first screen (`tab.root`), bottom first.
    public var path: [ShopRoute]
    /// A route that was opened while no user was logged in and that needs one: ``logIn()`` opens
    /// it, ``cancelLogin()`` drops it.
    public private(set) var pendingRoute: ShopRoute?
    /// Whether a user is logged in. The login is fake, and saved with the rest of the state; a real
    /// app would ask its session instead.
    public private(set) var isLoggedIn: Bool

    /// What `open(_:)` did with a link.
    public enum Outcome: Equatable, Sendable {
        /// The route is on screen.
        case shown
        /// The route needs a logged-in user: it is ``pendingRoute`` until ``logIn()``.
        case heldForLogin
        /// No route matches the link (one the app does not know: open it in the browser
        /// instead); nothing changed.
        case notARoute
    }

    /// A router on `tab` with `path` pushed; at launch, the Shop tab with nothing pushed.
    public init(tab: ShopRoute.Tab = .home, path: [ShopRoute] = [], isLoggedIn: Bool = false) {
        self.tab = tab
        self.path = path
        self.isLoggedIn = isLoggedIn
    }

    /// The router saved as `data` (JSON from `JSONEncoder`), or a fresh one when there is nothing
    /// saved or it does not decode: a route whose URL no longer opens it after an update, or a
    /// hand-edited file, starts the app afresh instead of stopping it.
    public init(restoring data: Data?) {
        guard let data, let saved = try? JSONDecoder().decode(Router.self, from: data) else {
            self.init()
            return
        }
        self = saved
    }

    /// Opens the route that `url` matches, if any: see `open(_:)` for a route.
    @discardableResult
    public mutating func open(_ url: URL) -> Outcome {
        guard let route = ShopRoute(url: url) else { return .notARoute }
        return open(route)
    }

    /// Shows `route`, or, when it needs a logged-in user and there is none, holds it as
    /// ``pendingRoute`` for ``logIn()``. The latest link wins: it replaces a route held before.
    @discardableResult
    public mutating func open(_ route: ShopRoute) -> Outcome {
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

    /// Drops the route that waits for a login; what is on screen stays.
    public mutating func cancelLogin() {
        pendingRoute = nil
    }

    /// Logs the user out and pops the screens that need a login.
    public mutating func logOut() {
        isLoggedIn = false
        path = Array(path.prefix { !$0.requiresLogin })
    }

    /// Shows `route` with the screens under it, replacing the current navigation.
    ///
    /// `route.stack` is the route with its parents, from `routes.json`: the first one is a tab's
    /// first screen (its `rootOfTab`), which selects the tab; the others are pushed on it. A route
    /// outside every tab's stack is pushed on the selected tab, and a `shop://tabs/<tab>` link
    /// selects its tab with nothing pushed.
    public mutating func show(_ route: ShopRoute) {
        if case .tab(let selected) = route {
            (tab, path) = (selected, [])
            return
        }
        let stack = route.stack
        if let root = stack.first?.rootOfTab {
            (tab, path) = (root, Array(stack.dropFirst()))
        } else {
            path = stack
        }
    }

    /// The link to the screen on top, to share: its canonical URL, in the environment this build
    /// uses (a universal link where the route has one).
    public var shareableURL: URL {
        (path.last ?? tab.root).url
    }
}

/// Saved with the router, as its raw value.
extension ShopRoute.Tab: Codable {}

extension ShopRoute.Tab {
    /// The route whose screen is the tab's first: the route whose `rootOfTab` is this tab in
    /// `routes.json`.
    public var root: ShopRoute {
        switch self {
        case .home: .home
        case .orders: .orders
        case .account: .account
        }
    }
}
