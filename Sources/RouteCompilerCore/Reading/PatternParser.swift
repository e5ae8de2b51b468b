/// Parses one pattern string (Specification §3.6) into a ``Pattern``, reporting every problem at the
/// character it is about.
struct PatternParser {
    private let value: JSONValue
    private let text: String
    private let scalars: ScalarText
    private let types: TypeTable
    private var diagnostics: [Diagnostic] = []
    /// The names bound so far (a pattern binds few, so a list is faster than a set).
    private var boundNames: [String] = []

    private init(value: JSONValue, text: String, types: TypeTable) {
        self.value = value
        self.text = text
        self.scalars = ScalarText(text)
        self.types = types
    }

    /// The pattern written as the string `value`, or `nil` after reporting its problems.
    static func parse(
        _ value: JSONValue, text: String, types: TypeTable, log: inout DiagnosticLog
    )
        -> Pattern?
    {
        var parser = PatternParser(value: value, text: text, types: types)
        let pattern = parser.parse()
        log.append(contentsOf: parser.diagnostics)
        return parser.diagnostics.isEmpty ? pattern : nil
    }

    // MARK: - Helpers

    private var quoted: String { Quote.single(text) }

    private func slice(_ range: Range<Int>) -> String {
        scalars.slice(range)
    }

    private func firstIndex(of scalar: Unicode.Scalar, in range: Range<Int>) -> Int? {
        range.first { scalars[$0] == scalar }
    }

    private mutating func error(_ message: String, at offset: Int) {
        diagnostics.append(.error(message, at: value.position(ofStringOffset: offset)))
    }

    // MARK: - Pattern

    private mutating func parse() -> Pattern? {
        guard let first = scalars.first else {
            diagnostics.append(
                .error(
                    "empty pattern; write '/' for the root or a path like '/settings'",
                    at: value.position))
            return nil
        }
        guard first == "/" else {
            reportMissingSlash()
            return nil
        }
        let queryStart = firstIndex(of: "?", in: 0..<scalars.count) ?? scalars.count
        let segments = parsePath(end: queryStart)
        let items = queryStart < scalars.count ? parseQuery(from: queryStart) : []
        return Pattern(
            text: text, position: value.position, segments: segments,
            queryBindings: items.compactMap { if case .binding(let binding) = $0 { binding } else { nil } },
            presentKeys: items.compactMap { if case .present(let key) = $0 { key } else { nil } })
    }

    private mutating func reportMissingSlash() {
        if let range = text.firstRange(of: "://") {
            let afterHost = text[range.upperBound...].firstIndex { "/?".contains($0) }
            let path = afterHost.map { String(text[$0...]) } ?? "/"
            let suggestion = path.hasPrefix("/") ? path : "/" + path
            error(
                "pattern \(quoted) must be a path like \(Quote.single(suggestion)); schemes and"
                    + " hosts come from \"schemes\" and \"hosts\"",
                at: 0)
        } else {
            error("pattern \(quoted) must start with '/'; write \(Quote.single("/" + text))", at: 0)
        }
    }

    // MARK: - Path

    private mutating func parsePath(end queryStart: Int) -> [PathSegment] {
        guard queryStart > 1 else { return [] }  // the root
        var segments: [PathSegment] = []
        var start = 1
        while true {
            var end = start
            while end < queryStart, scalars[end] != "/" { end += 1 }
            let isLast = end == queryStart
            if start == end {
                if !isLast {
                    error("empty segment in pattern \(quoted); remove the extra '/'", at: end)
                } else if scalars[start - 2] != "/" {
                    error(
                        "trailing '/' in pattern \(quoted); remove it, a trailing slash in a URL"
                            + " is accepted anyway",
                        at: start - 1)
                }
            } else if let segment = parseSegment(start..<end, isLast: isLast) {
                segments.append(segment)
            }
            if isLast { break }
            start = end + 1
        }
        return segments
    }

    private mutating func parseSegment(_ range: Range<Int>, isLast: Bool) -> PathSegment? {
        let segment = slice(range)
        let position = value.position(ofStringOffset: range.lowerBound)
        guard range.contains(where: { scalars[$0] == "{" || scalars[$0] == "}" }) else {
            return parseLiteral(range, segment) ? PathSegment(.literal(segment), at: position) : nil
        }
        if let inner = parameterInterior(range) {
            let context = ParameterContext(inQuery: false, isLast: isLast)
            guard let parameter = parseParameter(inner, context) else { return nil }
            let kind: PathSegment.Kind =
                parameter.isCatchAll
                ? .catchAll(name: parameter.name)
                : .parameter(name: parameter.name, type: parameter.type)
            return PathSegment(kind, at: position)
        }
        return parseMixed(range, segment).map { PathSegment(.mixed($0), at: position) }
    }

