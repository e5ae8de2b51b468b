/// Emits the body of a function `(UnsafeBufferPointer<UInt8>) -> T` that recognizes one of a
/// set of byte strings: a `switch` on the length, then on the byte that best splits each group,
/// then one full comparison. Cost does not grow with the number of strings.
struct ByteDispatchEmitter {
    /// One string to recognize and the expression to return for it.
    struct Entry {
        var bytes: [UInt8]
        var text: String
        var result: String
    }

    /// The expression returned when nothing matches.
    let noMatch: String
    /// The name of the buffer parameter.
    let buffer = "b"

    func emit(_ entries: [Entry], into writer: inout SourceWriter) {
        let byLength = Dictionary(grouping: entries, by: \.bytes.count)
        let lengths = byLength.keys.sorted()
        if lengths.isEmpty {
            writer.line("return \(noMatch)")
            return
        }
        writer.switchBlock("switch \(buffer).count {") { writer in
            for length in lengths {
                writer.line("case \(length):")
                writer.indented { writer in
                    emitGroup(byLength[length]!, into: &writer)
                }
            }
            writer.line("default:")
            writer.indented { $0.line("return \(noMatch)") }
        }
    }

    private func emitGroup(_ entries: [Entry], into writer: inout SourceWriter) {
        if entries.count <= 4 {
            for entry in entries {
                let literal = SwiftSyntax.stringLiteral(entry.text)
                writer.line(
                    "if RouteRuntime.RouteText.equal(\(buffer), \(literal)) { return \(entry.result) }"
                )
            }
            writer.line("return \(noMatch)")
            return
        }
        // The position whose byte takes the most distinct values splits the group best.
        let length = entries[0].bytes.count
        var best = 0
        var bestCount = 0
        for position in 0..<length {
            let count = Set(entries.map { $0.bytes[position] }).count
            if count > bestCount {
                best = position
                bestCount = count
            }
        }
        let groups = Dictionary(grouping: entries) { $0.bytes[best] }
        writer.switchBlock("switch \(buffer)[\(best)] {") { writer in
            for byte in groups.keys.sorted() {
                writer.line("case \(byte):")
                writer.indented { writer in
                    emitGroup(groups[byte]!, into: &writer)
                }
            }
            writer.line("default:")
            writer.indented { $0.line("return \(noMatch)") }
        }
    }
}
