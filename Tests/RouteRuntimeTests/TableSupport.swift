import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A route table written by hand in the format route-compiler writes (``TableDescription``),
/// with what the generated code does around it: a maker that reads every value of the matched
/// route through ``_RouteMatch`` as the generated makers do, and a visit that hands a route's
/// values to the URL writer.
///
/// A match is rendered as text, `product(id: 42, ref: nil)`, with strings quoted, named-enum
/// values as their raw values and other values as they print (``RouteParameter/routeParameter``),
/// so that tests read like the routes they exercise.
struct TestTable: Sendable {
    struct Label: Sendable {
        var name: String
        var kind: ValueKind
        var typeIndex: Int
        var role: LabelRole
    }

    struct Route: Sendable {
        var name: String
        var labels: [Label]
    }

    let table: _RouteTable
    let routes: [Route]
    /// The raw values of each named enum, in `enum` line order.
    let rawValues: [[String]]
    let appTypes: [AppType]

    init(origins: String, routes: String, appTypes: [AppType] = []) {
        table = _RouteTable(origins: origins, routes: routes, appTypes: appTypes.map(\.check))
        let description = TableDescriptionParser.parse(origins: origins, routes: routes)
        self.routes = description.routes.map { route in
            Route(
                name: route.name,
                labels: route.labels.map {
                    Label(name: $0.name, kind: $0.kind, typeIndex: $0.typeIndex, role: $0.role)
                })
        }
        rawValues = description.enumerations.map { $0.rawValues.map { String(decoding: $0, as: UTF8.self) } }
        self.appTypes = appTypes
    }

    // MARK: Matching

    /// The route `url` opens (``_RouteTable/match(string:_:)``), rendered; `nil` when none.
    func match(_ url: String) -> String? {
        table.match(string: url, render)
    }

    /// The route `path` opens (``_RouteTable/match(path:_:)``), rendered; `nil` when none.
    func match(path: String) -> String? {
        table.match(path: path, render)
    }

    /// The name of the route `url` opens.
    func routeName(_ url: String) -> String? {
        table.match(string: url) { routes[$0.route].name }
    }

    /// What a generated maker reads from `match`, rendered.
    func render(_ match: _RouteMatch) -> String {
        let route = routes[match.route]
        let values = route.labels.enumerated().map { index, label in
            "\(label.name): \(text(of: label, at: index, in: match))"
        }
        return values.isEmpty ? route.name : "\(route.name)(\(values.joined(separator: ", ")))"
    }

    private func text(of label: Label, at index: Int, in match: _RouteMatch) -> String {
        switch label.kind {
        case .string: return read(String.self, match, index, label.role, show: quoted)
        case .int: return read(Int.self, match, index, label.role) { String($0) }
        case .double: return read(Double.self, match, index, label.role) { $0.routeParameter }
        case .bool: return read(Bool.self, match, index, label.role) { String($0) }
        case .uuid: return read(UUID.self, match, index, label.role) { $0.routeParameter }
        case .enumeration:
            return read(EnumIndex.self, match, index, label.role) { rawValues[label.typeIndex][$0.index] }
        case .app: return appTypes[label.typeIndex].read(match, index, label.role)
        case .catchAll: return listText(match.segments(index).map(quoted))
        }
    }

    private func read<Value: _RouteValue>(
        _ type: Value.Type, _ match: _RouteMatch, _ index: Int, _ role: LabelRole, show: (Value) -> String
    ) -> String {
        switch role {
        case .queryOptional: return (match.optional(index) as Value?).map(show) ?? "nil"
        case .queryList: return listText((match.list(index) as [Value]).map(show))
        case .pattern, .queryRequired, .queryDefaulted: return show(match.value(index) as Value)
        }
    }

    // MARK: Building

    /// The URL the writer builds for `value` under `scheme` (`nil`: the canonical URL).
    func url(_ value: RouteValue, scheme: String? = nil) -> String? {
        var writer = _RouteURLWriter(table, scheme: scheme)
        value.visit(&writer)
        return writer.finish()
    }

    /// `value` rendered as ``render(_:)`` renders a match of it.
    func render(_ value: RouteValue) -> String {
        var visitor = RenderingVisitor()
        value.visit(&visitor)
        guard let route = routes.first(where: { $0.name == visitor.name }) else { return "unknown \(visitor.name)" }
        let values = zip(route.labels, visitor.values).map { "\($0.name): \($1)" }
        return values.isEmpty ? route.name : "\(route.name)(\(values.joined(separator: ", ")))"
    }
}

