extension _RouteTable {
    /// Matches the text of a URL (Specification §4); `make` builds the case from the match while
    /// the URL's bytes are alive. `nil` when no route matches.
    @inlinable
    public func match<Route>(string: String, _ make: (_RouteMatch) -> Route) -> Route? {
        var route: Route?
        matchURL(string) { route = make($0) }
        return route
    }

    /// Matches a path with an optional query and fragment (Specification §4.9), against every
    /// route whatever its schemes and hosts. `nil` when no route matches.
    @inlinable
    public func match<Route>(path: String, _ make: (_RouteMatch) -> Route) -> Route? {
        var route: Route?
        matchPath(path) { route = make($0) }
        return route
    }

    /// Matches URL text, calling `body` with the match.
    @usableFromInline
    func matchURL(_ string: String, _ body: (_RouteMatch) -> Void) {
        guard string.utf8.count <= URLParts.maximumLength else { return }
        var text = string
        text.withUTF8 { match($0, isPath: false, body) }
    }

    /// Matches a path, calling `body` with the match.
    @usableFromInline
    func matchPath(_ path: String, _ body: (_RouteMatch) -> Void) {
        guard path.utf8.count <= URLParts.maximumLength else { return }
        var text = path
        text.withUTF8 { match($0, isPath: true, body) }
    }

    /// The number of `/` a path may have to be read in the first pass; a path with more is read
    /// again into a buffer of its size.
    private static let slashCapacity = 64

