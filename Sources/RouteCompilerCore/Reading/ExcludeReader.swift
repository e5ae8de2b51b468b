/// Reads the top-level `"exclude"` (Specification §3.13): path patterns that the app never opens.
///
/// Each pattern is read by the ``PatternParser``, as a route's pattern is, so its segments,
/// parameters and positions mean the same; a query part is refused before parsing, since an
/// exclude matches the path alone (§4.10 rule 1).
enum ExcludeReader {
    /// The valid exclude patterns of `value`, in order; every problem goes to `log`.
    static func read(_ value: JSONValue, types: TypeTable, log: inout DiagnosticLog) -> [Pattern] {
        guard let items = log.strings(value, "\"exclude\"", element: "exclude pattern") else { return [] }
        var result: [Pattern] = []
        var firstPositions: [String: SourcePosition] = [:]
        for (text, item) in items {
            let scalars = Array(text.unicodeScalars)
            if let question = scalars.firstIndex(of: "?") {
                let path = String(String.UnicodeScalarView(scalars[..<question]))
                log.error(
                    "exclude pattern \(Quote.single(text)) has a query part; an exclude matches the path"
                        + " alone, whatever the query, so write \(Quote.single(path.isEmpty ? "/" : path))",
                    at: item.position(ofStringOffset: question))
                continue
            }
            guard let pattern = PatternParser.parse(item, text: text, types: types, log: &log) else { continue }
            if let first = firstPositions[text] {
                log.error(
                    "duplicate exclude pattern \(Quote.single(text)); remove one of them",
                    at: item.position, notes: [.note("first listed here", at: first)])
                continue
            }
            firstPositions[text] = item.position
            result.append(pattern)
        }
        return result
    }
}
