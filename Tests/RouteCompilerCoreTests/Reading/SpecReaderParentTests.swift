import Testing

@testable import RouteCompilerCore

/// Specification §3.10: `"parent"`, its validation and the arguments the parent takes.
@Suite struct SpecReaderParentTests {
    typealias F = SpecReaderFixture

    /// A one-line spec with the scheme `myapp` and the members `routes` of `"routes"`.
    static func document(_ routes: String) -> String {
        #"{"schemes": ["myapp"], "routes": {"# + routes + "}}"
    }

    /// The only diagnostic of `json`, expected at the `occurrence`-th `needle`.
    @discardableResult
    private func single(
        _ json: String, _ severity: Diagnostic.Severity, at needle: String, occurrence: Int = 1,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let (spec, diagnostics) = F.read(json, sourceLocation: sourceLocation)
        #expect((spec == nil) == (severity == .error), sourceLocation: sourceLocation)
        guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
            Issue.record("expected one diagnostic, got \(F.describe(diagnostics))", sourceLocation: sourceLocation)
            return nil
        }
        #expect(diagnostic.severity == severity, sourceLocation: sourceLocation)
        let column = F.column(of: needle, occurrence: occurrence, in: json)
        #expect(
            diagnostic.position == SourcePosition(line: 1, column: column), "\(diagnostic.message)",
            sourceLocation: sourceLocation)
        return diagnostic.message
    }

    // MARK: - Reading and linking

    @Test func theParentTakesTheChildsSharedValues() throws {
        let json = Self.document(
            #""product": {"path": "/products/{id:int}", "query": {"ref": "string?", "tab": "string = a"}},"#
                + #" "reviews": {"path": "/products/{id:int}/reviews", "query": {"ref": "string?", "n": "int?"},"#
                + #" "parent": "product"}"#)
        let spec = try #require(F.valid(json))
        let reviews = spec.routes[1]
        #expect(
            reviews.parent
                == RouteParent(
                    name: "product",
                    position: SourcePosition(line: 1, column: F.column(of: #""product"}"#, in: json)),
                    arguments: ["id", "ref", nil]))
        #expect(spec.routes[0].parent == nil)
    }

    @Test func sharingGoesByNameAndSwiftType() throws {
        // A defaulted Int shares with a required Int; a catch-all shares with a [string] list.
        let json = Self.document(
            #""files": {"path": "/files/{page:int}/{path*}"},"#
                + #" "file": {"path": "/file", "query": {"page": "int = 1", "path": "[string]"}, "parent": "files"}"#)
        let spec = try #require(F.valid(json))
        #expect(spec.routes[1].parent?.arguments == ["page", "path"])
    }

    @Test func aChainOfParents() throws {
        let json = Self.document(
            #""home": "/", "user": {"path": "/u/{name}", "parent": "home"},"#
                + #" "post": {"path": "/u/{name}/{post:int}", "parent": "user"}"#)
        let spec = try #require(F.valid(json))
        #expect(spec.routes.map { $0.parent?.name } == [nil, "home", "user"])
        #expect(spec.routes[1].parent?.arguments == [])
        #expect(spec.routes[2].parent?.arguments == ["name"])
    }

    // MARK: - Errors

    @Test func parentMustBeAString() {
        let json = Self.document(#""home": "/", "r": {"path": "/r", "parent": 1}"#)
        let message = single(json, .error, at: "1}")
        #expect(message == #""parent" of route 'r' must be a string, found a number"#)
    }

    @Test func anUnknownParentGetsASuggestion() {
        let json = Self.document(#""product": "/p", "r": {"path": "/r", "parent": "prodcut"}"#)
        let message = single(json, .error, at: #""prodcut""#)
        #expect(message == "unknown parent 'prodcut' of route 'r'; did you mean 'product'?")
        let far = Self.document(#""product": "/p", "r": {"path": "/r", "parent": "zzz"}"#)
        #expect(
            single(far, .error, at: #""zzz""#)
                == #"unknown parent 'zzz' of route 'r'; "parent" names another route of "routes""#)
    }

    @Test func aRouteCannotBeItsOwnParent() {
        let json = Self.document(#""r": {"path": "/r", "parent": "r"}"#)
        let message = single(json, .error, at: #""r"}"#)
        #expect(message?.hasPrefix("route 'r' cannot be its own parent;") == true, "\(message ?? "")")
    }

    @Test func aCycleIsReportedOnceAtTheRouteThatClosesIt() {
        let json = Self.document(
            #""a": {"path": "/a", "parent": "c"}, "b": {"path": "/b", "parent": "a"},"#
                + #" "c": {"path": "/c", "parent": "b"}, "d": {"path": "/d", "parent": "c"}"#)
        let message = single(json, .error, at: #""b"}, "d""#)
        #expect(
            message
                == "parent 'b' of route 'c' closes a cycle: 'c' → 'b' → 'a' → 'c'; a navigation stack starts"
                + " at a route without a parent, so remove one of these parents")
    }

    @Test func aMissingRequiredParameterIsAnError() {
        let json = Self.document(
            #""product": "/products/{id:int}", "r": {"path": "/r", "parent": "product"}"#)
        let message = single(json, .error, at: #""product"}"#)
        #expect(
            message
                == "route 'r' cannot have the parent 'product', which requires 'id: Int' ('r' does not have it);"
                + " give 'r' each required parameter of 'product' with the same name and Swift type (in its"
                + " patterns or as a required \"query\" parameter), or remove \"parent\"")
    }

    @Test func aRequiredParameterOfAnotherTypeIsAnError() {
        let json = Self.document(
            #""product": "/products/{id:int}/{slug}?q={q}","#
                + #" "r": {"path": "/r/{slug}", "query": {"id": "int?", "q": "int"}, "parent": "product"}"#)
        let message = single(json, .error, at: #""product"}"#)
        F.expect(
            message,
            contains: [
                "which requires 'id: Int' ('r' has 'id: Int?') and 'q: String' ('r' has 'q: Int')"
            ])
    }

    @Test func aCaseParameterOfAnotherTypeIsNotSharedWithAWarning() throws {
        let json = Self.document(
            #""product": {"path": "/p", "query": {"ref": "string?"}},"#
                + #" "r": {"path": "/r", "query": {"ref": "int?"}, "parent": "product"}"#)
        let message = single(json, .warning, at: #""product"}"#)
        #expect(
            message
                == "parent 'product' of route 'r' has 'ref: String?' and 'r' has 'ref: Int?': they are not shared,"
                + " so the parent gets its default for 'ref'; give both the same type to pass the value on")
        let spec = try #require(F.read(json).spec)
        #expect(spec.routes[1].parent?.arguments == [nil])
    }

    @Test func aParentWithErrorsIsNotReportedAgain() {
        let json = Self.document(#""bad": "products", "r": {"path": "/r", "parent": "bad"}"#)
        let (spec, diagnostics) = F.read(json)
        #expect(spec == nil)
        #expect(diagnostics.count == 1, "\(F.describe(diagnostics))")
        #expect(diagnostics.first?.message.contains("must start with '/'") == true, "\(F.describe(diagnostics))")
    }

    @Test func parentStackAndEncodeAreReservedCaseNames() {
        for name in ["parent", "stack", "encode"] {
            let json = Self.document(#""\#(name)": "/x""#)
            let message = single(json, .error, at: "\"\(name)\"")
            F.expect(message, contains: ["route name '\(name)' collides with", "choose another name"])
        }
    }
}
