@_spi(Generated) import RouteRuntime

/// Emits the route table the runtime matches and builds with (Specification §6.10): the records
/// of ``TableRecords`` and the origins as `StaticString`s, which the runtime reads where they lie,
/// and the check of the app types' values.
struct RouteTableEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let records = TableRecords(spec, trie: context.trie)
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
                    writer.line(
                        "records: _records, origins: _origins, captures: \(records.maximumCaptures), "
                            + "labels: \(records.maximumLabels),")
                    // A closure that captures nothing, so that it is a C function: the table
                    // holds no reference.
                    let flags = "mixedSegments: \(records.hasMixedSegments), excludes: \(records.hasExcludes)"
                    if appTypes.isEmpty {
                        writer.line(flags)
                    } else {
                        writer.line(flags + ",")
                        writer.line("appValue: { \(spec.enumName)._appValue($1, $2, $3) }")
                    }
                }
                writer.line(")")
            }
            writer.line()
            writer.doc([
                "The trie, the routes and the named enums: one record a line, sorted by key",
                "(`RouteRuntime._TableFormat`).",
            ])
            emitText("_records", records.records.map(\.alignedLine), into: &writer)
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

    private func emitOrigins(_ origins: [[UInt8]], into writer: inout SourceWriter) {
        emitText("_origins", origins, into: &writer)
    }

    /// `fileprivate static var name: StaticString { """…""" }`, one line of the literal a line.
    private func emitText(_ name: String, _ lines: [[UInt8]], into writer: inout SourceWriter) {
        writer.block("fileprivate static var \(name): Swift.StaticString {") { writer in
            writer.line("\"\"\"")
            for line in lines { writer.line(SwiftLiterals.multilineContent(line)) }
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

    /// The bytes of one line of a multi-line string literal: `\` and `"` escaped, and control
    /// characters as `\u{…}`; other bytes (UTF-8 of whole characters) as they are.
    static func multilineContent(_ bytes: [UInt8]) -> String {
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
