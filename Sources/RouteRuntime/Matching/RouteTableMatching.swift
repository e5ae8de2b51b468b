extension _RouteTable {
    /// Matches the text of a URL (Specification §4); `make` builds the case from the match while
    /// the URL's bytes are alive. `nil` when no route matches.
    public func match<Route>(string: String, _ make: (_RouteMatch) -> Route) -> Route? {
        guard string.utf8.count <= URLParts.maximumLength else { return nil }
        var text = string
        return text.withUTF8 { bytes -> Route? in
            guard let parts = URLParts.url(bytes) else { return nil }
            return match(bytes, parts, isPath: false, make)
        }
    }

    /// Matches a path with an optional query and fragment (Specification §4.9), against every
    /// route whatever its schemes and hosts. `nil` when no route matches.
    public func match<Route>(path: String, _ make: (_RouteMatch) -> Route) -> Route? {
        guard path.utf8.count <= URLParts.maximumLength else { return nil }
        var text = path
        return text.withUTF8 { bytes -> Route? in
            guard let parts = URLParts.path(bytes) else { return nil }
            return match(bytes, parts, isPath: true, make)
        }
    }

    /// The walk of `parts`: scheme and host first, then excludes, then the trie.
    private func match<Route>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, isPath: Bool, _ make: (_RouteMatch) -> Route
    ) -> Route? {
        let base = bytes.baseAddress!
        var pathStart = parts.pathStart
        var requiredScheme: UInt64 = 0
        var requiredHosts: UInt64 = 0
        var firstSegmentIsHost = false
        if !isPath {
            let host = UnsafeBufferPointer(start: base + parts.hostStart, count: parts.hostEnd - parts.hostStart)
            if parts.isHTTPS {
                requiredHosts = hostMask(host)
                guard requiredHosts != 0 else { return nil }
            } else {
                guard let scheme = schemeIndex(UnsafeBufferPointer(start: base, count: parts.schemeEnd)) else { return nil }
                requiredScheme = 1 << UInt64(scheme)
                if storage.schemes[scheme].withHost {
                    requiredHosts = hostMask(host)
                    guard requiredHosts != 0 else { return nil }
                } else if parts.hostEnd > parts.hostStart {
                    // The host is the first segment; the path follows it directly.
                    pathStart = parts.hostStart
                    firstSegmentIsHost = true
                }
            }
        }
        if !firstSegmentIsHost {
            // Skip the path's leading `/`; an empty path is the root.
            pathStart = pathStart < parts.pathEnd ? pathStart + 1 : parts.pathEnd
        }
        let length = bytes.count
        let captureCount = max(storage.maximumCaptures, 1)
        let labelCount = max(storage.maximumLabels, 1)
        let itemCount = QueryItems.capacity(forQueryLength: parts.queryEnd - parts.queryStart)
        let slotBytes = (captureCount + labelCount) * MemoryLayout<_RouteSlot>.stride
        let itemBytes = itemCount * MemoryLayout<QueryItems.Item>.stride
        let total = slotBytes + itemBytes + 2 * length + 16
        return withUnsafeTemporaryAllocation(byteCount: total, alignment: 16) { raw -> Route? in
            let slots = raw.baseAddress!.bindMemory(to: _RouteSlot.self, capacity: captureCount + labelCount)
            let items = (raw.baseAddress! + slotBytes).bindMemory(to: QueryItems.Item.self, capacity: itemCount)
            let scratch = (raw.baseAddress! + slotBytes + itemBytes).bindMemory(to: UInt8.self, capacity: 2 * length)
            if let excludes {
                var walk = RouteWalk(
                    storage: excludes, appTypes: appTypes, url: base, pathStart: pathStart, pathEnd: parts.pathEnd,
                    queryStart: parts.queryStart, queryEnd: parts.queryEnd,
                    firstSegmentIsHost: firstSegmentIsHost, requiredScheme: 0, requiredHosts: 0, decoded: scratch, partlyDecoded: scratch + length,
                    captures: slots, labels: slots + captureCount, query: QueryItems(storage: items), anyPath: true)
                if walk.walk(0, pathStart, 0) { return nil }
            }
            var walk = RouteWalk(
                storage: storage, appTypes: appTypes, url: base, pathStart: pathStart, pathEnd: parts.pathEnd,
                queryStart: parts.queryStart, queryEnd: parts.queryEnd, firstSegmentIsHost: firstSegmentIsHost,
                requiredScheme: requiredScheme, requiredHosts: requiredHosts, decoded: scratch,
                partlyDecoded: scratch + length, captures: slots, labels: slots + captureCount,
                query: QueryItems(storage: items), anyPath: false)
            guard walk.walk(0, pathStart, 0) else { return nil }
            let match = _RouteMatch(
                storage: storage, route: Int(walk.route), slots: slots + captureCount, url: base,
                decoded: scratch, scratch: scratch + length, query: walk.query)
            return make(match)
        }
    }

    /// The index of the custom scheme `name` (compared ignoring ASCII case), or `nil`.
    private func schemeIndex(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in 0..<schemeSpellings.count {
            let scheme = storage.schemes[index]
            if Int(scheme.name.count) == name.count
                && ASCII.equal(name.baseAddress!, storage.text.baseAddress! + Int(scheme.name.start), count: name.count, folding: true)
            {
                return index
            }
        }
        return nil
    }

    /// The bits of the origins' hosts that `host` is (ignoring ASCII case), or falls under.
    private func hostMask(_ host: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        guard host.count > 0 else { return 0 }
        let base = host.baseAddress!
        for index in 0..<hostSpellings.count {
            let entry = storage.hosts[index]
            let name = storage.text.baseAddress! + Int(entry.name.start)
            let length = Int(entry.name.count)
            if !entry.isWildcard {
                if length == host.count && ASCII.equal(base, name, count: length, folding: true) {
                    mask |= 1 << UInt64(index)
                }
                continue
            }
            // `*.example.com`: one or more non-empty labels, a dot, then the domain.
            let dot = host.count - length - 1
            guard dot > 0, base[dot] == UInt8(ascii: "."), ASCII.equal(base + dot + 1, name, count: length, folding: true)
            else { continue }
            var previous = UInt8(ascii: ".")
            var labelsAreNonEmpty = true
            for position in 0..<dot {
                if base[position] == UInt8(ascii: ".") && previous == UInt8(ascii: ".") { labelsAreNonEmpty = false }
                previous = base[position]
            }
            if labelsAreNonEmpty && previous != UInt8(ascii: ".") { mask |= 1 << UInt64(index) }
        }
        return mask
    }
}
