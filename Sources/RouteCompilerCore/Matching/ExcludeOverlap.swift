@_spi(Generated) import RouteRuntime

/// How an `"exclude"` pattern (Specification §3.13) relates to a route pattern, by the texts of
/// their segments (``TypeOverlap``): whether it covers every path the route pattern matches
/// (§9.6 rule 1), whether it shares any path with it (§9.6 rule 2), and whether its wildcard
/// form, as link files write it, matches a path of the route pattern that the exclude itself does
/// not (§9.6 rule 3, §10.1 rule 10).
///
/// An app type (`{"swift"}`) in an exclude is app code that the compiler cannot run: it covers
/// nothing, and its wildcard form is assumed to reach paths the app still opens.
enum ExcludeOverlap {
    // MARK: Coverage

    /// Whether every path that `pattern` matches, `exclude` matches too, as far as the compiler
    /// can prove it: segment by segment, a literal covers an equal literal, a parameter covers a
    /// literal or parameter whose texts its type reads, a catch-all covers every rest.
    static func covers(
        _ exclude: Pattern, _ pattern: Pattern, excludeFolds: Bool = false, patternFolds: Bool = false
    ) -> Bool {
        let mine = exclude.segments
        let theirs = pattern.segments
        // A case-insensitive pattern's literal also matches its other spellings, which only an
        // exclude that ignores case too can cover.
        let literalsCovered = excludeFolds || !patternFolds
        for (index, segment) in mine.enumerated() {
            if case .catchAll = segment.kind { return theirs.count > index }
            guard index < theirs.count else { return false }
            switch (segment.kind, theirs[index].kind) {
            case (.literal(let a), .literal(let b)):
                let equal = excludeFolds ? ASCIICase.equal(a.utf8, Array(b.utf8)) : a == b
                guard equal && literalsCovered else { return false }
            case (.literal(let text), .parameter(_, let type)):
                guard let values = TypeOverlap.finiteValues(of: type), values.allSatisfy({ $0 == text }) else {
                    return false
                }
            case (.parameter(_, let type), .literal(let text)):
                guard reads(type, text) else { return false }
            case (.parameter(_, let type), .parameter(_, let other)):
                guard coversType(type, other) else { return false }
            case (.parameter(_, let type), .mixed):
                // A mixed segment's texts are any texts with its literal pieces: a `string` reads them all.
                guard type == .builtIn(.string) else { return false }
            case (.mixed(let pieces), .literal(let text)):
                let reading = SegmentReading(.mixed(pieces), foldsLiterals: excludeFolds, foldsEnums: excludeFolds)
                guard literalsCovered, !hasAppType(pieces), reading.reads(SegmentOverlap.raw(text)) else {
                    return false
                }
            case (.mixed(let a), .mixed(let b)):
                guard a == b, literalsCovered, !hasAppType(a) else { return false }
            default:
                return false
            }
        }
        return theirs.count == mine.count
    }

    private static func hasAppType(_ pieces: [MixedPiece]) -> Bool {
        MixedPiece.parameters(of: pieces).contains { if case .app = $0.type { true } else { false } }
    }

    /// Whether an exclude parameter of `type` reads every text a parameter of `other` reads.
    private static func coversType(_ type: ParameterType, _ other: ParameterType) -> Bool {
        if case .app = type { return false }
        if TypeOverlap.includes(type, other) { return true }
        guard let values = TypeOverlap.finiteValues(of: other) else { return false }
        return values.allSatisfy { reads(type, $0) }
    }

    // MARK: Overlap

    /// Whether some path matches both `exclude` and `pattern`, each segment pair compared by
    /// ``SegmentOverlap`` (mixed segments and case folding included).
    static func overlaps(
        _ exclude: Pattern, _ pattern: Pattern, excludeFolds: Bool = false, patternFolds: Bool = false
    ) -> Bool {
        let mine = exclude.segments
        let theirs = pattern.segments
        var index = 0
        while true {
            let mineEnded = index == mine.count
            let theirsEnded = index == theirs.count
            if mineEnded || theirsEnded { return mineEnded && theirsEnded }
            if case .catchAll = mine[index].kind { return true }
            if case .catchAll = theirs[index].kind { return true }
            let a = SegmentReading(mine[index].kind, foldsLiterals: excludeFolds, foldsEnums: excludeFolds)
            let b = SegmentReading(theirs[index].kind, foldsLiterals: patternFolds, foldsEnums: patternFolds)
            guard SegmentOverlap.mayShare(a, b), SegmentOverlap.sharedSegment(a, b) != nil else { return false }
            index += 1
        }
    }

