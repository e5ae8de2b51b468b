import Foundation
@_spi(Generated) import RouteRuntime

// libFuzzer target `url`: RouteRuntime's decomposition of arbitrary bytes (RouteURL, its path
// segments and query items, the typed readers), each checked against a plain restatement of the
// rule it implements. Any broken invariant is a crash. Built by scripts/fuzz.sh.

/// Stops the run with a message that libFuzzer prints next to the input.
func fail(_ message: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Never {
    fatalError("\(message); input \(String(decoding: bytes, as: UTF8.self).debugDescription)")
}

/// Percent-decoding as Specification §4.3 states it: each `%XX` one byte, anything else as is.
func referenceDecode(_ bytes: [UInt8]) -> [UInt8]? {
    func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
    var output: [UInt8] = []
    var index = 0
    while index < bytes.count {
        guard bytes[index] == UInt8(ascii: "%") else {
            output.append(bytes[index])
            index += 1
            continue
        }
        guard index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) else {
            return nil
        }
        output.append(high << 4 | low)
        index += 3
    }
    return output
}

/// Whether text is `-?(0|[1-9][0-9]*)`.
func isCanonicalInt(_ text: String) -> Bool {
    let body = text.hasPrefix("-") ? Substring(text.dropFirst()) : Substring(text)
    guard let first = body.first, body.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
    return first != "0" || body.count == 1
}

/// Whether text is `-?digits(.digits)?([eE][+-]?digits)?`.
func isDoubleText(_ text: String) -> Bool {
    text.wholeMatch(of: /-?[0-9]+(\.[0-9]+)?([eE][+-]?[0-9]+)?/) != nil
}

/// Checks one decoded value's typed readers against the rules of Specification §3.7.
func checkReaders(_ decoded: [UInt8], _ input: UnsafeBufferPointer<UInt8>) {
    decoded.withUnsafeBufferPointer { bytes in
        let valid = PercentDecoding.isValidUTF8(bytes)
        if valid != (String(validating: decoded, as: UTF8.self) != nil) {
            fail("isValidUTF8 says \(valid) for \(decoded)", input)
        }
        let text = String(decoding: decoded, as: UTF8.self)
        let int = RouteText.int(bytes)
        let expectedInt = valid && isCanonicalInt(text) ? Int(text) : nil
        if int != expectedInt { fail("int of \(text.debugDescription) is \(String(describing: int))", input) }
        let double = RouteText.double(bytes)
        if valid && isDoubleText(text), let expected = Double(text), expected.isFinite {
            guard let double, double.bitPattern == expected.bitPattern else {
                fail("double of \(text.debugDescription) is \(String(describing: double)), not \(expected)", input)
            }
        } else if double != nil {
            fail("double of \(text.debugDescription) is \(double!)", input)
        }
        if let double, Double(routeParameter: RouteText.print(double))?.bitPattern != double.bitPattern {
            fail("double \(double) does not print back", input)
        }
        let bool = RouteText.bool(bytes)
        let expectedBool: Bool? = ["true": true, "1": true, "false": false, "0": false][text]
        if bool != expectedBool { fail("bool of \(text.debugDescription) is \(String(describing: bool))", input) }
        let uuid = RouteText.uuid(bytes)
        let isUUIDText =
            decoded.count == 36
            && decoded.enumerated().allSatisfy { index, byte in
                [8, 13, 18, 23].contains(index)
                    ? byte == UInt8(ascii: "-") : (byte < 0x80 && Character(Unicode.Scalar(byte)).isHexDigit)
            }
        if (uuid != nil) != isUUIDText {
            fail("uuid of \(text.debugDescription) is \(String(describing: uuid))", input)
        }
        if let uuid, uuid != UUID(uuidString: text) || RouteText.print(uuid) != text.lowercased() {
            fail("uuid of \(text.debugDescription) reads as \(uuid)", input)
        }
        let acceptable = PercentDecoding.isAcceptableSegment(bytes)
        let expectedAcceptable =
            !decoded.isEmpty && valid && text != "." && text != ".."
            && !decoded.contains { $0 < 0x20 || $0 == 0x7F }
        if acceptable != expectedAcceptable { fail("isAcceptableSegment of \(decoded) is \(acceptable)", input) }
    }
}

/// Checks a slice: inside `range`, its `isPlain` flag, and its decoding.
func checkSlice(
    _ url: RouteURL, _ slice: RouteSlice, in range: Range<Int>, _ input: UnsafeBufferPointer<UInt8>
)
    -> [UInt8]?
{
    guard range.lowerBound <= slice.start, slice.start <= slice.end, slice.end <= range.upperBound else {
        fail("slice \(slice) outside \(range)", input)
    }
    let raw = Array(input[slice.start..<slice.end])
    if slice.isPlain != !raw.contains(UInt8(ascii: "%")) { fail("isPlain is wrong for \(raw)", input) }
    let decoded = url.decoded(slice) { Array($0) }
    if decoded != referenceDecode(raw) { fail("decoding \(raw) gives \(String(describing: decoded))", input) }
    return decoded
}