    // MARK: - Mixed segments

    /// Parses a segment of literal text and parameters (Specification §3.6 rule 8): `@{user}`,
    /// `{slug}-{id:int}`; `nil` after reporting its first problem.
    private mutating func parseMixed(_ range: Range<Int>, _ segment: String) -> [MixedPiece]? {
        var pieces: [MixedPiece] = []
        var index = range.lowerBound
        var previousParameter: Range<Int>?
        while index < range.upperBound {
            let scalar = scalars[index]
            if scalar == "}" {
                reportUnmatched(at: index, segment)
                return nil
            }
            guard scalar == "{" else {
                var end = index
                while end < range.upperBound, scalars[end] != "{", scalars[end] != "}" {
                    guard checkPieceCharacter(at: end, segment) else { return nil }
                    end += 1
                }
                pieces.append(.literal(slice(index..<end)))
                previousParameter = nil
                index = end
                continue
            }
            guard let close = (index + 1..<range.upperBound).first(where: { scalars[$0] == "{" || scalars[$0] == "}" }),
                scalars[close] == "}"
            else {
                reportUnmatched(at: index, segment)
                return nil
            }
            if let previous = previousParameter {
                let (first, second) = (slice(previous), slice(index..<close + 1))
                error(
                    "\(Quote.single(first + second)) in pattern \(quoted): two parameters need literal text"
                        + " between them, e.g. \(Quote.single(first + "-" + second))",
                    at: index)
                return nil
            }
            let context = ParameterContext(inQuery: false, isLast: false, inMixed: segment)
            guard let parameter = parseParameter(index + 1..<close, context) else { return nil }
            pieces.append(.parameter(name: parameter.name, type: parameter.type))
            previousParameter = index..<close + 1
            index = close + 1
        }
        return pieces
    }

    private mutating func reportUnmatched(at index: Int, _ segment: String) {
        error(
            "unmatched '\(scalars[index])' in \(Quote.single(segment)); write a parameter as"
                + " '{name}' or '{name:type}'",
            at: index)
    }

    /// Checks one character of a mixed segment's literal text; `false` after reporting it.
    private mutating func checkPieceCharacter(at index: Int, _ segment: String) -> Bool {
        let scalar = scalars[index]
        if Self.isPieceCharacter(scalar) { return true }
        let character = Quote.single(String(scalar))
        switch scalar {
        case "%":
            error(
                "invalid character \(character) in pattern \(quoted); patterns are written as plain text, not"
                    + " percent-encoded",
                at: index)
        default:
            error(
                "invalid character \(character) in the literal text of mixed segment \(Quote.single(segment));"
                    + " literal text beside a parameter may only have ASCII letters, digits and"
                    + " -._~!$&'()*+,;=:@, which a URL path carries unencoded; put the other text in a"
                    + " segment of its own",
                at: index)
        }
        return false
    }

