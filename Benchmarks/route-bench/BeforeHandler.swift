import Foundation
import RouteCompilerCore

/// The "before" of the README: the deep-link handler apps hand-write today. It parses the URL with
/// Foundation's `URLComponents`, reads `scheme`, `host` and `path`, splits the path on `/`, then
/// tries the routes one after the other, as a chain of
/// `if parts.count == 2 && parts[0] == "products", let id = Int(parts[1]) { ... } else if ...`
/// does, and reads the query's items with `queryItems` for the routes that read the query.
///
/// It is written once, over the route list of the spec read at startup, rather than generated as
/// thousands of `if` statements; each check it makes is the one such a statement makes:
/// `part == "literal"`, `Int(part)`, `Double(part)`, `UUID(uuidString:)`, `Color(rawValue:)` as
/// a dictionary lookup, `true`/`1`/`false`/`0` for a `bool`; for a query parameter, the items of
/// its name (exactly one for a required one, at most one for an optional or defaulted one, all of
/// them for a list); for a mixed segment (`{slug}-{id:int}`), the first split, shortest values
/// first, whose values read. The chain is in the order a careful author writes it: a route that
/// would win a URL by the precedence rules (literal before parameter, more required query keys
/// first) comes before the routes it beats, otherwise in file order.
struct BeforeHandler {
    /// The type of a value, as the handler checks it.
    enum ValueType {
        case int
        case double
        case bool
        case uuid
        case string
        /// A named enum: its raw values, to the index of their case (`Color(rawValue:)`).
        case choice([String: Int])
    }

    /// What one path segment of a route must be.
    enum Segment {
        /// The text, and the text lowercased (for the host position of a custom scheme).
        case literal(String, lowercased: String)
        case value(ValueType)
        /// A mixed segment: literal pieces and values, in order.
        case mixed([MixedPiece])
    }

    /// One piece of a mixed segment.
    enum MixedPiece {
        case literal(String)
        case value(ValueType)
    }

    /// One query parameter a route reads (a pattern's `key={name}` binding is a required one).
    struct QueryParameter {
        enum Kind {
            case required
            case optional
            case defaulted(Value)
            case list
        }

        var key: String
        var type: ValueType
        var kind: Kind
    }

    /// One route: its segments, its query parameters, and which kind of link opens it.
    struct Route {
        var name: String
        var segments: [Segment]
        var query: [QueryParameter]
        /// The case labels and their types, in the order the values are read (path, then query).
        var labels: [(name: String, type: ValueType)]
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
        /// A named enum's case, by its index.
        case choice(Int)
        case list([Value])
        /// An optional parameter the URL does not carry.
        case absent
    }

    /// The most values a route has; they are kept inline, as an enum case's payload is.
    static let valueCapacity = 8

    /// The values of a match, inline.
    struct Values {
        private(set) var count = 0
        private var storage: (Value, Value, Value, Value, Value, Value, Value, Value) = (
            .absent, .absent, .absent, .absent, .absent, .absent, .absent, .absent
        )

        mutating func append(_ value: Value) {
            switch count {
            case 0: storage.0 = value
            case 1: storage.1 = value
            case 2: storage.2 = value
            case 3: storage.3 = value
            case 4: storage.4 = value
            case 5: storage.5 = value
            case 6: storage.6 = value
            default: storage.7 = value
            }
            count += 1
        }

        subscript(index: Int) -> Value {
            switch index {
            case 0: storage.0
            case 1: storage.1
            case 2: storage.2
            case 3: storage.3
            case 4: storage.4
            case 5: storage.5
            case 6: storage.6
            default: storage.7
            }
        }
    }

    /// The route a URL opens, and its values.
    struct Match {
        var routeIndex: Int
        var values: Values
    }

    let routes: [Route]
    /// The indices of ``routes`` in the order they are tried.
    let order: [Int]
    let schemes: [String]
    let hosts: [String]

