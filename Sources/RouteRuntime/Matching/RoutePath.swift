/// The generated walk of the route trie (Specification §6.11): a C function that the generated
/// code gives its table, which walks the path of the URL that ``_RoutePath`` reads from the root,
/// one generated function per trie node, and says whether some pattern matched. It captures
/// nothing, so that a table holds no reference.
@_spi(Generated) public typealias _PathWalk = @convention(c) (_ path: UnsafeMutableRawPointer) -> Bool

/// What the generated functions of a route trie read and ask (Specification §6.11): the segments
/// of one URL's path, and the runtime's own reading of a segment as a literal or a value, of a
/// node's patterns, and of the edges the generated code leaves to the table walk (mixed segments,
/// catch-alls). Each function answers exactly as ``RouteWalk/walk(_:_:_:_:)`` does for the same
/// node, and writes the same captures, so that the generated walk and the table walk cannot
/// disagree. Depths are segment indices, and capture indices count the values read before a
/// node: both are the same for every URL that reaches the node, and the generated code writes
/// them as numbers.
///
/// It holds one pointer, to the ``PathView`` of the match in progress: the generated code reads a
/// plain segment itself (``segment(_:)`` is inlined into it), and asks the walk for the rest.
@_spi(Generated) public struct _RoutePath {
    @usableFromInline let view: UnsafePointer<PathView>

    /// The path of the view at `view`, as the runtime gives it to a ``_PathWalk``.
    @inlinable
    public init(_ view: UnsafeMutableRawPointer) {
        self.view = UnsafePointer(view.assumingMemoryBound(to: PathView.self))
    }

    /// The walk of the match in progress.
    var walk: UnsafeMutablePointer<RouteWalk> {
        view.pointee.walk.assumingMemoryBound(to: RouteWalk.self)
    }

    /// Segment `depth` of the path, decoded; `nil` past the end of the path, and for an empty
    /// segment or one whose escapes do not decode, which nothing reads. A path without escapes is
    /// read here, in the generated code; the walk decodes the others.
    @inlinable @inline(__always)
    public func segment(_ depth: Int) -> _RouteSegment? {
        let view = self.view.pointee
        guard view.isPlain else { return decodedSegment(depth) }
        guard depth < view.path.count else { return nil }
        let place = view.path[depth]
        // Only a segment of the path can be empty (a host read as the first one has a byte).
        guard place.start < place.end else { return nil }
        return _RouteSegment(
            bytes: UnsafeBufferPointer(start: view.path.text + Int(place.start), count: Int(place.end &- place.start)),
            start: place.start, end: place.end, isEncoded: false, isHost: view.path.hostFirst && depth == 0)
    }

    /// Segment `depth` of a path with escapes (in a segment, or in a host read as the first
    /// segment), as the walk reads and decodes it (``RouteWalk/segment(_:)``).
    @usableFromInline
    func decodedSegment(_ depth: Int) -> _RouteSegment? {
        guard depth < walk.pointee.path.count else { return nil }
        return walk.pointee.segment(depth)
    }

    /// Whether the path ends at `depth` and one of `patterns` (a node's ends, in
    /// ``_TableFormat``'s form: their count, then each pattern) matches the URL, with `captures`
    /// values read from the path; the match's values are then in place.
    /// The path's length is compared in the generated code.
    @inlinable @inline(__always)
    public func end(_ depth: Int, _ captures: Int, _ patterns: StaticString) -> Bool {
        depth >= view.pointee.path.count && tryPatterns(captures, patterns)
    }

    /// Whether one of `patterns` matches the URL, with `captures` values read from the path.
    @usableFromInline
    func tryPatterns(_ captures: Int, _ patterns: StaticString) -> Bool {
        patterns.withUTF8Buffer { walk.pointee.tryPatterns($0.baseAddress!, captures) }
    }

    /// Whether the path ends at `depth`, where the pattern of the route with key `route` matches
    /// whatever the URL's scheme, host and query, with the `captures` values read from the path
    /// as the route's values in order; the match's values are then in place.
    /// The path's length is compared in the generated code.
    @inlinable @inline(__always)
    public func found(_ depth: Int, _ captures: Int, _ route: UInt64) -> Bool {
        guard depth >= view.pointee.path.count else { return false }
        take(route, captures)
        return true
    }

    /// Takes the route with key `route` as the match, its values the first `captures` read.
    @usableFromInline
    func take(_ route: UInt64, _ captures: Int) {
        walk.pointee.found(route, captures: captures)
    }

    /// Whether segment `depth` is the literal `text`, compared ignoring ASCII case when `folding`
    /// (or when the segment is the host of a custom scheme read host-first).
    public func literal(_ depth: Int, _ text: StaticString, _ folding: Bool) -> Bool {
        guard let segment = segment(depth) else { return false }
        return segment.is(text, folding)
    }

    /// Reads segment `depth` as a parameter of `kind` (``_TableFormat/Value``; a named enum or app
    /// type by `type`) into capture slot `index`; `false` when there is no such segment or it is no
    /// such value.
    public func parameter(_ depth: Int, _ index: Int, _ kind: Unicode.Scalar, _ type: UInt64 = 0) -> Bool {
        guard let segment = segment(depth) else { return false }
        return read(segment, index, kind, type)
    }

