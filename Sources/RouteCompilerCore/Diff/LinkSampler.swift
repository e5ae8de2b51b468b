/// Generates the sample links of an old route's patterns that the diff replays against the new
/// spec: links already out there, as far as a finite set can stand for them.
///
/// Each pattern gives a base link (every parameter at a first typical value, optional query
/// parameters absent) under every scheme and host the route accepts, and variations of it, one
/// change at a time:
///
/// - each parameter through typical texts of its type (``BuiltInType/diffSamples``; for a
///   `string` also texts of the other types, the raw values of every named enum), and the literal
///   segments any pattern of either spec has at that position, so that a new literal or typed
///   pattern that now takes some of these links is found;
/// - a catch-all through one and two segments and the tails of every pattern of either spec that
///   is longer than its position;
/// - each optional, defaulted and list query parameter present, and all of them together;
/// - each query key that some pattern or route of either spec reads and this route does not,
///   added (a new pattern that requires more query keys takes such links).
struct LinkSampler {
    let old: RouteSpec
    let new: RouteSpec
    /// Literal segments by position, from both specs, in first-seen order.
    private var literalsByDepth: [Int: [String]] = [:]
    /// The segments of every pattern of both specs.
    private var allPatterns: [[PathSegment]] = []
    /// Every query key read anywhere, with its type (the new spec's first).
    private var queryKeys: [(key: String, type: ParameterType)] = []

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
                    }
                    for binding in pattern.queryBindings where seenKeys.insert(binding.key).inserted {
                        queryKeys.append((binding.key, binding.type))
                    }
                }
                for parameter in route.queryParameters where seenKeys.insert(parameter.name).inserted {
                    queryKeys.append((parameter.name, parameter.type))
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
                segmentChoices.append([[text]])
            case .parameter(_, let type):
                segmentChoices.append(values(of: type, inPath: true, depth: depth).map { [$0] })
            case .catchAll:
                segmentChoices.append(tails(from: depth))
            }
        }
        var queryChoices: [[[SampleLink.QueryItem]]] = []
        for binding in pattern.queryBindings {
            queryChoices.append(
                values(of: binding.type, inPath: false, depth: nil).map { [.init(key: binding.key, value: $0)] })
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
            }
        }
        let read = Set(pattern.queryBindings.map(\.key) + route.queryParameters.map(\.name))
        var extras: [[SampleLink.QueryItem]] = []
        for (key, type) in queryKeys where !read.contains(key) {
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

    /// Every scheme the route accepts, and every host: a wildcard host through two names under it.
    func origins(of route: Route) -> [SampleLink.Origin] {
        var result = route.acceptedSchemes(in: old).map { SampleLink.Origin.scheme($0.name) }
        for host in route.acceptedHosts(in: old) {
            if host.isWildcard {
                result.append(.host(host.exampleHost(label: "www")))
                result.append(.host(host.exampleHost(label: "sample-subdomain")))
            } else {
                result.append(.host(host.text))
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
                case .literal(let text): tail.append(text)
                case .parameter(_, let type):
                    tail.append(values(of: type, inPath: true, depth: nil)[0])
                case .catchAll: tail.append("abc")
                }
            }
            if !result.contains(tail) { result.append(tail) }
        }
        return result
    }
}
