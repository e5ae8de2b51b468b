@_spi(Generated) import RouteRuntime

/// Emits the generated walk of the routes' trie (Specification §6.11): a function per node that
/// has a choice to make, named by the node's key, that reads the node's segment once and tries
/// its literal children (by a `switch` over the key of the segment's group, as the table's group
/// records are keyed) and then its parameter edges in precedence order, backtracking as the table
/// walk does. A node's segment index and the number of values read before it are the same for
/// every URL, and are written as numbers. A node without a choice (one literal or one parameter
/// edge and no patterns, or patterns only) is a condition in its parent's line; a mixed-segment
/// edge and the catch-alls are handed to the table walk with their records' bytes. What
/// a node's patterns need (precedence, ties, schemes, hosts, the query) stays the runtime's,
/// given the node's `ends` bytes as ``TableRecords`` writes them, unless its first pattern needs
/// none of it: the walk's decisions are made once, in the records.
struct TriePathsEmitter {
    let context: EmitterContext
    var records: TableRecords { context.records }

    /// A node with more literal groups than this has them in chunks by the top ``chunkBits`` bits
    /// of their keys, a function each, as the records are (``RouteTableEmitter/chunkBits``): one
    /// `switch` of thousands of cases is slow to compile.
    static let largeNode = 64
    static let chunkBits = RouteTableEmitter.chunkBits
    /// A node with this many literal groups or fewer compares the segment with each literal in
    /// turn: a comparison whose lengths differ costs less than the hash of the segment that a
    /// `switch` over the groups' keys needs (BENCHMARKS.md, "Tenth round").
    static let smallNode = 4

    /// The name of the function of the node with `key`.
    static func functionName(_ key: UInt64) -> String {
        let digits = String(key, radix: 16)
        return "_node_" + String(repeating: "0", count: max(0, 15 - digits.count)) + digits
    }

    /// The closure the table is given: the root's function at the first segment.
    var rootCall: String {
        "{ \(context.enumName).\(Self.functionName(_RouteKey.root))(RouteRuntime._RoutePath($0)) }"
    }

    /// The nodes whose group records the table walk still reads: those under a mixed-segment edge,
    /// which the generated code leaves to it (``TableRecords/Node/mixed``).
    var walkedGroupParents: Set<Int> {
        var result: Set<Int> = []
        func add(_ index: Int) {
            guard result.insert(index).inserted else { return }
            for child in context.trie.nodes[index].children { add(child) }
        }
        for node in context.trie.nodes { for (_, child) in node.mixed { add(child) } }
        return result
    }

    func emit(into writer: inout SourceWriter) {
        var functions: Set<Int> = [0]
        collectFunctions(0, isRoot: true, into: &functions)
        let ordered = functions.map { (records.nodes[$0]!.key, $0) }.sorted { $0.0 < $1.0 }
        writer.block("nonisolated extension \(context.enumName) {") { writer in
            // One function after the other, without a blank line: the file's largest part, in key order.
            for (_, index) in ordered { emitFunction(index, into: &writer) }
        }
    }

    /// Adds the nodes under `index` (itself included) that get a function.
    private func collectFunctions(_ index: Int, isRoot: Bool, into functions: inout Set<Int>) {
        let node = records.nodes[index]!
        if isRoot || form(of: node) == .function { functions.insert(index) }
        for literal in node.literals { collectFunctions(literal.child, isRoot: false, into: &functions) }
        for parameter in node.parameters { collectFunctions(parameter.child, isRoot: false, into: &functions) }
    }

    private enum Form { case end, literal, parameter, function }

    private func form(of node: TableRecords.Node) -> Form {
        guard node.mixed.isEmpty && node.catchAlls == nil else { return .function }
        if node.literals.isEmpty && node.parameters.isEmpty { return .end }
        if !node.hasEnds && node.literals.count == 1 && node.parameters.isEmpty { return .literal }
        if !node.hasEnds && node.literals.isEmpty && node.parameters.count == 1 { return .parameter }
        return .function
    }

    private static func literal(_ bytes: [UInt8]) -> String {
        "\"\(SwiftLiterals.content(bytes))\""
    }

    /// The kind and type arguments of a parameter edge: `"i"`, `"e", 0x…`.
    private static func kind(_ parameter: TableRecords.Node.Parameter) -> String {
        let kind = "\"\(Character(Unicode.Scalar(parameter.kind)))\""
        return parameter.type == 0 ? kind : "\(kind), \(SwiftLiterals.key(parameter.type))"
    }

    /// The index of the segment that node `index` reads, and the number of values read on the way
    /// to it: the same for every URL, since a node is reached by one sequence of edges (written as
    /// numbers, so that the generated code does no arithmetic, which Swift type-checks slowly).
    private func place(_ index: Int) -> (depth: Int, captures: Int) {
        let node = context.trie.nodes[index]
        return (node.depth, node.captures.count)
    }