/// Decomposes the input and checks every invariant of the result.
func checkDecomposition(_ input: UnsafeBufferPointer<UInt8>) {
    guard let url = RouteURL(input) else {
        // Refused: then it is over-long, or has no `scheme://`, or a byte no URL may hold, or
        // user-info or a port. Spot-check the first two.
        if input.count > 0 && input.count <= RouteURL.maximumLength,
            let colon = input.firstIndex(of: UInt8(ascii: ":")), colon > 0,
            input[..<colon].allSatisfy({ $0 < 0x80 && Character(Unicode.Scalar($0)).isLetter }),
            Array(input[colon...].prefix(3)) == Array("://".utf8),
            input.allSatisfy({ $0 >= 0x80 || ($0 > 0x20 && $0 < 0x7F && !Array(#""<>\^`{|}"#.utf8).contains($0)) }),
            !(input[..<colon].count == 5 && String(decoding: input[..<colon], as: UTF8.self).lowercased() == "https"
                && (colon + 3 == input.count || "/?#".utf8.contains(input[colon + 3]))),
            !Array(input[(colon + 3)...]).prefix(while: { !"/?#".utf8.contains($0) }).contains(where: {
                $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: ":")
            })
        {
            fail("a plain URL was refused", input)
        }
        return
    }
    let count = input.count
    guard count <= RouteURL.maximumLength else { fail("over-long URL decomposed", input) }
    guard url.schemeEnd > 0, url.schemeEnd < count, input[url.schemeEnd] == UInt8(ascii: ":") else {
        fail("scheme end \(url.schemeEnd)", input)
    }
    guard url.schemeEnd + 3 == url.hostStart, url.hostStart <= url.hostEnd, url.hostEnd <= url.pathEnd,
        url.pathCursor <= url.pathEnd, url.pathEnd <= url.queryStart, url.queryStart <= url.queryEnd,
        url.queryEnd <= count
    else {
        fail(
            "ranges out of order: \(url.schemeEnd) \(url.hostStart) \(url.hostEnd) \(url.pathCursor) "
                + "\(url.pathEnd) \(url.queryStart) \(url.queryEnd) of \(count)", input)
    }
    // The same split, restated: authority up to '/', '?' or '#'; path up to '?' or '#'; query
    // after '?' up to '#'.
    let bytes = Array(input)
    let authorityStart = bytes.firstIndex(of: UInt8(ascii: ":"))! + 3
    let authorityEnd = bytes[authorityStart...].firstIndex { "/?#".utf8.contains($0) } ?? count
    let pathEnd = bytes[authorityEnd...].firstIndex { "?#".utf8.contains($0) } ?? count
    let hasQuery = pathEnd < count && bytes[pathEnd] == UInt8(ascii: "?")
    let queryEnd = hasQuery ? (bytes[pathEnd...].firstIndex(of: UInt8(ascii: "#")) ?? count) : pathEnd
    let authority = Array(bytes[authorityStart..<authorityEnd])
    let hostEnd = authority.suffix(4).elementsEqual(":443".utf8) ? authorityEnd - 4 : authorityEnd
    guard url.schemeEnd + 3 == authorityStart, url.hostEnd == hostEnd, url.pathEnd == pathEnd,
        url.queryStart == (hasQuery ? pathEnd + 1 : pathEnd), url.queryEnd == queryEnd
    else {
        fail(
            "split differs: host end \(url.hostEnd) vs \(hostEnd), path end \(url.pathEnd) vs \(pathEnd), "
                + "query \(url.queryStart)..<\(url.queryEnd) vs ..<\(queryEnd)", input)
    }
    if authority.contains(UInt8(ascii: "@")) || (hostEnd == authorityEnd && authority.contains(UInt8(ascii: ":"))) {
        fail("user-info or a port was accepted", input)
    }
    if !url.isHTTPS && hostEnd != authorityEnd { fail("a port under a custom scheme was accepted", input) }
    let expectedCursor =
        !url.isHTTPS && hostEnd > authorityStart ? authorityStart : min(authorityEnd + 1, pathEnd)
    if url.pathCursor != expectedCursor { fail("path cursor \(url.pathCursor), not \(expectedCursor)", input) }
    let scheme = String(decoding: input[..<url.schemeEnd], as: UTF8.self)
    if url.isHTTPS != (scheme.lowercased() == "https") { fail("isHTTPS is wrong", input) }
    if url.isHTTPS && url.hostEnd == url.hostStart { fail("https without a host", input) }
    let host = Array(input[url.hostStart..<url.hostEnd])
    if host.contains(where: { $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") }) {
        fail("host \(host) holds a delimiter", input)
    }
    if input[url.pathEnd..<url.queryStart].count > 1 { fail("bytes between path and query", input) }
    if url.queryEnd < count && input[url.queryEnd] != UInt8(ascii: "#") { fail("query does not end at '#'", input) }

    // Segments: each inside the path, without '/', always moving forward.
    var cursor = url.pathCursor
    var segments = 0
    while let segment = url.segment(at: cursor) {
        guard segment.next > cursor, segment.next <= url.pathEnd else { fail("segment does not advance", input) }
        let decoded = checkSlice(url, segment.slice, in: url.pathCursor..<url.pathEnd, input)
        if input[segment.slice.start..<segment.slice.end].contains(UInt8(ascii: "/")) {
            fail("segment holds '/'", input)
        }
        if url.segment(segment, is: "settings") != (decoded == Array("settings".utf8)) {
            fail("segment(_:is:) is wrong", input)
        }
        if let decoded { checkReaders(decoded, input) }
        let string = url.string(segment)
        if (string != nil) != (url.decoded(segment.slice, { PercentDecoding.isAcceptableSegment($0) }) == true) {
            fail("string(segment) disagrees with isAcceptableSegment", input)
        }
        segments += 1
        cursor = segment.next
    }
    if let rest = url.remainingSegments(from: url.pathCursor), rest.count != segments {
        fail("remainingSegments found \(rest.count) of \(segments)", input)
    }

    // Query items: inside the query, split on '&' then on the first '='.
    var items = url.queryItems()
    var previousEnd = url.queryStart
    while let item = items.next() {
        let query = url.queryStart..<url.queryEnd
        _ = checkSlice(url, item.name, in: query, input)
        let value = checkSlice(url, item.value, in: query, input)
        guard item.name.start >= previousEnd, item.name.end <= item.value.start else { fail("items overlap", input) }
        let name = Array(input[item.name.start..<item.name.end])
        if name.contains(UInt8(ascii: "&")) || name.contains(UInt8(ascii: "=")) { fail("name holds & or =", input) }
        if input[item.value.start..<item.value.end].contains(UInt8(ascii: "&")) { fail("value holds &", input) }
        if item.name.start == item.value.end { fail("an empty item was returned", input) }
        if let value { checkReaders(value, input) }
        _ = url.queryString(item)
        previousEnd = item.value.end
    }
}

/// Whether `encoded` holds only what `component` leaves as it is, and `%XX` escapes.
func isEncoded(_ encoded: String, _ allowed: String) -> Bool {
    let bytes = Array(encoded.utf8)
    var index = 0
    while index < bytes.count {
        let byte = bytes[index]
        if byte == UInt8(ascii: "%") {
            guard index + 2 < bytes.count, bytes[index + 1] < 0x80, bytes[index + 2] < 0x80,
                Character(Unicode.Scalar(bytes[index + 1])).isHexDigit,
                Character(Unicode.Scalar(bytes[index + 2])).isHexDigit
            else { return false }
            index += 3
            continue
        }
        let isAlphanumeric =
            byte < 0x80 && (Character(Unicode.Scalar(byte)).isLetter || Character(Unicode.Scalar(byte)).isNumber)
        guard isAlphanumeric || allowed.utf8.contains(byte) else { return false }
        index += 1
    }
    return true
}

/// Percent-encoding round trip: whatever the text, a built URL decomposes back to it.
func checkBuilder(_ input: UnsafeBufferPointer<UInt8>) {
    let text = String(decoding: input, as: UTF8.self)
    let segment = PercentEncoding.encode(text, as: .pathSegment)
    let query = PercentEncoding.encode(text, as: .query)
    guard isEncoded(segment, "-._~!$&'()*+,;="), referenceDecode(Array(segment.utf8)) == Array(text.utf8) else {
        fail("encoding \(text.debugDescription) as a path segment gives \(segment)", input)
    }
    guard isEncoded(query, "-._~!$'()*,;:@/?"), referenceDecode(Array(query.utf8)) == Array(text.utf8) else {
        fail("encoding \(text.debugDescription) as a query value gives \(query)", input)
    }
    guard var builder = RouteURLBuilder(requested: nil, host: "example.com", schemes: ["myapp"]) else {
        fail("no builder", input)
    }
    let segmentText = text.isEmpty ? "x" : text
    builder.append(segment: segmentText)
    builder.appendQuery("k", text: text)
    let built = builder.string
    guard built.utf8.count <= RouteURL.maximumLength else { return }
    let roundTrip = RouteURL.withURL(built) { url -> ([UInt8], [UInt8])? in
        guard let first = url.segment(at: url.pathCursor), url.isEnd(first.next) else { return nil }
        var items = url.queryItems()
        guard let item = items.next(), items.next() == nil,
            let segmentBytes = url.decoded(first.slice, { Array($0) }),
            let valueBytes = url.decoded(item.value, { Array($0) })
        else { return nil }
        return (segmentBytes, valueBytes)
    }
    guard let (decodedSegment, decodedValue) = roundTrip, decodedSegment == Array(segmentText.utf8),
        decodedValue == Array(text.utf8)
    else { fail("\(built) does not decompose back to \(text.debugDescription)", input) }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let input = UnsafeBufferPointer(start: data, count: size)
    checkDecomposition(input)
    checkBuilder(input)
    return 0
}
