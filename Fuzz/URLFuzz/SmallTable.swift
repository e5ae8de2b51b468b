import Foundation
@_spi(Generated) import RouteRuntime

/// A route table written by hand in the format route-compiler writes (see RouteRuntime's
/// `TableDescription`), with what the generated code does around it: a maker that reads every
/// value of the matched route through `_RouteMatch`, and a visit that hands a value to the URL
/// writer. Its routes cover each kind of segment and parameter: literals, typed and string
/// parameters that backtrack into each other, a mixed segment, a catch-all, a case-insensitive
/// route, query parameters of each role, a query binding, a route without custom schemes, one on
/// a wildcard host only, and two excludes.
enum SmallTable {
    static let origins = """
        scheme myapp
        scheme ksr host
        host example.com
        host *.shop.example.com
        """

    static let routes = """
        enum Tab home search profile
        route home
        route settings
        route product id:int &ref:string?
        route productByName name:string
        route page slug:string
        route flag on:bool
        route order id:uuid
        route price amount:double &currency:string=EUR
        route files path:*
        route post slug:string id:int
        route tab ci tab:enum0
        route search &q:string &page:int=1 &tags:[string]
        route webOnly slug:string schemes=
        route shop item:string hosts=1
        canonical home /
        canonical settings /settings
        canonical product /products/{id}
        pattern product /product?id={id}
        canonical productByName /products/{name}
        canonical page /pages/{slug}
        canonical flag /flags/{on}
        canonical order /orders/{id}
        canonical price /price/{amount}
        canonical files /files/{path}
        canonical post /posts/{slug}-{id}
        canonical tab /tabs/{tab}
        canonical search /search
        canonical webOnly /web/{slug}
        canonical shop /shop/{item}
        exclude /pages/admin
        exclude ci /files/private/{*}
        """

    static let table = _RouteTable(origins: origins, routes: routes)

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

    /// What a generated maker reads from a match: the route by its index in `route` line order.
    static func make(_ match: _RouteMatch) -> SmallRoute {
        switch match.route {
        case 0: .home
        case 1: .settings
        case 2: .product(id: match.value(0), ref: match.optional(1))
        case 3: .productByName(name: match.value(0))
        case 4: .page(slug: match.value(0))
        case 5: .flag(on: match.value(0))
        case 6: .order(id: match.value(0))
        case 7: .price(amount: match.value(0), currency: match.value(1))
        case 8: .files(path: match.segments(0))
        case 9: .post(slug: match.value(0), id: match.value(1))
        case 10: .tab(tab: match.value(0))
        case 11: .search(q: match.value(0), page: match.value(1), tags: match.list(2))
        case 12: .webOnly(slug: match.value(0))
        case 13: .shop(item: match.value(0))
        default: fail("the match's route index \(match.route) is not one of the table's 14 routes")
        }
    }

    /// What the generated `_visit` does: the case name, then its values in label order.
    func visit<Visitor: _RouteVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .home: visitor.route("home")
        case .settings: visitor.route("settings")
        case .product(let id, let ref):
            visitor.route("product")
            visitor.value(id)
            visitor.optional(ref)
        case .productByName(let name):
            visitor.route("productByName")
            visitor.value(name)
        case .page(let slug):
            visitor.route("page")
            visitor.value(slug)
        case .flag(let on):
            visitor.route("flag")
            visitor.value(on)
        case .order(let id):
            visitor.route("order")
            visitor.value(id)
        case .price(let amount, let currency):
            visitor.route("price")
            visitor.value(amount)
            visitor.value(currency)
        case .files(let path):
            visitor.route("files")
            visitor.segments(path)
        case .post(let slug, let id):
            visitor.route("post")
            visitor.value(slug)
            visitor.value(id)
        case .tab(let tab):
            visitor.route("tab")
            visitor.value(tab)
        case .search(let q, let page, let tags):
            visitor.route("search")
            visitor.value(q)
            visitor.value(page)
            visitor.list(tags)
        case .webOnly(let slug):
            visitor.route("webOnly")
            visitor.value(slug)
        case .shop(let item):
            visitor.route("shop")
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
