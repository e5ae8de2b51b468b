/// One walk of the route trie for one URL (Specification §4): segment by segment from the root,
/// trying at each node its literal children, then its parameter children in the order the table
/// lists them (mixed segments, typed parameters, `double`, `string`), then its catch-alls, and
/// backtracking when a branch fails further right. At the end of the path, the node's patterns
/// are tried in order: the route must accept the URL's scheme and host, and its query must
/// read. The first that succeeds is the match; its values are left in ``labels``.
///
/// Each node is reached by one sequence of edges, and each edge reads a segment in one way, so
/// a walk visits each node at most once.
struct RouteWalk {
    let storage: UnsafePointer<TableStorage>
    let url: UnsafePointer<UInt8>
    let path: PathSegments
    let queryStart: Int
    let queryEnd: Int
    /// Whether the first segment is the host of a custom scheme read host-first, so that
    /// literals compare with it ignoring ASCII case.
    let firstSegmentIsHost: Bool
    /// The scheme bit a route must have (0: any), and the host bits of which it must have one
    /// (0: any).
    let requiredScheme: UInt64
    let requiredHosts: UInt64
    /// Decoded segments and query names, at the offsets of their encoded form.
    let decoded: UnsafeMutablePointer<UInt8>
    /// Mixed segments with their unreserved escapes decoded, at the offsets of their encoded form.
    let partlyDecoded: UnsafeMutablePointer<UInt8>
    let captures: UnsafeMutablePointer<_RouteSlot>
    let labels: UnsafeMutablePointer<_RouteSlot>
    var query: QueryItems
    /// Whether the walk only asks if some pattern matches the path (an exclude table).
    let anyPath: Bool
    /// The matched route, or -1.
    private(set) var route: Int32 = -1

    // MARK: Path

    /// Walks from `node` with the path's segments from `depth` on.
    mutating func walk(_ nodeIndex: Int32, _ depth: Int, _ captureCount: Int) -> Bool {
        let node = storage.pointee.nodes[Int(nodeIndex)]
        if depth >= path.count {
            var index = Int(node.endStart)
            let end = index + Int(node.endCount)
            while index < end {
                if tryPattern(storage.pointee.ends[index], captureCount) { return true }
                index += 1
            }
            return false
        }
        let place = path[depth]
        let cursor = Int(place.start)
        let rawCount = Int(place.end) - cursor
        let segment: UnsafeBufferPointer<UInt8>
        if place.isEncoded {
            let target = UnsafeMutableBufferPointer(start: decoded + cursor, count: rawCount)
            guard
                let count = PercentDecoding.decode(
                    UnsafeBufferPointer(start: url + cursor, count: rawCount), into: target)
            else { return false }
            segment = UnsafeBufferPointer(start: decoded + cursor, count: count)
        } else {
            segment = UnsafeBufferPointer(start: url + cursor, count: rawCount)
        }
        if segment.isEmpty { return false }
        let next = depth + 1
        let isHost = firstSegmentIsHost && depth == 0
        if node.literalCount > 0 {
            let found = LiteralLookup.forEachMatch(
                storage, node: node, text: segment.baseAddress!, count: segment.count, folding: isHost
            ) {
                walk($0, next, captureCount)
            }
            if found { return true }
        }
        if node.edgeCount == 0 && node.catchAllCount == 0 { return false }
        guard Self.isAcceptable(segment, isEncoded: place.isEncoded) else { return false }
        var index = Int(node.edgeStart)
        let edgesEnd = index + Int(node.edgeCount)
        while index < edgesEnd {
            let edge = storage.pointee.edges[index]
            index += 1
            if edge.isMixed {
                let mixed = storage.pointee.mixed[Int(edge.typeIndex)]
                guard
                    let mixedMatch = MixedSegmentMatch(
                        self, start: cursor, end: Int(place.end), folding: isHost || edge.isFolded,
                        valueFolding: edge.isFolded),
                    mixedMatch.match(mixed, into: captures + captureCount)
                else { continue }
                if walk(edge.child, next, captureCount + Int(mixed.parameterCount)) { return true }
                continue
            }
            var slot = _RouteSlot()
            slot.flags = place.isEncoded ? _RouteSlot.present | _RouteSlot.encoded : _RouteSlot.present
            switch edge.kind {
            case .string:
                break
            case .enumeration:
                guard let value = storage.pointee.enumerationValue(segment, edge.typeIndex, folding: edge.isFolded)
                else { continue }
                slot.word0 = UInt64(value)
            case .app:
                guard storage.pointee.appTypes[Int(edge.typeIndex)](String(decoding: segment, as: UTF8.self)) else {
                    continue
                }
            default:
                guard ValueParsing.parse(segment, kind: edge.kind, into: &slot) else { continue }
            }
            slot.start = place.start
            slot.end = place.end
            captures[captureCount] = slot
            if walk(edge.child, next, captureCount + 1) { return true }
        }
        if node.catchAllCount > 0 {
            guard remainingSegmentsAreAcceptable(from: next) else { return false }
            var slot = _RouteSlot()
            slot.flags = _RouteSlot.present
            slot.start = Int32(depth)
            slot.end = Int32(path.count)
            captures[captureCount] = slot
            var index = Int(node.catchAllStart)
            let end = index + Int(node.catchAllCount)
            while index < end {
                if tryPattern(storage.pointee.catchAlls[index], captureCount + 1) { return true }
                index += 1
            }
        }
        return false
    }

