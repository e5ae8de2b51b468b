/// Finds the literal children of a trie node that a decoded segment equals.
enum LiteralLookup {
    /// Nodes with at most this many literal children compare them one by one; others hash.
    static let linearLimit = 4

    /// Calls `body` with each literal child of `node` that equals `segment` (exactly, or ignoring
    /// ASCII case for a child that ignores case, or for every child when `folding` is set), in the
    /// order they must be tried, until `body` returns `true`. Returns whether it did.
    @inline(__always)
    static func forEachMatch(
        _ storage: TableStorage, node: TrieNode, segment: UnsafeBufferPointer<UInt8>, folding: Bool,
        _ body: (Int32) -> Bool
    ) -> Bool {
        let count = segment.count
        let text = storage.text.baseAddress!
        let base = segment.baseAddress!
        if node.literalCount <= linearLimit {
            var index = Int(node.literalStart)
            let end = index + Int(node.literalCount)
            while index < end {
                let edge = storage.literals[index]
                if Int(edge.text.count) == count
                    && ASCII.equal(base, text + Int(edge.text.start), count: count, folding: folding || edge.isFolded)
                {
                    if body(edge.child) { return true }
                }
                index += 1
            }
            return false
        }
        if !folding {
            let hash = ASCII.hash(segment, folding: false)
            var slot = Int(hash) & Int(node.slotMask)
            while true {
                let edgeIndex = storage.literalSlots[Int(node.slotStart) + slot]
                if edgeIndex < 0 { break }
                let edge = storage.literals[Int(edgeIndex)]
                if Int(edge.text.count) == count && ASCII.equal(base, text + Int(edge.text.start), count: count, folding: false) {
                    if body(edge.child) { return true }
                }
                slot = (slot + 1) & Int(node.slotMask)
            }
            guard node.hasFoldedLiterals, segment.contains(where: { $0 &- UInt8(ascii: "A") < 26 }) else { return false }
        }
        guard node.foldedSlotStart >= 0 else { return false }
        let hash = ASCII.hash(segment, folding: true)
        var slot = Int(hash) & Int(node.foldedSlotMask)
        while true {
            let edgeIndex = storage.literalSlots[Int(node.foldedSlotStart) + slot]
            if edgeIndex < 0 { break }
            let edge = storage.literals[Int(edgeIndex)]
            if (folding || edge.isFolded) && Int(edge.text.count) == count
                && ASCII.equal(base, text + Int(edge.text.start), count: count, folding: true)
            {
                if body(edge.child) { return true }
            }
            slot = (slot + 1) & Int(node.foldedSlotMask)
        }
        return false
    }
}
