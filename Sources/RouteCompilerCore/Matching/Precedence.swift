/// Specification §4.7: which of two patterns that match the same URL wins.
enum Precedence {
    /// The outcome of comparing two patterns.
    enum Order: Equatable {
        case first
        case second
        /// Neither wins: the spec is ambiguous (Specification §4.8).
        case tie
        /// The same path and as many required query keys, but not the same keys: the URL's
        /// query items decide, in order (``compareByKeyOrder(_:_:itemKeys:)``, Specification
        /// §4.7 rule 4). Never an ambiguity.
        case byKeyOrder
    }

    /// The rank of a literal segment: the best.
    static let literalRank = 0
    /// The rank of a named enum or app type parameter, the same as the typed built-in types'.
    static let typedRank = 1
    /// The rank of a catch-all: the worst.
    static let catchAllRank = 4

    /// The rank of a parameter of `type`: a built-in type's own (``BuiltInType/rank``), else the
    /// typed rank.
    static func rank(_ type: ParameterType) -> Int {
        type.builtIn?.rank ?? typedRank
    }

    /// Where a segment stands in the order of Specification §4.7 rule 2, lower first: its class
    /// (1 a whole literal, 2 a mixed segment, 3 a typed parameter, 4 `double`, 5 `string`, 6 a
    /// catch-all), then, among mixed segments, more literal characters first. Two segments that
    /// are not alike and have the same order tie.
    static func order(_ kind: PathSegment.Kind) -> (segmentClass: Int, literalCharacters: Int) {
        switch kind {
        case .literal: (1, 0)
        case .mixed(let pieces): (2, -MixedPiece.literalCharacterCount(of: pieces))
        case .parameter(_, let type): (2 + rank(type), 0)
        case .catchAll: (6, 0)
        }
    }

    /// Whether the matcher tries a parameter of type `a` before one of type `b` at the same
    /// position: the lower rank first; within a rank the built-in types (by
    /// ``BuiltInType/matchOrder``), then named enums, then app types, each by name. The order
    /// among types of the same rank decides nothing (two such parameters that read the same text
    /// are an ambiguity) but keeps the generated code the same from run to run.
    static func isTriedFirst(_ a: ParameterType, _ b: ParameterType) -> Bool {
        func key(_ type: ParameterType) -> (rank: Int, group: Int, order: Int, name: String) {
            switch type {
            case .builtIn(let builtIn): (builtIn.rank, 0, builtIn.matchOrder, "")
            case .enumeration(let named): (typedRank, 1, 0, named.name)
            case .app(let app): (typedRank, 2, 0, app.name)
            }
        }
        return key(a) < key(b)
    }

    /// One of two patterns compared: the pattern, its required query keys, and whether its
    /// route's literals and enum values compare exactly.
    struct Contender {
        var pattern: Pattern
        var requiredKeys: [String]
        var isCaseSensitive: Bool
    }

    /// Compares two patterns that both match a URL of `segmentCount` path segments (Specification
    /// §4.7): at the first segment where they are not alike (``alike(_:_:_:_:)``), the one that
    /// comes first in ``order(_:)`` wins, and equal orders are a tie. When every segment is alike,
    /// the pattern with more required query keys wins; as many but not the same keys are decided
    /// by the URL's keys (``Order/byKeyOrder``), and the same keys are a tie.
    static func compare(_ first: Contender, _ second: Contender, segmentCount: Int) -> Order {
        for index in 0..<segmentCount {
            let a = kind(of: first.pattern, at: index)
            let b = kind(of: second.pattern, at: index)
            guard !alike(a, first.isCaseSensitive, b, second.isCaseSensitive) else { continue }
            let (orderA, orderB) = (order(a), order(b))
            if orderA == orderB { return .tie }
            return orderA < orderB ? .first : .second
        }
        return compareRequiredKeys(first.requiredKeys, second.requiredKeys)
    }

    /// Compares two patterns of the same path by their required query keys (Specification §4.7
    /// rules 4 and 5): more keys first; as many but not the same keys ``Order/byKeyOrder``; the
    /// same keys a tie.
    static func compareRequiredKeys(_ first: [String], _ second: [String]) -> Order {
        if first.count != second.count { return first.count > second.count ? .first : .second }
        return Set(first) == Set(second) ? .tie : .byKeyOrder
    }

    /// Which of two patterns that both match a URL, and whose order is ``Order/byKeyOrder``, the
    /// URL opens (Specification §4.7 rule 4): the first of the URL's query items (`itemKeys`,
    /// their decoded keys in order) whose key one requires and the other does not decides for
    /// the one that requires it; the key, or `nil` (a tie) when no item tells them apart.
    static func compareByKeyOrder(
        _ first: [String], _ second: [String], itemKeys: [[UInt8]]
    ) -> (order: Order, key: String?) {
        for itemKey in itemKeys {
            let a = first.first { $0.utf8.elementsEqual(itemKey) }
            let b = second.first { $0.utf8.elementsEqual(itemKey) }
            if (a == nil) != (b == nil) { return (a != nil ? .first : .second, a ?? b) }
        }
        return (.tie, nil)
    }

    /// The kind of segment that reads the URL's segment `index`: a catch-all covers every
    /// segment from its own on.
    private static func kind(of pattern: Pattern, at index: Int) -> PathSegment.Kind {
        if let last = pattern.segments.last, case .catchAll = last.kind, index >= pattern.segments.count - 1 {
            return last.kind
        }
        return pattern.segments[index].kind
    }

    /// Whether two segments that read the same URL segment read it the same way (Specification §4.7
    /// rule 1): literals of the same text under the same case rule (folded when both ignore case),
    /// parameters of the same type (a named enum read under the same case rule), two catch-alls,
    /// or mixed segments with the same pieces so compared and the same parameter types. A
    /// segment of a case-insensitive route whose reading depends on case is never alike a
    /// case-sensitive one: they tie when both match, so that no order between them matters.
    static func alike(
        _ a: PathSegment.Kind, _ aIsCaseSensitive: Bool, _ b: PathSegment.Kind, _ bIsCaseSensitive: Bool
    ) -> Bool {
        switch (a, b) {
        case (.literal(let x), .literal(let y)):
            guard aIsCaseSensitive == bIsCaseSensitive else { return false }
            return aIsCaseSensitive ? x.utf8.elementsEqual(y.utf8) : ASCIICase.equal(x.utf8, y.utf8)
        case (.parameter(_, let x), .parameter(_, let y)):
            guard x == y else { return false }
            if case .enumeration = x { return aIsCaseSensitive == bIsCaseSensitive }
            return true
        case (.catchAll, .catchAll):
            return true
        case (.mixed(let x), .mixed(let y)):
            guard aIsCaseSensitive == bIsCaseSensitive else { return false }
            return MixedShape(x, ignoresCase: !aIsCaseSensitive) == MixedShape(y, ignoresCase: !bIsCaseSensitive)
        default:
            return false
        }
    }
}

/// The shape of a mixed segment, by which two mixed segments are the same edge of the trie and
/// alike for precedence: its pieces with the parameters' names left out, and its literal text
/// lowercased when it is compared ignoring case.
struct MixedShape: Hashable {
    /// The pieces, each parameter named `""`.
    var pieces: [MixedPiece]

    init(_ pieces: [MixedPiece], ignoresCase: Bool) {
        self.pieces = pieces.map { piece in
            switch piece {
            case .literal(let text): .literal(ignoresCase ? ASCIICase.lowercased(text) : text)
            case .parameter(_, let type): .parameter(name: "", type: type)
            }
        }
    }
}
