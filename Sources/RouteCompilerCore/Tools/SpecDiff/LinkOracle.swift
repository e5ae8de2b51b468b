import RouteRuntime

/// A link as the diff's samples describe it: already split and decoded, under a custom scheme or
/// an `https` host.
struct LinkRequest: Hashable, Sendable {
    /// Where the link points.
    enum Origin: Hashable, Sendable {
        /// A custom-scheme link, `myapp://…` (the scheme as spelled in `routes.json`).
        case scheme(String)
        /// A universal link, `https://host/…`.
        case host(String)
    }

    /// One `key=value` query item, decoded.
    struct QueryItem: Hashable, Sendable {
        var key: String
        var value: String
    }

    var origin: Origin
    /// The decoded path segments, none empty.
    var segments: [String]
    var query: [QueryItem]

    /// The link as a URL string, percent-encoded like the generated builder does.
    var url: String {
        var path = segments.map { PercentEncoding.encode($0, as: .pathSegment) }.joined(separator: "/")
        var result: String
        switch origin {
        case .scheme(let scheme):
            result = scheme + "://" + path
        case .host(let host):
            path = "/" + path
            result = "https://" + host + path
        }
        if !query.isEmpty {
            result +=
                "?"
                + query.map {
                    PercentEncoding.encode($0.key, as: .query) + "=" + PercentEncoding.encode($0.value, as: .query)
                }.joined(separator: "&")
        }
        return result
    }
}

/// Where a matched value comes from in the link, independent of its label, so that renaming a
/// label does not count as a change of the value a link carries.
enum ValueSource: Hashable, Sendable {
    /// The path segment at this index.
    case path(Int)
    /// The path segments from this index on (a catch-all).
    case rest(Int)
    /// The query item with this key.
    case query(String)
}

/// A matched parameter value.
struct LinkValue: Equatable, Sendable {
    enum Content: Equatable, Sendable {
        /// An optional parameter that is absent: `nil`.
        case absent
        /// One value's text (decoded), from the link or a default.
        case text(String)
        /// A list's or a catch-all's texts.
        case list([String])
    }

    var content: Content
    /// The parameter's type.
    var type: ParameterType
    /// Whether the link carried the value (rather than it being absent or a default).
    var fromLink: Bool

    /// The value as a review message shows it.
    var display: String {
        switch content {
        case .absent: "nil"
        case .text(let text): type == .string ? "\"" + text + "\"" : text
        case .list(let texts): "[" + texts.map { "\"" + $0 + "\"" }.joined(separator: ", ") + "]"
        }
    }

    /// Whether a link that gave `self` before gives the same value with `other`: the same text,
    /// or texts that mean the same value (`42` as an `int` and as a `double`), or both nothing
    /// (`nil` and an empty list).
    func isSame(as other: LinkValue) -> Bool {
        switch (content, other.content) {
        case (.absent, .absent), (.absent, .list([])), (.list([]), .absent):
            return true
        case (.text(let a), .text(let b)):
            return a == b || Self.canonical(a, type) == Self.canonical(b, other.type)
        case (.list(let a), .list(let b)):
            return a == b
        case (.text(let a), .list(let b)), (.list(let b), .text(let a)):
            return b == [a]
        default:
            return false
        }
    }

    /// The value a text means for a type, as comparable text.
    static func canonical(_ text: String, _ type: ParameterType) -> String {
        switch type {
        case .int, .double:
            guard let number = Double(text) else { return text }
            if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
            return number.description
        case .bool:
            return text == "1" || text == "true" ? "true" : "false"
        case .uuid:
            return text.lowercased()
        case .string, .enumeration, .swift:
            return text
        }
    }
}

/// One route that a link opens, with its values.
struct LinkMatch: Equatable, Sendable {
    /// The route's index in the spec.
    var route: Int
    /// The index of the pattern that matched.
    var pattern: Int
    /// The route's name.
    var routeName: String
    /// The values by where they come from.
    var values: [ValueSource: LinkValue]
    /// The labels in case order, with where their values come from.
    var labels: [(label: String, source: ValueSource)]

    /// `product(id: 42, ref: nil)`, or `home`.
    var display: String {
        guard !labels.isEmpty else { return routeName }
        let items = labels.map { label, source in
            label + ": " + (values[source]?.display ?? "nil")
        }
        return routeName + "(" + items.joined(separator: ", ") + ")"
    }

    static func == (lhs: LinkMatch, rhs: LinkMatch) -> Bool {
        lhs.route == rhs.route && lhs.pattern == rhs.pattern && lhs.values == rhs.values
    }
}

/// A reference matcher over a spec's model (SPEC §4.4–4.7), for the diff: which route a sampled
/// link opens, with which values.
///
/// It walks the spec's ``RouteTrie`` in precedence order and backtracks, so that it picks what
/// the generated matcher picks: a literal over a typed parameter, `int` over `double`, a typed
/// parameter over `string`, `string` over a catch-all, and among patterns with the same path the
/// one with the most required query keys, all present. A `{"swift"}` type, whose parser is the
/// app's, is taken to accept any text.
struct LinkOracle {
    let spec: RouteSpec
    private let trie: RouteTrie
    /// The literal children of each node by their text.
    private let literalChildren: [[String: Int]]

