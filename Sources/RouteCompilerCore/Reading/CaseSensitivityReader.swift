/// Reads `"caseSensitive"`, at the top level or on a route (Specification §3.9 rule 1).
enum CaseSensitivityReader {
    /// The boolean `value` holds; after reporting a value of another kind, `true`. `route` names
    /// the route whose key it is, `nil` for the top level.
    static func read(_ value: JSONValue, of route: String?, log: inout DiagnosticLog) -> Bool {
        if case .bool(let flag) = value.kind { return flag }
        let subject = route.map { "\"caseSensitive\" of route \(Quote.single($0))" } ?? "\"caseSensitive\""
        log.error(
            "\(subject) must be true or false, found \(value.kindDescription); write \"caseSensitive\": false"
                + " to compare literals and enum values ignoring ASCII case",
            at: value.position)
        return true
    }
}
