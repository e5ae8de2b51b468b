import Testing

@testable import RouteCompilerCore

/// Specs and an in-memory command line for the tests of the link tools (`aasa`, `entitlements`,
/// `table`, `diff`).
enum LinkToolsFixture {
    /// A spec like the demo's: schemes and hosts, named types, every kind of parameter, a
    /// deprecated route, routes without hosts.
    static let demo = """
        {
          "version": 1,
          "enum": "AppRoute",
          "access": "public",
          "schemes": ["myapp"],
          "hosts": ["example.com", "www.example.com"],
          "types": {
            "Tab": ["home", "search", "profile"],
            "SortOrder": ["newest", "price-low", "price-high"]
          },
          "routes": {
            "home": { "path": "/", "summary": "The home screen." },
            "settings": { "path": "/settings", "summary": "The settings screen." },
            "product": {
              "paths": ["/products/{id:int}", "/product?id={id:int}"],
              "query": { "ref": "string?" },
              "summary": "A product page."
            },
            "detail": {
              "path": "/detail?id={id:int}",
              "hosts": [],
              "deprecated": "use product(id:) instead"
            },
            "profile": "/profile/{id}",
            "order": "/users/{user:uuid}/orders/{order:int}",
            "tab": { "path": "/tabs/{tab:Tab}", "hosts": [] },
            "search": {
              "path": "/search",
              "query": { "q": "string", "page": "int = 1", "sort": "SortOrder = newest", "tags": "[string]" }
            },
            "help": "/help/{topic*}"
          }
        }
        """

    /// The valid spec of `json`, recording an issue when it has errors.
    static func spec(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> RouteSpec? {
        let output = RouteCompiler.check(Array(json.utf8))
        if output.spec == nil {
            Issue.record(
                "invalid spec: \(output.diagnostics.map { $0.formatted(file: "routes.json") })",
                sourceLocation: sourceLocation)
        }
        return output.spec
    }

    /// A spec with the given top-level members (JSON text without braces) and routes (the members
    /// of `"routes"`).
    static func json(
        _ topLevel: String = #""schemes": ["myapp"], "hosts": ["example.com"]"#, routes: String
    )
        -> String
    {
        "{" + topLevel + #", "routes": {"# + routes + "}}"
    }

    /// What a run of the tool did.
    struct Run {
        var status: CommandLineTool.ExitStatus
        var output: String
        var errors: String
    }

    /// The captured streams and files of an in-memory environment.
    final class Capture: @unchecked Sendable {
        var files: [String: [UInt8]]
        var output = ""
        var errors = ""

        init(files: [String: [UInt8]]) {
            self.files = files
        }
    }

    struct MissingFile: Error, CustomStringConvertible {
        var path: String
        var description: String { "no such file" }
    }

    /// Runs `route-compiler arguments` over in-memory files (path → JSON text).
    static func run(_ arguments: [String], files: [String: String] = [:]) -> Run {
        let capture = Capture(files: files.mapValues { Array($0.utf8) })
        let environment = ToolEnvironment(
            readFile: { path in
                guard let bytes = capture.files[path] else { throw MissingFile(path: path) }
                return bytes
            },
            writeFile: { path, bytes in capture.files[path] = bytes },
            standardOutput: { capture.output += $0 },
            standardError: { capture.errors += $0 })
        let status = CommandLineTool.run(arguments, environment: environment)
        return Run(status: status, output: capture.output, errors: capture.errors)
    }
}

extension LinkToolsFixture {
    /// `text` with the first occurrence of `target` replaced, recording an issue when there is none.
    static func edit(
        _ text: String, _ target: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation
    ) -> String {
        guard let range = text.firstRange(of: target) else {
            Issue.record("'\(target)' not found", sourceLocation: sourceLocation)
            return text
        }
        var result = text
        result.replaceSubrange(range, with: replacement)
        return result
    }

    /// The diff from the spec `base` to `base` with `target` replaced by `replacement`.
    static func diff(
        _ base: String, _ target: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SpecDiff {
        let new = edit(base, target, replacement, sourceLocation: sourceLocation)
        let old = try #require(spec(base, sourceLocation: sourceLocation))
        return SpecDiff.compare(old, try #require(spec(new, sourceLocation: sourceLocation)))
    }
}
