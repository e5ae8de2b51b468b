/// Specification §4.8 and §9.2: finds the pairs of patterns that some URL matches with equal precedence.
///
/// It walks the trie once. Patterns that end at the same node (or start a catch-all there) have
/// the same path; two of them tie when they require the same query keys and some URL
/// carries the keys of both, with values both read, under a scheme or host both routes accept.
/// At each node, two sibling edges that are not alike but stand equal in precedence
/// (Specification §4.7) tie for every URL that goes down both: parameters of the same rank but
/// different types (``TypeOverlap``: `int` and `bool` share `0` and `1`; an enum value may read as
/// `int`; a `{"swift"}` type may read anything), mixed segments with as many literal characters
/// that read a common text (``SegmentOverlap``), literals that read the same text because one of
/// them ignores case, and, at the first segment under a host-first scheme both routes accept,
/// literals that differ only in case. The two branches are then walked in step
/// (``OverlapWalk``), and every pair of patterns below them that some URL matches is ambiguous.
/// Nothing else can tie, so pairs of routes whose paths diverge at a literal, or at edges of
/// different orders, are never compared, and the cost grows with the trie, not with the square
/// of the number of routes.
///
/// Each ambiguous pair is reported once, as an error at the later pattern with a note at the
/// earlier one and a URL that both match; after ``cap`` errors at one pattern, the rest are
/// counted in a note.
struct AmbiguityAnalysis {
    typealias Reference = RouteTrie.PatternReference

    /// Why two patterns tie.
    enum Cause: Hashable {
        /// They have the same path, and the same required query keys.
        case samePath
        /// At segment `depth` (0-based) they have parameters of different types of the same
        /// rank, which both read `value`.
        case tie(depth: Int, value: String)
        /// At segment `depth` they have mixed segments with as many literal characters, which
        /// both read the raw segment `value`.
        case mixedTie(depth: Int, value: String)
        /// At segment `depth` they have literals that both read the raw segment `value`, though
        /// they differ in case: one of their routes ignores case, or (`hostPosition`) the segment
        /// is the host of a host-first scheme's URL.
        case literalCase(depth: Int, value: String, hostPosition: Bool)
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
    /// Every ambiguous pair found, reported or left out: `[earlier route, earlier pattern, later
    /// route, later pattern]`.
    var ambiguousPairs: Set<[Int]> { seen }
    /// The number of conflicts left out at each later pattern.
    private(set) var leftOut: [Reference: Int] = [:]
    private var seen: Set<[Int]> = []

    init(_ context: AnalysisContext) {
        self.context = context
    }

    /// Every ambiguity of the spec.
    static func diagnostics(_ context: AnalysisContext) -> [Diagnostic] {
        analyzed(context).diagnostics()
    }

    /// The analysis of the whole spec, done.
    static func analyzed(_ context: AnalysisContext) -> AmbiguityAnalysis {
        var analysis = AmbiguityAnalysis(context)
        var path: [String] = []
        analysis.walk(0, path: &path)
        return analysis
    }

    // MARK: Finding

    /// Visits `node`, reached by the raw segments `path`, and everything below it.
    private mutating func walk(_ node: Int, path: inout [String]) {
        let current = context.trie.nodes[node]
        if current.ends.count > 1 { compareSamePath(current.ends, path: path) }
        if current.catchAlls.count > 1 { compareSamePath(current.catchAlls, path: path + ["x"]) }
        let siblings = Set(current.literals.map(\.text))
        for child in current.children {
            path.append(context.sample(into: child, avoiding: siblings))
            walk(child, path: &path)
            path.removeLast()
        }
        compareLiterals(current, path: path)
        compareMixed(current, path: path)
        let edges = current.parameters
        for i in edges.indices {
            for j in edges.indices where j > i && Precedence.rank(edges[i].type) == Precedence.rank(edges[j].type) {
                let folds = (
                    context.trie.nodes[edges[i].node].readsCaseInsensitively,
                    context.trie.nodes[edges[j].node].readsCaseInsensitively
                )
                let types = (edges[i].type, edges[j].type)
                guard let text = TypeOverlap.sharedText(types.0, types.1, avoiding: siblings, foldsEnums: folds)
                else { continue }
                walkInStep(
                    edges[i].node, edges[j].node, path: path + [SegmentOverlap.raw(text)],
                    cause: .tie(depth: current.depth, value: text))
            }
        }
    }

    /// Literal siblings that read a common text: one of them ignores case, or, at the first segment,
    /// under a host-first scheme that both routes accept (``consider(_:_:path:cause:hostFirst:)``).
    private mutating func compareLiterals(_ node: RouteTrie.Node, path: [String]) {
        for (_, group) in context.foldedLiterals[node.id] where group.count > 1 {
            for i in group.indices {
                for j in group.indices where j > i {
                    guard let a = context.incoming[group[i]], let b = context.incoming[group[j]] else { continue }
                    if let shared = SegmentOverlap.sharedSegment(a, b) {
                        walkInStep(
                            group[i], group[j], path: path + [shared],
                            cause: .literalCase(depth: node.depth, value: shared, hostPosition: false))
                    } else if node.id == 0 {
                        var (x, y) = (a, b)
                        (x.foldsLiterals, y.foldsLiterals) = (true, true)
                        guard let shared = SegmentOverlap.sharedSegment(x, y, hostPosition: true) else { continue }
                        walkInStep(
                            group[i], group[j], path: path + [shared],
                            cause: .literalCase(depth: 0, value: shared, hostPosition: true), hostFirst: true)
                    }
                }
            }
        }
    }

