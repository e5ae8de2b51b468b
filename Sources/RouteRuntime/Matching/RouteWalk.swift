/// One walk of the route trie for one URL (Specification §4), over the table's records where they
/// lie (``_TableFormat``): segment by segment from the root, trying at each node its literal
/// children (the group record of the segment's lowercased text), then its parameter and mixed
/// edges in the order the record lists them (mixed segments, typed parameters, `double`,
/// `string`), then its catch-alls, and backtracking when a branch fails further right. At the end
/// of the path, the node's patterns are tried in order: the route must accept the URL's scheme
/// and host, and its query must read. The first that succeeds is the match; its values are left
/// in ``labels``.
///
/// Each node is reached by one sequence of edges, and each edge reads a segment in one way, so a
/// walk visits each node at most once.
struct RouteWalk {
    let table: _RouteTable
    let url: UnsafePointer<UInt8>
    let path: PathSegments
    /// Whether the first segment is the host of a custom scheme read host-first, so that literals
    /// compare with it ignoring ASCII case.
    let firstSegmentIsHost: Bool
    /// The index of the URL's custom scheme among the origins' schemes, or -1 (any).
    let scheme: Int
    /// Whether a route must accept the URL's host, which of the origins' first 64 hosts it is, and
    /// its bytes.
    let checksHost: Bool
    let hostMask: UInt64
    let host: UnsafeBufferPointer<UInt8>
    /// Decoded segments and query names, at the offsets of their encoded form.
    let decoded: UnsafeMutablePointer<UInt8>
    /// Mixed segments with their unreserved escapes decoded, at the offsets of their encoded form.
    let partlyDecoded: UnsafeMutablePointer<UInt8>
    let captures: UnsafeMutablePointer<_RouteSlot>
    let labels: UnsafeMutablePointer<_RouteSlot>
    /// A slot per query item: the values of list parameters, chained from their label's slot by
    /// ``_RouteSlot/next``.
    let itemValues: UnsafeMutablePointer<_RouteSlot>
    var query: QueryItems
    /// Whether the walk only asks if some pattern matches the path (the excluded paths).
    let anyPath: Bool
    /// The matched route's key.
    private(set) var route: UInt64 = 0

    // MARK: Path

    /// Walks from the node with `key`, whose content is at `content`, with the path's segments
    /// from `depth` on.
    mutating func walk(_ key: UInt64, _ content: UnsafePointer<UInt8>, _ depth: Int, _ captureCount: Int) -> Bool {
        var cursor = RecordCursor(content)
        let flags = cursor.number()
        let groups = flags & _TableFormat.NodeFlag.hasLiterals != 0 ? cursor.key() : 0
        let endsBytes = cursor.number()
        if depth >= path.count { return tryPatterns(cursor.position, captureCount) }
        cursor.skip(endsBytes)
        let catchAllBytes = cursor.number()
        let catchAlls = cursor.position
        cursor.skip(catchAllBytes)
        let edgeCount = cursor.number()

        guard let current = segment(depth) else { return false }
        let next = depth + 1
        if groups != 0, walkLiterals(key, groups, current.bytes, isHost: current.isHost, next, captureCount) {
            return true
        }
        if edgeCount == 0 && catchAllBytes <= 1 { return false }
        guard current.isParameterText else { return false }
        for _ in 0..<edgeCount {
            let kind = cursor.byte()
            if kind == _TableFormat.Value.mixed || kind == _TableFormat.Value.foldedMixed {
                if walkMixed(current, kind: kind, &cursor, depth, captureCount) { return true }
                continue
            }
            let type = cursor.typeKey(of: kind)
            let child = cursor.key()
            let childBytes = cursor.number()
            let childContent = cursor.position
            cursor.skip(childBytes)
            guard capture(current, kind: kind, type: type, into: captureCount) else { continue }
            if walk(child, childContent, next, captureCount + 1) { return true }
        }
        return catchAllBytes > 1 && walkCatchAlls(catchAlls, depth, captureCount)
    }

    /// Tries the mixed-segment edge at `cursor` (its kind read) on `segment`, an acceptable
    /// segment at `depth`, and walks on from its child; the cursor is left after the edge.
    mutating func walkMixed(
        _ segment: _RouteSegment, kind: UInt8, _ cursor: inout RecordCursor, _ depth: Int, _ captureCount: Int
    ) -> Bool {
        let pieces = cursor.position
        cursor.skipParameter(kind)
        let child = cursor.key()
        let childBytes = cursor.number()
        let childContent = cursor.position
        cursor.skip(childBytes)
        let folds = kind == _TableFormat.Value.foldedMixed
        guard
            let mixed = MixedSegmentMatch(
                self, start: Int(segment.start), end: Int(segment.end), isEncoded: segment.isEncoded,
                folding: segment.isHost || folds, valueFolding: folds)
        else { return false }
        let read = mixed.match(pieces, into: captures + captureCount)
        guard read >= 0 else { return false }
        return walk(child, childContent, depth + 1, captureCount + read)
    }

