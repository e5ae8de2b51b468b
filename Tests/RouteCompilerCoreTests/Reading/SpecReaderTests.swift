import Foundation
import Testing

@testable import RouteCompilerCore

/// The example of Specification §3, with the long "search" route split over lines.
private let exampleSpec = """
    {
      "$schema": "./routes.schema.json",
      "version": 1,
      "enum": "AppRoute",
      "access": "public",
      "schemes": ["myapp"],
      "hosts": ["example.com", "www.example.com"],
      "types": {
        "Tab": ["home", "search", "profile"],
        "ProductCode": { "swift": "ProductCode" }
      },
      "routes": {
        "home": "/",
        "settings": "/settings",
        "product": {
          "paths": ["/products/{id:int}", "/product?id={id:int}"],
          "query": { "ref": "string?" },
          "summary": "A product page.",
          "examples": ["https://example.com/products/42?ref=mail", "myapp://product?id=42"]
        },
        "profile": "/profile/{username}",
        "order": "/users/{user:uuid}/orders/{order:int}",
        "tab": { "path": "/tabs/{tab:Tab}", "hosts": [] },
        "search": {
          "path": "/search",
          "query": { "q": "string", "page": "int = 1", "tags": "[string]" }
        },
        "help": "/help/{topic*}"
      }
    }
    """

/// The position of the `occurrence`-th (1-based) appearance of `needle` in `text`.
private func locate(
    _ needle: String, occurrence: Int = 1, in text: String = exampleSpec
)
    -> SourcePosition
{
    var seen = 0
    for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
        .enumerated()
    {
        var searchStart = line.startIndex
        while let range = line[searchStart...].firstRange(of: needle) {
            seen += 1
            if seen == occurrence {
                let column =
                    line.unicodeScalars.distance(
                        from: line.unicodeScalars.startIndex, to: range.lowerBound) + 1
                return SourcePosition(line: lineIndex + 1, column: column)
            }
            searchStart = range.upperBound
        }
    }
    Issue.record("\(needle) not found")
    return .start
}

private func pos(_ line: Int, _ column: Int) -> SourcePosition {
    SourcePosition(line: line, column: column)
}

