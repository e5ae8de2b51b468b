@_spi(Generated) import RouteRuntime

/// The route table in the form the runtime reads in place (`RouteRuntime._TableFormat`,
/// Specification §6.10): the records of the route trie, the excluded paths, the routes and the
/// named enums, each keyed by a hash of what it is, sorted by key; and the origins of each
/// environment. Every emitter of a matcher (Swift, Kotlin) writes these same bytes, so the
/// precedence, the splits and the encodings are decided once, here.
public struct TableRecords: Sendable {
    /// One record: its key and its bytes after the key's space (kind, then body).
    public struct Record: Sendable {
        /// The record's key (``_RouteKey``): what the record is, hashed.
        public var key: UInt64
        /// The bytes after the key's space: the kind byte, then the body.
        public var body: [UInt8]
        /// The index in the routes' trie of the node whose literal children a group record holds;
        /// `nil` for every other record (and for the excluded paths' groups).
        public var parent: Int? = nil

        /// The record's line as the Kotlin output writes it: its key's ten digits, a space, the
        /// body; without a line feed.
        public var line: [UInt8] { TableEncoding.key(key) + [UInt8(ascii: " ")] + body }
    }

    /// The records in ascending order of their keys.
    public private(set) var records: [Record] = []
    /// The most values a pattern (or excluded path) reads from the path.
    public private(set) var maximumCaptures = 0
    /// The most parameters a route's case has.
    public private(set) var maximumLabels = 0
    /// Whether some edge is a mixed segment.
    public private(set) var hasMixedSegments = false
    /// Whether the spec excludes paths.
    public let hasExcludes: Bool
    /// The nodes of the routes' trie as the records write them, by their index in the trie: what
    /// a generated walk of the trie reads (Specification §6.11).
    public private(set) var nodes: [Int: Node] = [:]

    /// One node of the routes' trie: its key, and its patterns and edges as its record writes
    /// them, in the order the walk tries them.
    public struct Node: Sendable {
        /// One literal child: its text as the table compares it, whether it compares ignoring ASCII
        /// case, and the key of its group (the hash of its lowercased text seeded by this node's
        /// key).
        public struct Literal: Sendable {
            /// The literal's text.
            public var text: [UInt8]
            /// Whether it compares ignoring ASCII case.
            public var folds: Bool
            /// The key of its group among the node's literal children.
            public var group: UInt64
            /// The child's index in the trie.
            public var child: Int
        }

        /// One parameter edge: its kind (``_TableFormat/Value``), and the key of its named enum or
        /// app type (0 for a built-in type).
        public struct Parameter: Sendable {
            /// The kind of value the edge reads.
            public var kind: UInt8
            /// The key of its named enum or app type, or 0.
            public var type: UInt64
            /// The child's index in the trie.
            public var child: Int
        }

        /// The node's key (``_RouteKey``).
        public var key: UInt64
        /// The patterns that end here: their count, then each (the node's `ends`).
        public var ends: [UInt8]
        /// Whether patterns end here.
        public var hasEnds: Bool
        /// The key of the route whose pattern is the first to end here when that pattern matches
        /// whatever the URL's scheme, host and query, and its values are the captures in order
        /// (label *i* is capture *i*): the end of the path then decides the match alone.
        public var certainEnd: UInt64?
        /// The literal children, group by group in the order the walk compares them.
        public var literals: [Literal]
        /// The mixed-segment edges in precedence order, each as the node's content writes it: its
        /// kind, its pieces, its child's key and content (the table walk reads them and their
        /// children).
        public var mixed: [[UInt8]]
        /// The parameter edges in precedence order, after the mixed ones.
        public var parameters: [Parameter]
        /// The patterns whose catch-all starts here: their count, then each; `nil` for none.
        public var catchAlls: [UInt8]?
    }

