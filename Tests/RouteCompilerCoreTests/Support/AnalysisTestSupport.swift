import Testing

@testable import RouteCompilerCore

/// Specs and helpers for the tests of the reference matcher, the analysis, the example checks and
/// the `match` command.
enum AnalysisFixture {
    /// A spec with every kind of route, parameter, scheme and host (the plugin tests' spec).
    static let everything = """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp", "myapp-beta"],
          "hosts": ["example.com", "www.example.com", "*.shop.example.com"],
          "types": {
            "Tab": ["home", "search", "profile"],
            "Color": ["dark-blue", "light_green", "red", "4k", "default"],
            "ProductCode": { "swift": "ProductCode" }
          },
          "routes": {
            "home": "/",
            "settings": "/settings",
            "product": {
              "paths": ["/products/{id:int}", "/product?id={id:int}"],
              "query": { "ref": "string?" },
              "examples": ["https://example.com/products/42?ref=mail", "myapp://product?id=42"]
            },
            "productByCode": "/products/code/{code:ProductCode}",
            "profile": "/profile/{username}",
            "order": "/users/{user:uuid}/orders/{order:int}",
            "tab": { "path": "/tabs/{tab:Tab}", "hosts": [] },
            "search": { "path": "/search", "query": { "q": "string", "page": "int = 1", "tags": "[string]" } },
            "help": "/help/{topic*}",
            "price": { "path": "/price/{amount:double}", "query": { "currency": "string = EUR", "exact": "bool?" } },
            "priceInt": "/price/{amount:int}",
            "flag": "/flags/{on:bool}",
            "colors": {
              "path": "/colors/{color:Color}",
              "query": { "also": "[Color]", "fallback": "Color = red", "limit": "int?" }
            },
            "lists": {
              "path": "/lists",
              "query": {
                "ids": "[int]", "ratios": "[double]", "flags": "[bool]", "uuids": "[uuid]",
                "codes": "[ProductCode]", "maybe": "uuid?", "when": "double = 1.5"
              }
            },
            "keywords": { "path": "/kw/{default}/{class:int}", "query": { "in": "string?", "self": "bool = false" } },
            "default": "/default",
            "betaOnly": { "path": "/beta", "schemes": ["myapp-beta"], "hosts": [] },
            "webOnly": { "path": "/web/{slug}", "schemes": [] },
            "shopOnly": { "path": "/shop/{item}", "hosts": ["*.shop.example.com"], "schemes": ["myapp"] },
            "legacy": { "path": "/legacy/{id:int}", "deprecated": "use product(id:) instead" },
            "filter": "/filter?kind={kind}",
            "filterSized": "/filter?kind={kind}&size={size:int}",
            "filterAll": { "path": "/filter" },
            "files": { "path": "/files/{owner}/{path*}" },
            "fileInfo": { "path": "/files/{owner}/info" },
            "unicode": { "path": "/café/{name}" },
            "page": { "path": "/{slug}", "schemes": ["myapp-beta"], "hosts": [] }
          }
        }
        """

    /// A one-line spec with the scheme `myapp` and the host `example.com` (or `topLevel`), whose
    /// `"routes"` members are `routes` (JSON text without braces).
    static func json(
        _ routes: String, topLevel: String = #""schemes": ["myapp"], "hosts": ["example.com"]"#
    )
        -> String
    {
        "{" + topLevel + #", "routes": {"# + routes + "}}"
    }

    /// The spec of `json` as the reader sees it, whatever the analysis would say; records an
    /// issue when reading fails.
    static func read(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> RouteSpec? {
        guard case .success(let document) = JSONReader.parse(Array(json.utf8)) else {
            Issue.record("invalid JSON", sourceLocation: sourceLocation)
            return nil
        }
        let (spec, diagnostics) = SpecReader.read(document)
        if spec == nil {
            Issue.record(
                "spec does not read: \(diagnostics.map { $0.formatted(file: "routes.json") })",
                sourceLocation: sourceLocation)
        }
        return spec
    }

    /// A reference matcher for `json`, in which `ProductCode` accepts six uppercase letters or
    /// digits (like the plugin tests' app type).
    static func matcher(
        _ json: String = everything, sourceLocation: SourceLocation = #_sourceLocation
    )
        -> ReferenceMatcher?
    {
        read(json, sourceLocation: sourceLocation).map {
            ReferenceMatcher($0, swiftTypes: ["ProductCode": isProductCode])
        }
    }

    /// Six uppercase ASCII letters or digits.
    @Sendable static func isProductCode(_ text: String) -> Bool {
        text.utf8.count == 6 && text.utf8.allSatisfy { ($0 >= 65 && $0 <= 90) || ($0 >= 48 && $0 <= 57) }
    }

    /// The diagnostics of `RouteCompiler.check`.
    static func check(_ json: String) -> [Diagnostic] {
        RouteCompiler.check(Array(json.utf8)).diagnostics
    }

    /// The position of the `occurrence`-th (1-based) appearance of `needle` in `text`.
    static func locate(
        _ needle: String, occurrence: Int = 1, in text: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> SourcePosition {
        var seen = 0
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var searchStart = line.startIndex
            while let range = line[searchStart...].range(of: needle) {
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
        Issue.record("\(needle) not found", sourceLocation: sourceLocation)
        return .start
    }

    /// Expects `diagnostic` to have `severity`, to be at `position` and to contain every one of
    /// `words`.
    static func expect(
        _ diagnostic: Diagnostic?, _ severity: Diagnostic.Severity, at position: SourcePosition,
        _ words: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let diagnostic else {
            Issue.record("missing \(severity) at \(position)", sourceLocation: sourceLocation)
            return
        }
        #expect(diagnostic.severity == severity, "\(diagnostic.message)", sourceLocation: sourceLocation)
        #expect(diagnostic.position == position, "\(diagnostic.message)", sourceLocation: sourceLocation)
        for word in words {
            #expect(diagnostic.message.contains(word), "\(diagnostic.message)", sourceLocation: sourceLocation)
        }
    }

    /// The diagnostics as `LINE:COLUMN: severity: message` lines, for failure messages.
    static func lines(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.formatted(file: "") }.joined(separator: "\n")
    }
}
