#if canImport(SwiftUI)
    import AppNavigation
    import SwiftUI

    /// The tabs, each with a `NavigationStack` whose path holds `ShopRoute` values.
    struct RootView: View {
        @Binding var router: Router

        var body: some View {
            TabView(selection: $router.tab) {
                ForEach(ShopRoute.Tab.allCases, id: \.self) { tab in
                    NavigationStack(path: pathBinding(for: tab)) {
                        TabRootView(tab: tab)
                            .navigationDestination(for: ShopRoute.self) { route in
                                RouteView(route: route)
                            }
                    }
                    .tabItem { Label(tab.title, systemImage: tab.systemImage) }
                    .tag(tab)
                }
            }
        }

        /// The selected tab's stack is the router's path; the other tabs show their root.
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

    /// The first screen of a tab.
    struct TabRootView: View {
        let tab: ShopRoute.Tab

        var body: some View {
            List {
                switch tab {
                case .home:
                    NavigationLink("Red shoes", value: ShopRoute.search(q: "red shoes"))
                    NavigationLink("Product 42", value: ShopRoute.product(id: 42))
                case .orders:
                    let order = UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!
                    NavigationLink("Your last order", value: ShopRoute.order(order: order))
                case .account:
                    Text("Signed in")
                }
            }
            .navigationTitle(tab.title)
        }
    }

    /// One screen per route; its values are already typed.
    struct RouteView: View {
        let route: ShopRoute

        var body: some View {
            content
                .toolbar {
                    ShareLink(item: route.url)
                }
        }

        @ViewBuilder
        private var content: some View {
            switch route {
            case .home, .tab:
                Text("Home")
            case .product(let id, let ref):
                VStack {
                    Text("Product \(id)").font(.title)
                    if let ref { Text("Shared from \(ref)").foregroundStyle(.secondary) }
                }
            case .search(let q, let page):
                Text("Results for “\(q)”, page \(page)")
            case .order(let order):
                List {
                    Text("Order \(order.uuidString.prefix(8))")
                    NavigationLink("Track the parcel", value: ShopRoute.tracking(order: order))
                    NavigationLink("Review the items", value: ShopRoute.review(order: order))
                }
            case .tracking(let order):
                Text("Tracking of order \(order.uuidString.prefix(8))")
            case .review(let order, let rating):
                Text("Review order \(order.uuidString.prefix(8))" + (rating.map { ": \($0) stars" } ?? ""))
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
