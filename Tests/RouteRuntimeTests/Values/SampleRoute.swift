import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A route enum wired to the runtime as the generated code wires it (Specification §6.9, §6.7):
/// `==`, `hash(into:)` and `Codable` through one visit of its values, its makers by the keys of
/// its routes' records.
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

    static let routes = TestTable(
        """
        {
          "version": 1,
          "enum": "SampleRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "types": {"Tab": ["home", "search", "profile"]},
          "routes": {
            "home": "/",
            "product": {"path": "/products/{id:int}", "query": {"ref": "string?"}},
            "many": "/many/{a:int}/{b:int}/{c:int}/{d:int}/{e:int}/{f:int}/{g:int}/{h}",
            "ratio": "/ratio/{x:double}",
            "tags": {"path": "/tags", "query": {"tags": "[string]"}},
            "help": "/help/{topic*}",
            "tab": "/tabs/{tab:Tab}",
            "item": "/item/{id:int}",
            "items": "/items/{id:int}"
          }
        }
        """
    ).table

    /// The case names by the keys of their records.
    static let names: [UInt64: String] = Dictionary(
        uniqueKeysWithValues: ["home", "product", "many", "ratio", "tags", "help", "tab", "item", "items"].map {
            (_RouteKey.route($0), $0)
        })

    init?(string: String) {
        guard let route = Self.routes.match(string: string, Self.make) else { return nil }
        self = route
    }

    private static func make(_ match: _RouteMatch) -> SampleRoute {
        switch names[match.route] {
        case "home": .home
        case "product": .product(id: match.value(0), ref: match.optional(1))
        case "many":
            .many(
                a: match.value(0), b: match.value(1), c: match.value(2), d: match.value(3), e: match.value(4),
                f: match.value(5), g: match.value(6), h: match.value(7))
        case "ratio": .ratio(x: match.value(0))
        case "tags": .tags(tags: match.list(0))
        case "help": .help(topic: match.segments(0))
        case "tab": .tab(tab: match.value(0))
        case "item": .item(id: match.value(0))
        case "items": .items(id: match.value(0))
        default: fatalError("no route of the table has the key \(match.route)")
        }
    }

    func visit<Visitor: _RouteVisitor>(_ visitor: inout Visitor) {
        switch self {
        case .home: visitor.route(_RouteKey.route("home"))
        case .product(let id, let ref):
            visitor.route(_RouteKey.route("product"))
            visitor.value(id)
            visitor.optional(ref)
        case .many(let a, let b, let c, let d, let e, let f, let g, let h):
            visitor.route(_RouteKey.route("many"))
            for value in [a, b, c, d, e, f, g] { visitor.value(value) }
            visitor.value(h)
        case .ratio(let x):
            visitor.route(_RouteKey.route("ratio"))
            visitor.value(x)
        case .tags(let tags):
            visitor.route(_RouteKey.route("tags"))
            visitor.list(tags)
        case .help(let topic):
            visitor.route(_RouteKey.route("help"))
            visitor.segments(topic)
        case .tab(let tab):
            visitor.route(_RouteKey.route("tab"))
            visitor.value(tab)
        case .item(let id):
            visitor.route(_RouteKey.route("item"))
            visitor.value(id)
        case .items(let id):
            visitor.route(_RouteKey.route("items"))
            visitor.value(id)
        }
    }

    /// The URL's text under `scheme`, or the canonical one.
    func urlString(_ scheme: String? = nil) -> String? {
        var writer = _RouteURLWriter(Self.routes, scheme: scheme)
        visit(&writer)
        return writer.finish()
    }

    /// The case name of the route whose key `_RouteName` finds.
    var name: String {
        var visitor = _RouteName()
        visit(&visitor)
        return Self.names[visitor.key] ?? "unknown key \(visitor.key)"
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
