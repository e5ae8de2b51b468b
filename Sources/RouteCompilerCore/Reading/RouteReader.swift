/// Reads one route: a pattern string, or an object with `path` or `paths` and options.
enum RouteReader {
    /// The keys of a route object.
    static let keys = [
        "path", "paths", "query", "schemes", "hosts", "summary", "examples", "deprecated", "caseSensitive",
        "parent", "metadata",
    ]

    /// The route written as `member`, or `nil` after reporting its problems.
    static func read(
        _ member: JSONMember, context: SpecContext, log: inout DiagnosticLog
    )
        -> Route?
    {
        let errorsBefore = log.errorCount
        var route = Route(
            name: member.key, position: member.keyPosition, patterns: [],
            metadata: context.metadata.map(\.defaultValue), isCaseSensitive: context.isCaseSensitive)
        switch member.value.kind {
        case .string(let text):
            if let pattern = PatternParser.parse(
                member.value, text: text, types: context.types, log: &log)
            {
                route.patterns = [pattern]
                RouteChecks.checkHostPosition(of: route, context: context, log: &log)
                RouteChecks.checkEnumCase(of: route, context: context, log: &log)
            }
        case .object(let members):
            var reader = RouteObjectReader(route: route, context: context)
            reader.read(members, member: member, log: &log)
            route = reader.route
        default:
            log.error(
                "route \(Quote.single(member.key)) must be a pattern string or an object, found"
                    + " \(member.value.kindDescription)",
                at: member.value.position)
        }
        return log.errorCount == errorsBefore ? route : nil
    }
}

/// Reads the keys of a route object.
struct RouteObjectReader {
    /// The route read so far.
    private(set) var route: Route
    private let context: SpecContext
    /// The route name in quotes, for messages.
    private var quotedName: String { Quote.single(route.name) }
    /// The keys of the schemes written in the route's `"schemes"`, lowercased, when it has one.
    private var writtenSchemes: [String]?
    /// The hosts written in the route's `"hosts"`, lowercased, when it has one.
    private var writtenHosts: [String]?

    init(route: Route, context: SpecContext) {
        self.route = route
        self.context = context
    }

    mutating func read(_ members: [JSONMember], member: JSONMember, log: inout DiagnosticLog) {
        let unique = log.uniqueMembers(members) {
            "duplicate key \(Quote.single($0)) in route \(quotedName)"
        }
        // Indices into `unique`, to avoid copying members.
        var path, paths, query, schemes, hosts, summary, examples, deprecated, caseSensitive, parent,
            metadata: Int?
        for index in unique.indices {
            switch unique[index].key {
            case "path": path = index
            case "paths": paths = index
            case "query": query = index
            case "schemes": schemes = index
            case "hosts": hosts = index
            case "summary": summary = index
            case "examples": examples = index
            case "deprecated": deprecated = index
            case "caseSensitive": caseSensitive = index
            case "parent": parent = index
            case "metadata": metadata = index
            default:
                log.error(unknownKeyMessage(unique[index].key), at: unique[index].keyPosition)
            }
        }
        let allPatternsRead = readPatterns(
            path.map { unique[$0] }, paths.map { unique[$0] }, member, &log)
        if let query {
            route.queryParameters = RouteQueryReader.read(
                unique[query].value, route: route.name, patterns: route.patterns,
                types: context.types, log: &log)
        }
        if let schemes { readSchemes(unique[schemes], &log) }
        if let hosts { readHosts(unique[hosts], &log) }
        if let summary { readSummary(unique[summary].value, &log) }
        if let examples { readExamples(unique[examples].value, &log) }
        if let deprecated { readDeprecated(unique[deprecated].value, &log) }
        if let caseSensitive {
            route.isCaseSensitive = CaseSensitivityReader.read(
                unique[caseSensitive].value, of: route.name, log: &log)
        }
        if let parent { readParent(unique[parent].value, &log) }
        if let metadata {
            RouteMetadataReader.read(
                unique[metadata].value, route: route.name, context: context, into: &route.metadata, log: &log)
        }
        if allPatternsRead { RouteChecks.checkParameters(of: route, log: &log) }
        RouteChecks.checkHostPosition(of: route, context: context, log: &log)
        RouteChecks.checkEnumCase(of: route, context: context, log: &log)
        if writtenSchemes != nil || writtenHosts != nil {
            let schemeKeys = writtenSchemes ?? Array(context.declaredSchemes)
            let withHost = schemeKeys.filter { context.declaredWithHostSchemes.contains($0) }
            RouteChecks.checkReachability(
                of: route,
                hostFirstSchemeCount: schemeKeys.count - withHost.count,
                withHostSchemes: withHost.map { context.schemes[$0]?.name ?? $0 },
                hosts: (writtenHosts ?? Array(context.declaredHosts)).map(HostPattern.init),
                schemesPosition: schemes.map { unique[$0].keyPosition },
                log: &log)
        }
    }

    private func unknownKeyMessage(_ key: String) -> String {
        let start = "unknown key \(Quote.single(key)) in route \(quotedName)"
        if let match = NameSuggestions.closest(to: key, among: RouteReader.keys) {
            return "\(start); did you mean '\(match)'?"
        }
        return "\(start); use \(Quote.list(RouteReader.keys))"
    }

    // MARK: - Patterns

