/// Generates the sample links of an old route's patterns that the diff replays against the new
/// spec: links already out there, as far as a finite set can stand for them.
///
/// Each pattern gives a base link (every parameter at a first typical value, optional query
/// parameters absent) under every scheme and host the route accepts, and variations of it, one
/// change at a time:
///
/// - each parameter through typical texts of its type (``BuiltInType/diffSamples``; for a
///   `string` also texts of the other types, the raw values of every named enum), the literal
///   segments any pattern of either spec has at that position, and a text of each mixed segment
///   there, so that a new literal, mixed or typed pattern that now takes some of these links is
///   found;
/// - each segment, parameter or mixed, through the texts that it and another segment of either
///   spec at that position both read (``SegmentOverlap/sharedSegment(_:_:hostPosition:)``, when
///   one of the two is mixed), and a mixed segment also through the literal segments there that it
///   reads: raw, as links out there write them (`@abc`, which a mixed segment `@{x}` reads, and
///   its encoding `%40abc`, which it does not);
/// - a catch-all through one and two segments and the tails of every pattern of either spec that
///   is longer than its position;
/// - a mixed segment through each of its parameters' typical texts, and, for a `string`, texts
///   that hold the delimiters mixed segments are written with (`a-b`, `a.b`, `a@b`, and the
///   literal text of the segment itself), so that a new split is found;
/// - in a case-insensitive route, its literal text (whole and in mixed segments) and its
///   named-enum values in lowercase and in uppercase, which a case-sensitive one no longer reads;
/// - each optional, defaulted and list query parameter present, and all of them together; a
///   `flag` also with a value (`?boost=0`, which it reads as present);
/// - each query key that some pattern or route of either spec reads and this route does not,
///   added after the pattern's own keys;
/// - the keys that each pattern of either spec requires and this pattern does not, together,
///   before, between and after the pattern's own keys: a pattern with more required keys takes
///   such links, and between patterns with as many, the key that comes first decides
///   (Specification §4.7 rule 4).
///
/// Segments are kept as the URL writes them (``SampleLink/segments``), each value encoded as the
/// builder encodes it, unless said otherwise above.
struct LinkSampler {
    let old: RouteSpec
    let new: RouteSpec
    /// Literal segments by position, from both specs, in first-seen order.
    private var literalsByDepth: [Int: [String]] = [:]
    /// The pieces of the mixed segments by position, from both specs, in first-seen order.
    private var mixedByDepth: [Int: [[MixedPiece]]] = [:]
    /// The first sample (``mixedTexts(_:folds:)``) of each of ``mixedByDepth``, raw.
    private var firstMixedTexts: [Int: [String]] = [:]
    /// The segments of every pattern of both specs.
    private var allPatterns: [[PathSegment]] = []
    /// Every query key read anywhere, with its type (the new spec's first); `nil` for a key that
    /// is read alone, by a pattern or as a `flag`.
    private var queryKeys: [(key: String, type: ParameterType?)] = []
    /// The required query keys of each pattern of both specs that requires some (Specification
    /// §3.8 rule 8), with their types (`nil`: a key alone), each set once.
    private var requiredKeySets: [[(key: String, type: ParameterType?)]] = []
    /// For each position, and each parameter or mixed segment of the old spec there, the raw
    /// texts that it and another parameter or mixed segment of either spec there both read (one of
    /// the two mixed), in first-seen order.
    private var sharedTexts: [Int: [ReadingKey: [String]]] = [:]

    /// A parameter or mixed segment as it reads texts, whatever its parameters are called.
    private struct ReadingKey: Hashable {
        var kind: PathSegment.Kind
        var folds: Bool

        init(_ kind: PathSegment.Kind, folds: Bool) {
            switch kind {
            case .parameter(_, let type):
                self.kind = .parameter(name: "", type: type)
            case .mixed(let pieces):
                self.kind = .mixed(
                    pieces.map { piece in
                        if case .parameter(_, let type) = piece { return .parameter(name: "", type: type) }
                        return piece
                    })
            default:
                self.kind = kind
            }
            self.folds = folds
        }

