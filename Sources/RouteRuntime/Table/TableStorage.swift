/// One value read from a URL (or a default), in the form the generated code turns into its Swift
/// type: numbers and UUIDs parsed, texts as a run of bytes still to decode.
@_spi(Generated) public struct _RouteSlot: Sendable {
    /// `Int` bits, `Double` bits, `Bool` (0 or 1), a named enum's value index, or a UUID's first
    /// eight bytes.
    var word0: UInt64 = 0
    /// A UUID's last eight bytes.
    var word1: UInt64 = 0
    /// A text's bytes: `start..<end` of the URL, or of the table's text when ``fromTable``.
    var start: Int32 = 0
    var end: Int32 = 0
    var flags: UInt8 = 0

    static let present: UInt8 = 1
    /// The bytes hold `%` escapes still to decode.
    static let encoded: UInt8 = 2
    /// The bytes are in the table's text (a default), not in the URL.
    static let fromTable: UInt8 = 4
    /// The bytes are in the matcher's scratch (a value read from a mixed segment).
    static let inScratch: UInt8 = 8

    var isPresent: Bool { flags & Self.present != 0 }
}

/// A node of the route trie.
struct TrieNode {
    var literalStart: Int32 = 0
    var literalCount: Int32 = 0
    /// Hash slots of the literal children when there are many, by the hash of their text:
    /// `slotStart...slotStart+slotMask` of ``TableStorage/literalSlots``.
    var slotStart: Int32 = -1
    var slotMask: Int32 = 0
    /// Hash slots by the hash of the lowercased text, of the children that ignore case (at the
    /// root: of every literal child, since the first segment of a host-first custom scheme is a
    /// host and ignores case).
    var foldedSlotStart: Int32 = -1
    var foldedSlotMask: Int32 = 0
    /// Whether some literal child compares ASCII-case-insensitively.
    var hasFoldedLiterals = false
    var edgeStart: Int32 = 0
    var edgeCount: Int32 = 0
    var endStart: Int32 = 0
    var endCount: Int32 = 0
    var catchAllStart: Int32 = 0
    var catchAllCount: Int32 = 0
}

/// A literal child: its text, and its first and last eight bytes (lowercased when it ignores
/// case), which decide equality for texts of up to sixteen bytes without reading the text.
struct LiteralEdge {
    var first: UInt64
    var last: UInt64
    var text: TableText.Span
    var child: Int32
    var isFolded: Bool
}

/// A parameter child: a whole-segment value or a mixed segment.
struct ParameterEdge {
    var kind: ValueKind
    /// Whether a named enum's values (or a mixed segment's literals) ignore ASCII case.
    var isFolded: Bool
    /// The named enum or app type; for a mixed segment, its index in ``TableStorage/mixed``.
    var typeIndex: Int32
    var isMixed: Bool
    var child: Int32
}

/// One piece of a mixed segment.
struct MixedPiece {
    var isLiteral: Bool
    var text: TableText.Span
    var kind: ValueKind
    var typeIndex: Int32
}

/// A mixed segment's pieces.
struct MixedSegment {
    var pieceStart: Int32
    var pieceCount: Int32
    var parameterCount: Int32
    var isFolded: Bool
}

/// Where a pattern takes a value bound by the pattern.
struct PatternSource {
    /// The case parameter it fills.
    var label: Int32
    /// The path capture, in path order; -1 for a query binding.
    var capture: Int32
    /// The query key of a binding.
    var key: TableText.Span
}

/// One pattern: its route and where its values come from.
struct PatternEntry {
    var route: Int32
    var sourceStart: Int32
    var sourceCount: Int32
}

/// One case parameter of a route.
struct LabelEntry {
    var kind: ValueKind
    var typeIndex: Int32
    var role: LabelRole
    /// The query key of a parameter read from the query by its name.
    var key: TableText.Span
    /// The parsed default of a defaulted parameter.
    var defaultValue: _RouteSlot
}

/// One route.
struct RouteEntry {
    var name: TableText.Span
    var labelStart: Int32
    var labelCount: Int32
    /// Bit `i` for the origins' scheme `i`.
    var schemeMask: UInt64
    /// Bit `i` for the origins' host `i`.
    var hostMask: UInt64
    var isFolded: Bool
    var canonicalPattern: Int32
}