    // MARK: The wildcard form

    /// What one segment of a path that a route pattern matches can be, for ``wildcardOverreach(_:_:)``.
    private enum Slot {
        case literal(String)
        case type(ParameterType)
        case mixed([MixedPiece])
        /// A segment of a catch-all: any text a path segment may be.
        case any
    }

    /// A path (its decoded segments) that `pattern` matches and that the wildcard form of
    /// `exclude` matches too, where `exclude` itself does not; `nil` when there is none.
    ///
    /// The wildcard form is what a link file can say: each literal segment as itself, each
    /// parameter and catch-all a wildcard that matches one or more characters, `/` included (the
    /// `?*` of AASA, §10.1 rule 10). So it also matches a path whose segments a parameter's
    /// wildcard spans two or more of (`/a/?*` matches `/a/b/c`), or one that the parameter's type
    /// does not read (`/p/?*/edit` matches `/p/abc/edit` for `{id:int}`). A path that one of
    /// `alsoExcluded` matches does not count: the app refuses it anyway.
    ///
    /// With `folds` (a top-level `"caseSensitive": false`, §3.13 rule 3), the excludes and their
    /// wildcard form (`"caseSensitive": false` in AASA, §10.1 rule 10) compare literals and enum
    /// values ignoring ASCII case: `/admin/?*` then also takes back `/Admin/abc`.
    static func wildcardOverreach(
        _ exclude: Pattern, _ pattern: Pattern, alsoExcluded: [Pattern] = [], folds: Bool = false
    ) -> [String]? {
        var base: [Slot] = []
        var hasCatchAll = false
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text): base.append(.literal(text))
            case .parameter(_, let type): base.append(.type(type))
            case .mixed(let pieces): base.append(.mixed(pieces))
            case .catchAll: hasCatchAll = true
            }
        }
        // A catch-all stands for one or more segments; one more than the exclude has is enough
        // for any of its wildcards to span two of them.
        let extraCounts = hasCatchAll ? Array(1...(exclude.segments.count + 1)) : [0]
        for extra in extraCounts {
            let slots = base + Array(repeating: Slot.any, count: extra)
            var budget = 20_000
            let excludes = [exclude] + alsoExcluded
            if let witness = search(exclude.segments, 0, slots, 0, [], excludes, folds, &budget) { return witness }
            // A search too large to finish proves nothing: assume the worst, with a path of the pattern.
            if budget <= 0 { return slots.map(sample) }
        }
        return nil
    }

    /// The first alignment of `exclude[i...]` with `slots[j...]` (a literal takes one slot it can
    /// be, a wildcard one or more) whose texts none of `excludes` matches (`folds`: ignoring case).
    private static func search(
        _ segments: [PathSegment], _ i: Int, _ slots: [Slot], _ j: Int, _ texts: [String], _ excludes: [Pattern],
        _ folds: Bool, _ budget: inout Int
    ) -> [String]? {
        budget -= 1
        guard budget > 0 else { return nil }
        if i == segments.count {
            guard j == slots.count, !excludes.contains(where: { matches($0, texts, folds: folds) }) else { return nil }
            return texts
        }
        let remaining = segments.count - i - 1
        guard slots.count - j > remaining else { return nil }
        switch segments[i].kind {
        case .literal(let text):
            guard canBe(slots[j], text, folds: folds) else { return nil }
            let spelled = folds ? spelling(of: slots[j], matching: text) : text
            return search(segments, i + 1, slots, j + 1, texts + [spelled], excludes, folds, &budget)
        case .parameter(_, let type):
            for count in 1...(slots.count - j - remaining) {
                let group = slots[j..<(j + count)]
                var chosen = group.map(sample)
                if count == 1, let rejected = text(of: group.first!, rejectedBy: type, folds: folds) {
                    chosen = [rejected]
                }
                if let found = search(segments, i + 1, slots, j + count, texts + chosen, excludes, folds, &budget) {
                    return found
                }
            }
            return nil
        case .mixed(let pieces):
            for count in 1...(slots.count - j - remaining) {
                let group = Array(slots[j..<(j + count)])
                for chosen in wildcardTexts(pieces, over: group, folds: folds) {
                    if let found = search(segments, i + 1, slots, j + count, texts + chosen, excludes, folds, &budget) {
                        return found
                    }
                }
            }
            return nil
        case .catchAll:
            guard remaining == 0 else { return nil }
            return search(
                segments, i + 1, slots, slots.count, texts + slots[j...].map(sample), excludes, folds, &budget)
        }
    }

    /// Texts for `group` (consecutive slots) that the wildcard form of a mixed exclude segment
    /// matches: its literal pieces in order, each parameter a `?*` that may span `/`. For one slot,
    /// a text both read (found by ``SegmentOverlap``) and texts with `x` or `1` for each
    /// parameter; for several, the last parameter's wildcard spans them, the first slot ending
    /// and the last starting with `x`. With `folds`, the literal pieces match in any case, and a
    /// slot's literals are read in any case too (which can only find more texts).
    private static func wildcardTexts(_ pieces: [MixedPiece], over group: [Slot], folds: Bool) -> [[String]] {
        func joined(_ pieces: ArraySlice<MixedPiece>, filler: String) -> String {
            pieces.map { piece in
                if case .literal(let text) = piece { text } else { filler }
            }.joined()
        }
        if group.count == 1 {
            let wildcard = PathSegment.Kind.mixed(
                pieces.map { piece in
                    if case .literal = piece { piece } else { .parameter(name: "", type: .builtIn(.string)) }
                })
            var candidates = [joined(pieces[...], filler: "x"), joined(pieces[...], filler: "1")]
            let slotReading = SegmentReading(kind(of: group[0]), foldsLiterals: folds, foldsEnums: folds)
            let wildcardReading = SegmentReading(wildcard, foldsLiterals: folds, foldsEnums: false)
            if let raw = SegmentOverlap.sharedSegment(slotReading, wildcardReading), let text = decoded(raw) {
                candidates.append(text)
            }
            var seen: Set<String> = []
            return candidates.filter { canBe(group[0], $0, folds: folds) && seen.insert($0).inserted }.map { [$0] }
        }
        guard let last = pieces.lastIndex(where: { if case .parameter = $0 { true } else { false } }) else {
            return []
        }
        let texts =
            [joined(pieces[..<last], filler: "x") + "x"] + group.dropFirst().dropLast().map(sample)
            + ["x" + joined(pieces[(last + 1)...], filler: "x")]
        return zip(group, texts).allSatisfy { canBe($0, $1, folds: folds) } ? [texts] : []
    }

    /// The segment kind that reads the texts a slot can be.
    private static func kind(of slot: Slot) -> PathSegment.Kind {
        switch slot {
        case .literal(let text): .literal(text)
        case .type(let type): .parameter(name: "", type: type)
        case .mixed(let pieces): .mixed(pieces)
        case .any: .parameter(name: "", type: .builtIn(.string))
        }
    }

    /// The decoded text of a raw URL segment, when it is UTF-8.
    private static func decoded(_ raw: String) -> String? {
        RuntimeText.percentDecoded(raw.utf8).flatMap(RuntimeText.utf8)
    }

    /// Whether `exclude` matches a path of these decoded segments, an app type reading nothing;
    /// with `folds`, its literals and enum values ignoring ASCII case, as the app reads it then.
    private static func matches(_ exclude: Pattern, _ texts: [String], folds: Bool) -> Bool {
        for (index, segment) in exclude.segments.enumerated() {
            if case .catchAll = segment.kind { return index < texts.count }
            guard index < texts.count else { return false }
            switch segment.kind {
            case .literal(let text):
                let equal = folds ? ASCIICase.equal(text.utf8, texts[index].utf8) : text == texts[index]
                guard equal else { return false }
            case .parameter(_, let type): guard reads(type, texts[index], foldsEnums: folds) else { return false }
            case .mixed(let pieces):
                let reading = SegmentReading(.mixed(pieces), foldsLiterals: folds, foldsEnums: folds)
                guard !hasAppType(pieces), reading.reads(SegmentOverlap.raw(texts[index])) else {
                    return false
                }
            case .catchAll: break
            }
        }
        return texts.count == exclude.segments.count
    }

    /// Whether an exclude parameter of `type` reads `text`: as ``TypeOverlap`` says, except that
    /// an app type reads nothing the compiler can be sure of.
    private static func reads(_ type: ParameterType, _ text: String, foldsEnums: Bool = false) -> Bool {
        if case .app = type { return false }
        return TypeOverlap.accepts(type, text, foldsEnums: foldsEnums)
    }

    /// Whether the slot can be `text`; with `folds`, `text` in some ASCII case (a case-insensitive
    /// wildcard form matches every spelling of it).
    private static func canBe(_ slot: Slot, _ text: String, folds: Bool = false) -> Bool {
        switch slot {
        case .literal(let literal):
            return folds ? ASCIICase.equal(literal.utf8, text.utf8) : literal == text
        case .type(let type):
            guard folds else { return TypeOverlap.accepts(type, text) }
            return TypeOverlap.accepts(type, text, foldsEnums: true)
                || TypeOverlap.accepts(type, ASCIICase.lowercased(text))
                || TypeOverlap.accepts(type, ASCIICase.uppercased(text))
        case .mixed(let pieces):
            return SegmentReading(.mixed(pieces), foldsLiterals: folds, foldsEnums: folds)
                .reads(SegmentOverlap.raw(text))
        case .any:
            return true
        }
    }

    /// The spelling of `text` (in some ASCII case) that the slot reads, for a witness the route
    /// opens as written: a literal as the route spells it, an enum value as declared.
    private static func spelling(of slot: Slot, matching text: String) -> String {
        switch slot {
        case .literal(let literal):
            return literal
        case .type(let type):
            if case .enumeration(let named) = type,
                let value = named.rawValues.first(where: { ASCIICase.equal($0.utf8, text.utf8) })
            {
                return value
            }
            return [text, ASCIICase.lowercased(text), ASCIICase.uppercased(text)].first {
                TypeOverlap.accepts(type, $0)
            } ?? text
        case .mixed, .any:
            return text
        }
    }

    private static func sample(_ slot: Slot) -> String {
        switch slot {
        case .literal(let text): text
        case .type(let type): TypeOverlap.sample(type)
        case .mixed(let pieces):
            pieces.map { piece in
                switch piece {
                case .literal(let text): text
                case .parameter(_, let type): TypeOverlap.sample(type)
                }
            }.joined()
        case .any: "x"
        }
    }

    /// A text the slot can be that an exclude parameter of `type` does not read (`folds`: in any
    /// case), or `nil`.
    private static func text(of slot: Slot, rejectedBy type: ParameterType, folds: Bool) -> String? {
        let candidates: [String]
        switch slot {
        case .literal(let text): candidates = [text]
        case .type(let other): candidates = texts(of: other)
        case .mixed: candidates = [sample(slot)]
        case .any: candidates = texts(of: .builtIn(.string))
        }
        return candidates.first { !reads(type, $0, foldsEnums: folds) }
    }

    /// Some texts of `type` a path segment can hold: all of a finite type, else its samples.
    private static func texts(of type: ParameterType) -> [String] {
        if let values = TypeOverlap.finiteValues(of: type) { return values }
        let builtIn = type.builtIn ?? .string
        return (builtIn.diffSamples + builtIn.analysisSamples).filter {
            !$0.isEmpty && $0 != "." && $0 != ".." && TypeOverlap.accepts(type, $0)
        }
    }
}

extension ExcludeOverlap {
    /// A path that a route of the link files opens and that the wildcard form of `exclude` would
    /// also take back (§9.6 rule 3): the first route in the file that accepts a host (so that it
    /// is in the AASA file), its pattern, and the decoded segments of such a path; `nil` when the
    /// wildcard form is exact for every such route. Excludes, and their AASA components, ignore
    /// case when the spec's top-level `caseSensitive` is `false` (§3.13 rule 3, §10.1 rule 10).
    static func linkFileOverreach(
        of exclude: Pattern, in spec: RouteSpec
    ) -> (route: Int, pattern: Int, segments: [String])? {
        for (routeIndex, route) in spec.routes.enumerated() where !route.acceptedHosts(in: spec).isEmpty {
            for (patternIndex, pattern) in route.patterns.enumerated() {
                if let segments = wildcardOverreach(
                    exclude, pattern, alsoExcluded: spec.excludes, folds: !spec.isCaseSensitive)
                {
                    return (routeIndex, patternIndex, segments)
                }
            }
        }
        return nil
    }
}
