import Testing

@testable import RouteCompilerCore

/// `route-compiler match <routes.json> <url-or-path>...`, run in memory.
@Suite struct MatchCommandTests {
    /// The captured streams of one run.
    private final class Streams: @unchecked Sendable {
        var output = ""
        var errors = ""
    }

    private struct Run {
        var status: CommandLineTool.ExitStatus
        var output: String
        var errors: String
    }

    private struct NoSuchFile: Error, CustomStringConvertible {
        var description: String { "no such file" }
    }

    /// Runs the tool over the in-memory file `routes.json` holding `spec`.
    private func run(_ arguments: [String], spec: String = AnalysisFixture.everything) -> Run {
        let streams = Streams()
        let files = ["routes.json": Array(spec.utf8)]
        let environment = ToolEnvironment(
            readFile: { path in
                guard let bytes = files[path] else { throw NoSuchFile() }
                return bytes
            },
            writeFile: { _, _ in },
            standardOutput: { streams.output += $0 },
            standardError: { streams.errors += $0 })
        let status = CommandLineTool.run(arguments, environment: environment)
        return Run(status: status, output: streams.output, errors: streams.errors)
    }

    private func position(_ needle: String, in text: String = AnalysisFixture.everything) -> String {
        "\(AnalysisFixture.locate(needle, in: text))"
    }

    @Test func printsTheRouteAndItsValues() {
        let result = run([
            "match", "routes.json", "https://example.com/products/42?ref=mail", "myapp://tabs/search",
        ])
        #expect(result.status == .success)
        #expect(result.errors == "")
        let product = position(#""/products/{id:int}""#)
        let tab = position(#""/tabs/{tab:Tab}""#)
        #expect(
            result.output == """
                https://example.com/products/42?ref=mail
                  opens 'product' via '/products/{id:int}' (routes.json:\(product))
                  .product(id: 42, ref: "mail")

                myapp://tabs/search
                  opens 'tab' via '/tabs/{tab:Tab}' (routes.json:\(tab))
                  .tab(tab: .search)

                """)
    }

    @Test func saysWhichKeyDecidedBetweenPatternsOfOnePath() {
        let spec = """
            {"hosts": ["t.me"], "routes": {
              "bot": "/{bot}?start={payload}",
              "group": "/{bot}?startgroup={payload}",
              "app": "/{bot}?startapp"
            }}
            """
        let result = run(
            [
                "match", "routes.json", "https://t.me/x?startgroup=1&start=2", "https://t.me/x?start=s",
                "https://t.me/x?startapp=",
            ],
            spec: spec)
        #expect(result.status == .success)
        let group = position(#""/{bot}?startgroup={payload}""#, in: spec)
        let bot = position(#""/{bot}?start={payload}""#, in: spec)
        let app = position(#""/{bot}?startapp""#, in: spec)
        #expect(
            result.output == """
                https://t.me/x?startgroup=1&start=2
                  opens 'group' via '/{bot}?startgroup={payload}' (routes.json:\(group))
                  over 'bot', which the URL also matches: its key 'startgroup' comes first in the query
                  .group(bot: "x", payload: "1")

                https://t.me/x?start=s
                  opens 'bot' via '/{bot}?start={payload}' (routes.json:\(bot))
                  .bot(bot: "x", payload: "s")

                https://t.me/x?startapp=
                  opens 'app' via '/{bot}?startapp' (routes.json:\(app))
                  .app(bot: "x")

                """)
    }

    @Test func explainsWhyNothingMatched() {
        let result = run(["match", "routes.json", "https://example.com/products/abc", "https://example.com/settings"])
        #expect(result.status == .failure)
        let product = position(#""/products/{id:int}""#)
        #expect(
            result.output.hasPrefix(
                """
                https://example.com/products/abc
                  opens no route: segment 2 'abc' is not an int
                  nearest route: 'product' via '/products/{id:int}' (routes.json:\(product))

                https://example.com/settings
                  opens 'settings'
                """))
    }

    @Test(arguments: [
        ("https://evil.com/x", "opens no route: the host 'evil.com' is not one of \"hosts\""),
        ("http://example.com/", "opens no route: the scheme 'http' is not accepted"),
        ("https://user@example.com/", "opens no route: the URL has user info ('user@')"),
        ("https://example.com:8080/", "opens no route: the URL has the port ':8080'"),
        ("https://example.com/a//b", "opens no route: segment 2 is empty"),
        ("https://example.com/search?q=a&q=b", "opens no route: query parameter 'q' appears twice"),
        ("https://example.com/tabs/home", "opens no route: route 'tab' does not accept https://example.com links"),
        ("https://example.com/nowhere/at/all", "opens no route: no route's path starts with 'nowhere'"),
    ])
    func explainsRefusals(_ url: String, _ line: String) {
        let result = run(["match", "routes.json", url])
        #expect(result.status == .failure)
        #expect(result.output.contains(url + "\n  " + line), "\(result.output)")
    }

    @Test func matchesDespiteAnalysisErrors() {
        let spec = AnalysisFixture.json(#""a": "/a/{x}", "b": "/a/{y}""#)
        let result = run(["match", "routes.json", "https://example.com/a/1"], spec: spec)
        #expect(result.status == .failure)
        #expect(result.errors.contains("routes.json:1:"))
        #expect(result.errors.contains("error: ambiguous: 'a'"))
        #expect(result.output.contains("opens 'a' via '/a/{x}'"))
    }

    @Test func refusesASpecThatDoesNotRead() {
        let result = run(["match", "routes.json", "https://example.com/"], spec: #"{"routes": {"#)
        #expect(result.status == .failure)
        #expect(result.output == "")
        #expect(result.errors.contains("routes.json:1:"))
        #expect(result.errors.contains("has errors that must be fixed before URLs can be matched"))
    }

    @Test func aMissingFile() {
        let result = run(["match", "other.json", "https://example.com/"])
        #expect(result.status == .failure)
        #expect(result.errors.contains("cannot read 'other.json'"))
    }

    @Test func usage() {
        let missingURL = run(["match", "routes.json"])
        #expect(missingURL.status == .usage)
        #expect(missingURL.errors.contains("missing argument <url-or-path>"))
        #expect(
            missingURL.errors.contains(
                "usage: route-compiler match <routes.json> [--environment NAME] <url-or-path>..."))
        #expect(run(["match"]).status == .usage)
        #expect(run(["match", "routes.json", "https://example.com/", "--verbose"]).status == .usage)
        let help = run(["match", "--help"])
        #expect(help.status == .success)
        #expect(
            help.output.hasPrefix("usage: route-compiler match <routes.json> [--environment NAME] <url-or-path>..."))
        #expect(run(["--help"]).output.contains("match <routes.json> [--environment NAME] <url-or-path>..."))
    }
}
