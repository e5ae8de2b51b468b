import AppNavigation
import Testing

/// What `routes.json` says about the screens agrees with the app.
@Suite struct RoutesFileTests {
    @Test(arguments: Links.everyRoute)
    func everyStackStartsAtATabsFirstScreen(route: ShopRoute) throws {
        if case .tab = route { return }  // selects a tab; it is no screen
        let root = try #require(route.stack.first)
        let tab = try #require(root.rootOfTab, "the stack of \(route) starts at \(root), no tab's first screen")
        #expect(tab.root == root)
        #expect(route.stack.dropFirst().allSatisfy { $0.rootOfTab == nil })
    }

    @Test(arguments: Links.everyRoute)
    func theStackIsTheChainOfParents(route: ShopRoute) {
        #expect(route.stack == (route.parent?.stack ?? []) + [route])
        #expect(route.stack.last == route)
    }

    @Test func aParentTakesTheValuesItSharesAndDefaultsTheRest() {
        let order = Links.order
        #expect(ShopRoute.review(order: order, rating: 5).parent == .order(order: order))
        #expect(ShopRoute.order(order: order).parent == .orders)
        #expect(ShopRoute.product(id: 42, ref: "email").parent == .home)
        #expect(ShopRoute.orders.parent == nil)
    }

    @Test(arguments: ShopRoute.Tab.allCases)
    func eachTabsRootIsTheRouteThatSaysSo(tab: ShopRoute.Tab) {
        #expect(tab.root.rootOfTab == tab)
        #expect(tab.root.parent == nil)
    }

    @Test(arguments: Links.everyRoute)
    func aScreenOverOneThatNeedsLoginNeedsLoginToo(route: ShopRoute) {
        if route.stack.contains(where: \.requiresLogin) {
            #expect(route.requiresLogin)
        }
    }

    @Test func theOrdersAndTheAccountNeedLogin() {
        let order = Links.order
        let needingLogin = Links.everyRoute.filter(\.requiresLogin)
        #expect(
            needingLogin == [
                .orders, .order(order: order), .tracking(order: order), .review(order: order, rating: 5), .account,
            ])
    }
}