    /// Tries the catch-all patterns at `patterns` (their count first) from segment `depth`, which
    /// is acceptable: the segments from there to the end are the catch-all's value.
    mutating func walkCatchAlls(_ patterns: UnsafePointer<UInt8>, _ depth: Int, _ captureCount: Int) -> Bool {
        guard remainingSegmentsAreAcceptable(from: depth + 1) else { return false }
        var slot = _RouteSlot()
        slot.flags = _RouteSlot.present
        // Segment indices of a URL of at most `URLParts.maximumLength` bytes: they fit in 32 bits.
        slot.start = Int32(truncatingIfNeeded: depth)
        slot.end = Int32(truncatingIfNeeded: path.count)
        captures[captureCount] = slot
        return tryPatterns(patterns, captureCount + 1)
    }

    /// Segment `depth` of the path, decoded (into ``decoded``, at its offset in the URL) when it
    /// holds escapes; `nil` for an empty segment or one whose escapes do not decode, which no edge
    /// reads. The path must have that segment.
    @inline(__always)
    func segment(_ depth: Int) -> _RouteSegment? {
        let place = path[depth]
        let start = Int(place.start)
        let rawCount = Int(place.end) - start
        let bytes: UnsafeBufferPointer<UInt8>
        if place.isEncoded {
            let target = UnsafeMutableBufferPointer(start: decoded + start, count: rawCount)
            guard
                let count = PercentDecoding.decode(
                    UnsafeBufferPointer(start: url + start, count: rawCount), into: target)
            else { return nil }
            bytes = UnsafeBufferPointer(start: decoded + start, count: count)
        } else {
            bytes = UnsafeBufferPointer(start: url + start, count: rawCount)
        }
        if bytes.isEmpty { return nil }
        return _RouteSegment(
            bytes: bytes, start: place.start, end: place.end, isEncoded: place.isEncoded,
            isHost: firstSegmentIsHost && depth == 0)
    }

    /// Reads `segment`, already found acceptable (``_RouteSegment/isParameterText``), as a parameter of
    /// `kind` (and `type`) into capture slot `index`; `false` when it is no such value.
    @inline(__always)
    func capture(_ segment: _RouteSegment, kind: UInt8, type: UInt64, into index: Int) -> Bool {
        var slot = _RouteSlot()
        slot.flags = segment.isEncoded ? _RouteSlot.present | _RouteSlot.encoded : _RouteSlot.present
        // Raw bytes are valid UTF-8 already; decoded ones were checked by `isAcceptable`.
        guard
            ValueReader.read(
                segment.bytes, kind: kind, type: type, folding: false, checkUTF8: false, types: table.namedTypes,
                into: &slot)
        else { return false }
        slot.start = segment.start
        slot.end = segment.end
        captures[index] = slot
        return true
    }

    /// Takes the route with key `routeKey` as the match, its values the first `count` captures in
    /// order (a pattern that accepts any scheme, host and query, known so by the compiler).
    mutating func found(_ routeKey: UInt64, captures count: Int) {
        labels.update(from: captures, count: count)
        route = routeKey
    }

