/// Emits the matcher: `init?(url:)`, `init?(string:)`, and the trie walk behind them.
///
/// Shape, chosen for the speed of the matcher and of the Swift compiler alike:
/// - one small `@inline(never)` function per trie node, which reads the next segment once,
///   dispatches literals with one integer `switch` on a hash slot (``LiteralSlots``), tries
///   parameter children in
///   precedence order and backtracks by returning `nil`;
/// - the values captured on the way are passed down as typed arguments (a `string` segment is
///   passed undecoded and decoded only when a pattern has matched);
/// - one function per pattern checks the route's schemes and hosts, reads the query and builds
///   the case, so no function builds more than one case.
struct MatcherEmitter {
    /// Up to this many literal children are compared one by one; more are dispatched on a hash.
    static let literalsWithoutHashing = 4

    let spec: RouteSpec
    let trie: RouteTrie
    /// A readable path for each node, for the doc comments (`/products/{int}`).
    let descriptions: [String]

    init(spec: RouteSpec, trie: RouteTrie) {
        self.spec = spec
        self.trie = trie
        var result = Array(repeating: "/", count: trie.nodes.count)
        for node in trie.nodes {
            let base = node.id == 0 ? "" : result[node.id]
            for (text, child) in node.literals { result[child] = base + "/" + text }
            for (type, child) in node.parameters {
                result[child] = base + "/{" + type.specName + "}"
            }
        }
        self.descriptions = result
    }