    /// Reads `path` or `paths`; whether every pattern was read without errors.
    private mutating func readPatterns(
        _ path: JSONMember?, _ paths: JSONMember?, _ member: JSONMember,
        _ log: inout DiagnosticLog
    ) -> Bool {
        var values: [(text: String, value: JSONValue)] = []
        switch (path, paths) {
        case (nil, nil):
            log.error(
                "route \(quotedName) has no \"path\" or \"paths\"; add \"path\": \"/…\"",
                at: member.keyPosition)
            return false
        case (let path?, let paths?):
            let later = path.keyPosition < paths.keyPosition ? paths : path
            log.error(
                "route \(quotedName) has both \"path\" and \"paths\"; use \"path\" for one pattern"
                    + " or \"paths\" for several",
                at: later.keyPosition)
            return false
        case (let path?, nil):
            guard let text = log.string(path.value, "\"path\" of route \(quotedName)") else {
                return false
            }
            values = [(text, path.value)]
        case (nil, let paths?):
            let name = route.name
            let subject = { "\"paths\" of route \(Quote.single(name))" }
            guard let items = log.strings(paths.value, subject(), element: "pattern") else {
                return false
            }
            if paths.value.arrayValue?.isEmpty == true {
                log.error(
                    "\(subject()) is empty; list at least one pattern", at: paths.value.position)
                return false
            }
            values = items
        }
        var allRead = values.count == (paths?.value.arrayValue?.count ?? 1)
        var patterns: [Pattern] = []
        for (text, value) in values {
            if let pattern = PatternParser.parse(
                value, text: text, types: context.types, log: &log)
            {
                patterns.append(pattern)
            } else {
                allRead = false
            }
        }
        route.patterns = patterns
        return allRead
    }

    // MARK: - Schemes and hosts

    private mutating func readSchemes(_ member: JSONMember, _ log: inout DiagnosticLog) {
        route.schemesPosition = member.keyPosition
        let subject = "\"schemes\" of route \(quotedName)"
        guard let elements = log.array(member.value, subject, expected: "an array of scheme names") else { return }
        var items: [(text: String, value: JSONValue)] = []
        for item in elements {
            if let text = item.stringValue {
                items.append((text, item))
            } else if let name = item.objectValue?.first(where: { $0.key == "name" })?.value.stringValue {
                log.error(
                    "\(subject) names top-level schemes; write \(Quote.single(name)) (as a string) instead of the"
                        + " object, whose kind is declared in the top-level \"schemes\"",
                    at: item.position)
            } else {
                log.error(
                    "each scheme in \(subject) must be the name of a top-level scheme, found \(item.kindDescription)",
                    at: item.position)
            }
        }
        writtenSchemes = items.map { $0.text.lowercased() }
        var schemes: [Scheme] = []
        var seen: Set<String> = []
        for (text, item) in items {
            let key = text.lowercased()
            if let spelling = context.schemes[key] {
                if seen.insert(key).inserted {
                    schemes.append(spelling)
                } else {
                    log.error(
                        "duplicate scheme \(Quote.single(text)) in route \(quotedName); remove it",
                        at: item.position)
                }
            } else if !context.declaredSchemes.contains(key) {
                log.error(
                    "scheme \(Quote.single(text)) of route \(quotedName) is not in the top-level"
                        + " \"schemes\"; add it there or remove it here",
                    at: item.position)
            }
        }
        route.schemes = schemes
    }

    private mutating func readHosts(_ member: JSONMember, _ log: inout DiagnosticLog) {
        route.hostsPosition = member.keyPosition
        guard
            let items = log.strings(
                member.value, "\"hosts\" of route \(quotedName)", element: "host")
        else { return }
        writtenHosts = items.map { $0.text.lowercased() }
        var hosts: [HostPattern] = []
        var seen: Set<String> = []
        for (text, item) in items {
            let host = text.lowercased()
            if context.hosts.contains(host) {
                if seen.insert(host).inserted {
                    hosts.append(HostPattern(host))
                } else {
                    log.error(
                        "duplicate host \(Quote.single(text)) in route \(quotedName); remove it",
                        at: item.position)
                }
            } else if !context.declaredHosts.contains(host) {
                log.error(
                    "host \(Quote.single(text)) of route \(quotedName) is not in the top-level"
                        + " \"hosts\"; add it there or remove it here",
                    at: item.position)
            }
        }
        route.hosts = hosts
    }

    // MARK: - Documentation keys

    private mutating func readSummary(_ value: JSONValue, _ log: inout DiagnosticLog) {
        guard let summary = log.string(value, "\"summary\" of route \(quotedName)") else {
            return
        }
        let scalars = summary.unicodeScalars
        let hasLineBreak = summary.utf8.contains { $0 == 0x0A || $0 == 0x0D }
        if hasLineBreak, let lineBreak = scalars.firstIndex(where: { $0 == "\n" || $0 == "\r" }) {
            let offset = scalars.distance(from: scalars.startIndex, to: lineBreak)
            log.error(
                "\"summary\" of route \(quotedName) must be one line; remove the line break",
                at: value.position(ofStringOffset: offset))
            return
        }
        route.summary = summary
    }

    private mutating func readExamples(_ value: JSONValue, _ log: inout DiagnosticLog) {
        guard
            let items = log.strings(
                value, "\"examples\" of route \(quotedName)", element: "example")
        else { return }
        route.examples = items.map { Located($0.text, at: $0.value.position) }
    }

    private mutating func readDeprecated(_ value: JSONValue, _ log: inout DiagnosticLog) {
        guard let message = value.stringValue else {
            log.error(
                "\"deprecated\" of route \(quotedName) must be a string, the deprecation message,"
                    + " found \(value.kindDescription); write \"deprecated\": \"Use … instead\"",
                at: value.position)
            return
        }
        route.deprecated = message
    }

    // MARK: - Navigation

    /// Reads `"parent"`: a case name, checked against the other routes once all are read
    /// (``ParentLinker``).
    private mutating func readParent(_ value: JSONValue, _ log: inout DiagnosticLog) {
        guard let name = log.string(value, "\"parent\" of route \(quotedName)") else { return }
        route.parent = RouteParent(name: name, position: value.position)
    }
}
