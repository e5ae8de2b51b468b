import Foundation
import Testing

@testable import RouteCompilerCore

/// Small specs in, the generated Swift fragments they must give out (Specification §6), beside
/// the whole-file references of ``ReferenceOutputTests``.
@Suite struct SnippetTests {
    /// The generated source of a spec with these top-level keys (`version` and `hosts` added).
    static func generate(_ members: String) throws -> String {
        let json = "{ \"version\": 1, \"schemes\": [\"myapp\"], \"hosts\": [\"example.com\"], \(members) }"
        let output = RouteCompiler.compile(Array(json.utf8))
        return try #require(output.swiftSource, "\(output.diagnostics.map { $0.formatted(file: "routes.json") })")
    }

    /// Whether `source` has a line that is `line` once trimmed.
    static func hasLine(_ source: String, _ line: String) -> Bool {
        source.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }
    }

    @Test func aRouteGivesItsCaseItsMakerItsVisitAndItsTableLines() throws {
        let source = try Self.generate(
            """
            "enum": "AppRoute",
            "routes": { "product": { "paths": ["/products/{id:int}", "/product?id={id:int}"], "query": { "ref": "string?" } } }
            """)
        #expect(Self.hasLine(source, "case product(id: Swift.Int, ref: Swift.String? = nil)"))
        #expect(Self.hasLine(source, "makers.append { .product(id: $0.value(0), ref: $0.optional(1)) }"))
        #expect(
            Self.hasLine(
                source,
                "case .product(let a0, let a1): visitor.route(\"product\"); visitor.value(a0); visitor.optional(a1)"))
        #expect(Self.hasLine(source, "route product id:int &ref:string?"))
        #expect(Self.hasLine(source, "canonical product /products/{id}"))
        #expect(Self.hasLine(source, "pattern product /product?id={id}"))
    }

    @Test func theFileImportsTheRuntimeInterfaceAndNamesItsVersion() throws {
        let source = try Self.generate("\"routes\": { \"home\": \"/\" }")
        #expect(Self.hasLine(source, "@_spi(Generated) import RouteRuntime"))
        #expect(Self.hasLine(source, "private typealias _RouteRuntimeVersion = RouteRuntime.GeneratedCodeVersion2"))
        #expect(Self.hasLine(source, "// MARK: - The route table"))
    }

    @Test func queryParametersOfEveryKindHaveTheirReaders() throws {
        let source = try Self.generate(
            """
            "routes": { "search": { "path": "/search", "query": { "q": "string", "page": "int = 1", "greeting": "string = hello world", "tags": "[string]", "maybe": "uuid?" } } }
            """)
        #expect(
            Self.hasLine(
                source,
                "makers.append { .search(q: $0.value(0), page: $0.value(1), greeting: $0.value(2), tags: $0.list(3), maybe: $0.optional(4)) }"
            ))
        // A default's text is data-encoded in the table.
        #expect(
            Self.hasLine(
                source, "route search &q:string &page:int=1 &greeting:string=hello%20world &tags:[string] &maybe:uuid?")
        )
    }

    @Test func catchAllsAppTypesAndNamedEnums() throws {
        let source = try Self.generate(
            """
            "access": "public",
            "types": { "Tab": ["home", "dark-blue"], "Code": { "swift": "ProductCode" } },
            "routes": {
              "help": "/help/{topic*}",
              "code": "/codes/{code:Code}",
              "tab": "/tabs/{tab:Tab}"
            }
            """)
        #expect(Self.hasLine(source, "makers.append { .help(topic: $0.segments(0)) }"))
        #expect(Self.hasLine(source, "case .help(let a0): visitor.route(\"help\"); visitor.segments(a0)"))
        #expect(Self.hasLine(source, "route help topic:*"))
        #expect(Self.hasLine(source, "makers.append { .code(code: $0.appValue(0)) }"))
        #expect(Self.hasLine(source, "appTypes: [RouteRuntime._RouteAppType.check(ProductCode.self)]"))
        #expect(Self.hasLine(source, "enum Tab home dark-blue"))
        #expect(Self.hasLine(source, "route tab tab:enum0"))
        #expect(
            Self.hasLine(source, "@_spi(Generated) nonisolated extension Route.Tab: RouteRuntime._RouteEnumeration {"))
        #expect(Self.hasLine(source, "default: self = .darkBlue"))
        #expect(Self.hasLine(source, "public init?(path: Swift.String) {"))
    }

    @Test func subsetsOfSchemesAndHostsAreWrittenByPosition() throws {
        let source = try Self.generate(
            """
            "routes": { "tab": { "path": "/tabs", "hosts": [] }, "web": { "path": "/web", "schemes": [] } }
            """)
        #expect(Self.hasLine(source, "route tab hosts="))
        #expect(Self.hasLine(source, "route web schemes="))
        #expect(Self.hasLine(source, "scheme myapp"))
        #expect(Self.hasLine(source, "host example.com"))
    }

    @Test func literalsComeBeforeParametersInTheTable() throws {
        let source = try Self.generate(
            """
            "routes": { "post": "/posts/{slug}", "latest": "/posts/latest", "numbered": "/posts/{n:int}" }
            """)
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let literal = try #require(lines.firstIndex(of: "canonical latest /posts/latest"))
        let typed = try #require(lines.firstIndex(of: "canonical numbered /posts/{n}"))
        let string = try #require(lines.firstIndex(of: "canonical post /posts/{slug}"))
        #expect(literal < typed && typed < string)
    }

    @Test func deprecatedCasesAreBuiltThroughAProtocol() throws {
        let source = try Self.generate(
            """
            "enum": "AppRoute", "routes": { "detail": { "path": "/detail?id={id:int}", "deprecated": "use product" } }
            """)
        #expect(
            Self.hasLine(
                source, "makers.append { (Self.self as any _AppRouteDeprecatedCases.Type)._build_detail($0.value(0)) }")
        )
        #expect(Self.hasLine(source, "static func _build_detail(_ v0: Swift.Int) -> AppRoute"))
        #expect(Self.hasLine(source, "@available(*, deprecated, message: \"use product\")"))
    }

    @Test func keywordsAreEscaped() throws {
        let source = try Self.generate("\"routes\": { \"default\": \"/default/{in}\" }")
        #expect(Self.hasLine(source, "case `default`(`in`: Swift.String)"))
        #expect(Self.hasLine(source, "makers.append { .`default`(in: $0.value(0)) }"))
    }

    @Test func longCasesAreWrapped() throws {
        let source = try Self.generate(
            """
            "routes": { "search": { "path": "/search", "query": { "query": "string", "page": "int = 1", "pageSize": "int = 20", "includeArchived": "bool = false", "tags": "[string]" } } }
            """)
        #expect(Self.hasLine(source, "case search("))
        #expect(Self.hasLine(source, "includeArchived: Swift.Bool = false,"))
        #expect(source.split(separator: "\n").allSatisfy { !$0.hasPrefix("    case") || $0.count <= 120 })
    }
}
