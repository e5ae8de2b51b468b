/// Patterns that lose URLs to a sibling of a better class, and literal siblings that differ only in
/// case (Specification §9.3, §9.5).
///
/// - A typed parameter (a built-in type other than `string`, a named enum) whose type reads the text
///   of a literal sibling loses that value to the literal's route, since a literal takes
///   precedence (Specification §4.7): the URL built for that value opens the other route. That is a
///   warning at the parameter, one per value, when some URL shows it. A literal that ignores case
///   (a case-insensitive route, or the host position of a host-first scheme) takes the values
///   equal to it ignoring case.
/// - When that happens to every value of a `bool` or named enum, and for each value a pattern
///   of the literal's branch matches every URL the parameter's pattern could match with it, the
///   pattern can never match: an error.
/// - The same holds for a typed parameter beside a mixed sibling that reads some of its values
///   (`/n/{x:double}` beside `/n/{major:int}.{minor:int}` loses `2.0`), and for a mixed segment
///   without a `string` parameter beside a literal sibling that it reads (`/v{major:int}.{minor:int}`
///   beside `/v1.0`): warnings, with one example value.
/// - Two literal siblings of case-sensitive routes that differ only in case (`Settings`,
///   `settings`) are two different paths, which is rarely meant: a warning at the later one,
///   unless the ambiguity check already reported them (they tie in the host position).
///
/// `string` and `{"swift"}` parameters are left alone: a literal next to a string
/// (`/users/me` beside `/users/{name}`) is the usual way to carve out a name.
struct ShadowAnalysis {
    typealias Reference = RouteTrie.PatternReference

    /// A value that a pattern loses to a sibling.
    private struct Loss {
        var loser: Reference
        var winner: Reference
        /// The lost value, decoded, as people read it.
        var value: String
        var url: String
        /// Whether the winner's segment is a mixed one (else a literal).
        var byMixed: Bool
    }

    /// A value a sibling takes, and how to reach it.
    private struct Taken {
        /// The decoded value.
        var value: String
        /// The raw URL segment that shows it.
        var raw: String
        /// Whether only a host-first scheme's URL shows it.
        var hostFirst: Bool
    }

    let context: AnalysisContext
    /// The pairs that the ambiguity check found (``AmbiguityAnalysis/ambiguousPairs``).
    let ambiguousPairs: Set<[Int]>
    private var diagnostics: [Diagnostic] = []

    /// The diagnostics of every node of the trie.
    static func diagnostics(_ context: AnalysisContext, ambiguousPairs: Set<[Int]> = []) -> [Diagnostic] {
        var analysis = ShadowAnalysis(context: context, ambiguousPairs: ambiguousPairs)
        for node in context.trie.nodes {
            analysis.checkTypedSiblings(node)
            analysis.checkMixedBesideLiterals(node)
            analysis.checkCase(node)
        }
        return analysis.diagnostics
    }

    private init(context: AnalysisContext, ambiguousPairs: Set<[Int]>) {
        self.context = context
        self.ambiguousPairs = ambiguousPairs
        var parents = Array(repeating: 0, count: context.trie.nodes.count)
        for node in context.trie.nodes {
            for child in node.children { parents[child] = node.id }
        }
        self.parents = parents
    }

    /// Each node's parent.
    private let parents: [Int]

    /// Raw segments of a path that reaches `node`.
    private func samplePath(to node: Int) -> [String] {
        var path: [String] = []
        var current = node
        while current != 0 {
            path.append(context.sample(into: current))
            current = parents[current]
        }
        return path.reversed()
    }

    // MARK: Typed parameters beside literals and mixed segments

