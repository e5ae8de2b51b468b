/// The named types of a route table, as reading a value needs them (Specification §3.7): the
/// records, which hold the raw values of the named enums, and the generated check of app types.
/// Four words, which a call passes in registers: the readers of values take these rather than the
/// whole table, which each call would copy onto the stack.
struct NamedTypes {
    let records: _RecordLookup
    let recordContext: UnsafeRawPointer?
    let appValue: _AppValueCheck?
    let appContext: UnsafeRawPointer?

    /// The body of the record with `key` (from its kind byte on), or `nil`.
    @inline(__always)
    func record(_ key: UInt64) -> UnsafePointer<UInt8>? {
        records(recordContext, key)
    }

    /// Whether `text` is a value of the app type with key `type`.
    func isAppValue(_ text: UnsafeBufferPointer<UInt8>, type: UInt64) -> Bool {
        guard let appValue else { return false }
        return appValue(appContext, type, text.baseAddress, text.count)
    }

    /// The index of the raw value of the named enum with `key` that `text` is, ignoring ASCII case
    /// when `folding`, or `nil`.
    func enumerationValue(_ text: UnsafeBufferPointer<UInt8>, type key: UInt64, folding: Bool) -> Int? {
        guard let body = record(key) else { return nil }
        var cursor = RecordCursor(body + 1)
        _ = cursor.text()
        let count = cursor.number()
        for index in 0..<count {
            let value = cursor.data()
            if value.isEncoded {
                let equal =
                    value.withDecoded { decoded -> Bool in
                        decoded.count == text.count
                            && ASCII.equal(decoded.baseAddress!, text.baseAddress!, count: text.count, folding: folding)
                    } ?? false
                if equal { return index }
            } else if value.bytes.count == text.count
                && (text.isEmpty
                    || ASCII.equal(value.bytes.baseAddress!, text.baseAddress!, count: text.count, folding: folding))
            {
                return index
            }
        }
        return nil
    }

    /// The length of the longest raw value of the named enum with `key`.
    func longestEnumerationValue(_ key: UInt64) -> Int {
        guard let body = record(key) else { return 0 }
        var cursor = RecordCursor(body + 1)
        _ = cursor.text()
        var longest = 0
        for _ in 0..<cursor.number() { longest = max(longest, cursor.data().bytes.count) }
        return longest
    }
}
