@_spi(Generated) import RouteRuntime

/// Emits the route table the runtime matches and builds with (Specification §6.10): the records
/// of ``TableRecords``, each body a `StaticString` in a `case` of a `switch` over the keys, and the
/// origins as a `StaticString`, which the runtime reads where they lie; and the check of the app
/// types' values.
struct RouteTableEmitter {
    let context: EmitterContext

    /// The records are in chunks by the top bits of their keys, a function each: this many bits
    /// (64 chunks). Keys spread evenly, so at 10,000 routes a chunk holds about 400 records, which
    /// a `switch` compiles in a fraction of a second and searches in nine comparisons.
    static let chunkBits = 6

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let records = context.records
        let paths = TriePathsEmitter(context: context)
        let appTypes = spec.types.compactMap { type -> AppType? in
            if case .app(let app) = type.kind { return app }
            return nil
        }
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc([
                "The route table over the records and origins below, read in place: making it costs",
                "nothing, and nothing is parsed or built from it at run time.",
            ])
            writer.block("fileprivate static var _routes: RouteRuntime._RouteTable {") { writer in
                writer.line("RouteRuntime._RouteTable(")
                writer.indented { writer in
                    // Closures that capture nothing, so that they are C functions: the table
                    // holds no reference.
                    writer.line("records: { _, key in \(spec.enumName)._record(key) },")
                    writer.line("root: \"\(SwiftLiterals.content(Self.root(of: records).body))\",")
                    writer.line(
                        "origins: _origins, captures: \(records.maximumCaptures), labels: \(records.maximumLabels),")
                    writer.line("mixedSegments: \(records.hasMixedSegments), excludes: \(records.hasExcludes),")
                    let flags = "paths: \(paths.rootCall)"
                    if appTypes.isEmpty {
                        writer.line(flags)
                    } else {
                        writer.line(flags + ",")
                        writer.line("appValue: { \(spec.enumName)._appValue($1, $2, $3) }")
                    }
                }
                writer.line(")")
            }
            emitRecords(records, walked: paths.walkedGroupParents, into: &writer)
            if spec.environments.isEmpty {
                writer.line()
                writer.doc(["The schemes and hosts the routes accept."])
                emitOrigins(TableRecords.origins(of: spec, environment: nil), into: &writer)
            } else {
                // The first environment whose condition is set in the compiling module, else the
                // default (Specification §6.8).
                writer.line()
                for (index, environment) in spec.environments.enumerated() {
                    writer.line((index == 0 ? "#if " : "#elseif ") + environment.condition, indented: false)
                    writer.doc(["The schemes and hosts of the `\(environment.name)` environment."])
                    emitOrigins(TableRecords.origins(of: spec, environment: environment.name), into: &writer)
                }
                writer.line("#else", indented: false)
                writer.doc(["The schemes and hosts of the default environment."])
                emitOrigins(TableRecords.origins(of: spec, environment: nil), into: &writer)
                writer.line("#endif", indented: false)
            }
            if !appTypes.isEmpty {
                writer.line()
                writer.doc(["Whether the `count` bytes at `bytes` are a value of the app type with key `type`."])
                writer.line("fileprivate static func _appValue(")
                writer.indented { writer in
                    writer.line(
                        "_ type: Swift.UInt64, _ bytes: Swift.UnsafePointer<Swift.UInt8>?, _ count: Swift.Int")
                }
                writer.block(") -> Swift.Bool {") { writer in
                    writer.line(
                        "let text = Swift.String(decoding: Swift.UnsafeBufferPointer(start: bytes, count: count), "
                            + "as: Swift.UTF8.self)")
                    writer.switchBlock("switch type {") { writer in
                        for app in appTypes {
                            writer.line(
                                "case \(SwiftLiterals.key(_RouteKey.appType(app.name))): "
                                    + "return \(app.swiftType)(routeParameter: text) != nil")
                        }
                        writer.line("default: return false")
                    }
                }
            }
        }
    }

    /// The routes' root node, which the table is given apart (every match starts there): the
    /// first record, its key being 0.
    static func root(of records: TableRecords) -> TableRecords.Record {
        precondition(records.records.first?.key == _RouteKey.root, "the route table has its root node")
        return records.records[0]
    }

    /// `_record(_:)`, which finds the body of the record with a key, and its chunks: the records
    /// whose keys start with the same ``chunkBits`` bits, a `switch` over their keys in key order,
    /// one record a line. A record changes its own line only. The root is not among them, nor the
    /// groups of literal children that the generated walk of the trie compares itself (only those
    /// of nodes in `walked` are left to the table walk).
    private func emitRecords(_ records: TableRecords, walked: Set<Int>, into writer: inout SourceWriter) {
        let shift = _TableFormat.keyBits - Self.chunkBits
        let all = records.records.dropFirst().filter { record in record.parent.map(walked.contains) ?? true }
        var chunks: [(index: UInt64, records: ArraySlice<TableRecords.Record>)] = []
        var start = all.startIndex
        while start < all.endIndex {
            let index = all[start].key >> UInt64(shift)
            var end = start + 1
            while end < all.endIndex && all[end].key >> UInt64(shift) == index { end += 1 }
            chunks.append((index, all[start..<end]))
            start = end
        }
        let pointer = "Swift.UnsafePointer<Swift.UInt8>?"
        writer.line()
        writer.doc([
            "The body of the record with `key` (`RouteRuntime._TableFormat`): the trie, the routes and",
            "the named enums, in chunks by the top \(Self.chunkBits) bits of their keys; `nil` for no record.",
        ])
        writer.block("fileprivate static func _record(_ key: Swift.UInt64) -> \(pointer) {") { writer in
            writer.switchBlock("switch key >> \(shift) {") { writer in
                for chunk in chunks { writer.line("case \(chunk.index): return _records\(chunk.index)(key)") }
                writer.line("default: return nil")
            }
        }
        for chunk in chunks {
            writer.line()
            writer.block(
                "@inline(never) fileprivate static func _records\(chunk.index)(_ key: Swift.UInt64) -> \(pointer) {"
            ) { writer in
                writer.line("let body: Swift.StaticString")
                writer.switchBlock("switch key {") { writer in
                    for record in chunk.records {
                        // A literal of one character would be a Unicode scalar, without a pointer.
                        precondition(record.body.count > 1, "a record's body is its kind and more")
                        writer.line(
                            "case \(SwiftLiterals.key(record.key)): body = \"\(SwiftLiterals.content(record.body))\"")
                    }
                    writer.line("default: return nil")
                }
                writer.line("return body.utf8Start")
            }
        }
    }

    private func emitOrigins(_ origins: [[UInt8]], into writer: inout SourceWriter) {
        emitText("_origins", origins, into: &writer)
    }

    /// `fileprivate static var name: StaticString { """…""" }`, one line of the literal a line.
    private func emitText(_ name: String, _ lines: [[UInt8]], into writer: inout SourceWriter) {
        writer.block("fileprivate static var \(name): Swift.StaticString {") { writer in
            writer.line("\"\"\"")
            for line in lines { writer.line(SwiftLiterals.content(line)) }
            writer.line("\"\"\"")
        }
    }
}

/// Swift literal spellings the table's emitters share.
enum SwiftLiterals {
    /// A key as a hexadecimal literal, `0x0123_4567_89ab_cde`.
    static func key(_ key: UInt64) -> String {
        let digits = String(key, radix: 16)
        let padded = String(repeating: "0", count: max(0, 15 - digits.count)) + digits
        var result = "0x"
        for (index, character) in padded.enumerated() {
            if index > 0 && (padded.count - index) % 4 == 0 { result += "_" }
            result.append(character)
        }
        return result
    }

    /// The bytes of a string literal, or of one line of a multi-line one: `\` and `"` escaped, and
    /// control characters as `\u{…}`; other bytes (UTF-8 of whole characters) as they are.
    static func content(_ bytes: [UInt8]) -> String {
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\""): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
            case 0..<0x20, 0x7F: escaped += Array("\\u{\(String(byte, radix: 16))}".utf8)
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self)
    }
}
