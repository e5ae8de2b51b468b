import Foundation

/// The text the demo prints.
enum DemoText {
    /// A route with its typed parameters, as Swift would spell the value.
    static func describe(_ route: AppRoute) -> String {
        "." + String(describing: route)
    }

    static let examples = [
        "myapp://product?id=123",
        "https://example.com/products/123?ref=mail",
        "https://example.com/profile/ada",
        "myapp://settings",
        "myapp://detail?id=42",
        "https://www.example.com/users/0f8fad5b-d9cb-469f-a165-70867728950e/orders/7",
        "myapp://tabs/search",
        "https://example.com/search?q=red%20shoes&page=2&tags=sale&utm_source=mail",
        "https://example.com/help/account/password",
        "https://evil.example/products/123",
    ]

    static var overview: String {
        var lines = [
            "routes-demo: the deep links of routes.json, matched by the generated AppRoute enum.",
            "",
            "usage: swift run routes-demo <url>...",
            "",
            "Routes:",
        ]
        lines += routeTable
        lines += ["", "Links to try:"]
        lines += examples.map { "  swift run routes-demo '\($0)'" }
        return lines.joined(separator: "\n")
    }

    /// One line per route: the case and its canonical URL for sample values.
    static var routeTable: [String] {
        let samples: [AppRoute] = [
            .home,
            .settings,
            .product(id: 123),
            .profile(id: "ada"),
            .order(user: UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!, order: 7),
            .tab(tab: .search),
            .search(q: "shoes"),
            .help(topic: ["account", "password"]),
        ]
        return samples.map {
            "  \(describe($0).padding(toLength: 48, withPad: " ", startingAt: 0)) \($0.url.absoluteString)"
        }
    }
}
