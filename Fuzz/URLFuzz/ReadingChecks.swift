import Foundation

@testable @_spi(Generated) import RouteRuntime

// The runtime's URL reader (`URLParts`, `_RouteURLReading`), its path segments (`PathSegments`)
// and query items (`QueryItems`) against Restated.swift.

/// Reads `bytes` as a URL (or a path alone) with the runtime, checks every part it finds against
/// the restatement, then the percent-decoding and the typed readers of every segment, query name
/// and value. Returns the restated parts when the text is read.
@discardableResult
func checkReading(_ bytes: [UInt8], isPath: Bool) -> RestatedParts? {
    let expected = isPath ? Restated.readPath(bytes) : Restated.readURL(bytes)
    if !isPath {
        let text = String(decoding: bytes, as: UTF8.self)
        // `_RouteURLReading` reads a String; compare only when the String holds these bytes.
        if Array(text.utf8) == bytes, _RouteURLReading.read(text) != expected.map({ slashCount(bytes, $0) }) ?? -1 {
            fail("_RouteURLReading.read gives \(_RouteURLReading.read(text)), not the number of '/' in the path")
        }
    }
    guard !bytes.isEmpty else { return nil }
    // Room for every "/", and one slot more for the end of the path (PathSegments writes it).
    var capacity = 8
    while capacity <= bytes.count { capacity *= 2 }
    var slashes = [Int32](repeating: -1, count: capacity + 1)
    var fewSlashes = [Int32](repeating: -1, count: 8)
    // Sixteen zero bytes after the text, as the matcher's copy of the URL has: the path, query and
    // fragment (`URLParts`) and the query's items (`QueryItems.read`) are read eight bytes at a
    // time, the last word loaded whole.
    let padded = bytes + [UInt8](repeating: 0, count: 16)
    padded.withUnsafeBufferPointer { buffer in
        let base = buffer.baseAddress!
        let parts = slashes.withUnsafeMutableBufferPointer { slots in
            read(base, bytes.count, isPath: isPath, slots.baseAddress!, mask: capacity - 1)
        }
        guard let parts else {
            if expected != nil { fail("the \(isPath ? "path" : "URL") reader refused what §4.1 reads") }
            return
        }
        guard let expected else { fail("the \(isPath ? "path" : "URL") reader read what §4.1 refuses: \(parts)") }
        compare(parts, expected, bytes, slashes: slashes, mask: capacity - 1)
        // With room for 7 "/" only: the same parts, and `overflows` says whether they fitted.
        let few = fewSlashes.withUnsafeMutableBufferPointer { slots in
            read(base, bytes.count, isPath: isPath, slots.baseAddress!, mask: 7)
        }
        guard let few, few.slashCount == parts.slashCount, few.overflows == (parts.slashCount > 7),
            few.pathEnd == parts.pathEnd, few.queryEnd == parts.queryEnd
        else { fail("reading with room for 7 '/' differs: \(String(describing: few)) vs \(parts)") }
        slashes.withUnsafeMutableBufferPointer { slots in
            checkSegments(parts, expected, bytes, base: base, slashes: slots.baseAddress!, isPath: isPath)
        }
        checkQuery(parts, expected, bytes, base: base)
    }
    return expected
}

private func read(
    _ base: UnsafePointer<UInt8>, _ count: Int, isPath: Bool, _ slashes: UnsafeMutablePointer<Int32>, mask: Int
) -> URLParts? {
    isPath
        ? URLParts.path(base, count: count, slashes: slashes, slashMask: mask)
        : URLParts.url(base, count: count, slashes: slashes, slashMask: mask)
}

private func slashCount(_ bytes: [UInt8], _ parts: RestatedParts) -> Int {
    bytes[parts.pathStart..<parts.pathEnd].count { $0 == UInt8(ascii: "/") }
}

/// Every field of the runtime's parts against the restated split.
private func compare(_ parts: URLParts, _ expected: RestatedParts, _ bytes: [UInt8], slashes: [Int32], mask: Int) {
    let path = bytes[expected.pathStart..<expected.pathEnd]
    let query = bytes[expected.queryStart..<expected.queryEnd]
    let percent = UInt8(ascii: "%")
    let fields: [(String, Int, Int)] = [
        ("schemeEnd", parts.schemeEnd, expected.schemeEnd), ("hostStart", parts.hostStart, expected.hostStart),
        ("hostEnd", parts.hostEnd, expected.hostEnd), ("pathStart", parts.pathStart, expected.pathStart),
        ("pathEnd", parts.pathEnd, expected.pathEnd), ("queryStart", parts.queryStart, expected.queryStart),
        ("queryEnd", parts.queryEnd, expected.queryEnd), ("slashCount", parts.slashCount, slashCount(bytes, expected)),
        ("ampersands", parts.ampersands, query.count { $0 == UInt8(ascii: "&") }),
    ]
    for (name, actual, wanted) in fields where actual != wanted {
        fail("URL reader: \(name) is \(actual), the restatement says \(wanted)")
    }
    let flags: [(String, Bool, Bool)] = [
        ("isHTTPS", parts.isHTTPS, expected.isHTTPS),
        ("hostIsEncoded", parts.hostIsEncoded, bytes[expected.hostStart..<expected.hostEnd].contains(percent)),
        ("pathIsEncoded", parts.pathIsEncoded, path.contains(percent)),
        ("queryIsEncoded", parts.queryIsEncoded, query.contains(percent)), ("overflows", parts.overflows, false),
    ]
    for (name, actual, wanted) in flags where actual != wanted {
        fail("URL reader: \(name) is \(actual), the restatement says \(wanted)")
    }
    let positions = path.indices.filter { bytes[$0] == UInt8(ascii: "/") }
    for (index, position) in positions.enumerated() where slashes[index & mask] != Int32(position) {
        fail("URL reader: '/' number \(index) noted at \(slashes[index & mask]), not \(position)")
    }
}

