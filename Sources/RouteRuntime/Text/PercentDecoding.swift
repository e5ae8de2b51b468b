/// Percent-decoding of one path segment or query component (Specification §4.4, §4.5).
///
/// Each `%XX` becomes one byte, once: `%252F` decodes to `%2F` and is never decoded again. A `+`
/// stays a `+`. Text with a `%` that is not followed by two hexadecimal digits is invalid.
@_spi(Generated) public enum PercentDecoding {
    /// Decodes `bytes` into `output`, which must hold at least `bytes.count` bytes.
    ///
    /// - Returns: the number of decoded bytes, or `nil` when the percent-encoding is invalid.
    @inlinable
    public static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>,
        into output: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        var read = 0
        var written = 0
        let count = bytes.count
        while read < count {
            let byte = bytes[read]
            if byte == UInt8(ascii: "%") {
                guard read + 2 < count,
                    let high = RouteText.hexValue(bytes[read + 1]),
                    let low = RouteText.hexValue(bytes[read + 2])
                else { return nil }
                output[written] = high << 4 | low
                read += 3
            } else {
                output[written] = byte
                read += 1
            }
            written += 1
        }
        return written
    }

    /// Runs `body` on the decoded form of `bytes`: the bytes themselves when they contain no `%`,
    /// else a temporary decoded copy (on the stack for short text).
    ///
    /// - Returns: `nil` when the percent-encoding is invalid, else what `body` returns.
    @inlinable
    public static func withDecoded<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>,
        isPlain: Bool,
        _ body: (UnsafeBufferPointer<UInt8>) -> Result?
    ) -> Result? {
        if isPlain { return body(bytes) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) {
            buffer -> Result? in
            guard let count = decode(bytes, into: buffer) else { return nil }
            return body(UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Whether decoded bytes are valid UTF-8.
    @inlinable
    public static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var minimum: UInt32
            var scalar: UInt32
            switch lead {
            case 0xC2...0xDF:
                length = 2
                minimum = 0x80
                scalar = UInt32(lead & 0x1F)
            case 0xE0...0xEF:
                length = 3
                minimum = 0x800
                scalar = UInt32(lead & 0x0F)
            case 0xF0...0xF4:
                length = 4
                minimum = 0x10000
                scalar = UInt32(lead & 0x07)
            default:
                return false
            }
            guard index + length <= count else { return false }
            var offset = 1
            while offset < length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return false }
                scalar = scalar << 6 | UInt32(next & 0x3F)
                offset += 1
            }
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                return false
            }
            index += length
        }
        return true
    }

    /// Whether decoded bytes hold a control character (U+0000 to U+001F, U+007F).
    @inlinable
    public static func containsControlCharacter(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte == 0x7F {
            return true
        }
        return false
    }

    /// Whether decoded bytes are a path segment the matcher accepts: non-empty, valid UTF-8, no
    /// control character, and not `.` or `..`.
    @inlinable
    public static func isAcceptableSegment(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        if count == 0 { return false }
        if count <= 2 && bytes[0] == UInt8(ascii: ".") && bytes[count - 1] == UInt8(ascii: ".") {
            return false
        }
        return !containsControlCharacter(bytes) && isValidUTF8(bytes)
    }
}