    /// The routes of a spec that uses what the benchmark tables use: one pattern per route without
    /// a catch-all, built-in types and named enums, whole and mixed segments, per-route
    /// `schemes`/`hosts`, case-sensitive routes.
    init(_ spec: RouteSpec) throws {
        func valueType(for type: ParameterType) throws -> ValueType {
            switch type {
            case .builtIn(.string): return .string
            case .builtIn(.int): return .int
            case .builtIn(.double): return .double
            case .builtIn(.bool): return .bool
            case .builtIn(.uuid): return .uuid
            case .builtIn(let other):
                throw BeforeHandlerError("the handler does not model the type \(other.name)")
            case .enumeration(let named):
                return .choice(Dictionary(uniqueKeysWithValues: named.rawValues.enumerated().map { ($1, $0) }))
            case .app(let app):
                throw BeforeHandlerError("the handler does not model {\"swift\"} types (\(app.name))")
            }
        }
        var precedence: [[Int]] = []
        self.routes = try spec.routes.map { route in
            guard route.patterns.count == 1 else {
                throw BeforeHandlerError("\(route.name): the handler models one pattern per route")
            }
            let pattern = route.canonicalPattern
            var labels: [(name: String, type: ValueType)] = []
            // The class of each segment (Specification §4.7 rule 2), then its literal characters,
            // then the required query keys: the chain tries a smaller key first.
            var rank: [Int] = []
            let segments = try pattern.segments.map { piece -> Segment in
                switch piece.kind {
                case .literal(let text):
                    rank += [1, 0]
                    return .literal(text, lowercased: text.lowercased())
                case .parameter(let name, let type):
                    let kind = try valueType(for: type)
                    labels.append((name, kind))
                    switch kind {
                    case .string: rank += [5, 0]
                    case .double: rank += [4, 0]
                    default: rank += [3, 0]
                    }
                    return .value(kind)
                case .catchAll:
                    throw BeforeHandlerError("\(route.name): the handler does not model catch-alls")
                case .mixed(let pieces):
                    rank += [2, -RouteCompilerCore.MixedPiece.literalCharacterCount(of: pieces)]
                    return .mixed(
                        try pieces.map { piece -> MixedPiece in
                            switch piece {
                            case .literal(let text):
                                return .literal(text)
                            case .parameter(let name, let type):
                                let kind = try valueType(for: type)
                                labels.append((name, kind))
                                return .value(kind)
                            }
                        }
                    )
                }
            }
            var query = try pattern.queryBindings.map { binding in
                let type = try valueType(for: binding.type)
                labels.append((binding.parameter, type))
                return QueryParameter(key: binding.key, type: type, kind: .required)
            }
            for parameter in route.queryParameters {
                let type = try valueType(for: parameter.type)
                labels.append((parameter.name, type))
                let kind: QueryParameter.Kind
                switch parameter.kind {
                case .required: kind = .required
                case .optional: kind = .optional
                case .list: kind = .list
                case .flag: throw BeforeHandlerError("\(route.name): the handler does not read flags")
                case .defaulted(let literal):
                    guard let value = Self.read(literal[...], as: type, inPath: false) else {
                        throw BeforeHandlerError("\(route.name): the default '\(literal)' does not read")
                    }
                    kind = .defaulted(value)
                }
                query.append(QueryParameter(key: parameter.name, type: type, kind: kind))
            }
            guard labels.count <= Self.valueCapacity else {
                throw BeforeHandlerError("\(route.name): the handler keeps at most \(Self.valueCapacity) values")
            }
            rank.append(-query.filter { if case .required = $0.kind { true } else { false } }.count)
            precedence.append(rank)
            return Route(
                name: route.name, segments: segments, query: query, labels: labels,
                acceptsCustomScheme: !route.acceptedSchemes(in: spec).isEmpty,
                acceptsUniversalLink: !route.acceptedHosts(in: spec).isEmpty
            )
        }
        // Two patterns of as many segments that match one URL differ first where one's class is
        // better; patterns of different lengths never match the same URL. So ordering by the
        // ranks, lexicographically and stably, tries the winner first.
        self.order = precedence.indices.sorted { left, right in
            precedence[left].lexicographicallyPrecedes(precedence[right])
                || (precedence[left] == precedence[right] && left < right)
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
            // myapp://products/42: the host is the first segment, compared ignoring case.
            isUniversalLink = false
            parts = components.path.split(separator: "/")
            if let host = components.host, !host.isEmpty { parts.insert(Substring(host), at: 0) }
        } else {
            return nil
        }
        let hostPosition = isUniversalLink ? nil : parts.first?.lowercased()
        var queryItems: [URLQueryItem]?
        nextRoute: for index in order {
            let route = routes[index]
            guard isUniversalLink ? route.acceptsUniversalLink : route.acceptsCustomScheme,
                route.segments.count == parts.count
            else { continue }
            var values = Values()
            for (position, (segment, part)) in zip(route.segments, parts).enumerated() {
                switch segment {
                case .literal(let literal, let lowercased):
                    if position == 0, let hostPosition {
                        guard hostPosition == lowercased else { continue nextRoute }
                    } else {
                        guard part == literal else { continue nextRoute }
                    }
                case .value(let type):
                    guard let value = Self.read(part, as: type, inPath: true) else { continue nextRoute }
                    values.append(value)
                case .mixed(let pieces):
                    guard Self.split(part, pieces[...], into: &values) else { continue nextRoute }
                }
            }
            for parameter in route.query {
                if queryItems == nil { queryItems = components.queryItems ?? [] }
                guard let value = Self.read(parameter, from: queryItems!) else { continue nextRoute }
                values.append(value)
            }
            return Match(routeIndex: index, values: values)
        }
        return nil
    }

