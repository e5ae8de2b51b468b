extension _RouteTable {
    /// Matches the text of a URL (Specification §4); `make` builds the case from the match while
    /// the URL's bytes are alive. `nil` when no route matches.
    @inlinable
    public func match<Route>(string: String, _ make: (_RouteMatch) -> Route) -> Route? {
        route(string, isPath: false, make)
    }

    /// Matches a path with an optional query and fragment (Specification §4.9), against every
    /// route whatever its schemes and hosts. `nil` when no route matches.
    @inlinable
    public func match<Route>(path: String, _ make: (_RouteMatch) -> Route) -> Route? {
        route(path, isPath: true, make)
    }

    /// The route `make` makes of the match of `text`, if it matches. The route is made in place
    /// and moved out: assigned to an optional variable, it would first destroy the variable's
    /// `nil`, which for an enum of many cases with payloads goes through the enum's value
    /// witnesses (about 50 instructions a match). The place is on the stack in any build: its
    /// alignment, 16, is a constant even where `Route` is not specialized, and the most a Swift
    /// type's can be (a payload of an imported C type may ask for more: then the variable).
    @inlinable
    func route<Route>(_ text: String, isPath: Bool, _ make: (_RouteMatch) -> Route) -> Route? {
        guard MemoryLayout<Route>.alignment <= 16 else {
            var route: Route?
            _ = match(text, isPath: isPath) { route = make($0) }
            return route
        }
        return withUnsafeTemporaryAllocation(byteCount: MemoryLayout<Route>.stride, alignment: 16) { raw in
            let route = raw.baseAddress!.bindMemory(to: Route.self, capacity: 1)
            return match(text, isPath: isPath) { route.initialize(to: make($0)) } ? route.move() : nil
        }
    }

    /// Matches URL text, or a path when `isPath`, calling `body` with the match; whether it did.
    @usableFromInline
    func match(_ text: String, isPath: Bool, _ body: (_RouteMatch) -> Void) -> Bool {
        guard text.utf8.count <= URLParts.maximumLength else { return false }
        if let matched = text.utf8.withContiguousStorageIfAvailable({ match($0, isPath: isPath, body) }) {
            return matched
        }
        var copy = text
        return copy.withUTF8 { match($0, isPath: isPath, body) }
    }

    /// The number of `/` a path may have to be read in the first pass; a path with more is read
    /// again into a buffer of its size.
    private static let slashCapacity = 64

    /// Copies the URL (or path) with eight zero bytes before and sixteen after, so that segments
    /// can be read eight bytes at a time, then reads it, then walks the excludes and the trie.
    /// What the walk writes lives in temporary allocations sized to the URL, on the stack for
    /// URLs of ordinary length. Whether a route matched (and `body` was called).
    private func match(_ bytes: UnsafeBufferPointer<UInt8>, isPath: Bool, _ body: (_RouteMatch) -> Void) -> Bool {
        let length = bytes.count
        guard length > 0, length <= URLParts.maximumLength else { return false }
        let textBytes = length + 24
        let slashBytes = (Self.slashCapacity + 1) * MemoryLayout<Int32>.stride
        return withUnsafeTemporaryAllocation(byteCount: textBytes + slashBytes, alignment: 16) { raw in
            let padded = raw.baseAddress!.bindMemory(to: UInt8.self, capacity: textBytes)
            padded.initialize(repeating: 0, count: 8)
            (padded + 8).update(from: bytes.baseAddress!, count: length)
            (padded + 8 + length).initialize(repeating: 0, count: 16)
            let text = UnsafePointer(padded + 8)
            let slashes = (raw.baseAddress! + textBytes).bindMemory(to: Int32.self, capacity: Self.slashCapacity + 1)
            var parts = URLParts()
            guard read(&parts, text, length, isPath: isPath, slashes, Self.slashCapacity - 1) else { return false }
            if !parts.overflows {
                return match(text, length, parts, slashes: slashes, isPath: isPath, body)
            }
            // A path with many segments: read again with room for every "/".
            var capacity = Self.slashCapacity
            while capacity <= length { capacity *= 2 }
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity + 1) { more in
                var parts = URLParts()
                guard read(&parts, text, length, isPath: isPath, more.baseAddress!, capacity - 1) else { return false }
                return match(text, length, parts, slashes: more.baseAddress!, isPath: isPath, body)
            }
        }
    }

    private func read(
        _ parts: inout URLParts, _ text: UnsafePointer<UInt8>, _ length: Int, isPath: Bool,
        _ slashes: UnsafeMutablePointer<Int32>, _ mask: Int
    ) -> Bool {
        isPath
            ? parts.readPath(text, count: length, slashes: slashes, slashMask: mask)
            : parts.readURL(text, count: length, slashes: slashes, slashMask: mask)
    }

    /// What a route must accept of the URL: its custom scheme (-1: any), whether its host (and
    /// which of the origins' first 64 hosts it is), and whether the first segment is the host.
    private struct Requirement {
        var scheme = -1
        var checksHost = false
        var hostMask: UInt64 = 0
        var hostFirst = false
    }

    /// The requirement of a URL, or `nil` when its scheme or host is none of the origins'. Inlined
    /// into the match, which would otherwise copy the URL's parts for the call.
    @inline(__always)
    private func requirement(_ base: UnsafePointer<UInt8>, _ parts: URLParts, isPath: Bool) -> Requirement? {
        var requirement = Requirement()
        guard !isPath else { return requirement }
        if !parts.isHTTPS {
            guard let found = origins.scheme(named: UnsafeBufferPointer(start: base, count: parts.schemeEnd)) else {
                return nil
            }
            requirement.scheme = found.index
            // Else the host is the first segment; the path follows it directly.
            requirement.checksHost = found.withHost
            requirement.hostFirst = !found.withHost && parts.hostEnd > parts.hostStart
        } else {
            requirement.checksHost = true
        }
        if requirement.checksHost {
            // A host with a `%` escape or a non-ASCII byte is no host (Specification §4.2).
            guard !parts.hostIsEncoded && !parts.hostIsNotASCII else { return nil }
            let host = UnsafeBufferPointer(start: base + parts.hostStart, count: parts.hostEnd - parts.hostStart)
            let matches = origins.hostMatches(host)
            guard matches.any else { return nil }
            requirement.hostMask = matches.mask
        }
        return requirement
    }

    /// Walks the excludes and the trie for the URL read into `parts`. Inlined into the match, which
    /// would otherwise copy the URL's parts for the call.
    @inline(__always)
    private func match(
        _ base: UnsafePointer<UInt8>, _ length: Int, _ parts: URLParts, slashes: UnsafeMutablePointer<Int32>,
        isPath: Bool, _ body: (_RouteMatch) -> Void
    ) -> Bool {
        guard let requirement = requirement(base, parts, isPath: isPath) else { return false }
        let host = UnsafeBufferPointer(start: base + parts.hostStart, count: parts.hostEnd - parts.hostStart)
        // Sizes of a URL of at most 8,192 bytes and of a table's counts: no overflow.
        let captureCount = max(maximumCaptures, 1)
        let labelCount = max(maximumLabels, 1)
        let itemCount = parts.ampersands &+ 1
        let needsScratch = parts.pathIsEncoded || parts.hostIsEncoded || parts.queryIsEncoded || hasMixedSegments
        // Two decoding areas of the URL's length, each readable eight bytes before and after.
        let scratchBytes = needsScratch ? 2 &* length &+ 32 : 0
        // The captures and labels with the scratch, and apart from them the query's items with a
        // value slot each (a list's values): each allocation stays within the 1 KiB that
        // `withUnsafeTemporaryAllocation` keeps on the stack for a URL of ordinary length.
        let slotBytes = (captureCount &+ labelCount) &* MemoryLayout<_RouteSlot>.stride
        let itemBytes = itemCount &* (MemoryLayout<_RouteSlot>.stride &+ MemoryLayout<QueryItems.Item>.stride)
        return withUnsafeTemporaryAllocation(byteCount: slotBytes &+ scratchBytes, alignment: 16) { raw in
            withUnsafeTemporaryAllocation(byteCount: itemBytes, alignment: 16) { itemRaw in
                // Constants only from here on: a captured variable would be a heap box in a debug
                // build, and an exclusivity check in any.
                let start = raw.baseAddress!
                let slots = start.bindMemory(to: _RouteSlot.self, capacity: captureCount + labelCount)
                let scratch = (start + slotBytes).bindMemory(to: UInt8.self, capacity: scratchBytes) + 8
                let itemValues = itemRaw.baseAddress!.bindMemory(to: _RouteSlot.self, capacity: itemCount)
                let items = (itemRaw.baseAddress! + itemCount &* MemoryLayout<_RouteSlot>.stride)
                    .bindMemory(to: QueryItems.Item.self, capacity: itemCount)
                let path = PathSegments(parts, text: base, slashes: slashes, hostFirst: requirement.hostFirst)
                // Each walk made where it is used: the walk is large, and a copy of it costs.
                @inline(__always)
                func makeWalk(excluding: Bool) -> RouteWalk {
                    RouteWalk(
                        table: self, url: base, path: path, firstSegmentIsHost: requirement.hostFirst,
                        scheme: excluding ? -1 : requirement.scheme, checksHost: !excluding && requirement.checksHost,
                        hostMask: excluding ? 0 : requirement.hostMask, host: host, decoded: scratch,
                        partlyDecoded: scratch + length + 16, captures: slots, labels: slots + captureCount,
                        itemValues: itemValues,
                        query: QueryItems(storage: items, start: parts.queryStart, end: parts.queryEnd),
                        anyPath: excluding)
                }
                // The excluded paths first (Specification §3.8), any pattern that matches the path
                // whatever the scheme, host and query; their walk writes into the same slots.
                if hasExcludes, let node = record(_RouteKey.excludeRoot) {
                    var excluded = makeWalk(excluding: true)
                    if excluded.walk(_RouteKey.excludeRoot, node + 1, 0, 0) { return false }
                }
                var walk = makeWalk(excluding: false)
                if let paths {
                    // The generated walk of the trie, on this walk's path (Specification §6.11).
                    // It is given a view of the path, which points at the walk.
                    let matched = withUnsafeMutablePointer(to: &walk) { walk in
                        var view = PathView(walk)
                        return withUnsafeMutablePointer(to: &view) { paths(UnsafeMutableRawPointer($0)) }
                    }
                    guard matched else { return false }
                } else {
                    guard let node = root, walk.walk(_RouteKey.root, node + 1, 0, 0) else { return false }
                }
                body(
                    _RouteMatch(
                        table: self, route: walk.route, slots: slots + captureCount,
                        itemValues: itemValues, url: base, scratch: scratch + length + 16, path: path))
                return true
            }
        }
    }
}

/// The runtime's URL reading on its own, for the benchmark (the cost of reading a URL against the
/// cost of matching it).
@_spi(Generated) public enum _RouteURLReading {
    /// Reads `string` as the matcher does before it walks any table: the number of `/` in its
    /// path, or -1 when no route could match it.
    public static func read(_ string: String) -> Int {
        var text = string
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return -1 }
            // Copied with 16 zero bytes after, as the matcher copies it: the reader loads words.
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: bytes.count + 16) { padded in
                padded.baseAddress!.update(from: base, count: bytes.count)
                (padded.baseAddress! + bytes.count).initialize(repeating: 0, count: 16)
                return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 65) { slashes in
                    URLParts.url(padded.baseAddress!, count: bytes.count, slashes: slashes.baseAddress!, slashMask: 63)?
                        .slashCount ?? -1
                }
            }
        }
    }
}
