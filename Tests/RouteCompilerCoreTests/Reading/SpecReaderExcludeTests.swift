import Testing

@testable import RouteCompilerCore

/// The top-level `"exclude"` (Specification §3.13).
@Suite struct SpecReaderExcludeTests {
    typealias F = SpecReaderFixture

    /// `{"exclude": <value>, "schemes": ["a"], "routes": …}`: the value starts at column 13.
    private func document(_ value: String) -> String {
        #"{"exclude": \#(value), "schemes": ["a"], "types": {"T": ["x"]}, "routes": {"r": "/{a}/{b}/{c}"}}"#
    }

    @Test func excludesAreReadAsPatterns() throws {
        let spec = try #require(F.valid(document(#"["/account/delete", "/admin/{rest*}", "/p/{id:int}/{t:T}"]"#)))
        #expect(spec.excludes.map(\.text) == ["/account/delete", "/admin/{rest*}", "/p/{id:int}/{t:T}"])
        #expect(spec.excludes[0].segments.map(\.kind) == [.literal("account"), .literal("delete")])
        #expect(spec.excludes[1].segments.last?.kind == .catchAll(name: "rest"))
        #expect(spec.excludes[1].position == SourcePosition(line: 1, column: 33))
        #expect(spec.excludes[1].segments[1].position == SourcePosition(line: 1, column: 41))
        #expect(spec.excludes[2].segments[1].kind == .parameter(name: "id", type: .builtIn(.int)))
        #expect(spec.excludes[2].queryBindings.isEmpty)
    }

    @Test func noExcludeIsAnEmptyList() throws {
        let spec = try #require(F.valid(#"{"schemes": ["a"], "routes": {"r": "/"}}"#))
        #expect(spec.excludes.isEmpty)
        #expect(try #require(F.valid(document("[]"))).excludes.isEmpty)
    }

    @Test func aQueryPartIsAnError() {
        let message = F.singleError(document(#"["/account/delete?confirm={c}"]"#), column: 30)
        #expect(
            message
                == "exclude pattern '/account/delete?confirm={c}' has a query part; an exclude matches the path alone,"
                + " whatever the query, so write '/account/delete'")
    }

    @Test func aDuplicateIsAnErrorWithANoteAtTheFirst() throws {
        let (spec, diagnostics) = F.read(document(#"["/a", "/b", "/a"]"#))
        #expect(spec == nil)
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.position == SourcePosition(line: 1, column: 26))
        #expect(diagnostic.message == "duplicate exclude pattern '/a'; remove one of them")
        #expect(diagnostic.notes.map(\.position) == [SourcePosition(line: 1, column: 14)])
        #expect(diagnostic.notes.map(\.message) == ["first listed here"])
    }

    @Test func patternErrorsArePositionedInTheExclude() {
        F.singleError(document(#"["admin"]"#), column: 15, "pattern 'admin' must start with '/'; write '/admin'")
        F.singleError(document(#"["/a/{rest*}/b"]"#), column: 18, "a catch-all must be the last segment")
        F.singleError(document(#"["/a/{x:Nope}"]"#), column: 21, "unknown type 'Nope'")
        F.singleError(document(#"["/a/{x}/{x}"]"#), column: 23, "parameter 'x' is bound twice")
        F.singleError(document(#"["/a/"]"#), column: 17, "trailing '/'")
    }

    @Test func valuesOfTheWrongKindAreErrors() {
        F.singleError(document(#""/admin""#), column: 13, #""exclude" must be an array of strings, found a string"#)
        let message = F.singleError(document(#"["/a", 1]"#), column: 20)
        #expect(message == #"each exclude pattern in "exclude" must be a string, found a number"#)
    }

    @Test func everyErrorIsReportedInOneRun() {
        let (_, diagnostics) = F.read(document(#"["a", "/b?c={c}", "/d", "/d"]"#))
        #expect(diagnostics.count == 3)
    }
}
