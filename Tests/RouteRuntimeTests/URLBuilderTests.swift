import Foundation
import Testing

@testable import RouteRuntime

/// SPEC §5: the URLs the generated `url` and `url(scheme:)` build, and the law that the matcher
/// reads them back.
@Suite("RouteURLBuilder")
struct URLBuilderTests {
    /// The query keys the round trips use (generated code passes keys as static strings).
    static let keys: [StaticString] = ["q", "ref", "tags", "a&b", "x=y", "é", "with space", "p+"]
    static let keyTexts = ["q", "ref", "tags", "a&b", "x=y", "é", "with space", "p+"]

    // MARK: Canonical and requested schemes

    @Test("the canonical URL is under https when the route accepts a host")
    func canonicalHTTPS() throws {
        var builder = try #require(RouteURLBuilder(requested: nil, host: "example.com", schemes: ["myapp"]))
        builder.append(literal: "products")
        builder.append(segment: "42")
        #expect(builder.string == "https://example.com/products/42")
    }

    @Test("without a host the canonical URL is under the first scheme, its first segment the host")
    func canonicalCustom() throws {
        var builder = try #require(RouteURLBuilder(requested: nil, host: nil, schemes: ["myapp", "other"]))
        builder.append(literal: "products")
        builder.append(segment: "42")
        #expect(builder.string == "myapp://products/42")
    }

    @Test(
        "roots",
        arguments: [
            (nil, "example.com", "https://example.com/"), ("https", "example.com", "https://example.com/"),
            ("myapp", "example.com", "myapp://"), (nil, nil, "myapp://"), ("MYAPP", nil, "myapp://"),
        ] as [(String?, StaticString?, String)]
    )
    func roots(requested: String?, host: StaticString?, expected: String) throws {
        let builder = try #require(RouteURLBuilder(requested: requested, host: host, schemes: ["myapp"]))
        #expect(builder.string == expected)
        #expect(try #require(decompose(expected)).rawSegments == [])
    }

    @Test("a root with a query", arguments: [("https", "https://example.com/?q=a%20b"), ("myapp", "myapp://?q=a%20b")])
    func rootWithQuery(requested: String, expected: String) throws {
        var builder = try #require(RouteURLBuilder(requested: requested, host: "example.com", schemes: ["myapp"]))
        builder.appendQuery("q", text: "a b")
        #expect(builder.string == expected)
        let decomposed = try #require(decompose(expected))
        #expect(decomposed.rawSegments == [])
        #expect(decomposed.query == [QueryPair("q", "a b")])
    }

    @Test("requested schemes compare case-insensitively and use the spelling of routes.json")
    func requestedScheme() throws {
        for requested in ["myapp", "MyApp", "MYAPP"] {
            var builder = try #require(RouteURLBuilder(requested: requested, host: "example.com", schemes: ["myapp"]))
            builder.append(literal: "settings")
            #expect(builder.string == "myapp://settings")
        }
        for requested in ["https", "HTTPS", "Https"] {
            var builder = try #require(RouteURLBuilder(requested: requested, host: "example.com", schemes: ["myapp"]))
            builder.append(literal: "settings")
            #expect(builder.string == "https://example.com/settings")
        }
    }

    @Test(
        "a scheme the route does not accept gives nil",
        arguments: [
            ("https", nil, ["myapp"]), ("http", "example.com", ["myapp"]), ("other", "example.com", ["myapp"]),
            ("myapp", "example.com", []), ("", "example.com", ["myapp"]), ("myapp:", nil, ["myapp"]),
            (nil, nil, []),
        ] as [(String?, StaticString?, [StaticString])]
    )
    func unacceptedScheme(requested: String?, host: StaticString?, schemes: [StaticString]) {
        #expect(RouteURLBuilder(requested: requested, host: host, schemes: schemes) == nil)
    }

    // MARK: Segments and query

    @Test("path values are encoded so that nothing splits a segment or starts a query")
    func pathEncoding() throws {
        var builder = try #require(RouteURLBuilder(requested: nil, host: "example.com", schemes: []))
        builder.append(literal: "help")
        builder.append(segments: ["a b", "c/d", "e?f#g", "h%i", "&=+"])
        #expect(builder.string == "https://example.com/help/a%20b/c%2Fd/e%3Ff%23g/h%25i/&=+")
        #expect(try #require(decompose(builder.string)).segments == ["help", "a b", "c/d", "e?f#g", "h%i", "&=+"])
    }

