import Foundation
import Testing

@testable import RouteCompilerCore

/// Specification §6.1: adding, removing or editing one route changes that route's own lines and at
/// most a few others, wherever the route is in the file, in small and large tables (where the
/// generated `_visit` is split into chunks).
@Suite struct QuietDiffTests {
    /// Words for route names and literals.
    static let words = [
        "account", "orders", "products", "settings", "profile", "search", "help", "cart", "items", "users",
        "teams", "posts", "media", "offers", "stores", "brands", "lists", "events", "tickets", "reviews",
    ]

    /// A `routes.json` with the routes given as name → route JSON, and the top-level schemes,
    /// hosts and types (JSON members of `"types"`).
    static func spec(
        _ routes: [(String, String)], schemes: [String] = ["myapp"], hosts: [String] = ["example.com"],
        types: String = "\"Tab\": [\"home\", \"search\"]"
    ) -> String {
        let body = routes.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n")
        let schemeList = schemes.map { "\"\($0)\"" }.joined(separator: ", ")
        let hostList = hosts.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {
              "version": 1, "enum": "AppRoute", "schemes": [\(schemeList)], "hosts": [\(hostList)],
              "types": { \(types) },
              "routes": {
            \(body)
              }
            }
            """
    }

    /// `count` routes of varied shapes, named after their position so that they are unique.
    static func routes(_ count: Int) -> [(String, String)] {
        (0..<count).map { index in
            let word = words[index % words.count]
            let name = "\(word)\(index)"
            switch index % 5 {
            case 0: return (name, "\"/\(name)\"")
            case 1: return (name, "\"/\(name)/{id:int}\"")
            case 2: return (name, "{ \"path\": \"/\(name)/{slug}\", \"query\": { \"ref\": \"string?\" } }")
            case 3: return (name, "{ \"paths\": [\"/\(name)/{tab:Tab}\", \"/\(word)-\(index)?tab={tab:Tab}\"] }")
            default:
                return (
                    name, "{ \"path\": \"/\(name)\", \"query\": { \"page\": \"int = 1\", \"tags\": \"[string]\" } }"
                )
            }
        }
    }

    static func generate(_ routes: [(String, String)]) throws -> String {
        try generate(spec: spec(routes))
    }

    static func generate(spec: String) throws -> String {
        let output = RouteCompiler.compile(Array(spec.utf8))
        return try #require(output.swiftSource, "\(output.diagnostics)")
    }

    /// The lines of `source` that belong to route `name`: the lines that name it, and its case's
    /// doc comment and the blank line before it.
    static func ownLineCount(_ name: String, in source: String) -> Int {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        var count = lines.filter { $0.contains(name) }.count
        if let caseLine = lines.firstIndex(where: { $0.hasPrefix("    case \(name)") }) {
            var index = caseLine - 1
            while index >= 0 && lines[index].hasPrefix("    ///") {
                count += 1
                index -= 1
            }
            count += 1
        }
        return count
    }

    /// Whether `line` is the scaffolding of a chunk of the route table's records (Specification
    /// §6.10): its function, its `switch`, or its `case` in `_record`. In a small table a record
    /// can be the only one of its chunk (64 chunks by the keys' top bits), so that adding or
    /// removing it adds or removes the chunk too; a large table's chunks hold many records each.
    static func isChunkScaffold(_ line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("@inline(never) fileprivate static func _records") { return true }
        if trimmed.hasPrefix("case "), trimmed.hasSuffix("(key)"), trimmed.contains(": return _records") { return true }
        return [
            "", "}", "let body: Swift.StaticString", "switch key {", "default: return nil", "return body.utf8Start",
        ].contains(trimmed)
    }

    /// The lines of `lines` that are not chunk scaffolding, and how many are.
    static func withoutScaffold(_ lines: [String]) -> (content: [String], scaffold: Int) {
        let content = lines.filter { !isChunkScaffold($0) }
        return (content, lines.count - content.count)
    }

    static let newRoute = ("inserted", "{ \"path\": \"/inserted/{id:int}/more\", \"query\": { \"q\": \"string?\" } }")

    @Test(arguments: [15, 400])
    func insertingARouteChangesItsOwnLines(count: Int) throws {
        let base = Self.routes(count)
        let before = try Self.generate(base)
        // The large table's makers are split into chunks, the small one's not; `_visit` is one switch
        // up to about a thousand routes (`visitChunksAreQuiet` below).
        #expect(!before.contains("default: _visit_"))
        #expect(before.contains("static func _make_") == (count > 100))
        for position in [0, count / 3, count / 2, count] {
            var changed = base
            changed.insert(Self.newRoute, at: position)
            let after = try Self.generate(changed)
            let diff = LineDiff.changes(from: before, to: after)
            let own = Self.ownLineCount("inserted", in: after)
            let added = Self.withoutScaffold(diff.added)
            #expect(diff.removed.count <= 2, "removed at \(position): \(diff.removed)")
            #expect(
                added.content.count <= own + 8, "added \(added.content.count) at \(position), own \(own): \(diff.added)"
            )
            // At most the chunks of the route's record and its group's, which it may be the first of.
            #expect(added.scaffold <= 2 * 9 + 2, "scaffolding added at \(position): \(diff.added)")
            #expect(count < 100 || added.scaffold == 0, "scaffolding added at \(position): \(diff.added)")
        }
    }

    @Test(arguments: [15, 400])
    func removingARouteChangesItsOwnLines(count: Int) throws {
        let base = Self.routes(count)
        let before = try Self.generate(base)
        for position in [0, count / 3, count - 1] {
            var changed = base
            let removedName = changed.remove(at: position).0
            let after = try Self.generate(changed)
            let diff = LineDiff.changes(from: before, to: after)
            let own = Self.ownLineCount(removedName, in: before)
            let removed = Self.withoutScaffold(diff.removed)
            #expect(diff.added.count <= 2, "added at \(position): \(diff.added)")
            #expect(removed.content.count <= own + 8, "removed \(removed.content.count) at \(position), own \(own)")
            #expect(removed.scaffold <= 2 * 9 + 2, "scaffolding removed at \(position): \(diff.removed)")
            #expect(count < 100 || removed.scaffold == 0, "scaffolding removed at \(position): \(diff.removed)")
        }
    }

    /// At 1,500 routes `_visit` is split: `search1365` and `media1392` start chunks (their names
    /// hash to multiples of ``RouteChunks/visitFactor``). A route inserted into the first or the
    /// last chunk, or one whose own name starts a chunk (`inserted144`), changes its own lines and
    /// the few around a chunk's start.
    @Test(arguments: ["inserted", "inserted144"])
    func visitChunksAreQuiet(name: String) throws {
        #expect(RouteChunks.fnv1a64("inserted144") % RouteChunks.visitFactor == 0)
        let base = Self.routes(1_500)
        let before = try Self.generate(base)
        #expect(before.contains("default: _visit_search1365(&visitor)"))
        #expect(before.contains("default: _visit_media1392(&visitor)"))
        for position in [0, 1_380, 1_500] {
            var changed = base
            changed.insert((name, Self.newRoute.1.replacingOccurrences(of: "inserted", with: name)), at: position)
            let after = try Self.generate(changed)
            let diff = LineDiff.changes(from: before, to: after)
            let own = Self.ownLineCount(name, in: after)
            #expect(diff.removed.count <= 2, "removed at \(position): \(diff.removed)")
            #expect(diff.added.count <= own + 8, "added \(diff.added.count) at \(position), own \(own): \(diff.added)")
        }
    }

    @Test func editingARouteChangesItsOwnLines() throws {
        var routes = Self.routes(40)
        let before = try Self.generate(routes)
        routes[20].1 = "{ \"path\": \"/\(routes[20].0)/{id:uuid}\", \"query\": { \"page\": \"int = 2\" } }"
        let after = try Self.generate(routes)
        let diff = LineDiff.changes(from: before, to: after)
        let own = Self.ownLineCount(routes[20].0, in: after)
        #expect(diff.added.count <= own, "\(diff.added)")
        #expect(diff.removed.count <= Self.ownLineCount(routes[20].0, in: before), "\(diff.removed)")
    }

    /// A named type, a scheme or a host added to the spec changes no route's lines: the type adds
    /// its own declaration, record and support; the scheme or host adds its origin line.
    @Test(arguments: [15, 400])
    func addingATypeASchemeOrAHostChangesNoOtherLine(count: Int) throws {
        let routes = Self.routes(count)
        let before = try Self.generate(routes)
        let withType = try Self.generate(
            spec: Self.spec(routes, types: "\"Tab\": [\"home\", \"search\"], \"Color\": [\"red\", \"dark-blue\"]"))
        let typeDiff = LineDiff.changes(from: before, to: withType)
        #expect(typeDiff.removed.count <= 1, "\(typeDiff.removed)")
        #expect(typeDiff.added.count <= 24, "\(typeDiff.added)")
        let withScheme = try Self.generate(spec: Self.spec(routes, schemes: ["myapp", "otherapp"]))
        let schemeDiff = LineDiff.changes(from: before, to: withScheme)
        #expect(schemeDiff.removed.isEmpty, "\(schemeDiff.removed)")
        // The origin's line: its name's length (8), its kind, its name.
        #expect(schemeDiff.added.map { $0.trimmingCharacters(in: .whitespaces) } == ["8sotherapp"])
        let withHost = try Self.generate(spec: Self.spec(routes, hosts: ["example.com", "www.example.com"]))
        let hostDiff = LineDiff.changes(from: before, to: withHost)
        #expect(hostDiff.removed.isEmpty, "\(hostDiff.removed)")
        #expect(hostDiff.added.map { $0.trimmingCharacters(in: .whitespaces) } == ["?hwww.example.com"])
    }
}
