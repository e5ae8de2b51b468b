/// The whole route table as a trie of path segments: the shape the generated matcher walks and
/// the ambiguity analysis inspects.
///
/// Each node is reached by a fixed sequence of edges from the root, so the types of the values
/// captured on the way are the same for every pattern that passes through it.
/// Children are kept in precedence order (Specification §4.7): literals, then parameters in the order of
/// ``Precedence/isTriedFirst(_:_:)`` (typed parameters, then `double`, then `string`); catch-alls
/// come after all children, and patterns that end at the node are ordered by the number of
/// required query keys, most first.
public struct RouteTrie: Sendable {
    /// A reference to one pattern of one route.
    public struct PatternReference: Hashable, Sendable {
        /// The route's index in ``RouteSpec/routes``.
        public var route: Int
        /// The pattern's index in ``Route/patterns``.
        public var pattern: Int
    }

    /// One node.
    public struct Node: Sendable {
        /// The node's index in ``RouteTrie/nodes``.
        public var id: Int
        /// The types of the values captured from the root to here, in order.
        public var captures: [ParameterType]
        /// The number of segments from the root to here.
        public var depth: Int
        /// Literal children: decoded segment text → node, sorted by text.
        public var literals: [(text: String, node: Int)] = []
        /// Parameter children by the type they read, in precedence order.
        public var parameters: [(type: ParameterType, node: Int)] = []
        /// Patterns whose catch-all starts here, in precedence order.
        public var catchAlls: [PatternReference] = []
        /// Patterns that end here, in precedence order.
        public var ends: [PatternReference] = []
    }

    /// The nodes; the root is node 0.
    public private(set) var nodes: [Node]

    /// Builds the trie of every pattern of `spec`.
    public init(_ spec: RouteSpec) {
        nodes = [Node(id: 0, captures: [], depth: 0)]
        var literalIndex: [Int: [String: Int]] = [:]
        var parameterIndex: [Int: [ParameterType: Int]] = [:]
        for (routeIndex, route) in spec.routes.enumerated() {
            for (patternIndex, pattern) in route.patterns.enumerated() {
                let reference = PatternReference(route: routeIndex, pattern: patternIndex)
                var current = 0
                for segment in pattern.segments {
                    switch segment.kind {
                    case .literal(let text):
                        if let next = literalIndex[current]?[text] {
                            current = next
                        } else {
                            let next = addNode(after: current, capturing: nil)
                            literalIndex[current, default: [:]][text] = next
                            nodes[current].literals.append((text, next))
                            current = next
                        }
                    case .parameter(_, let type):
                        if let next = parameterIndex[current]?[type] {
                            current = next
                        } else {
                            let next = addNode(after: current, capturing: type)
                            parameterIndex[current, default: [:]][type] = next
                            nodes[current].parameters.append((type, next))
                            current = next
                        }
                    case .catchAll:
                        nodes[current].catchAlls.append(reference)
                    }
                }
                if pattern.endsWithCatchAll { continue }
                nodes[current].ends.append(reference)
            }
        }
        let requiredCounts = spec.routes.map { route in
            route.patterns.indices.map { route.requiredQueryKeys(ofPattern: $0).count }
        }
        let byQueryCount: (PatternReference, PatternReference) -> Bool = { a, b in
            let ca = requiredCounts[a.route][a.pattern]
            let cb = requiredCounts[b.route][b.pattern]
            if ca != cb { return ca > cb }
            return (a.route, a.pattern) < (b.route, b.pattern)
        }
        for index in nodes.indices {
            nodes[index].literals.sort { $0.text.utf8.lexicographicallyPrecedes($1.text.utf8) }
            nodes[index].parameters.sort { Precedence.isTriedFirst($0.type, $1.type) }
            nodes[index].ends.sort(by: byQueryCount)
            nodes[index].catchAlls.sort(by: byQueryCount)
        }
    }

    private mutating func addNode(after parent: Int, capturing type: ParameterType?) -> Int {
        var captures = nodes[parent].captures
        if let type { captures.append(type) }
        let node = Node(id: nodes.count, captures: captures, depth: nodes[parent].depth + 1)
        nodes.append(node)
        return node.id
    }
}
