import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §3.11 and §6.6: each route's metadata values, read by the generated properties
/// (`Self._routes.metadata("name", of: _routeKey, default: …)`): the route record holds the values
/// that differ from the declaration's default, which the property passes.
@Suite("Route metadata")
struct RouteMetadataTests {
    enum Level: String, _RouteEnumeration {
        case low, high
        init(_routeIndex index: Int) { self = [.low, .high][index] }
    }

    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "hosts": ["example.com"],
          "types": {"Level": ["low", "high"]},
          "metadata": {
            "requiresLogin": "bool = false",
            "title": "string?",
            "level": "Level = low",
            "weight": "double = 1.0",
            "rank": "int?",
            "screen": "string = Home Screen",
            "tracked": "bool?"
          },
          "routes": {
            "home": "/",
            "account": {
              "path": "/account",
              "metadata": {"requiresLogin": true, "title": "My Account", "level": "high", "rank": -3, "tracked": false}
            },
            "settings": {
              "path": "/settings",
              "metadata": {"title": null, "weight": 2.5, "screen": "⚙", "rank": null}
            }
          }
        }
        """)

    /// What the generated property of the declaration `name` reads for `route`: the default
    /// passed is the declaration's, as the generated code writes it.
    private func metadata<Value: RouteParameter>(_ name: StaticString, of route: String) -> Value? {
        Self.table.table.metadata(name, of: TestTable.key(route), default: Self.table.metadataDefault("\(name)"))
    }

    @Test("a declaration with a default: the route's own value, else the default")
    func defaulted() {
        #expect(metadata("requiresLogin", of: "home") as Bool? == false)
        #expect(metadata("requiresLogin", of: "account") as Bool? == true)
        #expect(metadata("requiresLogin", of: "settings") as Bool? == false)
        #expect(metadata("level", of: "home") as Level? == .low)
        #expect(metadata("level", of: "account") as Level? == .high)
        #expect(metadata("weight", of: "home") as Double? == 1.0)
        #expect(metadata("weight", of: "settings") as Double? == 2.5)
        #expect(metadata("screen", of: "home") as String? == "Home Screen")
        #expect(metadata("screen", of: "settings") as String? == "⚙")
    }

    @Test("an optional declaration: the route's own value, else nil")
    func optional() {
        #expect(metadata("title", of: "home") as String? == nil)
        #expect(metadata("title", of: "account") as String? == "My Account")
        #expect(metadata("title", of: "settings") as String? == nil)
        #expect(metadata("rank", of: "home") as Int? == nil)
        #expect(metadata("rank", of: "account") as Int? == -3)
        #expect(metadata("rank", of: "settings") as Int? == nil)
        #expect(metadata("tracked", of: "account") as Bool? == false)
        #expect(metadata("tracked", of: "home") as Bool? == nil)
    }

    @Test("a name no record holds, and a key of no record, read the default passed")
    func fallbacks() {
        let key = TestTable.key("account")
        #expect(Self.table.table.metadata("unknown", of: key, default: "7") as Int? == 7)
        #expect(Self.table.table.metadata("unknown", of: key, default: nil) as Int? == nil)
        #expect(
            Self.table.table.metadata("requiresLogin", of: TestTable.key("nowhere"), default: "false") as Bool? == false
        )
        // A name that is a prefix of a declared one is another name.
        #expect(Self.table.table.metadata("rank", of: key, default: nil) as Int? == -3)
        #expect(Self.table.table.metadata("ran", of: key, default: nil) as Int? == nil)
    }
}
