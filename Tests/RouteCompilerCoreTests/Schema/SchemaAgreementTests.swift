import Foundation
import Testing

@testable import RouteCompilerCore

/// `routes.schema.json` agrees with the compiler: every spec of the repository validates, the
/// invalid specs below fail both the schema and ``RouteCompiler/check(_:modules:)``, and the valid
/// ones pass both. Composing specs (`"modules"`, Specification §12) are checked with their modules'
/// specs: the repository's from the files the plugin would find, the cases' from memory. The schema
/// cannot see everything the compiler checks (ambiguity, cross-references between keys, the raw
/// values of a named type); these cases stay within what it can say.
@Suite struct SchemaAgreementTests {
    /// The repository's root folder.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let schemaURL = root.appendingPathComponent("routes.schema.json")

    /// Every `routes.json` of the repository, and the reference specs, relative to the root.
    static var repositorySpecs: [String] {
        var result: [String] = []
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys)
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            if name.hasPrefix("."), (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
                enumerator?.skipDescendants()
                continue
            }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let isReference = relative.hasPrefix("Tests/RouteCompilerCoreTests/References/") && name.hasSuffix(".json")
            if name == "routes.json" || isReference { result.append(relative) }
        }
        return result.sorted()
    }

    static func validator() throws -> MiniSchemaValidator {
        try MiniSchemaValidator(schema: parse(String(contentsOf: schemaURL, encoding: .utf8)))
    }

    static func parse(_ text: String) throws -> JSONValue {
        switch JSONReader.parse(Array(text.utf8)) {
        case .success(let value): return value
        case .failure(let error): throw MiniSchemaValidator.SchemaError(description: error.message)
        }
    }

    // MARK: - The schema itself

    @Test func schemaUsesOnlyTheSupportedSubset() throws {
        _ = try Self.validator()
    }

    @Test func schemaListsTheKeysTheCompilerReads() throws {
        let schema = try Self.parse(String(contentsOf: Self.schemaURL, encoding: .utf8))
        func keys(of value: JSONValue?, _ path: String...) -> [String] {
            var value = value
            for key in path { value = value?.objectValue?.first { $0.key == key }?.value }
            return (value?.objectValue ?? []).map(\.key).sorted()
        }
        #expect(keys(of: schema, "properties") == TopLevelReader.keys.sorted())
        #expect(keys(of: schema, "$defs", "routeObject", "properties") == RouteReader.keys.sorted())
    }

    // MARK: - The repository's specs

    @Test func thereAreRepositorySpecs() {
        let specs = Self.repositorySpecs
        #expect(specs.contains("routes.json"))
        #expect(specs.contains("Tests/RouteCompilerPluginTests/routes.json"))
        #expect(specs.contains("Tests/MainActorIsolationTests/routes.json"))
        #expect(specs.contains("Tests/ComposedRoutesTests/routes.json"))
        #expect(specs.contains("Examples/ModularApp/Sources/AppRouting/routes.json"))
        #expect(specs.filter { $0.hasPrefix("Tests/RouteCompilerCoreTests/References/") }.count >= 3)
    }

    /// The module specs of a repository spec: at the entry's path relative to the spec
    /// (`../<module>/routes.json` by default), else, as the plugin finds a dependency's, the
    /// repository's spec for that module nearest to the composing spec: a `routes.json` in a folder
    /// named after the module (a target's folder, `Tests/ModularFixtures/CatalogFeature`) or a
    /// `<module>.json`.
    static func repositoryModules(of path: String) -> ModuleSpecLoader {
        let folder = (path as NSString).deletingLastPathComponent
        func shared(_ other: String) -> Int {
            zip(path.split(separator: "/"), other.split(separator: "/")).prefix { $0 == $1 }.count
        }
        // The repository's specs, nearest to `path` first.
        let nearest = repositorySpecs.enumerated().sorted {
            (shared($1.element), $0.offset) < (shared($0.element), $1.offset)
        }.map(\.element)
        return { entry in
            let beside = ((folder as NSString).appendingPathComponent(entry.relativeSpecPath) as NSString)
                .standardizingPath
            let named = nearest.filter {
                $0.hasSuffix("/\(entry.moduleName)/routes.json") || $0.hasSuffix("/\(entry.moduleName).json")
            }
            for candidate in [beside] + named {
                if let data = FileManager.default.contents(atPath: Self.root.appendingPathComponent(candidate).path) {
                    return ModuleSpecFile(path: candidate, bytes: Array(data))
                }
            }
            return ModuleSpecFile(path: beside, problem: "no such file in the repository")
        }
    }

    @Test func repositorySpecsValidate() throws {
        let validator = try Self.validator()
        for path in Self.repositorySpecs {
            let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
            let output = RouteCompiler.check(Array(text.utf8), modules: Self.repositoryModules(of: path))
            #expect(!output.hasErrors, "\(path): \(output.diagnostics.map(\.message))")
            let errors = validator.errors(in: try Self.parse(text))
            #expect(errors.isEmpty, "\(path) does not validate against routes.schema.json: \(errors)")
        }
    }

    /// Editors find the schema through `"$schema"`, relative to the file (after symlinks).
    @Test(arguments: repositorySpecs.filter { $0.hasSuffix("/routes.json") || $0 == "routes.json" })
    func routesFilePointsAtTheSchema(_ path: String) throws {
        let file = Self.root.appendingPathComponent(path).resolvingSymlinksInPath()
        let document = try Self.parse(String(contentsOf: file, encoding: .utf8))
        let reference = document.objectValue?.first { $0.key == "$schema" }?.value.stringValue
        let target = try #require(reference, "\(path) has no \"$schema\"")
        let resolved = file.deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL
        #expect(
            resolved.resolvingSymlinksInPath().path == Self.schemaURL.resolvingSymlinksInPath().path,
            "\(path): \"$schema\": \"\(target)\" is not routes.schema.json")
    }

    // MARK: - Invalid and valid specs

    @Test func invalidSpecsFailBoth() throws {
        let validator = try Self.validator()
        for spec in SchemaCases.invalid {
            let output = RouteCompiler.check(Array(spec.json.utf8), modules: SchemaCases.moduleSpecs)
            #expect(output.hasErrors, "the compiler accepts \(spec.name)")
            #expect(!validator.isValid(try Self.parse(spec.json)), "the schema accepts \(spec.name)")
        }
    }

    @Test func validSpecsPassBoth() throws {
        let validator = try Self.validator()
        for spec in SchemaCases.valid {
            let output = RouteCompiler.check(Array(spec.json.utf8), modules: SchemaCases.moduleSpecs)
            #expect(!output.hasErrors, "the compiler rejects \(spec.name): \(output.diagnostics.map(\.message))")
            let errors = validator.errors(in: try Self.parse(spec.json))
            #expect(errors.isEmpty, "the schema rejects \(spec.name): \(errors)")
        }
    }

    // MARK: - The validator

    @Test func validatorRejectsUnsupportedKeywords() throws {
        #expect(throws: MiniSchemaValidator.SchemaError.self) {
            try MiniSchemaValidator(schema: Self.parse(#"{"if": {"type": "string"}}"#))
        }
        #expect(throws: MiniSchemaValidator.SchemaError.self) {
            try MiniSchemaValidator(schema: Self.parse(##"{"$ref": "#/$defs/missing"}"##))
        }
    }

    @Test func validatorFollowsTheDraft() throws {
        let validator = try MiniSchemaValidator(
            schema: Self.parse(
                #"""
                {"type": "object", "properties": {"n": {"const": 1}, "s": {"pattern": "b"}},
                 "patternProperties": {"^x": {"type": "integer"}}, "additionalProperties": false,
                 "required": ["n"]}
                """#))
        #expect(validator.isValid(try Self.parse(#"{"n": 1.0, "s": "abc", "x1": 2}"#)))
        #expect(!validator.isValid(try Self.parse(#"{"n": 1, "x1": 2.5}"#)))
        #expect(!validator.isValid(try Self.parse(#"{"n": 1, "y": 2}"#)))
        #expect(!validator.isValid(try Self.parse(#"{"n": 1, "s": "xyz"}"#)))
        #expect(!validator.isValid(try Self.parse(#"{"s": "b"}"#)))
    }
}

/// A spec for the agreement tests: a name for the test report, and the JSON text.
struct SchemaCase: Sendable {
    var name: String
    var json: String
}

/// The invalid and valid specs.
enum SchemaCases {
    /// A spec with the scheme `myapp`, the host `example.com`, the types `Tab` and `Code`, and
    /// `routes` (the members, as JSON text); `top` adds or replaces top-level members.
    static func spec(_ routes: String, top: String = "") -> String {
        let head = top.isEmpty ? #""schemes": ["myapp"], "hosts": ["example.com"]"# : top
        return #"{"version": 1, \#(head), "types": {"Tab": ["home", "dark-blue"], "Code": {"swift": "Code"}},"#
            + #" "routes": {\#(routes)}}"#
    }

    /// A spec whose only route `r` is the pattern `pattern`.
    static func pattern(_ pattern: String) -> String {
        spec(#""r": "\#(pattern)""#)
    }

    /// A spec whose only route `r` reads the query parameter `p` with the type expression `expression`.
    static func query(_ expression: String) -> String {
        spec(#""r": {"path": "/r", "query": {"p": "\#(expression)"}}"#)
    }

    /// A spec with the top-level members `top` and a root route.
    static func top(_ top: String) -> String {
        #"{\#(top), "routes": {"home": "/"}}"#
    }

    /// The spec of every module a case composes: public, with the scheme `myapp`, the host
    /// `example.com` and one route under `/<module>`, so that modules do not collide.
    static let moduleSpecs: ModuleSpecLoader = { entry in
        let json =
            #"{"version": 1, "enum": "\#(entry.moduleName)Route", "access": "public", "schemes": ["myapp"],"#
            + #" "hosts": ["example.com"], "routes": {"item": "/\#(entry.moduleName.lowercased())/{id:int}"}}"#
        return ModuleSpecFile(path: entry.relativeSpecPath, bytes: Array(json.utf8))
    }

    /// A spec with the top-level members `top` and no routes.
    static func composing(_ top: String) -> String {
        #"{"version": 1, \#(top)}"#
    }

    static func cases(_ prefix: String, _ specs: [String]) -> [SchemaCase] {
        specs.enumerated().map { SchemaCase(name: "\(prefix) \($0.offset): \($0.element)", json: $0.element) }
    }

    static let invalid: [SchemaCase] =
        cases(
            "unknown key",
            [
                top(#""schemes": ["myapp"], "rotes": {}"#),
                top(#""schemes": ["myapp"], "Version": 1"#),
                spec(#""r": {"path": "/r", "sumary": "x"}"#),
                spec(#""r": {"path": "/r", "methods": ["GET"]}"#),
                spec(#""r": "/r""#).replacingOccurrences(
                    of: #"{"swift": "Code"}"#, with: #"{"swift": "Code", "x": 1}"#),
            ])
        + cases(
            "version",
            [
                top(#""version": 2, "schemes": ["myapp"]"#), top(#""version": 0, "schemes": ["myapp"]"#),
                top(#""version": "1", "schemes": ["myapp"]"#), top(#""version": 1.5, "schemes": ["myapp"]"#),
                top(#""version": null, "schemes": ["myapp"]"#),
            ])
        + cases(
            "scheme",
            [
                top(#""schemes": ["https"]"#), top(#""schemes": ["HTTP"]"#),
                top(#""schemes": ["myapp", "https"]"#), top(#""schemes": ["myapp://"]"#),
                top(#""schemes": ["my app"]"#), top(#""schemes": ["1app"]"#), top(#""schemes": [""]"#),
                top(#""schemes": ["my_app"]"#), top(#""schemes": ["myapp", "myapp"]"#),
                spec(#""r": {"path": "/r", "schemes": ["https"]}"#),
            ])
        + cases(
            "host",
            [
                top(#""hosts": ["https://example.com"]"#), top(#""hosts": ["example.com/"]"#),
                top(#""hosts": ["example.com:8080"]"#), top(#""hosts": ["user@example.com"]"#),
                top(#""hosts": ["-a.example.com"]"#), top(#""hosts": ["a..example.com"]"#),
                top(#""hosts": ["example.com."]"#), top(#""hosts": ["192.168.0.1"]"#),
                top(#""hosts": ["[::1]"]"#), top(#""hosts": ["exa mple.com"]"#), top(#""hosts": ["a.*.com"]"#),
                top(#""hosts": ["*."]"#), top(#""hosts": ["bücher.example"]"#), top(#""hosts": [""]"#),
                top(#""hosts": ["\#(String(repeating: "a", count: 64)).com"]"#),
                top(#""hosts": ["example.com", "example.com"]"#),
            ])
        + cases(
            "reachability",
            [
                top(#""version": 1"#), top(#""schemes": [], "hosts": []"#), top(#""hosts": ["*.example.com"]"#),
                spec(#""r": {"path": "/r", "schemes": [], "hosts": []}"#),
                spec(
                    #""r": {"path": "/r", "schemes": [], "hosts": ["*.example.com"]}"#,
                    top: #""schemes": ["myapp"], "hosts": ["example.com", "*.example.com"]"#),
            ])
        + cases(
            "routes",
            [
                #"{"version": 1, "schemes": ["myapp"], "routes": {}}"#,
                #"{"version": 1, "schemes": ["myapp"]}"#,
                #"{"version": 1, "schemes": ["myapp"], "routes": []}"#,
                #"{"version": 1, "schemes": ["myapp"], "routes": "/"}"#,
                #"[]"#,
                spec(#""r": 42"#), spec(#""r": null"#), spec(#""r": ["/r"]"#),
                spec(#""r": {}"#), spec(#""r": {"path": "/a", "paths": ["/b"]}"#),
                spec(#""r": {"paths": []}"#), spec(#""r": {"paths": "/r"}"#), spec(#""r": {"path": ["/r"]}"#),
                spec(#""r": {"paths": ["/r", "/r"]}"#),
            ])
        + cases(
            "value type",
            [
                top(#""schemes": "myapp""#), top(#""hosts": "example.com", "schemes": ["myapp"]"#),
                top(#""schemes": [1]"#), top(#""schemes": ["myapp"], "enum": 5"#),
                top(#""schemes": ["myapp"], "access": "private""#), top(#""schemes": ["myapp"], "access": "Public""#),
                top(#""schemes": ["myapp"], "types": []"#), top(#""schemes": ["myapp"], "types": {"T": "a"}"#),
                top(#""schemes": ["myapp"], "$schema": 1"#),
                top(#""schemes": ["myapp"], "types": {"flag": ["a"]}"#),
                top(#""schemes": ["myapp"], "types": {"FLAG": {"swift": "F"}}"#),
                spec(#""r": {"path": "/r", "summary": 3}"#), spec(#""r": {"path": "/r", "examples": "myapp://r"}"#),
                spec(#""r": {"path": "/r", "examples": [1]}"#), spec(#""r": {"path": "/r", "deprecated": true}"#),
                spec(#""r": {"path": "/r", "query": {"p": 1}}"#), spec(#""r": {"path": "/r", "query": ["p"]}"#),
                spec(#""r": {"path": "/r", "summary": "two\nlines"}"#),
            ])
        + cases(
            "pattern",
            [
                pattern("r"), pattern(""), pattern("/r/"), pattern("//r"), pattern("/a//b"), pattern("/{rest*}/x"),
                pattern("/a/{}"), pattern("/a/{id:}"), pattern("/a/{1x}"), pattern("/a/{_}"), pattern("/a%20b"),
                pattern("/a b"), pattern("/a/{id"), pattern("/a/id}"),
                pattern("/a?x=1"), pattern("/a/{x:flag}"), pattern("/a?x={x:flag}"), pattern("/a/v{x:flag}"),
                pattern("/a?={id}"), pattern("/a?k={id*}"), pattern("/a?"),
                pattern("/a?k={id}&"), pattern("/a?k={id}&&j={x}"), pattern("/a?k x={id}"), pattern("/./a"),
                pattern("/a/.."), pattern("https://example.com/a"), pattern("/a#frag"), pattern("/a/{id:Int}"),
                pattern("/a/{id:class}"), pattern("/a/{id*:int}"), pattern("/a/{id:int*}"), pattern(#"/a\\b"#),
                pattern(#"/a\tb"#), pattern("/a/{id:in t}"),
            ])
        + cases(
            "mixed segment",
            [
                pattern("/a/{a}{b}"), pattern("/a/x{rest*}"), pattern("/a/{rest*}.zip"), pattern("/a/é{x}"),
                pattern("/a/x[{x}"), pattern("/a/x%{x}"), pattern("/a/x{x"), pattern("/a/x}{x}"), pattern("/a/{x}-{}"),
                pattern("/a/{x}-{y:}"), pattern("/a?k=x{id}"),
            ])
        + cases(
            "with-host scheme",
            [
                top(#""schemes": [{"withHost": true}], "hosts": ["example.com"]"#),
                top(#""schemes": [{"name": "ksr", "withHost": "yes"}], "hosts": ["example.com"]"#),
                top(#""schemes": [{"name": "ksr", "withhost": true}], "hosts": ["example.com"]"#),
                top(#""schemes": [{"name": "https", "withHost": true}], "hosts": ["example.com"]"#),
                top(#""schemes": [{"name": 1}], "hosts": ["example.com"]"#),
                top(#""schemes": [{"name": "ksr://"}], "hosts": ["example.com"]"#),
                spec(
                    #""r": {"path": "/r", "schemes": [{"name": "ksr"}]}"#,
                    top: #""schemes": [{"name": "ksr", "withHost": true}], "hosts": ["example.com"]"#),
            ])
        + cases(
            "case sensitivity",
            [
                top(#""schemes": ["myapp"], "caseSensitive": "false""#),
                top(#""schemes": ["myapp"], "caseSensitive": 0"#),
                spec(#""r": {"path": "/r", "caseSensitive": null}"#),
                spec(#""r": {"path": "/r", "casesensitive": false}"#),
            ])
        + cases(
            "type expression",
            [
                query(""), query("  "), query("int??"), query("[int]?"), query("[int?]"), query("int? = 1"),
                query("[int] = 1"), query("int = 01"), query("int = +1"), query("int = 1.0"), query("int ="),
                query("bool = yes"), query("bool = TRUE"), query("double = 1."), query("double = .5"),
                query("double = 1e"), query("uuid = 123"), query("string ="), query("Str ing"), query("[int"),
                query("int]"), query("[[int]]"), query("Int"), query("String?"), query("?"), query("= 1"),
                query("class"), query("int?!"), query("flag?"), query("[flag]"), query("flag = true"),
                query("Flag"), query("Flag?"),
            ])
        + cases(
            "name",
            [
                top(#""schemes": ["myapp"], "enum": "class""#), top(#""schemes": ["myapp"], "enum": "String""#),
                top(#""schemes": ["myapp"], "enum": "UUID""#), top(#""schemes": ["myapp"], "enum": "URL""#),
                top(#""schemes": ["myapp"], "enum": "Route-s""#), top(#""schemes": ["myapp"], "enum": "1Route""#),
                top(#""schemes": ["myapp"], "enum": """#), top(#""schemes": ["myapp"], "enum": "_""#),
                spec(#""_private": "/r""#), spec(#""url": "/r""#), spec(#""init": "/r""#), spec(#""hash": "/r""#),
                spec(#""Self": "/r""#), spec(#""Swift": "/r""#), spec(#""Foundation": "/r""#),
                spec(#""RouteRuntime": "/r""#),
                spec(#""my-route": "/r""#), spec(#""1route": "/r""#), spec(#""": "/r""#),
                spec(#""r": {"path": "/r", "query": {"my-key": "string?"}}"#),
                spec(#""r": {"path": "/r", "query": {"": "string?"}}"#),
            ])
        + cases(
            "types",
            [
                top(#""schemes": ["myapp"], "types": {"Int": ["a"]}"#),
                top(#""schemes": ["myapp"], "types": {"self": ["a"]}"#),
                top(#""schemes": ["myapp"], "types": {"Sendable": ["a"]}"#),
                top(#""schemes": ["myapp"], "types": {"T-1": ["a"]}"#),
                top(#""schemes": ["myapp"], "types": {"T": []}"#),
                top(#""schemes": ["myapp"], "types": {"T": [""]}"#),
                top(#""schemes": ["myapp"], "types": {"T": ["."]}"#),
                top(#""schemes": ["myapp"], "types": {"T": [".."]}"#),
                top(#""schemes": ["myapp"], "types": {"T": ["-"]}"#),
                top(#""schemes": ["myapp"], "types": {"T": ["a\u0001"]}"#),
                top(#""schemes": ["myapp"], "types": {"T": ["a", "a"]}"#),
                top(#""schemes": ["myapp"], "types": {"T": ["a", 1]}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "Foo<Bar>"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "class"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "A..B"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": ""}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swiftt": "T"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": 1}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"kotlin": "com.example.T"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": ""}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": "com..T"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": "com.example."}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": "com.fun.T"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": "com.T<A>"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": "_.T"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": "1a.T"}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlin": 1}}"#),
                top(#""schemes": ["myapp"], "types": {"T": {"swift": "T", "kotlinn": "a.T"}}"#),
            ])
        + cases(
            "metadata",
            [
                top(#""schemes": ["myapp"], "metadata": []"#), top(#""schemes": ["myapp"], "metadata": {"m": 1}"#),
                top(#""schemes": ["myapp"], "metadata": {"m": "bool"}"#),
                top(#""schemes": ["myapp"], "metadata": {"m": "[string]"}"#),
                top(#""schemes": ["myapp"], "metadata": {"m": "uuid?"}"#),
                top(#""schemes": ["myapp"], "metadata": {"m": "int = 1.5"}"#),
                top(#""schemes": ["myapp"], "metadata": {"m": "bool = yes"}"#),
                top(#""schemes": ["myapp"], "metadata": {"m": "string?? "}"#),
                top(#""schemes": ["myapp"], "metadata": {"m": "int? = 1"}"#),
                top(#""schemes": ["myapp"], "metadata": {"class": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"_m": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"url": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"parent": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"hashValue": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"description": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"Swift": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"RouteRuntime": "bool = false"}"#),
                top(#""schemes": ["myapp"], "metadata": {"my-m": "bool = false"}"#),
                spec(
                    #""r": {"path": "/r", "metadata": {"m": [true]}}"#,
                    top: #""schemes": ["myapp"], "metadata": {"m": "bool = false"}"#),
                spec(
                    #""r": {"path": "/r", "metadata": {"m": {}}}"#,
                    top: #""schemes": ["myapp"], "metadata": {"m": "string?"}"#),
                spec(
                    #""r": {"path": "/r", "metadata": []}"#, top: #""schemes": ["myapp"], "metadata": {"m": "string?"}"#
                ),
            ])
        + cases(
            "parent",
            [
                spec(#""r": {"path": "/r", "parent": 1}"#), spec(#""r": {"path": "/r", "parent": "my-route"}"#),
                spec(#""r": {"path": "/r", "parent": ""}"#), spec(#""parent": "/r""#), spec(#""stack": "/r""#),
                spec(#""encode": "/r""#),
            ])
        + cases(
            "environments",
            [
                top(#""schemes": ["myapp"], "environments": []"#),
                top(#""schemes": ["myapp"], "environments": {"s": "S"}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": 1}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": "1S"}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": "true"}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": "_"}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": "S-1"}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": "S", "hots": []}}"#),
                top(#""schemes": ["myapp"], "environments": {"my env": {"condition": "S"}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": "S", "schemes": ["https"]}}"#),
                top(#""schemes": ["myapp"], "environments": {"s": {"condition": "S", "schemes": "x"}}"#),
                top(#""hosts": ["example.com"], "environments": {"s": {"condition": "S", "hosts": ["a b"]}}"#),
                top(
                    #""hosts": ["example.com", "a.com"], "environments": {"s": {"condition": "S","#
                        + #" "hosts": ["s.com", "s.com"]}}"#),
            ])
        + cases(
            "exclude",
            [
                exclude(#""/account/delete""#), exclude(#"[1]"#), exclude(#"["/account/delete?confirm={c}"]"#),
                exclude(#"["account/delete"]"#), exclude(#"["/account/delete", "/account/delete"]"#),
                exclude(#"["/admin/{rest*}/x"]"#), exclude(#"["/account/"]"#), exclude(#"[""]"#),
                exclude(#"["/a%20b"]"#),
            ])
        + cases(
            "modules",
            [
                top(#""schemes": ["myapp"], "modules": []"#),
                top(#""schemes": ["myapp"], "modules": {}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": "class"}"#),
                top(#""schemes": ["myapp"], "modules": "Catalog""#),
                top(#""schemes": ["myapp"], "modules": {"catalog": 1}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": null}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": ""}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": "my-catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": "1Catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": "_"}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": "Catalog.Feature"}"#),
                top(#""schemes": ["myapp"], "modules": {"my-catalog": "Catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"_catalog": "Catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"url": "Catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"parent": "Catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"Foundation": "Catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"": "Catalog"}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {"spec": "../Catalog/routes.json"}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {"module": 1}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {"module": "my-catalog"}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {"module": "Catalog", "spec": ""}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {"module": "Catalog", "spec": 1}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {"module": "Catalog", "specs": "x.json"}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": {"module": "Catalog", "path": "x.json"}}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": ["Catalog"]}"#),
                // Routes of its own need a scheme or a host, as in any spec.
                top(#""modules": {"catalog": "Catalog"}"#),
                top(#""modules": {"catalog": "Catalog"}, "hosts": ["*.example.com"]"#),
                // Without "modules", "routes" is required and not empty.
                composing(#""schemes": ["myapp"]"#),
            ])

    /// A spec with routes under `/account` and `/admin`, and `"exclude": <exclude>` (JSON text).
    static func exclude(_ exclude: String) -> String {
        spec(#""account": "/account/{page}", "admin": "/admin/{section}/{page*}""#)
            .replacingOccurrences(of: #""routes""#, with: #""exclude": \#(exclude), "routes""#)
    }

    static let valid: [SchemaCase] =
        cases(
            "top level",
            [
                top(#""schemes": ["myapp"]"#), top(#""hosts": ["example.com"]"#),
                top(#""version": 1.0, "hosts": ["a.b"]"#),
                top(#""version": 1e0, "schemes": ["my-app+x.y"]"#),
                top(#""$schema": "https://example.com/s.json", "schemes": ["MyApp"]"#),
                top(#""hosts": ["*.example.com", "Example.COM"]"#),
                top(#""schemes": ["myapp"], "hosts": ["*.example.com"]"#),
                top(#""schemes": ["myapp"], "hosts": [], "enum": "Link", "access": "package""#),
                top(#""schemes": ["myapp"], "enum": "Ruta", "access": "public", "types": {}"#),
                top(#""schemes": ["myapp"], "enum": "Route_2""#), top(#""schemes": ["myapp"], "enum": "Über""#),
                top(#""schemes": ["myapp"], "enum": "Flag""#),
                top(#""hosts": ["xn--bcher-kva.example", "localhost", "123.example", "a-b.c-d.example"]"#),
                top(#""hosts": ["\#(String(repeating: "a", count: 63)).com"]"#),
            ])
        + cases(
            "routes",
            [
                spec(#""default": "/d", "class": "/c", "in": "/i", "café": "/café/{naïve}""#),
                spec(#""r": {"paths": ["/a/{id:int}", "/b?id={id:int}"], "summary": "", "examples": []}"#),
                spec(#""r": {"path": "/r", "deprecated": "", "summary": "One line."}"#),
                spec(#""r": {"path": "/r", "schemes": [], "hosts": ["example.com"]}"#),
                spec(#""r": {"path": "/r", "schemes": ["MYAPP"], "hosts": []}"#),
                spec(#""r": {"path": "/r", "examples": ["myapp://r", "https://example.com/r"]}"#),
                spec(#""r": "/r/{code:Code}""#).replacingOccurrences(of: #""Code"}"#, with: #""Swift.String"}"#),
                spec(#""r": "/r/{code:Code}""#).replacingOccurrences(
                    of: #""Code"}"#, with: #""Code", "kotlin": "com.example.links.Code"}"#),
                spec(#""r": "/r/{code:Code}""#).replacingOccurrences(
                    of: #""Code"}"#, with: #""Code", "kotlin": "Code"}"#),
                spec(#""r": "/r/{code:Code}""#).replacingOccurrences(
                    of: #""Code"}"#, with: #""Code", "kotlin": "é.Über_2.C"}"#),
            ])
        + cases(
            "pattern",
            [
                pattern("/"), pattern("/?id={id:int}"), pattern("/a/{b}/{c:Tab}/{d:Code}"), pattern("/files/{o}/{p*}"),
                pattern("/{rest*}"), pattern("/a+b/c;d=e/~x/!$&'()*,:@"), pattern("/a.b/.c/..d"),
                pattern("/s?q={q}&page={page:int}&tab={tab:Tab}"), pattern("/s?a.b-c_d~!$'()*,;:@/={x:uuid}"),
                pattern("/x/{class}/{_y}/{ñ:double}/{b:bool}"), pattern("/日本/{名前}"),
                pattern("/a/x{id}"), pattern("/a/{id}x"), pattern("/posts/{slug}-{id:int}"),
                pattern("/files/{name}.json"),
                pattern("/v{major:int}.{minor:int}"), pattern("/t/~{tab:Tab}!$&'()*+,;=:@x{u:uuid}"),
                pattern("/a/{a}-{b}-{c}/{rest*}?q={q}"),
                pattern("/a?x"), pattern("/{bot}?start={p}&boost&x.y-z"), pattern("/skus/{c:Code}_{n:int}"),
                query("flag"), query(" flag "),
            ])
        + cases(
            "with-host scheme",
            [
                top(#""schemes": [{"name": "ksr", "withHost": true}], "hosts": ["example.com"]"#),
                top(#""schemes": ["myapp", {"name": "ksr"}, {"name": "web", "withHost": false}]"#),
                spec(
                    #""r": {"path": "/r", "schemes": ["KSR"]}, "s": {"path": "/s", "schemes": []}"#,
                    top: #""schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"]"#),
                spec(
                    #""profile": {"path": "/@{user}", "schemes": ["ksr"]}"#,
                    top: #""schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"]"#),
            ])
        + cases(
            "case sensitivity",
            [
                top(#""schemes": ["myapp"], "caseSensitive": false"#),
                spec(#""r": {"path": "/R", "caseSensitive": false}, "s": {"path": "/S", "caseSensitive": true}"#),
            ])
        + cases(
            "type expression",
            [
                query("string"), query("string?"), query(" int ? "), query("[ string ]"), query("[Tab]"),
                query("[Code]"), query("Code?"), query("Tab = dark-blue"), query("int=1"), query("int = -42"),
                query("int = 0"), query("double = -2.5e3"), query("double = 1"), query("double = 1E+2"),
                query("bool = 0"), query("bool = true"), query("uuid = 123E4567-E89B-12D3-A456-426614174000"),
                query("string = hello world"), query("string = a=b"), query("string = \\\"quoted\\\""),
                query("string = ?"), query("Tab"), query("uuid"),
            ])
        + cases(
            "metadata",
            [
                top(
                    #""schemes": ["myapp"], "metadata": {"a": "bool = false", "b": "string?", "c": "int = -3","#
                        + #" "d": "double = 1e3", "e": " string = x y ", "f": "int?", "g": "bool=1", "über": "double?"}"#
                ),
                spec(
                    #""r": {"path": "/r", "metadata": {"t": "dark-blue", "b": true, "n": null, "d": -2.5e1}}"#,
                    top: #""schemes": ["myapp"], "metadata": {"t": "Tab = home", "b": "bool = false", "n": "int?","#
                        + #" "d": "double = 0"}"#),
            ])
        + cases(
            "parent",
            [
                spec(#""a": "/a/{id:int}", "b": {"path": "/b/{id:int}", "query": {"q": "string?"}, "parent": "a"}"#),
                spec(#""a": "/", "b": {"path": "/b", "parent": "a"}, "c": {"path": "/c", "parent": "b"}"#),
            ])
        + cases(
            "environments",
            [
                top(#""schemes": ["myapp"], "environments": {}"#),
                top(
                    #""schemes": ["myapp"], "hosts": ["example.com", "*.example.com"], "environments": {"staging":"#
                        + #" {"condition": "STAGING", "hosts": ["s.example.com", "*.s.example.com"], "schemes":"#
                        + #" ["myapp-s"]}, "beta-1_x": {"condition": "_BETA2"}, "dev": {"condition": "DEBUG"}}"#),
            ])
        + cases(
            "exclude",
            [
                exclude(#"[]"#), exclude(#"["/account/delete", "/admin/users/{rest*}", "/account/{id:int}"]"#),
                exclude(#"["/admin/{section:Tab}/{x}"]"#),
            ])
        + cases(
            "modules",
            [
                composing(#""modules": {"catalog": "Catalog"}"#),
                composing(
                    #""enum": "AppRoute", "modules": {"catalog": "Catalog", "account": "Account"}, "routes": {}"#),
                composing(#""modules": {"catalog": {"module": "Catalog"}}"#),
                composing(#""modules": {"catalog": {"module": "Catalog", "spec": "../CatalogFeature/routes.json"}}"#),
                composing(#""modules": {"default": "Catalog", "café": "Über_2"}"#),
                top(#""schemes": ["myapp"], "modules": {"catalog": "Catalog"}"#),
                top(#""hosts": ["example.com"], "modules": {"catalog": "Catalog", "account": {"module": "Account"}}"#),
                spec(
                    #""r": "/r""#,
                    top: #""schemes": ["myapp"], "metadata": {"m": "bool = false"},"#
                        + #" "modules": {"catalog": "Catalog"}"#),
            ])
}
