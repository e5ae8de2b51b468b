import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §6.7: a route is encoded as the text of its canonical URL, in a single-value
/// container, and decoded by matching that text.
@Suite("Codable routes")
struct RouteCodingTests {
    private struct Screen: Codable, Equatable {
        var route: SampleRoute
        var stack: [SampleRoute]
    }

    @Test("a route encodes as its canonical URL's text")
    func encoding() throws {
        let data = try JSONEncoder().encode([
            SampleRoute.product(id: 42, ref: "a b"), .home, .help(topic: ["a", "b/c"]),
        ])
        let strings = try JSONDecoder().decode([String].self, from: data)
        #expect(
            strings == [
                "https://example.com/products/42?ref=a%20b", "https://example.com/", "https://example.com/help/a/b%2Fc",
            ])
    }

    @Test("decoding gives the value back")
    func roundTrip() throws {
        let routes: [SampleRoute] = [
            .home, .product(id: -1, ref: nil), .product(id: 7, ref: "&=+#%"), .tags(tags: ["", "x"]),
            .tab(tab: .search),
            .ratio(x: -0.5), .help(topic: ["é", "😀"]), .many(a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: "eight"),
        ]
        let data = try JSONEncoder().encode(routes)
        #expect(try JSONDecoder().decode([SampleRoute].self, from: data) == routes)
        let screen = Screen(route: .item(id: 3), stack: [.home, .items(id: 3)])
        #expect(try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen)) == screen)
    }

    @Test("any URL that opens a route decodes, in any of its spellings")
    func otherSpellings() throws {
        let json = #"["myapp://products/42", "HTTPS://EXAMPLE.COM/products/%34%32/", "myapp://tabs/profile"]"#
        let routes = try JSONDecoder().decode([SampleRoute].self, from: Data(json.utf8))
        #expect(routes == [.product(id: 42, ref: nil), .product(id: 42, ref: nil), .tab(tab: .profile)])
    }

    @Test(
        "a text that opens no route is DataCorrupted, with the coding path and the text quoted",
        arguments: ["https://example.com/nowhere", "", "not a url", "https://example.com/products/x", "/products/42"]
    )
    func dataCorrupted(text: String) throws {
        let json = try JSONEncoder().encode(["route": text])
        do {
            _ = try JSONDecoder().decode([String: SampleRoute].self, from: json)
            Issue.record("decoded '\(text)'")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.codingPath.map(\.stringValue) == ["route"])
            #expect(context.debugDescription.contains("'\(text)'"))
        }
    }

    @Test("a value that is not a string is a type mismatch")
    func typeMismatch() throws {
        do {
            _ = try JSONDecoder().decode([SampleRoute].self, from: Data("[42]".utf8))
            Issue.record("decoded 42")
        } catch DecodingError.typeMismatch(let type, _) {
            #expect(type is String.Type)
        }
    }
}
