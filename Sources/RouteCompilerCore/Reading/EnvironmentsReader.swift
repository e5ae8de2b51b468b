/// Reads the top-level `"environments"` (Specification §3.12): name → `{"condition", "hosts",
/// "schemes"}`, each list in correspondence by position with the top-level list of the same name.
enum EnvironmentsReader {
    /// The keys of an environment.
    static let keys = ["condition", "hosts", "schemes"]

    /// What an environment's lists must correspond to: the top-level hosts and schemes.
    struct TopLevel {
        /// The valid top-level hosts, in order.
        var hosts: [Located<HostPattern>]
        /// How many entries the top-level `"hosts"` has, valid or not.
        var writtenHostCount: Int
        /// The valid top-level schemes, in order.
        var schemes: [Located<Scheme>]
        /// How many entries the top-level `"schemes"` has, valid or not.
        var writtenSchemeCount: Int

        /// Whether every top-level host is valid, so that positions correspond.
        var hostsAreValid: Bool { hosts.count == writtenHostCount }
        /// Whether every top-level scheme is valid, so that positions correspond.
        var schemesAreValid: Bool { schemes.count == writtenSchemeCount }
    }

    /// The valid environments, in declaration order.
    static func read(
        _ value: JSONValue, topLevel: TopLevel, context: SpecContext, log: inout DiagnosticLog
    ) -> [Environment] {
        let expected = "an object of environment name → environment, as in {\"staging\": {\"condition\": \"STAGING\"}}"
        guard let members = log.object(value, "\"environments\"", expected: expected) else { return [] }
        let unique = log.uniqueMembers(members) { "duplicate environment \(Quote.single($0))" }
        var result: [Environment] = []
        var conditions: [String: (name: String, position: SourcePosition)] = [:]
        for member in unique {
            let errorsBefore = log.errorCount
            if let problem = nameProblem(member.key) {
                log.error(problem, at: member.keyPosition)
            }
            guard var environment = read(member, topLevel: topLevel, context: context, log: &log) else {
                continue
            }
            if let (first, position) = conditions[environment.condition] {
                log.error(
                    "environment \(Quote.single(member.key)) has the condition"
                        + " \(Quote.single(environment.condition)) of environment \(Quote.single(first)), which"
                        + " is chosen first, so \(Quote.single(member.key)) could never be; give it its own"
                        + " condition",
                    at: environment.position,
                    notes: [.note("\(Quote.single(first)) has the condition here", at: position)])
            } else {
                conditions[environment.condition] = (member.key, environment.position)
            }
            // The position of the condition was kept in `position` until here.
            environment.position = member.keyPosition
            if log.errorCount == errorsBefore { result.append(environment) }
        }
        return result
    }

