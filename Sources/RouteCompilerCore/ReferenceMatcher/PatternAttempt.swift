/// One pattern of one route tried against one URL (Specification §4.4–4.5): the values it reads, or the
/// first part that fails and how far it got.
struct PatternAttempt {
    /// How far a failed attempt got, to find the nearest pattern: the pattern that accepted the
    /// most of the URL's path, a literal or typed segment counting twice as much as one read by a
    /// `string` (which reads anything) and a literal with a typo counting as accepted; then the
    /// one that failed latest (a literal that differs, a typo, a wrong number of segments, a value
    /// that does not parse, a refused scheme or host, the query); then the closest typo. A route
    /// that refuses the URL's scheme or host only counts when its whole path matched.
    struct Progress: Comparable {
        /// The weighted number of segments accepted; -1 for a refused route whose path failed.
        var score: Int
        /// The stage that failed.
        var stage: Stage
        /// For a literal that differs: minus the edit distance, so that a typo is nearest.
        var closeness: Int = 0

        static func < (a: Progress, b: Progress) -> Bool {
            (a.score, a.stage.rawValue, a.closeness) < (b.score, b.stage.rawValue, b.closeness)
        }
    }

    /// What failed.
    enum Stage: Int {
        case literal, typo, segmentCount, value, audience, query
    }

    /// A failure: how far it got and what failed, for people. The message is only put into
    /// words when asked for, since the nearest pattern is sought among all of them.
    struct Failure: Error {
        var progress: Progress
        var describe: @Sendable () -> String

        init(progress: Progress, message: @escaping @Sendable @autoclosure () -> String) {
            self.progress = progress
            self.describe = message
        }

        /// What failed.
        var message: String { describe() }
    }

    let route: Route
    let pattern: Pattern
    let reader: ValueReader
    let audience: RouteAudience

    /// The attempt of pattern `patternIndex` of `route`, reading values with `reader`, for a route
    /// that accepts `audience`.
    init(_ route: Route, pattern patternIndex: Int, reader: ValueReader, audience: RouteAudience) {
        self.route = route
        self.pattern = route.patterns[patternIndex]
        self.reader = reader
        self.audience = audience
    }

    /// The case's values in label order, or the failure. A path alone (``ReferenceURL/Kind/path``)
    /// is read whatever the route's schemes and hosts.
    func run(_ url: ReferenceURL, segments: [ReferenceURL.Segment]) -> Result<[ReferenceArgument], Failure> {
        var values: [String: ReferenceValue] = [:]
        let accepted = url.kind == .path || audience.accepts(scheme: url.scheme, host: url.host)
        var score = 0
        if var failure = matchPath(segments, hostPosition: url.firstSegmentIsHost, into: &values, score: &score) {
            if !accepted { failure.progress.score = -1 }
            return .failure(failure)
        }
        guard accepted else {
            let progress = Progress(score: score, stage: .audience)
            return .failure(Failure(progress: progress, message: audienceMessage(url)))
        }
        if let message = readQuery(url, into: &values) {
            return .failure(Failure(progress: Progress(score: score, stage: .query), message: message))
        }
        return .success(route.parameters.map { ReferenceArgument(label: $0.name, value: values[$0.name]!) })
    }

    // MARK: Path

