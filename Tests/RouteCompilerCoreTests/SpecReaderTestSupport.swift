import Testing

@testable import RouteCompilerCore

/// Helpers for the spec reader tests.
enum SpecReaderFixture {
    /// Everything before a route's value in ``routeDocument(_:)``.
    static let routePrefix = #"{"schemes": ["myapp"], "routes": {"r": "#

    /// The column of the first character of a route's value in ``routeDocument(_:)``.
    static let valueColumn = routePrefix.unicodeScalars.count + 1

    /// A one-line document with the scheme `myapp` and the single route `r` whose value is
    /// `routeValue` (JSON text), starting at line 1, column ``valueColumn``.
    static func routeDocument(_ routeValue: String) -> String {
        routePrefix + routeValue + "}}"
    }

    /// Parses `json` with the real JSON reader and reads it.
    static func read(_ json: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> (spec: RouteSpec?, diagnostics: [Diagnostic])
    {
        switch JSONReader.parse(Array(json.utf8)) {
        case .success(let value):
            return SpecReader.read(value)
        case .failure(let error):
            Issue.record("invalid JSON: \(error.message) at \(error.position)",
                sourceLocation: sourceLocation)
            return (nil, [])
        }
    }

    /// Reads `json` and expects it to be valid, returning the spec.
    static func valid(_ json: String, sourceLocation: SourceLocation = #_sourceLocation)
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
                "expected one diagnostic, got \(diagnostics.map { "\($0.position): \($0.message)" })",
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
        _ routeValue: String, at offset: Int, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let json = routeDocument(routeValue)
        let (spec, diagnostics) = read(json, sourceLocation: sourceLocation)
        #expect(spec == nil, sourceLocation: sourceLocation)
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
            Issue.record(
                "expected one diagnostic, got \(diagnostics.map { "\($0.position): \($0.message)" })",
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
        _ pattern: String, at offset: Int, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let json = routeDocument("\"\(pattern)\"")
        let (spec, diagnostics) = read(json, sourceLocation: sourceLocation)
        #expect(spec == nil, sourceLocation: sourceLocation)
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
            Issue.record(
                "expected one diagnostic, got \(diagnostics.map { "\($0.position): \($0.message)" })",
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
    static func validRoute(_ routeValue: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> Route?
    {
        valid(routeDocument(routeValue), sourceLocation: sourceLocation)?.routes.first
    }
}