        var reading: SegmentReading { SegmentReading(kind, foldsLiterals: folds, foldsEnums: folds) }

        var isMixed: Bool {
            if case .mixed = kind { return true }
            return false
        }
    }

    init(old: RouteSpec, new: RouteSpec) {
        self.old = old
        self.new = new
        var seenKeys: Set<String> = []
        var seenKeySets: Set<[String]> = []
        var readings: [Int: [ReadingKey]] = [:]
        var oldReadings: [Int: [ReadingKey]] = [:]
        var seenReadings: Set<[AnyHashable]> = []
        var seenLiterals: Set<[AnyHashable]> = []
        /// Records the segments of a pattern, or of an exclude pattern, of the old spec or the new;
        /// an exclude's literals that ignore case in every case they are written in too, since
        /// such an exclude takes those spellings off the app (and its AASA component unclaims them).
        func record(_ segments: [PathSegment], folds: Bool, isOld: Bool, isExclude: Bool = false) {
            allPatterns.append(segments)
            for (depth, segment) in segments.enumerated() {
                switch segment.kind {
                case .literal(let text):
                    let spellings = [text] + (isExclude && folds ? LinkSampler.caseVariants(text) : [])
                    for spelling in spellings where seenLiterals.insert([depth, spelling]).inserted {
                        literalsByDepth[depth, default: []].append(spelling)
                    }
                    continue
                case .mixed(let pieces):
                    if !(mixedByDepth[depth] ?? []).contains(pieces) { mixedByDepth[depth, default: []].append(pieces) }
                case .parameter:
                    break
                case .catchAll:
                    continue
                }
                let key = ReadingKey(segment.kind, folds: folds)
                if seenReadings.insert([depth, key, false]).inserted { readings[depth, default: []].append(key) }
                if isOld, seenReadings.insert([depth, key, true]).inserted {
                    oldReadings[depth, default: []].append(key)
                }
            }
        }
        for (spec, isOld) in [(new, false), (old, true)] {
            for exclude in spec.excludes {
                record(exclude.segments, folds: !spec.isCaseSensitive, isOld: false, isExclude: true)
            }
            for route in spec.routes {
                let requiredParameters = route.queryParameters.filter { $0.kind == .required }
                for pattern in route.patterns {
                    record(pattern.segments, folds: !route.isCaseSensitive, isOld: isOld)
                    for item in pattern.queryItems where seenKeys.insert(item.key).inserted {
                        switch item {
                        case .binding(let binding): queryKeys.append((binding.key, binding.type))
                        case .present(let present): queryKeys.append((present.key, nil))
                        }
                    }
                    var required: [(key: String, type: ParameterType?)] = []
                    for item in pattern.queryItems {
                        switch item {
                        case .binding(let binding): required.append((binding.key, binding.type))
                        case .present(let present): required.append((present.key, nil))
                        }
                    }
                    required += requiredParameters.map { ($0.name, $0.type) }
                    if !required.isEmpty, seenKeySets.insert(required.map(\.key)).inserted {
                        requiredKeySets.append(required)
                    }
                }
                for parameter in route.queryParameters where seenKeys.insert(parameter.name).inserted {
                    queryKeys.append((parameter.name, parameter.kind == .flag ? nil : parameter.type))
                }
            }
        }
        for (depth, pieces) in mixedByDepth {
            firstMixedTexts[depth] = pieces.map { mixedTexts($0)[0] }
        }
        for (depth, keys) in oldReadings {
            let others = readings[depth] ?? []
            for key in keys {
                var texts: [String] = []
                for other in others where other != key && (key.isMixed || other.isMixed) {
                    let (a, b) = (key.reading, other.reading)
                    guard SegmentOverlap.mayShare(a, b), let text = SegmentOverlap.sharedSegment(a, b),
                        !texts.contains(text)
                    else { continue }
                    texts.append(text)
                }
                if !texts.isEmpty { sharedTexts[depth, default: [:]][key] = texts }
            }
        }
    }

