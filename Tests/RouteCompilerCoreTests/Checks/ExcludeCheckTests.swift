import Testing

@testable import RouteCompilerCore

/// Specification §9.6: excluded paths against the routes.
@Suite struct ExcludeCheckTests {
    static func json(_ exclude: String, routes: String) -> String {
        LinkToolsFixture.json(
            #""hosts": ["example.com"], "types": {"T": ["a", "b"], "C": {"swift": "C"}}, "exclude": [\#(exclude)]"#,
            routes: routes)
    }

    static func diagnostics(_ json: String) -> [Diagnostic] {
        RouteCompiler.check(Array(json.utf8)).diagnostics
    }

    @Test func aRoutePatternThatAnExcludeCoversIsAnErrorWithANoteAtTheExclude() throws {
        let json = Self.json(#""/admin/{rest*}""#, routes: #""users": "/admin/users", "root": "/""#)
        let diagnostics = Self.diagnostics(json)
        #expect(diagnostics.count == 1)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.position.column == SpecReaderFixture.column(of: #""/admin/users""#, in: json))
        #expect(
            error.message
                == "pattern '/admin/users' of route 'users' can never open it: every path it matches is excluded by"
                + " '/admin/{rest*}'; remove the pattern, or narrow the exclude")
        #expect(error.notes.map(\.message) == ["the exclude pattern"])
        #expect(error.notes.first?.position.column == SpecReaderFixture.column(of: #""/admin/{rest*}""#, in: json))
    }

    @Test(arguments: [
        ("/a/{x}", "/a/b", true),
        ("/a/{x}", "/a/{y:int}", true),
        ("/a/{x:double}", "/a/{y:int}", true),
        ("/a/{x:int}", "/a/{y:double}", false),
        ("/a/{x:int}", "/a/{y}", false),
        ("/a/{x:int}", "/a/42", true),
        ("/a/{x:T}", "/a/{y:T}", true),
        ("/a/{x:T}", "/a/a", true),
        ("/a/{x:C}", "/a/{y:C}", false),
        ("/a/{x:C}", "/a/b", false),
        ("/a/{rest*}", "/a/{x}/{y*}", true),
        ("/a/{rest*}", "/a", false),
        ("/a/{x}", "/a/{rest*}", false),
        ("/a/{x}", "/a/b/c", false),
        ("/a", "/a?q={q}", true),
        ("/{rest*}", "/", false),
    ])
    func coverage(_ exclude: String, _ pattern: String, _ covers: Bool) throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json("", routes: #""r": "\#(pattern)""#)))
        let excludeSpec = try #require(LinkToolsFixture.spec(Self.json(#""\#(exclude)""#, routes: #""r": "/""#)))
        #expect(ExcludeOverlap.covers(excludeSpec.excludes[0], spec.routes[0].patterns[0]) == covers)
    }

    @Test func anExcludeThatMatchesNoRouteIsAWarning() throws {
        let json = Self.json(#""/nothing/here", "/a/{x:int}""#, routes: #""a": "/a/{t:T}", "b": "/b/{x}""#)
        let diagnostics = Self.diagnostics(json)
        #expect(diagnostics.map(\.severity) == [.warning, .warning])
        #expect(
            diagnostics.map(\.message) == [
                "exclude pattern '/nothing/here' matches no path that a route matches, so it excludes nothing; correct"
                    + " it or remove it",
                "exclude pattern '/a/{x:int}' matches no path that a route matches, so it excludes nothing; correct it"
                    + " or remove it",
            ])
        #expect(diagnostics.first?.position.column == SpecReaderFixture.column(of: #""/nothing/here""#, in: json))
    }

    @Test func anExcludeTheAASAFileCannotSayIsAWarningThatNamesTheRouteAndAPath() throws {
        let json = Self.json(#""/products/{id:int}/edit""#, routes: #""edit": "/products/{slug}/edit""#)
        let diagnostics = Self.diagnostics(json)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .warning)
        #expect(
            diagnostics.first?.message
                == "exclude pattern '/products/{id:int}/edit' is left out of the apple-app-site-association file:"
                + " AASA has no types and its wildcards match '/', so its component would also take back"
                + " 'https://example.com/products/abc/edit', which route 'edit' opens ('/products/{slug}/edit'); the"
                + " app still refuses every path the exclude matches")
    }

    /// Which excludes the AASA file can carry exactly.
    @Test(arguments: [
        ("/account/delete", ["/account/{page}", "/{a}/{b}/{c}"], nil),
        ("/admin/{rest*}", ["/{a}/{b}/{c}", "/{a}"], nil),
        ("/a/{x}", ["/{s}/{y}"], nil),
        ("/a/{x}", ["/a/{y}/{z}"], "/a/x/x"),
        ("/a/{x}", ["/{rest*}"], "/a/x/x"),
        ("/a/{x:int}", ["/a/{y}"], "/a/abc"),
        ("/a/{x:int}/b", ["/a/{y:uuid}/b"], "/a/123e4567-e89b-12d3-a456-426614174000/b"),
        ("/a/{x:double}", ["/{s}/{y:int}"], nil),
        ("/a/{x:C}", ["/a/{y}"], "/a/abc"),
        ("/{x}/b", ["/a/{y}/b"], "/a/x/b"),
        ("/a/{x}/{rest*}", ["/{s}/b/c/d"], nil),
        ("/deals/50*off", ["/deals/{x}"], nil),
    ])
    func wildcardOverreach(_ exclude: String, _ patterns: [String], _ path: String?) throws {
        let routes = patterns.enumerated().map { #""r\#($0.offset)": "\#($0.element)""# }.joined(separator: ", ")
        let spec = try #require(LinkToolsFixture.spec(Self.json(#""\#(exclude)""#, routes: routes)))
        let overreach = ExcludeOverlap.linkFileOverreach(of: spec.excludes[0], in: spec)
        #expect(overreach.map { "/" + $0.segments.joined(separator: "/") } == path)
    }

    @Test func excludedPathsAreInTheTable() throws {
        let spec = try #require(LinkToolsFixture.spec(Self.json(#""/a/b", "/c/{rest*}""#, routes: #""r": "/{x}/{y}""#)))
        let table = RouteTable(spec)
        #expect(table.excludes == ["/a/b", "/c/{rest*}"])
        #expect(
            table.markdown.hasSuffix(
                "| Excluded path (the app opens no route for it) |\n| --- |\n| `/a/b` |\n| `/c/{rest*}` |\n"))
        #expect(JSONWriter.write(table.json).contains(#""exclude": [\#n    "/a/b",\#n    "/c/{rest*}"\#n  ]"#))
    }
}
