/// The `"exclude"` patterns of a spec, matched against a URL's decoded path segments
/// (Specification §4.10): a path that one of them matches opens no route, under every scheme and
/// host, whatever its query.
///
/// An exclude matches by §4.4: a literal equals the segment byte for byte, a parameter reads it
/// as its type (an app type by the matcher's predicate), a catch-all takes one or more remaining
/// segments; without a catch-all the segment counts are equal. Excludes have no precedence: the
/// first in the file that matches is named in explanations.
struct ExcludedPaths: Sendable {
    /// The exclude patterns, in declaration order.
    let patterns: [Pattern]
    let reader: ValueReader

    /// The index in ``patterns`` of the first exclude that matches `segments`, or `nil`.
    func firstMatch(_ segments: [[UInt8]]) -> Int? {
        patterns.indices.first { Self.matches(patterns[$0], segments, reader: reader) }
    }

    /// Whether the path of `pattern` matches these decoded segments, by §4.4 (the query plays
    /// no part).
    static func matches(_ pattern: Pattern, _ segments: [[UInt8]], reader: ValueReader) -> Bool {
        for (index, segment) in pattern.segments.enumerated() {
            if case .catchAll = segment.kind { return index < segments.count }
            guard index < segments.count else { return false }
            switch segment.kind {
            case .literal(let text):
                guard text.utf8.elementsEqual(segments[index]) else { return false }
            case .parameter(_, let type):
                guard reader.read(type, segments[index]) != nil else { return false }
            case .catchAll:
                break
            }
        }
        return segments.count == pattern.segments.count
    }
}
