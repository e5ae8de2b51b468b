import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §3.11 and §6.6: each route's metadata values, read by the generated properties.
@Suite("Route metadata")
struct RouteMetadataTests {
    enum Level: String, _RouteEnumeration {
        case low, high
        init(_routeIndex index: Int) { self = [.low, .high][index] }
    }

    static let table = _RouteTable(
        origins: "host example.com",
        routes: """
            enum Level low high
            meta requiresLogin bool false
            meta title string?
            meta level enum0 low
            meta weight double 1.0
            meta rank int?
            meta screen string Home%20Screen
            meta tracked bool?
            route home
            route account @requiresLogin=true @title=My%20Account @level=high @rank=-3 @tracked=false
            route settings @title=nil @weight=2.5 @screen=%E2%9A%99 @rank=nil
            canonical home /
            canonical account /account
            canonical settings /settings
            """)

    @Test("a declaration with a default: the route's own value, else the default")
    func defaulted() {
        #expect(Self.table.metadata(0, of: "home") as Bool == false)
        #expect(Self.table.metadata(0, of: "account") as Bool == true)
        #expect(Self.table.metadata(0, of: "settings") as Bool == false)
        #expect(Self.table.metadata(2, of: "home") as Level == .low)
        #expect(Self.table.metadata(2, of: "account") as Level == .high)
        #expect(Self.table.metadata(3, of: "home") as Double == 1.0)
        #expect(Self.table.metadata(3, of: "settings") as Double == 2.5)
        #expect(Self.table.metadata(5, of: "home") as String == "Home Screen")
        #expect(Self.table.metadata(5, of: "settings") as String == "⚙")
    }

    @Test("an optional declaration: the route's own value, else nil")
    func optional() {
        #expect(Self.table.optionalMetadata(1, of: "home") as String? == nil)
        #expect(Self.table.optionalMetadata(1, of: "account") as String? == "My Account")
        #expect(Self.table.optionalMetadata(1, of: "settings") as String? == nil)
        #expect(Self.table.optionalMetadata(4, of: "home") as Int? == nil)
        #expect(Self.table.optionalMetadata(4, of: "account") as Int? == -3)
        #expect(Self.table.optionalMetadata(4, of: "settings") as Int? == nil)
        #expect(Self.table.optionalMetadata(6, of: "account") as Bool? == false)
        #expect(Self.table.optionalMetadata(6, of: "home") as Bool? == nil)
    }
}
