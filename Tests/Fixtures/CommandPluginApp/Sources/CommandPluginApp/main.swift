import Foundation
import RouteRuntime

/// A three-character code, read through `{"swift": "ProductCode"}`.
public struct ProductCode: RouteParameter {
    var value: String
    /// Reads exactly three characters.
    public init?(routeParameter: String) { guard routeParameter.count == 3 else { return nil }; value = routeParameter }
    /// The code itself.
    public var routeParameter: String { value }
}

let r: AppRoute = .product(id: 42)
precondition(AppRoute(url: URL(string: "https://example.com/products/42?ref=mail")!) == .product(id: 42, ref: "mail"))
precondition(AppRoute(string: "myapp://product?id=42") == .product(id: 42))
precondition(r.url.absoluteString == "https://example.com/products/42")
precondition(AppRoute.search(q: "x").url(scheme: "myapp")?.absoluteString == "myapp://search?q=x")
precondition(AppRoute.tab(tab: .search).url(scheme: "https") == nil)
precondition(AppRoute(string: "https://example.com/code/abc") == .code(code: ProductCode(routeParameter: "abc")!))
let all: [AppRoute.Tab] = AppRoute.Tab.allCases
print("ok", all.count, r)
