import Foundation
@_spi(Generated) import RouteRuntime

@testable @_spi(Generated) import RouteCompilerCore

/// The line the Kotlin differential test expects for each input, written on the Swift side: the
/// route and values the reference matcher (the oracle the generated Swift is held to) reads, the
/// canonical URL and the URL under each scheme as RouteRuntime's URL writer builds them from those
/// values (what the generated Swift's `url` and `url(scheme:)` call), and whether each URL opens
/// the same route again.
///
/// The format, which the Kotlin harness (``KotlinHarness``) writes the same way:
///
///     nil                                          no route
///     case(label=value,…) URL BACK scheme=URL BACK … stack=LEVEL>LEVEL… meta=VALUE,…
///                                                      a route; BACK is `=` when the URL opens the
///                                                      same route and values, else `~` and what
///                                                      it opens; the stack from its root (§9.5),
///                                                      each level as `case(label=value,…)`; the
///                                                      metadata values in declaration order (§9.6)
///
/// A module route of a composition (Specification §10.1) is named as the composed table names it
/// (`catalog.product`).
///
/// Values: an `int` in decimal, a `double` as the hexadecimal of its bits, a `bool` `true` or
/// `false`, a `uuid` in lowercase, a text (a `string`, an enum's raw value, an app value's text) in
/// quotes with every byte but letters, digits and `-._~` as `%XX`, `nil`, lists in brackets.
struct DifferentialLines {
    let spec: RouteSpec
    let reference: ReferenceMatcher
    /// The schemes each line builds a URL under.
    let schemes: [String]
    /// The spec's route table, which RouteRuntime's URL writer builds with.
    private let compiled: InMemoryRouteTable

    init(spec: RouteSpec, appTypes: [String: @Sendable (String) -> Bool] = [:]) {
        self.spec = spec
        reference = ReferenceMatcher(spec, swiftTypes: appTypes)
        schemes = Self.schemes(of: spec)
        compiled = InMemoryRouteTable(spec)
    }

    /// `https`, every custom scheme as spelled, uppercased and with a `k` written as the Kelvin
    /// sign (which Unicode lowercases to `k`; the writer compares ASCII case only), `HTTPS`,
    /// `https` with a combining accent, and a scheme of none.
    static func schemes(of spec: RouteSpec) -> [String] {
        var result = ["https"]
        for scheme in spec.schemes.map(\.value.name) {
            result += [scheme, scheme.uppercased()]
            if scheme.contains("k") { result.append(scheme.replacingOccurrences(of: "k", with: "\u{212A}")) }
        }
        return result + ["HTTPS", "https\u{301}", "ftp"]
    }

    /// The lines of `inputs` (a path alone when it starts with `/`).
    func lines(_ inputs: [String]) -> [String] {
        let table = compiled.table
        return withExtendedLifetime(compiled) { inputs.map { line($0, table: table) } }
    }

    private func match(_ input: String) -> ReferenceMatch? {
        input.hasPrefix("/") ? reference.match(path: input) : reference.match(input)
    }

    private func line(_ input: String, table: _RouteTable) -> String {
        guard let found = match(input) else { return "nil" }
        var text = describe(found)
        let canonical = url(found, scheme: nil, table: table)
        text += " " + (canonical ?? "nil") + (canonical.map { back(found, $0) } ?? "")
        for scheme in schemes {
            let other = url(found, scheme: scheme, table: table)
            text += " \(scheme)=" + (other.map { $0 + back(found, $0) } ?? "nil")
        }
        return text + " stack=" + stack(found).joined(separator: ">") + " meta=" + metadata(found)
    }

    /// The levels of the match's stack from its root (Specification §9.5), each described: the
    /// parent takes the child's value of each parameter it shares, the others their defaults.
    private func stack(_ found: ReferenceMatch) -> [String] {
        var levels: [String] = []
        var level: (index: Int, values: [ReferenceValue])? = (found.routeIndex, found.arguments.map(\.value))
        while let (index, values) = level, levels.count < 64 {
            levels.append(describe(routeIndex: index, values: values))
            let route = spec.routes[index]
            guard let parent = route.parent, let parentIndex = spec.routes.firstIndex(where: { $0.name == parent.name })
            else { break }
            let parentValues = spec.routes[parentIndex].parameters.enumerated().map { position, parameter in
                guard position < parent.arguments.count, let argument = parent.arguments[position],
                    let child = route.parameters.firstIndex(where: { $0.name == argument })
                else { return Self.defaultValue(parameter) }
                return values[child]
            }
            level = (parentIndex, parentValues)
        }
        return levels.reversed()
    }

    /// The value a parameter the child does not give takes in the parent: `nil`, `[]`, `false` or
    /// its default.
    private static func defaultValue(_ parameter: CaseParameter) -> ReferenceValue {
        switch parameter.kind {
        case .optional: return .optional(nil)
        case .list: return .list([])
        case .flag: return .builtIn(.bool, text: "false")
        case .required: return .builtIn(.string, text: "")
        case .defaulted(let literal):
            switch parameter.type {
            case .builtIn(let builtIn): return .builtIn(builtIn, text: builtIn.canonicalText(of: literal) ?? literal)
            case .enumeration(let named):
                return .enumeration(
                    type: named.name,
                    value: named.value(withRawValue: literal)
                        ?? NamedEnum.Value(rawValue: literal, position: parameter.position))
            case .app(let app): return .app(app, text: literal)
            }
        }
    }

