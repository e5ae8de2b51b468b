import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// The route table's text format (``TableDescription``), which route-compiler writes into the
/// generated file: what each line declares.
@Suite("Route table text")
struct TableDescriptionParserTests {
    @Test("origins: schemes (host-first or with a host) and hosts, in order")
    func origins() {
        let description = TableDescriptionParser.parse(
            origins: """
                scheme MyApp
                scheme ksr host
                host Example.com
                host *.Shop.example.com
                """,
            routes: "")
        #expect(description.schemes.map(\.spelling) == ["MyApp", "ksr"])
        #expect(description.schemes.map { String(decoding: $0.name, as: UTF8.self) } == ["myapp", "ksr"])
        #expect(description.schemes.map(\.withHost) == [false, true])
        #expect(
            description.hosts.map { String(decoding: $0.name, as: UTF8.self) } == ["example.com", "shop.example.com"])
        #expect(description.hosts.map(\.isWildcard) == [false, true])
        #expect(description.hosts.map(\.spelling) == ["Example.com", "*.Shop.example.com"])
    }

    @Test("a route line: its name, ci, schemes and hosts, parameters in label order, in any order after the name")
    func routeLine() throws {
        let description = TableDescriptionParser.parse(
            origins: "scheme a\nscheme b\nhost h",
            routes: """
                enum E x y
                enum F z
                app A
                app B
                route r id:int &ref:string? ci &page:int=1 schemes=1,0 &tags:[enum1] hosts= code:app1 topic:*
                route plain
                """)
        let route = try #require(description.routes.first)
        #expect(route.name == "r")
        #expect(route.isCaseInsensitive)
        #expect(route.schemes == [1, 0])
        #expect(route.hosts == [])
        #expect(route.labels.map(\.name) == ["id", "ref", "page", "tags", "code", "topic"])
        #expect(route.labels.map(\.kind) == [.int, .string, .int, .enumeration, .app, .catchAll])
        #expect(
            route.labels.map(\.role) == [.pattern, .queryOptional, .queryDefaulted, .queryList, .pattern, .pattern])
        #expect(route.labels.map(\.typeIndex) == [0, 0, 0, 1, 1, 0])
        #expect(route.labels[2].defaultText == Array("1".utf8))
        let plain = description.routes[1]
        #expect(plain.schemes == nil && plain.hosts == nil && !plain.isCaseInsensitive && plain.labels.isEmpty)
        #expect(description.appTypeCount == 2)
    }

    @Test("raw values, defaults and metadata strings are data-encoded")
    func dataEncoding() {
        let description = TableDescriptionParser.parse(
            origins: "",
            routes: """
                enum E a%20b c%2Fd %C3%A9t%C3%A9 plain-._~
                meta title string x%25y
                route r &q:string=a%26b%3D @title=%E2%9C%93
                """)
        #expect(
            description.enumerations[0].rawValues.map { String(decoding: $0, as: UTF8.self) } == [
                "a b", "c/d", "été", "plain-._~",
            ])
        #expect(description.routes[0].labels[0].defaultText == Array("a&b=".utf8))
        #expect(description.metadata[0].defaultText == Array("x%y".utf8))
        #expect(description.routes[0].metadata[0] == .some(Array("✓".utf8)))
    }

    @Test("pattern lines: literals, parameters, mixed segments, catch-alls and query bindings")
    func patterns() throws {
        let description = TableDescriptionParser.parse(
            origins: "",
            routes: """
                route a id:int slug:string n:int rest:* q:string r:string
                route root
                canonical a /p/{id}/{slug}-v{n}/café/{rest}?q={q}&x+y={r}
                pattern root /
                exclude /admin/{:int}/{:string}.json/{*}
                """)
        let pattern = description.patterns[0]
        #expect(pattern.route == 0 && pattern.isCanonical)
        #expect(
            pattern.segments == [
                .literal(Array("p".utf8)), .parameter(label: 0, kind: .int, typeIndex: 0),
                .mixed([
                    .parameter(label: 1, kind: .string, typeIndex: 0), .literal(Array("-v".utf8)),
                    .parameter(label: 2, kind: .int, typeIndex: 0),
                ]),
                .literal(Array("café".utf8)), .catchAll(label: 3),
            ])
        #expect(pattern.bindings.map { String(decoding: $0.key, as: UTF8.self) } == ["q", "x+y"])
        #expect(pattern.bindings.map(\.label) == [4, 5])
        let root = description.patterns[1]
        #expect(root.route == 1 && !root.isCanonical && root.segments.isEmpty && root.bindings.isEmpty)
        let exclude = try #require(description.excludes.first)
        #expect(exclude.route == -1)
        #expect(
            exclude.segments == [
                .literal(Array("admin".utf8)), .parameter(label: -1, kind: .int, typeIndex: 0),
                .mixed([.parameter(label: -1, kind: .string, typeIndex: 0), .literal(Array(".json".utf8))]),
                .catchAll(label: -1),
            ])
    }

    @Test("indentation and blank lines are ignored, as the generated file indents its text")
    func layout() {
        let table = TestTable(
            origins: "\n    scheme myapp\n\n    host example.com\n",
            routes: "\n\n        route settings\n\n        canonical settings /settings\n   \n")
        #expect(table.match("myapp://settings") == "settings")
        #expect(table.match("https://example.com/settings") == "settings")
    }

    @Test("data-encoded raw values match their decoded text")
    func encodedRawValues() {
        let table = TestTable(
            origins: "host example.com",
            routes: """
                enum E a%20b c%2Fd %C3%A9t%C3%A9
                route e e:enum0
                canonical e /e/{e}
                """)
        #expect(table.match("https://example.com/e/a%20b") == "e(e: a b)")
        #expect(table.match("https://example.com/e/c%2Fd") == "e(e: c/d)")
        #expect(table.match("https://example.com/e/été") == "e(e: été)")
        #expect(table.match("https://example.com/e/a%2520b") == nil)
        #expect(table.url(RouteValue("e", .value(RawValue("c/d")))) == "https://example.com/e/c%2Fd")
    }

    @Test("an empty table matches nothing and builds nothing")
    func emptyTable() {
        let table = TestTable(origins: "", routes: "")
        #expect(table.match("https://example.com/") == nil)
        #expect(table.match("myapp://") == nil)
        #expect(table.match(path: "/") == nil)
        #expect(table.url(RouteValue("home")) == nil)
    }
}
