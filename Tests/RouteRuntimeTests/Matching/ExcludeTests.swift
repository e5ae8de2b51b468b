import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.10 and §3.13: excluded paths refuse a URL whatever route would open it.
@Suite("Excluded paths")
struct ExcludeTests {
    // The hand-written table this suite was first written for also had a route `admin` at
    // `/admin/{rest*}`; the compiler refuses a route pattern that an exclude covers entirely (it
    // could never open its route), so `/admin/{rest*}` is excluded here from what `pair` and
    // `page` would open.
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp", {"name": "ksr", "withHost": true}],
          "hosts": ["example.com"],
          "types": {"Color": ["red", "green"]},
          "routes": {
            "accountPage": "/account/{section}",
            "productEdit": "/products/{id}/edit",
            "report": "/reports/{name}.csv",
            "pair": "/{a}/{b}",
            "page": "/{slug}"
          },
          "exclude": [
            "/account/delete", "/admin/{rest*}", "/products/{id:int}/edit", "/files/{name}.json",
            "/colors/{color:Color}"
          ]
        }
        """)

    /// What each form of the path opens: under https, under both custom schemes, and alone.
    private func everyForm(_ path: String) -> [String?] {
        [
            Self.table.match("https://example.com" + path), Self.table.match("myapp:/" + path),
            Self.table.match("ksr://example.com" + path), Self.table.match(path: path),
        ]
    }

    @Test(
        "an excluded path opens nothing, under every scheme and host and as a path",
        arguments: [
            "/account/delete", "/account/delete?confirm=1", "/account/delete/", "/account/delete#x",
            "/account/%64elete", "/admin/users", "/admin/a/b", "/admin/%20", "/products/42/edit",
            "/products/-0/edit", "/files/report.json", "/files/a.b.json", "/colors/red", "/colors/green",
        ]
    )
    func excluded(path: String) {
        #expect(everyForm(path) == [nil, nil, nil, nil])
    }

    @Test(
        "a path an exclude does not match opens its route",
        arguments: [
            ("/account/profile", "accountPage(section: \"profile\")"), ("/admin", "page(slug: \"admin\")"),
            ("/products/x/edit", "productEdit(id: \"x\")"), ("/products/01/edit", "productEdit(id: \"01\")"),
            ("/files/report.txt", "pair(a: \"files\", b: \"report.txt\")"),
            ("/files/.json", "pair(a: \"files\", b: \".json\")"), ("/colors/blue", "pair(a: \"colors\", b: \"blue\")"),
            ("/account/delete/now", nil), ("/reports/q1.csv", "report(name: \"q1\")"),
        ] as [(String, String?)]
    )
    func notExcluded(path: String, expected: String?) {
        #expect(everyForm(path) == [expected, expected, expected, expected])
    }

    @Test("excludes compare case-sensitively, but ignore case in the host position")
    func caseOfExcludes() {
        #expect(Self.table.match("myapp://ACCOUNT/delete") == nil)
        #expect(Self.table.match("myapp://Admin/users") == nil)
        #expect(Self.table.match("myapp://FILES/report.json") == nil)
        #expect(Self.table.match("https://example.com/ACCOUNT/delete") == "pair(a: \"ACCOUNT\", b: \"delete\")")
        #expect(Self.table.match("myapp:///ACCOUNT/delete") == "pair(a: \"ACCOUNT\", b: \"delete\")")
        #expect(Self.table.match(path: "/ACCOUNT/delete") == "pair(a: \"ACCOUNT\", b: \"delete\")")
        #expect(Self.table.match("https://example.com/account/DELETE") == "accountPage(section: \"DELETE\")")
        #expect(Self.table.match("https://example.com/colors/RED") == "pair(a: \"colors\", b: \"RED\")")
    }

    @Test("excludes ignore ASCII case when the top level does, whatever each route says")
    func caseInsensitiveExcludes() {
        let table = TestTable(
            """
            {
              "version": 1,
              "enum": "TestRoute",
              "schemes": ["myapp"],
              "hosts": ["example.com"],
              "caseSensitive": false,
              "routes": {
                "files": {"path": "/files/{path*}", "caseSensitive": true},
                "page": "/pages/{slug}"
              },
              "exclude": ["/files/private/{rest*}", "/pages/admin"]
            }
            """)
        #expect(table.match("https://example.com/files/private/x") == nil)
        #expect(table.match("https://example.com/files/PRIVATE/x") == nil)
        #expect(table.match("https://example.com/files/Private/x/y") == nil)
        #expect(table.match("https://example.com/files/public/x") == "files(path: [\"public\", \"x\"])")
        #expect(table.match("https://example.com/files/privatex/x") == "files(path: [\"privatex\", \"x\"])")
        #expect(table.match("https://example.com/FILES/public/x") == nil)
        #expect(table.match("https://example.com/pages/ADMIN") == nil)
        #expect(table.match("https://example.com/PAGES/admin") == nil)
        #expect(table.match("https://example.com/Pages/other") == "page(slug: \"other\")")
        #expect(table.match("myapp://FILES/Private/x") == nil)
        #expect(table.match(path: "/files/PRIVATE/x") == nil)
    }

    // MARK: Excludes larger than the routes

    @Test("an exclude with more parameters than any route has refuses its path, and the table still works")
    func excludeWithManyParameters() async {
        await #expect(processExitsWith: .success) {
            let table = TestTable(
                """
                {
                  "version": 1,
                  "enum": "TestRoute",
                  "hosts": ["example.com"],
                  "routes": {"home": "/", "settings": "/settings"},
                  "exclude": ["/legacy/{a}/{b}/{c}/{d}/{e}/{f}/{g}/{h}"]
                }
                """)
            for _ in 0..<10 {
                precondition(table.match("https://example.com/legacy/a/b/c/d/e/f/g/h") == nil)
                precondition(table.match("https://example.com/settings") == "settings")
            }
        }
    }

    @Test("an exclude with a mixed segment in a table whose routes have none")
    func mixedExcludeWithoutMixedRoutes() async {
        await #expect(processExitsWith: .success) {
            let table = TestTable(
                """
                {
                  "version": 1,
                  "enum": "TestRoute",
                  "hosts": ["example.com"],
                  "routes": {"home": "/", "page": "/{s}"},
                  "exclude": ["/{name}.json"]
                }
                """)
            for length in [1, 10, 100, 1000] {
                let name = String(repeating: "r", count: length)
                precondition(table.match("https://example.com/\(name).json") == nil)
                precondition(table.match("https://example.com/\(name)") == "page(s: \(quoted(name)))")
            }
        }
    }
}
