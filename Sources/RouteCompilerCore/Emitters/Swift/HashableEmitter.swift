/// Emits `Hashable` for the enum by hand: `_routeIndex`, `==` and `hash(into:)`, in chunks.
///
/// Synthesized `Hashable` costs the Swift compiler about 9 s per 1,000 cases in a debug build and
/// grows faster than linearly; this form grows linearly and never needs an exhaustive `switch`
/// over more than ``CaseChunks/size`` cases.
struct HashableEmitter {
    let spec: RouteSpec

    func emit(into writer: inout SourceWriter) {
        let access = SwiftSyntax.access(spec.access)
        let chunks = CaseChunks(count: spec.routes.count)
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc(["Whether two routes are the same case with equal parameters."])
            writer.block("\(access)static func == (lhs: Self, rhs: Self) -> Swift.Bool {") { writer in
                writer.line("let index = lhs._routeIndex")
                writer.line("guard index == rhs._routeIndex else { return false }")
                if chunks.isSingle {
                    writer.line("return _equal0(lhs, rhs)")
                } else {
                    writer.switchBlock("switch index / \(CaseChunks.size) {") { writer in
                        for index in chunks.chunks.indices {
                            writer.line("case \(index): return _equal\(index)(lhs, rhs)")
                        }
                        writer.line("default: return false")
                    }
                }
            }
            writer.line()
            writer.doc(["Hashes the case and its parameters."])
            writer.block("\(access)func hash(into hasher: inout Swift.Hasher) {") { writer in
                writer.line("let index = _routeIndex")
                writer.line("hasher.combine(index)")
                if chunks.isSingle {
                    writer.line("_hash0(into: &hasher)")
                } else {
                    writer.switchBlock("switch index / \(CaseChunks.size) {") { writer in
                        for index in chunks.chunks.indices {
                            writer.line("case \(index): _hash\(index)(into: &hasher)")
                        }
                        writer.line("default: break")
                    }
                }
            }
            writer.line()
            emitIndex(into: &writer)
            for (index, chunk) in chunks.chunks.enumerated() {
                writer.line()
                emitEqual(index, chunk, into: &writer)
                writer.line()
                emitHash(index, chunk, single: chunks.isSingle, into: &writer)
            }
        }
    }

    /// `_routeIndex`: one `switch self` that lists every case but the last and returns the last
    /// one's index from `default`. A `switch` with a `default` is not checked for exhaustiveness,
    /// so it stays cheap to compile at any size (1.7 s for 8,000 cases, debug), and finding the
    /// index is one jump, whatever the number of routes.
    private func emitIndex(into writer: inout SourceWriter) {
        writer.doc(["The case's position in `routes.json`."])
        writer.block("fileprivate var _routeIndex: Swift.Int {") { writer in
            if spec.routes.count == 1 {
                writer.line("0")
                return
            }
            writer.switchBlock("switch self {") { writer in
                for (index, route) in spec.routes.enumerated().dropLast() {
                    writer.line("case ." + SwiftSyntax.identifier(route.name) + ": return \(index)")
                }
                writer.line("default: return \(spec.routes.count - 1)")
            }
        }
    }

    private func emitEqual(_ chunkIndex: Int, _ chunk: Range<Int>, into writer: inout SourceWriter) {
        writer.doc([
            "Compares the parameters of two routes of the same case among routes \(chunk.lowerBound)..<\(chunk.upperBound)."
        ])
        writer.block("fileprivate static func _equal\(chunkIndex)(_ lhs: Self, _ rhs: Self) -> Swift.Bool {") {
            writer in
            let withPayload = chunk.filter { !spec.routes[$0].parameters.isEmpty }
            if withPayload.isEmpty {
                writer.line("return true")
                return
            }
            writer.switchBlock("switch (lhs, rhs) {") { writer in
                for index in withPayload {
                    let route = spec.routes[index]
                    let count = route.parameters.count
                    let left = CaseChunks.pattern(route, prefix: "a")
                    let right = CaseChunks.pattern(route, prefix: "b")
                    let comparison = (0..<count).map { "RouteRuntime.routeValuesEqual(a\($0), b\($0))" }
                        .joined(separator: " && ")
                    writer.line("case (\(left), \(right)): return \(comparison)")
                }
                writer.line("default: return true")
            }
        }
    }

    private func emitHash(_ chunkIndex: Int, _ chunk: Range<Int>, single: Bool, into writer: inout SourceWriter) {
        writer.doc(["Hashes the parameters of a route among routes \(chunk.lowerBound)..<\(chunk.upperBound)."])
        writer.block("fileprivate func _hash\(chunkIndex)(into hasher: inout Swift.Hasher) {") { writer in
            let withPayload = chunk.filter { !spec.routes[$0].parameters.isEmpty }
            if withPayload.isEmpty { return }
            writer.switchBlock("switch self {") { writer in
                for index in withPayload {
                    let route = spec.routes[index]
                    let count = route.parameters.count
                    let combine = (0..<count).map { "hasher.combine(a\($0))" }.joined(separator: "; ")
                    writer.line("case \(CaseChunks.pattern(route, prefix: "a")): \(combine)")
                }
                if !single || withPayload.count < chunk.count {
                    writer.line("default: break")
                }
            }
        }
    }
}
