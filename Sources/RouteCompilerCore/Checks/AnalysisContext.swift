@_spi(Generated) import RouteRuntime

/// What the trie-based checks share: the spec, its trie, what each pattern reads from the query,
/// which URLs each route accepts, and how each edge of the trie reads a segment.
///
/// Paths are lists of raw URL segments (percent-encoded as a URL carries them), since a mixed
/// segment is read from its URL spelling (Specification §4.6).
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
        /// Whether named-enum values compare ignoring case.
        var foldsEnums: Bool
    }

    let spec: RouteSpec
    let trie: RouteTrie
    /// The audience of each route.
    let audiences: [RouteAudience]
    /// How the edge into each node reads a segment (`nil` for the root).
    let incoming: [SegmentReading?]
    /// The literal children of each node, by their text ASCII-lowercased.
    let foldedLiterals: [[String: [Int]]]

    init(_ spec: RouteSpec, trie: RouteTrie) {
        self.spec = spec
        self.trie = trie
        audiences = spec.routes.map { RouteAudience($0, in: spec) }
        var incoming = [SegmentReading?](repeating: nil, count: trie.nodes.count)
        var foldedLiterals = [[String: [Int]]](repeating: [:], count: trie.nodes.count)
        for node in trie.nodes {
            for (text, child) in node.literals {
                let folds = trie.nodes[child].readsCaseInsensitively
                incoming[child] = SegmentReading(.literal(text), foldsLiterals: folds, foldsEnums: folds)
                foldedLiterals[node.id][ASCIICase.lowercased(text), default: []].append(child)
            }
            for (pieces, child) in node.mixed {
                let folds = trie.nodes[child].readsCaseInsensitively
                incoming[child] = SegmentReading(.mixed(pieces), foldsLiterals: folds, foldsEnums: folds)
            }
            for (type, child) in node.parameters {
                let folds = trie.nodes[child].readsCaseInsensitively
                incoming[child] = SegmentReading(.parameter(name: "", type: type), foldsEnums: folds)
            }
        }
        self.incoming = incoming
        self.foldedLiterals = foldedLiterals
    }

    func route(_ reference: Reference) -> Route { spec.routes[reference.route] }

    func pattern(_ reference: Reference) -> Pattern { spec.routes[reference.route].patterns[reference.pattern] }

    /// The query keys `reference` reads.
    func query(_ reference: Reference) -> QueryShape {
        let route = spec.routes[reference.route]
        var reads: [String: ParameterType] = [:]
        var optional: Set<String> = []
        let pattern = route.patterns[reference.pattern]
        for binding in pattern.queryBindings { reads[binding.key] = binding.type }
        // A key without a value, and a flag, accept any value: for the analysis, a string.
        for present in pattern.presentKeys { reads[present.key] = .builtIn(.string) }
        for parameter in route.queryParameters {
            reads[parameter.name] = parameter.kind == .flag ? .builtIn(.string) : parameter.type
            if parameter.kind != .required { optional.insert(parameter.name) }
        }
        return QueryShape(
            required: route.requiredQueryKeys(ofPattern: reference.pattern), reads: reads, optional: optional,
            foldsEnums: !route.isCaseSensitive)
    }

    /// Whether two patterns of the same path tie on their required query keys: the same keys
    /// (Specification §4.7 rule 4).
    func requiredKeysTie(_ a: Reference, _ b: Reference) -> Bool {
        Precedence.compareRequiredKeys(query(a).required, query(b).required) == .tie
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
                ? TypeOverlap.sharedText(types[0], types[1], foldsEnums: (first.foldsEnums, second.foldsEnums))
                : TypeOverlap.sample(types[0])
            guard let value else { return nil }
            result.append((key, value))
        }
        return result
    }

    /// The patterns that end, or start their catch-all, strictly below `node`.
    func patterns(below node: Int) -> [Reference] {
        var result: [Reference] = []
        var stack = trie.nodes[node].children
        while let next = stack.popLast() {
            result += trie.nodes[next].ends + trie.nodes[next].catchAlls
            stack += trie.nodes[next].children
        }
        return result
    }

    /// A raw URL segment that the edge into `node` reads, not one of `avoiding` when it can help:
    /// a literal's text, a sample value of a parameter, a mixed segment's pieces around sample
    /// values.
    func sample(into node: Int, avoiding: Set<String> = []) -> String {
        guard let reading = incoming[node] else { return "x" }
        return Self.sample(reading.kind, avoiding: avoiding)
    }

    /// A raw URL segment that a segment of this kind reads.
    static func sample(_ kind: PathSegment.Kind, avoiding: Set<String> = []) -> String {
        switch kind {
        case .literal(let text): return SegmentOverlap.raw(text)
        case .parameter(_, let type): return SegmentOverlap.raw(TypeOverlap.sample(type, avoiding: avoiding))
        case .catchAll: return "x"
        case .mixed(let pieces):
            return pieces.map { piece in
                switch piece {
                case .literal(let text): text
                case .parameter(_, let type): SegmentOverlap.raw(TypeOverlap.sample(type))
                }
            }.joined()
        }
    }

    /// The raw segments of a URL that `reference` matches from segment `depth` on: its literals,
    /// and a sample value for each parameter (`x` for a catch-all).
    func sampleSegments(of reference: Reference, from depth: Int) -> [String] {
        pattern(reference).segments.dropFirst(depth).map { Self.sample($0.kind) }
    }

    /// A URL under `origin` with these raw path segments and decoded query items, percent-encoded
    /// as the builder would.
    static func url(origin: RouteAudience.Origin, path: [String], query: [(key: String, value: String)]) -> String {
        var text = origin.text
        if !origin.isHostFirst { text += "/" }
        text += path.joined(separator: "/")
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
