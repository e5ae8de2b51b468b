#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A run of a URL's bytes (a path segment, a query name or a query value), still percent-encoded.
public struct RouteSlice: Hashable, Sendable {
    /// The first byte.
    public var start: Int
    /// One past the last byte.
    public var end: Int
    /// Whether the bytes hold no `%`, so that they are their own decoded form.
    public var isPlain: Bool

    /// Creates a slice.
    @inlinable
    public init(start: Int, end: Int, isPlain: Bool) {
        self.start = start
        self.end = end
        self.isPlain = isPlain
    }
}

/// One path segment found by ``RouteURL/segment(at:)``, and where the next one starts.
public struct RouteSegment: Hashable, Sendable {
    /// The segment's bytes.
    public var slice: RouteSlice
    /// Where the next segment starts (``RouteURL/pathEnd`` after the last one).
    public var next: Int

    /// Creates a segment.
    @inlinable
    public init(slice: RouteSlice, next: Int) {
        self.slice = slice
        self.next = next
    }
}

extension RouteURL {
    /// The path segment that starts at `cursor`, or `nil` at the end of the path.
    ///
    /// A trailing `/` ends the path. An empty segment elsewhere is returned as an empty slice,
    /// which no pattern accepts.
    @inline(never)
    public func segment(at cursor: Int) -> RouteSegment? {
        guard cursor < pathEnd else { return nil }
        var index = cursor
        var plain = true
        while index < pathEnd {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") { break }
            if byte == UInt8(ascii: "%") { plain = false }
            index += 1
        }
        let slice = RouteSlice(start: cursor, end: index, isPlain: plain)
        return RouteSegment(slice: slice, next: index < pathEnd ? index + 1 : pathEnd)
    }

    /// Whether the path ends at `cursor` (no segment is left).
    @inline(never)
    public func isEnd(_ cursor: Int) -> Bool { cursor >= pathEnd }

    /// Whether the route's scheme and host rules accept this URL: a custom scheme whose index
    /// is set in `schemes` (bit `i` for the spec's scheme `i`), or `https` when `https` is true.
    @inline(never)
    public func accepts(schemes: UInt64, https: Bool) -> Bool {
        schemeIndex < 0 ? https : (schemes >> UInt64(schemeIndex)) & 1 == 1
    }

    /// Whether the route's scheme and host rules accept this URL: a custom scheme whose index is
    /// set in `schemes`, or `https` with a host among `hosts` (`*.example.com` for subdomains).
    @inline(never)
    public func accepts(schemes: UInt64, hosts: [StaticString]) -> Bool {
        if schemeIndex >= 0 { return (schemes >> UInt64(schemeIndex)) & 1 == 1 }
        for host in hosts {
            let text = host.utf8Start
            if host.utf8CodeUnitCount > 2 && text[0] == UInt8(ascii: "*") && text[1] == UInt8(ascii: ".") {
                let suffix = UnsafeBufferPointer(start: text + 2, count: host.utf8CodeUnitCount - 2)
                if hostIsSubdomain(of: suffix) { return true }
            } else if hostIs(host) {
                return true
            }
        }
        return false
    }

    /// The raw bytes of a slice.
    @inlinable
    public func raw(_ slice: RouteSlice) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[slice.start..<slice.end])
    }

    /// Runs `body` on the decoded bytes of a slice; `nil` when its percent-encoding is invalid.
    @inlinable
    public func decoded<Result>(
        _ slice: RouteSlice,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result?
    ) -> Result? {
        PercentDecoding.withDecoded(raw(slice), isPlain: slice.isPlain, body)
    }

    /// The dispatch slot of a segment among a trie node's literal children: the FNV-1a hash of
    /// its decoded bytes masked by `mask` (see ``RouteText/slot(_:mask:)``), or `-1` when its
    /// percent-encoding is invalid.
    ///
    /// The generated code switches on the slot, then confirms with ``segment(_:is:)``.
    @inline(never)
    public func literalSlot(_ segment: RouteSegment, mask: Int) -> Int {
        decoded(segment.slice) { RouteText.slot($0, mask: mask) } ?? -1
    }

    /// Whether a segment's decoded text is exactly `literal`.
    @inline(never)
    public func segment(_ segment: RouteSegment, is literal: StaticString) -> Bool {
        decoded(segment.slice) { RouteText.equal($0, literal) } ?? false
    }

    /// A path segment as an `int`.
    @inline(never)
    public func int(_ segment: RouteSegment) -> Int? { decoded(segment.slice, RouteText.int) }

    /// A path segment as a `double`.
    @inline(never)
    public func double(_ segment: RouteSegment) -> Double? {
        decoded(segment.slice, RouteText.double)
    }

    /// A path segment as a `bool`.
    @inline(never)
    public func bool(_ segment: RouteSegment) -> Bool? { decoded(segment.slice, RouteText.bool) }

    /// A path segment as a `uuid`.
    @inline(never)
    public func uuid(_ segment: RouteSegment) -> UUID? { decoded(segment.slice, RouteText.uuid) }

    /// A path segment read by a generated enum parser.
    @inlinable
    public func value<Value>(
        _ segment: RouteSegment,
        _ parse: (UnsafeBufferPointer<UInt8>) -> Value?
    ) -> Value? {
        decoded(segment.slice, parse)
    }

    /// A path segment as a `string`: non-empty, valid UTF-8, no control character, not `.` or
    /// `..`.
    @inline(never)
    public func string(_ segment: RouteSegment) -> String? {
        decoded(segment.slice) { bytes -> String? in
            guard PercentDecoding.isAcceptableSegment(bytes) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A path segment as an app's ``RouteParameter`` type, read from its acceptable decoded text.
    @inline(never)
    public func parameter<Value: RouteParameter>(
        _ segment: RouteSegment, as type: Value.Type
    )
        -> Value?
    {
        guard let text = string(segment) else { return nil }
        return Value(routeParameter: text)
    }

    /// The remaining segments from `cursor` on, for a catch-all: one or more, each acceptable.
    @inline(never)
    public func remainingSegments(from cursor: Int) -> [String]? {
        var result: [String] = []
        var position = cursor
        while let segment = segment(at: position) {
            guard let text = string(segment) else { return nil }
            result.append(text)
            position = segment.next
        }
        return result.isEmpty ? nil : result
    }
}