    /// The conditions, in an `if`'s list, that hold when the walk from node `index` matches: a
    /// list rather than `&&`, whose right-hand sides are closures to compile.
    private func expression(_ index: Int) -> String {
        let node = records.nodes[index]!
        let (depth, captures) = place(index)
        switch form(of: node) {
        case .end:
            return end(node, depth, captures)
        case .literal:
            let literal = node.literals[0]
            return "p.literal(\(depth), \(Self.literal(literal.text)), \(literal.folds)), "
                + expression(literal.child)
        case .parameter:
            let parameter = node.parameters[0]
            return "p.parameter(\(depth), \(captures), \(Self.kind(parameter))), " + expression(parameter.child)
        case .function:
            return "\(Self.functionName(node.key))(p)"
        }
    }

    /// Whether the path ends at the node's depth and a pattern of `node` matches: the route whose
    /// pattern matches whatever the scheme, host and query, or the node's patterns tried by the
    /// runtime.
    private func end(_ node: TableRecords.Node, _ depth: Int, _ captures: Int) -> String {
        if let route = node.certainEnd { return "p.found(\(depth), \(captures), \(SwiftLiterals.key(route)))" }
        return "p.end(\(depth), \(captures), \(Self.literal(node.ends)))"
    }

    /// The line that tries `literal` on the segment `s`.
    private func literalLine(_ literal: TableRecords.Node.Literal) -> String {
        "if s.is(\(Self.literal(literal.text)), \(literal.folds)), \(expression(literal.child)) { return true }"
    }

    private func emitFunction(_ index: Int, into writer: inout SourceWriter) {
        let node = records.nodes[index]!
        let (depth, captures) = place(index)
        let name = Self.functionName(node.key)
        let groups = Set(node.literals.map(\.group))
        let shift = _TableFormat.keyBits - Self.chunkBits
        writer.block("@inline(never) fileprivate static func \(name)(_ p: RouteRuntime._RoutePath) -> Swift.Bool {") {
            writer in
            let atEnd = node.hasEnds ? end(node, depth, captures) : "false"
            writer.line("guard let s = p.segment(\(depth)) else { return \(atEnd) }")
            if groups.count <= Self.smallNode {
                // In the order of the groups' keys, as the `case`s would be; a group's members in
                // the record's order.
                let ordered = node.literals.enumerated().sorted {
                    ($0.element.group, $0.offset) < ($1.element.group, $1.offset)
                }
                for (_, literal) in ordered { writer.line(literalLine(literal)) }
            } else if groups.count > Self.largeNode {
                writer.line("let k = s.key(\(SwiftLiterals.key(node.key)))")
                writer.switchBlock("switch k >> \(shift) {") { writer in
                    for chunk in Set(groups.map { $0 >> UInt64(shift) }).sorted() {
                        writer.line("case \(chunk): if \(name)_\(chunk)(p, s, k) { return true }")
                    }
                    writer.line("default: break")
                }
            } else if !node.literals.isEmpty {
                writer.switchBlock("switch s.key(\(SwiftLiterals.key(node.key))) {") { writer in
                    emitCases(node.literals, into: &writer)
                }
            }
            // The edges in the record's order, mixed segments first: each mixed edge, and the
            // catch-alls, are the table walk's.
            for edge in node.mixed {
                writer.line("if p.mixed(s, \(depth), \(captures), \(Self.literal(edge))) { return true }")
            }
            for parameter in node.parameters {
                writer.line(
                    "if p.read(s, \(captures), \(Self.kind(parameter))), \(expression(parameter.child)) { return true }"
                )
            }
            if let catchAlls = node.catchAlls {
                writer.line("return p.catchAll(s, \(depth), \(captures), \(Self.literal(catchAlls)))")
            } else {
                writer.line("return false")
            }
        }
        guard groups.count > Self.largeNode else { return }
        let chunks = Dictionary(grouping: node.literals, by: { $0.group >> UInt64(shift) })
        let parameters = "_ p: RouteRuntime._RoutePath, _ s: RouteRuntime._RouteSegment, _ k: Swift.UInt64"
        for chunk in chunks.keys.sorted() {
            writer.block("@inline(never) fileprivate static func \(name)_\(chunk)(\(parameters)) -> Swift.Bool {") {
                writer in
                writer.switchBlock("switch k {") { writer in emitCases(chunks[chunk]!, into: &writer) }
                writer.line("return false")
            }
        }
    }

    /// The `case`s of a `switch` over the key of the segment's group: one line per group of one
    /// literal, in key order.
    private func emitCases(_ literals: [TableRecords.Node.Literal], into writer: inout SourceWriter) {
        // Grouping keeps each group's members in the record's order.
        let members = Dictionary(grouping: literals, by: \.group)
        for group in members.keys.sorted() {
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
