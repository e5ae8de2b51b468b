import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A route enum wired to the runtime as the generated code wires it (Specification §6.9, §6.7):
/// `==`, `hash(into:)` and `Codable` through one visit of its values.
enum SampleRoute: Hashable, Codable {
    case home
    case product(id: Int, ref: String?)
    case many(a: Int, b: Int, c: Int, d: Int, e: Int, f: Int, g: Int, h: String)
    case ratio(x: Double)
    case tags(tags: [String])
    case help(topic: [String])
    case tab(tab: Tab)
    case item(id: Int)
    case items(id: Int)

    static let routes = _RouteTable(
        origins: """
            scheme myapp
            host example.com
            """,
        routes: """
            enum Tab home search profile
            route home
            route product id:int &ref:string?
            route many a:int b:int c:int d:int e:int f:int g:int h:string
            route ratio x:double
            route tags &tags:[string]
            route help topic:*
            route tab tab:enum0
            route item id:int
            route items id:int
            canonical home /
            canonical product /products/{id}
            canonical many /many/{a}/{b}/{c}/{d}/{e}/{f}/{g}/{h}
            canonical ratio /ratio/{x}
            canonical tags /tags
            canonical help /help/{topic}
            canonical tab /tabs/{tab}
            canonical item /item/{id}
            canonical items /items/{id}
            """)

    init?(string: String) {
        guard let route = Self.routes.match(string: string, Self.make) else { return nil }
        self = route
    }

    private static func make(_ match: _RouteMatch) -> SampleRoute {
        switch match.route {
        case 0: .home
        case 1: .product(id: match.value(0), ref: match.optional(1))
        case 2:
            .many(
                a: match.value(0), b: match.value(1), c: match.value(2), d: match.value(3), e: match.value(4),
                f: match.value(5), g: match.value(6), h: match.value(7))
        case 3: .ratio(x: match.value(0))
        case 4: .tags(tags: match.list(0))
        case 5: .help(topic: match.segments(0))
        case 6: .tab(tab: match.value(0))
        case 7: .item(id: match.value(0))
        default: .items(id: match.value(0))
        }
    }

    func visit<Visitor: _RouteVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .home: visitor.route("home")
        case .product(let id, let ref):
            visitor.route("product")
            visitor.value(id)
            visitor.optional(ref)
        case .many(let a, let b, let c, let d, let e, let f, let g, let h):
            visitor.route("many")
            for value in [a, b, c, d, e, f, g] { visitor.value(value) }
            visitor.value(h)
        case .ratio(let x):
            visitor.route("ratio")
            visitor.value(x)
        case .tags(let tags):
            visitor.route("tags")
            visitor.list(tags)
        case .help(let topic):
            visitor.route("help")
            visitor.segments(topic)
        case .tab(let tab):
            visitor.route("tab")
            visitor.value(tab)
        case .item(let id):
            visitor.route("item")
            visitor.value(id)
        case .items(let id):
            visitor.route("items")
            visitor.value(id)
        }
    }

    /// The URL's text under `scheme`, or the canonical one.
    func urlString(_ scheme: String? = nil) -> String? {
        var writer = _RouteURLWriter(Self.routes, scheme: scheme)
        visit(&writer)
        return writer.finish()
    }

    /// The case name, as `_RouteName` finds it.
    var name: String {
        var visitor = _RouteName()
        visit(&visitor)
        return "\(visitor.name)"
    }

    static func == (lhs: SampleRoute, rhs: SampleRoute) -> Bool {
        var left = _RouteValues()
        lhs.visit(&left)
        var right = _RouteValues()
        rhs.visit(&right)
        return left == right
    }

    func hash(into hasher: inout Hasher) {
        var hashing = _RouteHashing(hasher)
        visit(&hashing)
        hasher = hashing.hasher
    }

    init(from decoder: any Decoder) throws {
        self = try _RouteCoding.decode(from: decoder) { Self(string: $0) }
    }

    func encode(to encoder: any Encoder) throws {
        try _RouteCoding.encode(urlString()!, to: encoder)
    }
}
