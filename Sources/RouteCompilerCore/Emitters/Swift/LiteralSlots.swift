/// Groups literals by the slot the runtime computes for a segment (`RouteText.slot(_:mask:)`:
/// FNV-1a over the UTF-8 bytes, masked), so that the generated code dispatches with one integer
/// `switch` and confirms with one comparison, whatever the number of literals.
///
/// Integer `switch` cases are cheap for the Swift type checker, unlike `==` chains or nested byte
/// switches, and the table size is a power of two at least the number of literals, so a slot
/// holds about one literal.
struct LiteralSlots<Payload> {
    /// The mask passed to the runtime.
    let mask: Int
    /// The non-empty slots in increasing order, each with its literals in the given order.
    let slots: [(slot: Int, entries: [(text: String, payload: Payload)])]

    init(_ entries: [(text: String, payload: Payload)]) {
        var size = 1
        while size < entries.count { size *= 2 }
        mask = size - 1
        var bySlot: [Int: [(text: String, payload: Payload)]] = [:]
        for entry in entries {
            bySlot[LiteralSlots.slot(of: entry.text, mask: size - 1), default: []].append(entry)
        }
        slots = bySlot.keys.sorted().map { ($0, bySlot[$0]!) }
    }

    /// The same function as the runtime's `RouteText.slot(_:mask:)`.
    static func slot(of text: String, mask: Int) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash) & mask
    }
}
