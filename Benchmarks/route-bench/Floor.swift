/// The floor (PERF-NOTES.md): one pass over the URL's UTF-8 bytes that finds the scheme, the host,
/// the path's segments and the query's items, and matches nothing. Any matcher must at least read
/// the URL once; the generated one is measured against this.
///
/// - Returns: a value derived from what it found, so that the scan cannot be optimized away.
@inline(never)
func floorScan(_ string: String) -> Int {
    var text = string
    return text.withUTF8 { bytes -> Int in
        let count = bytes.count
        var index = 0
        while index < count && bytes[index] != UInt8(ascii: ":") { index += 1 }
        let schemeEnd = index
        index += 3  // "://"
        let hostStart = index
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            index += 1
        }
        let hostEnd = index
        var segments = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            if byte == UInt8(ascii: "/") { segments += 1 }
            index += 1
        }
        var items = 0
        if index < count && bytes[index] == UInt8(ascii: "?") {
            items = 1
            index += 1
            while index < count && bytes[index] != UInt8(ascii: "#") {
                if bytes[index] == UInt8(ascii: "&") { items += 1 }
                index += 1
            }
        }
        return schemeEnd &+ (hostEnd &- hostStart) &* 3 &+ segments &* 5 &+ items &* 7
    }
}
