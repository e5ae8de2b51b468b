/// Reads the top-level `"schemes"`: custom URL schemes.
enum SchemesReader {
    /// The most custom schemes a spec may declare: the generated matcher keeps the schemes a route
    /// accepts in one 64-bit mask.
    static let maximumCount = 64

    /// Reads the array into `context` and returns the valid schemes.
    static func read(
        _ value: JSONValue, into context: SpecContext, log: inout DiagnosticLog
    )
        -> [Located<Scheme>]
    {
        guard let items = log.strings(value, "\"schemes\"", element: "scheme") else { return [] }
        var result: [Located<Scheme>] = []
        var firstPositions: [String: SourcePosition] = [:]
        for (text, item) in items {
            let key = text.lowercased()
            context.declaredSchemes.insert(key)
            if let (message, offset) = problem(text) {
                let position = offset.map(item.position(ofStringOffset:)) ?? item.position
                log.error(message, at: position)
            } else if let first = firstPositions[key] {
                log.error(
                    "duplicate scheme \(Quote.single(text)); schemes are compared"
                        + " case-insensitively, remove one of them",
                    at: item.position, notes: [.note("first listed here", at: first)])
            } else if result.count == maximumCount {
                log.error(
                    "too many schemes: at most \(maximumCount) custom schemes are supported; remove"
                        + " \(Quote.single(text)) and the ones after it",
                    at: item.position)
            } else {
                firstPositions[key] = item.position
                let scheme = Scheme(text)
                context.schemes[key] = scheme
                result.append(Located(scheme, at: item.position))
            }
        }
        return result
    }

    /// What is wrong with `scheme`, and the offset of the character to point at (`nil` for the
    /// whole string), or `nil`.
    static func problem(_ scheme: String) -> (message: String, offset: Int?)? {
        let quoted = Quote.single(scheme)
        let scalars = Array(scheme.unicodeScalars)
        guard let first = scalars.first else {
            return ("empty scheme; write a custom scheme like 'myapp'", nil)
        }
        let colon = scalars.firstIndex(of: ":")
        let name = colon.map { String(String.UnicodeScalarView(scalars[..<$0])) } ?? scheme
        if ["http", "https"].contains(name.lowercased()) {
            return (
                "\(quoted) cannot be a custom scheme; universal links are declared in \"hosts\"",
                nil
            )
        }
        if let colon, colon > 0 {
            let bare = name
            if problem(bare) == nil {
                return ("scheme \(quoted) must be the bare scheme name like '\(bare)'", nil)
            }
        }
        guard first.isASCII, first.properties.isAlphabetic else {
            return ("scheme \(quoted) must start with a letter (RFC 3986)", 0)
        }
        for (offset, scalar) in scalars.enumerated() where !isSchemeCharacter(scalar) {
            return (
                "invalid character \(Quote.single(String(scalar))) in scheme \(quoted);"
                    + " a scheme has letters, digits, '+', '-' and '.' (RFC 3986)",
                offset
            )
        }
        return nil
    }

    private static func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "+", "-", ".": true
        default: false
        }
    }
}
