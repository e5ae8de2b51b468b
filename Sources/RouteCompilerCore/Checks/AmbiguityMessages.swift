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
        case .mixedTie(let depth, let value): mixedTie(conflict.earlier, conflict.later, depth: depth, value: value)
        case .literalCase(let depth, let value, let hostPosition):
            literalCase(conflict.earlier, conflict.later, depth: depth, value: value, hostPosition: hostPosition)
        }
    }

    private func mixedTie(
        _ first: RouteTrie.PatternReference, _ second: RouteTrie.PatternReference, depth: Int, value: String
    ) -> String {
        let segments = (context.pattern(first).segments[depth], context.pattern(second).segments[depth])
        let texts = (Quote.single(Self.text(of: segments.0)), Quote.single(Self.text(of: segments.1)))
        let count = segments.0.kind.literalCharacterCount ?? 0
        let characters = count == 1 ? "1 literal character" : "\(count) literal characters"
        return "at segment \(depth + 1), \(texts.0) and \(texts.1) both read \(Quote.single(value)), and mixed"
            + " segments with as many literal characters (\(characters) each) rank equally; give the one that"
            + " should win more literal text, or separate them with a literal segment"
    }

    private func literalCase(
        _ first: RouteTrie.PatternReference, _ second: RouteTrie.PatternReference, depth: Int, value: String,
        hostPosition: Bool
    ) -> String {
        let segments = (context.pattern(first).segments[depth], context.pattern(second).segments[depth])
        let texts = (Quote.single(Self.text(of: segments.0)), Quote.single(Self.text(of: segments.1)))
        let at = "at segment \(depth + 1), \(texts.0) and \(texts.1) both read \(Quote.single(value))"
        if hostPosition {
            return "\(at): the first segment of a host-first custom-scheme URL is its host, which compares"
                + " ignoring case (Specification §4.4 rule 4); spell the literals alike and keep one route, or"
                + " remove the host-first scheme from one route's \"schemes\""
        }
        let routes = (context.route(first), context.route(second))
        let (insensitive, sensitive) = routes.0.isCaseSensitive ? (routes.1, routes.0) : (routes.0, routes.1)
        return "\(at), but route \(Quote.single(insensitive.name)) compares literals ignoring case"
            + " (\"caseSensitive\": false) and route \(Quote.single(sensitive.name)) does not, so neither takes"
            + " precedence; give both routes the same \"caseSensitive\", or make the paths differ by a literal"
            + " segment"
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
        if case .mixed(let pieces) = segments[depth].kind, let name = MixedPiece.parameters(of: pieces).first?.name {
            texts.insert(name, at: depth)
        }
        return "/" + texts.joined(separator: "/")
    }

    /// A segment as written in the pattern: `products`, `{id:int}`, `{name}`, `{rest*}`,
    /// `{slug}-{id:int}`.
    static func text(of segment: PathSegment) -> String {
        segment.kind.patternText
    }
}
