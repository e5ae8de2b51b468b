/// Reads the raw values of a named enum in `"types"`.
enum RawValuesReader {
    /// Case names that collide with the members of the generated `enum T: String, CaseIterable`.
    static let reservedCaseNames: [String: String] = [
        "allCases": "CaseIterable's 'allCases'"
    ]

    /// The values with their case names (computed here, once), or `nil` after reporting every
    /// problem.
    static func read(_ member: JSONMember, log: inout DiagnosticLog) -> [NamedEnum.Value]? {
        let typeName = Quote.single(member.key)
        let errorsBefore = log.errorCount
        guard let items = log.strings(member.value, "type \(typeName)", element: "raw value")
        else { return nil }
        if member.value.arrayValue?.isEmpty == true {
            log.error(
                "type \(typeName) has no raw values; list at least one, as in [\"a\", \"b\"]",
                at: member.value.position)
        }
        var result: [NamedEnum.Value] = []
        var rawPositions: [String: SourcePosition] = [:]
        var caseNames: [String: (raw: String, position: SourcePosition)] = [:]
        for (raw, item) in items {
            let quoted = Quote.single(raw)
            let of = "of type \(typeName)"
            if raw.isEmpty {
                log.error(
                    "empty raw value in type \(typeName); a raw value needs text",
                    at: item.position)
                continue
            }
            if let control = raw.unicodeScalars.firstIndex(where: Quote.isControl) {
                let offset = raw.unicodeScalars.distance(
                    from: raw.unicodeScalars.startIndex, to: control)
                log.error(
                    "raw value \(quoted) \(of) contains a control character, which a URL never"
                        + " carries; remove it",
                    at: item.position(ofStringOffset: offset))
                continue
            }
            if raw == "." || raw == ".." {
                log.error(
                    "raw value \(quoted) \(of) can never match, URLs with '.' or '..' segments"
                        + " are rejected; choose another value",
                    at: item.position)
                continue
            }
            if let first = rawPositions[raw] {
                log.error(
                    "duplicate raw value \(quoted) in type \(typeName); remove one of them",
                    at: item.position, notes: [.note("first listed here", at: first)])
                continue
            }
            rawPositions[raw] = item.position
            guard let caseName = SwiftNames.lowerCamelCase(raw) else {
                log.error(
                    "raw value \(quoted) \(of) has no letters or digits to make a case name from;"
                        + " add some",
                    at: item.position)
                continue
            }
            if let reason = reservedCaseNames[caseName] {
                log.error(
                    "raw value \(quoted) \(of) gives the case name '\(caseName)', which collides"
                        + " with \(reason); choose another value",
                    at: item.position)
                continue
            }
            if let other = caseNames[caseName] {
                log.error(
                    "raw values \(Quote.single(other.raw)) and \(quoted) \(of) both give the case"
                        + " name '\(caseName)'; make them differ in their letters or digits",
                    at: item.position,
                    notes: [.note("\(Quote.single(other.raw)) is here", at: other.position)])
                continue
            }
            caseNames[caseName] = (raw, item.position)
            result.append(NamedEnum.Value(rawValue: raw, caseName: caseName, position: item.position))
        }
        return log.errorCount == errorsBefore ? result : nil
    }
}
