/// Walks two branches of the trie in step, from two nodes at the same depth that some path
/// reaches both, and lists every pair of patterns (one from each branch) whose paths some URL
/// matches, with the raw segments of one such path.
///
/// It only descends where the edges' texts can overlap (``SegmentOverlap``): literals that read
/// the same text (equal, or equal ignoring case where one of them ignores it), a literal that the
/// other side's parameter or mixed segment reads, two parameters that share a text
/// (``TypeOverlap``), a mixed segment and anything that reads one of its texts. A catch-all on one
/// side overlaps every pattern strictly below the other side. Schemes, hosts and queries are left
/// to the caller. (Below the first segment, no segment is in the host position.)
struct OverlapWalk {
    /// Two patterns whose paths overlap, and the path of a URL that both match.
    struct Pair {
        var left: RouteTrie.PatternReference
        var right: RouteTrie.PatternReference
        var path: [String]
    }

    let context: AnalysisContext
    private(set) var pairs: [Pair] = []

    init(_ context: AnalysisContext) {
        self.context = context
    }

    /// Lists the pairs below `left` and `right`, reached by the raw segments `path`.
    mutating func walk(_ left: Int, _ right: Int, path: [String]) {
        let nodes = context.trie.nodes
        let (a, b) = (nodes[left], nodes[right])
        for p in a.ends {
            for q in b.ends { pairs.append(Pair(left: p, right: q, path: path)) }
        }
        for p in a.catchAlls {
            for q in b.catchAlls { pairs.append(Pair(left: p, right: q, path: path + ["x"])) }
            for q in context.patterns(below: right) {
                pairs.append(Pair(left: p, right: q, path: path + context.sampleSegments(of: q, from: b.depth)))
            }
        }
        for q in b.catchAlls {
            for p in context.patterns(below: left) {
                pairs.append(Pair(left: p, right: q, path: path + context.sampleSegments(of: p, from: a.depth)))
            }
        }
        // Literals against literals, through the index of their lowercased texts.
        let rightLiterals = context.foldedLiterals[right]
        for (text, child) in a.literals {
            for other in rightLiterals[ASCIICase.lowercased(text)] ?? [] {
                if let shared = shared(child, other) { walk(child, other, path: path + [shared]) }
            }
        }
        // Every other pair of edges: few, since parameters and mixed segments are.
        let leftOthers = a.mixed.map(\.node) + a.parameters.map(\.node)
        let rightOthers = b.mixed.map(\.node) + b.parameters.map(\.node)
        for child in leftOthers {
            for other in b.literals.map(\.node) + rightOthers {
                if let shared = shared(child, other) { walk(child, other, path: path + [shared]) }
            }
        }
        for child in a.literals.map(\.node) {
            for other in rightOthers {
                if let shared = shared(child, other) { walk(child, other, path: path + [shared]) }
            }
        }
    }

    /// A raw segment that the edges into both nodes read.
    private func shared(_ a: Int, _ b: Int) -> String? {
        guard let x = context.incoming[a], let y = context.incoming[b] else { return nil }
        return SegmentOverlap.sharedSegment(x, y)
    }
}
