import Foundation
@_spi(Generated) import RouteCompilerCore
@_spi(Generated) import RouteRuntime

/// A route table compiled from a `routes.json` spec by RouteCompilerCore (the records and
/// origins of `TableRecords`, as the generated file holds them), with what the generated code
/// does around it: a maker that switches on the key of the matched route's record and reads every
/// value through `_RouteMatch`, and a visit that hands a value to the URL writer. Its routes cover
/// each kind of segment and parameter: literals, typed and string parameters that backtrack into
/// each other, a mixed segment, a catch-all, a case-insensitive route with a named enum, query
/// parameters of each role, a query binding, a route without custom schemes, one on a wildcard
/// host only, and two excludes.
///
/// Excludes follow the spec's top-level `caseSensitive`, which is `false` here so that they
/// ignore ASCII case (`/files/private/{rest*}` as `/FILES/Private/x`, and `/pages/ADMIN`); every
/// route but `tab` sets its own `caseSensitive` back to `true`.
enum SmallTable {
    static let spec = """
        {
          "version": 1,
          "enum": "SmallRoute",
          "schemes": ["myapp", {"name": "ksr", "withHost": true}],
          "hosts": ["example.com", "*.shop.example.com"],
          "types": {"Tab": ["home", "search", "profile"]},
          "caseSensitive": false,
          "routes": {
            "home": {"path": "/", "caseSensitive": true},
            "settings": {"path": "/settings", "caseSensitive": true},
            "product": {
              "paths": ["/products/{id:int}", "/product?id={id:int}"], "query": {"ref": "string?"}, "caseSensitive": true
            },
            "productByName": {"path": "/products/{name}", "caseSensitive": true},
            "page": {"path": "/pages/{slug}", "caseSensitive": true},
            "flag": {"path": "/flags/{on:bool}", "caseSensitive": true},
            "order": {"path": "/orders/{id:uuid}", "caseSensitive": true},
            "price": {"path": "/price/{amount:double}", "query": {"currency": "string = EUR"}, "caseSensitive": true},
            "files": {"path": "/files/{path*}", "caseSensitive": true},
            "post": {"path": "/posts/{slug}-{id:int}", "caseSensitive": true},
            "tab": "/tabs/{tab:Tab}",
            "search": {"path": "/search", "query": {"q": "string", "page": "int = 1", "tags": "[string]"}, "caseSensitive": true},
            "webOnly": {"path": "/web/{slug}", "schemes": [], "caseSensitive": true},
            "shop": {"path": "/shop/{item}", "hosts": ["*.shop.example.com"], "caseSensitive": true}
          },
          "exclude": ["/pages/admin", "/files/private/{rest*}"]
        }
        """

    /// The compiled table, kept for the life of the process: its table reads it in place.
    static let compiled: InMemoryRouteTable = {
        let output = RouteCompiler.check(Array(spec.utf8))
        guard let compiled = output.spec, !output.hasErrors else {
            let text = output.diagnostics.map { $0.formatted(file: "routes.json") }.joined(separator: "\n")
            fatalError("the small table's spec does not compile:\n\(text)")
        }
        return InMemoryRouteTable(compiled)
    }()

    static var table: _RouteTable { compiled.table }

    /// The route `text` opens, as a URL or as a path alone.
    static func match(_ text: String, isPath: Bool) -> SmallRoute? {
        isPath ? table.match(path: text, SmallRoute.make) : table.match(string: text, SmallRoute.make)
    }

    /// The URL the writer builds for `route` under `scheme` (`nil`: the canonical URL).
    static func url(_ route: SmallRoute, scheme: String?) -> String? {
        var writer = _RouteURLWriter(table, scheme: scheme)
        route.visit(&writer)
        return writer.finish()
    }
}

/// The keys of the routes' records, `_RouteKey.route` of each case name, as the generated makers
/// and visits write them.
private enum Key {
    static let home = _RouteKey.route("home")
    static let settings = _RouteKey.route("settings")
    static let product = _RouteKey.route("product")
    static let productByName = _RouteKey.route("productByName")
    static let page = _RouteKey.route("page")
    static let flag = _RouteKey.route("flag")
    static let order = _RouteKey.route("order")
    static let price = _RouteKey.route("price")
    static let files = _RouteKey.route("files")
    static let post = _RouteKey.route("post")
    static let tab = _RouteKey.route("tab")
    static let search = _RouteKey.route("search")
    static let webOnly = _RouteKey.route("webOnly")
    static let shop = _RouteKey.route("shop")
}

/// The named enum `Tab` as the generated code declares it.
enum Tab: String, CaseIterable, _RouteEnumeration {
    case home, search, profile

    init(_routeIndex index: Int) {
        guard Self.allCases.indices.contains(index) else { fail("Tab index \(index) out of range") }
        self = Self.allCases[index]
    }
}

