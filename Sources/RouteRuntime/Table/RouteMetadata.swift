/// The metadata values of every route (Specification §3.11, §6.6), parsed from the table.
struct RouteMetadata {
    /// One slot per route and declaration, route-major.
    private let values: [_RouteSlot]
    private let count: Int
    /// The text the slots of strings point into.
    private let text: [UInt8]

    init(_ description: TableDescription) {
        count = description.metadata.count
        var text: [UInt8] = []
        var values: [_RouteSlot] = []
        values.reserveCapacity(description.routes.count * count)
        for route in description.routes {
            for (index, declaration) in description.metadata.enumerated() {
                let bytes: [UInt8]?
                if let given = route.metadata[index] {
                    bytes = given
                } else {
                    bytes = declaration.defaultText
                }
                var slot = _RouteSlot()
                if let bytes {
                    slot.flags = _RouteSlot.present
                    switch declaration.kind {
                    case .enumeration:
                        slot.word0 = UInt64(
                            description.enumerations[declaration.typeIndex].rawValues.firstIndex(of: bytes) ?? 0)
                    case .string:
                        slot.start = Int32(text.count)
                        text += bytes
                        slot.end = Int32(text.count)
                    default:
                        _ = bytes.withUnsafeBufferPointer {
                            ValueParsing.parse($0, kind: declaration.kind, into: &slot)
                        }
                    }
                }
                values.append(slot)
            }
        }
        self.values = values
        self.text = text
    }

    /// The value of declaration `index` for `route`; `nil` when it has none.
    func value<Value: _RouteValue>(_ index: Int, route: Int) -> Value? {
        let slot = values[route * count + index]
        guard slot.isPresent else { return nil }
        return text.withUnsafeBufferPointer { buffer in
            Value._routeValue(
                from: _RouteText(
                    bytes: UnsafeBufferPointer(rebasing: buffer[Int(slot.start)..<Int(slot.end)]), isEncoded: false),
                slot: slot)
        }
    }
}

extension _RouteTable {
    /// The value of metadata declaration `index` for the route called `route`.
    public func metadata<Value: _RouteValue>(_ index: Int, of route: StaticString) -> Value {
        metadataValues.value(index, route: routeIndex.index(of: route) ?? 0)!
    }

    /// The value of optional metadata declaration `index` for the route called `route`.
    public func optionalMetadata<Value: _RouteValue>(_ index: Int, of route: StaticString) -> Value? {
        metadataValues.value(index, route: routeIndex.index(of: route) ?? 0)
    }
}