    /// Matches the path, adding to `score` for each segment accepted (2 for a literal, mixed or
    /// typed segment, 1 for a string or catch-all); the failure, or `nil`. `hostPosition`: the
    /// first segment stands in the host position of a host-first scheme, where literal text
    /// compares ignoring case (Specification §4.4 rule 4).
    func matchPath(
        _ segments: [ReferenceURL.Segment], hostPosition: Bool, into values: inout [String: ReferenceValue],
        score: inout Int
    ) -> Failure? {
        let foldsEnums = !route.isCaseSensitive
        for (index, segment) in pattern.segments.enumerated() {
            let number = index + 1
            let foldsLiterals = !route.isCaseSensitive || (index == 0 && hostPosition)
            if case .catchAll(let name) = segment.kind {
                guard index < segments.count else {
                    return Failure(
                        progress: Progress(score: score, stage: .segmentCount),
                        message: "the path has \(count(segments.count)); \(Quote.single(pattern.text)) needs at least"
                            + " \(number), as '{\(name)*}' takes one or more")
                }
                let rest = segments[index...].map { String(decoding: $0.decoded, as: UTF8.self) }
                values[name] = .strings(rest)
                score += 1
                return nil
            }
            guard index < segments.count else {
                return Failure(
                    progress: Progress(score: score, stage: .segmentCount),
                    message: "the path has \(count(segments.count)); \(Quote.single(pattern.text)) has"
                        + " \(count(pattern.segments.count))")
            }
            let bytes = segments[index].decoded
            let text = String(decoding: bytes, as: UTF8.self)
            switch segment.kind {
            case .literal(let literal):
                let equal = foldsLiterals ? ASCIICase.equal(literal.utf8, bytes) : literal.utf8.elementsEqual(bytes)
                guard equal else {
                    let distance =
                        foldsLiterals
                        ? Self.distance(ASCIICase.lowercased(text), ASCIICase.lowercased(literal))
                        : Self.distance(text, literal)
                    let isTypo = distance <= min(3, max(1, literal.unicodeScalars.count / 3))
                    let progress =
                        isTypo
                        ? Progress(score: score + 2, stage: .typo, closeness: -distance)
                        : Progress(score: score, stage: .literal, closeness: -distance)
                    return Failure(
                        progress: progress,
                        message: "segment \(number) is \(Quote.single(text)), not \(Quote.single(literal))")
                }
                score += 2
            case .parameter(let name, let type):
                guard let value = reader.read(type, bytes, foldsEnums: foldsEnums) else {
                    return Failure(
                        progress: Progress(score: score, stage: .value),
                        message: "segment \(number) \(Quote.single(text)) is not \(reader.expectation(type))"
                            + reader.suggestion(text, type))
                }
                values[name] = value
                score += type == .builtIn(.string) ? 1 : 2
            case .mixed(let pieces):
                switch readMixed(pieces, segments[index].raw, foldsLiterals: foldsLiterals, foldsEnums: foldsEnums) {
                case .success(let read):
                    for (name, value) in read { values[name] = value }
                    score += 2
                case .failure(let message):
                    return Failure(
                        progress: Progress(score: score, stage: .value),
                        message: "segment \(number) \(message.text)")
                }
            case .catchAll:
                break
            }
        }
        guard segments.count == pattern.segments.count else {
            return Failure(
                progress: Progress(score: score, stage: .segmentCount),
                message: "the path has \(count(segments.count)); \(Quote.single(pattern.text)) has"
                    + " \(count(pattern.segments.count))")
        }
        return nil
    }

    /// The values a mixed segment reads from the raw URL segment `raw` (Specification §4.6), or what
    /// failed, after "segment N": `'@x' has no '-'`, `'a-x': 'x' is not an int`.
    private func readMixed(
        _ pieces: [MixedPiece], _ raw: [UInt8], foldsLiterals: Bool, foldsEnums: Bool
    ) -> Result<[(String, ReferenceValue)], Message> {
        guard let characters = MixedSegmentSplit.characters(of: raw) else {
            return .failure(Message(text: "has invalid percent-encoding"))
        }
        let shown = Quote.single(MixedSegmentSplit.text(of: characters))
        let parameters = MixedPiece.parameters(of: pieces)
        let split = MixedSegmentSplit(characters: characters, pieces: pieces, foldsLiterals: foldsLiterals)
        let outcome = split.split { index, bytes in reader.read(parameters[index].type, bytes, foldsEnums: foldsEnums) }
        switch outcome {
        case .success(let read):
            return .success(zip(parameters, read).map { ($0.name, $1) })
        case .failure(let miss):
            let segment = Quote.single(PathSegment.Kind.mixed(pieces).patternText)
            switch miss {
            case .start(let literal):
                return .failure(Message(text: "\(shown) does not start with \(Quote.single(literal))"))
            case .end(let literal):
                return .failure(Message(text: "\(shown) does not end with \(Quote.single(literal))"))
            case .separator(let literal):
                return .failure(Message(text: "\(shown) has no \(Quote.single(literal))"))
            case .tooShort:
                return .failure(
                    Message(text: "\(shown) cannot be read as \(segment): every parameter needs some text"))
            case .value(let index, let text):
                let type = parameters[index].type
                return .failure(
                    Message(
                        text: "\(shown): \(Quote.single(text)) is not \(reader.expectation(type))"
                            + reader.suggestion(text, type)))
            }
        }
    }

    /// The edit distance between two texts when it is 3 or less, else some number above 3.
    /// Texts whose lengths or letters differ too much to be 3 edits apart are not compared in
    /// full: each edit changes the count of at most two characters by one.
    private static func distance(_ a: String, _ b: String) -> Int {
        let (x, y) = (Array(a.unicodeScalars), Array(b.unicodeScalars))
        let lengthGap = abs(x.count - y.count)
        guard lengthGap <= 3 else { return 4 + lengthGap }
        var counts: [Unicode.Scalar: Int] = [:]
        for scalar in x { counts[scalar, default: 0] += 1 }
        for scalar in y { counts[scalar, default: 0] -= 1 }
        let letterGap = counts.values.reduce(0) { $0 + abs($1) }
        guard letterGap <= 6 else { return 4 + letterGap }
        return NameSuggestions.editDistance(x, y)
    }

