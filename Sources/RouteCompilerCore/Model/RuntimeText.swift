@_spi(Generated) import RouteRuntime

/// The runtime's byte-level text functions (`RouteRuntime.RouteText`, `PercentDecoding`), which
/// work on buffer pointers, on the byte arrays the compiler holds.
enum RuntimeText {
    /// What `parse` reads from `bytes`.
    static func parse<Value>(
        _ bytes: [UInt8], with parse: (UnsafeBufferPointer<UInt8>) -> Value?
    ) -> Value? {
        bytes.withUnsafeBufferPointer { parse($0) }
    }

    /// The bytes percent-decoded once (`%XX` is one byte, `+` stays `+`); `nil` when a `%` is not
    /// followed by two hexadecimal digits.
    static func percentDecoded(_ bytes: some Collection<UInt8>) -> [UInt8]? {
        let input = Array(bytes)
        var output = [UInt8](repeating: 0, count: input.count)
        let count = input.withUnsafeBufferPointer { source in
            output.withUnsafeMutableBufferPointer { PercentDecoding.decode(source, into: $0) }
        }
        return count.map { Array(output.prefix($0)) }
    }

    /// The text of decoded bytes that are valid UTF-8, or `nil`.
    static func utf8(_ bytes: [UInt8]) -> String? {
        guard bytes.withUnsafeBufferPointer({ PercentDecoding.isValidUTF8($0) }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