/// A named enum's raw values.
struct EnumerationEntry {
    var valueStart: Int32
    var valueCount: Int32
}

/// A scheme of the origins.
struct SchemeEntry {
    var name: TableText.Span
    var withHost: Bool
}

/// A host of the origins.
struct HostEntry {
    var name: TableText.Span
    var isWildcard: Bool
}

/// The matcher's structures, in buffers that live as long as the table (the generated code keeps
/// its table for the life of the program), so that the matcher reads them without reference
/// counting or bounds checks.
struct TableStorage {
    var text: UnsafeMutableBufferPointer<UInt8>
    var nodes: UnsafeMutableBufferPointer<TrieNode>
    var literals: UnsafeMutableBufferPointer<LiteralEdge>
    var literalSlots: UnsafeMutableBufferPointer<Int32>
    var edges: UnsafeMutableBufferPointer<ParameterEdge>
    var ends: UnsafeMutableBufferPointer<Int32>
    var catchAlls: UnsafeMutableBufferPointer<Int32>
    var mixed: UnsafeMutableBufferPointer<MixedSegment>
    var pieces: UnsafeMutableBufferPointer<MixedPiece>
    var patterns: UnsafeMutableBufferPointer<PatternEntry>
    var sources: UnsafeMutableBufferPointer<PatternSource>
    var routes: UnsafeMutableBufferPointer<RouteEntry>
    var labels: UnsafeMutableBufferPointer<LabelEntry>
    var enumerations: UnsafeMutableBufferPointer<EnumerationEntry>
    /// The raw values of every named enum, as spans of ``text``.
    var enumerationValues: UnsafeMutableBufferPointer<TableText.Span>
    var schemes: UnsafeMutableBufferPointer<SchemeEntry>
    var hosts: UnsafeMutableBufferPointer<HostEntry>
    /// Whether a text is a value of each app type.
    var appTypes: UnsafeMutableBufferPointer<@Sendable (String) -> Bool> = .init(start: nil, count: 0)
    /// The most captures (path parameter values) any pattern makes.
    var maximumCaptures: Int
    /// The most case parameters any route has.
    var maximumLabels: Int
    /// Whether some pattern has a mixed segment (whose matching needs a scratch buffer).
    var hasMixed: Bool { mixedCount > 0 }
    var mixedCount = 0

    /// The app type checks in a buffer that ``deallocate()`` frees (none when empty).
    static func storeAppTypes(
        _ checks: [@Sendable (String) -> Bool]
    ) -> UnsafeMutableBufferPointer<@Sendable (String) -> Bool> {
        checks.isEmpty ? .init(start: nil, count: 0) : store(checks)
    }

    /// Copies `array` into a buffer that ``deallocate()`` frees.
    static func store<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return buffer
    }

    func deallocate() {
        text.deallocate()
        nodes.deallocate()
        literals.deallocate()
        literalSlots.deallocate()
        edges.deallocate()
        ends.deallocate()
        catchAlls.deallocate()
        mixed.deallocate()
        pieces.deallocate()
        patterns.deallocate()
        sources.deallocate()
        routes.deallocate()
        labels.deallocate()
        enumerations.deallocate()
        enumerationValues.deallocate()
        schemes.deallocate()
        hosts.deallocate()
        if appTypes.count > 0 {
            appTypes.deinitialize()
            appTypes.deallocate()
        }
    }

    /// The index of the raw value of named enum `type` that `text` is (ignoring ASCII case when
    /// `folding`), or `nil`.
    @inline(__always)
    func enumerationValue(_ text: UnsafeBufferPointer<UInt8>, _ type: Int32, folding: Bool) -> Int? {
        let enumeration = enumerations[Int(type)]
        let base = self.text.baseAddress!
        var index = 0
        while index < Int(enumeration.valueCount) {
            let span = enumerationValues[Int(enumeration.valueStart) + index]
            if Int(span.count) == text.count
                && ASCII.equal(text.baseAddress!, base + Int(span.start), count: text.count, folding: folding)
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The bytes of `span`.
    @inline(__always)
    func bytes(_ span: TableText.Span) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.baseAddress! + Int(span.start), count: Int(span.count))
    }
}
