/// Builds a table's ``TableStorage`` (the trie and everything the matcher reads) from its
/// description.
///
/// Patterns are inserted in the order the description lists them, which is precedence order: a
/// node's parameter children, its ends and its catch-alls keep the order in which they first
/// appear, so the matcher tries them in that order. Edges are shared by patterns that read a
/// segment the same way: literals by their text (lowercased when they ignore case), parameters
/// by kind and type, mixed segments by their pieces.
struct TableBuilder {
    private struct Node {
        var literals: [(key: [UInt8], folded: Bool, child: Int)] = []
        var edges: [(edge: EdgeKey, child: Int)] = []
        var ends: [Int] = []
        var catchAlls: [Int] = []
    }

    private struct EdgeKey: Equatable {
        var kind: ValueKind
        var typeIndex: Int
        var isFolded: Bool
        var mixed: Int
    }

    private var text = TableText()
    private var nodes: [Node] = [Node()]
    private var mixed: [MixedSegment] = []
    private var mixedKeys: [([TableDescription.Piece], Bool)] = []
    private var pieces: [MixedPiece] = []
    private var patterns: [PatternEntry] = []
    private var sources: [PatternSource] = []
    private var maximumCaptures = 0

    /// The storage, and for each route its canonical pattern.
    static func build(_ description: TableDescription) -> TableStorage {
        var builder = TableBuilder()
        return builder.storage(description)
    }

    /// The storage of a table of excluded paths: every pattern ends without a route.
    static func buildExcludes(_ description: TableDescription) -> TableStorage {
        var builder = TableBuilder()
        return builder.storage(description)
    }

    private mutating func storage(_ description: TableDescription) -> TableStorage {
        let schemes = description.schemes.map { SchemeEntry(name: text.append($0.name), withHost: $0.withHost) }
        let hosts = description.hosts.map { HostEntry(name: text.append($0.name), isWildcard: $0.isWildcard) }
        var enumerations: [EnumerationEntry] = []
        var enumerationValues: [TableText.Span] = []
        for enumeration in description.enumerations {
            enumerations.append(
                EnumerationEntry(
                    valueStart: Int32(enumerationValues.count), valueCount: Int32(enumeration.rawValues.count)))
            enumerationValues += enumeration.rawValues.map { text.append($0) }
        }
        var labels: [LabelEntry] = []
        var routes: [RouteEntry] = []
        var maximumLabels = 0
        let allSchemes: UInt64 = description.schemes.isEmpty ? 0 : (~0 >> (64 - UInt64(description.schemes.count)))
        let allHosts: UInt64 = description.hosts.isEmpty ? 0 : (~0 >> (64 - UInt64(description.hosts.count)))
        for route in description.routes {
            let start = Int32(labels.count)
            for label in route.labels {
                var entry = LabelEntry(
                    kind: label.kind, typeIndex: Int32(label.typeIndex), role: label.role,
                    key: label.role == .pattern ? .empty : text.append(Array(label.name.utf8)),
                    defaultValue: _RouteSlot())
                if let defaultText = label.defaultText {
                    entry.defaultValue = defaultSlot(
                        defaultText, kind: label.kind, typeIndex: label.typeIndex,
                        enumerations: description.enumerations)
                }
                labels.append(entry)
            }
            maximumLabels = max(maximumLabels, route.labels.count)
            routes.append(
                RouteEntry(
                    name: text.append(Array(route.name.utf8)), labelStart: start, labelCount: Int32(route.labels.count),
                    schemeMask: route.schemes.map(Self.mask) ?? allSchemes,
                    hostMask: route.hosts.map(Self.mask) ?? allHosts,
                    isFolded: route.isCaseInsensitive, canonicalPattern: -1))
        }
        for (index, pattern) in description.patterns.enumerated() {
            let folded =
                pattern.route >= 0 ? description.routes[pattern.route].isCaseInsensitive : pattern.isCanonical
            insert(pattern, index: index, folded: folded)
            if pattern.route >= 0 && pattern.isCanonical { routes[pattern.route].canonicalPattern = Int32(index) }
        }
        return flatten(
            schemes: schemes, hosts: hosts, enumerations: enumerations, enumerationValues: enumerationValues,
            labels: labels, routes: routes, maximumLabels: maximumLabels)
    }

    private static func mask(_ indices: [Int]) -> UInt64 {
        indices.reduce(0) { $0 | (1 << UInt64($1)) }
    }

