/// Specification §4.7: which of two patterns that match the same URL wins.
enum Precedence {
    /// The outcome of comparing two patterns.
    enum Order: Equatable {
        case first
        case second
        /// Neither wins: the spec is ambiguous (Specification §4.8).
        case tie
    }

    /// The rank of a literal segment: the best.
    static let literalRank = 0
    /// The rank of a named enum or app type parameter, the same as the typed built-in types'.
    static let typedRank = 1
    /// The rank of a catch-all: the worst.
    static let catchAllRank = 4

    /// The rank of a segment: literal 0 (best), a parameter its type's (1 for a typed parameter:
    /// most built-in types, named enums, `{"swift"}` types; 2 for `double`; 3 for `string`),
    /// catch-all 4.
    static func rank(_ kind: PathSegment.Kind) -> Int {
        switch kind {
        case .literal: literalRank
        case .parameter(_, let type): rank(type)
        case .catchAll: catchAllRank
        }
    }

    /// The rank of a parameter of `type`: a built-in type's own (``BuiltInType/rank``), else the
    /// typed rank.
    static func rank(_ type: ParameterType) -> Int {
        type.builtIn?.rank ?? typedRank
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

    /// Compares two patterns that both match a URL of `segmentCount` path segments: at the first
    /// segment where their kinds differ (a literal, a parameter of a given type, a catch-all),
    /// the lower rank wins, and equal ranks are a tie. When no segment differs, the pattern with
    /// more required query keys (`firstKeys`, `secondKeys`) wins, and equal counts are a tie.
    static func compare(
        _ first: Pattern, keys firstKeys: Int, _ second: Pattern, keys secondKeys: Int, segmentCount: Int
    ) -> Order {
        for index in 0..<segmentCount {
            let a = kind(of: first, at: index)
            let b = kind(of: second, at: index)
            guard !same(a, b) else { continue }
            let (rankA, rankB) = (rank(a), rank(b))
            if rankA == rankB { return .tie }
            return rankA < rankB ? .first : .second
        }
        if firstKeys == secondKeys { return .tie }
        return firstKeys > secondKeys ? .first : .second
    }

    /// The kind of segment that reads the URL's segment `index`: a catch-all covers every
    /// segment from its own on.
    private static func kind(of pattern: Pattern, at index: Int) -> PathSegment.Kind {
        if let last = pattern.segments.last, case .catchAll = last.kind, index >= pattern.segments.count - 1 {
            return last.kind
        }
        return pattern.segments[index].kind
    }

    /// Whether two segments read the same way: equal literals, parameters of the same type, or
    /// two catch-alls.
    private static func same(_ a: PathSegment.Kind, _ b: PathSegment.Kind) -> Bool {
        switch (a, b) {
        case (.literal(let x), .literal(let y)): x.utf8.elementsEqual(y.utf8)
        case (.parameter(_, let x), .parameter(_, let y)): x == y
        case (.catchAll, .catchAll): true
        default: false
        }
    }
}