/// A value of the small table's routes, as a generated enum would hold it.
enum SmallRoute {
    case home
    case settings
    case product(id: Int, ref: String?)
    case productByName(name: String)
    case page(slug: String)
    case flag(on: Bool)
    case order(id: UUID)
    case price(amount: Double, currency: String)
    case files(path: [String])
    case post(slug: String, id: Int)
    case tab(tab: Tab)
    case search(q: String, page: Int, tags: [String])
    case webOnly(slug: String)
    case shop(item: String)

    /// What a generated maker reads from a match: the route by the key of its record.
    static func make(_ match: _RouteMatch) -> SmallRoute {
        switch match.route {
        case Key.home: .home
        case Key.settings: .settings
        case Key.product: .product(id: match.value(0), ref: match.optional(1))
        case Key.productByName: .productByName(name: match.value(0))
        case Key.page: .page(slug: match.value(0))
        case Key.flag: .flag(on: match.value(0))
        case Key.order: .order(id: match.value(0))
        case Key.price: .price(amount: match.value(0), currency: match.value(1))
        case Key.files: .files(path: match.segments(0))
        case Key.post: .post(slug: match.value(0), id: match.value(1))
        case Key.tab: .tab(tab: match.value(0))
        case Key.search: .search(q: match.value(0), page: match.value(1), tags: match.list(2))
        case Key.webOnly: .webOnly(slug: match.value(0))
        case Key.shop: .shop(item: match.value(0))
        default: fail("the match's route key \(match.route) is not one of the table's 14 routes")
        }
    }

    /// What the generated `_visit` does: the key of the route, then its values in label order.
    func visit<Visitor: _RouteVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .home: visitor.route(Key.home)
        case .settings: visitor.route(Key.settings)
        case .product(let id, let ref):
            visitor.route(Key.product)
            visitor.value(id)
            visitor.optional(ref)
        case .productByName(let name):
            visitor.route(Key.productByName)
            visitor.value(name)
        case .page(let slug):
            visitor.route(Key.page)
            visitor.value(slug)
        case .flag(let on):
            visitor.route(Key.flag)
            visitor.value(on)
        case .order(let id):
            visitor.route(Key.order)
            visitor.value(id)
        case .price(let amount, let currency):
            visitor.route(Key.price)
            visitor.value(amount)
            visitor.value(currency)
        case .files(let path):
            visitor.route(Key.files)
            visitor.segments(path)
        case .post(let slug, let id):
            visitor.route(Key.post)
            visitor.value(slug)
            visitor.value(id)
        case .tab(let tab):
            visitor.route(Key.tab)
            visitor.value(tab)
        case .search(let q, let page, let tags):
            visitor.route(Key.search)
            visitor.value(q)
            visitor.value(page)
            visitor.list(tags)
        case .webOnly(let slug):
            visitor.route(Key.webOnly)
            visitor.value(slug)
        case .shop(let item):
            visitor.route(Key.shop)
            visitor.value(item)
        }
    }

    /// The value as text, strings quoted with Swift's escapes and doubles as they print (distinct
    /// for distinct doubles, `-0.0` included); two values are the same when their texts have the
    /// same bytes.
    var rendered: String {
        func quoted(_ text: String) -> String { text.debugDescription }
        func list(_ items: [String]) -> String { "[" + items.map(quoted).joined(separator: ", ") + "]" }
        switch self {
        case .home: return "home"
        case .settings: return "settings"
        case .product(let id, let ref): return "product(id: \(id), ref: \(ref.map(quoted) ?? "nil"))"
        case .productByName(let name): return "productByName(name: \(quoted(name)))"
        case .page(let slug): return "page(slug: \(quoted(slug)))"
        case .flag(let on): return "flag(on: \(on))"
        case .order(let id): return "order(id: \(id.uuidString))"
        case .price(let amount, let currency): return "price(amount: \(amount), currency: \(quoted(currency)))"
        case .files(let path): return "files(path: \(list(path)))"
        case .post(let slug, let id): return "post(slug: \(quoted(slug)), id: \(id))"
        case .tab(let tab): return "tab(tab: .\(tab.rawValue))"
        case .search(let q, let page, let tags): return "search(q: \(quoted(q)), page: \(page), tags: \(list(tags)))"
        case .webOnly(let slug): return "webOnly(slug: \(quoted(slug)))"
        case .shop(let item): return "shop(item: \(quoted(item)))"
        }
    }

    /// Whether two answers are the same: both `nil`, or the same rendered bytes.
    static func same(_ lhs: SmallRoute?, _ rhs: SmallRoute?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case (let lhs?, let rhs?): Array(lhs.rendered.utf8) == Array(rhs.rendered.utf8)
        default: false
        }
    }
}
