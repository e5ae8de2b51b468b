import Foundation

/// A URL split as Specification §4.1 rule 4 states it: offsets into its bytes.
struct RestatedParts {
    /// The scheme's `:` (0 for a path read alone).
    var schemeEnd = 0
    var isHTTPS = false
    /// The host: the authority without its port.
    var hostStart = 0
    var hostEnd = 0
    /// The path: from the end of the authority to the first `?` or `#`.
    var pathStart = 0
    var pathEnd = 0
    /// The query, without its `?`, up to the first `#` (empty, at the end of the path, when
    /// there is none).
    var queryStart = 0
    var queryEnd = 0
}

/// One `name=value` item of a query (Specification §4.5 rule 1): offsets into the URL.
struct RestatedItem {
    var name: Range<Int>
    var value: Range<Int>
}

/// The rules of Specification §3.7 and §4.1 to §4.6 restated over byte arrays, with the standard
/// library and nothing of the runtime: the oracle of the `url` target. Each is written the way a
/// reader of the specification would first write it, not the way the runtime does.
enum Restated {
    /// A table of 256 answers: whether each byte is one of `characters`.
    static func byteTable(_ characters: String) -> [Bool] {
        (0..<256).map { characters.utf8.contains(UInt8($0)) }
    }

    /// The characters RFC 3986 allows in a URL: unreserved, general and sub-delimiters, and `%`.
    static let urlCharacters = byteTable(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~:/?#[]@!$&'()*+,;=%")

    /// Whether a URL may hold the byte: an RFC 3986 character, or a byte of a non-ASCII
    /// character (Specification §4.1 rules 2.4 and 3).
    static func isURLByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || urlCharacters[Int(byte)]
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The bytes with ASCII capitals lowercased.
    static func lowercased(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        bytes.map { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) ? $0 + 32 : $0 }
    }

    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    // MARK: Reading (Specification §4.1)

    /// The parts of a URL, or `nil` when Specification §4.1 and §4.2 rule 2 refuse it unread.
    static func readURL(_ bytes: [UInt8]) -> RestatedParts? {
        guard !bytes.isEmpty, bytes.count <= 8192 else { return nil }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")), colon > 0 else { return nil }
        let scheme = bytes[..<colon]
        guard isLetter(scheme.first!),
            scheme.allSatisfy({ isLetter($0) || isDigit($0) || "+-.".utf8.contains($0) }),
            bytes[colon...].starts(with: "://".utf8),
            bytes.allSatisfy(isURLByte)
        else { return nil }
        var parts = RestatedParts()
        parts.schemeEnd = colon
        parts.isHTTPS = lowercased(scheme) == Self.bytes("https")
        parts.hostStart = colon + 3
        let authorityEnd = bytes[parts.hostStart...].firstIndex { "/?#".utf8.contains($0) } ?? bytes.count
        let authority = bytes[parts.hostStart..<authorityEnd]
        if authority.contains(UInt8(ascii: "@")) { return nil }
        parts.hostEnd = authorityEnd
        if let port = authority.firstIndex(of: UInt8(ascii: ":")) {
            guard parts.isHTTPS, bytes[port..<authorityEnd].elementsEqual(":443".utf8) else { return nil }
            parts.hostEnd = port
        }
        if parts.isHTTPS && parts.hostEnd == parts.hostStart { return nil }
        splitPathAndQuery(bytes, from: authorityEnd, into: &parts)
        return parts
    }

    /// The parts of a path read alone (Specification §4.9 rules 1 and 2), or `nil`.
    static func readPath(_ bytes: [UInt8]) -> RestatedParts? {
        guard !bytes.isEmpty, bytes.count <= 8192, bytes[0] == UInt8(ascii: "/"), bytes.allSatisfy(isURLByte) else {
            return nil
        }
        var parts = RestatedParts()
        splitPathAndQuery(bytes, from: 0, into: &parts)
        return parts
    }

    private static func splitPathAndQuery(_ bytes: [UInt8], from start: Int, into parts: inout RestatedParts) {
        parts.pathStart = start
        parts.pathEnd = bytes[start...].firstIndex { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") } ?? bytes.count
        parts.queryStart = parts.pathEnd
        parts.queryEnd = parts.pathEnd
        if parts.pathEnd < bytes.count && bytes[parts.pathEnd] == UInt8(ascii: "?") {
            parts.queryStart = parts.pathEnd + 1
            parts.queryEnd = bytes[parts.queryStart...].firstIndex(of: UInt8(ascii: "#")) ?? bytes.count
        }
    }

    /// The segments of the path (Specification §4.3 rules 1 and 2, §4.2 rule 3): the host first
    /// when `hostFirst`, then the text between each `/` and the next, without a last empty one.
    static func segments(_ bytes: [UInt8], _ parts: RestatedParts, hostFirst: Bool) -> [Range<Int>] {
        var path: [Range<Int>] = []
        // A path that is not empty starts with "/".
        let slashes = (parts.pathStart..<parts.pathEnd).filter { bytes[$0] == UInt8(ascii: "/") }
        for (index, slash) in slashes.enumerated() {
            path.append((slash + 1)..<(index + 1 < slashes.count ? slashes[index + 1] : parts.pathEnd))
        }
        if path.last?.isEmpty == true { path.removeLast() }
        return (hostFirst ? [parts.hostStart..<parts.hostEnd] : []) + path
    }

    /// The items of the query (Specification §4.5 rule 1).
    static func queryItems(_ bytes: [UInt8], _ parts: RestatedParts) -> [RestatedItem] {
        bytes[parts.queryStart..<parts.queryEnd].split(separator: UInt8(ascii: "&")).map { item in
            guard let equals = item.firstIndex(of: UInt8(ascii: "=")) else {
                return RestatedItem(name: item.indices, value: item.endIndex..<item.endIndex)
            }
            return RestatedItem(name: item.startIndex..<equals, value: (equals + 1)..<item.endIndex)
        }
    }

    // MARK: Decoding (Specification §4.3 rule 3, §4.6 rule 1)

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// The value of a hexadecimal digit of either case.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        let upper = (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte) ? byte - 32 : byte
        return hexDigits.firstIndex(of: upper).map(UInt8.init)
    }