    /// The sample links of pattern `patternIndex` of the old spec's `route`.
    func samples(of route: Route, pattern patternIndex: Int) -> [SampleLink] {
        let pattern = route.patterns[patternIndex]
        let folds = !route.isCaseSensitive
        var segmentChoices: [[[String]]] = []
        for (depth, segment) in pattern.segments.enumerated() {
            switch segment.kind {
            case .literal(let text):
                segmentChoices.append(Self.unique([text] + (folds ? Self.caseVariants(text) : [])).map { [raw($0)] })
            case .parameter(_, let type):
                var texts = values(of: type, inPath: true, depth: depth, folds: folds).map(raw)
                texts += rawTexts(at: depth, type: type)
                texts += sharedTexts[depth]?[ReadingKey(segment.kind, folds: folds)] ?? []
                segmentChoices.append(Self.unique(texts).map { [$0] })
            case .mixed(let pieces):
                var texts = mixedTexts(pieces, folds: folds)
                let reading = SegmentReading(segment.kind, foldsLiterals: folds, foldsEnums: folds)
                texts += (literalsByDepth[depth] ?? []).map(raw).filter(reading.reads)
                texts += (firstMixedTexts[depth] ?? []).filter(reading.reads)
                texts += sharedTexts[depth]?[ReadingKey(segment.kind, folds: folds)] ?? []
                segmentChoices.append(Self.unique(texts).map { [$0] })
            case .catchAll:
                segmentChoices.append(tails(from: depth))
            }
        }
        var queryChoices: [[[SampleLink.QueryItem]]] = []
        for binding in pattern.queryBindings {
            queryChoices.append(
                values(of: binding.type, inPath: false, depth: nil, folds: folds).map {
                    [.init(key: binding.key, value: $0)]
                })
        }
        for present in pattern.presentKeys {
            queryChoices.append([[.init(key: present.key, value: nil)]])
        }
        var allPresent: [SampleLink.QueryItem] = []
        for parameter in route.queryParameters {
            let texts = values(of: parameter.type, inPath: false, depth: nil, folds: folds)
            let items = texts.map { [SampleLink.QueryItem(key: parameter.name, value: $0)] }
            switch parameter.kind {
            case .required:
                queryChoices.append(items)
            case .optional, .defaulted:
                queryChoices.append([[]] + items)
                allPresent += items[0]
            case .list:
                let pair = texts.prefix(2).map { SampleLink.QueryItem(key: parameter.name, value: $0) }
                queryChoices.append([[], items[0], pair])
                allPresent += items[0]
            case .flag:
                // A flag is present with any value, which a `bool` reads otherwise.
                let present = SampleLink.QueryItem(key: parameter.name, value: nil)
                queryChoices.append([[], [present], [.init(key: parameter.name, value: "0")]])
                allPresent.append(present)
            }
        }
        let read = Set(pattern.requiredQueryKeys + route.queryParameters.map(\.name))
        var extras: [[SampleLink.QueryItem]] = []
        for (key, type) in queryKeys where !read.contains(key) {
            guard let type else {
                extras.append([.init(key: key, value: nil)])
                continue
            }
            for text in values(of: type, inPath: false, depth: nil, folds: false).prefix(2) {
                extras.append([.init(key: key, value: text)])
            }
        }
        // The keys other patterns require, placed anywhere among the pattern's own.
        let required = Set(route.requiredQueryKeys(ofPattern: patternIndex))
        var keySets: [[SampleLink.QueryItem]] = []
        for keys in requiredKeySets {
            let items = keys.filter { !required.contains($0.key) }.map { key, type in
                SampleLink.QueryItem(
                    key: key, value: type.map { values(of: $0, inPath: false, depth: nil, folds: false)[0] })
            }
            if !items.isEmpty && !keySets.contains(items) { keySets.append(items) }
        }

        let baseSegments = segmentChoices.map { $0[0] }
        let baseQuery = queryChoices.flatMap { $0[0] }
        var shapes: [(segments: [[String]], query: [SampleLink.QueryItem])] = [(baseSegments, baseQuery)]
        for (index, choices) in segmentChoices.enumerated() {
            for choice in choices.dropFirst() {
                var segments = baseSegments
                segments[index] = choice
                shapes.append((segments, baseQuery))
            }
        }
        for (index, choices) in queryChoices.enumerated() {
            for choice in choices.dropFirst() {
                var query = queryChoices.map { $0[0] }
                query[index] = choice
                shapes.append((baseSegments, query.flatMap { $0 }))
            }
        }
        if allPresent.count > 1 { shapes.append((baseSegments, Self.adding(allPresent, to: baseQuery))) }
        for extra in extras {
            shapes.append((baseSegments, Self.adding(extra, to: baseQuery)))
        }
        for keys in keySets {
            for position in 0...baseQuery.count {
                shapes.append((baseSegments, Array(baseQuery[..<position]) + keys + baseQuery[position...]))
            }
        }

        var result: [SampleLink] = []
        var seen: Set<SampleLink> = []
        for origin in origins(of: route) {
            for shape in shapes {
                let link = SampleLink(origin: origin, segments: shape.segments.flatMap { $0 }, query: shape.query)
                if seen.insert(link).inserted { result.append(link) }
            }
        }
        return result
    }

