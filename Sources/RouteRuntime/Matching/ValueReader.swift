#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reads decoded text as a value of a parameter's kind (Specification §3.7): the one reader for
/// path segments, the parameters of mixed segments, query values and list elements.
enum ValueReader {
    /// Reads `bytes` as a value of `kind` (``_TableFormat/Value``; a named enum or app type by
    /// `type`) into `slot`'s words; `false` when the text is not such a value. `checkUTF8` asks
    /// for valid UTF-8 of the texts of strings and app types (decoded text that was not checked
    /// before); `folding` compares a named enum's raw values ignoring ASCII case.
    @inline(__always)
    static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, kind: UInt8, type: UInt64, folding: Bool, checkUTF8: Bool,
        types: NamedTypes, into slot: inout _RouteSlot
    ) -> Bool {
        switch kind {
        case _TableFormat.Value.string:
            return !checkUTF8 || PercentDecoding.isValidUTF8(bytes)
        case _TableFormat.Value.int:
            guard let value = RouteText.int(bytes) else { return false }
            slot.word0 = UInt64(bitPattern: Int64(value))
        case _TableFormat.Value.double:
            guard let value = RouteText.double(bytes) else { return false }
            slot.word0 = value.bitPattern
        case _TableFormat.Value.bool:
            guard let value = RouteText.bool(bytes) else { return false }
            slot.word0 = value ? 1 : 0
        case _TableFormat.Value.uuid:
            guard let words = RouteText.uuidWords(bytes) else { return false }
            slot.word0 = words.first
            slot.word1 = words.second
        case _TableFormat.Value.enumeration, _TableFormat.Value.foldedEnumeration:
            let folds = folding || kind == _TableFormat.Value.foldedEnumeration
            guard let index = types.enumerationValue(bytes, type: type, folding: folds) else { return false }
            slot.word0 = UInt64(index)
        case _TableFormat.Value.app:
            guard !checkUTF8 || PercentDecoding.isValidUTF8(bytes) else { return false }
            return types.isAppValue(bytes, type: type)
        default:
            return false
        }
        return true
    }

    /// The UUID stored in a slot by ``read(_:kind:type:folding:checkUTF8:types:into:)``.
    static func uuid(_ slot: _RouteSlot) -> UUID {
        RouteText.uuid(slot.word0, slot.word1)
    }
}

/// One value read from a URL (or a default), in the form the generated code turns into its Swift
/// type: numbers and UUIDs parsed, texts as a run of bytes still to decode.
@_spi(Generated) public struct _RouteSlot: Sendable {
    /// `Int` bits, `Double` bits, `Bool` (0 or 1), a named enum's value index, or a UUID's first
    /// eight bytes.
    var word0: UInt64 = 0
    /// A UUID's last eight bytes.
    var word1: UInt64 = 0
    /// A text's bytes: `start..<end` of the URL, of the matched route's record (a default), or of
    /// the scratch.
    var start: Int32 = 0
    var end: Int32 = 0
    @usableFromInline var flags: UInt8 = 0
    /// A list's first value (in a list label's slot) or the next one (in a value's slot): the
    /// index of the query item whose slot holds it, -1 for none (Specification §4.5).
    var next: Int32 = -1

    @usableFromInline static let present: UInt8 = 1
    /// The bytes hold `%` escapes still to decode.
    static let encoded: UInt8 = 2
    /// The bytes are in the matched route's record (a default), not in the URL.
    static let fromTable: UInt8 = 4
    /// The bytes are in the matcher's scratch (a value read from a mixed segment).
    static let inScratch: UInt8 = 8

    @inlinable var isPresent: Bool { flags & Self.present != 0 }
}
