/// Finds the literal children of a trie node that a decoded segment equals.
enum LiteralLookup {
    /// Nodes with at most this many literal children compare them one by one; others hash.
    static let linearLimit = 1

    /// Calls `body` with each literal child of `node` that equals the `count` bytes at `text`
    /// (exactly; or ignoring ASCII case for a child that ignores case, or for every child when
    /// `folding` is set), in the order they must be tried, until `body` returns `true`. Returns
    /// whether it did. `text` must be readable eight bytes before and after.
    @inline(__always)
    static func forEachMatch(
        _ tables: UnsafePointer<TableStorage>, node: TrieNode, text: UnsafePointer<UInt8>, count: Int,
        folding: Bool, _ body: (Int32) -> Bool
    ) -> Bool {
        let (first, last) = ASCII.words(text, count: count)
        if node.literalCount <= linearLimit && !folding {
            var index = Int(node.literalStart)
            let end = index + Int(node.literalCount)
            while index < end {
                let edge = tables.pointee.literals[index]
                if matches(edge, first, last, count, text, tables, folding: edge.isFolded) && body(edge.child) {
                    return true
                }
                index += 1
            }
            return false
        }
        if !folding && node.slotStart >= 0 {
            let hash = ASCII.hash(first: first, last: last, count: count)
            var slot = Int(hash) & Int(node.slotMask)
            while true {
                let edgeIndex = tables.pointee.literalSlots[Int(node.slotStart) + slot]
                if edgeIndex < 0 { break }
                let edge = tables.pointee.literals[Int(edgeIndex)]
                if edge.first == first && edge.last == last && Int(edge.text.count) == count
                    && (count <= 16
                        || ASCII.exactlyEqual(
                            text, tables.pointee.text.baseAddress! + Int(edge.text.start), count: count))
                    && body(edge.child)
                {
                    return true
                }
                slot = (slot + 1) & Int(node.slotMask)
            }
        }
        guard node.foldedSlotStart >= 0, folding || node.hasFoldedLiterals else { return false }
        let foldedFirst = ASCII.lowercased(word: first)
        let foldedLast = ASCII.lowercased(word: last)
        // Without a capital letter, the exact look-up found every match already (for texts of up
        // to sixteen bytes, which the two words hold whole).
        if !folding && count <= 16 && foldedFirst == first && foldedLast == last { return false }
        let hash = ASCII.hash(first: foldedFirst, last: foldedLast, count: count)
        var slot = Int(hash) & Int(node.foldedSlotMask)
        while true {
            let edgeIndex = tables.pointee.literalSlots[Int(node.foldedSlotStart) + slot]
            if edgeIndex < 0 { break }
            let edge = tables.pointee.literals[Int(edgeIndex)]
            if folding || edge.isFolded,
                Int(edge.text.count) == count,
                ASCII.lowercased(word: edge.first) == foldedFirst, ASCII.lowercased(word: edge.last) == foldedLast,
                count <= 16
                    || ASCII.foldedEqual(text, tables.pointee.text.baseAddress! + Int(edge.text.start), count: count),
                body(edge.child)
            {
                return true
            }
            slot = (slot + 1) & Int(node.foldedSlotMask)
        }
        return false
    }

    /// Whether `edge` equals the segment whose words are given.
    @inline(__always)
    private static func matches(
        _ edge: LiteralEdge, _ first: UInt64, _ last: UInt64, _ count: Int, _ text: UnsafePointer<UInt8>,
        _ tables: UnsafePointer<TableStorage>, folding: Bool
    ) -> Bool {
        guard Int(edge.text.count) == count else { return false }
        if edge.first == first && edge.last == last
            && (count <= 16
                || ASCII.exactlyEqual(text, tables.pointee.text.baseAddress! + Int(edge.text.start), count: count))
        {
            return true
        }
        guard folding, ASCII.lowercased(word: first) == edge.first, ASCII.lowercased(word: last) == edge.last else {
            return false
        }
        return count <= 16
            || ASCII.foldedEqual(text, tables.pointee.text.baseAddress! + Int(edge.text.start), count: count)
    }
}