    /// `query` with the items of `extra` it lacks appended.
    private static func adding(
        _ extra: [SampleLink.QueryItem], to query: [SampleLink.QueryItem]
    )
        -> [SampleLink.QueryItem]
    {
        var result = query
        for item in extra where !result.contains(item) {
            result.append(item)
        }
        return result
    }

    /// The texts without repeats, in order.
    private static func unique(_ texts: [String]) -> [String] {
        var result: [String] = []
        for text in texts where !result.contains(text) {
            result.append(text)
        }
        return result
    }

    /// `text` in ASCII lowercase and uppercase, when they differ from it.
    static func caseVariants(_ text: String) -> [String] {
        [ASCIICase.lowercased(text), ASCIICase.uppercased(text)].filter { $0 != text }
    }

    /// Every scheme the route accepts, and every host: a wildcard host through two names under it;
    /// a with-host scheme under every such host.
    func origins(of route: Route) -> [SampleLink.Origin] {
        var hosts: [String] = []
        for host in route.acceptedHosts(in: old) {
            if host.isWildcard {
                hosts.append(host.exampleHost(label: "www"))
                hosts.append(host.exampleHost(label: "sample-subdomain"))
            } else {
                hosts.append(host.text)
            }
        }
        var result: [SampleLink.Origin] = []
        for scheme in route.acceptedSchemes(in: old) {
            if scheme.withHost {
                result += hosts.map { SampleLink.Origin.schemeWithHost(scheme.name, host: $0) }
            } else {
                result.append(.scheme(scheme.name))
            }
        }
        return result + hosts.map(SampleLink.Origin.host)
    }

    /// The URL form of a decoded segment text.
    private func raw(_ text: String) -> String {
        SegmentOverlap.raw(text)
    }