    private func count(_ segments: Int) -> String {
        segments == 1 ? "1 segment" : "\(segments) segments"
    }

    private func audienceMessage(_ url: ReferenceURL) -> String {
        let origin = url.kind == .hostFirst ? "\(url.scheme)://" : "\(url.scheme)://\(url.host)"
        var accepted = audience.schemes.flatMap { scheme in
            audience.withHostSchemes.contains(scheme)
                ? audience.hosts.map { scheme + "://" + $0.text } : [scheme + "://"]
        }
        accepted += audience.hosts.map { "https://" + $0.text }
        if accepted.count > 6 { accepted = Array(accepted.prefix(6)) + ["…"] }
        let tail = accepted.isEmpty ? "it accepts none" : "it accepts " + accepted.joined(separator: ", ")
        return "route \(Quote.single(route.name)) does not accept \(origin) links; \(tail)"
    }

    // MARK: Query

    /// Reads the pattern's query bindings and the route's `"query"` parameters; the failure, or
    /// `nil`.
    private func readQuery(_ url: ReferenceURL, into values: inout [String: ReferenceValue]) -> String? {
        func occurrences(_ key: String) -> [[UInt8]] {
            url.queryItems.compactMap { item in
                item.name.map { $0.elementsEqual(key.utf8) } == true ? item.rawValue : nil
            }
        }
        for binding in pattern.queryBindings {
            let raws = occurrences(binding.key)
            guard let raw = raws.first else {
                return "required query parameter \(Quote.single(binding.key)) is missing"
            }
            guard raws.count == 1 else { return repeated(binding.key, raws.count) }
            switch readQueryValue(raw, binding.type, key: binding.key) {
            case .success(let value): values[binding.parameter] = value
            case .failure(let message): return message.text
            }
        }
        for present in pattern.presentKeys where occurrences(present.key).isEmpty {
            return "required query key \(Quote.single(present.key)) is missing"
        }
        for parameter in route.queryParameters {
            let raws = occurrences(parameter.name)
            if case .flag = parameter.kind {
                // Present with any value or none, which is not read (Specification §4.5).
                values[parameter.name] = .builtIn(.bool, text: raws.isEmpty ? "false" : "true")
                continue
            }
            if case .list = parameter.kind {
                var items: [ReferenceValue] = []
                for raw in raws {
                    switch readQueryValue(raw, parameter.type, key: parameter.name) {
                    case .success(let value): items.append(value)
                    case .failure(let message): return message.text
                    }
                }
                values[parameter.name] = .list(items)
                continue
            }
            guard raws.count <= 1 else { return repeated(parameter.name, raws.count) }
            guard let raw = raws.first else {
                switch parameter.kind {
                case .required: return "required query parameter \(Quote.single(parameter.name)) is missing"
                case .optional: values[parameter.name] = .optional(nil)
                case .defaulted(let literal):
                    guard let value = reader.read(parameter.type, Array(literal.utf8)) else {
                        return "the default \(Quote.single(literal)) of \(Quote.single(parameter.name)) is not"
                            + " \(reader.expectation(parameter.type))"
                    }
                    values[parameter.name] = value
                case .list, .flag: break
                }
                continue
            }
            switch readQueryValue(raw, parameter.type, key: parameter.name) {
            case .success(let value):
                values[parameter.name] = parameter.kind == .optional ? .optional(value) : value
            case .failure(let message):
                return message.text
            }
        }
        return nil
    }

    private struct Message: Error {
        var text: String
    }

    private func readQueryValue(_ raw: [UInt8], _ type: ParameterType, key: String) -> Result<ReferenceValue, Message> {
        let shown = Quote.single(String(decoding: raw, as: UTF8.self))
        guard let bytes = RuntimeText.percentDecoded(raw) else {
            return .failure(
                Message(text: "query parameter \(Quote.single(key)) value \(shown) has invalid percent-encoding"))
        }
        guard let value = reader.read(type, bytes, foldsEnums: !route.isCaseSensitive) else {
            let text = RuntimeText.utf8(bytes).map(Quote.single) ?? shown
            return .failure(
                Message(
                    text: "query parameter \(Quote.single(key)) value \(text) is not \(reader.expectation(type))"
                        + reader.suggestion(RuntimeText.utf8(bytes) ?? "", type)))
        }
        return .success(value)
    }

    private func repeated(_ key: String, _ count: Int) -> String {
        "query parameter \(Quote.single(key)) appears \(count == 2 ? "twice" : "\(count) times"); it may appear once"
    }
}
