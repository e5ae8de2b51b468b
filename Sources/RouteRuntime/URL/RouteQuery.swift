#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One `name=value` item of a URL's query (SPEC §4.5): split on `&`, then on the first `=`.
/// An item without `=` has an empty value.
public struct RouteQueryItem: Hashable, Sendable {
    /// The name's bytes.
    public var name: RouteSlice
    /// The value's bytes.
    public var value: RouteSlice

    /// Creates an item.
    @inlinable
    public init(name: RouteSlice, value: RouteSlice) {
        self.name = name
        self.value = value
    }
}

/// Iterates the items of a query; empty items (`&&`) are skipped.
public struct RouteQueryIterator {
    @usableFromInline let url: RouteURL
    @usableFromInline var position: Int

    @inlinable
    init(url: RouteURL) {
        self.url = url
        self.position = url.queryStart
    }

    /// The next item, or `nil` after the last.
    @inline(never)
    public mutating func next() -> RouteQueryItem? {
        let end = url.queryEnd
        while position < end {
            let start = position
            var equals = -1
            var namePlain = true
            var valuePlain = true
            while position < end {
                let byte = url.bytes[position]
                if byte == UInt8(ascii: "&") { break }
                if byte == UInt8(ascii: "=") && equals < 0 {
                    equals = position
                } else if byte == UInt8(ascii: "%") {
                    if equals < 0 { namePlain = false } else { valuePlain = false }
                }
                position += 1
            }
            let itemEnd = position
            if position < end { position += 1 }
            if itemEnd == start { continue }
            let nameEnd = equals < 0 ? itemEnd : equals
            let valueStart = equals < 0 ? itemEnd : equals + 1
            return RouteQueryItem(
                name: RouteSlice(start: start, end: nameEnd, isPlain: namePlain),
                value: RouteSlice(start: valueStart, end: itemEnd, isPlain: valuePlain)
            )
        }
        return nil
    }
}

extension RouteURL {
    /// The query's items, in order.
    @inline(never)
    public func queryItems() -> RouteQueryIterator { RouteQueryIterator(url: self) }

    /// Whether a query item's decoded name is `key`.
    @inline(never)
    public func nameIs(_ item: RouteQueryItem, _ key: StaticString) -> Bool {
        if item.name.isPlain {
            return RouteText.equal(raw(item.name), key)
        }
        return decoded(item.name) { RouteText.equal($0, key) } ?? false
    }

    // MARK: Query values

    /// A query value as a `string`: valid UTF-8 after decoding (it may be empty).
    @inline(never)
    public func queryString(_ item: RouteQueryItem) -> String? {
        decoded(item.value) { bytes -> String? in
            guard PercentDecoding.isValidUTF8(bytes) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// A query value as an `int`.
    @inline(never)
    public func int(_ item: RouteQueryItem) -> Int? { decoded(item.value, RouteText.int) }

    /// A query value as a `double`.
    @inline(never)
    public func double(_ item: RouteQueryItem) -> Double? { decoded(item.value, RouteText.double) }

    /// A query value as a `bool`.
    @inline(never)
    public func bool(_ item: RouteQueryItem) -> Bool? { decoded(item.value, RouteText.bool) }

    /// A query value as a `uuid`.
    @inline(never)
    public func uuid(_ item: RouteQueryItem) -> UUID? { decoded(item.value, RouteText.uuid) }

    /// A query value read by a generated enum parser.
    @inlinable
    public func value<Value>(
        _ item: RouteQueryItem,
        _ parse: (UnsafeBufferPointer<UInt8>) -> Value?
    ) -> Value? {
        decoded(item.value, parse)
    }

    /// A query value as an app's ``RouteParameter`` type.
    @inline(never)
    public func parameter<Value: RouteParameter>(
        _ item: RouteQueryItem, as type: Value.Type
    )
        -> Value?
    {
        guard let text = queryString(item) else { return nil }
        return Value(routeParameter: text)
    }
}
