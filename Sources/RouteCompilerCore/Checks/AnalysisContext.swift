@_spi(Generated) import RouteRuntime

/// What the trie-based checks share: the spec, its trie, what each pattern reads from the query,
/// and which URLs each route accepts.
struct AnalysisContext {
    typealias Reference = RouteTrie.PatternReference

    /// The query keys one pattern reads.
    struct QueryShape: Hashable {
        /// The keys that must be present (pattern bindings, then required `"query"` parameters).
        var required: [String]
        /// Every key the pattern reads, required or not, with the type it reads it as.
        var reads: [String: ParameterType]
        /// The keys read only when present (optional, defaulted and list parameters).
        var optional: Set<String>
    }

    let spec: RouteSpec
    let trie: RouteTrie
    /// The audience of each route.
    let audiences: [RouteAudience]
    /// The literal children of each node, by text.
    let literalChildren: [[String: Int]]

    init(_ spec: RouteSpec, trie: RouteTrie) {
        self.spec = spec
        self.trie = trie
        audiences = spec.routes.map { RouteAudience($0, in: spec) }
        literalChildren = trie.nodes.map { node in
            node.literals.isEmpty
                ? [:] : Dictionary(node.literals.map { ($0.text, $0.node) }, uniquingKeysWith: { first, _ in first })
        }
    }

    func route(_ reference: Reference) -> Route { spec.routes[reference.route] }

    func pattern(_ reference: Reference) -> Pattern { spec.routes[reference.route].patterns[reference.pattern] }

    /// The query keys `reference` reads.
    func query(_ reference: Reference) -> QueryShape {
        let route = spec.routes[reference.route]
        var reads: [String: ParameterType] = [:]
        var optional: Set<String> = []
        for binding in route.patterns[reference.pattern].queryBindings { reads[binding.key] = binding.type }
        for parameter in route.queryParameters {
            reads[parameter.name] = parameter.type
            if parameter.kind != .required { optional.insert(parameter.name) }
        }
        return QueryShape(
            required: route.requiredQueryKeys(ofPattern: reference.pattern), reads: reads, optional: optional)
    }

    /// Whether `a` comes before `b` in the file.
    static func isEarlier(_ a: Reference, _ b: Reference) -> Bool { (a.route, a.pattern) < (b.route, b.pattern) }

    /// A query that both patterns accept: every key either requires, with a value both read it
    /// as; `nil` when some required key has no value that both read.
    func sharedQuery(_ a: Reference, _ b: Reference) -> [(key: String, value: String)]? {
        let (first, second) = (query(a), query(b))
        var result: [(key: String, value: String)] = []
        for key in first.required + second.required.filter({ !first.required.contains($0) }) {
            let types = [first.reads[key], second.reads[key]].compactMap { $0 }
            let value =
                types.count == 2
                ? TypeOverlap.sharedText(types[0], types[1]) : TypeOverlap.sample(types[0])
            guard let value else { return nil }
            result.append((key, value))
        }
        return result
    }

    /// The patterns that end, or start their catch-all, strictly below `node`.
    func patterns(below node: Int) -> [Reference] {
        var result: [Reference] = []
        var stack = children(of: node)
        while let next = stack.popLast() {
            result += trie.nodes[next].ends + trie.nodes[next].catchAlls
            stack += children(of: next)
        }
        return result
    }

    /// Every child of `node`.
    func children(of node: Int) -> [Int] {
        trie.nodes[node].literals.map(\.node) + trie.nodes[node].parameters.map(\.node)
    }

    /// The decoded segments of a URL that `reference` matches from segment `depth` on: its
    /// literals, and a sample value for each parameter (`x` for a catch-all).
    func sampleSegments(of reference: Reference, from depth: Int) -> [String] {
        pattern(reference).segments.dropFirst(depth).map { segment in
            switch segment.kind {
            case .literal(let text): text
            case .parameter(_, let type): TypeOverlap.sample(type)
            case .catchAll: "x"
            }
        }
    }

    /// A URL under `origin` (`https://example.com` or `myapp://`) with these decoded path
    /// segments and query items, percent-encoded as the builder would.
    static func url(origin: String, path: [String], query: [(key: String, value: String)]) -> String {
        let segments = path.map { PercentEncoding.encode($0, as: .pathSegment) }.joined(separator: "/")
        var text = origin
        if origin.hasPrefix("https://") { text += "/" + segments } else { text += segments }
        if !query.isEmpty {
            text +=
                "?"
                + query.map {
                    PercentEncoding.encode($0.key, as: .query) + "="
                        + PercentEncoding.encode($0.value, as: .query)
                }
                .joined(separator: "&")
        }
        return text
    }
}