    /// The raw texts a mixed segment is sampled with: its pieces around the first typical text of
    /// each parameter, then each parameter through its other texts; for a `string`, also texts
    /// holding `-`, `.`, `@` and the segment's own literal text; with `folds`, the first text with
    /// the literal pieces in lowercase and in uppercase.
    func mixedTexts(_ pieces: [MixedPiece], folds: Bool = false) -> [String] {
        let parameters = MixedPiece.parameters(of: pieces)
        let literals = pieces.compactMap { piece -> String? in
            if case .literal(let text) = piece { return text }
            return nil
        }
        let choices = parameters.map { parameter -> [String] in
            var texts = values(of: parameter.type, inPath: true, depth: nil, folds: folds)
            if TypeOverlap.mayReadAnyText(parameter.type) {
                texts += ["a-b", "a.b", "a@b"] + literals.map { "a" + $0 + "b" }
            }
            return Self.unique(texts.filter { !$0.isEmpty })
        }
        func text(_ values: [String], literal: (String) -> String = { $0 }) -> String {
            var index = 0
            return pieces.map { piece -> String in
                switch piece {
                case .literal(let text): return literal(text)
                case .parameter:
                    defer { index += 1 }
                    return raw(values[index])
                }
            }.joined()
        }
        let base = choices.map { $0[0] }
        var result = [text(base)]
        for (index, texts) in choices.enumerated() {
            for choice in texts.dropFirst() {
                var values = base
                values[index] = choice
                let sample = text(values)
                if !result.contains(sample) { result.append(sample) }
            }
        }
        if folds {
            for upper in [false, true] {
                let sample = text(base) { upper ? ASCIICase.uppercased($0) : ASCIICase.lowercased($0) }
                if !result.contains(sample) { result.append(sample) }
            }
        }
        return result
    }

    /// Typical texts of `type` in the old spec, the first being the base value: a built-in
    /// type's ``BuiltInType/diffSamples`` (an app type's are `string`'s), and for a type that may
    /// read any text also every raw value of every named enum and, in a query, the empty text; a
    /// named enum's raw values (by its name in the old spec, else in the new one), and with
    /// `folds` (a case-insensitive route) each also in lowercase and in uppercase.
    func values(of type: ParameterType, inPath: Bool, depth: Int?, folds: Bool = false) -> [String] {
        var texts: [String]
        switch type {
        case .builtIn(let builtIn):
            texts = builtIn.diffSamples
        case .app:
            texts = BuiltInType.string.diffSamples
        case .enumeration(let named):
            if case .enumeration(let declared)? = (old.namedType(named.name) ?? new.namedType(named.name))?.kind {
                texts = declared.rawValues
            } else {
                texts = ["abc"]
            }
            if folds { texts += texts.flatMap(Self.caseVariants) }
        }
        if TypeOverlap.mayReadAnyText(type) {
            for spec in [old, new] {
                for named in spec.types {
                    if case .enumeration(let declared) = named.kind { texts += declared.rawValues }
                }
            }
            if !inPath && type.mayBeEmpty { texts.append("") }
        }
        if let depth {
            texts += (literalsByDepth[depth] ?? []).filter { TypeOverlap.accepts(type, $0) }
            // The first sample of each mixed segment there: a new mixed pattern may take such links.
            for raw in firstMixedTexts[depth] ?? [] {
                guard let bytes = RuntimeText.percentDecoded(raw.utf8),
                    let text = RuntimeText.utf8(bytes), TypeOverlap.accepts(type, text)
                else { continue }
                texts.append(text)
            }
        }
        return Self.unique(texts)
    }

    /// The first sample of each mixed segment at `depth` as the URL writes it, when `type` reads
    /// it: a raw `@` or `:`, which a mixed segment reads and the builder encodes.
    private func rawTexts(at depth: Int, type: ParameterType) -> [String] {
        let reading = SegmentReading(.parameter(name: "", type: type))
        return (firstMixedTexts[depth] ?? []).filter(reading.reads)
    }

    /// The segment lists a catch-all at `depth` is sampled with.
    private func tails(from depth: Int) -> [[String]] {
        var result: [[String]] = [["abc"], ["abc", "def"]]
        for segments in allPatterns where segments.count > depth {
            var tail: [String] = []
            for segment in segments[depth...] {
                switch segment.kind {
                case .literal(let text): tail.append(raw(text))
                case .parameter(_, let type):
                    tail.append(raw(values(of: type, inPath: true, depth: nil)[0]))
                case .mixed(let pieces): tail.append(mixedTexts(pieces)[0])
                case .catchAll: tail.append("abc")
                }
            }
            if !result.contains(tail) { result.append(tail) }
        }
        return result
    }
}
