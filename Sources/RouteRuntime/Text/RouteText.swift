#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The exact text forms of the built-in parameter types (Specification §3.7), read from decoded bytes without
/// allocating, and printed back.
@_spi(Generated) public enum RouteText {
    /// The most bytes an `int` text has: `-9223372036854775808`.
    public static let longestIntText = 20
    /// The most bytes a `bool` text has: `false`.
    public static let longestBoolText = 5
    /// The bytes of every `uuid` text: 8-4-4-4-12 hexadecimal digits.
    public static let uuidTextLength = 36

    /// Reads an `int`: `-?(0|[1-9][0-9]*)` within `Int`'s range.
    @inlinable
    public static func int(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let count = bytes.count
        var negative = false
        if index < count && bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        guard index < count else { return nil }
        let first = bytes[index]
        guard first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9") else { return nil }
        if first == UInt8(ascii: "0") {
            return index + 1 == count ? 0 : nil
        }
        // Accumulate negatively so that Int.min is reachable.
        var value = 0
        while index < count {
            let byte = bytes[index]
            guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (next, overflow2) = times10.subtractingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
            guard !overflow1 && !overflow2 else { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        let (positive, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    /// Reads a `bool`: `true`, `false`, `1` or `0`.
    @inlinable
    public static func bool(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch bytes.count {
        case 1:
            if bytes[0] == UInt8(ascii: "1") { return true }
            if bytes[0] == UInt8(ascii: "0") { return false }
            return nil
        case 4:
            return bytes[0] == UInt8(ascii: "t") && bytes[1] == UInt8(ascii: "r")
                && bytes[2] == UInt8(ascii: "u") && bytes[3] == UInt8(ascii: "e") ? true : nil
        case 5:
            return bytes[0] == UInt8(ascii: "f") && bytes[1] == UInt8(ascii: "a")
                && bytes[2] == UInt8(ascii: "l") && bytes[3] == UInt8(ascii: "s")
                && bytes[4] == UInt8(ascii: "e") ? false : nil
        default:
            return nil
        }
    }

    /// Whether the bytes are the text of a `double`: `-?digits(.digits)?([eE][+-]?digits)?`.
    @inlinable
    public static func isDoubleText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        @inline(__always) func isDigit(_ i: Int) -> Bool {
            i < count && bytes[i] >= UInt8(ascii: "0") && bytes[i] <= UInt8(ascii: "9")
        }
        if index < count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else { return false }
        while isDigit(index) { index += 1 }
        if index < count && bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        if index < count && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
            index += 1
            if index < count && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) {
                index += 1
            }
            guard isDigit(index) else { return false }
            while isDigit(index) { index += 1 }
        }
        return index == count
    }

    /// Reads a `double`: `-?digits(.digits)?([eE][+-]?digits)?`, finite.
    @inlinable
    public static func double(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard isDoubleText(bytes) else { return nil }
        return parseValidatedDouble(bytes)
    }

    /// Converts text already checked by ``isDoubleText(_:)``; `nil` when it is not finite.
    @inlinable
    static func parseValidatedDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        if let exact = exactDouble(bytes) { return exact }
        return parseDoubleSlowly(bytes)
    }

