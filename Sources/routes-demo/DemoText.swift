import Foundation
import RouteCompilerCore

/// The text the demo prints. The values are shown as Swift source writes them
/// (`.tab(tab: .search)`), and misses explained, by the reference matcher of `RouteCompilerCore`
/// over the same `routes.json` the plugin compiled.
struct DemoText {
    /// The top-level `routes.json`, next to `Package.swift`.
    static let specURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("routes.json")

    let spec: RouteSpec?
    let matcher: ReferenceMatcher?

    init() {
        let bytes = (try? Data(contentsOf: Self.specURL)).map { Array($0) } ?? []
        spec = RouteCompiler.check(bytes).spec
        matcher = spec.map { ReferenceMatcher($0) }
    }

    /// The route that `text` (a URL or a path) opened, as Swift source writes it, without the
    /// optional parameters that are `nil` and the lists that are empty (which the case's defaults
    /// give): `.product(id: 123)`, `.tab(tab: .search)`.
    func describe(_ route: AppRoute, as text: String) -> String {
        guard let match = matcher?.match(route.url.absoluteString) ?? matcher?.match(text) else { return "\(route)" }
        let arguments = match.arguments.filter { argument in
            switch argument.value {
            case .optional(nil): false
            case .list(let items): !items.isEmpty
            default: true
            }
        }
        let name = "." + match.routeName
        guard !arguments.isEmpty else { return name }
        return name + "(" + arguments.map { $0.label + ": " + $0.value.swiftLiteral }.joined(separator: ", ") + ")"
    }

    /// Why `text` opens no route, as `route-compiler match` says it.
    func whyNoRoute(_ text: String) -> [String] {
        guard let matcher, let spec else { return ["no route matches this URL"] }
        let explanation = matcher.explain(text)
        if case .noRoute(let nearest?, _) = explanation.outcome {
            let route = spec.routes[nearest.routeIndex]
            return [
                "no route:  \(nearest.failure)",
                "nearest:   .\(route.name) via '\(nearest.pattern)' (routes.json:\(route.patterns[nearest.patternIndex].position))",
            ]
        }
        return ["no route:  \(explanation.reason ?? "no route matches")"]
    }

    static let examples = [
        "myapp://product?id=123",
        "https://example.com/products/123?ref=mail",
        "https://example.com/profile/ada",
        "myapp://SETTINGS",
        "myapp://detail?id=42",
        "https://www.example.com/users/0f8fad5b-d9cb-469f-a165-70867728950e/orders/7",
        "myapp://tabs/search",
        "https://example.com/search?q=red%20shoes&page=2&tags=sale&utm_source=mail",
        "https://example.com/help/account/password",
        "https://example.com/blog/summer-sale-2026-17",
        "exampleapp://www.example.com/products/7",
        "https://example.com/PROMO/summer",
        "myapp://cart?checkout",
        "https://example.com/cart?remove=123&add=7",
        "/products/42",
        "https://example.com/help/internal/pricing",
        "https://example.com/products/abc",
        "https://evil.example/products/123",
    ]

    /// A sample value of every route.
    static let samples: [AppRoute] = [
        .home,
        .settings,
        .product(id: 123),
        .profile(id: "ada"),
        .order(user: UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!, order: 7),
        .tab(tab: .search),
        .search(q: "shoes"),
        .help(topic: ["account", "password"]),
        .post(slug: "summer-sale", id: 17),
        .promo(code: "SUMMER"),
        .cart(checkout: true),
        .cartAdd(id: 123),
        .cartRemove(id: 123),
    ]

    var overview: String {
        var lines = [
            "routes-demo: the deep links of routes.json, matched by the generated AppRoute enum.",
            "",
            "usage: swift run routes-demo <url or /path>...",
            "",
            "Routes:",
        ]
        let rows = Self.samples.map { (describe($0, as: $0.url.absoluteString), $0.url.absoluteString) }
        let width = rows.map(\.0.count).max() ?? 0
        lines += rows.map { "  " + $0.0.padding(toLength: width + 2, withPad: " ", startingAt: 0) + $0.1 }
        lines += ["", "Links to try:"]
        lines += Self.examples.map { "  swift run routes-demo '\($0)'" }
        return lines.joined(separator: "\n")
    }
}
