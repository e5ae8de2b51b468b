/// Where a value comes from in a link, independent of its label, so that renaming a label does
/// not count as a change of the value a link carries.
enum ValueSource: Hashable, Sendable {
    /// The path segment at this index.
    case path(Int)
    /// The path segments from this index on (a catch-all).
    case rest(Int)
    /// The parameter at `parameter` (counted among the segment's parameters) of the mixed segment
    /// at `segment`.
    case piece(segment: Int, parameter: Int)
    /// The query item with this key.
    case query(String)
}

/// What a link opened in one spec according to its ``ReferenceMatcher``: the match, and where
/// in the link each of the case's values comes from.
struct LinkOutcome {
    /// The reference matcher's match.
    var match: ReferenceMatch
    /// The matched route.
    var route: Route
    /// The source of each label's value.
    var sources: [String: ValueSource]

    init(_ match: ReferenceMatch, in spec: RouteSpec) {
        self.match = match
        route = spec.routes[match.routeIndex]
        let pattern = route.patterns[match.patternIndex]
        var sources: [String: ValueSource] = [:]
        for (index, segment) in pattern.segments.enumerated() {
            switch segment.kind {
            case .literal: break
            case .parameter(let name, _): sources[name] = .path(index)
            case .catchAll(let name): sources[name] = .rest(index)
            case .mixed(let pieces):
                for (offset, parameter) in MixedPiece.parameters(of: pieces).enumerated() {
                    sources[parameter.name] = .piece(segment: index, parameter: offset)
                }
            }
        }
        for binding in pattern.queryBindings { sources[binding.parameter] = .query(binding.key) }
        for parameter in route.queryParameters { sources[parameter.name] = .query(parameter.name) }
        self.sources = sources
    }

    /// The old labels whose values `link`, which gave `self` in the old spec, gives differently
    /// as `after` in the new one.
    ///
    /// A value the link carries is read from the same text on both sides, so it is the same
    /// value (a type that reads it differently changes Swift code, which the case's signature
    /// reports); it only changes when the new case no longer reads it at all, for a piece of a
    /// mixed segment when the segment splits differently, and for a `flag` on either side when the
    /// values differ (a flag is `true` whatever the text, which a `bool` reads). A value the link
    /// does not carry, nothing or a default, changes when the values differ.
    func differingLabels(from after: LinkOutcome, link: SampleLink) -> [String] {
        let labelsBySource = Dictionary(after.sources.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [String] = []
        for argument in match.arguments {
            guard let source = sources[argument.label] else { continue }
            let carried = link.carries(source)
            guard let newLabel = labelsBySource[source], let newValue = after.match[newLabel] else {
                if carried { result.append(argument.label) }
                continue
            }
            let oldKind = route.queryParameters.first { $0.name == argument.label }?.kind
            let newKind = after.route.queryParameters.first { $0.name == newLabel }?.kind
            if carried {
                var compares = oldKind == .flag || newKind == .flag
                if case .piece = source { compares = true }
                if compares, Self.comparableText(argument.value) != Self.comparableText(newValue) {
                    result.append(argument.label)
                }
                continue
            }
            if !Self.sameAbsentValue(oldKind, argument.value, newKind, newValue) {
                result.append(argument.label)
            }
        }
        return result
    }

    /// Whether two query parameters give the same value when their key is absent: nothing (`nil`
    /// or an empty list) for both, or the same value, written alike or meaning the same (`1` as an
    /// `int` and as a `double`; an absent `flag` and a `bool = false`).
    private static func sameAbsentValue(
        _ oldKind: CaseParameter.Kind?, _ oldValue: ReferenceValue, _ newKind: CaseParameter.Kind?,
        _ newValue: ReferenceValue
    ) -> Bool {
        switch (oldKind, newKind) {
        case (.optional, .optional), (.optional, .list), (.list, .optional), (.list, .list), (.flag, .flag):
            return true
        case (.defaulted(let a), .defaulted(let b)) where a == b:
            return true
        default:
            guard let text = comparableText(oldValue) else { return false }
            return text == comparableText(newValue)
        }
    }

    /// A scalar value as text that is equal for equal values of different types: `1` for the
    /// `int` 1 and the `double` 1.0; otherwise the canonical text (`true` for the `bool` `1`); an
    /// optional's value, when it has one.
    private static func comparableText(_ value: ReferenceValue) -> String? {
        func number(_ value: Double) -> String {
            value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : value.description
        }
        switch value {
        case .builtIn(let type, let text):
            guard isNumber(type), let value = Double(text) else { return text }
            return number(value)
        case .enumeration(_, let value): return value.rawValue
        case .app(_, let text): return text
        case .optional(let value?): return comparableText(value)
        case .strings, .optional, .list: return nil
        }
    }

    /// Whether values of `type` are numbers, which compare by value across types: `double` and the
    /// types it includes (`int`).
    private static func isNumber(_ type: BuiltInType) -> Bool {
        type == .double || BuiltInType.double.includedTypeNames.contains(type.name)
    }
}
