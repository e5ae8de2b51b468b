import Testing

@testable import RouteCompilerCore

/// Helpers for the spec reader tests.
enum SpecReaderFixture {
    /// Everything before a route's value in ``routeDocument(_:)``.
    static let routePrefix = #"{"schemes": ["myapp"], "routes": {"r": "#

    /// The column of the first character of a route's value in ``routeDocument(_:)``.
    static let valueColumn = routePrefix.unicodeScalars.count + 1

    /// A one-line document with the scheme `myapp` and the single route `r` whose value is
    /// `routeValue` (JSON text), starting at line 1, column ``valueColumn``, followed by
    /// `"types": types` when given.
    static func routeDocument(_ routeValue: String, types: String? = nil) -> String {
        routePrefix + routeValue + "}" + (types.map { #", "types": \#($0)"# } ?? "") + "}"
    }

    /// Parses `json` with the real JSON reader and reads it.
    static func read(
        _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> (spec: RouteSpec?, diagnostics: [Diagnostic])
    {
        switch JSONReader.parse(Array(json.utf8)) {
        case .success(let value):
            return SpecReader.read(value)
        case .failure(let error):
            Issue.record(
                "invalid JSON: \(error.message) at \(error.position)",
                sourceLocation: sourceLocation)
            return (nil, [])
        }
    }

    /// Reads `json` and expects it to be valid, returning the spec.
    @discardableResult
    static func valid(
        _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> RouteSpec?
    {
        let (spec, diagnostics) = read(json, sourceLocation: sourceLocation)
        #expect(
            diagnostics.isEmpty, "\(diagnostics.map { "\($0.position): \($0.message)" })",
            sourceLocation: sourceLocation)
        #expect(spec != nil, sourceLocation: sourceLocation)
        return spec
    }

    /// Reads `json` and expects exactly one diagnostic, an error at `line`:`column` whose message
    /// contains every one of `words`. Returns the message.
    @discardableResult
    static func singleError(
        _ json: String, line: Int = 1, column: Int, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let (spec, diagnostics) = read(json, sourceLocation: sourceLocation)
        #expect(spec == nil, sourceLocation: sourceLocation)
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
            Issue.record(
                "expected one diagnostic, got \(describe(diagnostics))",
                sourceLocation: sourceLocation)
            return nil
        }
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        #expect(
            diagnostic.position == SourcePosition(line: line, column: column),
            "\(diagnostic.message)", sourceLocation: sourceLocation)
        for word in words {
            #expect(
                diagnostic.message.contains(word), "\(diagnostic.message)",
                sourceLocation: sourceLocation)
        }
        #expect(!diagnostic.message.hasSuffix("."), sourceLocation: sourceLocation)
        #expect(
            diagnostic.message.first?.isLowercase == true || diagnostic.message.first == "'"
                || diagnostic.message.first == "\"",
            "\(diagnostic.message)", sourceLocation: sourceLocation)
        return diagnostic.message
    }

    /// Expects one error for the route value `routeValue` at `offset` characters after the start
    /// of the value (0 is its first character, `"` for a string).
    @discardableResult
    static func routeError(
        _ routeValue: String, at offset: Int, _ words: String..., types: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let json = routeDocument(routeValue, types: types)
        let (spec, diagnostics) = read(json, sourceLocation: sourceLocation)
        #expect(spec == nil, sourceLocation: sourceLocation)
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
            Issue.record(
                "expected one diagnostic, got \(describe(diagnostics))",
                sourceLocation: sourceLocation)
            return nil
        }
        #expect(
            diagnostic.position == SourcePosition(line: 1, column: valueColumn + offset),
            "\(diagnostic.message)", sourceLocation: sourceLocation)
        for word in words {
            #expect(
                diagnostic.message.contains(word), "\(diagnostic.message)",
                sourceLocation: sourceLocation)
        }
        return diagnostic.message
    }

    /// Expects one error for the pattern `pattern` (written without escapes), pointing at the
    /// character at `offset` in the pattern.
    @discardableResult
    static func patternError(
        _ pattern: String, at offset: Int, _ words: String..., types: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let json = routeDocument("\"\(pattern)\"", types: types)
        let (spec, diagnostics) = read(json, sourceLocation: sourceLocation)
        #expect(spec == nil, sourceLocation: sourceLocation)
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
            Issue.record(
                "expected one diagnostic, got \(describe(diagnostics))",
                sourceLocation: sourceLocation)
            return nil
        }
        #expect(
            diagnostic.position == SourcePosition(line: 1, column: valueColumn + 1 + offset),
            "\(diagnostic.message)", sourceLocation: sourceLocation)
        for word in words {
            #expect(
                diagnostic.message.contains(word), "\(diagnostic.message)",
                sourceLocation: sourceLocation)
        }
        return diagnostic.message
    }

    /// The single route of a valid ``routeDocument(_:)``.
    static func validRoute(
        _ routeValue: String, types: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Route? {
        valid(routeDocument(routeValue, types: types), sourceLocation: sourceLocation)?
            .routes.first
    }

    /// The 1-based column of the `occurrence`-th appearance of `needle` in the one-line `json`.
    static func column(of needle: String, occurrence: Int = 1, in json: String) -> Int {
        var searchStart = json.startIndex
        var seen = 0
        while let range = json[searchStart...].firstRange(of: needle) {
            seen += 1
            if seen == occurrence {
                return json.unicodeScalars.distance(
                    from: json.unicodeScalars.startIndex, to: range.lowerBound) + 1
            }
            searchStart = range.upperBound
        }
        Issue.record("\(needle) not found in \(json)")
        return 0
    }

    /// The diagnostics as `line:column: message` lines, for failure messages.
    static func describe(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.position): \($0.message)" }.joined(separator: "\n")
    }

    /// Expects `message` to contain every one of `words`.
    static func expect(
        _ message: String?, contains words: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for word in words {
            #expect(
                message?.contains(word) == true, "\(message ?? "no message")",
                sourceLocation: sourceLocation)
        }
    }
}
