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
/// - a catch-all through one and two segments and the tails of every pattern of either spec that
///   is longer than its position;
/// - a mixed segment through each of its parameters' typical texts, and, for a `string`, texts
///   that hold the delimiters mixed segments are written with (`a-b`, `a.b`, `a@b`, and the
///   literal text of the segment itself), so that a new split is found;
/// - each optional, defaulted and list query parameter present, and all of them together;
/// - each query key that some pattern or route of either spec reads and this route does not,
///   added (a new pattern that requires more query keys takes such links).
///
/// Segments are kept as the URL writes them (``SampleLink/segments``), each value encoded as the
/// builder encodes it.
struct LinkSampler {
    let old: RouteSpec
    let new: RouteSpec
    /// Literal segments by position, from both specs, in first-seen order.
    private var literalsByDepth: [Int: [String]] = [:]
    /// The pieces of the mixed segments by position, from both specs, in first-seen order.
    private var mixedByDepth: [Int: [[MixedPiece]]] = [:]
    /// The segments of every pattern of both specs.
    private var allPatterns: [[PathSegment]] = []
    /// Every query key read anywhere, with its type (the new spec's first); `nil` for a key that
    /// is read alone, by a pattern or as a `flag`.
    private var queryKeys: [(key: String, type: ParameterType?)] = []

    init(old: RouteSpec, new: RouteSpec) {
        self.old = old
        self.new = new
        var seenKeys: Set<String> = []
        for spec in [new, old] {
            for route in spec.routes {
                for pattern in route.patterns {
                    allPatterns.append(pattern.segments)
                    for (depth, segment) in pattern.segments.enumerated() {
                        if case .literal(let text) = segment.kind,
                            !(literalsByDepth[depth] ?? []).contains(text)
                        {
                            literalsByDepth[depth, default: []].append(text)
                        }
                        if case .mixed(let pieces) = segment.kind, !(mixedByDepth[depth] ?? []).contains(pieces) {
                            mixedByDepth[depth, default: []].append(pieces)
                        }
                    }
                    for item in pattern.queryItems where seenKeys.insert(item.key).inserted {
                        switch item {
                        case .binding(let binding): queryKeys.append((binding.key, binding.type))
                        case .present(let present): queryKeys.append((present.key, nil))
                        }
                    }
                }
                for parameter in route.queryParameters where seenKeys.insert(parameter.name).inserted {
                    queryKeys.append((parameter.name, parameter.kind == .flag ? nil : parameter.type))
                }
            }
        }
    }

    /// The sample links of pattern `patternIndex` of the old spec's `route`.
    func samples(of route: Route, pattern patternIndex: Int) -> [SampleLink] {
        let pattern = route.patterns[patternIndex]
        var segmentChoices: [[[String]]] = []
        for (depth, segment) in pattern.segments.enumerated() {
            switch segment.kind {
            case .literal(let text):
                segmentChoices.append([[raw(text)]])
            case .parameter(_, let type):
                segmentChoices.append(values(of: type, inPath: true, depth: depth).map { [raw($0)] })
            case .mixed(let pieces):
                segmentChoices.append(mixedTexts(pieces).map { [$0] })
            case .catchAll:
                segmentChoices.append(tails(from: depth))
            }
        }
        var queryChoices: [[[SampleLink.QueryItem]]] = []
        for binding in pattern.queryBindings {
            queryChoices.append(
                values(of: binding.type, inPath: false, depth: nil).map { [.init(key: binding.key, value: $0)] })
        }
        for present in pattern.presentKeys {
            queryChoices.append([[.init(key: present.key, value: nil)]])
        }
        var allPresent: [SampleLink.QueryItem] = []
        for parameter in route.queryParameters {
            let texts = values(of: parameter.type, inPath: false, depth: nil)
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
                let present = SampleLink.QueryItem(key: parameter.name, value: nil)
                queryChoices.append([[], [present]])
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
            for text in values(of: type, inPath: false, depth: nil).prefix(2) {
                extras.append([.init(key: key, value: text)])
            }
        }

        let baseSegments = segmentChoices.map { $0[0] }
        let baseQuery = queryChoices.map { $0[0] }
        var shapes: [(segments: [[String]], query: [[SampleLink.QueryItem]], extra: [SampleLink.QueryItem])] = [
            (baseSegments, baseQuery, [])
        ]
        for (index, choices) in segmentChoices.enumerated() {
            for choice in choices.dropFirst() {
                var segments = baseSegments
                segments[index] = choice
                shapes.append((segments, baseQuery, []))
            }
        }
        for (index, choices) in queryChoices.enumerated() {
            for choice in choices.dropFirst() {
                var query = baseQuery
                query[index] = choice
                shapes.append((baseSegments, query, []))
            }
        }
        if allPresent.count > 1 { shapes.append((baseSegments, baseQuery, allPresent)) }
        for extra in extras {
            shapes.append((baseSegments, baseQuery, extra))
        }

        var result: [SampleLink] = []
        var seen: Set<SampleLink> = []
        for origin in origins(of: route) {
            for shape in shapes {
                var query = shape.query.flatMap { $0 }
                for item in shape.extra where !query.contains(item) {
                    query.append(item)
                }
                let link = SampleLink(origin: origin, segments: shape.segments.flatMap { $0 }, query: query)
                if seen.insert(link).inserted { result.append(link) }
            }
        }
        return result
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
    /// holding `-`, `.`, `@` and the segment's own literal text.
    func mixedTexts(_ pieces: [MixedPiece]) -> [String] {
        let parameters = MixedPiece.parameters(of: pieces)
        let literals = pieces.compactMap { piece -> String? in
            if case .literal(let text) = piece { return text }
            return nil
        }
        let choices = parameters.map { parameter -> [String] in
            var texts = values(of: parameter.type, inPath: true, depth: nil)
            if TypeOverlap.mayReadAnyText(parameter.type) {
                texts += ["a-b", "a.b", "a@b"] + literals.map { "a" + $0 + "b" }
            }
            var unique: [String] = []
            for text in texts where !text.isEmpty && !unique.contains(text) { unique.append(text) }
            return unique
        }
        func text(_ values: [String]) -> String {
            var index = 0
            return pieces.map { piece -> String in
                switch piece {
                case .literal(let text): return text
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
        return result
    }

    /// Typical texts of `type` in the old spec, the first being the base value: a built-in
    /// type's ``BuiltInType/diffSamples`` (an app type's are `string`'s), and for a type that may
    /// read any text also every raw value of every named enum and, in a query, the empty text; a
    /// named enum's raw values (by its name in the old spec, else in the new one).
    func values(of type: ParameterType, inPath: Bool, depth: Int?) -> [String] {
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
            for pieces in mixedByDepth[depth] ?? [] {
                guard let raw = mixedTexts(pieces).first, let bytes = RuntimeText.percentDecoded(raw.utf8),
                    let text = RuntimeText.utf8(bytes), TypeOverlap.accepts(type, text)
                else { continue }
                texts.append(text)
            }
        }
        var unique: [String] = []
        for text in texts where !unique.contains(text) {
            unique.append(text)
        }
        return unique
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