    /// Inserts pattern number `index` (an exclude when its route is -1).
    mutating func insert(_ pattern: TableDescription.Pattern, index: Int, folded: Bool) {
        var node = 0
        var captures = 0
        var patternSources: [PatternSource] = []
        func capture(_ label: Int) {
            if label >= 0 {
                patternSources.append(PatternSource(label: Int32(label), capture: Int32(captures), key: .empty))
            }
            captures += 1
        }
        for segment in pattern.segments {
            switch segment {
            case .literal(let bytes):
                let key = folded ? bytes.map(ASCII.lowercased) : bytes
                if let existing = nodes[node].literals.first(where: { $0.key == key && $0.folded == folded }) {
                    node = existing.child
                } else {
                    let child = addNode()
                    nodes[node].literals.append((key, folded, child))
                    node = child
                }
            case .parameter(let label, let kind, let typeIndex):
                let key = EdgeKey(kind: kind, typeIndex: typeIndex, isFolded: folded && kind == .enumeration, mixed: -1)
                node = child(of: node, key)
                capture(label)
            case .mixed(let parts):
                let key = EdgeKey(
                    kind: .string, typeIndex: 0, isFolded: folded, mixed: internMixed(parts, folded: folded))
                node = child(of: node, key)
                for part in parts {
                    if case .parameter(let label, _, _) = part { capture(label) }
                }
            case .catchAll(let label):
                capture(label)
            }
        }
        if case .catchAll = pattern.segments.last {
            nodes[node].catchAlls.append(index)
        } else {
            nodes[node].ends.append(index)
        }
        maximumCaptures = max(maximumCaptures, captures)
        for binding in pattern.bindings {
            patternSources.append(
                PatternSource(label: Int32(binding.label), capture: -1, key: text.append(binding.key)))
        }
        patternSources.sort { $0.label < $1.label }
        patterns.append(
            PatternEntry(
                route: Int32(pattern.route), sourceStart: Int32(sources.count), sourceCount: Int32(patternSources.count)
            ))
        sources += patternSources
    }

    private mutating func addNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    private mutating func child(of node: Int, _ key: EdgeKey) -> Int {
        if let existing = nodes[node].edges.first(where: { $0.edge == key }) { return existing.child }
        let child = addNode()
        nodes[node].edges.append((key, child))
        return child
    }

    private mutating func internMixed(_ parts: [TableDescription.Piece], folded: Bool) -> Int {
        if let index = mixedKeys.firstIndex(where: { $0.0 == parts && $0.1 == folded }) { return index }
        let start = Int32(pieces.count)
        var parameters: Int32 = 0
        for part in parts {
            switch part {
            case .literal(let bytes):
                pieces.append(
                    MixedPiece(
                        isLiteral: true, text: text.append(folded ? bytes.map(ASCII.lowercased) : bytes), kind: .string,
                        typeIndex: 0))
            case .parameter(_, let kind, let typeIndex):
                pieces.append(MixedPiece(isLiteral: false, text: .empty, kind: kind, typeIndex: Int32(typeIndex)))
                parameters += 1
            }
        }
        mixedKeys.append((parts, folded))
        mixed.append(
            MixedSegment(
                pieceStart: start, pieceCount: Int32(parts.count), parameterCount: parameters, isFolded: folded))
        return mixed.count - 1
    }

    /// The first and last eight bytes of `bytes`, as ``ASCII/words(_:count:)`` reads them.
    static func words(_ bytes: [UInt8]) -> (UInt64, UInt64) {
        let padded = [UInt8](repeating: 0, count: 8) + bytes + [UInt8](repeating: 0, count: 8)
        return padded.withUnsafeBufferPointer { ASCII.words($0.baseAddress! + 8, count: bytes.count) }
    }