@Suite struct SpecReaderTests {
    @Test func theExampleOfTheSpecReadsIntoTheExpectedModel() throws {
        let spec = try #require(SpecReaderFixture.valid(exampleSpec))
        #expect(spec.enumName == "AppRoute")
        #expect(spec.access == .public)
        #expect(spec.schemes == [Located(Scheme("myapp"), at: pos(6, 15))])
        #expect(
            spec.hosts == [
                Located(HostPattern("example.com"), at: pos(7, 13)),
                Located(HostPattern("www.example.com"), at: pos(7, 28)),
            ])
        let tabEnum = NamedEnum(
            name: "Tab",
            values: [
                .init(rawValue: "home", caseName: "home", position: pos(9, 13)),
                .init(rawValue: "search", caseName: "search", position: pos(9, 21)),
                .init(rawValue: "profile", caseName: "profile", position: pos(9, 31)),
            ])
        #expect(
            spec.types == [
                NamedType(.enumeration(tabEnum), at: pos(9, 5)),
                NamedType(.app(AppType(name: "ProductCode", swiftType: "ProductCode")), at: pos(10, 5)),
            ])
        #expect(
            spec.routes.map(\.name)
                == ["home", "settings", "product", "profile", "order", "tab", "search", "help"])

        let home = spec.routes[0]
        #expect(home.position == pos(13, 5))
        #expect(home.patterns == [Pattern(text: "/", position: pos(13, 13), segments: [])])
        #expect(home.schemes == nil && home.hosts == nil)

        let settings = spec.routes[1]
        #expect(
            settings.patterns == [
                Pattern(
                    text: "/settings", position: pos(14, 17),
                    segments: [PathSegment(.literal("settings"), at: pos(14, 19))])
            ])

        let product = spec.routes[2]
        #expect(product.position == pos(15, 5))
        #expect(
            product.patterns == [
                Pattern(
                    text: "/products/{id:int}", position: pos(16, 17),
                    segments: [
                        PathSegment(.literal("products"), at: pos(16, 19)),
                        PathSegment(.parameter(name: "id", type: .builtIn(.int)), at: pos(16, 28)),
                    ]),
                Pattern(
                    text: "/product?id={id:int}", position: pos(16, 39),
                    segments: [PathSegment(.literal("product"), at: pos(16, 41))],
                    queryBindings: [
                        QueryBinding(key: "id", parameter: "id", type: .builtIn(.int), position: pos(16, 49))
                    ]),
            ])
        #expect(
            product.queryParameters == [
                CaseParameter(
                    name: "ref", type: .builtIn(.string), kind: .optional, source: .query, position: pos(17, 18))
            ])
        #expect(product.summary == "A product page.")
        #expect(
            product.examples == [
                Located("https://example.com/products/42?ref=mail", at: pos(19, 20)),
                Located("myapp://product?id=42", at: pos(19, 64)),
            ])
        #expect(product.deprecated == nil)

        let profile = spec.routes[3]
        #expect(
            profile.patterns[0].segments.map(\.kind) == [
                .literal("profile"), .parameter(name: "username", type: .builtIn(.string)),
            ])

        let order = spec.routes[4]
        #expect(
            order.patterns[0].segments.map(\.kind) == [
                .literal("users"), .parameter(name: "user", type: .builtIn(.uuid)),
                .literal("orders"), .parameter(name: "order", type: .builtIn(.int)),
            ])

        let tab = spec.routes[5]
        #expect(
            tab.patterns[0].segments.map(\.kind) == [
                .literal("tabs"), .parameter(name: "tab", type: .enumeration(tabEnum)),
            ])
        #expect(tab.hosts == [])
        #expect(tab.hostsPosition == locate("\"hosts\": []"))
        #expect(tab.schemes == nil && tab.schemesPosition == nil)
        #expect(tab.acceptedSchemes(in: spec).map(\.name) == ["myapp"])

        let search = spec.routes[6]
        #expect(
            search.queryParameters == [
                CaseParameter(
                    name: "q", type: .builtIn(.string), kind: .required, source: .query, position: locate("\"q\"")),
                CaseParameter(
                    name: "page", type: .builtIn(.int), kind: .defaulted("1"), source: .query,
                    position: locate("\"page\"")),
                CaseParameter(
                    name: "tags", type: .builtIn(.string), kind: .list, source: .query, position: locate("\"tags\"")),
            ])

        let help = spec.routes[7]
        #expect(
            help.patterns[0].segments.map(\.kind) == [.literal("help"), .catchAll(name: "topic")])
        #expect(help.patterns[0].segments[1].position == locate("{topic*}"))
    }

    @Test func defaultsApplyWhenKeysAreAbsent() throws {
        let spec = try #require(
            SpecReaderFixture.valid(#"{"hosts": ["a.com"], "routes": {"a": "/"}}"#))
        #expect(spec.enumName == "Route")
        #expect(spec.access == .internal)
        #expect(spec.schemes.isEmpty)
        #expect(spec.types.isEmpty)
    }

    @Test func allErrorsAreReportedInOneRunInFileOrder() throws {
        let json = """
            {
              "version": 2,
              "enum": "my-enum",
              "schemes": ["https", "my_app"],
              "hosts": ["https://example.com"],
              "types": { "Tab": [] },
              "routes": {
                "product": { "pahts": ["/p"] },
                "a": "/a/",
                "b": "/b/{id:integer}",
                "c": { "path": "/c", "query": { "x": "[int]?" } }
              },
              "extra": true
            }
            """
        let (spec, diagnostics) = SpecReaderFixture.read(json)
        #expect(spec == nil)
        let found = diagnostics.map { "\($0.position.line):\($0.position.column) \($0.message)" }
        let expected: [(SourcePosition, String)] = [
            (pos(2, 14), "unsupported version 2"),
            (pos(3, 11), "enum name 'my-enum' is not a Swift identifier"),
            (pos(4, 15), "'https' cannot be a custom scheme"),
            (pos(4, 27), "invalid character '_' in scheme 'my_app'"),
            (pos(5, 13), "must be a bare host name like 'example.com'"),
            (pos(6, 21), "type 'Tab' has no raw values"),
            (pos(8, 5), "route 'product' has no \"path\" or \"paths\""),
            (pos(8, 18), "unknown key 'pahts' in route 'product'; did you mean 'paths'?"),
            (pos(9, 13), "trailing '/' in pattern '/a/'"),
            (pos(10, 18), "unknown type 'integer' in '{id:integer}'"),
            (pos(11, 48), "a list cannot be optional in '[int]?'"),
            (pos(13, 3), "unknown key 'extra'"),
        ]
        #expect(diagnostics.count == expected.count, "\(found)")
        for (diagnostic, (position, words)) in zip(diagnostics, expected) {
            #expect(diagnostic.position == position, "\(diagnostic.message)")
            #expect(diagnostic.message.contains(words), "\(diagnostic.message)")
        }
    }

    @Test func aDocumentThatIsNotAnObjectIsAnError() {
        SpecReaderFixture.singleError(
            "[1, 2]", column: 1, "must be an object at the top level", "found an array")
    }

    /// A large spec reads, with every route and no diagnostic. How fast is a matter for the
    /// benchmark (`scripts/measure-compile-times.sh` times `generate` on 10,000 routes); the time
    /// limit only stops a run that would hang.
    @Test(.timeLimit(.minutes(1))) func tenThousandRoutesRead() throws {
        let count = 10_000
        var json = #"{"schemes": ["myapp"], "hosts": ["example.com"], "types": {"T": ["a", "b"]},"#
        json += #" "routes": {"#
        for index in 0..<count {
            if index > 0 { json += "," }
            json += #""r\#(index)": {"paths": ["/a\#(index)/{id:int}/{t:T}","#
            json += #" "/b\#(index)?id={id:int}&t={t:T}"],"#
            json += #" "query": {"q": "string?", "n": "int = 3"}, "summary": "Route \#(index)"}"#
        }
        json += "}}"
        let document = try JSONReader.parse(Array(json.utf8)).get()
        let (spec, diagnostics) = SpecReader.read(document)
        #expect(diagnostics.isEmpty)
        #expect(spec?.routes.count == count)
    }
}
