@_spi(Generated) import RouteRuntime

/// Emits the generated walk of the routes' trie (Specification §6.11): a function per node that
/// has a choice to make, named by the node's key, that reads the node's segment once and tries
/// its literal children (by a `switch` over the key of the segment's group, as the table's group
/// records are keyed) and then its parameter edges in precedence order, backtracking as the table
/// walk does. A node without a choice (one literal or one parameter edge and no patterns, or
/// patterns only) is an expression in its parent's line; a node with a mixed-segment edge or a
/// catch-all is handed to the table walk with its record's content. What a node's patterns need
/// (precedence, ties, schemes, hosts, the query) stays the runtime's, given the node's `ends`
/// bytes as ``TableRecords`` writes them: the walk's decisions are made once, in the records.
struct TriePathsEmitter {
    let context: EmitterContext
    var records: TableRecords { context.records }

    /// A node with more literal groups than this has them in chunks by the top ``chunkBits`` bits
    /// of their keys, a function each, as the records are (``RouteTableEmitter/chunkBits``): one
    /// `switch` of thousands of cases is slow to compile.
    static let largeNode = 64
    static let chunkBits = RouteTableEmitter.chunkBits

    /// The name of the function of the node with `key`.
    static func functionName(_ key: UInt64) -> String {
        let digits = String(key, radix: 16)
        return "_node_" + String(repeating: "0", count: max(0, 15 - digits.count)) + digits
    }

    /// The closure the table is given: the root's function at the first segment.
    var rootCall: String {
        "{ \(context.enumName).\(Self.functionName(_RouteKey.root))(RouteRuntime._RoutePath($0), 0, 0) }"
    }

    /// The keys of the group records the table walk still reads: those of the nodes under a node
    /// that is handed to it (``TableRecords/Node/isWalkedAsRecord``).
    var walkedGroupParents: Set<Int> {
        var result: Set<Int> = []
        func add(_ index: Int) {
            guard result.insert(index).inserted else { return }
            for child in context.trie.nodes[index].children { add(child) }
        }
        for (index, node) in records.nodes where node.isWalkedAsRecord { add(index) }
        return result
    }

    func emit(into writer: inout SourceWriter) {
        var functions: Set<Int> = [0]
        collectFunctions(0, isRoot: true, into: &functions)
        let ordered = functions.map { (records.nodes[$0]!.key, $0) }.sorted { $0.0 < $1.0 }
        writer.block("nonisolated extension \(context.enumName) {") { writer in
            for (position, (_, index)) in ordered.enumerated() {
                if position > 0 { writer.line() }
                emitFunction(index, into: &writer)
            }
        }
    }

    /// Adds the nodes under `index` (itself included) that get a function.
    private func collectFunctions(_ index: Int, isRoot: Bool, into functions: inout Set<Int>) {
        let node = records.nodes[index]!
        if node.isWalkedAsRecord { return }
        if isRoot || form(of: node) == .function { functions.insert(index) }
        for literal in node.literals { collectFunctions(literal.child, isRoot: false, into: &functions) }
        for parameter in node.parameters { collectFunctions(parameter.child, isRoot: false, into: &functions) }
    }

    private enum Form { case record, end, literal, parameter, function }

    private func form(of node: TableRecords.Node) -> Form {
        if node.isWalkedAsRecord { return .record }
        if node.literals.isEmpty && node.parameters.isEmpty { return .end }
        if !node.hasEnds && node.literals.count == 1 && node.parameters.isEmpty { return .literal }
        if !node.hasEnds && node.literals.isEmpty && node.parameters.count == 1 { return .parameter }
        return .function
    }

    /// `d + 1`, or `d`.
    private static func plus(_ name: String, _ offset: Int) -> String {
        offset == 0 ? name : "\(name) + \(offset)"
    }

    private static func literal(_ bytes: [UInt8]) -> String {
        "\"\(SwiftLiterals.content(bytes))\""
    }

    /// The kind and type arguments of a parameter edge: `"i"`, `"e", 0x…`.
    private static func kind(_ parameter: TableRecords.Node.Parameter) -> String {
        let kind = "\"\(Character(Unicode.Scalar(parameter.kind)))\""
        return parameter.type == 0 ? kind : "\(kind), \(SwiftLiterals.key(parameter.type))"
    }

    /// Whether the walk from node `index` at segment `d + depth`, with `c + captures` values read,
    /// matches.
    private func expression(_ index: Int, depth: Int, captures: Int) -> String {
        let node = records.nodes[index]!
        let d = Self.plus("d", depth)
        let c = Self.plus("c", captures)
        switch form(of: node) {
        case .record:
            return "p.walk(\(SwiftLiterals.key(node.key)), \(d), \(c), \(Self.literal(node.content)))"
        case .end:
            return end(node, d, c)
        case .literal:
            let literal = node.literals[0]
            return "p.literal(\(d), \(Self.literal(literal.text)), \(literal.folds)) && "
                + expression(literal.child, depth: depth + 1, captures: captures)
        case .parameter:
            let parameter = node.parameters[0]
            return "p.parameter(\(d), \(c), \(Self.kind(parameter))) && "
                + expression(parameter.child, depth: depth + 1, captures: captures + 1)
        case .function:
            return "\(Self.functionName(node.key))(p, \(d), \(c))"
        }
    }

