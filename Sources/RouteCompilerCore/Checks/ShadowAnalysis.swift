/// Patterns that lose URLs to a literal sibling, and literal siblings that differ only in case.
///
/// - A typed parameter (a built-in type other than `string`, a named enum) whose type reads the text
///   of a literal sibling loses that value to the literal's route, since a literal takes
///   precedence (Specification §4.7): the URL built for that value opens the other route. That is a
///   warning at the parameter, one per value, when some URL shows it.
/// - When that happens to every value of a `bool` or named enum, and for each value a pattern
///   of the literal's branch matches every URL the parameter's pattern could match, the pattern
///   can never match: an error.
/// - Two literal siblings that differ only in case (`Settings`, `settings`) are two different
///   paths, which is rarely meant: a warning at the later one.
///
/// `string` and `{"swift"}` parameters are left alone: a literal next to a string
/// (`/users/me` beside `/users/{name}`) is the usual way to carve out a name.
struct ShadowAnalysis {
    typealias Reference = RouteTrie.PatternReference

    /// A value that a pattern loses to a literal sibling.
    private struct Loss {
        var loser: Reference
        var winner: Reference
        var value: String
        var url: String
    }

    let context: AnalysisContext
    private var diagnostics: [Diagnostic] = []

    /// The diagnostics of every node of the trie.
    static func diagnostics(_ context: AnalysisContext) -> [Diagnostic] {
        var analysis = ShadowAnalysis(context: context)
        for node in context.trie.nodes {
            analysis.checkTypedSiblings(node)
            analysis.checkCase(node)
        }
        return analysis.diagnostics
    }

    private init(context: AnalysisContext) {
        self.context = context
        var parents = Array(repeating: (node: 0, text: ""), count: context.trie.nodes.count)
        for node in context.trie.nodes {
            for (text, child) in node.literals { parents[child] = (node.id, text) }
            for (type, child) in node.parameters {
                parents[child] = (node.id, TypeOverlap.sample(type))
            }
        }
        self.parents = parents
    }

    /// Each node's parent, and the decoded segment that leads from it to the node.
    private let parents: [(node: Int, text: String)]

    /// Decoded segments of a path that reaches `node`.
    private func samplePath(to node: Int) -> [String] {
        var path: [String] = []
        var current = node
        while current != 0 {
            path.append(parents[current].text)
            current = parents[current].node
        }
        return path.reversed()
    }

    // MARK: Typed parameters beside literals

    private mutating func checkTypedSiblings(_ node: RouteTrie.Node) {
        guard !node.literals.isEmpty else { return }
        for (type, child) in node.parameters where !TypeOverlap.mayReadAnyText(type) {
            var losses: [Loss] = []
            for (text, literalChild) in node.literals where TypeOverlap.accepts(type, text) {
                var walk = OverlapWalk(context)
                walk.walk(literalChild, child, path: samplePath(to: node.id) + [text])
                var losers: Set<Reference> = []
                for pair in walk.pairs where !losers.contains(pair.right) {
                    guard
                        let origin = context.audiences[pair.left.route].sharedOrigin(
                            with: context.audiences[pair.right.route]),
                        let query = context.sharedQuery(pair.left, pair.right)
                    else { continue }
                    losers.insert(pair.right)
                    let url = AnalysisContext.url(origin: origin, path: pair.path, query: query)
                    losses.append(Loss(loser: pair.right, winner: pair.left, value: text, url: url))
                }
            }
            report(losses, type: type, depth: node.depth)
        }
    }

    private mutating func report(_ losses: [Loss], type: ParameterType, depth: Int) {
        let losers = Set(losses.map(\.loser)).sorted(by: AnalysisContext.isEarlier)
        for loser in losers {
            let mine = losses.filter { $0.loser == loser }
            if let values = TypeOverlap.finiteValues(of: type), let coverage = cover(loser, values, depth) {
                diagnostics.append(unreachable(loser, type: type, coverage: coverage))
                continue
            }
            for loss in mine { diagnostics.append(warning(loss, depth: depth)) }
        }
    }

    /// For each value, a pattern of that literal's branch that matches every URL `loser` matches
    /// with that value; `nil` unless every value has one.
    private func cover(_ loser: Reference, _ values: [String], _ depth: Int) -> [(String, Reference)]? {
        let node = node(of: loser, depth: depth)
        var result: [(String, Reference)] = []
        for value in values {
            guard let literal = context.literalChildren[node][value] else { return nil }
            let below =
                context.trie.nodes[literal].ends + context.trie.nodes[literal].catchAlls
                + context.patterns(below: literal)
            guard
                let winner = below.sorted(by: AnalysisContext.isEarlier).first(where: {
                    covers($0, loser, from: depth)
                })
            else { return nil }
            result.append((value, winner))
        }
        return result
    }

    /// The node from which `reference` takes its segment `depth`.
    private func node(of reference: Reference, depth: Int) -> Int {
        var node = 0
        for segment in context.pattern(reference).segments.prefix(depth) {
            let current = context.trie.nodes[node]
            switch segment.kind {
            case .literal(let text): node = context.literalChildren[node][text] ?? node
            case .parameter(_, let type):
                node = current.parameters.first { $0.type == type }?.node ?? node
            case .catchAll: break
            }
        }
        return node
    }

