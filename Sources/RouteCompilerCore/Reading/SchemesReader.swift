/// Reads the top-level `"schemes"`: custom URL schemes.
enum SchemesReader {
    /// The most custom schemes a spec may declare: the generated matcher keeps the schemes a route
    /// accepts in one 64-bit mask.
    static let maximumCount = 64

    /// The keys of a scheme object (Specification §3.2 rule 2).
    static let objectKeys = ["name", "withHost"]

    /// One entry as written: its name (and the value that holds it), and whether it carries a
    /// host.
    private struct Entry {
        var name: String
        var nameValue: JSONValue
        var withHost: Bool
        var withHostValue: JSONValue?
    }

    /// Reads the array into `context` and returns the valid schemes (Specification §3.2).
    static func read(
        _ value: JSONValue, into context: SpecContext, log: inout DiagnosticLog
    )
        -> [Located<Scheme>]
    {
        guard let items = log.array(value, "\"schemes\"", expected: "an array of schemes") else { return [] }
        var result: [Located<Scheme>] = []
        var firstPositions: [String: SourcePosition] = [:]
        for item in items {
            guard let entry = entry(item, log: &log) else { continue }
            let text = entry.name
            let key = text.lowercased()
            context.declaredSchemes.insert(key)
            if entry.withHost { context.declaredWithHostSchemes.insert(key) }
            if let (message, offset) = problem(text) {
                let position = offset.map(entry.nameValue.position(ofStringOffset:)) ?? entry.nameValue.position
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
                let scheme = Scheme(text, withHost: entry.withHost)
                context.schemes[key] = scheme
                context.validSchemes.append(scheme)
                if let withHostValue = entry.withHostValue, entry.withHost {
                    context.withHostPositions.append(Located(key, at: withHostValue.position))
                }
                result.append(Located(scheme, at: item.position))
            }
        }
        return result
    }

    /// The entry `item` declares: a string, or an object `{"name": …, "withHost": …}`; `nil`
    /// after reporting why it declares none.
    private static func entry(_ item: JSONValue, log: inout DiagnosticLog) -> Entry? {
        if let text = item.stringValue {
            return Entry(name: text, nameValue: item, withHost: false)
        }
        guard let members = item.objectValue else {
            log.error(
                "each scheme in \"schemes\" must be a string or an object like"
                    + " {\"name\": \"ksr\", \"withHost\": true}, found \(item.kindDescription)",
                at: item.position)
            return nil
        }
        let unique = log.uniqueMembers(members) { "duplicate key \(Quote.single($0)) in a scheme" }
        var nameValue: JSONValue?
        var withHostValue: JSONValue?
        for member in unique {
            switch member.key {
            case "name": nameValue = member.value
            case "withHost": withHostValue = member.value
            default:
                let start = "unknown key \(Quote.single(member.key)) in a scheme object"
                if let match = NameSuggestions.closest(to: member.key, among: objectKeys) {
                    log.error("\(start); did you mean '\(match)'?", at: member.keyPosition)
                } else {
                    log.error(
                        "\(start); a scheme object has the keys \"name\" and \"withHost\"", at: member.keyPosition)
                }
            }
        }
        var withHost = false
        if let withHostValue {
            if case .bool(let flag) = withHostValue.kind {
                withHost = flag
            } else {
                log.error(
                    "\"withHost\" of a scheme must be true or false, found \(withHostValue.kindDescription);"
                        + " write \"withHost\": true for a scheme whose URLs carry a host",
                    at: withHostValue.position)
            }
        }
        guard let nameValue else {
            log.error(
                "a scheme object needs a \"name\"; write {\"name\": \"ksr\", \"withHost\": true}",
                at: item.position)
            return nil
        }
        guard let name = nameValue.stringValue else {
            log.error(
                "\"name\" of a scheme must be a string, found \(nameValue.kindDescription);"
                    + " write the scheme's name, as in \"name\": \"ksr\"",
                at: nameValue.position)
            return nil
        }
        // An object with other problems still declares its name, so that routes naming it report
        // nothing more.
        return Entry(name: name, nameValue: nameValue, withHost: withHost, withHostValue: withHostValue)
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
