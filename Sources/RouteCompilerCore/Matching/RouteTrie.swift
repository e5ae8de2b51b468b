/// The whole route table as a trie of path segments: the shape the generated matcher walks and
/// the ambiguity analysis inspects.
///
/// Each node is reached by a fixed sequence of edges from the root, so the kinds of the values
/// captured on the way (``RouteTrie/Edge``) are the same for every pattern that passes through it.
/// Children are kept in precedence order (SPEC §4.7): literals, then typed parameters (`int`,
/// `uuid`, `bool`, named enums, `{"swift"}` types), then `double`, then `string`; catch-alls
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

    /// The kind of edge from a node to a child, other than a literal.
    public enum Edge: Hashable, Sendable {
        case int
        case uuid
        case bool
        case enumeration(String)
        case swift(name: String, swiftType: String)
        case double
        case string

        /// The precedence rank of SPEC §4.7: lower wins.
        public var rank: Int {
            switch self {
            case .int, .uuid, .bool, .enumeration, .swift: 1
            case .double: 2
            case .string: 3
            }
        }

        /// The parameter type this edge reads.
        public var parameterType: ParameterType {
            switch self {
            case .int: .int
            case .uuid: .uuid
            case .bool: .bool
            case .enumeration(let name): .enumeration(name)
            case .swift(let name, let swiftType): .swift(name: name, swiftType: swiftType)
            case .double: .double
            case .string: .string
            }
        }

        init(_ type: ParameterType) {
            switch type {
            case .string: self = .string
            case .int: self = .int
            case .double: self = .double
            case .bool: self = .bool
            case .uuid: self = .uuid
            case .enumeration(let name): self = .enumeration(name)
            case .swift(let name, let swiftType): self = .swift(name: name, swiftType: swiftType)
            }
        }

        /// A stable order among edges of the same rank (declaration-independent).
        var sortKey: String {
            switch self {
            case .int: "0"
            case .uuid: "1"
            case .bool: "2"
            case .enumeration(let name): "3" + name
            case .swift(let name, _): "4" + name
            case .double: "5"
            case .string: "6"
            }
        }
    }

    /// One node.
    public struct Node: Sendable {
        /// The node's index in ``RouteTrie/nodes``.
        public var id: Int
        /// The edges from the root to here that captured a value, in order.
        public var captures: [Edge]
        /// The number of segments from the root to here.
        public var depth: Int
        /// Literal children: decoded segment text → node, sorted by text.
        public var literals: [(text: String, node: Int)] = []
        /// Parameter children, in precedence order.
        public var parameters: [(edge: Edge, node: Int)] = []
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
        var parameterIndex: [Int: [Edge: Int]] = [:]
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
                        let edge = Edge(type)
                        if let next = parameterIndex[current]?[edge] {
                            current = next
                        } else {
                            let next = addNode(after: current, capturing: edge)
                            parameterIndex[current, default: [:]][edge] = next
                            nodes[current].parameters.append((edge, next))
                            current = next
                        }
                    case .catchAll:
                        nodes[current].catchAlls.append(reference)
                    }
                }
                if case .catchAll = pattern.segments.last?.kind {
                    continue
                }
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
            nodes[index].parameters.sort {
                ($0.edge.rank, $0.edge.sortKey) < ($1.edge.rank, $1.edge.sortKey)
            }
            nodes[index].ends.sort(by: byQueryCount)
            nodes[index].catchAlls.sort(by: byQueryCount)
        }
    }

    private mutating func addNode(after parent: Int, capturing edge: Edge?) -> Int {
        var captures = nodes[parent].captures
        if let edge { captures.append(edge) }
        let node = Node(id: nodes.count, captures: captures, depth: nodes[parent].depth + 1)
        nodes.append(node)
        return node.id
    }
}
