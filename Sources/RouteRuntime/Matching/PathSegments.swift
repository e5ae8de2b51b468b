/// The segments of the path a walk matches (Specification §4.3), read from the positions of the
/// path's `/` that the URL reader noted: for a custom scheme read host-first, the host comes
/// first. An empty path is the root (no segment); one trailing `/` is ignored; any other empty
/// segment stays, and no pattern accepts it.
struct PathSegments {
    /// The positions of the path's `/`, then the end of the path.
    let slashes: UnsafePointer<Int32>
    let hostFirst: Bool
    let host: (start: Int32, end: Int32, isEncoded: Bool)
    let pathIsEncoded: Bool
    let text: UnsafePointer<UInt8>
    let count: Int

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
    @inline(__always)
    subscript(index: Int) -> (start: Int32, end: Int32, isEncoded: Bool) {
        if hostFirst {
            if index == 0 { return host }
            return segment(index - 1)
        }
        return segment(index)
    }

    @inline(__always)
    private func segment(_ index: Int) -> (start: Int32, end: Int32, isEncoded: Bool) {
        let (start, end) = PathView.bounds(slashes, index)
        guard pathIsEncoded else { return (start, end, false) }
        var position = Int(start)
        while position < Int(end) {
            if text[position] == UInt8(ascii: "%") { return (start, end, true) }
            position += 1
        }
        return (start, end, false)
    }
}