    /// Copies the URL (or path) with eight zero bytes before and sixteen after, so that segments
    /// can be read eight bytes at a time, then reads it, then walks the excludes and the trie.
    /// What the walk writes lives in temporary allocations sized to the URL, on the stack for
    /// URLs of ordinary length.
    private func match(_ bytes: UnsafeBufferPointer<UInt8>, isPath: Bool, _ body: (_RouteMatch) -> Void) {
        let length = bytes.count
        guard length > 0, length <= URLParts.maximumLength else { return }
        let textBytes = length + 24
        let slashBytes = (Self.slashCapacity + 1) * MemoryLayout<Int32>.stride
        withUnsafeTemporaryAllocation(byteCount: textBytes + slashBytes, alignment: 16) { raw in
            let padded = raw.baseAddress!.bindMemory(to: UInt8.self, capacity: textBytes)
            padded.initialize(repeating: 0, count: 8)
            (padded + 8).update(from: bytes.baseAddress!, count: length)
            (padded + 8 + length).initialize(repeating: 0, count: 16)
            let text = UnsafePointer(padded + 8)
            let slashes = (raw.baseAddress! + textBytes).bindMemory(to: Int32.self, capacity: Self.slashCapacity + 1)
            guard let parts = read(text, length, isPath: isPath, slashes, Self.slashCapacity - 1) else { return }
            if !parts.overflows {
                match(text, length, parts, slashes: slashes, isPath: isPath, body)
                return
            }
            // A path with many segments: read again with room for every "/".
            var capacity = Self.slashCapacity
            while capacity <= length { capacity *= 2 }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity + 1) { more in
                guard let parts = read(text, length, isPath: isPath, more.baseAddress!, capacity - 1) else { return }
                match(text, length, parts, slashes: more.baseAddress!, isPath: isPath, body)
            }
        }
    }

    private func read(
        _ text: UnsafePointer<UInt8>, _ length: Int, isPath: Bool, _ slashes: UnsafeMutablePointer<Int32>, _ mask: Int
    ) -> URLParts? {
        isPath
            ? URLParts.path(text, count: length, slashes: slashes, slashMask: mask)
            : URLParts.url(text, count: length, slashes: slashes, slashMask: mask)
    }

    private func match(
        _ base: UnsafePointer<UInt8>, _ length: Int, _ parts: URLParts, slashes: UnsafeMutablePointer<Int32>,
        isPath: Bool, _ body: (_RouteMatch) -> Void
    ) {
        let tables = storage.pointee
        var requiredScheme: UInt64 = 0
        var requiredHosts: UInt64 = 0
        var hostFirst = false
        if !isPath {
            let host = UnsafeBufferPointer(start: base + parts.hostStart, count: parts.hostEnd - parts.hostStart)
            if parts.isHTTPS {
                requiredHosts = hostMask(host)
                guard requiredHosts != 0 else { return }
            } else {
                guard let scheme = schemeIndex(UnsafeBufferPointer(start: base, count: parts.schemeEnd)) else { return }
                requiredScheme = 1 << UInt64(scheme)
                if tables.schemes[scheme].withHost {
                    requiredHosts = hostMask(host)
                    guard requiredHosts != 0 else { return }
                } else {
                    // The host is the first segment; the path follows it directly.
                    hostFirst = parts.hostEnd > parts.hostStart
                }
            }
        }
        // The exclude walk writes its captures into the same slots.
        let captureCount = max(tables.maximumCaptures, excludes?.pointee.maximumCaptures ?? 0, 1)
        let labelCount = max(tables.maximumLabels, 1)
        let itemCount = parts.ampersands + 1
        let needsScratch =
            parts.pathIsEncoded || parts.hostIsEncoded || parts.queryIsEncoded || tables.hasMixed
            || excludes?.pointee.hasMixed == true
        // Two decoding areas of the URL's length, each readable eight bytes before and after.
        let scratchBytes = needsScratch ? 2 * length + 32 : 0
        let slotBytes = (captureCount + labelCount) * MemoryLayout<_RouteSlot>.stride
        let itemBytes = itemCount * MemoryLayout<QueryItems.Item>.stride
        withUnsafeTemporaryAllocation(byteCount: slotBytes + itemBytes + scratchBytes, alignment: 16) {
            raw in
            var address = raw.baseAddress!
            func carve<T>(_ type: T.Type, _ count: Int) -> UnsafeMutablePointer<T> {
                let pointer = address.bindMemory(to: T.self, capacity: count)
                address += count * MemoryLayout<T>.stride
                return pointer
            }
            let slots = carve(_RouteSlot.self, captureCount + labelCount)
            let items = carve(QueryItems.Item.self, itemCount)
            let scratch = carve(UInt8.self, scratchBytes) + 8
            let path = PathSegments(parts, text: base, slashes: slashes, hostFirst: hostFirst)
            if let excludes {
                var walk = RouteWalk(
                    storage: excludes, url: base, path: path, queryStart: parts.queryStart,
                    queryEnd: parts.queryEnd, firstSegmentIsHost: hostFirst, requiredScheme: 0, requiredHosts: 0,
                    decoded: scratch, partlyDecoded: scratch + length + 16, captures: slots,
                    labels: slots + captureCount, query: QueryItems(storage: items), anyPath: true)
                if walk.walk(0, 0, 0) { return }
            }
            var walk = RouteWalk(
                storage: storage, url: base, path: path, queryStart: parts.queryStart, queryEnd: parts.queryEnd,
                firstSegmentIsHost: hostFirst, requiredScheme: requiredScheme, requiredHosts: requiredHosts,
                decoded: scratch, partlyDecoded: scratch + length + 16, captures: slots,
                labels: slots + captureCount, query: QueryItems(storage: items), anyPath: false)
            guard walk.walk(0, 0, 0) else { return }
            body(
                _RouteMatch(
                    storage: storage, route: Int(walk.route), slots: slots + captureCount, url: base,
                    decoded: scratch, scratch: scratch + length + 16, query: walk.query, path: path))
        }
    }

    /// The index of the custom scheme `name` (compared ignoring ASCII case), or `nil`.
    private func schemeIndex(_ name: UnsafeBufferPointer<UInt8>) -> Int? {
        for index in 0..<schemeSpellings.count {
            let scheme = storage.pointee.schemes[index]
            if Int(scheme.name.count) == name.count
                && ASCII.equal(
                    name.baseAddress!, storage.pointee.text.baseAddress! + Int(scheme.name.start), count: name.count,
                    folding: true)
            {
                return index
            }
        }
        return nil
    }

    /// The bits of the origins' hosts that `host` is (ignoring ASCII case), or falls under. A host
    /// with a `%` escape or a non-ASCII byte is no host of the origins (Specification §4.2).
    private func hostMask(_ host: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var mask: UInt64 = 0
        guard host.count > 0, !host.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) else { return 0 }
        let base = host.baseAddress!
        for index in 0..<hostSpellings.count {
            let entry = storage.pointee.hosts[index]
            let name = storage.pointee.text.baseAddress! + Int(entry.name.start)
            let length = Int(entry.name.count)
            if !entry.isWildcard {
                if length == host.count && ASCII.equal(base, name, count: length, folding: true) {
                    mask |= 1 << UInt64(index)
                }
                continue
            }
            // `*.example.com`: one or more non-empty labels, a dot, then the domain.
            let dot = host.count - length - 1
            guard dot > 0, base[dot] == UInt8(ascii: "."),
                ASCII.equal(base + dot + 1, name, count: length, folding: true)
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

/// The runtime's URL reading on its own, for the benchmark (the cost of reading a URL against the
/// cost of matching it).
@_spi(Generated) public enum _RouteURLReading {
    /// Reads `string` as the matcher does before it walks any table: the number of `/` in its
    /// path, or -1 when no route could match it.
    public static func read(_ string: String) -> Int {
        var text = string
        return text.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 65) { slashes in
                guard let base = bytes.baseAddress else { return -1 }
                return URLParts.url(base, count: bytes.count, slashes: slashes.baseAddress!, slashMask: 63)?
                    .slashCount ?? -1
            }
        }
    }
}
