import Testing

@testable import RouteCompilerCore

/// `route-compiler match` on paths alone (Specification §7.4 rule 1), mixed segments and
/// with-host schemes.
@Suite struct MatchCommandLinksTests {
    static let spec = LinkToolsFixture.json(
        #""schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["www.example.com"]"#,
        routes: """
            "post": "/posts/{slug}-{id:int}",
            "profile": {"path": "/u/@{user}", "schemes": ["ksr"]},
            "settings": {"path": "/settings", "examples": ["/settings", "myapp://SETTINGS"]}
            """)

    private func run(_ arguments: [String]) -> LinkToolsFixture.Run {
        LinkToolsFixture.run(["match", "routes.json"] + arguments, files: ["routes.json": Self.spec])
    }

    @Test func anArgumentThatStartsWithASlashIsAPath() {
        let result = run(["/posts/my-cool-post-42", "/u/@ada"])
        #expect(result.status == .success, "\(result.errors)")
        #expect(
            result.output == """
                /posts/my-cool-post-42
                  opens 'post' via '/posts/{slug}-{id:int}' (routes.json:1:108)
                  .post(slug: "my-cool-post", id: 42)

                /u/@ada
                  opens 'profile' via '/u/@{user}' (routes.json:2:21)
                  .profile(user: "ada")

                """)
    }

    @Test func aMixedSegmentSaysWhatFailed() {
        let result = run(["https://www.example.com/posts/my-post", "/posts/42"])
        #expect(result.status == .failure)
        #expect(result.output.contains("opens no route: segment 2 'my-post': 'post' is not an int"))
        #expect(result.output.contains("opens no route: segment 2 '42' has no '-'"))
        #expect(result.output.contains("nearest route: 'post' via '/posts/{slug}-{id:int}'"))
    }

    @Test func withHostURLsAndRefusedPaths() {
        let result = run(["ksr://www.example.com/u/@ada", "ksr://example.org/u/@ada", "posts/a-1"])
        #expect(result.status == .failure)
        #expect(result.output.contains("ksr://www.example.com/u/@ada\n  opens 'profile'"))
        #expect(
            result.output.contains(
                "opens no route: the host 'example.org' is not one of the hosts of the routes that accept ksr://"
                    + " (www.example.com)"))
        #expect(result.output.contains("posts/a-1\n  opens no route: the URL does not start with a scheme"))
    }

    @Test func examplesMayBePaths() {
        #expect(!AnalysisFixture.check(Self.spec).containsErrors)
        let json = LinkToolsFixture.json(routes: #""settings": {"path": "/settings", "examples": ["/Settings"]}"#)
        let diagnostics = AnalysisFixture.check(json)
        #expect(diagnostics.count == 1)
        #expect(
            diagnostics.first?.message
                == "example '/Settings' of route 'settings' does not match '/settings': segment 1 is 'Settings', not"
                + " 'settings'; fix the example or the patterns")
    }
}
