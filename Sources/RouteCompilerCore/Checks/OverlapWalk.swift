/// Walks two branches of the trie in step, from two nodes at the same depth that some path
/// reaches both, and lists every pair of patterns (one from each branch) whose paths some URL
/// matches, with the decoded segments of one such path.
///
/// It only descends where the edges' texts can overlap: equal literals, a literal that the other
/// side's parameter reads, two parameters that share a text (``TypeOverlap``). A catch-all on one
/// side overlaps every pattern strictly below the other side. Schemes, hosts and queries are
/// left to the caller.
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

    /// Lists the pairs below `left` and `right`, reached by the decoded segments `path`.
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
        let rightLiterals = context.literalChildren[right]
        for (text, child) in a.literals {
            if let other = rightLiterals[text] { walk(child, other, path: path + [text]) }
            for (type, other) in b.parameters where TypeOverlap.accepts(type, text) {
                walk(child, other, path: path + [text])
            }
        }
        for (type, child) in a.parameters {
            for (text, other) in b.literals where TypeOverlap.accepts(type, text) {
                walk(child, other, path: path + [text])
            }
            for (otherType, other) in b.parameters {
                guard let text = TypeOverlap.sharedText(type, otherType) else {
                    continue
                }
                walk(child, other, path: path + [text])
            }
        }
    }
}
