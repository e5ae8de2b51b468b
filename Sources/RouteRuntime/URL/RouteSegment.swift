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
    @inlinable
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

    /// The index that `literals` (a generated dispatch function over decoded bytes) gives the
    /// segment, or `-1` when its percent-encoding is invalid.
    @inlinable
    public func literalIndex(
        _ segment: RouteSegment,
        _ literals: (UnsafeBufferPointer<UInt8>) -> Int
    ) -> Int {
        decoded(segment.slice) { literals($0) } ?? -1
    }

    // MARK: Path parameters

    /// A path segment as an `int`.
    @inlinable
    public func int(_ segment: RouteSegment) -> Int? { decoded(segment.slice, RouteText.int) }

    /// A path segment as a `double`.
    @inlinable
    public func double(_ segment: RouteSegment) -> Double? {
        decoded(segment.slice, RouteText.double)
    }

    /// A path segment as a `bool`.
    @inlinable
    public func bool(_ segment: RouteSegment) -> Bool? { decoded(segment.slice, RouteText.bool) }

    /// A path segment as a `uuid`.
    @inlinable
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
    @inlinable
    public func string(_ segment: RouteSegment) -> String? {
        decoded(segment.slice) { bytes -> String? in
            guard PercentDecoding.isAcceptableSegment(bytes) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A path segment as an app's ``RouteParameter`` type, read from its acceptable decoded text.
    @inlinable
    public func parameter<Value: RouteParameter>(_ segment: RouteSegment, as type: Value.Type)
        -> Value?
    {
        guard let text = string(segment) else { return nil }
        return Value(routeParameter: text)
    }

    /// The remaining segments from `cursor` on, for a catch-all: one or more, each acceptable.
    @inlinable
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
