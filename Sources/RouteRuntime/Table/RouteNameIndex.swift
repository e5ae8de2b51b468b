/// The index of each route by its case name, for the generated code's visitors, which name the
/// route they are at (`v.route("product")`).
struct RouteNameIndex {
    private let names: [[UInt8]]
    private let slots: [Int32]
    private let mask: Int

    init(_ names: [String]) {
        self.names = names.map { Array($0.utf8) }
        var size = 8
        while size < names.count * 2 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (index, name) in self.names.enumerated() {
            var slot = Int(Self.hash(name)) & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
        mask = size - 1
    }

    /// The FNV-1a hash of a name.
    private static func hash(_ bytes: some Sequence<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return hash
    }

    /// The index of the route called `name`, or `nil`.
    func index(of name: StaticString) -> Int? {
        let bytes = UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        var slot = Int(Self.hash(bytes)) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if names[index].elementsEqual(bytes) { return index }
            slot = (slot + 1) & mask
        }
        return nil
    }
}
