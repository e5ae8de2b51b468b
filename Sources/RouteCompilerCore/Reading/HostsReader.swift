/// Reads the top-level `"hosts"`: universal-link host names.
enum HostsReader {
    /// Reads the array into `context` and returns the valid hosts.
    static func read(
        _ value: JSONValue, into context: SpecContext, log: inout DiagnosticLog
    )
        -> [Located<HostPattern>]
    {
        guard let items = log.strings(value, "\"hosts\"", element: "host") else { return [] }
        var result: [Located<HostPattern>] = []
        var firstPositions: [String: SourcePosition] = [:]
        for (text, item) in items {
            let host = text.lowercased()
            context.declaredHosts.insert(host)
            if !HostPattern(host).isWildcard { context.hasConcreteHost = true }
            if let (message, offset) = problem(text) {
                let position = offset.map(item.position(ofStringOffset:)) ?? item.position
                log.error(message, at: position)
            } else if let first = firstPositions[host] {
                log.error(
                    "duplicate host \(Quote.single(text)); hosts are compared case-insensitively,"
                        + " remove one of them",
                    at: item.position, notes: [.note("first listed here", at: first)])
            } else {
                firstPositions[host] = item.position
                context.hosts.insert(host)
                result.append(Located(HostPattern(host), at: item.position))
            }
        }
        return result
    }

    /// What is wrong with `host`, and the offset of the character to point at (`nil` for the
    /// whole string), or `nil`.
    static func problem(_ host: String) -> (message: String, offset: Int?)? {
        let quoted = Quote.single(host)
        let scalars = Array(host.unicodeScalars)
        guard !scalars.isEmpty else {
            return ("empty host; write a host name like 'example.com'", nil)
        }
        if scalars.contains("[") {
            return ("host \(quoted) is an IP address; universal links need a domain name", nil)
        }
        if host == "*." {
            return ("host '*.' needs a domain after '*.', as in '*.example.com'", nil)
        }
        let hasURLParts = scalars.contains { "/:@?#".unicodeScalars.contains($0) }
        if hasURLParts || (scalars.count > 1 && scalars.last == ".") {
            let bare = bareHost(in: host)
            let example = problem(bare) == nil ? bare : "example.com"
            return ("host \(quoted) must be a bare host name like '\(example)'", nil)
        }
        let firstLabel = HostPattern(host).isWildcard ? 2 : 0
        if let star = scalars[firstLabel...].firstIndex(of: "*") {
            return (
                "'*' in host \(quoted) may only be the whole first label, as in '*.example.com'",
                star
            )
        }
        if host.utf8.count > 253 {
            return ("host \(quoted) is longer than 253 characters", nil)
        }
        var lastLabelIsNumeric = false
        var labelStart = firstLabel
        while true {
            var end = labelStart
            while end < scalars.count, scalars[end] != "." { end += 1 }
            if let problem = labelProblem(scalars, labelStart..<end, host: quoted) {
                return problem
            }
            lastLabelIsNumeric = scalars[labelStart..<end].allSatisfy { ("0"..."9").contains($0) }
            if end == scalars.count { break }
            labelStart = end + 1
        }
        if lastLabelIsNumeric {
            return ("host \(quoted) is an IP address; universal links need a domain name", nil)
        }
        return nil
    }

    private static func labelProblem(
        _ scalars: [Unicode.Scalar], _ range: Range<Int>, host quoted: String
    ) -> (message: String, offset: Int?)? {
        guard !range.isEmpty else {
            return ("empty label in host \(quoted); remove the extra '.'", range.lowerBound)
        }
        for index in range {
            let scalar = scalars[index]
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "-":
                continue
            default:
                let character = Quote.single(String(scalar))
                if !scalar.isASCII, !Quote.isControl(scalar) {
                    return (
                        "host \(quoted) has the non-ASCII character \(character);"
                            + " write the name in its punycode form ('xn--…')",
                        index
                    )
                }
                return (
                    "invalid character \(character) in host \(quoted); a host name has letters,"
                        + " digits, '-' and '.'",
                    index
                )
            }
        }
        let label = String(String.UnicodeScalarView(scalars[range]))
        if range.count > 63 {
            return (
                "label \(Quote.single(label)) in host \(quoted) is longer than 63 characters",
                range.lowerBound
            )
        }
        if scalars[range.lowerBound] == "-" || scalars[range.upperBound - 1] == "-" {
            return (
                "label \(Quote.single(label)) in host \(quoted) cannot start or end with '-'",
                range.lowerBound
            )
        }
        return nil
    }

    /// The host part of a URL-like text: without scheme, user-info, port, path and trailing dots.
    private static func bareHost(in text: String) -> String {
        var rest = Substring(text)
        if let range = rest.firstRange(of: "://") { rest = rest[range.upperBound...] }
        if let end = rest.firstIndex(where: { "/?#".contains($0) }) { rest = rest[..<end] }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        if let colon = rest.firstIndex(of: ":") { rest = rest[..<colon] }
        while rest.last == "." { rest = rest.dropLast() }
        return String(rest).lowercased()
    }
}