    /// Reads `segment` as a parameter of `kind` (and `type`) into capture slot `index`; `false` when
    /// it is no such value, or no parameter's text (`.`, `..`, or decoded text that is not UTF-8 or
    /// holds control characters).
    public func read(_ segment: _RouteSegment, _ index: Int, _ kind: Unicode.Scalar, _ type: UInt64 = 0) -> Bool {
        guard segment.isParameterText else { return false }
        return walk.pointee.capture(segment, kind: UInt8(truncatingIfNeeded: kind.value), type: type, into: index)
    }

    /// Tries the mixed-segment edge `edge` (as a node's record writes it: its kind, its pieces, its
    /// child's key and content) on `segment`, segment `depth`, with `captures` values read, and
    /// walks the records on from its child.
    public func mixed(_ segment: _RouteSegment, _ depth: Int, _ captures: Int, _ edge: StaticString) -> Bool {
        guard segment.isParameterText else { return false }
        return edge.withUTF8Buffer { bytes in
            var cursor = RecordCursor(bytes.baseAddress!)
            let kind = cursor.byte()
            return walk.pointee.walkMixed(segment, kind: kind, &cursor, depth, captures)
        }
    }

    /// Tries the catch-all patterns `patterns` (a node's, as its record writes them: their count,
    /// then each) with `segment`, segment `depth`, and the rest of the path as the catch-all's
    /// value, after `captures` values.
    public func catchAll(_ segment: _RouteSegment, _ depth: Int, _ captures: Int, _ patterns: StaticString) -> Bool {
        guard segment.isParameterText else { return false }
        return patterns.withUTF8Buffer { walk.pointee.walkCatchAlls($0.baseAddress!, depth, captures) }
    }
}

/// One segment of a URL's path, decoded, as the generated walk reads it.
@_spi(Generated) public struct _RouteSegment {
    /// The decoded bytes (eight readable bytes after them).
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// Where the segment lies in the URL.
    @usableFromInline let start: Int32
    @usableFromInline let end: Int32
    /// Whether the segment held escapes (its bytes are then the decoded ones).
    @usableFromInline let isEncoded: Bool
    /// Whether it is the host of a custom scheme read host-first, which literals compare with
    /// ignoring ASCII case.
    @usableFromInline let isHost: Bool

    @inlinable
    init(bytes: UnsafeBufferPointer<UInt8>, start: Int32, end: Int32, isEncoded: Bool, isHost: Bool) {
        self.bytes = bytes
        self.start = start
        self.end = end
        self.isEncoded = isEncoded
        self.isHost = isHost
    }

    /// Whether the segment can be a parameter's text (Specification §4.3): not `.` or `..`, and,
    /// when it was encoded, valid UTF-8 without control characters.
    @inline(__always)
    var isParameterText: Bool {
        RouteWalk.isAcceptable(bytes, isEncoded: isEncoded)
    }

    /// The key of the segment's group of literal children under the node with key `node`: the
    /// hash of its lowercased text seeded with the node's key (``_RouteKey/group(parent:text:)``).
    /// Inlined into the generated walk, where `node` is a constant.
    @inlinable @inline(__always)
    public func key(_ node: UInt64) -> UInt64 {
        _RouteKey.hash(bytes.baseAddress!, count: bytes.count, seed: node, folding: true)
    }

    /// Whether the segment is the literal `text`, compared ignoring ASCII case when `folding` or
    /// when the segment is a host. The lengths are compared in the generated walk, where the
    /// literal's is a constant (most literals a segment is compared with differ in length), the
    /// bytes by a call.
    @inlinable @inline(__always)
    public func `is`(_ text: StaticString, _ folding: Bool) -> Bool {
        // A literal of one Unicode scalar has no pointer.
        guard text.hasPointerRepresentation else { return isScalar(text, folding) }
        return text.utf8CodeUnitCount == bytes.count && hasBytes(of: text.utf8Start, folding)
    }

    /// Whether the segment's bytes are the as many at `literal`, compared ignoring ASCII case
    /// when `folding` or when the segment is a host.
    @usableFromInline
    func hasBytes(of literal: UnsafePointer<UInt8>, _ folding: Bool) -> Bool {
        ASCII.equal(bytes.baseAddress!, literal, count: bytes.count, folding: folding || isHost)
    }

    /// Whether the segment is `text`, a literal of one Unicode scalar.
    @usableFromInline
    func isScalar(_ text: StaticString, _ folding: Bool) -> Bool {
        text.withUTF8Buffer { literal in literal.count == bytes.count && hasBytes(of: literal.baseAddress!, folding) }
    }
}

/// What the generated walk reads of a match's path in place (``_RoutePath/segment(_:)``): the
/// walk's segments, and whether every one is read from the URL as it is (neither the path nor a
/// host read as its first segment has an escape). It points at the walk for the rest.
@usableFromInline
struct PathView {
    /// The walk of the match (a ``RouteWalk``).
    @usableFromInline let walk: UnsafeMutableRawPointer
    /// The walk's segments.
    @usableFromInline let path: PathSegments
    /// Whether no segment needs decoding.
    @usableFromInline let isPlain: Bool

    /// The view of the path of the walk at `walk`.
    init(_ walk: UnsafeMutablePointer<RouteWalk>) {
        self.walk = UnsafeMutableRawPointer(walk)
        path = walk.pointee.path
        isPlain = !path.pathIsEncoded && !(path.hostFirst && path.host.isEncoded)
    }
}