    @Test("the first segment of a custom-scheme URL cannot look like user-info or a port")
    func customHostSegment() throws {
        var builder = try #require(RouteURLBuilder(requested: "myapp", host: nil, schemes: ["myapp"]))
        builder.append(segment: "u:p@host:443")
        builder.append(segment: "x")
        #expect(builder.string == "myapp://u%3Ap%40host%3A443/x")
        #expect(try #require(decompose(builder.string)).segments == ["u:p@host:443", "x"])
    }

    @Test("query values keep & = + # % apart; the separators are ? then &")
    func queryEncoding() throws {
        var builder = try #require(RouteURLBuilder(requested: nil, host: "example.com", schemes: []))
        builder.append(literal: "search")
        builder.appendQuery("q", text: "a&b=c+d#e%f g")
        builder.appendQuery("page", text: "2")
        builder.appendQuery("tags", text: "")
        #expect(builder.string == "https://example.com/search?q=a%26b%3Dc%2Bd%23e%25f%20g&page=2&tags=")
        #expect(
            try #require(decompose(builder.string)).query == [
                QueryPair("q", "a&b=c+d#e%f g"), QueryPair("page", "2"), QueryPair("tags", ""),
            ])
    }

    @Test("the builder is a value: copies build independently")
    func valueSemantics() throws {
        var first = try #require(RouteURLBuilder(requested: nil, host: "example.com", schemes: []))
        first.append(literal: "a")
        var second = first
        second.append(literal: "b")
        #expect(first.string == "https://example.com/a")
        #expect(second.string == "https://example.com/a/b")
    }

    // MARK: The law

    @Test("built URLs parse back to the same segments and query values", arguments: ["https", "myapp"])
    func roundTrip(scheme: String) throws {
        var generator = SeededGenerator(seed: scheme == "https" ? 21 : 22)
        for _ in 0..<3000 {
            let segments = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                RandomText.segment(using: &generator)
            }
            let keyIndexes = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Int.random(in: 0..<Self.keys.count, using: &generator)
            }
            let values = keyIndexes.map { _ in
                RandomText.string(using: &generator, maximumLength: 10, controls: true)
            }
            var builder = try #require(RouteURLBuilder(requested: scheme, host: "example.com", schemes: ["myapp"]))
            builder.append(segments: segments)
            for (index, value) in zip(keyIndexes, values) {
                builder.appendQuery(Self.keys[index], text: value)
            }
            let string = builder.string

            let decomposed = try #require(decompose(string), "\(string)")
            #expect(decomposed.isHTTPS == (scheme == "https"), "\(string)")
            #expect(decomposed.segments == segments.map { Optional($0) }, "\(string)")
            let expectedQuery = zip(keyIndexes, values).map { QueryPair(Self.keyTexts[$0], $1) }
            #expect(decomposed.query == expectedQuery, "\(string)")
            if scheme == "https" {
                #expect(withRouteURL(string) { $0.hostIs("example.com") } == true)
            } else {
                #expect(withRouteURL(string) { $0.schemeIs("myapp") } == true)
            }
            if let first = keyIndexes.first {
                let key = Self.keys[first]
                #expect(withFirstItem(string) { u, i in u.nameIs(i, key) } == true, "\(string)")
            }

            // Foundation takes every built URL as it is.
            let url = try #require(URL(string: string), "\(string)")
            #expect(url.absoluteString == string)
        }
    }

    @Test("built URLs with every ASCII character round-trip through RouteURL and URL")
    func everyASCIICharacter() throws {
        for byte in UInt8(0x20)..<0x7F {
            let character = String(Unicode.Scalar(byte))
            for scheme in ["https", "myapp"] {
                var builder = try #require(RouteURLBuilder(requested: scheme, host: "example.com", schemes: ["myapp"]))
                let segment = character == "." ? "a." : character
                builder.append(segment: segment)
                builder.append(segment: "x" + character)
                builder.appendQuery("q", text: character)
                let string = builder.string
                let decomposed = try #require(decompose(string), "\(string)")
                #expect(decomposed.segments == [segment, "x" + character], "\(string)")
                #expect(decomposed.query == [QueryPair("q", character)], "\(string)")
                #expect(URL(string: string)?.absoluteString == string, "\(string)")
            }
        }
    }
}