    /// What is wrong with `name` as an environment name, or `nil`.
    static func nameProblem(_ name: String) -> String? {
        let isValid =
            !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
                default: false
                }
            }
        guard !isValid else { return nil }
        return "environment name \(Quote.single(name)) must have only ASCII letters, digits, '-' and '_',"
            + " as in 'staging'; it is what --environment selects"
    }

    /// What is wrong with `condition` as a Swift compilation condition, or `nil`.
    static func conditionProblem(_ condition: String) -> String? {
        let quoted = Quote.single(condition)
        let scalars = condition.unicodeScalars
        let isIdentifier =
            condition != "_"
            && scalars.first.map { $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) } == true
            && scalars.allSatisfy { scalar in
                switch scalar {
                case "a"..."z", "A"..."Z", "0"..."9", "_": true
                default: false
                }
            }
        if !isIdentifier {
            return "condition \(quoted) is not a Swift compilation condition; use ASCII letters, digits and"
                + " '_', not starting with a digit, as in 'STAGING'"
        }
        if SwiftNames.keywords.contains(condition) {
            return "condition \(quoted) is a Swift keyword, not a compilation condition; use a name like 'STAGING'"
        }
        return nil
    }

    /// One environment; its `position` is that of its condition, for the caller's check of
    /// duplicate conditions.
    private static func read(
        _ member: JSONMember, topLevel: TopLevel, context: SpecContext, log: inout DiagnosticLog
    ) -> Environment? {
        let name = Quote.single(member.key)
        guard let members = member.value.objectValue else {
            log.error(
                "environment \(name) must be an object like {\"condition\": \"STAGING\", \"hosts\": […]},"
                    + " found \(member.value.kindDescription)",
                at: member.value.position)
            return nil
        }
        let unique = log.uniqueMembers(members) { "duplicate key \(Quote.single($0)) in environment \(name)" }
        var byKey: [String: JSONMember] = [:]
        for item in unique {
            if keys.contains(item.key) {
                byKey[item.key] = item
            } else {
                let start = "unknown key \(Quote.single(item.key)) in environment \(name)"
                let fix = NameSuggestions.closest(to: item.key, among: keys).map { "did you mean '\($0)'?" }
                log.error("\(start); \(fix ?? "use condition, hosts or schemes")", at: item.keyPosition)
            }
        }
        var condition: String?
        if let member = byKey["condition"] {
            if let text = log.string(member.value, "\"condition\" of environment \(name)") {
                if let problem = conditionProblem(text) {
                    log.error(problem, at: member.value.position)
                } else {
                    condition = text
                }
            }
        } else {
            log.error(
                "environment \(name) has no \"condition\"; add the Swift compilation condition that selects it,"
                    + " as in \"condition\": \"STAGING\"",
                at: member.keyPosition)
        }
        let hosts = byKey["hosts"].map { readHosts($0, environment: name, topLevel, context, &log) }
        let schemes = byKey["schemes"].map { readSchemes($0, environment: name, topLevel, context, &log) }
        guard let condition, let conditionPosition = byKey["condition"]?.value.position else { return nil }
        return Environment(
            name: member.key, condition: condition, hosts: hosts ?? topLevel.hosts,
            schemes: schemes ?? topLevel.schemes, position: conditionPosition)
    }

    /// A scratch copy of what the top-level readers record, so that an environment's lists are
    /// read by the same readers, with the same rules, without changing what the routes see.
    private static func scratchContext(_ context: SpecContext) -> SpecContext {
        let scratch = SpecContext()
        scratch.enumName = context.enumName
        scratch.declaredHosts = context.declaredHosts
        scratch.hosts = context.hosts
        scratch.hasConcreteHost = context.hasConcreteHost
        return scratch
    }

    private static func readHosts(
        _ member: JSONMember, environment name: String, _ topLevel: TopLevel, _ context: SpecContext,
        _ log: inout DiagnosticLog
    ) -> [Located<HostPattern>] {
        let hosts = HostsReader.read(member.value, into: scratchContext(context), log: &log)
        guard let written = member.value.arrayValue?.count else { return hosts }
        guard topLevel.hostsAreValid else { return hosts }
        if written != topLevel.writtenHostCount {
            log.error(
                "\"hosts\" of environment \(name) lists \(count(written, "host")), but the top-level \"hosts\""
                    + " lists \(count(topLevel.writtenHostCount, "host")); list one host for each top-level"
                    + " host, in the same order",
                at: member.value.position)
            return hosts
        }
        guard hosts.count == written else { return hosts }
        for (host, topLevelHost) in zip(hosts, topLevel.hosts)
        where host.value.isWildcard != topLevelHost.value.isWildcard {
            let original = Quote.single(topLevelHost.value.text)
            let problem =
                topLevelHost.value.isWildcard
                ? "must be a wildcard like '*.\(host.value.text)', since the top-level host at its position,"
                    + " \(original), is one"
                : "must not be a wildcard, since the top-level host at its position, \(original), is not one"
            log.error(
                "host \(Quote.single(host.value.text)) of environment \(name) \(problem)",
                at: host.position)
        }
        return hosts
    }

    private static func readSchemes(
        _ member: JSONMember, environment name: String, _ topLevel: TopLevel, _ context: SpecContext,
        _ log: inout DiagnosticLog
    ) -> [Located<Scheme>] {
        let schemes = SchemesReader.read(member.value, into: scratchContext(context), log: &log)
        guard let written = member.value.arrayValue?.count else { return schemes }
        guard topLevel.schemesAreValid else { return schemes }
        if written != topLevel.writtenSchemeCount {
            log.error(
                "\"schemes\" of environment \(name) lists \(count(written, "scheme")), but the top-level"
                    + " \"schemes\" lists \(count(topLevel.writtenSchemeCount, "scheme")); list one scheme"
                    + " for each top-level scheme, in the same order",
                at: member.value.position)
            return schemes
        }
        guard schemes.count == written else { return schemes }
        for (scheme, topLevelScheme) in zip(schemes, topLevel.schemes)
        where kind(of: scheme.value) != kind(of: topLevelScheme.value) {
            let fix =
                topLevelScheme.value.withHost
                ? "write it as {\"name\": \"\(scheme.value.name)\", \"withHost\": true}"
                : "write it as the string \"\(scheme.value.name)\""
            log.error(
                "scheme \(Quote.single(scheme.value.name)) of environment \(name) must be \(kind(of: topLevelScheme.value)),"
                    + " like the top-level scheme at its position, \(Quote.single(topLevelScheme.value.name)); \(fix)",
                at: scheme.position)
        }
        return schemes
    }

    /// The kind of a scheme (Specification §3.2), as messages name it: `host-first` or `with-host`.
    static func kind(of scheme: Scheme) -> String {
        scheme.withHost ? "with-host" : "host-first"
    }

    /// `1 host`, `2 hosts`.
    private static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