    /// The records of `spec`, whose trie is `trie`.
    public init(_ spec: RouteSpec, trie: RouteTrie) {
        hasExcludes = !spec.excludes.isEmpty
        var records: [Record] = []
        for type in spec.types {
            guard case .enumeration(let named) = type.kind else { continue }
            var body = [_TableFormat.Kind.enumeration] + TableEncoding.text(named.name)
            body += TableEncoding.number(named.values.count)
            for value in named.values { body += TableEncoding.data(value.rawValue) }
            records.append(Record(key: _RouteKey.enumeration(named.name), body: body))
        }
        for route in spec.routes {
            records.append(Record(key: _RouteKey.route(route.name), body: Self.routeBody(route, spec: spec)))
            maximumLabels = max(maximumLabels, route.parameters.count)
        }
        addTrie(trie, spec: spec, root: _RouteKey.root, into: &records)
        if hasExcludes {
            var excluded = spec
            excluded.routes = spec.excludes.enumerated().map { index, pattern in
                Route(
                    name: "_exclude\(index)", position: pattern.position, patterns: [pattern],
                    isCaseSensitive: spec.isCaseSensitive)
            }
            addTrie(RouteTrie(excluded), spec: nil, root: _RouteKey.excludeRoot, into: &records)
        }
        records.sort { $0.key < $1.key }
        for index in records.indices.dropFirst() where records[index - 1].key == records[index].key {
            // A 60-bit collision between two different records: never seen; refuse rather than
            // write a table that would misroute.
            preconditionFailure("two route-table records hash to the same key; rename a route or literal")
        }
        self.records = records
    }

    /// The origins' text of `spec`'s default environment.
    public static func originsText(_ spec: RouteSpec) -> [UInt8] {
        Array(origins(of: spec, environment: nil).joined(separator: [UInt8(ascii: "\n")]))
    }

    /// The origins of `spec` in the environment called `environment` (`nil`: the default one), as
    /// the route records index them: the spec's hosts, or its host slots in a composed table
    /// (``RouteSpec/hostSlots``).
    public static func origins(of spec: RouteSpec, environment: String?) -> [[UInt8]] {
        let resolved = environment.flatMap { spec.resolving(environment: $0) } ?? spec
        let hosts =
            spec.hostSlots.isEmpty
            ? resolved.hosts.map(\.value) : spec.hostSlots.map { $0.host(in: environment) }
        return origins(schemes: resolved.schemes.map(\.value), hosts: hosts)
    }

    /// The origins of an environment: one line per scheme, then per host, each the length of its
    /// name, its kind and its name (``_TableFormat``, "Origins").
    public static func origins(schemes: [Scheme], hosts: [HostPattern]) -> [[UInt8]] {
        func line(_ kind: UInt8, _ name: String) -> [UInt8] {
            let bytes = Array(name.utf8)
            return TableEncoding.number(bytes.count) + [kind] + bytes
        }
        let schemeLines = schemes.map { scheme in
            line(
                scheme.withHost ? _TableFormat.Origin.withHostScheme : _TableFormat.Origin.hostFirstScheme, scheme.name)
        }
        let hostLines = hosts.map { host in
            host.isWildcard
                ? line(_TableFormat.Origin.wildcardHost, host.domain.lowercased())
                : line(_TableFormat.Origin.host, host.text.lowercased())
        }
        return schemeLines + hostLines
    }

    // MARK: The trie