    private mutating func checkTypedSiblings(_ node: RouteTrie.Node) {
        guard !node.literals.isEmpty || !node.mixed.isEmpty else { return }
        for (type, child) in node.parameters where !TypeOverlap.mayReadAnyText(type) {
            guard let parameter = context.incoming[child] else { continue }
            var losses: [Loss] = []
            for literal in node.literals.map(\.node) {
                for taken in takenByLiteral(literal, from: parameter, type: type, atRoot: node.id == 0) {
                    losses += self.losses(winnerEdge: literal, loserEdge: child, node: node, taken, byMixed: false)
                }
            }
            let byLiterals = losses.count
            for mixed in node.mixed.map(\.node) {
                for taken in takenByMixed(mixed, from: parameter, type: type) {
                    losses += self.losses(winnerEdge: mixed, loserEdge: child, node: node, taken, byMixed: true)
                }
            }
            report(losses, type: type, depth: node.depth, literalLossCount: byLiterals)
        }
    }

    /// The values of a parameter (its edge `parameter`, of `type`) whose URLs the literal edge
    /// `literal` reads.
    private func takenByLiteral(
        _ literal: Int, from parameter: SegmentReading, type: ParameterType, atRoot: Bool
    )
        -> [Taken]
    {
        guard let reading = context.incoming[literal], case .literal(let text) = reading.kind else { return [] }
        var result: [Taken] = []
        let values = TypeOverlap.finiteValues(of: type) ?? [text]
        for value in values where parameter.reads(SegmentOverlap.raw(value)) {
            let raw = SegmentOverlap.raw(value)
            if reading.reads(raw) {
                result.append(Taken(value: value, raw: raw, hostFirst: false))
            } else if atRoot {
                var host = reading
                host.foldsLiterals = true
                if host.reads(raw) { result.append(Taken(value: value, raw: raw, hostFirst: true)) }
            }
        }
        return result
    }

    /// The values of a parameter whose URLs the mixed edge `mixed` reads: each value of a finite
    /// type, else one example, printed as the builder prints it.
    private func takenByMixed(_ mixed: Int, from parameter: SegmentReading, type: ParameterType) -> [Taken] {
        guard let reading = context.incoming[mixed] else { return [] }
        if let values = TypeOverlap.finiteValues(of: type) {
            return values.map { (value: $0, raw: SegmentOverlap.raw($0)) }
                .filter { parameter.reads($0.raw) && reading.reads($0.raw) }
                .map { Taken(value: $0.value, raw: $0.raw, hostFirst: false) }
        }
        guard case .builtIn(let builtIn) = type, let shared = SegmentOverlap.sharedSegment(parameter, reading),
            let decoded = RuntimeText.percentDecoded(shared.utf8), let text = RuntimeText.utf8(decoded),
            let canonical = builtIn.canonicalText(of: text), reading.reads(SegmentOverlap.raw(canonical))
        else { return [] }
        return [Taken(value: canonical, raw: SegmentOverlap.raw(canonical), hostFirst: false)]
    }

    /// The losses of the patterns below `loserEdge` to those below `winnerEdge`, siblings under
    /// `node`, for the value `taken`: one per loser, when some URL shows it.
    private func losses(
        winnerEdge: Int, loserEdge: Int, node: RouteTrie.Node, _ taken: Taken, byMixed: Bool
    )
        -> [Loss]
    {
        var walk = OverlapWalk(context)
        walk.walk(winnerEdge, loserEdge, path: samplePath(to: node.id) + [taken.raw])
        var losers: Set<Reference> = []
        var result: [Loss] = []
        for pair in walk.pairs where !losers.contains(pair.right) {
            guard
                let origin = context.audiences[pair.left.route].sharedOrigin(
                    with: context.audiences[pair.right.route], hostFirst: taken.hostFirst),
                let query = context.sharedQuery(pair.left, pair.right)
            else { continue }
            losers.insert(pair.right)
            let url = AnalysisContext.url(origin: origin, path: pair.path, query: query)
            result.append(Loss(loser: pair.right, winner: pair.left, value: taken.value, url: url, byMixed: byMixed))
        }
        return result
    }