/// A string as tests write it: quoted, with Swift's escapes.
func quoted(_ text: String) -> String {
    text.debugDescription
}

/// `[a, b]`.
func listText(_ items: [String]) -> String {
    "[" + items.joined(separator: ", ") + "]"
}

/// An app type (`{"swift": T}`) of a test table: the check the table runs, and how a maker reads
/// its values.
struct AppType: Sendable {
    let check: @Sendable (String) -> Bool
    let read: @Sendable (_RouteMatch, Int, LabelRole) -> String

    static func of<Value: RouteParameter>(_ type: Value.Type) -> AppType {
        AppType(check: _RouteAppType.check(type)) { match, index, role in
            switch role {
            case .queryOptional: (match.appOptional(index) as Value?)?.routeParameter ?? "nil"
            case .queryList: listText((match.appList(index) as [Value]).map(\.routeParameter))
            case .pattern, .queryRequired, .queryDefaulted: (match.appValue(index) as Value).routeParameter
            }
        }
    }
}

/// A named enum as the generated code declares it (`enum Tab home search profile`).
enum Tab: String, _RouteEnumeration {
    case home, search, profile
    init(_routeIndex index: Int) { self = [.home, .search, .profile][index] }
}

/// A named-enum value as a maker reads it, by its index.
struct EnumIndex: _RouteEnumeration {
    let index: Int
    init(_routeIndex index: Int) { self.index = index }
    init?(routeParameter: String) { nil }
    var routeParameter: String { String(index) }
}

/// A named-enum value as the builder writes it: its raw value.
struct RawValue: RouteParameter {
    let text: String
    init(_ text: String) { self.text = text }
    init?(routeParameter: String) { text = routeParameter }
    var routeParameter: String { text }
}

/// An app type: six ASCII letters or digits (`AB12CD`).
struct ProductCode: RouteParameter {
    let text: String

    init?(routeParameter: String) {
        guard routeParameter.utf8.count == 6,
            routeParameter.utf8.allSatisfy({ URLParts.isAlpha($0) || ($0 >= 0x30 && $0 <= 0x39) })
        else { return nil }
        text = routeParameter
    }

    var routeParameter: String { text }
}

// MARK: - Route values

/// A route value as the generated enum's `_visit` hands it to a visitor: its case name, then its
/// values in label order.
struct RouteValue {
    /// One value of the case, as the visit hands it over.
    struct Part {
        let apply: (inout any _RouteVisitor) -> Void

        /// A required or defaulted value.
        static func value<Parameter: RouteParameter>(_ value: Parameter) -> Part {
            Part { $0.value(value) }
        }

        /// An optional value.
        static func optional<Parameter: RouteParameter>(_ value: Parameter?) -> Part {
            Part { $0.optional(value) }
        }

        /// An absent optional value.
        static var absent: Part { optional(String?.none) }

        /// A list's values.
        static func list<Parameter: RouteParameter>(_ values: [Parameter]) -> Part {
            Part { $0.list(values) }
        }

        /// A catch-all's segments.
        static func segments(_ values: [String]) -> Part {
            Part { $0.segments(values) }
        }
    }

    let name: StaticString
    let parts: [Part]

    init(_ name: StaticString, _ parts: Part...) {
        self.name = name
        self.parts = parts
    }

    init(_ name: StaticString, parts: [Part]) {
        self.name = name
        self.parts = parts
    }

    /// What the generated `_visit` does for this value.
    func visit<Visitor: _RouteVisitor>(_ visitor: inout Visitor) {
        var erased: any _RouteVisitor = visitor
        erased.route(name)
        for part in parts { part.apply(&erased) }
        visitor = erased as! Visitor
    }
}

/// Renders a visited route value as ``TestTable/render(_:)`` renders a match.
struct RenderingVisitor: _RouteVisitor {
    var name = ""
    var values: [String] = []

    mutating func route(_ name: StaticString) { self.name = "\(name)" }
    mutating func value<Parameter: RouteParameter>(_ value: Parameter) { values.append(Self.text(value)) }
    mutating func optional<Parameter: RouteParameter>(_ value: Parameter?) {
        values.append(value.map(Self.text) ?? "nil")
    }
    mutating func list<Parameter: RouteParameter>(_ values: [Parameter]) {
        self.values.append(listText(values.map(Self.text)))
    }
    mutating func segments(_ values: [String]) { self.values.append(listText(values.map(quoted))) }

    private static func text<Parameter: RouteParameter>(_ value: Parameter) -> String {
        (value as? String).map(quoted) ?? value.routeParameter
    }
}
