import Foundation

// libFuzzer target `url`: RouteRuntime's reading of URLs and values, each checked against a
// plain restatement of the rule it implements (Restated.swift uses the standard library and
// nothing of the runtime), and a small route table matched against the input. Any broken
// invariant is a crash. Built by scripts/fuzz.sh, which compiles RouteRuntime with
// `-enable-testing` so that these files can reach its internal reader.
//
// Each input is read:
// - as raw bytes, by the URL reader and the path reader (ReadingChecks.swift), with the
//   percent-decoding and every typed reader applied to each segment, query name and value
//   (ValueChecks.swift);
// - as text, percent-encoded for a path segment and for a query, and built into URLs that
//   must read back (EncodingChecks.swift);
// - as text, matched by a `_RouteTable` compiled from a small spec (by RouteCompilerCore,
//   which scripts/fuzz.sh links in too) against a restated matcher of the same table, with
//   every match built back into URLs that must open it again; and as the values of route cases
//   whose URLs must open them (TableChecks.swift, SmallTable.swift, SmallTableReference.swift).
// Every check costs time linear in the input (the runtime's own double parsing aside).

/// The input being checked, for failure messages.
nonisolated(unsafe) var currentInput: [UInt8] = []

/// Stops the run with a message that libFuzzer prints next to the input.
func fail(_ message: String) -> Never {
    let shown = String(decoding: currentInput.prefix(2_000), as: UTF8.self).debugDescription
    fatalError("\(message); input (\(currentInput.count) bytes) \(shown)")
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    currentInput = bytes
    checkReading(bytes, isPath: false)
    checkReading(bytes, isPath: true)
    checkPrinting(bytes)
    let text = String(decoding: bytes, as: UTF8.self)
    checkEncoding(text)
    checkTable(text)
    checkValues(from: bytes, text: text)
    return 0
}