    /// The route's metadata values (Specification §9.6), in declaration order, separated by `,`.
    private func metadata(_ found: ReferenceMatch) -> String {
        let route = spec.routes[found.routeIndex]
        return spec.metadata.enumerated().map { index, declaration in
            let text = index < route.metadata.count ? route.metadata[index] : declaration.defaultValue
            guard let text else { return "nil" }
            switch declaration.type {
            case .builtIn(let builtIn):
                switch builtIn.name {
                case "double": return String(Double(text)!.bitPattern, radix: 16)
                case "string": return Self.quoted(text)
                default: return text
                }
            case .enumeration, .app: return Self.quoted(text)
            }
        }.joined(separator: ",")
    }

    private func back(_ found: ReferenceMatch, _ url: String) -> String {
        guard let again = reference.match(url) else { return " ~nil" }
        if again.routeName == found.routeName && again.arguments == found.arguments { return " =" }
        return " ~" + describe(again)
    }

    /// `case(label=value,…)`, or the case alone.
    func describe(_ match: ReferenceMatch) -> String {
        describe(routeIndex: match.routeIndex, values: match.arguments.map(\.value))
    }

    /// `case(label=value,…)` of the route at `routeIndex` with `values`, or the case alone.
    func describe(routeIndex: Int, values: [ReferenceValue]) -> String {
        let route = spec.routes[routeIndex]
        guard !values.isEmpty else { return route.name }
        let described = zip(route.parameters, values).map { parameter, value in
            parameter.name + "=" + Self.describe(value)
        }
        return route.name + "(" + described.joined(separator: ",") + ")"
    }

    static func describe(_ value: ReferenceValue) -> String {
        switch value {
        case .builtIn(let type, let text):
            switch type.name {
            case "double": return String(Double(text)!.bitPattern, radix: 16)
            case "string": return quoted(text)
            default: return text
            }
        case .enumeration(_, let value): return quoted(value.rawValue)
        case .app(_, let text): return quoted(text)
        case .strings(let items): return "[" + items.map(quoted).joined(separator: ",") + "]"
        case .optional(let value): return value.map(describe) ?? "nil"
        case .list(let items): return "[" + items.map(describe).joined(separator: ",") + "]"
        }
    }

    /// A text in quotes, every byte but letters, digits and `-._~` as `%XX`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return result + "\""
    }

    // MARK: Building

    /// The URL of the match's values as the generated Swift builds it: RouteRuntime's writer, fed
    /// the values with their Swift types.
    private func url(_ found: ReferenceMatch, scheme: String?, table: _RouteTable) -> String? {
        let route = spec.routes[found.routeIndex]
        var writer = _RouteURLWriter(table, scheme: scheme)
        writer.route(_RouteKey.route(route.name))
        for (parameter, argument) in zip(route.parameters, found.arguments) {
            Self.visit(argument.value, parameter, into: &writer)
        }
        return writer.finish()
    }

    private static func visit(_ value: ReferenceValue, _ parameter: CaseParameter, into writer: inout _RouteURLWriter) {
        if parameter.isCatchAll, case .strings(let items) = value {
            writer.segments(items)
            return
        }
        switch parameter.kind {
        case .list:
            guard case .list(let items) = value else { return }
            switch parameter.type.builtIn?.name {
            case "int": writer.list(items.map { Int(text(of: $0))! })
            case "double": writer.list(items.map { Double(text(of: $0))! })
            case "bool": writer.list(items.map { Bool(text(of: $0))! })
            case "uuid": writer.list(items.map { UUID(uuidString: text(of: $0))! })
            default: writer.list(items.map { TextValue(text(of: $0)) })
            }
        case .optional:
            guard case .optional(let inner) = value else { return }
            switch parameter.type.builtIn?.name {
            case "int": writer.optional(inner.map { Int(text(of: $0))! })
            case "double": writer.optional(inner.map { Double(text(of: $0))! })
            case "bool": writer.optional(inner.map { Bool(text(of: $0))! })
            case "uuid": writer.optional(inner.map { UUID(uuidString: text(of: $0))! })
            default: writer.optional(inner.map { TextValue(text(of: $0)) })
            }
        case .required, .defaulted, .flag:
            let text = text(of: value)
            switch parameter.type.builtIn?.name {
            case "int": writer.value(Int(text)!)
            case "double": writer.value(Double(text)!)
            case "bool": writer.value(Bool(text)!)
            case "uuid": writer.value(UUID(uuidString: text)!)
            case "string": writer.value(text)
            default: writer.value(TextValue(text))
            }
        }
    }

    /// The text of a scalar value: canonical for a built-in type, the raw value of an enum, the
    /// text of an app value.
    private static func text(of value: ReferenceValue) -> String {
        switch value {
        case .builtIn(_, let text): text
        case .enumeration(_, let value): value.rawValue
        case .app(_, let text): text
        default: ""
        }
    }
}

/// A named enum's or app type's value as the writer takes it: its text, compared as text (as a
/// generated enum compares its raw values).
struct TextValue: RouteParameter {
    var text: String
    init(_ text: String) { self.text = text }
    init?(routeParameter: String) { text = routeParameter }
    var routeParameter: String { text }
}
