/// SPEC §4.7: which of two patterns that match the same URL wins.
enum Precedence {
    /// The outcome of comparing two patterns.
    enum Order: Equatable {
        case first
        case second
        /// Neither wins: the spec is ambiguous (SPEC §4.8).
        case tie
    }

    /// The rank of a segment: literal 0 (best), typed parameter (`int`, `uuid`, `bool`, named
    /// enum, `{"swift"}`) 1, `double` 2, `string` 3, catch-all 4.
    static func rank(_ kind: PathSegment.Kind) -> Int {
        switch kind {
        case .literal: 0
        case .parameter(_, .double): 2
        case .parameter(_, .string): 3
        case .parameter: 1
        case .catchAll: 4
        }
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