    /// The value of short decimal text without allocating, when it is exactly representable by
    /// one correctly rounded multiplication or division (at most 15 significant digits and a
    /// decimal exponent within ±22: Clinger's fast path); `nil` otherwise.
    @inlinable
    static func exactDouble(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let count = bytes.count
        var negative = false
        if bytes[0] == UInt8(ascii: "-") {
            negative = true
            index = 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var seenPoint = false
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ".") {
                seenPoint = true
            } else if byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
                break
            } else {
                if mantissa != 0 || byte != UInt8(ascii: "0") { digits += 1 }
                guard digits <= 15 else { return nil }
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                if seenPoint { exponent -= 1 }
            }
            index += 1
        }
        if index < count {
            index += 1
            var exponentNegative = false
            if bytes[index] == UInt8(ascii: "+") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "-") {
                exponentNegative = true
                index += 1
            }
            var written = 0
            while index < count {
                written = written * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
                guard written <= 400 else { return nil }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        guard exponent >= -22 && exponent <= 22 else { return mantissa == 0 ? (negative ? -0.0 : 0.0) : nil }
        var value = Double(mantissa)
        if exponent < 0 {
            value /= powersOfTen(-exponent)
        } else if exponent > 0 {
            value *= powersOfTen(exponent)
        }
        return negative ? -value : value
    }

    /// 10 to the power `n`, exactly, for `n` in 0...22.
    @inlinable
    static func powersOfTen(_ n: Int) -> Double {
        var result = 1.0
        var remaining = n
        while remaining > 0 {
            result *= 10
            remaining -= 1
        }
        return result
    }

    /// The general conversion, for long or extreme text.
    @usableFromInline
    static func parseDoubleSlowly(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        // The grammar checked before is a subset of what Double(_: Substring) reads.
        let text = Substring(decoding: bytes, as: UTF8.self)
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// Reads a `uuid`: 8-4-4-4-12 hexadecimal digits in either case.
    @inlinable
    public static func uuid(_ bytes: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard let words = uuidWords(bytes) else { return nil }
        return uuid(words.first, words.second)
    }

    /// The `UUID` whose sixteen bytes two words store in order (``uuidWords(_:)``, or a slot's two
    /// words).
    @inlinable
    static func uuid(_ first: UInt64, _ second: UInt64) -> UUID {
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &raw) { out in
            out.storeBytes(of: first, as: UInt64.self)
            out.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: raw)
    }

    /// The sixteen bytes of a `uuid`'s text (8-4-4-4-12 hexadecimal digits in either case) as two
    /// words that store them in order, or `nil`: the matcher keeps these, and makes the `UUID`
    /// only for the case it returns. The digits are read eight at a time (``hexDigits(_:)``): the
    /// two groups of four between dashes as one word.
    @inlinable
    static func uuidWords(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: UInt64, second: UInt64)? {
        guard bytes.count == uuidTextLength else { return nil }
        let text = UnsafeRawPointer(bytes.baseAddress!)
        let dash = UInt8(ascii: "-")
        guard bytes[8] == dash, bytes[13] == dash, bytes[18] == dash, bytes[23] == dash else { return nil }
        @inline(__always) func eight(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func four(_ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: text.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        guard let first = hexDigits(eight(0)), let second = hexDigits(four(9) | four(14) << 32),
            let third = hexDigits(four(19) | four(24) << 32), let fourth = hexDigits(eight(28))
        else { return nil }
        return (
            (UInt64(first) | UInt64(second) << 32).littleEndian, (UInt64(third) | UInt64(fourth) << 32).littleEndian
        )
    }

    /// The four bytes that the eight hexadecimal digits of `word` (little-endian: the first digit
    /// in the lowest byte) write, the first in the lowest byte; `nil` unless every byte is a digit
    /// `0`-`9`, `a`-`f` or `A`-`F`. Each byte's range is tested with the high bit of one addition
    /// per bound: no byte is 0x80 or more, so no addition carries into the next byte.
    @inlinable
    static func hexDigits(_ word: UInt64) -> UInt32? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits = ones &* 0x80
        guard word & highBits == 0 else { return nil }
        @inline(__always) func within(_ bytes: UInt64, _ low: UInt64, _ high: UInt64) -> UInt64 {
            (bytes &+ ones &* (0x80 - low)) & ~(bytes &+ ones &* (0x7F - high)) & highBits
        }
        let digits = within(word, 0x30, 0x39)
        let letters = within(word | (ones &* 0x20), 0x61, 0x66)
        guard digits | letters == highBits else { return nil }
        // A digit's value is its low four bits, a letter's those plus 9 (bit 6 marks letters).
        let values = (word & (ones &* 0x0F)) &+ ((word >> 6) & ones) &* 9
        let pairs = (values << 4 | values >> 8) & 0x00FF_00FF_00FF_00FF
        let quads = (pairs | pairs >> 8) & 0x0000_FFFF_0000_FFFF
        return UInt32(truncatingIfNeeded: quads | quads >> 16)
    }

    /// The value of one hexadecimal digit.
    @inlinable
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// The shortest text that reads back as the same `double` (`1.5`, `100.0`, `1e-07`).
    public static func print(_ value: Double) -> String {
        value.description
    }

    /// The lowercase 8-4-4-4-12 text of a UUID: written digit by digit into a string of its
    /// length (`uuidString` formats with `printf`, uppercase, and then needs lowercasing).
    public static func print(_ value: UUID) -> String {
        withUnsafeBytes(of: value.uuid) { bytes in
            String(unsafeUninitializedCapacity: 36) { text in
                let digits: StaticString = "0123456789abcdef"
                let hex = digits.utf8Start
                var index = 0
                for (position, byte) in bytes.enumerated() {
                    if position == 4 || position == 6 || position == 8 || position == 10 {
                        text[index] = UInt8(ascii: "-")
                        index += 1
                    }
                    text[index] = hex[Int(byte >> 4)]
                    text[index + 1] = hex[Int(byte & 0x0F)]
                    index += 2
                }
                return index
            }
        }
    }
}