    /// Whether a decoded path segment can be a parameter's text (Specification §4.3): not `.` or
    /// `..`, and, when it was encoded, valid UTF-8 without control characters. (Raw bytes are
    /// valid UTF-8 without control characters already; an empty segment was refused before.)
    @inline(__always)
    static func isAcceptable(_ segment: UnsafeBufferPointer<UInt8>, isEncoded: Bool) -> Bool {
        let count = segment.count
        if count <= 2 && segment[0] == UInt8(ascii: ".") && segment[count - 1] == UInt8(ascii: ".") { return false }
        return !isEncoded || PercentDecoding.isAcceptableSegment(segment)
    }

    /// Whether every segment from `depth` to the end of the path is acceptable.
    private func remainingSegmentsAreAcceptable(from depth: Int) -> Bool {
        var index = depth
        while index < path.count {
            let place = path[index]
            let start = Int(place.start)
            let raw = UnsafeBufferPointer(start: url + start, count: Int(place.end) - start)
            if raw.isEmpty { return false }
            if place.isEncoded {
                let target = UnsafeMutableBufferPointer(start: decoded + start, count: raw.count)
                guard let count = PercentDecoding.decode(raw, into: target), count > 0,
                    Self.isAcceptable(UnsafeBufferPointer(start: decoded + start, count: count), isEncoded: true)
                else { return false }
            } else if !Self.isAcceptable(raw, isEncoded: false) {
                return false
            }
            index += 1
        }
        return true
    }

    // MARK: Patterns and query

    /// Tries pattern `patternIndex` at the end of the path: the route's scheme and host, then its
    /// query. On success the case's values are in ``labels``.
    private mutating func tryPattern(_ patternIndex: Int32, _ captureCount: Int) -> Bool {
        if anyPath { return true }
        let pattern = storage.pointee.patterns[Int(patternIndex)]
        let route = storage.pointee.routes[Int(pattern.route)]
        if requiredScheme != 0 && route.schemeMask & requiredScheme == 0 { return false }
        if requiredHosts != 0 && route.hostMask & requiredHosts == 0 { return false }
        var index = Int(pattern.sourceStart)
        let end = index + Int(pattern.sourceCount)
        while index < end {
            let source = storage.pointee.sources[index]
            index += 1
            if source.capture >= 0 {
                labels[Int(source.label)] = captures[Int(source.capture)]
            } else {
                let label = storage.pointee.labels[Int(route.labelStart + source.label)]
                guard
                    readQuery(
                        key: storage.pointee.bytes(source.key), label, route: route, into: Int(source.label),
                        role: .pattern)
                else { return false }
            }
        }
        var labelIndex = 0
        while labelIndex < Int(route.labelCount) {
            let label = storage.pointee.labels[Int(route.labelStart) + labelIndex]
            if label.role != .pattern {
                guard
                    readQuery(
                        key: storage.pointee.bytes(label.key), label, route: route, into: labelIndex, role: label.role)
                else { return false }
            }
            labelIndex += 1
        }
        self.route = pattern.route
        return true
    }

    /// Reads the query parameter `key` into label slot `index` by its role (Specification §4.5).
    private mutating func readQuery(
        key: UnsafeBufferPointer<UInt8>, _ label: LabelEntry, route: RouteEntry, into index: Int, role: LabelRole
    ) -> Bool {
        if !query.isRead { query.read(url, start: queryStart, end: queryEnd, scratch: decoded) }
        var found = -1
        var item = 0
        while item < query.count {
            if query.name(of: item, is: key, url: url, scratch: decoded) {
                if role == .queryList {
                    var ignored = _RouteSlot()
                    guard readValue(item, label, route: route, into: &ignored) else { return false }
                } else {
                    if found >= 0 { return false }
                    found = item
                }
            }
            item += 1
        }
        var slot = _RouteSlot()
        switch role {
        case .queryList:
            slot.flags = _RouteSlot.present
        case .pattern, .queryRequired:
            guard found >= 0, readValue(found, label, route: route, into: &slot) else { return false }
        case .queryOptional:
            if found >= 0 && !readValue(found, label, route: route, into: &slot) { return false }
        case .queryDefaulted:
            if found < 0 {
                slot = label.defaultValue
            } else if !readValue(found, label, route: route, into: &slot) {
                return false
            }
        }
        labels[index] = slot
        return true
    }

    /// Reads the value of query item `item` as `label`'s type into `slot`.
    func readValue(_ item: Int, _ label: LabelEntry, route: RouteEntry, into slot: inout _RouteSlot) -> Bool {
        let entry = query.items[item]
        let start = Int(entry.valueStart)
        let count = Int(entry.valueEnd) - start
        slot.flags = _RouteSlot.present | (entry.valueIsEncoded ? _RouteSlot.encoded : 0)
        slot.start = entry.valueStart
        slot.end = entry.valueEnd
        let raw = UnsafeBufferPointer(start: url + start, count: count)
        return PercentDecoding.withDecoded(raw, isPlain: !entry.valueIsEncoded) { bytes -> Bool in
            switch label.kind {
            case .string:
                return PercentDecoding.isValidUTF8(bytes)
            case .enumeration:
                guard let value = storage.pointee.enumerationValue(bytes, label.typeIndex, folding: route.isFolded)
                else { return false }
                slot.word0 = UInt64(value)
                return true
            case .app:
                guard PercentDecoding.isValidUTF8(bytes) else { return false }
                return storage.pointee.appTypes[Int(label.typeIndex)](String(decoding: bytes, as: UTF8.self))
            default:
                return ValueParsing.parse(bytes, kind: label.kind, into: &slot)
            }
        } ?? false
    }
}
