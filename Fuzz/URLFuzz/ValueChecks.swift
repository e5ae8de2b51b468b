import Foundation

@testable @_spi(Generated) import RouteRuntime

// The runtime's percent-decoding (`PercentDecoding`) and typed readers and printers
// (`RouteText`, the `RouteParameter` conformances) against Restated.swift and the standard
// library.

/// Decodes `raw` with `PercentDecoding.decode` and `withDecoded`, checks both against the
/// restatement, and returns the decoded bytes (`nil` for invalid percent-encoding).
func checkDecoding(_ raw: ArraySlice<UInt8>) -> [UInt8]? {
    let expected = Restated.percentDecoded(raw)
    let bytes = Array(raw)
    let (decoded, viaClosure) = bytes.withUnsafeBufferPointer { source -> ([UInt8]?, [UInt8]?) in
        var output = [UInt8](repeating: 0, count: max(bytes.count, 1))
        let count = output.withUnsafeMutableBufferPointer { PercentDecoding.decode(source, into: $0) }
        let viaClosure = PercentDecoding.withDecoded(source, isPlain: !bytes.contains(UInt8(ascii: "%"))) { Array($0) }
        return (count.map { Array(output[..<$0]) }, viaClosure)
    }
    guard decoded == expected, viaClosure == expected else {
        fail(
            "percent-decoding \(bytes) gives \(String(describing: decoded)) and \(String(describing: viaClosure)),"
                + " not \(String(describing: expected))")
    }
    return expected
}

/// Every typed reader of decoded text against its restatement (Specification §3.7, §4.3 rule 5).
func checkValue(_ decoded: [UInt8]) {
    let text = String(decoding: decoded, as: UTF8.self)
    let shown = text.debugDescription
    decoded.withUnsafeBufferPointer { bytes in
        let valid = Restated.isValidUTF8(decoded)
        if PercentDecoding.isValidUTF8(bytes) != valid { fail("isValidUTF8 of \(decoded) is \(!valid)") }
        let controls = Restated.hasControlCharacter(decoded)
        if PercentDecoding.containsControlCharacter(bytes) != controls {
            fail("containsControlCharacter of \(decoded) is \(!controls)")
        }
        let acceptable = Restated.isAcceptableSegment(decoded)
        if PercentDecoding.isAcceptableSegment(bytes) != acceptable {
            fail("isAcceptableSegment of \(decoded) is \(!acceptable)")
        }
        let int = RouteText.int(bytes)
        if int != Restated.int(decoded) { fail("int of \(shown) is \(String(describing: int))") }
        if valid, Int(routeParameter: text) != int { fail("Int(routeParameter:) of \(shown) differs from int") }
        if RouteText.bool(bytes) != Restated.bool(decoded) { fail("bool of \(shown) is wrong") }
        checkDouble(bytes, decoded, shown)
        checkUUID(bytes, decoded, text)
    }
}

private func checkDouble(_ bytes: UnsafeBufferPointer<UInt8>, _ decoded: [UInt8], _ shown: String) {
    let isText = Restated.isDoubleText(decoded)
    if RouteText.isDoubleText(bytes) != isText { fail("isDoubleText of \(shown) is \(!isText)") }
    let double = RouteText.double(bytes)
    let expected = Restated.double(decoded)
    guard double?.bitPattern == expected?.bitPattern else {
        fail("double of \(shown) is \(String(describing: double)), not \(String(describing: expected))")
    }
    // The fast path, when it answers, is exact.
    if isText, let exact = RouteText.exactDouble(bytes),
        exact.bitPattern != Double(String(decoding: decoded, as: UTF8.self))?.bitPattern
    {
        fail("exactDouble of \(shown) is \(exact)")
    }
    if let double { checkPrinted(double) }
}

private func checkUUID(_ bytes: UnsafeBufferPointer<UInt8>, _ decoded: [UInt8], _ text: String) {
    let uuid = RouteText.uuid(bytes)
    let expected = Restated.uuid(decoded)
    let actual = uuid.map { value in withUnsafeBytes(of: value.uuid) { Array($0) } }
    guard actual == expected else {
        fail("uuid of \(text.debugDescription) is \(String(describing: uuid)), not \(String(describing: expected))")
    }
    guard let uuid else { return }
    // Foundation reads every text the runtime reads (and a few more), to the same value.
    if UUID(uuidString: text) != uuid { fail("UUID(uuidString:) of \(text.debugDescription) differs from uuid") }
    if RouteText.print(uuid) != text.lowercased() { fail("uuid \(uuid) prints as \(RouteText.print(uuid))") }
}

/// A double prints as text of the grammar that reads back as the same bits.
private func checkPrinted(_ value: Double) {
    let printed = RouteText.print(value)
    guard Restated.isDoubleText(Restated.bytes(printed)),
        Double(routeParameter: printed)?.bitPattern == value.bitPattern
    else { fail("double \(value.bitPattern) prints as \(printed), which does not read back") }
}

/// Printing and reading back values made from the input's first bytes: an `Int`, a finite
/// `Double` and a `UUID` from their bits.
func checkPrinting(_ input: [UInt8]) {
    let words = Array(input.prefix(16)) + [UInt8](repeating: 0, count: max(0, 16 - input.count))
    let bits = words.withUnsafeBytes {
        (first: $0.loadUnaligned(as: UInt64.self), second: $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
    }
    let int = Int(truncatingIfNeeded: bits.first)
    if Int(routeParameter: int.routeParameter) != int || Restated.int(Restated.bytes(String(int))) != int {
        fail("Int \(int) does not print back")
    }
    for pattern in [bits.first, bits.second] {
        let double = Double(bitPattern: pattern)
        if double.isFinite { checkPrinted(double) }
    }
    var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &raw) { $0.copyBytes(from: words) }
    let uuid = UUID(uuid: raw)
    let printed = uuid.routeParameter
    guard printed == printed.lowercased(), UUID(routeParameter: printed) == uuid,
        Restated.uuid(Restated.bytes(printed)) == words
    else { fail("UUID \(uuid) prints as \(printed), which does not read back") }
}
