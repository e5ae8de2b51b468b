#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads decoded text as a value of a built-in kind into a slot.
enum ValueParsing {
    /// Parses `bytes` as `kind` (`int`, `double`, `bool`, `uuid`) into `slot`; `false` when the
    /// text is not such a value. Other kinds are left to the caller and return `true`.
    @inline(__always)
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, kind: ValueKind, into slot: inout _RouteSlot) -> Bool {
        switch kind {
        case .int:
            guard let value = RouteText.int(bytes) else { return false }
            slot.word0 = UInt64(bitPattern: Int64(value))
        case .double:
            guard let value = RouteText.double(bytes) else { return false }
            slot.word0 = value.bitPattern
        case .bool:
            guard let value = RouteText.bool(bytes) else { return false }
            slot.word0 = value ? 1 : 0
        case .uuid:
            guard let value = RouteText.uuid(bytes) else { return false }
            withUnsafeBytes(of: value.uuid) { raw in
                slot.word0 = raw.loadUnaligned(fromByteOffset: 0, as: UInt64.self)
                slot.word1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            }
        case .string, .enumeration, .app, .catchAll:
            break
        }
        return true
    }

    /// The UUID stored in a slot by ``parse(_:kind:into:)``.
    static func uuid(_ slot: _RouteSlot) -> UUID {
        var raw: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &raw) { buffer in
            buffer.storeBytes(of: slot.word0, toByteOffset: 0, as: UInt64.self)
            buffer.storeBytes(of: slot.word1, toByteOffset: 8, as: UInt64.self)
        }
        return UUID(uuid: raw)
    }
}