    /// Whether the path ends at segment `d` and a pattern of `node` matches: the route whose
    /// pattern matches whatever the scheme, host and query, or the node's patterns tried by the
    /// runtime.
    private func end(_ node: TableRecords.Node, _ d: String, _ c: String) -> String {
        if let route = node.certainEnd { return "p.found(\(d), \(c), \(SwiftLiterals.key(route)))" }
        return "p.end(\(d), \(c), \(Self.literal(node.ends)))"
    }

    /// The line that tries `literal` on the segment `s`.
    private func literalLine(_ literal: TableRecords.Node.Literal) -> String {
        "if s.is(\(Self.literal(literal.text)), \(literal.folds)), "
            + "\(expression(literal.child, depth: 1, captures: 0)) { return true }"
    }

    private func emitFunction(_ index: Int, into writer: inout SourceWriter) {
        let node = records.nodes[index]!
        let name = Self.functionName(node.key)
        let signature = "_ p: RouteRuntime._RoutePath, _ d: Swift.Int, _ c: Swift.Int"
        writer.block("@inline(never) fileprivate static func \(name)(\(signature)) -> Swift.Bool {") { writer in
            if node.isWalkedAsRecord {
                writer.line("p.walk(\(SwiftLiterals.key(node.key)), d, c, \(Self.literal(node.content)))")
                return
            }
            let atEnd = node.hasEnds ? end(node, "d", "c") : "false"
            writer.line("guard let s = p.segment(d) else { return \(atEnd) }")
            let groups = Dictionary(grouping: node.literals, by: \.group)
            if node.literals.count == 1 {
                writer.line(literalLine(node.literals[0]))
            } else if groups.count > Self.largeNode {
                let shift = _TableFormat.keyBits - Self.chunkBits
                let chunks = Set(groups.keys.map { $0 >> UInt64(shift) }).sorted()
                writer.line("let k = s.key(\(SwiftLiterals.key(node.key)))")
                writer.switchBlock("switch k >> \(shift) {") { writer in
                    for chunk in chunks {
                        writer.line("case \(chunk): if \(name)_\(chunk)(p, s, k, d, c) { return true }")
                    }
                    writer.line("default: break")
                }
            } else if !node.literals.isEmpty {
                writer.switchBlock("switch s.key(\(SwiftLiterals.key(node.key))) {") { writer in
                    emitCases(node.literals, into: &writer)
                }
            }
            for parameter in node.parameters {
                writer.line(
                    "if p.read(s, c, \(Self.kind(parameter))), "
                        + "\(expression(parameter.child, depth: 1, captures: 1)) { return true }")
            }
            writer.line("return false")
        }
        let groups = Dictionary(grouping: node.literals, by: \.group)
        guard groups.count > Self.largeNode else { return }
        let shift = UInt64(_TableFormat.keyBits - Self.chunkBits)
        let chunks = Dictionary(grouping: node.literals, by: { $0.group >> shift })
        let signature2 =
            "_ p: RouteRuntime._RoutePath, _ s: RouteRuntime._RouteSegment, _ k: Swift.UInt64, _ d: Swift.Int, "
            + "_ c: Swift.Int"
        for chunk in chunks.keys.sorted() {
            writer.line()
            writer.block("@inline(never) fileprivate static func \(name)_\(chunk)(\(signature2)) -> Swift.Bool {") {
                writer in
                writer.switchBlock("switch k {") { writer in emitCases(chunks[chunk]!, into: &writer) }
                writer.line("return false")
            }
        }
    }

    /// The `case`s of a `switch` over the key of the segment's group: one line per group of one
    /// literal, in key order.
    private func emitCases(_ literals: [TableRecords.Node.Literal], into writer: inout SourceWriter) {
        var order: [UInt64] = []
        var members: [UInt64: [TableRecords.Node.Literal]] = [:]
        for literal in literals {
            if members[literal.group] == nil { order.append(literal.group) }
            members[literal.group, default: []].append(literal)
        }
        for group in order.sorted() {
            let these = members[group]!
            if these.count == 1 {
                writer.line("case \(SwiftLiterals.key(group)): \(literalLine(these[0]))")
            } else {
                writer.line("case \(SwiftLiterals.key(group)):")
                writer.indented { writer in for literal in these { writer.line(literalLine(literal)) } }
            }
        }
        writer.line("default: break")
    }
}
