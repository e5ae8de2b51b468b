/// Specification §4.8 and §9.2: finds the pairs of patterns that some URL matches with equal precedence.
///
/// It walks the trie once. Patterns that end at the same node (or start a catch-all there) have
/// the same path; two of them tie when they require the same number of query keys and some URL
/// carries the keys of both, with values both read, under a scheme or host both routes accept.
/// At each node, two parameter edges of the same rank but different types (``TypeOverlap``: `int`
/// and `bool` share `0` and `1`; an enum value may read as `int`; a `{"swift"}` type may read
/// anything) tie for every URL that goes down both; the two branches are then walked in step
/// (``OverlapWalk``), and every pair of patterns below them that some URL matches is ambiguous.
/// Nothing else can tie, so pairs of routes whose paths diverge at a literal, or at edges of
/// different ranks, are never compared, and the cost grows with the trie, not with the square
/// of the number of routes.
///
/// Each ambiguous pair is reported once, as an error at the later pattern with a note at the
/// earlier one and a URL that both match; after ``cap`` errors at one pattern, the rest are
/// counted in a note.
struct AmbiguityAnalysis {
    typealias Reference = RouteTrie.PatternReference

    /// Why two patterns tie.
    enum Cause: Hashable {
        /// They have the same path, and the same number of required query keys.
        case samePath
        /// At segment `depth` (0-based) they have parameters of different types of the same
        /// rank, which both read `value`.
        case tie(depth: Int, value: String)
    }

    /// One ambiguous pair.
    struct Conflict {
        var earlier: Reference
        var later: Reference
        /// A URL that both match.
        var url: String
        var cause: Cause
    }

    /// The most errors reported at one pattern.
    static let cap = 5

    let context: AnalysisContext
    /// The reported conflicts, by their later pattern.
    private(set) var conflicts: [Reference: [Conflict]] = [:]
    /// The number of conflicts left out at each later pattern.
    private(set) var leftOut: [Reference: Int] = [:]
    private var seen: Set<[Int]> = []

    init(_ context: AnalysisContext) {
        self.context = context
    }

    /// Every ambiguity of the spec.
    static func diagnostics(_ context: AnalysisContext) -> [Diagnostic] {
        var analysis = AmbiguityAnalysis(context)
        var path: [String] = []
        analysis.walk(0, path: &path)
        return analysis.diagnostics()
    }

    // MARK: Finding

    /// Visits `node`, reached by the decoded segments `path`, and everything below it.
    private mutating func walk(_ node: Int, path: inout [String]) {
        let current = context.trie.nodes[node]
        if current.ends.count > 1 { compareSamePath(current.ends, path: path) }
        if current.catchAlls.count > 1 { compareSamePath(current.catchAlls, path: path + ["x"]) }
        for (text, child) in current.literals {
            path.append(text)
            walk(child, path: &path)
            path.removeLast()
        }
        guard !current.parameters.isEmpty else { return }
        let siblings = Set(current.literals.map(\.text))
        for (type, child) in current.parameters {
            path.append(TypeOverlap.sample(type, avoiding: siblings))
            walk(child, path: &path)
            path.removeLast()
        }
        let edges = current.parameters
        for i in edges.indices {
            for j in edges.indices where j > i && Precedence.rank(edges[i].type) == Precedence.rank(edges[j].type) {
                let types = (edges[i].type, edges[j].type)
                guard let text = TypeOverlap.sharedText(types.0, types.1, avoiding: siblings) else { continue }
                var overlapWalk = OverlapWalk(context)
                overlapWalk.walk(edges[i].node, edges[j].node, path: path + [text])
                for pair in overlapWalk.pairs {
                    consider(pair.left, pair.right, path: pair.path, cause: .tie(depth: current.depth, value: text))
                }
            }
        }
    }