    /// The value of one query parameter among `items`, or `nil` when the route does not match.
    private static func read(_ parameter: QueryParameter, from items: [URLQueryItem]) -> Value? {
        if case .list = parameter.kind {
            var list: [Value] = []
            for item in items where item.name == parameter.key {
                guard let value = read((item.value ?? "")[...], as: parameter.type, inPath: false) else { return nil }
                list.append(value)
            }
            return .list(list)
        }
        var found: String?
        for item in items where item.name == parameter.key {
            guard found == nil else { return nil }  // a scalar parameter given twice
            found = item.value ?? ""
        }
        guard let found else {
            switch parameter.kind {
            case .required: return nil
            case .defaulted(let value): return value
            case .optional, .list: return .absent
            }
        }
        return read(found[...], as: parameter.type, inPath: false)
    }

    /// The value of a parameter's text, or `nil` when it does not parse. A path `string` is not
    /// empty; a query `string` may be.
    private static func read(_ text: Substring, as type: ValueType, inPath: Bool) -> Value? {
        switch type {
        case .int: return Int(text).map { .int($0) }
        case .double: return Double(text).map { .double($0) }
        case .bool:
            switch text {
            case "true", "1": return .bool(true)
            case "false", "0": return .bool(false)
            default: return nil
            }
        case .uuid: return UUID(uuidString: String(text)).map { .uuid($0) }
        case .string: return inPath && text.isEmpty ? nil : .string(String(text))
        case .choice(let values): return values[String(text)].map { .choice($0) }
        }
    }

    /// Reads a mixed segment (Specification §4.6): the pieces in order, each value the shortest
    /// non-empty run of text after which the rest still reads.
    private static func split(_ text: Substring, _ pieces: ArraySlice<MixedPiece>, into values: inout Values) -> Bool {
        guard let piece = pieces.first else { return text.isEmpty }
        switch piece {
        case .literal(let literal):
            guard text.hasPrefix(literal) else { return false }
            return split(text.dropFirst(literal.count), pieces.dropFirst(), into: &values)
        case .value(let type):
            var end = text.startIndex
            while end < text.endIndex {
                end = text.index(after: end)
                guard let value = read(text[..<end], as: type, inPath: true) else { continue }
                var attempt = values
                attempt.append(value)
                if split(text[end...], pieces.dropFirst(), into: &attempt) {
                    values = attempt
                    return true
                }
            }
            return false
        }
    }
}

extension BeforeHandler.Value {
    /// The value's canonical text, as the reference matcher gives it (`nil`, `[1, 2]`, `2.0`,
    /// a lowercase UUID, a named enum's raw value), for comparing the two.
    func canonicalText(_ type: BeforeHandler.ValueType) -> String {
        switch self {
        case .int(let value): String(value)
        case .double(let value): value.description
        case .bool(let value): String(value)
        case .uuid(let value): value.uuidString.lowercased()
        case .string(let value): value
        case .choice(let index):
            if case .choice(let values) = type { values.first { $0.value == index }?.key ?? "?" } else { "?" }
        case .list(let items): "[" + items.map { $0.canonicalText(type) }.joined(separator: ", ") + "]"
        case .absent: "nil"
        }
    }
}

extension ReferenceValue {
    /// The value's canonical text: the text the reference matcher read it as (`nil` for an absent
    /// optional, `[a, b]` for a list), as ``BeforeHandler/Value/canonicalText(_:)`` gives it.
    var canonicalText: String {
        switch self {
        case .builtIn(_, let text): text
        case .enumeration(_, let value): value.rawValue
        case .app(_, let text): text
        case .strings(let items): "[" + items.joined(separator: ", ") + "]"
        case .optional(let value): value?.canonicalText ?? "nil"
        case .list(let items): "[" + items.map(\.canonicalText).joined(separator: ", ") + "]"
        }
    }
}

/// A `routes.json` the hand-written handler does not model.
struct BeforeHandlerError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
