#if canImport(SwiftUI)
    import AppNavigation
    import SwiftUI

    /// The tabs, each a `NavigationStack` on its first screen whose path holds `ShopRoute` values.
    struct TabsView: View {
        @Binding var router: Router

        var body: some View {
            TabView(selection: $router.tab) {
                ForEach(ShopRoute.Tab.allCases, id: \.self) { tab in
                    NavigationStack(path: pathBinding(for: tab)) {
                        RouteView(route: tab.root, router: $router)
                            .navigationDestination(for: ShopRoute.self) { route in
                                RouteView(route: route, router: $router)
                            }
                    }
                    .tabItem { Label(tab.title, systemImage: tab.systemImage) }
                    .tag(tab)
                }
            }
        }

        /// The selected tab's stack is the router's path; the other tabs show their first screen.
        private func pathBinding(for tab: ShopRoute.Tab) -> Binding<[ShopRoute]> {
            Binding(
                get: { router.tab == tab ? router.path : [] },
                set: { path in
                    router.tab = tab
                    router.path = path
                }
            )
        }
    }

    /// One screen per route; its values are already typed. A screen whose route needs a login
    /// (`requiresLogin` in routes.json) asks for one while nobody is logged in.
    struct RouteView: View {
        let route: ShopRoute
        @Binding var router: Router

        /// The order the screens link to.
        static let lastOrder = UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!

        var body: some View {
            Group {
                if route.requiresLogin && !router.isLoggedIn {
                    // Holds the route for the login sheet, which opens it once logged in.
                    Button("Log in to see this") { router.open(route) }
                } else {
                    content
                }
            }
            .navigationTitle(route.title)
            .toolbar {
                ShareLink(item: route.url)
            }
        }

        @ViewBuilder
        private var content: some View {
            switch route {
            case .home, .tab:
                List {
                    NavigationLink("Red shoes", value: ShopRoute.search(q: "red shoes"))
                    NavigationLink("Product 42", value: ShopRoute.product(id: 42))
                }
            case .product(let id, let ref):
                VStack {
                    Text("Product \(id)").font(.title)
                    if let ref { Text("Shared from \(ref)").foregroundStyle(.secondary) }
                }
            case .search(let q, let page):
                Text("Results for “\(q)”, page \(page)")
            case .orders:
                List {
                    NavigationLink("Your last order", value: ShopRoute.order(order: Self.lastOrder))
                }
            case .order(let order):
                List {
                    Text("Placed last week")
                    NavigationLink("Track the parcel", value: ShopRoute.tracking(order: order))
                    NavigationLink("Review the items", value: ShopRoute.review(order: order))
                }
            case .tracking:
                Text("Your parcel is on its way.")
            case .review(_, let rating):
                if let rating {
                    Text("Your rating: \(rating) stars")
                } else {
                    Text("Rate the items of this order.")
                }
            case .account:
                List {
                    Text("Logged in as Test User")
                    Button("Log out") { router.logOut() }
                }
            }
        }
    }

    extension ShopRoute {
        /// The screen's title.
        var title: String {
            switch self {
            case .home, .tab: ShopRoute.Tab.home.title
            case .product(let id, _): "Product \(id)"
            case .search(let q, _): "“\(q)”"
            case .orders: ShopRoute.Tab.orders.title
            case .order(let order): "Order \(order.uuidString.prefix(8))"
            case .tracking: "Tracking"
            case .review: "Review"
            case .account: ShopRoute.Tab.account.title
            }
        }
    }

    extension ShopRoute.Tab {
        var title: String {
            switch self {
            case .home: "Shop"
            case .orders: "Orders"
            case .account: "Account"
            }
        }

        var systemImage: String {
            switch self {
            case .home: "bag"
            case .orders: "shippingbox"
            case .account: "person.crop.circle"
            }
        }
    }
#endif
