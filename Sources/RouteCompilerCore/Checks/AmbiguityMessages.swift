/// The wording of ambiguity errors: both routes and patterns, a URL both match, why neither wins
/// and how to fix it.
struct AmbiguityMessages {
    let context: AnalysisContext

    /// The error at the later pattern, with a note at the earlier one.
    func diagnostic(_ conflict: AmbiguityAnalysis.Conflict) -> Diagnostic {
        let (first, second) = (conflict.earlier, conflict.later)
        let firstPattern = Quote.single(context.pattern(first).text)
        let secondPattern = Quote.single(context.pattern(second).text)
        let firstRoute = Quote.single(context.route(first).name)
        let secondRoute = Quote.single(context.route(second).name)
        let head: String
        let note: String
        if first.route == second.route {
            head =
                "route \(firstRoute) has colliding patterns: \(firstPattern) and \(secondPattern) both match"
                + " \(conflict.url)"
            note = "\(firstPattern) of route \(firstRoute) also matches \(conflict.url)"
        } else {
            head =
                "ambiguous: \(firstRoute) (\(firstPattern)) and \(secondRoute) (\(secondPattern)) both match"
                + " \(conflict.url) with equal precedence"
            note = "\(firstRoute) (\(firstPattern)) also matches \(conflict.url)"
        }
        return .error(
            head + "; " + explanation(conflict), at: context.pattern(second).position,
            notes: [.note(note, at: context.pattern(first).position)])
    }

    private func explanation(_ conflict: AmbiguityAnalysis.Conflict) -> String {
        switch conflict.cause {
        case .samePath: samePath(conflict.earlier, conflict.later)
        case .tie(let depth, let value): tie(conflict.earlier, conflict.later, depth: depth, value: value)
        }
    }

    private func samePath(_ first: RouteTrie.PatternReference, _ second: RouteTrie.PatternReference) -> String {
        let keys = (context.query(first).required, context.query(second).required)
        let sameRoute = first.route == second.route
        let fix = "make the paths differ by a literal segment" + (sameRoute ? " or remove one pattern" : "")
        if Set(keys.0) == Set(keys.1) {
            if context.pattern(first).text == context.pattern(second).text {
                return sameRoute ? "the patterns are the same; remove one" : "the patterns are the same; \(fix)"
            }
            if keys.0.isEmpty { return "the paths have the same shape; \(fix)" }
            return "the paths have the same shape and require the same query keys"
                + " (\(keys.0.map(Quote.single).joined(separator: ", "))); \(fix), or require different keys"
        }
        let count = keys.0.count == 1 ? "1 query key" : "\(keys.0.count) query keys"
        let listed = (
            keys.0.map(Quote.single).joined(separator: ", "), keys.1.map(Quote.single).joined(separator: ", ")
        )
        return "the paths have the same shape and each requires \(count) (\(listed.0) and \(listed.1)), so a URL"
            + " with all of them matches both; require one more key in the pattern that should win, or \(fix)"
    }

    private func tie(
        _ first: RouteTrie.PatternReference, _ second: RouteTrie.PatternReference, depth: Int, value: String
    ) -> String {
        let segments = (context.pattern(first).segments[depth], context.pattern(second).segments[depth])
        guard case .parameter(_, let firstType) = segments.0.kind,
            case .parameter(_, let secondType) = segments.1.kind
        else { return "separate them with a literal segment" }
        let texts = (Quote.single(Self.text(of: segments.0)), Quote.single(Self.text(of: segments.1)))
        let at = "at segment \(depth + 1), \(texts.0) and \(texts.1)"
        let fix = "separate them with a literal segment, as in \(Quote.single(separated(second, at: depth)))"
        for (type, other) in [(firstType, secondType), (secondType, firstType)] {
            if case .app(let app) = type {
                return "\(at) may both read \(Quote.single(value)): \(app.name) is a {\"swift\"} type, which the"
                    + " compiler cannot inspect, so it is assumed to read anything \(other.specName) reads, and"
                    + " typed parameters of different types rank equally; \(fix)"
            }
        }
        var why = "typed parameters of different types rank equally"
        switch (firstType, secondType) {
        case (.enumeration(let a), .enumeration(let b)):
            why = "\(Quote.single(value)) is a value of both \(a.name) and \(b.name), and " + why
        case (.enumeration(let named), let other), (let other, .enumeration(let named)):
            why =
                "the \(named.name) value \(Quote.single(value)) also reads as"
                + " \(other.builtIn?.nameWithArticle ?? "a " + other.specName), and " + why
        default:
            why = "\(Quote.single(value)) reads as both \(firstType.specName) and \(secondType.specName), and " + why
        }
        return "\(at) both read \(Quote.single(value)): \(why); \(fix)"
    }

    /// The path of `reference` with a literal named after its parameter at `depth` inserted before
    /// it: `/p/{code:Code}` → `/p/code/{code:Code}`.
    private func separated(_ reference: RouteTrie.PatternReference, at depth: Int) -> String {
        let segments = context.pattern(reference).segments
        var texts = segments.map(Self.text(of:))
        if case .parameter(let name, _) = segments[depth].kind { texts.insert(name, at: depth) }
        return "/" + texts.joined(separator: "/")
    }

    /// A segment as written in the pattern: `products`, `{id:int}`, `{name}`, `{rest*}`.
    static func text(of segment: PathSegment) -> String {
        switch segment.kind {
        case .literal(let text): text
        case .parameter(let name, .builtIn(.string)): "{\(name)}"
        case .parameter(let name, let type): "{\(name):\(type.specName)}"
        case .catchAll(let name): "{\(name)*}"
        }
    }
}