/// `PathSegments` read path-first and, under a custom scheme with a host, host-first, against
/// the restated segments; every segment's decoding and typed readers.
private func checkSegments(
    _ parts: URLParts, _ expected: RestatedParts, _ bytes: [UInt8], base: UnsafePointer<UInt8>,
    slashes: UnsafeMutablePointer<Int32>, isPath: Bool
) {
    let canBeHostFirst = !isPath && !expected.isHTTPS && expected.hostEnd > expected.hostStart
    for hostFirst in canBeHostFirst ? [false, true] : [false] {
        let segments = PathSegments(parts, text: base, slashes: slashes, hostFirst: hostFirst)
        let restated = Restated.segments(bytes, expected, hostFirst: hostFirst)
        guard segments.count == restated.count else {
            fail("\(segments.count) segments (host first: \(hostFirst)), the restatement says \(restated.count)")
        }
        for (index, range) in restated.enumerated() {
            let segment = segments[index]
            let isEncoded = bytes[range].contains(UInt8(ascii: "%"))
            guard Int(segment.start) == range.lowerBound, Int(segment.end) == range.upperBound,
                segment.isEncoded == isEncoded
            else { fail("segment \(index) (host first: \(hostFirst)) is \(segment), the restatement says \(range)") }
            // Each segment once: the host-first reading repeats the path's.
            if hostFirst && index > 0 { continue }
            if let decoded = checkDecoding(bytes[range]) { checkValue(decoded) }
        }
    }
}

/// `QueryItems` against the restated items; every name's and value's decoding and typed readers.
private func checkQuery(_ parts: URLParts, _ expected: RestatedParts, _ bytes: [UInt8], base: UnsafePointer<UInt8>) {
    let restated = Restated.queryItems(bytes, expected)
    let empty = QueryItems.Item(
        nameStart: 0, nameCount: 0, nameIsDecoded: false, valueStart: 0, valueEnd: 0, valueIsEncoded: false)
    var storage = [QueryItems.Item](repeating: empty, count: parts.ampersands + 1)
    var scratch = [UInt8](repeating: 0, count: bytes.count)
    guard restated.count <= QueryItems.capacity(forQueryLength: expected.queryEnd - expected.queryStart) else {
        fail("\(restated.count) query items do not fit QueryItems.capacity")
    }
    storage.withUnsafeMutableBufferPointer { items in
        scratch.withUnsafeMutableBufferPointer { scratch in
            var query = QueryItems(storage: items.baseAddress!, start: parts.queryStart, end: parts.queryEnd)
            query.read(base, scratch: scratch.baseAddress!)
            guard query.count == restated.count else {
                fail("\(query.count) query items, the restatement says \(restated.count)")
            }
            for (index, item) in restated.enumerated() {
                let found = query.items[index]
                let rawName = bytes[item.name]
                let name = checkDecoding(rawName)
                let isEncoded = rawName.contains(UInt8(ascii: "%"))
                guard Int(found.nameStart) == item.name.lowerBound, found.nameIsDecoded == isEncoded,
                    Int(found.nameCount) == (name?.count ?? -1), Int(found.valueStart) == item.value.lowerBound,
                    Int(found.valueEnd) == item.value.upperBound,
                    found.valueIsEncoded == bytes[item.value].contains(UInt8(ascii: "%"))
                else { fail("query item \(index) is \(found), the restatement says \(item)") }
                if let name {
                    let stored = Array(
                        UnsafeBufferPointer(
                            start: (isEncoded ? UnsafePointer(scratch.baseAddress!) : base) + item.name.lowerBound,
                            count: name.count))
                    guard stored == name else { fail("query item \(index)'s decoded name is \(stored), not \(name)") }
                    checkNameComparison(query, index, name, base, scratch.baseAddress!)
                    checkValue(name)
                }
                if let value = checkDecoding(bytes[item.value]) { checkValue(value) }
            }
        }
    }
}

/// `QueryItems.name(of:is:)` against byte equality, for the item's own name and a near miss.
private func checkNameComparison(
    _ query: QueryItems, _ index: Int, _ name: [UInt8], _ base: UnsafePointer<UInt8>, _ scratch: UnsafePointer<UInt8>
) {
    let others = [name, name + [0x61], Array(name.dropLast()), Restated.bytes("q")]
    for key in others {
        let same = key.withUnsafeBufferPointer { buffer in
            // The comparison reads the key's base address, which an empty array may lack.
            buffer.baseAddress == nil ? nil : query.name(of: index, is: buffer, url: base, scratch: scratch)
        }
        if let same, same != (key == name) { fail("name(of:is:) says \(same) for \(key) against \(name)") }
    }
}
