import Foundation
@_spi(Generated) import RouteRuntime

// The runtime's percent-encoding (`PercentEncoding`, Specification §5.2) against a restatement,
// and URLs built from encoded text read back by the URL reader.

/// What a path segment keeps as it is (Specification §5.2).
private let keptInSegments = Restated.byteTable(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=")
/// What a query name or value keeps as it is.
private let keptInQueries = Restated.byteTable(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$'()*,;:@/?")

/// Each UTF-8 byte kept, or written as `%` and two uppercase hexadecimal digits.
private func restatedEncoding(_ text: String, keeping kept: [Bool]) -> [UInt8] {
    var output: [UInt8] = []
    for byte in text.utf8 {
        if kept[Int(byte)] {
            output.append(byte)
        } else {
            let digits = String(byte, radix: 16, uppercase: true)
            output += Restated.bytes(digits.count == 1 ? "%0" + digits : "%" + digits)
        }
    }
    return output
}

/// Encodes `text` both ways, compares with the restatement and decodes it back; then builds URLs
/// that hold it in a path segment, in the host position and in a query value, and reads them.
func checkEncoding(_ text: String) {
    let components: [(PercentEncoding.Component, [Bool])] = [(.pathSegment, keptInSegments), (.query, keptInQueries)]
    for (component, kept) in components {
        let encoded = PercentEncoding.encode(text, as: component)
        let expected = restatedEncoding(text, keeping: kept)
        guard Array(encoded.utf8) == expected else {
            fail(
                "encoding as \(component) gives \(encoded.debugDescription), not \(String(decoding: expected, as: UTF8.self))"
            )
        }
        var appended = "x/"
        PercentEncoding.append(text, as: component, to: &appended)
        guard Array(appended.utf8) == Restated.bytes("x/") + expected else {
            fail("append(_:as:to:) differs from encode")
        }
        guard Restated.percentDecoded(expected) == Array(text.utf8) else {
            fail("\(component) encoding does not decode back")
        }
    }
    let segment = PercentEncoding.encode(text, as: .pathSegment)
    let query = PercentEncoding.encode(text, as: .query)
    // A path segment and a query value: the reader finds them whole.
    let built = Restated.bytes("https://example.com/pages/" + segment + "?q=" + query + "&k")
    if built.count <= 8192 {
        guard let parts = checkReading(built, isPath: false) else { fail("the built URL \(built) is refused") }
        let segments = Restated.segments(built, parts, hostFirst: false)
        let items = Restated.queryItems(built, parts)
        let expectedSegments = text.isEmpty ? 1 : 2
        guard segments.count == expectedSegments,
            segments.last.map({ Restated.percentDecoded(built[$0]) })
                == (text.isEmpty ? Restated.bytes("pages") : Array(text.utf8)),
            items.count == 2, Restated.percentDecoded(built[items[0].value]) == Array(text.utf8)
        else { fail("the built URL \(String(decoding: built, as: UTF8.self)) does not read back") }
    }
    // In the host position of a host-first scheme: no user-info, no port, one segment.
    let hostFirst = Restated.bytes("myapp://" + segment + "/x")
    if !text.isEmpty && hostFirst.count <= 8192 {
        guard let parts = checkReading(hostFirst, isPath: false),
            parts.hostStart == 8, parts.hostEnd == 8 + segment.utf8.count
        else { fail("the host-first URL \(String(decoding: hostFirst, as: UTF8.self)) does not read back") }
    }
}
