/// Reads the two texts of a route table (see ``TableDescription``).
///
/// The texts are written by `route-compiler`; a text this parser cannot read means that the
/// generated code and the runtime disagree, which the generated-code version check prevents, so
/// it stops the program with the line at fault rather than matching wrongly.
struct TableDescriptionParser {
    private var description = TableDescription()
    private var routeIndex: [String: Int] = [:]
    private var metadataIndex: [String: Int] = [:]
    private var lineNumber = 0
    private var section = ""

    static func parse(origins: String, routes: String) -> TableDescription {
        var parser = TableDescriptionParser()
        parser.readOrigins(origins)
        parser.readRoutes(routes)
        return parser.description
    }

    private func fail(_ message: String) -> Never {
        fatalError("RouteRuntime: unreadable route table (\(section) line \(lineNumber)): \(message)")
    }

    private static func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: true)
            .map { $0.drop { $0 == " " } }
            .filter { !$0.isEmpty }
    }

    // MARK: Origins

    private mutating func readOrigins(_ text: String) {
        section = "origins"
        lineNumber = 0
        for line in Self.lines(text) {
            lineNumber += 1
            let tokens = line.split(separator: " ")
            switch tokens[0] {
            case "scheme" where tokens.count >= 2:
                description.schemes.append(
                    .init(
                        name: Array(tokens[1].utf8).map(ASCII.lowercased), spelling: String(tokens[1]),
                        withHost: tokens.count > 2 && tokens[2] == "host"))
            case "host" where tokens.count == 2:
                let text = tokens[1]
                let isWildcard = text.hasPrefix("*.")
                let name = isWildcard ? text.dropFirst(2) : text
                description.hosts.append(
                    .init(
                        name: Array(name.utf8).map(ASCII.lowercased), isWildcard: isWildcard,
                        spelling: String(text)))
            default:
                fail("unknown declaration '\(line)'")
            }
        }
        if description.schemes.count > 64 || description.hosts.count > 64 {
            fail("more than 64 schemes or hosts")
        }
    }

    // MARK: Routes

    private mutating func readRoutes(_ text: String) {
        section = "routes"
        lineNumber = 0
        for line in Self.lines(text) {
            lineNumber += 1
            let tokens = line.split(separator: " ")
            switch tokens[0] {
            case "enum":
                let values = tokens.dropFirst(2).map { decodeData($0) }
                description.enumerations.append(.init(rawValues: values))
            case "app":
                description.appTypeCount += 1
            case "meta":
                readMetadata(tokens)
            case "route":
                readRoute(tokens)
            case "canonical", "pattern":
                guard tokens.count == 3, let route = routeIndex[String(tokens[1])] else {
                    fail("pattern of an unknown route")
                }
                var pattern = readPattern(tokens[2], labels: description.routes[route].labels)
                pattern.route = route
                pattern.isCanonical = tokens[0] == "canonical"
                description.patterns.append(pattern)
            case "exclude":
                // `exclude /path`, or `exclude ci /path` for an exclude that ignores case.
                guard tokens.count == 2 || (tokens.count == 3 && tokens[1] == "ci") else {
                    fail("exclude without a path")
                }
                var pattern = readPattern(tokens[tokens.count - 1], labels: nil)
                pattern.isCanonical = tokens.count == 3
                description.excludes.append(pattern)
            default:
                fail("unknown declaration '\(tokens[0])'")
            }
        }
    }

    private mutating func readMetadata(_ tokens: [Substring]) {
        guard tokens.count >= 3 else { fail("metadata without a type") }
        var type = tokens[2]
        let isOptional = type.hasSuffix("?")
        if isOptional { type = type.dropLast() }
        let (kind, typeIndex) = readType(type)
        let name = String(tokens[1])
        metadataIndex[name] = description.metadata.count
        description.metadata.append(
            .init(
                name: name, kind: kind, typeIndex: typeIndex, isOptional: isOptional,
                defaultText: tokens.count > 3 ? decodeData(tokens[3]) : nil))
    }

    private func readType(_ token: Substring) -> (ValueKind, Int) {
        guard let kind = ValueKind(token: token) else { fail("unknown type '\(token)'") }
        switch kind {
        case .enumeration: return (kind, Int(token.dropFirst(4)) ?? 0)
        case .app: return (kind, Int(token.dropFirst(3)) ?? 0)
        default: return (kind, 0)
        }
    }

    private mutating func readRoute(_ tokens: [Substring]) {
        guard tokens.count >= 2 else { fail("route without a name") }
        var route = TableDescription.Route(name: String(tokens[1]))
        for token in tokens.dropFirst(2) {
            if token == "ci" {
                route.isCaseInsensitive = true
            } else if token.hasPrefix("schemes=") {
                route.schemes = indices(token.dropFirst(8))
            } else if token.hasPrefix("hosts=") {
                route.hosts = indices(token.dropFirst(6))
            } else if token.hasPrefix("@") {
                guard let equals = token.firstIndex(of: "="),
                    let index = metadataIndex[String(token[token.index(after: token.startIndex)..<equals])]
                else { fail("unknown metadata in '\(token)'") }
                let value = token[token.index(after: equals)...]
                route.metadata[index] = value == "nil" ? .some(nil) : decodeData(value)
            } else {
                route.labels.append(readLabel(token))
            }
        }
        routeIndex[route.name] = description.routes.count
        description.routes.append(route)
    }

    private func indices(_ text: Substring) -> [Int] {
        text.split(separator: ",").map { Int($0) ?? 0 }
    }

    /// `id:int`, `&ref:string?`, `&page:int=1`, `&tags:[string]`, `topic:*`.
    private func readLabel(_ token: Substring) -> TableDescription.Label {
        var rest = token
        let fromQuery = rest.first == "&"
        if fromQuery { rest = rest.dropFirst() }
        guard let colon = rest.firstIndex(of: ":") else { fail("parameter without a type: '\(token)'") }
        let name = String(rest[..<colon])
        var type = rest[rest.index(after: colon)...]
        var role: LabelRole = fromQuery ? .queryRequired : .pattern
        var defaultText: [UInt8]?
        if fromQuery {
            if type.hasPrefix("[") && type.hasSuffix("]") {
                role = .queryList
                type = type.dropFirst().dropLast()
            } else if type.hasSuffix("?") {
                role = .queryOptional
                type = type.dropLast()
            } else if let equals = type.firstIndex(of: "=") {
                role = .queryDefaulted
                defaultText = decodeData(type[type.index(after: equals)...])
                type = type[..<equals]
            }
        }
        let (kind, typeIndex) = readType(type)
        return .init(name: name, kind: kind, typeIndex: typeIndex, role: role, defaultText: defaultText)
    }

    // MARK: Patterns

    /// A pattern path with its query part; `labels` is `nil` in an exclude, whose parameters are
    /// anonymous (`{:int}`).
    private func readPattern(
        _ text: Substring, labels: [TableDescription.Label]?
    ) -> TableDescription.Pattern {
        let question = text.firstIndex(of: "?")
        let path = text[..<(question ?? text.endIndex)]
        var segments: [TableDescription.Segment] = []
        if path != "/" {
            guard path.first == "/" else { fail("a path must start with '/': '\(text)'") }
            for piece in path.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
                segments.append(readSegment(piece, labels: labels))
            }
        }
        var bindings: [(key: [UInt8], label: Int)] = []
        if let question {
            for item in text[text.index(after: question)...].split(separator: "&") {
                guard let equals = item.firstIndex(of: "="), let labels else {
                    fail("unreadable query binding '\(item)'")
                }
                let value = item[item.index(after: equals)...]
                let name = String(value.dropFirst().dropLast())
                guard let label = labels.firstIndex(where: { $0.name == name }) else {
                    fail("unknown parameter '\(name)'")
                }
                bindings.append((Array(item[..<equals].utf8), label))
            }
        }
        return .init(route: -1, isCanonical: false, segments: segments, bindings: bindings)
    }

    private func readSegment(
        _ text: Substring, labels: [TableDescription.Label]?
    ) -> TableDescription.Segment {
        var pieces: [TableDescription.Piece] = []
        var rest = text
        while !rest.isEmpty {
            if rest.first == "{" {
                guard let close = rest.firstIndex(of: "}") else { fail("unclosed '{' in '\(text)'") }
                let inner = rest[rest.index(after: rest.startIndex)..<close]
                rest = rest[rest.index(after: close)...]
                pieces.append(readParameter(inner, labels: labels))
            } else {
                let end = rest.firstIndex(of: "{") ?? rest.endIndex
                pieces.append(.literal(Array(rest[..<end].utf8)))
                rest = rest[end...]
            }
        }
        guard let first = pieces.first else { fail("empty segment") }
        if pieces.count > 1 { return .mixed(pieces) }
        switch first {
        case .literal(let bytes):
            return .literal(bytes)
        case .parameter(let label, let kind, let typeIndex):
            return kind == .catchAll
                ? .catchAll(label: label) : .parameter(label: label, kind: kind, typeIndex: typeIndex)
        }
    }

    private func readParameter(
        _ inner: Substring, labels: [TableDescription.Label]?
    ) -> TableDescription.Piece {
        guard let labels else {
            // An exclude: `{:type}` or `{*}`.
            if inner == "*" { return .parameter(label: -1, kind: .catchAll, typeIndex: 0) }
            let (kind, typeIndex) = readType(inner.drop { $0 == ":" })
            return .parameter(label: -1, kind: kind, typeIndex: typeIndex)
        }
        guard let label = labels.firstIndex(where: { $0.name == inner }) else {
            fail("unknown parameter '\(inner)'")
        }
        return .parameter(label: label, kind: labels[label].kind, typeIndex: labels[label].typeIndex)
    }

    /// Decodes data-encoded text (`%XX` escapes).
    private func decodeData(_ text: Substring) -> [UInt8] {
        var result: [UInt8] = []
        var index = text.utf8.startIndex
        let utf8 = text.utf8
        while index < utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "%") {
                guard utf8.distance(from: index, to: utf8.endIndex) >= 3 else { fail("bad escape in '\(text)'") }
                let high = utf8.index(after: index)
                let low = utf8.index(after: high)
                guard let h = RouteText.hexValue(utf8[high]),
                    let l = RouteText.hexValue(utf8[low])
                else { fail("bad escape in '\(text)'") }
                result.append(h << 4 | l)
                index = utf8.index(after: low)
            } else {
                result.append(byte)
                index = utf8.index(after: index)
            }
        }
        return result
    }
}
