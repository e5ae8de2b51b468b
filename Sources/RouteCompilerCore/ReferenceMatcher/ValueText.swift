/// The accepted text of each parameter type (SPEC §3), stated again on plain byte arrays for the
/// reference matcher and the analysis, independently of the runtime's parsers.
enum ValueText {
    /// `-?(0|[1-9][0-9]*)` within `Int`'s range.
    static func int(_ bytes: [UInt8]) -> Int? {
        var digits = bytes[...]
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        guard let first = digits.first, digits.allSatisfy(isDigit) else { return nil }
        if first == UInt8(ascii: "0") && digits.count > 1 { return nil }
        return Int(String(decoding: bytes, as: UTF8.self))
    }

    /// `-?digits(.digits)?([eE][+-]?digits)?`, finite.
    static func double(_ bytes: [UInt8]) -> Double? {
        var index = 0
        func skipDigits() -> Bool {
            let start = index
            while index < bytes.count && isDigit(bytes[index]) { index += 1 }
            return index > start
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard skipDigits() else { return nil }
        if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() else { return nil }
        }
        if index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard skipDigits() else { return nil }
        }
        guard index == bytes.count, let value = Double(String(decoding: bytes, as: UTF8.self)),
            value.isFinite
        else { return nil }
        return value
    }

    /// `true`, `false`, `1` or `0`.
    static func bool(_ bytes: [UInt8]) -> Bool? {
        switch String(decoding: bytes, as: UTF8.self) {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    /// 8-4-4-4-12 hexadecimal digits in either case, as the uppercase text Foundation's `UUID`
    /// prints.
    static func uuid(_ bytes: [UInt8]) -> String? {
        guard bytes.count == 36 else { return nil }
        for (index, byte) in bytes.enumerated() {
            if index == 8 || index == 13 || index == 18 || index == 23 {
                guard byte == UInt8(ascii: "-") else { return nil }
            } else {
                guard isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20) else {
                    return nil
                }
            }
        }
        return String(decoding: bytes, as: UTF8.self).uppercased()
    }

    /// The text of valid UTF-8, or `nil`.
    static func utf8(_ bytes: [UInt8]) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    /// Whether decoded bytes hold a control character (U+0000 to U+001F, U+007F).
    static func controlCharacter(in bytes: [UInt8]) -> UInt8? {
        bytes.first { $0 < 0x20 || $0 == 0x7F }
    }

    /// Percent-decodes once: each `%XX` becomes one byte, a `+` stays a `+`; `nil` when a `%` is
    /// not followed by two hexadecimal digits.
    static func percentDecoded(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        let bytes = Array(bytes)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]),
                    let low = hexValue(bytes[index + 2])
                else { return nil }
                result.append(high << 4 | low)
                index += 3
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