    /// Compares patterns with the same path. Patterns that read the same query keys the same way
    /// and accept the same URLs are grouped, so that a thousand copies of one pattern cost a
    /// thousand steps, not a million.
    private mutating func compareSamePath(_ references: [Reference], path: [String]) {
        guard references.count > 1 else { return }
        struct Signature: Hashable {
            var query: AnalysisContext.QueryShape
            var audience: RouteAudience
        }
        var groupIndex: [Signature: Int] = [:]
        var groups: [[Reference]] = []
        for reference in references.sorted(by: AnalysisContext.isEarlier) {
            let signature = Signature(
                query: context.query(reference), audience: context.audiences[reference.route])
            if let index = groupIndex[signature] {
                groups[index].append(reference)
            } else {
                groupIndex[signature] = groups.count
                groups.append([reference])
            }
        }
        // Which groups conflict, judged by their first members.
        var partners: [[Int]] = Array(repeating: [], count: groups.count)
        for i in groups.indices {
            for j in groups.indices where j >= i && tiesOnQuery(groups[i][0], groups[j][0]) {
                partners[i].append(j)
                if j != i { partners[j].append(i) }
            }
        }
        for (groupNumber, group) in groups.enumerated() {
            for later in group {
                var earlier: [Reference] = []
                var total = 0
                for partner in partners[groupNumber] {
                    let members = groups[partner]
                    let count = members.partitioningIndex { !AnalysisContext.isEarlier($0, later) }
                    total += count
                    earlier += members.prefix(min(count, Self.cap))
                }
                let chosen = earlier.sorted(by: AnalysisContext.isEarlier).prefix(Self.cap)
                for reference in chosen {
                    consider(reference, later, path: path, cause: .samePath)
                }
                if total > chosen.count { leftOut[later, default: 0] += total - chosen.count }
            }
        }
    }

    /// Whether two patterns with the same path tie for some URL: the same number of required
    /// query keys, a shared scheme or host, and a query both accept.
    private func tiesOnQuery(_ a: Reference, _ b: Reference) -> Bool {
        context.query(a).required.count == context.query(b).required.count
            && context.audiences[a.route].sharedOrigin(with: context.audiences[b.route]) != nil
            && context.sharedQuery(a, b) != nil
    }

    /// Records the pair when some URL with this path reaches both routes and carries a query that
    /// both accept.
    private mutating func consider(_ a: Reference, _ b: Reference, path: [String], cause: Cause) {
        guard a != b else { return }
        let (earlier, later) = AnalysisContext.isEarlier(a, b) ? (a, b) : (b, a)
        guard seen.insert([earlier.route, earlier.pattern, later.route, later.pattern]).inserted,
            let origin = context.audiences[earlier.route].sharedOrigin(with: context.audiences[later.route]),
            let query = context.sharedQuery(earlier, later)
        else { return }
        if cause == .samePath && context.query(earlier).required.count != context.query(later).required.count {
            return
        }
        guard conflicts[later, default: []].count < Self.cap else {
            leftOut[later, default: 0] += 1
            return
        }
        let url = AnalysisContext.url(origin: origin, path: path, query: query)
        conflicts[later, default: []].append(Conflict(earlier: earlier, later: later, url: url, cause: cause))
    }

    // MARK: Reporting

    private func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        let messages = AmbiguityMessages(context: context)
        for later in conflicts.keys.sorted(by: AnalysisContext.isEarlier) {
            let list = conflicts[later] ?? []
            for (index, conflict) in list.enumerated() {
                var diagnostic = messages.diagnostic(conflict)
                if index == list.count - 1, let count = leftOut[later], count > 0 {
                    let more = count == 1 ? "1 more pattern is" : "\(count) more patterns are"
                    diagnostic.notes.append(
                        .note(
                            "\(more) ambiguous with \(Quote.single(context.pattern(later).text)) too; fix these"
                                + " first", at: context.pattern(later).position))
                }
                result.append(diagnostic)
            }
        }
        return result
    }
}

extension Array {
    /// The index of the first element for which `belongsInSecondPartition` is true, in an array
    /// partitioned so that all such elements come last.
    func partitioningIndex(where belongsInSecondPartition: (Element) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if belongsInSecondPartition(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
