import RouteCompilerCore

// libFuzzer target `compiler`: bytes of routes.json in, `RouteCompiler.compile` out. It must
// never crash, and its answer must be well formed: every diagnostic at line >= 1, column >= 1,
// not past the last line, with a message; a spec and Swift source exactly when there is no error.
// A spec that compiles must also give a route table the runtime reads and that agrees with the
// reference matcher (TableAgreement.swift). Built by scripts/fuzz.sh.

/// The number of lines (`\n`, `\r\n` and `\r` each end one).
func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var count = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == 0x0A {
            count += 1
        } else if bytes[index] == 0x0D {
            count += 1
            if index + 1 < bytes.count && bytes[index + 1] == 0x0A { index += 1 }
        }
        index += 1
    }
    return count
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = UnsafeBufferPointer(start: data, count: size)
    let output = RouteCompiler.compile(Array(input))
    let lines = lineCount(input)
    for diagnostic in output.diagnostics.flatMap({ [$0] + $0.notes }) {
        let position = diagnostic.position
        if position.line < 1 || position.column < 1 || position.line > lines {
            fatalError("\(diagnostic.formatted(file: "routes.json")) is outside the file's \(lines) lines")
        }
        if diagnostic.message.isEmpty { fatalError("an empty message at \(position)") }
    }
    if output.hasErrors {
        if output.spec != nil || output.swiftSource != nil { fatalError("a spec or source despite errors") }
    } else {
        guard let spec = output.spec, let source = output.swiftSource, !source.isEmpty else {
            fatalError("no errors but no source")
        }
        checkTableAgreement(spec)
    }
    return 0
}