    /// Tries the literal children of the node with `key` that read `segment`: the members of
    /// its group for the segment's lowercased text, each compared exactly or ignoring case. No
    /// search when the node's set of groups (`groups`) says there is no such group.
    private mutating func walkLiterals(
        _ key: UInt64, _ groups: UInt64, _ segment: UnsafeBufferPointer<UInt8>, isHost: Bool, _ next: Int,
        _ captureCount: Int
    ) -> Bool {
        let groupKey = _RouteKey.hash(segment.baseAddress!, count: segment.count, seed: key, folding: true)
        guard groups & (1 << (groupKey % 60)) != 0, let body = table.record(groupKey) else { return false }
        var cursor = RecordCursor(body + 1)
        let members = cursor.number()
        for _ in 0..<members {
            let text = cursor.text()
            let folds = cursor.byte() != UInt8(ascii: "0")
            let child = cursor.key()
            let contentBytes = cursor.number()
            let content = cursor.position
            cursor.skip(contentBytes)
            guard text.count == segment.count,
                ASCII.equal(segment.baseAddress!, text.baseAddress!, count: text.count, folding: folds || isHost)
            else { continue }
            if walk(child, content, next, captureCount) { return true }
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

    /// One pattern of a node's ends or catch-alls, as its record describes it.
    private struct PatternEntry {
        var route: UInt64
        var readsQuery: Bool
        var schemes: UnsafePointer<UInt8>
        var hosts: UnsafePointer<UInt8>
        var sources: UnsafePointer<UInt8>
    }

    /// Reads the pattern at `cursor` after its tie number.
    private static func entry(_ cursor: inout RecordCursor) -> PatternEntry {
        let route = cursor.key()
        let readsQuery = cursor.number() & _TableFormat.PatternFlag.readsQuery != 0
        let schemes = cursor.position
        cursor.skipAccepted()
        let hosts = cursor.position
        cursor.skipAccepted()
        let sources = cursor.position
        let sourceCount = cursor.number()
        for _ in 0..<sourceCount { Self.skipSource(&cursor) }
        return PatternEntry(route: route, readsQuery: readsQuery, schemes: schemes, hosts: hosts, sources: sources)
    }

    /// Tries the patterns of a node's ends or catch-alls (their count first), in order; a run of
    /// patterns that the URL's key order decides between (a tie number above 1) as one.
    mutating func tryPatterns(_ patterns: UnsafePointer<UInt8>, _ captureCount: Int) -> Bool {
        var cursor = RecordCursor(patterns)
        let count = cursor.number()
        var index = 0
        while index < count {
            let tie = cursor.number()
            if anyPath { return true }
            if tie > 1 {
                if tryTiedPatterns(&cursor, tie, captureCount) { return true }
                index += tie
                continue
            }
            index += 1
            let entry = Self.entry(&cursor)
            if tryEntry(entry, captureCount) { return true }
        }
        return false
    }

    /// Whether the route of `entry` accepts the URL's scheme and host, and its pattern reads.
    private mutating func tryEntry(_ entry: PatternEntry, _ captureCount: Int) -> Bool {
        if scheme >= 0 && !RouteRecord.accepts(entry.schemes, scheme) { return false }
        if checksHost && !RouteRecord.acceptsHost(entry.hosts, mask: hostMask, host, in: table.origins) {
            return false
        }
        return tryPattern(entry.route, entry.sources, readsQuery: entry.readsQuery, captureCount)
    }

    /// Tries `count` patterns with the same path and as many required query keys, not all the
    /// same (Specification §4.7 rule 4), the first's tie number read: of those that match, the
    /// one whose keys come first in the URL wins, the earlier on equal keys. Its values are left
    /// in ``labels``.
    private mutating func tryTiedPatterns(_ cursor: inout RecordCursor, _ count: Int, _ captureCount: Int) -> Bool {
        var best: PatternEntry?
        var labelsHoldBest = false
        for member in 0..<count {
            if member > 0 { _ = cursor.number() }
            let entry = Self.entry(&cursor)
            // Trying a pattern overwrites the labels, whether it matches or not.
            let matches = tryEntry(entry, captureCount)
            if matches, best.map({ requiredKeysComeFirst(entry, before: $0) }) ?? true {
                best = entry
                labelsHoldBest = true
            } else {
                labelsHoldBest = false
            }
        }
        guard let best else { return false }
        return labelsHoldBest || tryEntry(best, captureCount)
    }

    /// Whether the first of the URL's query items whose key one of two patterns requires and the
    /// other does not is required by `first`.
    private mutating func requiredKeysComeFirst(_ first: PatternEntry, before second: PatternEntry) -> Bool {
        readQueryItems()
        for item in 0..<query.count {
            let (a, b) = (requires(first, item), requires(second, item))
            if a != b { return a }
        }
        return false
    }

    /// Whether the pattern of `entry` requires the key of query item `item`: a key of its query
    /// part, bound or alone, or a required `"query"` parameter of its route (Specification §3.8
    /// rule 8).
    private func requires(_ entry: PatternEntry, _ item: Int) -> Bool {
        var cursor = RecordCursor(entry.sources)
        let count = cursor.number()
        for _ in 0..<count {
            let kind = cursor.byte()
            if kind == _TableFormat.Source.capture {
                _ = cursor.number()
                _ = cursor.number()
                continue
            }
            if kind == _TableFormat.Source.query { _ = cursor.number() }
            if query.name(of: item, is: cursor.text(), url: url, scratch: decoded) { return true }
        }
        guard entry.readsQuery, let body = table.record(entry.route) else { return false }
        var labelCursor = RecordCursor(RouteRecord(body).labels)
        let labelCount = labelCursor.number()
        for _ in 0..<labelCount {
            let label = RouteRecord.label(&labelCursor)
            if label.role == _TableFormat.Role.required
                && query.name(of: item, is: label.key, url: url, scratch: decoded)
            {
                return true
            }
        }
        return false
    }

    private static func skipSource(_ cursor: inout RecordCursor) {
        switch cursor.byte() {
        case _TableFormat.Source.capture:
            _ = cursor.number()
            _ = cursor.number()
        case _TableFormat.Source.query:
            _ = cursor.number()
            _ = cursor.text()
        default:
            _ = cursor.text()
        }
    }

    /// Tries the pattern of route `routeKey`, which accepts the URL's scheme and host, whose
    /// sources are at `sources`: its values from the path, then, when it reads the query, the
    /// route's query parameters. On success the case's values are in ``labels``.
    private mutating func tryPattern(
        _ routeKey: UInt64, _ sources: UnsafePointer<UInt8>, readsQuery: Bool, _ captureCount: Int
    ) -> Bool {
        var cursor = RecordCursor(sources)
        let sourceCount = cursor.number()
        guard readsQuery else {
            // Values from the path only: no need of the route record.
            for _ in 0..<sourceCount {
                _ = cursor.byte()
                let label = cursor.number()
                labels[label] = captures[cursor.number()]
            }
            route = routeKey
            return true
        }
        guard let body = table.record(routeKey) else { return false }
        let route = RouteRecord(body)
        for _ in 0..<sourceCount {
            switch cursor.byte() {
            case _TableFormat.Source.capture:
                let label = cursor.number()
                labels[label] = captures[cursor.number()]
            case _TableFormat.Source.query:
                let index = cursor.number()
                let key = cursor.text()
                let label = route.label(index)
                guard
                    readQuery(
                        key, label, _TableFormat.Role.required, in: body, folding: route.ignoresCase, into: index)
                else { return false }
            default:
                let key = cursor.text()
                guard hasQueryItem(key) else { return false }
            }
        }
        var labelCursor = RecordCursor(route.labels)
        let labelCount = labelCursor.number()
        for index in 0..<labelCount {
            let label = RouteRecord.label(&labelCursor)
            if label.role == _TableFormat.Role.pattern { continue }
            guard readQuery(label.key, label, label.role, in: body, folding: route.ignoresCase, into: index) else {
                return false
            }
        }
        self.route = routeKey
        return true
    }

    /// Whether the query has an item whose decoded name is `key`.
    private mutating func hasQueryItem(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        readQueryItems()
        for item in 0..<query.count where query.name(of: item, is: key, url: url, scratch: decoded) { return true }
        return false
    }

    @inline(__always)
    private mutating func readQueryItems() {
        if !query.isRead { query.read(url, scratch: decoded) }
    }

    /// Reads the query parameter `key` as `label` of the route record at `record`, in `role`, into
    /// label slot `index` (Specification §4.5).
    private mutating func readQuery(
        _ key: UnsafeBufferPointer<UInt8>, _ label: RouteRecord.Label, _ role: UInt8, in record: UnsafePointer<UInt8>,
        folding: Bool, into index: Int
    ) -> Bool {
        if role == _TableFormat.Role.flag {
            // Present, with any value or none, which is not read (Specification §4.5).
            var slot = _RouteSlot()
            slot.flags = _RouteSlot.present
            slot.word0 = hasQueryItem(key) ? 1 : 0
            labels[index] = slot
            return true
        }
        readQueryItems()
        var slot = _RouteSlot()
        if role == _TableFormat.Role.list {
            // Every value must read; each is left in its item's slot, chained in the URL's order
            // from the label's, for the match to make the list from.
            slot.flags = _RouteSlot.present
            var last = -1
            for item in 0..<query.count where query.name(of: item, is: key, url: url, scratch: decoded) {
                itemValues[item] = _RouteSlot()
                guard
                    query.readValue(
                        item, label, folding: folding, url: url, types: table.namedTypes, into: &itemValues[item])
                else { return false }
                let next = Int32(truncatingIfNeeded: item)  // Fewer items than the URL's bytes.
                if last < 0 { slot.next = next } else { itemValues[last].next = next }
                last = item
            }
            labels[index] = slot
            return true
        }
        var found = -1
        for item in 0..<query.count where query.name(of: item, is: key, url: url, scratch: decoded) {
            if found >= 0 { return false }
            found = item
        }
        switch role {
        case _TableFormat.Role.optional:
            if found >= 0
                && !query.readValue(found, label, folding: folding, url: url, types: table.namedTypes, into: &slot)
            {
                return false
            }
        case _TableFormat.Role.defaulted:
            if found < 0 {
                guard let value = label.defaultValue,
                    table.readDefault(value, label, in: record, folding: folding, into: &slot)
                else { return false }
            } else if !query.readValue(found, label, folding: folding, url: url, types: table.namedTypes, into: &slot) {
                return false
            }
        default:
            guard found >= 0,
                query.readValue(found, label, folding: folding, url: url, types: table.namedTypes, into: &slot)
            else { return false }
        }
        labels[index] = slot
        return true
    }
}
