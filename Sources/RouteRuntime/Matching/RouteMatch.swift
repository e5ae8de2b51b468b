#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A URL matched against a route table, as the generated code reads it to build the case: the
/// route (the key of its record, ``_RouteKey/route(_:)`` of its case name) and its parameters'
/// values, by label.
///
/// It borrows the URL's bytes: use it only inside the closure the table passes it to.
@_spi(Generated) public struct _RouteMatch {
    let table: _RouteTable
    /// The route: the key of its record.
    public let route: UInt64
    @usableFromInline let slots: UnsafePointer<_RouteSlot>
    /// The values of list parameters, a slot per query item, chained from their label's slot.
    let itemValues: UnsafePointer<_RouteSlot>
    let url: UnsafePointer<UInt8>
    /// Partly decoded mixed segments, at their URL offsets.
    let scratch: UnsafePointer<UInt8>
    let path: PathSegments

    /// The value of case parameter `label` (a path or required query parameter, or a defaulted
    /// one).
    @inlinable
    public func value<Value: _RouteValue>(_ label: Int) -> Value {
        Value._routeValue(from: text(of: slots[label]), slot: slots[label])
    }

    /// The value of optional parameter `label`, `nil` when the URL has none.
    @inlinable
    public func optional<Value: _RouteValue>(_ label: Int) -> Value? {
        slots[label].isPresent ? value(label) : nil
    }

    /// Every value of list parameter `label`, in order. Inlinable, so that the generated code
    /// makes its array of a concrete type (an unspecialized one asked the Swift runtime for the
    /// array's type on every call).
    @inlinable
    public func list<Value: _RouteValue>(_ label: Int) -> [Value] {
        var result: [Value] = []
        forEachListValue(label) { text, slot in result.append(Value._routeValue(from: text, slot: slot)) }
        return result
    }

    /// Calls `body` with the text and slot of every value of list parameter `label`, in order.
    @usableFromInline
    func forEachListValue(_ label: Int, _ body: (_RouteText, _RouteSlot) -> Void) {
        // Every value was read into its item's slot when the pattern was tried.
        var item = slots[label].next
        while item >= 0 {
            let slot = itemValues[Int(item)]
            body(text(of: slot), slot)
            item = slot.next
        }
    }

    /// The segments of catch-all `label`, decoded.
    public func segments(_ label: Int) -> [String] {
        let slot = slots[label]
        var result: [String] = []
        for index in Int(slot.start)..<Int(slot.end) {
            let place = path[index]
            let raw = UnsafeBufferPointer(start: url + Int(place.start), count: Int(place.end - place.start))
            result.append(
                PercentDecoding.withDecoded(raw, isPlain: !place.isEncoded) { String(decoding: $0, as: UTF8.self) }
                    ?? "")
        }
        return result
    }

    /// The value of parameter `label` of an app type (`{"swift": T}`), read by its initializer.
    public func appValue<Value: RouteParameter>(_ label: Int) -> Value {
        Value(routeParameter: String._routeValue(from: text(of: slots[label]), slot: slots[label]))!
    }

    /// The value of optional parameter `label` of an app type.
    public func appOptional<Value: RouteParameter>(_ label: Int) -> Value? {
        slots[label].isPresent ? appValue(label) : nil
    }

    /// Every value of list parameter `label` of an app type.
    public func appList<Value: RouteParameter>(_ label: Int) -> [Value] {
        let strings: [String] = list(label)
        return strings.map { Value(routeParameter: $0)! }
    }

    /// The bytes a slot refers to, still encoded when the slot says so.
    @usableFromInline
    func text(of slot: _RouteSlot) -> _RouteText {
        let base: UnsafePointer<UInt8>
        if slot.flags & _RouteSlot.fromTable != 0 {
            // A default, in the matched route's record.
            base = table.record(route)!
        } else if slot.flags & _RouteSlot.inScratch != 0 {
            base = scratch
        } else {
            base = url
        }
        return _RouteText(
            bytes: UnsafeBufferPointer(start: base + Int(slot.start), count: Int(slot.end - slot.start)),
            isEncoded: slot.flags & _RouteSlot.encoded != 0)
    }
}

/// The text of a value as a match holds it.
@_spi(Generated) public struct _RouteText {
    let bytes: UnsafeBufferPointer<UInt8>
    let isEncoded: Bool

    /// The decoded text as a `String`.
    var string: String {
        PercentDecoding.withDecoded(bytes, isPlain: !isEncoded) { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}

/// A type whose values the generated code reads from a match: the built-in parameter types and
/// the enums generated from `"types"`.
@_spi(Generated) public protocol _RouteValue {
    /// The value a slot holds; `text` is the slot's bytes.
    static func _routeValue(from text: _RouteText, slot: _RouteSlot) -> Self
}

@_spi(Generated) extension Int: _RouteValue {
    /// The value a match captured: from its decoded text, or from the value parsed into its slot.
    public static func _routeValue(from text: _RouteText, slot: _RouteSlot) -> Int {
        Int(Int64(bitPattern: slot.word0))
    }
}

@_spi(Generated) extension Double: _RouteValue {
    /// The value a match captured: from its decoded text, or from the value parsed into its slot.
    public static func _routeValue(from text: _RouteText, slot: _RouteSlot) -> Double {
        Double(bitPattern: slot.word0)
    }
}

@_spi(Generated) extension Bool: _RouteValue {
    /// The value a match captured: from its decoded text, or from the value parsed into its slot.
    public static func _routeValue(from text: _RouteText, slot: _RouteSlot) -> Bool {
        slot.word0 != 0
    }
}

@_spi(Generated) extension UUID: _RouteValue {
    /// The value a match captured: from its decoded text, or from the value parsed into its slot.
    public static func _routeValue(from text: _RouteText, slot: _RouteSlot) -> UUID {
        ValueReader.uuid(slot)
    }
}

@_spi(Generated) extension String: _RouteValue {
    /// The value a match captured: from its decoded text, or from the value parsed into its slot.
    public static func _routeValue(from text: _RouteText, slot: _RouteSlot) -> String {
        text.string
    }
}

/// An enum generated from `"types"`: its cases in declaration order, which is the order of the raw
/// values in the route table.
@_spi(Generated) public protocol _RouteEnumeration: _RouteValue, RouteParameter {
    /// The case at `index`.
    init(_routeIndex index: Int)
}

extension _RouteEnumeration {
    /// The value a match captured: from its decoded text, or from the value parsed into its slot.
    public static func _routeValue(from text: _RouteText, slot: _RouteSlot) -> Self {
        Self(_routeIndex: Int(slot.word0))
    }
}