    /// Whether `winner` matches every URL that `loser` matches, given that they agree before
    /// segment `depth` and the winner has a literal there that the loser reads. Conservative:
    /// `false` whenever in doubt.
    private func covers(_ winner: Reference, _ loser: Reference, from depth: Int) -> Bool {
        let (mine, theirs) = (context.pattern(winner).segments, context.pattern(loser).segments)
        guard mine.count == theirs.count else { return false }
        for index in (depth + 1)..<mine.count where !segment(mine[index].kind, covers: theirs[index].kind) {
            return false
        }
        guard context.audiences[loser.route].isCovered(by: context.audiences[winner.route]) else { return false }
        let (myQuery, theirQuery) = (context.query(winner), context.query(loser))
        for key in myQuery.reads.keys {
            guard let type = theirQuery.reads[key], theirQuery.required.contains(key),
                !theirQuery.optional.contains(key), TypeOverlap.includes(myQuery.reads[key]!, type)
            else { return false }
        }
        return true
    }

    private func segment(_ mine: PathSegment.Kind, covers theirs: PathSegment.Kind) -> Bool {
        switch (mine, theirs) {
        case (.literal(let a), .literal(let b)): return a == b
        case (.parameter(_, let type), .literal(let text)):
            if case .app = type { return false }
            return TypeOverlap.accepts(type, text)
        case (.parameter(_, let a), .parameter(_, let b)): return TypeOverlap.includes(a, b)
        case (.catchAll, .catchAll): return true
        default: return false
        }
    }

    private func warning(_ loss: Loss, depth: Int) -> Diagnostic {
        let pattern = context.pattern(loss.loser)
        let segment = pattern.segments[depth]
        let loserRoute = context.route(loss.loser)
        let winner =
            "\(Quote.single(context.route(loss.winner).name)) (\(Quote.single(context.pattern(loss.winner).text)))"
        return .warning(
            "\(Quote.single(AmbiguityMessages.text(of: segment))) of route \(Quote.single(loserRoute.name)) never"
                + " reads \(Quote.single(loss.value)): \(winner) matches \(loss.url) first, since a literal segment"
                + " takes precedence, so the URL built for that value opens the other route; rename the literal or"
                + " the value, or separate the routes by a literal segment",
            at: segment.position)
    }

    private func unreachable(_ loser: Reference, type: ParameterType, coverage: [(String, Reference)]) -> Diagnostic {
        let pattern = context.pattern(loser)
        let route = context.route(loser)
        let shown = coverage.prefix(4).map { "\(Quote.single($0.0)) by \(Quote.single(context.route($0.1).name))" }
        let list = shown.joined(separator: ", ") + (coverage.count > 4 ? ", …" : "")
        let values =
            type.builtIn.map { "every \($0.name) text (\(($0.finiteTexts ?? []).joined(separator: ", ")))" }
            ?? "every value of \(type.specName)"
        return .error(
            "pattern \(Quote.single(pattern.text)) of route \(Quote.single(route.name)) can never match: \(values)"
                + " is taken by a literal segment that takes precedence (\(list)); remove the pattern or those"
                + " literal routes",
            at: pattern.position,
            notes: coverage.prefix(4).map { value, winner in
                .note(
                    "\(Quote.single(context.pattern(winner).text)) of route \(Quote.single(context.route(winner).name))"
                        + " takes \(Quote.single(value))", at: context.pattern(winner).position)
            })
    }

    // MARK: Literals that differ only in case

    private mutating func checkCase(_ node: RouteTrie.Node) {
        guard node.literals.count > 1 else { return }
        let folded = node.literals.map { $0.text.lowercased() }
        guard Set(folded).count < folded.count else { return }
        var byFolded: [String: [(text: String, node: Int)]] = [:]
        for literal in node.literals { byFolded[literal.text.lowercased(), default: []].append(literal) }
        for key in byFolded.keys.sorted() {
            guard let group = byFolded[key], group.count > 1 else { continue }
            let firsts = group.map { (literal: $0, reference: firstPattern(through: $0.node)) }
                .sorted { AnalysisContext.isEarlier($0.reference, $1.reference) }
            let original = firsts[0]
            for other in firsts.dropFirst() {
                let pattern = context.pattern(other.reference)
                let segment = pattern.segments[node.depth]
                let originalPattern = context.pattern(original.reference)
                diagnostics.append(
                    .warning(
                        "literal segment \(Quote.single(other.literal.text)) in \(Quote.single(pattern.text)) (route"
                            + " \(Quote.single(context.route(other.reference).name))) differs only in case from"
                            + " \(Quote.single(original.literal.text)) in \(Quote.single(originalPattern.text)) (route"
                            + " \(Quote.single(context.route(original.reference).name))); paths compare"
                            + " case-sensitively, so these are two different paths; use one spelling if they are"
                            + " meant to be the same",
                        at: segment.position))
            }
        }
    }

    /// The earliest pattern in the file that goes through `node`.
    private func firstPattern(through node: Int) -> Reference {
        let current = context.trie.nodes[node]
        return (current.ends + current.catchAlls + context.patterns(below: node))
            .min(by: AnalysisContext.isEarlier)!
    }
}