    func emit(into writer: inout SourceWriter) {
        let access = SwiftSyntax.access(spec.access)
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc([
                "Matches a URL: the route it opens, with its parameters, or `nil` when no route",
                "matches.",
                "",
                "The URL is read from its `absoluteString` by RouteRuntime's own RFC 3986 parser.",
            ])
            writer.block("\(access)init?(url: Foundation.URL) {") { writer in
                writer.line("self.init(string: url.absoluteString)")
            }
            writer.line()
            writer.doc([
                "Matches the text of a URL: the route it opens, with its parameters, or `nil`",
                "when no route matches.",
            ])
            writer.block("\(access)init?(string: Swift.String) {") { writer in
                writer.line(
                    "guard let route = RouteRuntime.RouteURL.withURL(string, Self._match) else {"
                )
                writer.line("    return nil")
                writer.line("}")
                writer.line("self = route")
            }
            writer.line()
            emitEntry(into: &writer)
            for node in trie.nodes where !isLeaf(node) {
                writer.line()
                emitNode(node, into: &writer)
            }
            for (routeIndex, route) in spec.routes.enumerated() {
                for patternIndex in route.patterns.indices {
                    writer.line()
                    emitPattern(route: routeIndex, pattern: patternIndex, into: &writer)
                }
            }
        }
        for type in spec.types {
            guard case .enumeration(let named) = type.kind else { continue }
            writer.line()
            emitEnumParser(named, into: &writer)
        }
    }

    // MARK: Entry

    private func emitEntry(into writer: inout SourceWriter) {
        writer.doc(["Checks the scheme and host, then walks the trie from the root."])
        writer.block(
            "fileprivate static func _match(_ input: RouteRuntime.RouteURL) -> Self? {"
        ) { writer in
            writer.line("var u = input")
            var branches: [(condition: String, body: [String])] = []
            if spec.hosts.isEmpty {
                branches.append(("u.isHTTPS", ["return nil"]))
            } else {
                let checks = spec.hosts.map { hostCheck($0.value) }.joined(separator: " || ")
                branches.append(("u.isHTTPS", ["guard \(checks) else { return nil }", "u.schemeIndex = -1"]))
            }
            for (index, scheme) in spec.schemes.enumerated() {
                let literal = SwiftNames.stringLiteral(scheme.value.key)
                branches.append(("u.schemeIs(\(literal))", ["u.schemeIndex = \(index)"]))
            }
            for (index, branch) in branches.enumerated() {
                writer.line((index == 0 ? "if " : "} else if ") + branch.condition + " {")
                writer.indented { writer in
                    for line in branch.body { writer.line(line) }
                }
            }
            writer.line("} else {")
            writer.line("    return nil")
            writer.line("}")
            writer.line("return Swift.withUnsafeTemporaryAllocation(of: Self.self, capacity: 1) { buffer -> Self? in")
            writer.line("    let out = buffer.baseAddress!")
            writer.line("    guard _n0(u, u.pathCursor, out) else { return nil }")
            writer.line("    return out.move()")
            writer.line("}")
        }
    }

    private func hostCheck(_ host: HostPattern) -> String {
        if host.isWildcard {
            return "u.hostIsSubdomain(of: \(SwiftNames.stringLiteral(host.domain)))"
        }
        return "u.hostIs(\(SwiftNames.stringLiteral(host.text)))"
    }

    // MARK: Nodes

    private func captureParameters(_ captures: [ParameterType]) -> String {
        var text = "_ u: RouteRuntime.RouteURL"
        for (index, type) in captures.enumerated() {
            text += ", _ c\(index): " + captureType(type)
        }
        return text
    }

    /// A `string` segment is passed on undecoded, and decoded only when a pattern has matched.
    private func captureType(_ type: ParameterType) -> String {
        type == .builtIn(.string)
            ? "RouteRuntime.RouteSegment"
            : type.swiftType(enumName: spec.enumName)
    }

    private func captureArguments(_ count: Int) -> String {
        (0..<count).map { ", c\($0)" }.joined()
    }

    private func emitNode(_ node: RouteTrie.Node, into writer: inout SourceWriter) {
        let arguments = captureArguments(node.captures.count)
        writer.doc(["Trie node `\(SwiftSyntax.docText(nodeDescription(node)))`."])
        writer.line("@inline(never)")
        writer.block(
            "fileprivate static func _n\(node.id)(\(captureParameters(node.captures)), _ at: Swift.Int, _ out: Swift.UnsafeMutablePointer<Self>) -> Swift.Bool {"
        ) { writer in
            if node.literals.isEmpty && node.parameters.isEmpty && node.catchAlls.isEmpty {
                writer.line("guard u.isEnd(at) else { return false }")
                emitEnds(node, arguments: arguments, into: &writer)
                return
            }
            let readsSegment = !node.literals.isEmpty || !node.parameters.isEmpty
            writer.block(readsSegment ? "guard let s = u.segment(at: at) else {" : "if u.isEnd(at) {") {
                writer in
                emitEnds(node, arguments: arguments, into: &writer)
            }
            if !node.literals.isEmpty && node.literals.count <= MatcherEmitter.literalsWithoutHashing {
                // A few literals: comparing each (length first) is cheaper than hashing.
                for (text, child) in node.literals {
                    emitChild(
                        child,
                        conditions: ["u.segment(s, is: \(SwiftNames.stringLiteral(text)))"],
                        arguments: "u\(arguments)",
                        into: &writer
                    )
                }
            } else if !node.literals.isEmpty {
                let slots = LiteralSlots(node.literals.map { ($0.text, $0.node) })
                writer.switchBlock("switch u.literalSlot(s, mask: \(slots.mask)) {") { writer in
                    for (slot, entries) in slots.slots {
                        writer.line("case \(slot):")
                        writer.indented { writer in
                            for (text, child) in entries {
                                emitChild(
                                    child,
                                    conditions: ["u.segment(s, is: \(SwiftNames.stringLiteral(text)))"],
                                    arguments: "u\(arguments)",
                                    into: &writer
                                )
                            }
                        }
                    }
                    writer.line("default:")
                    writer.line("    break")
                }
            }
            let next = node.captures.count
            for (type, child) in node.parameters {
                switch type {
                case .builtIn(.string):
                    emitChild(child, conditions: [], arguments: "u\(arguments), s", into: &writer)
                default:
                    emitChild(
                        child,
                        conditions: ["let c\(next) = \(pathValue(type, "s"))"],
                        arguments: "u\(arguments), c\(next)",
                        into: &writer
                    )
                }
            }
            for reference in node.catchAlls {
                writer.line("if \(patternFunction(reference))(u\(arguments), at, out) { return true }")
            }
            writer.line("return false")
        }
    }

    /// Whether a node only ends patterns: its parent checks the end of the path and calls the
    /// pattern functions itself, so the node needs no function of its own.
    private func isLeaf(_ node: RouteTrie.Node) -> Bool {
        node.id != 0 && node.literals.isEmpty && node.parameters.isEmpty && node.catchAlls.isEmpty
    }

    /// The lines that try `child` once `conditions` hold for the current segment.
    private func emitChild(_ child: Int, conditions: [String], arguments: String, into writer: inout SourceWriter) {
        let node = trie.nodes[child]
        if !isLeaf(node) {
            let all = conditions + ["_n\(child)(\(arguments), s.next, out)"]
            writer.line("if \(all.joined(separator: ", ")) { return true }")
            return
        }
        let reached = conditions + ["u.isEnd(s.next)"]
        if node.ends.count == 1 {
            let all = reached + ["\(patternFunction(node.ends[0]))(\(arguments), out)"]
            writer.line("if \(all.joined(separator: ", ")) { return true }")
            return
        }
        writer.block("if \(reached.joined(separator: ", ")) {") { writer in
            for reference in node.ends {
                writer.line("if \(patternFunction(reference))(\(arguments), out) { return true }")
            }
        }
    }

    private func nodeDescription(_ node: RouteTrie.Node) -> String {
        descriptions[node.id]
    }

    private func emitEnds(_ node: RouteTrie.Node, arguments: String, into writer: inout SourceWriter) {
        for reference in node.ends {
            writer.line("if \(patternFunction(reference))(u\(arguments), out) { return true }")
        }
        writer.line("return false")
    }

    private func patternFunction(_ reference: RouteTrie.PatternReference) -> String {
        "_p\(reference.route)_\(reference.pattern)"
    }

    /// The expression reading a path segment `segment` as a value of `type`.
    private func pathValue(_ type: ParameterType, _ segment: String) -> String {
        switch type {
        case .builtIn(let builtIn): "u.\(builtIn.segmentReader)(\(segment))"
        case .enumeration(let named): "u.value(\(segment), \(spec.enumName).\(named.name)._routeParse)"
        case .app(let app): "u.parameter(\(segment), as: \(app.swiftType).self)"
        }
    }

    /// The expression reading a query item `item` as a value of `type`.
    private func queryValue(_ type: ParameterType, _ item: String) -> String {
        switch type {
        case .builtIn(let builtIn): "u.\(builtIn.queryReader)(\(item))"
        case .enumeration(let named): "u.value(\(item), \(spec.enumName).\(named.name)._routeParse)"
        case .app(let app): "u.parameter(\(item), as: \(app.swiftType).self)"
        }
    }

    // MARK: Patterns

    private func emitPattern(route routeIndex: Int, pattern patternIndex: Int, into writer: inout SourceWriter) {
        let route = spec.routes[routeIndex]
        let pattern = route.patterns[patternIndex]
        let isCatchAll = pattern.endsWithCatchAll
        // The captures of the node where the pattern ends (or where its catch-all starts).
        var captures: [ParameterType] = []
        var captureOfParameter: [String: Int] = [:]
        for segment in pattern.segments {
            if case .parameter(let name, let type) = segment.kind {
                captureOfParameter[name] = captures.count
                captures.append(type)
            }
        }
        var signature = captureParameters(captures)
        if isCatchAll { signature += ", _ at: Swift.Int" }
        signature += ", _ out: Swift.UnsafeMutablePointer<Self>"
        writer.doc([
            "Pattern `\(SwiftSyntax.docText(pattern.text))` of route `\(SwiftSyntax.docText(route.name))`: "
                + "checks the scheme, host and query, and builds the case."
        ])
        writer.line("@inline(never)")
        writer.block("fileprivate static func _p\(routeIndex)_\(patternIndex)(\(signature)) -> Swift.Bool {") {
            writer in
            if let condition = acceptance(of: route) {
                writer.line("guard \(condition) else { return false }")
            }
            let parameters = route.parameters
            // Query keys to look for: the pattern's bindings, then the "query" object's.
            struct Key {
                var key: String
                var parameter: CaseParameter
                var variable: String
                var isList: Bool
            }
            var keys: [Key] = []
            for binding in pattern.queryBindings {
                guard let parameter = parameters.first(where: { $0.name == binding.parameter }) else { continue }
                keys.append(Key(key: binding.key, parameter: parameter, variable: "q\(keys.count)", isList: false))
            }
            for parameter in parameters where parameter.source == .query {
                keys.append(
                    Key(
                        key: parameter.name, parameter: parameter, variable: "q\(keys.count)",
                        isList: parameter.kind == .list)
                )
            }
            for key in keys {
                if key.isList {
                    let type = key.parameter.type.swiftType(enumName: spec.enumName)
                    writer.line("var \(key.variable): [\(type)] = []")
                } else {
                    writer.line("var \(key.variable): RouteRuntime.RouteQueryItem? = nil")
                }
            }
            if !keys.isEmpty {
                writer.line("var items = u.queryItems()")
                writer.block("while let item = items.next() {") { writer in
                    for (index, key) in keys.enumerated() {
                        let test = "u.nameIs(item, \(SwiftNames.stringLiteral(key.key)))"
                        writer.line((index == 0 ? "if " : "} else if ") + test + " {")
                        writer.indented { writer in
                            if key.isList {
                                writer.line(
                                    "guard let v = \(queryValue(key.parameter.type, "item")) else { return false }")
                                writer.line("\(key.variable).append(v)")
                            } else {
                                writer.line("if case .some = \(key.variable) { return false }")
                                writer.line("\(key.variable) = item")
                            }
                        }
                    }
                    writer.line("}")
                }
            }
            // Each case parameter's value, in label order.
            var values: [String] = []
            for (index, parameter) in parameters.enumerated() {
                let variable = "v\(index)"
                values.append(variable)
                if let key = keys.first(where: { $0.parameter.name == parameter.name }) {
                    let read = queryValue(parameter.type, key.variable)
                    switch parameter.kind {
                    case .required:
                        writer.line("guard let \(key.variable), let \(variable) = \(read) else { return false }")
                    case .optional:
                        let type = parameter.swiftType(enumName: spec.enumName)
                        writer.line("var \(variable): \(type) = nil")
                        writer.block("if let \(key.variable) {") { writer in
                            writer.line("guard let v = \(read) else { return false }")
                            writer.line("\(variable) = v")
                        }
                    case .defaulted(let literal):
                        let type = parameter.swiftType(enumName: spec.enumName)
                        let value = parameter.type.swiftExpression(ofDefault: literal, enumName: spec.enumName)
                        writer.line("var \(variable): \(type) = \(value)")
                        writer.block("if let \(key.variable) {") { writer in
                            writer.line("guard let v = \(read) else { return false }")
                            writer.line("\(variable) = v")
                        }
                    case .list:
                        writer.line("let \(variable) = \(key.variable)")
                    }
                } else if parameter.isCatchAll {
                    writer.line("guard let \(variable) = u.remainingSegments(from: at) else { return false }")
                } else if let capture = captureOfParameter[parameter.name] {
                    if parameter.type == .builtIn(.string) {
                        writer.line("guard let \(variable) = u.string(c\(capture)) else { return false }")
                    } else {
                        writer.line("let \(variable) = c\(capture)")
                    }
                }
            }
            let arguments = zip(parameters, values).map { "\(SwiftSyntax.argumentLabel($0.name)): \($1)" }
            let payload = arguments.isEmpty ? "" : "(" + arguments.joined(separator: ", ") + ")"
            if route.deprecated != nil {
                let call = DeprecatedCasesEmitter.makerCall(route: routeIndex, spec: spec)
                writer.line("out.initialize(to: \(call)(\(values.joined(separator: ", "))))")
            } else {
                writer.line("out.initialize(to: .\(SwiftSyntax.identifier(route.name))\(payload))")
            }
            writer.line("return true")
        }
    }

    /// The check that the route accepts the URL's scheme and host, or `nil` when it accepts
    /// every scheme and host of the spec.
    private func acceptance(of route: Route) -> String? {
        if route.schemes == nil && route.hosts == nil { return nil }
        let schemes = route.acceptedSchemes(in: spec)
        var mask: UInt64 = 0
        for (index, scheme) in spec.schemes.enumerated() where schemes.contains(scheme.value) {
            mask |= 1 << UInt64(index)
        }
        let hosts = route.acceptedHosts(in: spec)
        if route.hosts == nil || Set(hosts) == Set(spec.hosts.map(\.value)) || hosts.isEmpty {
            return "u.accepts(schemes: \(mask), https: \(!hosts.isEmpty))"
        }
        let list = hosts.map { SwiftNames.stringLiteral($0.text) }.joined(separator: ", ")
        return "u.accepts(schemes: \(mask), hosts: [\(list)])"
    }

    // MARK: Named enums

    private func emitEnumParser(_ named: NamedEnum, into writer: inout SourceWriter) {
        writer.block("nonisolated extension \(spec.enumName).\(named.name) {") { writer in
            writer.doc(["Reads a decoded raw value without allocating."])
            writer.block(
                "fileprivate static func _routeParse(_ b: Swift.UnsafeBufferPointer<Swift.UInt8>) -> Self? {"
            ) { writer in
                let slots = LiteralSlots(named.values.map { ($0.rawValue, $0) })
                writer.switchBlock("switch RouteRuntime.RouteText.slot(b, mask: \(slots.mask)) {") { writer in
                    for (slot, entries) in slots.slots {
                        writer.line("case \(slot):")
                        writer.indented { writer in
                            for (text, value) in entries {
                                writer.line(
                                    "if RouteRuntime.RouteText.equal(b, \(SwiftNames.stringLiteral(text))) { return .\(value.identifier) }"
                                )
                            }
                            writer.line("return nil")
                        }
                    }
                    writer.line("default:")
                    writer.line("    return nil")
                }
            }
        }
    }
}
