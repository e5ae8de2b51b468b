/// The schemes and hosts of a route table (``_TableFormat``, "Origins"), read where they lie: one
/// a line, schemes and hosts each indexed in their order. Each line starts with the length of its
/// name, so that the next is found without reading the name.
@usableFromInline
struct Origins {
    @usableFromInline let base: UnsafePointer<UInt8>
    @usableFromInline let count: Int

    /// The origins of the `count` bytes of text at `base`.
    @inlinable
    init(base: UnsafePointer<UInt8>, count: Int) {
        self.base = base
        self.count = count
    }

    /// One line: its kind and its name.
    struct Entry {
        var kind: UInt8
        var name: UnsafeBufferPointer<UInt8>

        var isScheme: Bool {
            kind == _TableFormat.Origin.hostFirstScheme || kind == _TableFormat.Origin.withHostScheme
        }

        /// Whether the name is `text`, ignoring ASCII case.
        @inline(__always)
        func isNamed(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
            name.count == text.count
                && ASCII.equal(name.baseAddress!, text.baseAddress!, count: text.count, folding: true)
        }
    }

    /// Calls `body` with each line in order, until it returns `false`.
    @inline(__always)
    func forEach(_ body: (Entry) -> Bool) {
        var line = base
        let end = base + count
        while line < end {
            var cursor = RecordCursor(line)
            let length = cursor.number()
            let kind = cursor.byte()
            if !body(Entry(kind: kind, name: UnsafeBufferPointer(start: cursor.position, count: length))) { return }
            // The name, then the line feed.
            line = cursor.position + length + 1
        }
    }

    func scheme(named name: UnsafeBufferPointer<UInt8>) -> (index: Int, withHost: Bool)? {
        var index = 0
        var found: (Int, Bool)?
        forEach { entry in
            guard entry.isScheme else { return true }
            if entry.isNamed(name) {
                found = (index, entry.kind == _TableFormat.Origin.withHostScheme)
                return false
            }
            index += 1
            return true
        }
        return found
    }

    /// The scheme at `index`: its kind and its name as spelled.
    func scheme(at index: Int) -> Entry? {
        entry(at: index, schemes: true)
    }

    /// The host at `index`.
    func host(at index: Int) -> Entry? {
        entry(at: index, schemes: false)
    }

    private func entry(at index: Int, schemes: Bool) -> Entry? {
        var seen = 0
        var found: Entry?
        forEach { entry in
            guard entry.isScheme == schemes else { return true }
            if seen == index {
                found = entry
                return false
            }
            seen += 1
            return true
        }
        return found
    }

    /// The bits of the hosts that `host` is or falls under (ignoring ASCII case), for the first 64
    /// hosts, and whether it is any host at all. `host` holds no `%` escape and no non-ASCII byte
    /// (``URLParts`` notes them: such a host is no host, Specification §4.2).
    func hostMatches(_ host: UnsafeBufferPointer<UInt8>) -> (mask: UInt64, any: Bool) {
        guard host.count > 0 else { return (0, false) }
        var mask: UInt64 = 0
        var any = false
        var index = 0
        forEach { entry in
            guard !entry.isScheme else { return true }
            if Self.matches(host, entry) {
                any = true
                if index < 64 { mask |= 1 << UInt64(index) }
            }
            index += 1
            return true
        }
        return (mask, any)
    }

    /// Whether host number `index` is, or covers, `host`.
    func host(_ index: Int, matches host: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let entry = self.host(at: index) else { return false }
        return Self.matches(host, entry)
    }

    /// Whether `host` (without `%` or non-ASCII bytes) is the host `entry`, or falls under it.
    @inline(__always)
    private static func matches(_ host: UnsafeBufferPointer<UInt8>, _ entry: Entry) -> Bool {
        entry.kind == _TableFormat.Origin.host ? entry.isNamed(host) : isSubdomain(host, of: entry.name)
    }

    /// Whether `host` falls under the wildcard host `*.domain`: one or more non-empty labels, a
    /// dot, then the domain.
    private static func isSubdomain(_ host: UnsafeBufferPointer<UInt8>, of domain: UnsafeBufferPointer<UInt8>) -> Bool {
        let base = host.baseAddress!
        let name = domain.baseAddress!
        let length = domain.count
        let dot = host.count - length - 1
        guard dot > 0, base[dot] == UInt8(ascii: "."), ASCII.equal(base + dot + 1, name, count: length, folding: true)
        else { return false }
        var previous = UInt8(ascii: ".")
        for position in 0..<dot {
            if base[position] == UInt8(ascii: ".") && previous == UInt8(ascii: ".") { return false }
            previous = base[position]
        }
        return previous != UInt8(ascii: ".")
    }

}
