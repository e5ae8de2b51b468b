/// The segments of the path a walk matches (Specification §4.3), read from the positions of the
/// path's `/` that the URL reader noted: for a custom scheme read host-first, the host comes
/// first. An empty path is the root (no segment); one trailing `/` is ignored; any other empty
/// segment stays, and no pattern accepts it. Inlinable: the generated walk reads a path without
/// escapes with it (``_RoutePath/segment(_:)``).
@usableFromInline
struct PathSegments {
    /// The positions of the path's `/`, then the end of the path.
    @usableFromInline let slashes: UnsafePointer<Int32>
    @usableFromInline let hostFirst: Bool
    @usableFromInline let host: (start: Int32, end: Int32, isEncoded: Bool)
    @usableFromInline let pathIsEncoded: Bool
    @usableFromInline let text: UnsafePointer<UInt8>
    @usableFromInline let count: Int

    /// The segments of `parts`; `slashes` holds the positions of its path's `/` and one more slot,
    /// where the end of the path is written.
    init(_ parts: URLParts, text: UnsafePointer<UInt8>, slashes: UnsafeMutablePointer<Int32>, hostFirst: Bool) {
        // Offsets in a URL of at most 8,192 bytes: they fit.
        let slashCount = parts.slashCount
        slashes[slashCount] = Int32(truncatingIfNeeded: parts.pathEnd)
        self.slashes = UnsafePointer(slashes)
        self.hostFirst = hostFirst
        self.text = text
        host = (
            Int32(truncatingIfNeeded: parts.hostStart), Int32(truncatingIfNeeded: parts.hostEnd), parts.hostIsEncoded
        )
        pathIsEncoded = parts.pathIsEncoded
        // A last segment that is empty is the root, or follows a trailing "/": left out.
        let lastIsEmpty = slashCount > 0 && slashes[slashCount - 1] &+ 1 == Int32(truncatingIfNeeded: parts.pathEnd)
        count = slashCount - (lastIsEmpty ? 1 : 0) + (hostFirst ? 1 : 0)
    }

    /// Segment `index`: its bytes, and whether they hold `%` escapes.
    @inlinable @inline(__always)
    subscript(index: Int) -> (start: Int32, end: Int32, isEncoded: Bool) {
        if hostFirst {
            if index == 0 { return host }
            return segment(index - 1)
        }
        return segment(index)
    }

    /// The segment after `/` number `index`: from after it to the next `/` (or the end of the
    /// path, in the slot after the last `/`).
    @inlinable @inline(__always)
    func segment(_ index: Int) -> (start: Int32, end: Int32, isEncoded: Bool) {
        let start = slashes[index] &+ 1
        let end = slashes[index &+ 1]
        guard pathIsEncoded else { return (start, end, false) }
        var position = Int(start)
        while position < Int(end) {
            if text[position] == UInt8(ascii: "%") { return (start, end, true) }
            position += 1
        }
        return (start, end, false)
    }
}
