import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// The values the generated makers read from a ``_RouteMatch``, in their Swift types.
@Suite("Reading a match")
struct RouteMatchTests {
    static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
    static let other = UUID(uuidString: "00000000-0000-0000-0000-0000000000FF")!

    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "types": {"Tab": ["home", "search", "profile"], "ProductCode": {"swift": "ProductCode"}},
          "routes": {
            "first": "/first",
            "all": "/all/{s}/{n:int}/{d:double}/{b:bool}/{u:uuid}/{e:Tab}/{c:ProductCode}",
            "optionals": {
              "path": "/optionals",
              "query": {
                "s": "string?", "n": "int?", "d": "double?", "b": "bool?", "u": "uuid?", "e": "Tab?",
                "c": "ProductCode?"
              }
            },
            "lists": {
              "path": "/lists",
              "query": {
                "s": "[string]", "n": "[int]", "d": "[double]", "b": "[bool]", "u": "[uuid]", "e": "[Tab]",
                "c": "[ProductCode]"
              }
            },
            "defaults": {
              "path": "/defaults",
              "query": {
                "s": "string = hello wörld", "n": "int = -7", "d": "double = 1.5", "b": "bool = true",
                "u": "uuid = E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e": "Tab = search"
              }
            },
            "rest": "/rest/{head}/{tail*}",
            "mixed": "/m/{slug}-{id:int}.{tab:Tab}"
          }
        }
        """,
        appTypes: [.of(ProductCode.self)]
    ).table

    /// Runs `body` on the match of `url`; `nil` when it opens nothing.
    private func withMatch<Result>(_ url: String, _ body: (_RouteMatch) -> Result) -> Result? {
        Self.table.match(string: url, body)
    }

    @Test("the route is the key of its record, the hash of its case name")
    func routeKey() {
        #expect(withMatch("https://example.com/first") { $0.route } == _RouteKey.route("first"))
        #expect(withMatch("https://example.com/optionals") { $0.route } == _RouteKey.route("optionals"))
        #expect(withMatch("https://example.com/rest/a/b") { $0.route } == _RouteKey.route("rest"))
        #expect(withMatch("https://example.com/rest/a/b") { $0.route } != _RouteKey.route("first"))
    }

    @Test("value reads each built-in type, decoded")
    func values() throws {
        let url =
            "https://example.com/all/caf%C3%A9%20%2F%25/-9223372036854775808/-0.0/1/\(Self.uuid)/profile/AB%31%32CD"
        let values = try #require(
            withMatch(url) { match in
                (
                    match.value(0) as String, match.value(1) as Int, match.value(2) as Double, match.value(3) as Bool,
                    match.value(4) as UUID, match.value(5) as Tab, (match.appValue(6) as ProductCode).text
                )
            })
        #expect(values.0 == "café /%")
        #expect(values.1 == .min)
        #expect(values.2.bitPattern == (-0.0).bitPattern)
        #expect(values.3 == true)
        #expect(values.4 == Self.uuid)
        #expect(values.5 == .profile)
        #expect(values.6 == "AB12CD")
    }

    @Test("double values keep every bit")
    func doubles() {
        for text in ["1e-7", "0.1", "1.7976931348623157e308", "5e-324", "-2.5E+3", "123456789.123456789"] {
            let read = withMatch("https://example.com/all/s/1/\(text)/0/\(Self.uuid)/home/AAAAAA") {
                $0.value(2) as Double
            }
            #expect(read?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test("optional is nil when absent, and the value when present")
    func optionals() throws {
        let absent = try #require(
            withMatch("https://example.com/optionals?other=1") { match in
                [
                    (match.optional(0) as String?) == nil, (match.optional(1) as Int?) == nil,
                    (match.optional(2) as Double?) == nil, (match.optional(3) as Bool?) == nil,
                    (match.optional(4) as UUID?) == nil, (match.optional(5) as Tab?) == nil,
                    (match.appOptional(6) as ProductCode?) == nil,
                ]
            })
        #expect(absent == Array(repeating: true, count: 7))
        let url = "https://example.com/optionals?s=&n=0&d=2.5&b=false&u=\(Self.uuid)&e=home&c=ZZ0000"
        let present = try #require(
            withMatch(url) { match in
                (
                    match.optional(0) as String?, match.optional(1) as Int?, match.optional(2) as Double?,
                    match.optional(3) as Bool?, match.optional(4) as UUID?, match.optional(5) as Tab?,
                    (match.appOptional(6) as ProductCode?)?.text
                )
            })
        #expect(present.0 == "")
        #expect(present.1 == 0)
        #expect(present.2 == 2.5)
        #expect(present.3 == false)
        #expect(present.4 == Self.uuid)
        #expect(present.5 == .home)
        #expect(present.6 == "ZZ0000")
    }

    @Test("list reads every value in order; empty when absent")
    func lists() throws {
        let url =
            "https://example.com/lists?s=b&n=3&s=a%26b&d=0.5&b=1&u=\(Self.other)&e=search&c=AB12CD&n=-1&u=\(Self.uuid)"
            + "&s=&e=home&b=false&d=-1e3&c=XY99ZZ&x=1"
        let lists = try #require(
            withMatch(url) { match in
                (
                    match.list(0) as [String], match.list(1) as [Int], match.list(2) as [Double],
                    match.list(3) as [Bool],
                    match.list(4) as [UUID], match.list(5) as [Tab], (match.appList(6) as [ProductCode]).map(\.text)
                )
            })
        #expect(lists.0 == ["b", "a&b", ""])
        #expect(lists.1 == [3, -1])
        #expect(lists.2 == [0.5, -1000])
        #expect(lists.3 == [true, false])
        #expect(lists.4 == [Self.other, Self.uuid])
        #expect(lists.5 == [.search, .home])
        #expect(lists.6 == ["AB12CD", "XY99ZZ"])
        let empty = withMatch("https://example.com/lists") { match in
            (match.list(0) as [String]).isEmpty && (match.list(1) as [Int]).isEmpty
                && (match.appList(6) as [ProductCode]).isEmpty
        }
        #expect(empty == true)
    }

    @Test("value reads a default when the key is absent, and the URL's value when present")
    func defaults() throws {
        let absent = try #require(
            withMatch("https://example.com/defaults") { match in
                (
                    match.value(0) as String, match.value(1) as Int, match.value(2) as Double, match.value(3) as Bool,
                    match.value(4) as UUID, match.value(5) as Tab
                )
            })
        #expect(absent.0 == "hello wörld")
        #expect(absent.1 == -7)
        #expect(absent.2 == 1.5)
        #expect(absent.3 == true)
        #expect(absent.4 == Self.uuid)
        #expect(absent.5 == .search)
        let present = try #require(
            withMatch("https://example.com/defaults?s=x%20y&n=1&d=0&b=0&u=\(Self.other)&e=profile") { match in
                (
                    match.value(0) as String, match.value(1) as Int, match.value(2) as Double, match.value(3) as Bool,
                    match.value(4) as UUID, match.value(5) as Tab
                )
            })
        #expect(present.0 == "x y")
        #expect(present.1 == 1)
        #expect(present.2 == 0)
        #expect(present.3 == false)
        #expect(present.4 == Self.other)
        #expect(present.5 == .profile)
    }

    @Test("segments reads a catch-all's segments, each decoded")
    func segments() {
        #expect(withMatch("https://example.com/rest/h/a/b%2Fc/%C3%A9/") { $0.segments(1) } == ["a", "b/c", "é"])
        #expect(withMatch("https://example.com/rest/h%20i/x") { $0.value(0) as String } == "h i")
        #expect(withMatch("myapp://rest/h/x") { $0.segments(1) } == ["x"])
    }

    @Test("the values of a mixed segment are read decoded")
    func mixedValues() {
        let read = withMatch("https://example.com/m/caf%C3%A9%2Fx-42.%73earch") { match in
            "\(match.value(0) as String) \(match.value(1) as Int) \(match.value(2) as Tab)"
        }
        #expect(read == "café/x 42 search")
        #expect(
            withMatch("https://example.com/m/a%25b-%2D1.home") { "\($0.value(0) as String) \($0.value(1) as Int)" }
                == "a%b -1")
    }

    @Test("a match made from a path reads alike")
    func pathMatch() {
        #expect(Self.table.match(path: "/all/x/1/2/true/\(Self.uuid)/home/AAAAAA") { $0.value(5) as Tab } == .home)
        #expect(Self.table.match(path: "/lists?n=1&n=2") { $0.list(1) as [Int] } == [1, 2])
    }
}