    /// An open-addressing table of `entries` (edge index, hash) appended to `slots`: its start
    /// and mask.
    private static func hashSlots(_ entries: [(Int, UInt32)], into slots: inout [Int32]) -> (Int32, Int32) {
        var size = 8
        while size < entries.count * 2 { size *= 2 }
        let base = slots.count
        slots += Array(repeating: -1, count: size)
        for (edge, hash) in entries {
            var slot = Int(hash) & (size - 1)
            while slots[base + slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[base + slot] = Int32(edge)
        }
        return (Int32(base), Int32(size - 1))
    }

    /// A default parsed as the matcher would parse it from a URL.
    private mutating func defaultSlot(
        _ bytes: [UInt8], kind: ValueKind, typeIndex: Int, enumerations: [TableDescription.Enumeration]
    ) -> _RouteSlot {
        var slot = _RouteSlot()
        slot.flags = _RouteSlot.present
        let parsed = bytes.withUnsafeBufferPointer { buffer -> Bool in
            ValueParsing.parse(buffer, kind: kind, into: &slot)
        }
        switch kind {
        case .enumeration:
            slot.word0 = UInt64(enumerations[typeIndex].rawValues.firstIndex(of: bytes) ?? 0)
        case .string, .app:
            let span = text.append(bytes)
            slot.start = span.start
            slot.end = span.start + span.count
            slot.flags |= _RouteSlot.fromTable
        default:
            precondition(parsed, "RouteRuntime: a default does not parse as its type")
        }
        return slot
    }

    private mutating func flatten(
        schemes: [SchemeEntry], hosts: [HostEntry], enumerations: [EnumerationEntry],
        enumerationValues: [TableText.Span], labels: [LabelEntry], routes: [RouteEntry], maximumLabels: Int
    ) -> TableStorage {
        var flatNodes: [TrieNode] = []
        var literals: [LiteralEdge] = []
        var slots: [Int32] = []
        var edges: [ParameterEdge] = []
        var ends: [Int32] = []
        var catchAlls: [Int32] = []
        for node in nodes {
            var flat = TrieNode()
            flat.literalStart = Int32(literals.count)
            flat.literalCount = Int32(node.literals.count)
            for literal in node.literals {
                let (first, last) = Self.words(literal.key)
                literals.append(
                    LiteralEdge(
                        first: first, last: last, text: text.append(literal.key), child: Int32(literal.child),
                        isFolded: literal.folded))
                if literal.folded { flat.hasFoldedLiterals = true }
            }
            flatNodes.append(flat)
            flat.edgeStart = Int32(edges.count)
            flat.edgeCount = Int32(node.edges.count)
            for (key, child) in node.edges {
                edges.append(
                    ParameterEdge(
                        kind: key.kind, isFolded: key.isFolded,
                        typeIndex: Int32(key.mixed >= 0 ? key.mixed : key.typeIndex), isMixed: key.mixed >= 0,
                        child: Int32(child)))
            }
            flat.endStart = Int32(ends.count)
            flat.endCount = Int32(node.ends.count)
            ends += node.ends.map { Int32($0) }
            flat.catchAllStart = Int32(catchAlls.count)
            flat.catchAllCount = Int32(node.catchAlls.count)
            catchAlls += node.catchAlls.map { Int32($0) }
            flatNodes[flatNodes.count - 1] = flat
        }
        let storageText = TableStorage.store(text.bytes)
        // Hash slots for nodes with more than one literal child; at the root, folded slots for
        // every literal (the first segment of a host-first custom scheme ignores case).
        for index in flatNodes.indices where flatNodes[index].literalCount > LiteralLookup.linearLimit || index == 0 {
            let node = flatNodes[index]
            let range = Int(node.literalStart)..<Int(node.literalStart + node.literalCount)
            let hash = { (edge: Int, folded: Bool) -> UInt32 in
                let literal = literals[edge]
                let first = folded ? ASCII.lowercased(word: literal.first) : literal.first
                let last = folded ? ASCII.lowercased(word: literal.last) : literal.last
                return ASCII.hash(first: first, last: last, count: Int(literal.text.count))
            }
            if node.literalCount > LiteralLookup.linearLimit {
                (flatNodes[index].slotStart, flatNodes[index].slotMask) = Self.hashSlots(
                    range.map { ($0, hash($0, false)) }, into: &slots)
            }
            let folded = range.filter { index == 0 || literals[$0].isFolded }
            if !folded.isEmpty {
                (flatNodes[index].foldedSlotStart, flatNodes[index].foldedSlotMask) = Self.hashSlots(
                    folded.map { ($0, hash($0, true)) }, into: &slots)
            }
        }
        return TableStorage(
            text: storageText,
            nodes: TableStorage.store(flatNodes),
            literals: TableStorage.store(literals),
            literalSlots: TableStorage.store(slots),
            edges: TableStorage.store(edges),
            ends: TableStorage.store(ends),
            catchAlls: TableStorage.store(catchAlls),
            mixed: TableStorage.store(mixed),
            pieces: TableStorage.store(pieces),
            patterns: TableStorage.store(patterns),
            sources: TableStorage.store(sources),
            routes: TableStorage.store(routes),
            labels: TableStorage.store(labels),
            enumerations: TableStorage.store(enumerations),
            enumerationValues: TableStorage.store(enumerationValues),
            schemes: TableStorage.store(schemes),
            hosts: TableStorage.store(hosts),
            maximumCaptures: maximumCaptures,
            maximumLabels: maximumLabels,
            mixedCount: mixed.count)
    }
}
