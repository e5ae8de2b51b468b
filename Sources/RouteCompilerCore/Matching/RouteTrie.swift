/// The whole route table as a trie of path segments: the shape the generated matcher walks and
/// the ambiguity analysis inspects.
///
/// Each node is reached by a fixed sequence of edges from the root, so the types of the values
/// captured on the way are the same for every pattern that passes through it. Two patterns share
/// an edge when they read the segment the same way (Specification §4.7 rule 1): literal edges by
/// text, mixed edges by their pieces (literal text and parameter types, names left out), parameter
/// edges by type. A case-insensitive route's literal and mixed edges are keyed by their text
/// lowercased, and are edges of their own, apart from case-sensitive edges of the same text (the
/// child's ``Node/readsCaseInsensitively`` says which); so are its named-enum parameter edges.
///
/// Children are kept in precedence order (Specification §4.7): literals, then mixed segments (more
/// literal characters first), then parameters in the order of ``Precedence/isTriedFirst(_:_:)``
/// (typed parameters, then `double`, then `string`); catch-alls come after all children, and
/// patterns that end at the node are ordered by the number of required query keys, most first.
/// ``patternsInPrecedenceOrder()`` lists the patterns in that depth-first order.
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
        /// Literal children: decoded segment text → node, sorted by text (a case-sensitive edge before
        /// a case-insensitive one of the same text). The text of a case-insensitive edge is
        /// lowercased.
        public var literals: [(text: String, node: Int)] = []
        /// Mixed-segment children, in precedence order: more literal characters first. The pieces
        /// name no parameter (each is named `""`), and their literal text is lowercased for a
        /// case-insensitive edge.
        public var mixed: [(pieces: [MixedPiece], node: Int)] = []
        /// Parameter children by the type they read, in precedence order (a case-sensitive
        /// named-enum edge before a case-insensitive one of the same type).
        public var parameters: [(type: ParameterType, node: Int)] = []
        /// Patterns whose catch-all starts here, in precedence order.
        public var catchAlls: [PatternReference] = []
        /// Patterns that end here, in precedence order.
        public var ends: [PatternReference] = []
        /// Whether the edge from the parent to this node compares case-insensitively: a literal,
        /// mixed or named-enum edge of case-insensitive routes (Specification §3.9). `false` for
        /// the root and for edges whose reading does not depend on case.
        public var readsCaseInsensitively = false

        /// The children in precedence order: literals, mixed segments, parameters.
        public var children: [Int] {
            literals.map(\.node) + mixed.map(\.node) + parameters.map(\.node)
        }
    }

    /// The nodes; the root is node 0.
    public private(set) var nodes: [Node]
    /// Each node's children by the key of their edge.
    private var edges: [Int: [EdgeKey: Int]] = [:]

    /// The key of an edge: how it reads a segment.
    private enum EdgeKey: Hashable {
        case literal(String, ignoresCase: Bool)
        case mixed(MixedShape, ignoresCase: Bool)
        case parameter(ParameterType, ignoresCase: Bool)
    }

    /// Builds the trie of every pattern of `spec`.
    public init(_ spec: RouteSpec) {
        nodes = [Node(id: 0, captures: [], depth: 0)]
        for (routeIndex, route) in spec.routes.enumerated() {
            let ignoresCase = !route.isCaseSensitive
            for (patternIndex, pattern) in route.patterns.enumerated() {
                let reference = PatternReference(route: routeIndex, pattern: patternIndex)
                var current = 0
                for segment in pattern.segments {
                    guard let key = Self.key(segment.kind, ignoresCase: ignoresCase) else {
                        nodes[current].catchAlls.append(reference)
                        continue
                    }
                    if let next = edges[current]?[key] {
                        current = next
                        continue
                    }
                    var captures: [ParameterType] = []
                    switch segment.kind {
                    case .mixed(let pieces): captures = MixedPiece.parameters(of: pieces).map(\.type)
                    case .parameter(_, let type): captures = [type]
                    default: break
                    }
                    let next = addNode(after: current, capturing: captures)
                    edges[current, default: [:]][key] = next
                    switch key {
                    case .literal(let text, let folds):
                        nodes[next].readsCaseInsensitively = folds
                        nodes[current].literals.append((text, next))
                    case .mixed(let shape, let folds):
                        nodes[next].readsCaseInsensitively = folds
                        nodes[current].mixed.append((shape.pieces, next))
                    case .parameter(let type, let folds):
                        nodes[next].readsCaseInsensitively = folds
                        nodes[current].parameters.append((type, next))
                    }
                    current = next
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
        let folded = nodes.map(\.readsCaseInsensitively)
        for index in nodes.indices {
            if nodes[index].literals.count > 1 {
                nodes[index].literals.sort { a, b in
                    if a.text.utf8.elementsEqual(b.text.utf8) { return !folded[a.node] && folded[b.node] }
                    return a.text.utf8.lexicographicallyPrecedes(b.text.utf8)
                }
            }
            nodes[index].mixed.sort { a, b in
                let (ca, cb) = (
                    MixedPiece.literalCharacterCount(of: a.pieces), MixedPiece.literalCharacterCount(of: b.pieces)
                )
                if ca != cb { return ca > cb }
                let (ta, tb) = (Self.sortText(a.pieces), Self.sortText(b.pieces))
                if ta != tb { return ta.utf8.lexicographicallyPrecedes(tb.utf8) }
                return !folded[a.node] && folded[b.node]
            }
            nodes[index].parameters.sort { a, b in
                if a.type != b.type { return Precedence.isTriedFirst(a.type, b.type) }
                return !folded[a.node] && folded[b.node]
            }
            nodes[index].ends.sort(by: byQueryCount)
            nodes[index].catchAlls.sort(by: byQueryCount)
        }
    }

    /// Every pattern, in the order a depth-first walk meets them, which is precedence order
    /// (Specification §4.7): at each node, the patterns that end there, then those below its
    /// children in ``Node/children`` order, then the catch-alls that start there.
    public func patternsInPrecedenceOrder() -> [PatternReference] {
        var result: [PatternReference] = []
        func visit(_ index: Int) {
            result += nodes[index].ends
            for child in nodes[index].children { visit(child) }
            result += nodes[index].catchAlls
        }
        visit(0)
        return result
    }

    /// The child of `node` reached by a segment of this kind in a route whose literals compare
    /// exactly (`isCaseSensitive`) or not; `nil` when there is none, and for a catch-all.
    func child(of node: Int, for kind: PathSegment.Kind, isCaseSensitive: Bool) -> Int? {
        guard let key = Self.key(kind, ignoresCase: !isCaseSensitive) else { return nil }
        return edges[node]?[key]
    }

    /// The key of the edge a segment takes; `nil` for a catch-all.
    private static func key(_ kind: PathSegment.Kind, ignoresCase: Bool) -> EdgeKey? {
        switch kind {
        case .literal(let text):
            return .literal(ignoresCase ? ASCIICase.lowercased(text) : text, ignoresCase: ignoresCase)
        case .mixed(let pieces):
            return .mixed(MixedShape(pieces, ignoresCase: ignoresCase), ignoresCase: ignoresCase)
        case .parameter(_, let type):
            if case .enumeration = type { return .parameter(type, ignoresCase: ignoresCase) }
            return .parameter(type, ignoresCase: false)
        case .catchAll:
            return nil
        }
    }

    /// A mixed shape as text, to order shapes with as many literal characters deterministically.
    private static func sortText(_ pieces: [MixedPiece]) -> String {
        pieces.map(\.patternText).joined()
    }

    private mutating func addNode(after parent: Int, capturing types: [ParameterType]) -> Int {
        var captures = nodes[parent].captures
        captures += types
        let node = Node(id: nodes.count, captures: captures, depth: nodes[parent].depth + 1)
        nodes.append(node)
        return node.id
    }
}
