import Foundation
@_spi(Generated) import RouteCompilerCore
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A route table compiled from a `routes.json` spec by RouteCompilerCore, as the generated code
/// holds it (``TableRecords``: the records and the origins of the default environment, read in
/// place by ``_RouteTable``), with what the generated code does around it: a maker that reads
/// every value of the matched route through ``_RouteMatch`` as the generated makers do, and a
/// visit that hands a route's values to the URL writer.
///
/// A match is rendered as text, `product(id: 42, ref: nil)`, with strings quoted, named-enum
/// values as their raw values and other values as they print (``RouteParameter/routeParameter``),
/// so that tests read like the routes they exercise.
///
/// A spec the compiler refuses records an issue with its diagnostics, at the line that makes the
/// table, and gives a table without records, which matches and builds nothing.
struct TestTable: Sendable {
    /// How a maker reads one case parameter.
    enum Role: Sendable {
        /// Bound by every pattern, a required `"query"` parameter, or a defaulted one: `value`.
        case value
        /// `T?`: `optional`.
        case optional
        /// `[T]`: `list`.
        case list
    }

    /// The type of one case parameter, as the maker reads it.
    enum Kind: Sendable {
        case string, int, double, bool, uuid
        /// A named enum: its raw values, in declaration order.
        case enumeration([String])
        /// An app type, by its Swift type's name.
        case app(String)
        /// A `{name*}` catch-all.
        case catchAll
    }

    struct Label: Sendable {
        var name: String
        var kind: Kind
        var role: Role
    }

    struct Route: Sendable {
        var name: String
        /// The key of its record, ``_RouteKey/route(_:)`` of its case name.
        var key: UInt64
        var labels: [Label]
    }

    /// The table's records and origins, which it reads in place.
    private let compiled: InMemoryRouteTable?
    /// The routes in `routes.json` order.
    let routes: [Route]
    private let routeIndex: [UInt64: Int]
    /// The app types, by their Swift type's name.
    let appTypes: [String: AppType]
    /// The compiled spec (`nil` when it has errors).
    let spec: RouteSpec?

    /// The table of the spec `json`; `appTypes` are the app types its `{"swift": T}` types name.
    init(_ json: String, appTypes: [AppType] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let output = RouteCompiler.check(Array(json.utf8))
        var byName: [String: AppType] = [:]
        for type in appTypes { byName[type.name] = type }
        self.appTypes = byName
        guard let spec = output.spec, !output.hasErrors else {
            let text = output.diagnostics.map { $0.formatted(file: "routes.json") }.joined(separator: "\n")
            Issue.record("the test spec does not compile:\n\(text)", sourceLocation: sourceLocation)
            compiled = nil
            routes = []
            routeIndex = [:]
            self.spec = nil
            return
        }
        self.spec = spec
        let records = TableRecords(spec, trie: RouteTrie(spec))
        var checks: [UInt64: @Sendable (String) -> Bool] = [:]
        for type in spec.types {
            guard case .app(let app) = type.kind else { continue }
            guard let appType = byName[app.swiftType] else {
                Issue.record(
                    "the test spec names the app type \(app.swiftType), which the table is not given",
                    sourceLocation: sourceLocation)
                continue
            }
            checks[_RouteKey.appType(app.name)] = appType.check
        }
        let compiled = InMemoryRouteTable(
            records, origins: TableRecords.originsText(spec),
            appValue: { context, key, bytes, count in
                let checks = Unmanaged<AppValueChecks>.fromOpaque(context!).takeUnretainedValue()
                return checks.accepts(
                    key, String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
            },
            // Kept for the life of the process, as the texts are.
            appContext: UnsafeRawPointer(Unmanaged.passRetained(AppValueChecks(checks)).toOpaque()))
        // Kept for the life of the process, as the generated file's records are: tests keep
        // tables in `static let`s, or take a table and use it briefly.
        _ = Unmanaged.passRetained(compiled)
        self.compiled = compiled
        routes = spec.routes.map { route in
            Route(
                name: route.name, key: _RouteKey.route(route.name),
                labels: route.parameters.map { Label(name: $0.name, kind: Self.kind(of: $0), role: Self.role(of: $0)) })
        }
        var index: [UInt64: Int] = [:]
        for (position, route) in routes.enumerated() { index[route.key] = position }
        routeIndex = index
    }

    /// The table: one without records when the spec has errors, which matches and builds
    /// nothing.
    var table: _RouteTable {
        compiled?.table
            ?? _RouteTable(
                records: { _, _ in nil }, recordContext: nil, origins: UnsafeBufferPointer(start: nil, count: 0),
                captures: 0, labels: 0, mixedSegments: false, excludes: false)
    }

    private static func kind(of parameter: CaseParameter) -> Kind {
        if parameter.isCatchAll { return .catchAll }
        switch parameter.type {
        case .builtIn(let type):
            switch type.name {
            case "int": return .int
            case "double": return .double
            case "bool": return .bool
            case "uuid": return .uuid
            default: return .string
            }
        case .enumeration(let named): return .enumeration(named.rawValues)
        case .app(let app): return .app(app.swiftType)
        }
    }

    private static func role(of parameter: CaseParameter) -> Role {
        switch parameter.kind {
        case .required, .defaulted, .flag: .value
        case .optional: .optional
        case .list: .list
        }
    }

    /// The route whose record has `key`.
    func route(_ key: UInt64) -> Route? {
        routeIndex[key].map { routes[$0] }
    }

    /// The default of the metadata declaration `name`, as the generated property passes it.
    func metadataDefault(_ name: String) -> String? {
        spec?.metadataDeclaration(name)?.defaultValue
    }

    /// The key of the route called `name`.
    static func key(_ name: String) -> UInt64 {
        _RouteKey.route(name)
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
        table.match(string: url) { route($0.route)?.name ?? "unknown route \($0.route)" }
    }

    /// What a generated maker reads from `match`, rendered.
    func render(_ match: _RouteMatch) -> String {
        guard let route = route(match.route) else { return "unknown route \(match.route)" }
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
        case .enumeration(let rawValues):
            return read(EnumIndex.self, match, index, label.role) { rawValues[$0.index] }
        case .app(let name):
            guard let appType = appTypes[name] else { return "unknown app type \(name)" }
            return appType.read(match, index, label.role)
        case .catchAll: return listText(match.segments(index).map(quoted))
        }
    }

