import Foundation
import RouteCompilerCore

/// The "before" of the README: the deep-link handler apps hand-write today. It parses the URL with
/// Foundation's `URLComponents`, reads `scheme`, `host` and `path`, splits the path on `/`, then
/// checks the routes one after the other, in the order of `routes.json`, as a chain of
/// `if parts.count == 2 && parts[0] == "products", let id = Int(parts[1]) { ... } else if ...`
/// does; the query's items are read with `queryItems` only for routes that read the query (the
/// synthetic tables have none, which favours this handler).
///
/// It is written once, over the route list of the spec read at startup, rather than generated as
/// 10,000 `if` statements; each check it makes is the one such a statement makes (`Int(part)`,
/// `UUID(uuidString:)`, `Color(rawValue:)` as a set lookup, `part == "literal"`).
struct BeforeHandler {
    /// What one path segment of a route must be.
    enum Segment {
        case literal(String)
        case int
        case double
        case bool
        case uuid
        case string
        case choice(Set<String>)
    }

    /// One route: its segments, and which kind of link opens it.
    struct Route {
        var name: String
        var segments: [Segment]
        var query: [(key: String, segment: Segment)]
        var acceptsCustomScheme: Bool
        var acceptsUniversalLink: Bool
    }

    /// A value read from the URL, as a hand-written handler would put into its enum.
    enum Value {
        case int(Int)
        case double(Double)
        case bool(Bool)
        case uuid(UUID)
        case string(String)
    }

    /// The route a URL opens, and up to three of its values.
    struct Match {
        var routeIndex: Int
        var first: Value?
        var second: Value?
        var third: Value?

        mutating func add(_ value: Value) {
            if first == nil {
                first = value
            } else if second == nil {
                second = value
            } else {
                third = value
            }
        }
    }

    let routes: [Route]
    let schemes: [String]
    let hosts: [String]

    /// The routes of a spec that uses only what the benchmark tables use: one path pattern per
    /// route without a query part or catch-all, required query parameters, named enums, and
    /// per-route `schemes`/`hosts`.
    init(_ spec: RouteSpec) throws {
        func segment(for type: ParameterType) throws -> Segment {
            switch type {
            case .builtIn(.string): return .string
            case .builtIn(.int): return .int
            case .builtIn(.double): return .double
            case .builtIn(.bool): return .bool
            case .builtIn(.uuid): return .uuid
            case .builtIn(let other):
                throw BeforeHandlerError("the handler does not model the type \(other.name)")
            case .enumeration(let named):
                return .choice(Set(named.rawValues))
            case .app(let app):
                throw BeforeHandlerError("the handler does not model {\"swift\"} types (\(app.name))")
            }
        }
        self.routes = try spec.routes.map { route in
            guard route.patterns.count == 1, route.canonicalPattern.queryBindings.isEmpty else {
                throw BeforeHandlerError("\(route.name): the handler models one pattern without a query part")
            }
            let segments = try route.canonicalPattern.segments.map { piece -> Segment in
                switch piece.kind {
                case .literal(let text): return .literal(text)
                case .parameter(_, let type): return try segment(for: type)
                case .catchAll: throw BeforeHandlerError("\(route.name): the handler does not model catch-alls")
                case .mixed: throw BeforeHandlerError("\(route.name): the handler does not model mixed segments")
                }
            }
            let query = try route.queryParameters.map { parameter in
                guard case .required = parameter.kind else {
                    throw BeforeHandlerError("\(route.name): the handler models required query parameters only")
                }
                return (key: parameter.name, segment: try segment(for: parameter.type))
            }
            return Route(
                name: route.name, segments: segments, query: query,
                acceptsCustomScheme: !route.acceptedSchemes(in: spec).isEmpty,
                acceptsUniversalLink: !route.acceptedHosts(in: spec).isEmpty
            )
        }
        self.schemes = spec.schemes.map(\.value.key)
        self.hosts = spec.hosts.map(\.value.text)
    }

    /// The route `text` opens, or `nil`.
    @inline(never)
    func match(_ text: String) -> Match? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return nil
        }
        let isUniversalLink: Bool
        var parts: [Substring]
        if scheme == "https" {
            guard let host = components.host?.lowercased(), hosts.contains(host) else { return nil }
            isUniversalLink = true
            parts = components.path.split(separator: "/")
        } else if schemes.contains(scheme) {
            // myapp://products/42: the host is the first segment.
            isUniversalLink = false
            parts = components.path.split(separator: "/")
            if let host = components.host, !host.isEmpty { parts.insert(Substring(host), at: 0) }
        } else {
            return nil
        }
        var queryItems: [URLQueryItem]?
        nextRoute: for (index, route) in routes.enumerated() {
            guard isUniversalLink ? route.acceptsUniversalLink : route.acceptsCustomScheme,
                route.segments.count == parts.count
            else { continue }
            var match = Match(routeIndex: index)
            for (segment, part) in zip(route.segments, parts) {
                switch segment {
                case .literal(let literal):
                    guard part == literal else { continue nextRoute }
                default:
                    guard let value = Self.read(part, as: segment) else { continue nextRoute }
                    if let value { match.add(value) }
                }
            }
            for (key, segment) in route.query {
                if queryItems == nil { queryItems = components.queryItems ?? [] }
                guard let item = queryItems!.first(where: { $0.name == key }), let text = item.value,
                    let value = Self.read(text[...], as: segment)
                else { continue nextRoute }
                if let value { match.add(value) }
            }
            return match
        }
        return nil
    }

    /// The value of a parameter's text: `nil` when it does not parse, `.some(nil)` for a named
    /// enum's case (checked, not kept).
    private static func read(_ text: Substring, as segment: Segment) -> Value?? {
        switch segment {
        case .literal: return .some(nil)
        case .int: return Int(text).map { .int($0) }
        case .double: return Double(text).map { .double($0) }
        case .bool: return Bool(String(text)).map { .bool($0) }
        case .uuid: return UUID(uuidString: String(text)).map { .uuid($0) }
        case .string: return text.isEmpty ? nil : .string(String(text))
        case .choice(let values): return values.contains(String(text)) ? .some(nil) : nil
        }
    }
}

/// A `routes.json` the hand-written handler does not model.
struct BeforeHandlerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
