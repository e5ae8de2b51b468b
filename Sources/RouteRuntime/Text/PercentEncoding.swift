/// Percent-encoding for the URLs the generated code builds (Specification §5.2).
@_spi(Generated) public enum PercentEncoding {
    /// Which characters stay as they are.
    public enum Component: Sendable {
        /// A path segment: unreserved characters and `!$&'()*+,;=` stay; `/ ? # % : @ [ ]` and
        /// everything else are encoded, so that a value can never split a segment, start a query,
        /// or (as the first segment of a custom-scheme URL, where it is the host) look like
        /// user-info or a port.
        case pathSegment
        /// A query name or value: unreserved characters and `!$'()*,;:@/?` stay; `& = + # %`, a
        /// space (as `%20`) and everything else are encoded.
        case query
    }

    /// Encodes `text` for `component`, appending to `output`.
    public static func append(_ text: String, as component: Component, to output: inout String) {
        var needsEncoding = false
        for byte in text.utf8 where !isAllowed(byte, in: component) {
            needsEncoding = true
            break
        }
        if !needsEncoding {
            output += text
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isAllowed(byte, in: component) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
    }

    /// `text` encoded for `component`.
    public static func encode(_ text: String, as component: Component) -> String {
        var output = ""
        append(text, as: component, to: &output)
        return output
    }

    /// The digits of `%XX`, read in place.
    /// Writes `text` percent-encoded as a `component` to `output`, byte by byte (the builder's
    /// form of ``append(_:as:to:)``: the same bytes).
    static func write<Output: URLText>(_ text: String, as component: Component, to output: inout Output) {
        if let written: Void = text.utf8.withContiguousStorageIfAvailable({ write($0, as: component, to: &output) }) {
            return written
        }
        Array(text.utf8).withUnsafeBufferPointer { write($0, as: component, to: &output) }
    }

    /// Writes the bytes `text` percent-encoded as a `component` to `output`.
    static func write<Output: URLText>(
        _ text: UnsafeBufferPointer<UInt8>, as component: Component, to output: inout Output
    ) {
        var start = 0
        for index in 0..<text.count where !isAllowed(text[index], in: component) {
            if start < index { output.bytes(UnsafeBufferPointer(rebasing: text[start..<index])) }
            let byte = text[index]
            output.byte(UInt8(ascii: "%"))
            output.byte(hexDigits[Int(byte >> 4)])
            output.byte(hexDigits[Int(byte & 0x0F)])
            start = index + 1
        }
        if start < text.count { output.bytes(UnsafeBufferPointer(rebasing: text[start...])) }
    }

    private static var hexDigits: UnsafePointer<UInt8> {
        let digits: StaticString = "0123456789ABCDEF"
        return digits.utf8Start
    }

    /// Whether `byte` stays as it is in `component`: one load from ``allowedBytes``.
    @inline(__always)
    private static func isAllowed(_ byte: UInt8, in component: Component) -> Bool {
        let shift: UInt8 = component == .pathSegment ? 0 : 1
        return (allowedBytes[Int(byte)] >> shift) & 1 != 0
    }

    /// For each byte value, the components it stays as it is in: `1` a path segment only, `2` a
    /// query only, `3` both, `0` neither (the digits' low bits). Unreserved characters and
    /// `!$'()*,;` stay in both; `&+=` in a path segment; `:@/?` in a query.
    private static var allowedBytes: UnsafePointer<UInt8> {
        let table: StaticString = """
            0000000000000000000000000000000003003013333133323333333333230102\
            2333333333333333333333333330000303333333333333333333333333300030\
            0000000000000000000000000000000000000000000000000000000000000000\
            0000000000000000000000000000000000000000000000000000000000000000
            """
        return table.utf8Start
    }
}