    init(_ spec: RouteSpec) {
        self.spec = spec
        let trie = RouteTrie(spec)
        self.trie = trie
        literalChildren = trie.nodes.map { node in
            Dictionary(node.literals.map { ($0.text, $0.node) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// The route `request` opens, or `nil`.
    func match(_ request: LinkRequest) -> LinkMatch? {
        var query: [String: [String]] = [:]
        for item in request.query {
            query[item.key, default: []].append(item.value)
        }
        return search(node: 0, depth: 0, request, query)
    }

    private func search(
        node: Int, depth: Int, _ request: LinkRequest, _ query: [String: [String]]
    )
        -> LinkMatch?
    {
        let current = trie.nodes[node]
        guard depth < request.segments.count else {
            for reference in current.ends {
                if let match = candidate(reference, request, query) { return match }
            }
            return nil
        }
        let segment = request.segments[depth]
        if let child = literalChildren[node][segment],
            let match = search(node: child, depth: depth + 1, request, query)
        {
            return match
        }
        for parameter in current.parameters
        where Self.accepts(segment, parameter.edge.parameterType, inPath: true, spec: spec) {
            if let match = search(node: parameter.node, depth: depth + 1, request, query) { return match }
        }
        for reference in current.catchAlls {
            if let match = candidate(reference, request, query) { return match }
        }
        return nil
    }

    /// Whether route `route` accepts links to `origin`.
    func accepts(_ origin: LinkRequest.Origin, route: Route) -> Bool {
        switch origin {
        case .scheme(let scheme):
            route.acceptedSchemes(in: spec).contains { $0.lowercased() == scheme.lowercased() }
        case .host(let host):
            HostNames.entries(route.acceptedHosts(in: spec), cover: host)
        }
    }

    private func candidate(
        _ reference: RouteTrie.PatternReference, _ request: LinkRequest, _ query: [String: [String]]
    ) -> LinkMatch? {
        let route = spec.routes[reference.route]
        guard accepts(request.origin, route: route) else { return nil }
        let pattern = route.patterns[reference.pattern]
        var values: [ValueSource: LinkValue] = [:]
        var sources: [String: ValueSource] = [:]
        for (index, segment) in pattern.segments.enumerated() {
            switch segment.kind {
            case .literal:
                break
            case .parameter(let name, let type):
                values[.path(index)] = LinkValue(content: .text(request.segments[index]), type: type, fromLink: true)
                sources[name] = .path(index)
            case .catchAll(let name):
                let rest = Array(request.segments[index...])
                values[.rest(index)] = LinkValue(content: .list(rest), type: .string, fromLink: true)
                sources[name] = .rest(index)
            }
        }
        for binding in pattern.queryBindings {
            guard let items = query[binding.key], items.count == 1,
                Self.accepts(items[0], binding.type, inPath: false, spec: spec)
            else { return nil }
            values[.query(binding.key)] = LinkValue(content: .text(items[0]), type: binding.type, fromLink: true)
            sources[binding.parameter] = .query(binding.key)
        }
        for parameter in route.queryParameters {
            let items = query[parameter.name] ?? []
            guard items.allSatisfy({ Self.accepts($0, parameter.type, inPath: false, spec: spec) }) else {
                return nil
            }
            let content: LinkValue.Content
            switch parameter.kind {
            case .list:
                content = .list(items)
            case .required:
                guard items.count == 1 else { return nil }
                content = .text(items[0])
            case .optional:
                guard items.count <= 1 else { return nil }
                content = items.first.map { .text($0) } ?? .absent
            case .defaulted(let literal):
                guard items.count <= 1 else { return nil }
                content = .text(items.first ?? literal)
            }
            values[.query(parameter.name)] = LinkValue(content: content, type: parameter.type, fromLink: !items.isEmpty)
            sources[parameter.name] = .query(parameter.name)
        }
        var labels: [(label: String, source: ValueSource)] = []
        for parameter in RouteParameterShape.all(of: route) {
            if let source = sources[parameter.name] { labels.append((parameter.name, source)) }
        }
        return LinkMatch(
            route: reference.route, pattern: reference.pattern, routeName: route.name, values: values,
            labels: labels)
    }

    /// Whether `text` (decoded) is a value of `type` (SPEC §3): in a path segment, a `string` or
    /// `{"swift"}` value is not empty.
    static func accepts(_ text: String, _ type: ParameterType, inPath: Bool, spec: RouteSpec) -> Bool {
        let bytes = Array(text.utf8)
        switch type {
        case .string, .swift:
            return !inPath || !text.isEmpty
        case .int:
            return bytes.withUnsafeBufferPointer { RouteText.int($0) } != nil
        case .double:
            return bytes.withUnsafeBufferPointer { RouteText.double($0) } != nil
        case .bool:
            return bytes.withUnsafeBufferPointer { RouteText.bool($0) } != nil
        case .uuid:
            return bytes.withUnsafeBufferPointer { RouteText.uuid($0) } != nil
        case .enumeration(let name):
            guard case .enumeration(let values)? = spec.namedType(name)?.kind else { return false }
            return values.contains { $0.value == text }
        }
    }
}