    private mutating func report(_ losses: [Loss], type: ParameterType, depth: Int, literalLossCount: Int) {
        let losers = Set(losses.map(\.loser)).sorted(by: AnalysisContext.isEarlier)
        for loser in losers {
            let mine = losses.filter { $0.loser == loser }
            let onlyLiterals = !mine.contains(where: \.byMixed)
            if onlyLiterals, let values = TypeOverlap.finiteValues(of: type), let coverage = cover(loser, values, depth)
            {
                diagnostics.append(unreachable(loser, type: type, coverage: coverage))
                continue
            }
            for loss in mine { diagnostics.append(warning(loss, depth: depth)) }
        }
    }

    /// For each value, a pattern of the branch of a literal sibling that reads it that matches every
    /// URL `loser` matches with that value; `nil` unless every value has one.
    private func cover(_ loser: Reference, _ values: [String], _ depth: Int) -> [(String, Reference)]? {
        let node = node(of: loser, depth: depth)
        var result: [(String, Reference)] = []
        for value in values {
            let raw = SegmentOverlap.raw(value)
            let literals = context.trie.nodes[node].literals.map(\.node).filter {
                context.incoming[$0]?.reads(raw) == true
            }
            let below = literals.flatMap { literal in
                context.trie.nodes[literal].ends + context.trie.nodes[literal].catchAlls
                    + context.patterns(below: literal)
            }
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
        let isCaseSensitive = context.route(reference).isCaseSensitive
        for segment in context.pattern(reference).segments.prefix(depth) {
            node = context.trie.child(of: node, for: segment.kind, isCaseSensitive: isCaseSensitive) ?? node
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
        case (.parameter(_, .builtIn(.string)), .mixed): return true
        case (.mixed(let a), .mixed(let b)):
            return MixedShape(a, ignoresCase: false) == MixedShape(b, ignoresCase: false)
        case (.catchAll, .catchAll): return true
        default: return false
        }
    }

    // MARK: Mixed segments beside literals

    /// A mixed segment whose parameters are all typed loses the values that build the text of a
    /// literal sibling it reads (Specification §9.3 rule 4).
    private mutating func checkMixedBesideLiterals(_ node: RouteTrie.Node) {
        guard !node.literals.isEmpty, !node.mixed.isEmpty else { return }
        let sorted = node.literals.map { (text: Array(ASCIICase.lowercased($0.text).utf8), node: $0.node) }
            .sorted { $0.text.lexicographicallyPrecedes($1.text) }
        for mixed in node.mixed.map(\.node) {
            guard let reading = context.incoming[mixed], case .mixed(let pieces) = reading.kind,
                !MixedPiece.parameters(of: pieces).contains(where: { TypeOverlap.mayReadAnyText($0.type) })
            else { continue }
            var losses: [Loss] = []
            for literal in Self.literals(sorted, startingWith: SegmentOverlap.leading(.mixed(pieces))) {
                guard let literalReading = context.incoming[literal], case .literal(let text) = literalReading.kind,
                    SegmentOverlap.mayShare(reading, literalReading),
                    let rebuilt = Self.rebuilt(pieces, reading: reading, from: SegmentOverlap.raw(text)),
                    literalReading.reads(rebuilt)
                else { continue }
                let taken = Taken(value: text, raw: SegmentOverlap.raw(text), hostFirst: false)
                losses += self.losses(winnerEdge: literal, loserEdge: mixed, node: node, taken, byMixed: false)
            }
            for loser in Set(losses.map(\.loser)).sorted(by: AnalysisContext.isEarlier) {
                for loss in losses where loss.loser == loser { diagnostics.append(warning(loss, depth: node.depth)) }
            }
        }
    }

    /// The literal children, among `sorted` (their lowercased texts, in order), whose text starts
    /// with `prefix` ignoring case (all of them without a prefix), found by binary search.
    private static func literals(_ sorted: [(text: [UInt8], node: Int)], startingWith prefix: String?) -> [Int] {
        guard let prefix else { return sorted.map(\.node) }
        let key = Array(ASCIICase.lowercased(prefix).utf8)
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle].text.lexicographicallyPrecedes(key) { low = middle + 1 } else { high = middle }
        }
        var result: [Int] = []
        while low < sorted.count, sorted[low].text.starts(with: key) {
            result.append(sorted[low].node)
            low += 1
        }
        return result
    }

    /// The raw segment the builder writes for the values that the mixed segment `pieces` reads
    /// from the raw segment `raw`; `nil` when it does not read it.
    private static func rebuilt(_ pieces: [MixedPiece], reading: SegmentReading, from raw: String) -> String? {
        guard let characters = MixedSegmentSplit.characters(of: raw.utf8) else { return nil }
        let parameters = MixedPiece.parameters(of: pieces)
        let split = MixedSegmentSplit(characters: characters, pieces: pieces, foldsLiterals: reading.foldsLiterals)
        let outcome = split.split { index, bytes -> String? in
            let text = String(decoding: bytes, as: UTF8.self)
            switch parameters[index].type {
            case .builtIn(let builtIn): return builtIn.canonicalText(of: bytes)
            case .enumeration(let named):
                return named.value(matching: bytes)?.rawValue
                    ?? (reading.foldsEnums
                        ? named.values.first { ASCIICase.equal($0.rawValue.utf8, bytes) }?.rawValue : nil)
            case .app: return text
            }
        }
        guard case .success(let values) = outcome else { return nil }
        var index = 0
        return pieces.map { piece -> String in
            switch piece {
            case .literal(let text): return text
            case .parameter:
                defer { index += 1 }
                return SegmentOverlap.raw(values[index])
            }
        }.joined()
    }

    private func warning(_ loss: Loss, depth: Int) -> Diagnostic {
        let pattern = context.pattern(loss.loser)
        let segment = pattern.segments[depth]
        let loserRoute = context.route(loss.loser)
        let winner =
            "\(Quote.single(context.route(loss.winner).name)) (\(Quote.single(context.pattern(loss.winner).text)))"
        let precedence =
            loss.byMixed
            ? "a mixed segment takes precedence over a typed parameter" : "a literal segment takes precedence"
        return .warning(
            "\(Quote.single(AmbiguityMessages.text(of: segment))) of route \(Quote.single(loserRoute.name)) never"
                + " reads \(Quote.single(loss.value)): \(winner) matches \(loss.url) first, since \(precedence),"
                + " so the URL built for that value opens the other route; rename the literal or"
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
        let sensitive = node.literals.filter { !context.trie.nodes[$0.node].readsCaseInsensitively }
        guard sensitive.count > 1, Set(sensitive.map { ASCIICase.lowercased($0.text) }).count < sensitive.count
        else { return }
        var byFolded: [String: [(text: String, node: Int)]] = [:]
        for literal in sensitive { byFolded[ASCIICase.lowercased(literal.text), default: []].append(literal) }
        for key in byFolded.keys.sorted() {
            guard let group = byFolded[key], group.count > 1 else { continue }
            let firsts = group.map { (literal: $0, reference: firstPattern(through: $0.node)) }
                .sorted { AnalysisContext.isEarlier($0.reference, $1.reference) }
            let original = firsts[0]
            for other in firsts.dropFirst() where !areAmbiguous(original.literal.node, other.literal.node) {
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

    /// Whether the ambiguity check reported some pattern through `a` against one through `b`.
    private func areAmbiguous(_ a: Int, _ b: Int) -> Bool {
        guard !ambiguousPairs.isEmpty else { return false }
        let first = patterns(through: a)
        let second = patterns(through: b)
        for x in first {
            for y in second {
                let (earlier, later) = AnalysisContext.isEarlier(x, y) ? (x, y) : (y, x)
                if ambiguousPairs.contains([earlier.route, earlier.pattern, later.route, later.pattern]) {
                    return true
                }
            }
        }
        return false
    }

    private func patterns(through node: Int) -> [Reference] {
        let current = context.trie.nodes[node]
        return current.ends + current.catchAlls + context.patterns(below: node)
    }

    /// The earliest pattern in the file that goes through `node`.
    private func firstPattern(through node: Int) -> Reference {
        patterns(through: node).min(by: AnalysisContext.isEarlier)!
    }
}