    /// Mixed siblings with as many literal characters that read a common text; at the first
    /// segment also in the host position, where their literal text ignores case. Only pairs whose
    /// leading literal texts could start the same segment are compared (``candidatePairs(_:)``).
    private mutating func compareMixed(_ node: RouteTrie.Node, path: [String]) {
        let edges = node.mixed
        guard edges.count > 1 else { return }
        var byCount: [Int: [Int]] = [:]
        for index in edges.indices {
            byCount[MixedPiece.literalCharacterCount(of: edges[index].pieces), default: []].append(index)
        }
        for count in byCount.keys.sorted() {
            let members = byCount[count] ?? []
            let heads = members.map { (SegmentOverlap.leading(.mixed(edges[$0].pieces)).map(ASCIICase.lowercased), $0) }
            for (i, j) in Self.candidatePairs(heads) {
                guard let a = context.incoming[edges[i].node], let b = context.incoming[edges[j].node] else { continue }
                if let shared = SegmentOverlap.sharedSegment(a, b) {
                    walkInStep(
                        edges[i].node, edges[j].node, path: path + [shared],
                        cause: .mixedTie(depth: node.depth, value: shared))
                }
                guard node.id == 0 else { continue }
                var (x, y) = (a, b)
                (x.foldsLiterals, y.foldsLiterals) = (true, true)
                if let shared = SegmentOverlap.sharedSegment(x, y, hostPosition: true) {
                    walkInStep(
                        edges[i].node, edges[j].node, path: path + [shared],
                        cause: .mixedTie(depth: 0, value: shared), hostFirst: true)
                }
            }
        }
    }

    /// The pairs of items (each with the lowercased literal text its texts start with, if any)
    /// whose texts could start alike: one head is a prefix of the other, or one has none. Found
    /// through an index of the heads, so that siblings that part at their first characters cost
    /// nothing.
    static func candidatePairs(_ items: [(head: String?, id: Int)]) -> [(Int, Int)] {
        var byHead: [String: [Int]] = [:]
        var headless: [Int] = []
        for item in items {
            if let head = item.head { byHead[head, default: []].append(item.id) } else { headless.append(item.id) }
        }
        var pairs: [(Int, Int)] = []
        func add(_ a: Int, _ b: Int) { pairs.append((min(a, b), max(a, b))) }
        for (index, a) in headless.enumerated() {
            for b in headless[(index + 1)...] { add(a, b) }
            for group in byHead.values { for b in group { add(a, b) } }
        }
        for head in byHead.keys.sorted() {
            let group = byHead[head] ?? []
            for (index, a) in group.enumerated() {
                for b in group[(index + 1)...] { add(a, b) }
            }
            // Heads that are a proper prefix of this one.
            var prefix = head
            while !prefix.isEmpty {
                prefix.removeLast()
                for a in byHead[prefix] ?? [] { for b in group { add(a, b) } }
            }
        }
        return pairs.sorted { $0 < $1 }
    }

    /// Walks two tied edges' branches in step and considers every pair of patterns below them.
    private mutating func walkInStep(_ left: Int, _ right: Int, path: [String], cause: Cause, hostFirst: Bool = false) {
        var overlapWalk = OverlapWalk(context)
        overlapWalk.walk(left, right, path: path)
        for pair in overlapWalk.pairs {
            consider(pair.left, pair.right, path: pair.path, cause: cause, hostFirst: hostFirst)
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

    /// Whether two patterns with the same path tie for some URL: the same required query keys
    /// (as many but not the same are decided by the URL's key order, Specification §4.7 rule 4),
    /// a shared scheme or host, and a query both accept.
    private func tiesOnQuery(_ a: Reference, _ b: Reference) -> Bool {
        context.requiredKeysTie(a, b)
            && context.audiences[a.route].sharedOrigin(with: context.audiences[b.route]) != nil
            && context.sharedQuery(a, b) != nil
    }

    /// Records the pair when some URL with this path reaches both routes and carries a query that
    /// both accept; with `hostFirst`, only under a host-first scheme (the path's first segment then
    /// stands in the host position).
    private mutating func consider(
        _ a: Reference, _ b: Reference, path: [String], cause: Cause, hostFirst: Bool = false
    ) {
        guard a != b else { return }
        let (earlier, later) = AnalysisContext.isEarlier(a, b) ? (a, b) : (b, a)
        let key = [earlier.route, earlier.pattern, later.route, later.pattern]
        guard !seen.contains(key),
            let origin = context.audiences[earlier.route].sharedOrigin(
                with: context.audiences[later.route], hostFirst: hostFirst),
            let query = context.sharedQuery(earlier, later)
        else { return }
        if cause == .samePath && !context.requiredKeysTie(earlier, later) { return }
        seen.insert(key)
        guard conflicts[later, default: []].count < Self.cap else {
            leftOut[later, default: 0] += 1
            return
        }
        let url = AnalysisContext.url(origin: origin, path: path, query: query)
        conflicts[later, default: []].append(Conflict(earlier: earlier, later: later, url: url, cause: cause))
    }

    // MARK: Reporting

    func diagnostics() -> [Diagnostic] {
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