    private func read<Value: _RouteValue>(
        _ type: Value.Type, _ match: _RouteMatch, _ index: Int, _ role: Role, show: (Value) -> String
    ) -> String {
        switch role {
        case .optional: return (match.optional(index) as Value?).map(show) ?? "nil"
        case .list: return listText((match.list(index) as [Value]).map(show))
        case .value: return show(match.value(index) as Value)
        }
    }

    // MARK: Building

    /// The URL the writer builds for `value` under `scheme` (`nil`: the canonical URL); `nil`
    /// for a route the table does not have (whose values the writer could not take: the
    /// generated code never visits one).
    func url(_ value: RouteValue, scheme: String? = nil) -> String? {
        guard route(_RouteKey.route(value.name)) != nil else { return nil }
        var writer = _RouteURLWriter(table, scheme: scheme)
        value.visit(&writer)
        return writer.finish()
    }

    /// `value` rendered as ``render(_:)`` renders a match of it.
    func render(_ value: RouteValue) -> String {
        var visitor = RenderingVisitor()
        value.visit(&visitor)
        guard let route = route(visitor.key) else { return "unknown \(value.name)" }
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

/// An app type (`{"swift": T}`) of a test table: its Swift type's name, the check the table runs,
/// and how a maker reads its values.
struct AppType: Sendable {
    let name: String
    let check: @Sendable (String) -> Bool
    let read: @Sendable (_RouteMatch, Int, TestTable.Role) -> String

    static func of<Value: RouteParameter>(_ type: Value.Type) -> AppType {
        AppType(name: "\(type)", check: _RouteAppType.check(type)) { match, index, role in
            switch role {
            case .optional: (match.appOptional(index) as Value?)?.routeParameter ?? "nil"
            case .list: listText((match.appList(index) as [Value]).map(\.routeParameter))
            case .value: (match.appValue(index) as Value).routeParameter
            }
        }
    }
}

/// A named enum as the generated code declares it (`"Tab": ["home", "search", "profile"]`).
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

/// A route value as the generated enum's `_visit` hands it to a visitor: the key of its route,
/// then its values in label order.
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

    let name: String
    let parts: [Part]

    init(_ name: String, _ parts: Part...) {
        self.name = name
        self.parts = parts
    }

    init(_ name: String, parts: [Part]) {
        self.name = name
        self.parts = parts
    }

    /// What the generated `_visit` does for this value.
    func visit<Visitor: _RouteVisitor>(_ visitor: inout Visitor) {
        var erased: any _RouteVisitor = visitor
        erased.route(_RouteKey.route(name))
        for part in parts { part.apply(&erased) }
        visitor = erased as! Visitor
    }
}

/// Renders a visited route value as ``TestTable/render(_:)`` renders a match.
struct RenderingVisitor: _RouteVisitor {
    var key: UInt64 = 0
    var values: [String] = []

    mutating func route(_ key: UInt64) { self.key = key }
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

/// The checks of a test table's app types by key: the context its C function is given.
final class AppValueChecks: Sendable {
    let checks: [UInt64: @Sendable (String) -> Bool]

    init(_ checks: [UInt64: @Sendable (String) -> Bool]) {
        self.checks = checks
    }

    func accepts(_ key: UInt64, _ text: String) -> Bool {
        checks[key]?(text) ?? false
    }
}