    /// Adds the records of `trie`'s nodes under `root`: a node record for the root, a group record
    /// for each set of literal children of one lowercased text; a node reached by a parameter or
    /// mixed edge is written inside its parent's content. `spec` is `nil` for the excluded paths, whose patterns name no
    /// route.
    private mutating func addTrie(_ trie: RouteTrie, spec: RouteSpec?, root: UInt64, into records: inout [Record]) {
        let isRoutes = root == _RouteKey.root
        func content(_ index: Int, key: UInt64) -> [UInt8] {
            let node = trie.nodes[index]
            maximumCaptures = max(maximumCaptures, node.captures.count + (node.catchAlls.isEmpty ? 0 : 1))
            var ends = TableEncoding.number(node.ends.count)
            for (reference, tie) in zip(node.ends, Self.ties(node.ends, spec: spec)) {
                ends += Self.pattern(reference, tie: tie, spec: spec)
            }
            var catchAlls = TableEncoding.number(node.catchAlls.count)
            for (reference, tie) in zip(node.catchAlls, Self.ties(node.catchAlls, spec: spec)) {
                catchAlls += Self.pattern(reference, tie: tie, spec: spec)
            }
            var bytes = TableEncoding.number(node.literals.isEmpty ? 0 : _TableFormat.NodeFlag.hasLiterals)
            if !node.literals.isEmpty {
                var groups: UInt64 = 0
                for (text, _) in node.literals {
                    let lowered = Array(text.utf8).map(Self.lowercased)
                    groups |= 1 << (_RouteKey.group(parent: key, text: lowered) % 60)
                }
                bytes += TableEncoding.key(groups)
            }
            bytes += TableEncoding.number(ends.count) + ends + TableEncoding.number(catchAlls.count) + catchAlls
            bytes += TableEncoding.number(node.mixed.count + node.parameters.count)
            var edges: [(edge: [UInt8], child: Int)] = []
            var mixed: [[UInt8]] = []
            for (pieces, child) in node.mixed {
                hasMixedSegments = true
                edges.append((Self.mixedEdge(pieces, folds: trie.nodes[child].readsCaseInsensitively), child))
            }
            var parameters: [Node.Parameter] = []
            for (type, child) in node.parameters {
                let edge = Self.parameter(type, folds: trie.nodes[child].readsCaseInsensitively)
                edges.append((edge, child))
                parameters.append(Node.Parameter(kind: edge[0], type: Self.typeKey(type), child: child))
            }
            for (position, (edge, child)) in edges.enumerated() {
                let childKey = _RouteKey.parameterChild(parent: key, edge: edge)
                let childContent = content(child, key: childKey)
                let written =
                    edge + TableEncoding.key(childKey) + TableEncoding.number(childContent.count) + childContent
                bytes += written
                if position < node.mixed.count { mixed.append(written) }
            }
            var literals: [Node.Literal] = []
            // Literal children, grouped by their lowercased text.
            var groups: [[UInt8]: [(text: [UInt8], child: Int)]] = [:]
            var order: [[UInt8]] = []
            for (text, child) in node.literals {
                let bytes = Array(text.utf8)
                let lowered = bytes.map(Self.lowercased)
                if groups[lowered] == nil { order.append(lowered) }
                groups[lowered, default: []].append((bytes, child))
            }
            for lowered in order {
                let members = groups[lowered]!
                var body = [_TableFormat.Kind.group] + TableEncoding.number(members.count)
                let group = _RouteKey.group(parent: key, text: lowered)
                for (text, child) in members {
                    let folds = trie.nodes[child].readsCaseInsensitively
                    literals.append(Node.Literal(text: text, folds: folds, group: group, child: child))
                    let childKey = _RouteKey.literalChild(parent: key, text: text, folds: folds)
                    let childContent = content(child, key: childKey)
                    body += TableEncoding.text(text) + [UInt8(ascii: folds ? "1" : "0")] + TableEncoding.key(childKey)
                    body += TableEncoding.number(childContent.count) + childContent
                }
                records.append(Record(key: group, body: body, parent: isRoutes ? index : nil))
            }
            if isRoutes {
                nodes[index] = Node(
                    key: key, ends: ends, hasEnds: !node.ends.isEmpty,
                    certainEnd: spec.flatMap { Self.certainEnd(node, spec: $0) }, literals: literals, mixed: mixed,
                    parameters: parameters, catchAlls: node.catchAlls.isEmpty ? nil : catchAlls)
            }
            return bytes
        }
        records.append(Record(key: root, body: [_TableFormat.Kind.node] + content(0, key: root)))
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// The tie number of each of a node's patterns, which have the same path and are in
    /// precedence order (most required query keys first): the first of a run of patterns with as
    /// many required keys, not all the same keys, has the run's length, which the matcher decides
    /// by the order of the URL's keys (Specification §4.7 rule 4); every other pattern 0.
    static func ties(_ references: [RouteTrie.PatternReference], spec: RouteSpec?) -> [Int] {
        var result = Array(repeating: 0, count: references.count)
        guard let spec else { return result }
        let keys = references.map { Set(spec.routes[$0.route].requiredQueryKeys(ofPattern: $0.pattern)) }
        var start = 0
        while start < references.count {
            var end = start + 1
            while end < references.count && keys[end].count == keys[start].count { end += 1 }
            if end - start > 1 && keys[start + 1..<end].contains(where: { $0 != keys[start] }) {
                result[start] = end - start
            }
            start = end
        }
        return result
    }

    /// The route of the first pattern that ends at `node` when it matches whatever the scheme,
    /// host and query (it accepts every scheme and host, reads nothing of the query, and ties with
    /// no other) and its route's labels are the values it captures, in order.
    private static func certainEnd(_ node: RouteTrie.Node, spec: RouteSpec) -> UInt64? {
        guard let first = node.ends.first, ties(node.ends, spec: spec).first == 0 else { return nil }
        let route = spec.routes[first.route]
        let pattern = route.patterns[first.pattern]
        guard route.schemes == nil, route.hosts == nil, route.hostSlots == nil,
            pattern.requiredQueryKeys.isEmpty, !route.parameters.contains(where: { $0.source == .query })
        else { return nil }
        var names: [String] = []
        for segment in pattern.segments {
            switch segment.kind {
            case .literal: break
            case .parameter(let name, _), .catchAll(let name): names.append(name)
            case .mixed(let pieces): names += MixedPiece.parameters(of: pieces).map(\.name)
            }
        }
        guard names == route.parameters.map(\.name), names.count == node.captures.count else { return nil }
        return _RouteKey.route(route.name)
    }

    /// A pattern of a node's ends or catch-alls: its tie number (``ties(_:spec:)``), its route,
    /// and where each of the case's pattern-bound values comes from.
    private static func pattern(_ reference: RouteTrie.PatternReference, tie: Int, spec: RouteSpec?) -> [UInt8] {
        guard let spec else {
            let all = [_TableFormat.all, _TableFormat.all]
            return TableEncoding.number(0) + TableEncoding.key(0) + TableEncoding.number(0) + all
                + TableEncoding.number(0)
        }
        let route = spec.routes[reference.route]
        let pattern = route.patterns[reference.pattern]
        let labels = route.parameters.map(\.name)
        var sources: [[UInt8]] = []
        var capture = 0
        for segment in pattern.segments {
            var names: [String] = []
            switch segment.kind {
            case .literal: break
            case .parameter(let name, _), .catchAll(let name): names = [name]
            case .mixed(let pieces): names = MixedPiece.parameters(of: pieces).map(\.name)
            }
            for name in names {
                if let label = labels.firstIndex(of: name) {
                    sources.append(
                        [_TableFormat.Source.capture] + TableEncoding.number(label) + TableEncoding.number(capture))
                }
                capture += 1
            }
        }
        for binding in pattern.queryBindings {
            guard let label = labels.firstIndex(of: binding.parameter) else { continue }
            sources.append([_TableFormat.Source.query] + TableEncoding.number(label) + TableEncoding.text(binding.key))
        }
        for present in pattern.presentKeys {
            sources.append([_TableFormat.Source.present] + TableEncoding.text(present.key))
        }
        let readsQuery = !pattern.requiredQueryKeys.isEmpty || route.parameters.contains { $0.source == .query }
        var bytes = TableEncoding.number(tie) + TableEncoding.key(_RouteKey.route(route.name))
        bytes += TableEncoding.number(readsQuery ? _TableFormat.PatternFlag.readsQuery : 0)
        bytes += accepted(route, spec: spec)
        bytes += TableEncoding.number(sources.count)
        for source in sources { bytes += source }
        return bytes
    }

    // MARK: Values

    /// A parameter edge or mixed piece: its kind, and the key of its named enum or app type.
    static func parameter(_ type: ParameterType, folds: Bool) -> [UInt8] {
        switch type {
        case .builtIn(let builtIn): [valueKind(builtIn)]
        case .enumeration(let named):
            [folds ? _TableFormat.Value.foldedEnumeration : _TableFormat.Value.enumeration]
                + TableEncoding.key(_RouteKey.enumeration(named.name))
        case .app(let app): [_TableFormat.Value.app] + TableEncoding.key(_RouteKey.appType(app.name))
        }
    }

    /// The key of a parameter's named enum or app type, 0 for a built-in type.
    static func typeKey(_ type: ParameterType) -> UInt64 {
        switch type {
        case .builtIn: 0
        case .enumeration(let named): _RouteKey.enumeration(named.name)
        case .app(let app): _RouteKey.appType(app.name)
        }
    }

    /// A label's type: as ``parameter(_:folds:)``, the route's case folding applying to named enums
    /// at run time.
    static func labelType(_ parameter: CaseParameter) -> [UInt8] {
        parameter.isCatchAll ? [_TableFormat.Value.catchAll] : Self.parameter(parameter.type, folds: false)
    }

    private static func valueKind(_ type: BuiltInType) -> UInt8 {
        switch type.name {
        case "int": _TableFormat.Value.int
        case "double": _TableFormat.Value.double
        case "bool": _TableFormat.Value.bool
        case "uuid": _TableFormat.Value.uuid
        default: _TableFormat.Value.string
        }
    }

    private static func mixedEdge(_ pieces: [MixedPiece], folds: Bool) -> [UInt8] {
        var bytes = [folds ? _TableFormat.Value.foldedMixed : _TableFormat.Value.mixed]
        bytes += TableEncoding.number(pieces.count)
        for piece in pieces {
            switch piece {
            case .literal(let text): bytes += [_TableFormat.Value.literal] + TableEncoding.text(text)
            case .parameter(_, let type): bytes += parameter(type, folds: false)
            }
        }
        return bytes
    }

    // MARK: Routes

    /// A route record's body.
    private static func routeBody(_ route: Route, spec: RouteSpec) -> [UInt8] {
        var body = [_TableFormat.Kind.route] + TableEncoding.text(route.name)
        body += TableEncoding.number(route.isCaseSensitive ? 0 : _TableFormat.RouteFlag.ignoresCase)
        body += accepted(route, spec: spec)
        body += TableEncoding.number(route.parameters.count)
        for parameter in route.parameters { body += label(parameter) }
        body += template(route)
        let values = zip(spec.metadata, route.metadata).compactMap { declaration, value -> [UInt8]? in
            guard let value, value != declaration.defaultValue else { return nil }
            return TableEncoding.text(declaration.name) + TableEncoding.data(value)
        }
        body += TableEncoding.number(values.count) + values.flatMap { $0 }
        return body
    }

    /// The schemes, then the hosts, a route accepts: `*` for all, else their indices in the
    /// top-level lists.
    private static func accepted(_ route: Route, spec: RouteSpec) -> [UInt8] {
        var bytes: [UInt8] = []
        if let schemes = route.schemes {
            let indices = schemes.compactMap { scheme in spec.schemes.firstIndex { $0.value.key == scheme.key } }
            bytes += TableEncoding.number(indices.count) + indices.flatMap(TableEncoding.number)
        } else {
            bytes.append(_TableFormat.all)
        }
        if let slots = route.hostSlots {
            bytes += TableEncoding.number(slots.count) + slots.flatMap(TableEncoding.number)
        } else if let hosts = route.hosts {
            let indices = hosts.compactMap { host in spec.hosts.firstIndex { $0.value == host } }
            bytes += TableEncoding.number(indices.count) + indices.flatMap(TableEncoding.number)
        } else {
            bytes.append(_TableFormat.all)
        }
        return bytes
    }

    private static func label(_ parameter: CaseParameter) -> [UInt8] {
        guard parameter.source == .query else { return [_TableFormat.Role.pattern] + labelType(parameter) }
        let key = TableEncoding.text(parameter.name)
        switch parameter.kind {
        case .required: return [_TableFormat.Role.required] + labelType(parameter) + key
        case .optional: return [_TableFormat.Role.optional] + labelType(parameter) + key
        case .list: return [_TableFormat.Role.list] + labelType(parameter) + key
        case .flag: return [_TableFormat.Role.flag] + labelType(parameter) + key
        case .defaulted(let literal):
            return [_TableFormat.Role.defaulted] + labelType(parameter) + key + TableEncoding.data(literal)
        }
    }

    /// The canonical pattern's segments with labels for values, then the query keys written.
    private static func template(_ route: Route) -> [UInt8] {
        let labels = route.parameters.map(\.name)
        func label(_ name: String) -> [UInt8] {
            [_TableFormat.Value.label] + TableEncoding.number(labels.firstIndex(of: name) ?? 0)
        }
        let canonical = route.patterns[0]
        var bytes = TableEncoding.number(canonical.segments.count)
        for segment in canonical.segments {
            switch segment.kind {
            case .literal(let text): bytes += [_TableFormat.Value.literal] + TableEncoding.text(text)
            case .parameter(let name, _), .catchAll(let name): bytes += label(name)
            case .mixed(let pieces):
                bytes += [_TableFormat.Value.mixed] + TableEncoding.number(pieces.count)
                for piece in pieces {
                    switch piece {
                    case .literal(let text): bytes += [_TableFormat.Value.literal] + TableEncoding.text(text)
                    case .parameter(let name, _): bytes += label(name)
                    }
                }
            }
        }
        // Each key with 0 for the key alone, else 1 + the label of its value.
        var bindings: [[UInt8]] = canonical.queryItems.map { item in
            switch item {
            case .binding(let binding):
                TableEncoding.text(binding.key)
                    + TableEncoding.number((labels.firstIndex(of: binding.parameter) ?? 0) + 1)
            case .present(let present):
                TableEncoding.text(present.key) + TableEncoding.number(0)
            }
        }
        for (index, parameter) in route.parameters.enumerated() where parameter.source == .query {
            bindings.append(TableEncoding.text(parameter.name) + TableEncoding.number(index + 1))
        }
        bytes += TableEncoding.number(bindings.count) + bindings.flatMap { $0 }
        return bytes
    }
}