    /// Whether `scalar` may be in a mixed segment's literal text: an unreserved character of RFC
    /// 3986 or one that a path carries unencoded (`! $ & ' ( ) * + , ; = : @`).
    static func isPieceCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", ".", "_", "~", "!", "$", "&", "'", "(", ")", "*", "+", ",", ";",
            "=", ":", "@":
            true
        default: false
        }
    }

    /// The range inside the braces when `range` is exactly `{…}` with no other brace.
    private func parameterInterior(_ range: Range<Int>) -> Range<Int>? {
        guard range.count >= 2, scalars[range.lowerBound] == "{",
            scalars[range.upperBound - 1] == "}"
        else { return nil }
        let inner = range.lowerBound + 1..<range.upperBound - 1
        let hasBrace = inner.contains { scalars[$0] == "{" || scalars[$0] == "}" }
        return hasBrace ? nil : inner
    }

    /// Checks a literal segment; `false` after reporting a problem.
    private mutating func parseLiteral(_ range: Range<Int>, _ segment: String) -> Bool {
        for index in range {
            let scalar = scalars[index]
            let reason: String
            switch scalar {
            case "%": reason = "patterns are written as plain text, not percent-encoded"
            case "#": reason = "a fragment is never part of a pattern"
            case "\\": reason = "a backslash never matches a URL"
            default:
                guard ScalarText.isWhitespace(scalar) || Quote.isControl(scalar) else { continue }
                reason = "a literal segment cannot contain whitespace or control characters"
            }
            error(
                "invalid character \(Quote.single(String(scalar))) in pattern \(quoted); \(reason)",
                at: index)
            return false
        }
        if segment == "." || segment == ".." {
            error(
                "segment \(Quote.single(segment)) in pattern \(quoted) can never match, URLs with"
                    + " '.' or '..' segments are rejected; remove it",
                at: range.lowerBound)
            return false
        }
        return true
    }

    // MARK: - Parameters

    private struct ParameterContext {
        var inQuery: Bool
        var isLast: Bool
        /// The mixed segment the parameter is part of, if any.
        var inMixed: String? = nil
    }

    private struct Parameter {
        var name: String
        var type: ParameterType
        var isCatchAll: Bool
    }

    /// Parses `name`, `name:type` or `name*` (the text inside the braces).
    private mutating func parseParameter(
        _ inner: Range<Int>, _ context: ParameterContext
    )
        -> Parameter?
    {
        var bracedText: String { slice(inner.lowerBound - 1..<inner.upperBound + 1) }
        var braced: String { Quote.single(bracedText) }
        let colon = firstIndex(of: ":", in: inner)
        var nameEnd = colon ?? inner.upperBound
        let isCatchAll = nameEnd > inner.lowerBound && scalars[nameEnd - 1] == "*"
        if isCatchAll { nameEnd -= 1 }
        let name = slice(inner.lowerBound..<nameEnd)
        var ok = true
        if name.isEmpty {
            error(
                "missing parameter name in \(braced); write '{name}' or '{name:type}'",
                at: inner.lowerBound)
            ok = false
        } else if !SwiftNames.isIdentifier(name) {
            error(
                "parameter name \(Quote.single(name)) in \(braced) is not a Swift identifier;"
                    + " \(NameRules.identifierHint)",
                at: inner.lowerBound)
            ok = false
        } else if boundNames.contains(name) {
            error(
                "parameter \(Quote.single(name)) is bound twice in pattern \(quoted); rename one"
                    + " of them",
                at: inner.lowerBound)
            ok = false
        } else {
            boundNames.append(name)
        }
        if isCatchAll, let segment = context.inMixed {
            error(
                "a catch-all cannot be part of a mixed segment: \(braced) in \(Quote.single(segment)); a catch-all"
                    + " stands alone in the last segment of a pattern: make \(braced) a segment of its own",
                at: inner.lowerBound - 1)
            return nil
        }
        if isCatchAll {
            ok = checkCatchAll(inner, colon: colon, braced: braced, context) && ok
            return ok ? Parameter(name: name, type: .builtIn(.string), isCatchAll: true) : nil
        }
        guard let colon else {
            return ok ? Parameter(name: name, type: .builtIn(.string), isCatchAll: false) : nil
        }
        let typeRange = colon + 1..<inner.upperBound
        guard !typeRange.isEmpty else {
            error(
                "missing type after ':' in \(braced); write a type such as"
                    + " '{\(name.isEmpty ? "name" : name):int}' or remove the ':'",
                at: colon)
            return nil
        }
        let typeName = slice(typeRange)
        switch types.resolve(typeName) {
        case .queryFlag:
            let fix =
                context.inQuery
                ? "write the key alone, as in '?\(name)', for a key the URL must carry, or declare"
                    + " \"\(name)\": \"flag\" in \"query\" for one it may carry"
                : "declare \"\(name)\": \"flag\" in the route's \"query\""
            error(
                "\(braced): 'flag' is a query type, true when a key is present, and cannot be bound in a pattern; \(fix)",
                at: typeRange.lowerBound)
            return nil
        case .type(let type):
            return ok ? Parameter(name: name, type: type, isCatchAll: false) : nil
        case .invalid:
            return nil
        case .unknown:
            error(types.unknownTypeMessage(typeName, in: bracedText), at: typeRange.lowerBound)
            return nil
        }
    }

    private mutating func checkCatchAll(
        _ inner: Range<Int>, colon: Int?, braced: String, _ context: ParameterContext
    ) -> Bool {
        if let colon {
            error(
                "a catch-all cannot have a type in \(braced); remove"
                    + " \(Quote.single(slice(colon..<inner.upperBound))), a catch-all binds the"
                    + " remaining segments as [String]",
                at: colon)
            return false
        }
        if context.inQuery {
            error(
                "a catch-all cannot be bound in the query part: \(braced); declare a list"
                    + " parameter such as \"tags\": \"[string]\" in \"query\" instead",
                at: inner.lowerBound - 1)
            return false
        }
        if !context.isLast {
            error(
                "a catch-all must be the last segment: \(braced) in pattern \(quoted); move it"
                    + " to the end",
                at: inner.lowerBound - 1)
            return false
        }
        return true
    }

    // MARK: - Query part

    private mutating func parseQuery(from questionMark: Int) -> [PatternQueryItem] {
        let start = questionMark + 1
        guard start < scalars.count else {
            error(
                "empty query in pattern \(quoted); remove the '?' or add key={param} or a key alone",
                at: questionMark)
            return []
        }
        var items: [PatternQueryItem] = []
        var itemStart = start
        while true {
            let itemEnd = firstIndex(of: "&", in: itemStart..<scalars.count) ?? scalars.count
            if let item = parseQueryItem(itemStart..<itemEnd) {
                if !items.contains(where: { $0.key == item.key }) {
                    items.append(item)
                } else {
                    error(
                        "query key \(Quote.single(item.key)) appears twice in pattern"
                            + " \(quoted); write each key once",
                        at: itemStart)
                }
            }
            if itemEnd == scalars.count { break }
            itemStart = itemEnd + 1
        }
        return items
    }

    /// One item of the query part: `key={param}`, or a key alone, which the URL must carry
    /// (Specification §3.6).
    private mutating func parseQueryItem(_ range: Range<Int>) -> PatternQueryItem? {
        guard !range.isEmpty else {
            error(
                "empty query item in pattern \(quoted); remove the extra '&'",
                at: min(range.lowerBound, scalars.count - 1))
            return nil
        }
        let item = slice(range)
        guard let equals = firstIndex(of: "=", in: range) else {
            guard checkQueryKey(range, item: item) else { return nil }
            return .present(PresentKey(key: item, position: value.position(ofStringOffset: range.lowerBound)))
        }
        let keyOK = checkQueryKey(range.lowerBound..<equals, item: item)
        let valueRange = equals + 1..<range.upperBound
        guard let inner = parameterInterior(valueRange) else {
            reportQueryValue(valueRange, item: item, equals: equals)
            return nil
        }
        let context = ParameterContext(inQuery: true, isLast: false)
        guard let parameter = parseParameter(inner, context), keyOK else { return nil }
        return .binding(
            QueryBinding(
                key: slice(range.lowerBound..<equals), parameter: parameter.name,
                type: parameter.type, position: value.position(ofStringOffset: range.lowerBound)))
    }

    private mutating func checkQueryKey(_ range: Range<Int>, item: String) -> Bool {
        guard !range.isEmpty else {
            error(
                "missing query key before '=' in \(Quote.single(item)); write key={param}",
                at: range.upperBound)
            return false
        }
        for index in range {
            let scalar = scalars[index]
            let forbidden =
                "=&#?{}%".unicodeScalars.contains(scalar)
                || ScalarText.isWhitespace(scalar) || Quote.isControl(scalar)
            if forbidden {
                error(
                    "invalid character \(Quote.single(String(scalar))) in query key"
                        + " \(Quote.single(slice(range))); a key cannot contain '=', '&', '#',"
                        + " '?', '{', '}', '%', whitespace or control characters",
                    at: index)
                return false
            }
        }
        return true
    }

    private mutating func reportQueryValue(_ range: Range<Int>, item: String, equals: Int) {
        let quotedItem = Quote.single(item)
        if range.isEmpty {
            error(
                "missing parameter after '=' in \(quotedItem); write key={param}, or the key alone for a key the URL must carry",
                at: equals)
        } else if range.contains(where: { scalars[$0] == "{" || scalars[$0] == "}" }) {
            error(
                "a parameter must fill the whole value in \(quotedItem); only key={param} is"
                    + " supported",
                at: range.lowerBound)
        } else {
            error(
                "literal query value \(Quote.single(slice(range))) in \(quotedItem) is not"
                    + " supported; only key={param} is supported",
                at: range.lowerBound)
        }
    }
}
