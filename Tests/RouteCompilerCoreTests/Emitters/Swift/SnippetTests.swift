import Foundation
@_spi(Generated) import RouteRuntime
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

    /// The route table's records of a spec with these top-level keys, as ``generate(_:)`` reads it:
    /// those the Swift file leaves to the generated walk of the trie (the groups of literal
    /// children) too, which the Kotlin output writes.
    static func records(_ members: String) throws -> TableRecords {
        let json = "{ \"version\": 1, \"schemes\": [\"myapp\"], \"hosts\": [\"example.com\"], \(members) }"
        let spec = try #require(RouteCompiler.compile(Array(json.utf8)).spec)
        return TableRecords(spec, trie: RouteTrie(spec))
    }

    /// The body of the record with `key` among `records`, as text.
    static func record(_ key: UInt64, in records: TableRecords) -> String? {
        records.records.first { $0.key == key }.map { String(decoding: $0.body, as: UTF8.self) }
    }

    /// Whether `source` has a line that is `line` once trimmed.
    static func hasLine(_ source: String, _ line: String) -> Bool {
        source.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == line }
    }

    /// The body of the record with `key` (its kind and what follows) as the route table in
    /// `source` holds it, the literal of its `case` in a chunk's `switch` unescaped; or `nil`.
    static func record(_ key: UInt64, in source: String) -> String? {
        let prefix = "case \(SwiftLiterals.key(key)): body = \""
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let line = lines.first(where: { $0.hasPrefix(prefix) && $0.hasSuffix("\"") }) else { return nil }
        return String(line.dropFirst(prefix.count).dropLast())
            .replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// `0x…`, as the generated code writes a key.
    static func key(route name: String) -> String {
        SwiftLiterals.key(_RouteKey.route(name))
    }

    @Test func aRouteGivesItsCaseItsMakerItsVisitAndItsTableLines() throws {
        let members = """
            "enum": "AppRoute",
            "routes": { "product": { "paths": ["/products/{id:int}", "/product?id={id:int}"], "query": { "ref": "string?" } } }
            """
        let source = try Self.generate(members)
        #expect(Self.hasLine(source, "case product(id: Swift.Int, ref: Swift.String? = nil)"))
        let key = Self.key(route: "product")
        #expect(Self.hasLine(source, "case \(key): return .product(id: m.value(0), ref: m.optional(1))"))
        #expect(
            Self.hasLine(
                source, "case .product(let a0, let a1): visitor.route(\(key)); visitor.value(a0); visitor.optional(a1)")
        )
        // Its record: the name, no flags, every scheme and host, two labels (a pattern-bound int,
        // an optional string under `ref`), the template `/products/{0}` (two segments) with the query key `ref`
        // for label 1, no metadata (Specification §6.10).
        #expect(Self.record(_RouteKey.route("product"), in: source) == "R7product0**2pios3ref2l8productsv013ref20")
        // Its two patterns: `/products/{id}` under the literal `products`, `/product?id=` under
        // `product`, each a group record of the root (which the Kotlin output reads).
        let records = try Self.records(members)
        let productsGroup = _RouteKey.group(parent: _RouteKey.root, text: Array("products".utf8))
        let products = try #require(Self.record(productsGroup, in: records))
        #expect(products.hasPrefix("G18products0"))
        let productGroup = _RouteKey.group(parent: _RouteKey.root, text: Array("product".utf8))
        let product = try #require(Self.record(productGroup, in: records))
        #expect(product.hasPrefix("G17product0"))
        #expect(product.contains("q02id"))
        // The Swift file walks them as code (Specification §6.11): the root's function compares
        // the first segment with each literal in the order of their groups' keys (two groups: no
        // `switch`), then reads the `int` after `products` and tries the patterns that end
        // there, as the records say.
        #expect(Self.record(productsGroup, in: source) == nil)
        let root = "_node_000000000000000"
        #expect(Self.hasLine(source, "paths: { AppRoute.\(root)(RouteRuntime._RoutePath($0)) }"))
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("@inline(never) fileprivate static func \(root)(") })
        #expect(lines[start + 1] == "guard let s = p.segment(0) else { return false }")
        let productsLine = #"if s.is("products", false), p.parameter(1, 0, "i"), p.end(2, 1, ""#
        let productLine = #"if s.is("product", false), p.end(1, 0, ""#
        let (first, second) = productsGroup < productGroup ? (productsLine, productLine) : (productLine, productsLine)
        #expect(lines[start + 2].hasPrefix(first))
        #expect(lines[start + 3].hasPrefix(second))
        #expect(lines[start + 4] == "return false")
    }

    /// Above four literal groups a node tries its literals by a `switch` over the key of the
    /// segment's group, one `case` a group in key order (Specification §6.11 rule 3).
    @Test func manyLiteralsAreFoundByTheKeyOfTheirGroup() throws {
        let names = ["alpha", "beta", "gamma", "delta", "epsilon"]
        let routes = names.map { "\"\($0)\": \"/\($0)\"" }.joined(separator: ", ")
        let source = try Self.generate("\"routes\": { \(routes) }")
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("switch s.key(0x000_0000_0000_0000) {") })
        let keys = names.map { ($0, _RouteKey.group(parent: _RouteKey.root, text: Array($0.utf8))) }.sorted {
            $0.1 < $1.1
        }
        for (offset, (name, key)) in keys.enumerated() {
            #expect(
                lines[start + 1 + offset]
                    == #"case \#(SwiftLiterals.key(key)): if s.is("\#(name)", false), p.found(1, 0, \#(Self.key(route: name))) { return true }"#
            )
        }
        #expect(lines[start + 6] == "default: break")
    }

    @Test func theFileImportsTheRuntimeInterfaceAndNamesItsVersion() throws {
        let source = try Self.generate("\"routes\": { \"home\": \"/\" }")
        #expect(Self.hasLine(source, "@_spi(Generated) import RouteRuntime"))
        #expect(Self.hasLine(source, "private typealias _RouteRuntimeVersion = RouteRuntime.GeneratedCodeVersion5"))
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
                "case \(Self.key(route: "search")): return .search(q: m.value(0), page: m.value(1), greeting: m.value(2), tags: m.list(3), maybe: m.optional(4))"
            ))
        // A default's text is data-encoded in the table (`hello%20world`: 13 bytes, encoded).
        #expect(
            Self.record(_RouteKey.route("search"), in: source)?.contains(
                "5rs1qdi4page21ds8greetingKhello%20worldls4tagsou5maybe") == true)
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
        #expect(Self.hasLine(source, "case \(Self.key(route: "help")): return .help(topic: m.segments(0))"))
        #expect(
            Self.hasLine(source, "case .help(let a0): visitor.route(\(Self.key(route: "help"))); visitor.segments(a0)"))
        #expect(Self.record(_RouteKey.route("help"), in: source)?.hasPrefix("R4help0**1p*") == true)
        #expect(Self.hasLine(source, "case \(Self.key(route: "code")): return .code(code: m.appValue(0))"))
        #expect(
            Self.hasLine(
                source,
                "case \(SwiftLiterals.key(_RouteKey.appType("Code"))): return ProductCode(routeParameter: text) != nil")
        )
        #expect(Self.record(_RouteKey.enumeration("Tab"), in: source) == "E3Tab28homeBdark-blue")
        let tabKey = String(decoding: TableEncoding.key(_RouteKey.enumeration("Tab")), as: UTF8.self)
        #expect(Self.record(_RouteKey.route("tab"), in: source)?.hasPrefix("R3tab0**1pe" + tabKey) == true)
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
        // `*` accepts all; `0` is an empty list of indices into the origins.
        #expect(Self.record(_RouteKey.route("tab"), in: source)?.hasPrefix("R3tab0*0") == true)
        #expect(Self.record(_RouteKey.route("web"), in: source)?.hasPrefix("R3web00*") == true)
        // Each origin: its name's length (a number: 5, 11), its kind, its name.
        #expect(Self.hasLine(source, "5smyapp"))
        #expect(Self.hasLine(source, ";hexample.com"))
    }

    @Test func literalsComeBeforeParametersInTheTable() throws {
        let members = """
            "routes": { "post": "/posts/{slug}", "latest": "/posts/latest", "numbered": "/posts/{n:int}" }
            """
        let source = try Self.generate(members)
        let records = try Self.records(members)
        // The node under `posts` has a literal child (its flag) and lists its int edge before its
        // string edge.
        let posts = _RouteKey.literalChild(parent: _RouteKey.root, text: Array("posts".utf8), folds: false)
        let group = try #require(
            Self.record(_RouteKey.group(parent: _RouteKey.root, text: Array("posts".utf8)), in: records))
        let int =
            "i"
            + String(
                decoding: TableEncoding.key(_RouteKey.parameterChild(parent: posts, edge: [UInt8(ascii: "i")])),
                as: UTF8.self)
        let string =
            "s"
            + String(
                decoding: TableEncoding.key(_RouteKey.parameterChild(parent: posts, edge: [UInt8(ascii: "s")])),
                as: UTF8.self)
        // Each parameter child's content follows its edge, inline.
        let intAt = try #require(group.range(of: int))
        let stringAt = try #require(group.range(of: string))
        #expect(intAt.lowerBound < stringAt.lowerBound)
        #expect(Self.record(_RouteKey.group(parent: posts, text: Array("latest".utf8)), in: records) != nil)
        // The generated walk tries them in the same order: the node under `posts` has a function
        // of its own, which compares the literal, then reads the int, then the string.
        let name = TriePathsEmitter.functionName(posts)
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("@inline(never) fileprivate static func \(name)(") })
        #expect(
            lines[start + 2]
                == #"if s.is("latest", false), p.found(2, 0, \#(Self.key(route: "latest"))) { return true }"#)
        #expect(
            lines[start + 3]
                == #"if p.read(s, 0, "i"), p.found(2, 1, \#(Self.key(route: "numbered"))) { return true }"#)
        #expect(
            lines[start + 4]
                == #"if p.read(s, 0, "s"), p.found(2, 1, \#(Self.key(route: "post"))) { return true }"#)
        #expect(lines[start + 5] == "return false")
    }

    /// Mixed segments and catch-alls are the table walk's: the generated function of their node
    /// hands each mixed edge to it in the record's order, before the parameter edges, and ends
    /// with its catch-alls (Specification §6.11 rule 5).
    @Test func mixedSegmentsAndCatchAllsAreLeftToTheTableWalk() throws {
        let source = try Self.generate(
            """
            "routes": {
              "latest": "/files/latest",
              "version": "/files/v{major:int}.{minor:int}",
              "file": "/files/{id:int}",
              "path": "/files/{rest*}"
            }
            """)
        let files = _RouteKey.literalChild(parent: _RouteKey.root, text: Array("files".utf8), folds: false)
        let name = TriePathsEmitter.functionName(files)
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let start = try #require(lines.firstIndex { $0.hasPrefix("@inline(never) fileprivate static func \(name)(") })
        #expect(lines[start + 1] == "guard let s = p.segment(1) else { return false }")
        #expect(lines[start + 2].hasPrefix(#"if s.is("latest", false), p.found(2, 0, "#))
        #expect(lines[start + 3].hasPrefix(#"if p.mixed(s, 1, 0, "m"#))
        #expect(lines[start + 4].hasPrefix(#"if p.read(s, 0, "i"), p.found(2, 1, "#))
        #expect(lines[start + 5].hasPrefix(#"return p.catchAll(s, 1, 0, ""#))
        #expect(lines[start + 6] == "}")
    }

    /// A pattern that matches whatever the scheme, host and query, whose values are its route's
    /// in order, is found by the generated walk alone (`p.found`); any other is tried by the
    /// runtime from its bytes (`p.end`), which checks the scheme, the host and the query
    /// (Specification §6.11 rule 2).
    @Test func patternsThatNeedNoCheckAreFoundByTheGeneratedWalk() throws {
        let source = try Self.generate(
            """
            "routes": {
              "plain": "/plain/{a:int}/{b}",
              "reordered": { "paths": ["/first/{a:int}/{b}", "/second/{b}/{a:int}"] },
              "web": { "path": "/web/{a:int}", "schemes": [] },
              "app": { "path": "/app/{a:int}", "hosts": [] },
              "query": { "path": "/query/{a:int}", "query": { "q": "string?" } },
              "keyed": "/keyed/{a:int}?k={b}"
            }
            """)
        func line(_ literal: String) -> String? {
            source.split(separator: "\n").first { $0.contains(#"s.is("\#(literal)", false)"#) }.map(String.init)
        }
        #expect(line("plain")?.hasSuffix("p.found(3, 2, \(Self.key(route: "plain"))) { return true }") == true)
        #expect(
            line("first")?.hasSuffix("p.found(3, 2, \(Self.key(route: "reordered"))) { return true }") == true)
        // The second pattern reads `b` before `a`: the runtime places the values.
        for literal in ["second", "web", "app", "query", "keyed"] {
            #expect(line(literal)?.contains("p.end(") == true, "\(literal)")
            #expect(line(literal)?.contains("p.found(") == false, "\(literal)")
        }
    }

    @Test func deprecatedCasesAreBuiltThroughAProtocol() throws {
        let source = try Self.generate(
            """
            "enum": "AppRoute", "routes": { "detail": { "path": "/detail?id={id:int}", "deprecated": "use product" } }
            """)
        #expect(
            Self.hasLine(
                source,
                "case \(Self.key(route: "detail")): return (Self.self as any _AppRouteDeprecatedCases.Type)._build_detail(m.value(0))"
            )
        )
        #expect(Self.hasLine(source, "static func _build_detail(_ v0: Swift.Int) -> AppRoute"))
        #expect(Self.hasLine(source, "@available(*, deprecated, message: \"use product\")"))
    }

    @Test func keywordsAreEscaped() throws {
        let source = try Self.generate("\"routes\": { \"default\": \"/default/{in}\" }")
        #expect(Self.hasLine(source, "case `default`(`in`: Swift.String)"))
        #expect(Self.hasLine(source, "case \(Self.key(route: "default")): return .`default`(in: m.value(0))"))
    }

    /// Specification §6.1 rule 9: a keyword is escaped where Swift needs it. As a label at a call site
    /// (the makers, a parent, a deprecated case's builder) only `inout` needs backticks, and Swift
    /// warns about any other keyword in them; in a declaration, every keyword gets them.
    @Test func keywordLabelsAreEscapedOnlyWhereSwiftNeedsIt() throws {
        let source = try Self.generate(
            """
            "routes": {
              "item": { "path": "/items/{var}/{let}", "query": { "inout": "int = 0", "default": "string?" } },
              "line": { "path": "/items/{var}/{let}/line", "parent": "item" },
              "old": { "path": "/old/{var}/{inout}", "deprecated": "use item" }
            }
            """)
        #expect(
            Self.hasLine(
                source,
                "case item(`var`: Swift.String, `let`: Swift.String, `inout`: Swift.Int = 0, `default`: Swift.String? = nil)"
            ))
        #expect(
            Self.hasLine(
                source,
                "case \(Self.key(route: "item")): return .item(var: m.value(0), let: m.value(1), `inout`: m.value(2),"
                    + " default: m.optional(3))"))
        #expect(Self.hasLine(source, "case .line(let a0, let a1): return .item(var: a0, let: a1)"))
        #expect(Self.hasLine(source, ".old(var: v0, `inout`: v1)"))
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