    /// Each `%XX` one byte, anything else as is; `nil` for a `%` without two hexadecimal digits.
    static func percentDecoded(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        let bytes = Array(bytes)
        var output: [UInt8] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                output.append(bytes[index])
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { return nil }
            output.append(high * 16 + low)
            index += 3
        }
        return output
    }

    static let unreserved = byteTable("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The partial decoding of a mixed segment (Specification §4.6 rule 1): the text, and for
    /// each position whether it is inside a kept `%XX` (after its `%`).
    static func partlyDecoded(_ bytes: [UInt8]) -> (text: [UInt8], inside: [Bool])? {
        var text: [UInt8] = []
        var inside: [Bool] = []
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                text.append(bytes[index])
                inside.append(false)
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { return nil }
            if unreserved[Int(high * 16 + low)] {
                text.append(high * 16 + low)
                inside.append(false)
            } else {
                text += bytes[index..<(index + 3)]
                inside += [false, true, true]
            }
            index += 3
        }
        return (text, inside)
    }

    // MARK: Text (Specification §3.7, §4.3 rule 5)

    static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
        String(validating: bytes, as: UTF8.self) != nil
    }

    static func hasControlCharacter(_ bytes: [UInt8]) -> Bool {
        bytes.contains { $0 < 0x20 || $0 == 0x7F }
    }

    /// Whether a decoded whole segment can be a parameter's text (Specification §4.3 rule 5).
    static func isAcceptableSegment(_ bytes: [UInt8]) -> Bool {
        !bytes.isEmpty && bytes != [0x2E] && bytes != [0x2E, 0x2E] && isValidUTF8(bytes)
            && !hasControlCharacter(bytes)
    }

    /// A `string` value: any valid UTF-8.
    static func string(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    /// An `int`: `-?(0|[1-9][0-9]*)` within `Int`'s range; `Int(_:)` alone also takes `+1`, `007`.
    static func int(_ bytes: [UInt8]) -> Int? {
        let body = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
        guard let first = body.first, body.allSatisfy(isDigit), first != UInt8(ascii: "0") || body.count == 1 else {
            return nil
        }
        return Int(String(decoding: bytes, as: UTF8.self))
    }

    /// Whether the text is `-?digits(.digits)?([eE][+-]?digits)?`.
    static func isDoubleText(_ bytes: [UInt8]) -> Bool {
        let body = bytes.first == UInt8(ascii: "-") ? bytes.dropFirst() : bytes[...]
        let halves = body.split(
            maxSplits: 1, omittingEmptySubsequences: false, whereSeparator: { $0 == 0x65 || $0 == 0x45 })
        let number = halves[0].split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard number.count <= 2, number.allSatisfy({ !$0.isEmpty && $0.allSatisfy(isDigit) }) else { return false }
        guard halves.count == 2 else { return true }
        var exponent = halves[1]
        if exponent.first == UInt8(ascii: "+") || exponent.first == UInt8(ascii: "-") {
            exponent = exponent.dropFirst()
        }
        return !exponent.isEmpty && exponent.allSatisfy(isDigit)
    }

    /// A `double`: that text, finite, as `Double(_:)` reads it (which alone also takes `.5`,
    /// `inf`, `nan`, `0x1p3`).
    static func double(_ bytes: [UInt8]) -> Double? {
        guard isDoubleText(bytes), let value = Double(String(decoding: bytes, as: UTF8.self)), value.isFinite else {
            return nil
        }
        return value
    }

    /// A `bool`: `true`, `false`, `1` or `0`.
    static func bool(_ bytes: [UInt8]) -> Bool? {
        switch String(decoding: bytes, as: UTF8.self) {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    /// A `uuid`'s sixteen bytes: 8-4-4-4-12 hexadecimal digits in either case. (Foundation's
    /// `UUID(uuidString:)` on Linux also takes a `+` where a digit belongs.)
    static func uuid(_ bytes: [UInt8]) -> [UInt8]? {
        let groups = bytes.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard bytes.count == 36, groups.map(\.count) == [8, 4, 4, 4, 12] else { return nil }
        let digits = groups.joined().map(hexValue)
        guard digits.allSatisfy({ $0 != nil }) else { return nil }
        return stride(from: 0, to: 32, by: 2).map { digits[$0]! * 16 + digits[$0 + 1]! }
    }
}
