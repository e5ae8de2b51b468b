/// The `name=value` items of a URL's query (Specification §4.5), found once per URL when the
/// first route that reads the query is tried: split on `&`, empty items skipped, each split on
/// its first `=` (no `=`: an empty value).
struct QueryItems {
    struct Item {
        /// The decoded name: in the URL when it has no `%`, else in the decoding scratch; its
        /// length is -1 when its percent-encoding is invalid (then it is no key).
        var nameStart: Int32
        var nameCount: Int32
        var nameIsDecoded: Bool
        var valueStart: Int32
        var valueEnd: Int32
        var valueIsEncoded: Bool
    }

    private(set) var items: UnsafeMutablePointer<Item>
    private(set) var count = 0
    private(set) var isRead = false
    /// The query without its `?`: `start..<end` of the URL.
    let start: Int
    let end: Int

    init(storage: UnsafeMutablePointer<Item>, start: Int, end: Int) {
        items = storage
        self.start = start
        self.end = end
    }

    /// The most items a query of `length` bytes can hold.
    static func capacity(forQueryLength length: Int) -> Int { length / 2 + 1 }

    /// Finds the items of the query, decoding encoded names into `scratch` (at the same offsets).
    /// The query is read eight bytes at a time, once: each word's `&`, `=` and `%` are found
    /// together and taken one after another. The URL's bytes must be readable 8 bytes past
    /// ``end`` (the matcher's copy of the URL has 16 zero bytes after it); the bits of bytes past
    /// the end are cleared, so nothing there is taken.
    mutating func read(_ url: UnsafePointer<UInt8>, scratch: UnsafeMutablePointer<UInt8>) {
        isRead = true
        let raw = UnsafeRawPointer(url)
        var itemStart = start
        var equals = -1
        var nameEncoded = false
        var valueEncoded = false
        var index = start
        while index < end {
            var found = Self.delimiters(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            let left = end &- index
            if left < 8 { found &= (1 &<< UInt64(8 &* left)) &- 1 }
            while found != 0 {
                let position = index &+ found.trailingZeroBitCount / 8
                found &= found &- 1
                switch url[position] {
                case UInt8(ascii: "&"):
                    append(itemStart, position, equals, nameEncoded, valueEncoded, url, scratch)
                    itemStart = position &+ 1
                    equals = -1
                    nameEncoded = false
                    valueEncoded = false
                case UInt8(ascii: "="):
                    if equals < 0 { equals = position }
                case UInt8(ascii: "%"):
                    if equals < 0 { nameEncoded = true } else { valueEncoded = true }
                default:
                    // `$` or `'`, which the word test finds with `%` and `&`.
                    break
                }
            }
            index &+= 8
        }
        append(itemStart, end, equals, nameEncoded, valueEncoded, url, scratch)
    }

    /// Adds the item `itemStart..<itemEnd`, whose first `=` is at `equals` (or -1), unless it is
    /// empty.
    @inline(__always)
    private mutating func append(
        _ itemStart: Int, _ itemEnd: Int, _ equals: Int, _ nameEncoded: Bool, _ valueEncoded: Bool,
        _ url: UnsafePointer<UInt8>, _ scratch: UnsafeMutablePointer<UInt8>
    ) {
        if itemEnd == itemStart { return }
        let nameEnd = equals < 0 ? itemEnd : equals
        // Offsets in a URL of at most `URLParts.maximumLength` bytes: they fit in 32 bits.
        var item = Item(
            nameStart: Int32(truncatingIfNeeded: itemStart), nameCount: Int32(truncatingIfNeeded: nameEnd &- itemStart),
            nameIsDecoded: false, valueStart: Int32(truncatingIfNeeded: equals < 0 ? itemEnd : equals &+ 1),
            valueEnd: Int32(truncatingIfNeeded: itemEnd), valueIsEncoded: valueEncoded)
        if nameEncoded {
            let source = UnsafeBufferPointer(start: url + itemStart, count: nameEnd - itemStart)
            let target = UnsafeMutableBufferPointer(start: scratch + itemStart, count: nameEnd - itemStart)
            item.nameIsDecoded = true
            item.nameCount = PercentDecoding.decode(source, into: target).map(Int32.init) ?? -1
        }
        items[count] = item
        count &+= 1
    }

    /// The high bit of each byte of `word` (little-endian) that is `$`, `%`, `&` or `'` (in one
    /// test: the bytes that are `'` once their two low bits are set) or `=`, exactly. The reader
    /// passes over `$` and `'`.
    @inline(__always)
    private static func delimiters(_ word: UInt64) -> UInt64 {
        URLWords.equal(word | 0x0303_0303_0303_0303, UInt8(ascii: "'")) | URLWords.equal(word, UInt8(ascii: "="))
    }

    /// Whether item `index`'s decoded name is `key`.
    @inline(__always)
    func name(
        of index: Int, is key: UnsafeBufferPointer<UInt8>, url: UnsafePointer<UInt8>, scratch: UnsafePointer<UInt8>
    ) -> Bool {
        let item = items[index]
        guard Int(item.nameCount) == key.count else { return false }
        let base = item.nameIsDecoded ? scratch : url
        return ASCII.equal(base + Int(item.nameStart), key.baseAddress!, count: key.count, folding: false)
    }

    /// Reads the value of item `index` as `label`'s type into `slot` (Specification §4.5): the
    /// slot points at the value's bytes in the URL.
    func readValue(
        _ index: Int, _ label: RouteRecord.Label, folding: Bool, url: UnsafePointer<UInt8>, types: NamedTypes,
        into slot: inout _RouteSlot
    ) -> Bool {
        let item = items[index]
        slot.flags = _RouteSlot.present | (item.valueIsEncoded ? _RouteSlot.encoded : 0)
        slot.start = item.valueStart
        slot.end = item.valueEnd
        let raw = UnsafeBufferPointer(start: url + Int(item.valueStart), count: Int(item.valueEnd - item.valueStart))
        return PercentDecoding.withDecoded(raw, isPlain: !item.valueIsEncoded) { bytes in
            ValueReader.read(
                bytes, kind: label.kind, type: label.type, folding: folding, checkUTF8: true, types: types,
                into: &slot)
        } ?? false
    }
}
