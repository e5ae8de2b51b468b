import Testing

@testable import RouteCompilerCore

/// Specification §3.5 `examples`: each example URL must open its own route.
@Suite struct ExampleCheckTests {
    private typealias Fixture = AnalysisFixture

    /// A spec whose route `product` has the examples `examples` (JSON string literals).
    private func spec(_ examples: String) -> String {
        """
        {
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "types": {"Tab": ["home", "search"]},
          "routes": {
            "product": {
              "paths": ["/products/{id:int}", "/product?id={id:int}"],
              "query": {"ref": "string?"},
              "examples": [\(examples)]
            },
            "productNew": "/products/new",
            "search": {"path": "/search", "query": {"q": "string"}},
            "tab": {"path": "/tabs/{tab:Tab}", "hosts": []}
          }
        }
        """
    }

    /// Expects one error, at the example `example` (its opening quote), with these words.
    private func expectError(
        _ example: String, _ words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let json = spec("\"\(example)\"")
        let found = Fixture.check(json)
        #expect(found.count == 1, "\(Fixture.lines(found))", sourceLocation: sourceLocation)
        Fixture.expect(
            found.first, .error, at: Fixture.locate("\"\(example)\"", in: json),
            ["example '\(example)' of route 'product'"] + words, sourceLocation: sourceLocation)
    }

    @Test func examplesThatOpenTheirRoutePass() {
        let json = spec(
            #""https://example.com/products/42?ref=mail", "myapp://product?id=42", "myapp://products/-1#top""#)
        let found = Fixture.check(json)
        #expect(found.isEmpty, "\(Fixture.lines(found))")
    }

    @Test func aValueThatDoesNotParse() {
        expectError(
            "https://example.com/products/abc",
            ["does not match '/products/{id:int}': segment 2 'abc' is not an int", "fix the example or the patterns"])
    }

    @Test func aMissingQueryParameterOfTheSecondPattern() {
        expectError(
            "myapp://product", ["does not match '/product?id={id:int}': required query parameter 'id' is missing"])
    }

    @Test func aRepeatedQueryParameter() {
        expectError("myapp://product?id=1&id=2", ["query parameter 'id' appears twice"])
    }

    @Test func anotherRouteTakesIt() {
        expectError(
            "https://example.com/products/new",
            [
                "opens route 'productNew' ('/products/new') instead",
                "'product' itself does not match it: segment 2 'new' is not an int ('/products/{id:int}')",
            ])
    }

    @Test func aHostThatIsNotAccepted() {
        expectError("https://evil.com/products/1", ["does not match: the host 'evil.com' is not one of \"hosts\""])
    }

    @Test func anUnreadableURL() {
        expectError("myapp:products/1", ["does not match: 'myapp:' is not followed by '//'"])
    }

    @Test func anExampleOfARouteThatRefusesTheScheme() {
        let json = """
            {"schemes": ["myapp"], "hosts": ["example.com"], "types": {"Tab": ["home"]}, "routes": {
            "tab": {"path": "/tabs/{tab:Tab}", "hosts": [], "examples": ["https://example.com/tabs/home"]}}}
            """
        let found = Fixture.check(json)
        #expect(found.count == 1, "\(Fixture.lines(found))")
        Fixture.expect(
            found.first, .error, at: Fixture.locate(#""https://example.com/tabs/home""#, in: json),
            ["route 'tab' does not accept https://example.com links; it accepts myapp://"])
    }

    @Test func anExampleThatLosesOnPrecedence() {
        let json = """
            {"hosts": ["example.com"], "routes": {
            "byName": {"path": "/u/{name}", "examples": ["https://example.com/u/7"]},
            "byID": "/u/{id:int}"}}
            """
        let found = Fixture.check(json)
        #expect(found.count == 1, "\(Fixture.lines(found))")
        Fixture.expect(
            found.first, .error, at: Fixture.locate(#""https://example.com/u/7""#, in: json),
            ["opens route 'byID' ('/u/{id:int}') instead, which takes precedence over '/u/{name}' (Specification §4.7)"]
        )
    }

    @Test func everyBadExampleIsReported() {
        let json = spec(#""https://example.com/products/x", "https://example.com/products/1", "myapp://nothing""#)
        let found = Fixture.check(json)
        #expect(found.count == 2, "\(Fixture.lines(found))")
        #expect(found.last?.message.contains("segment 1 is 'nothing', not 'product") == true, "\(Fixture.lines(found))")
    }
}
