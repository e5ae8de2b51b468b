/// Reads the fields of a record of a route table (``_TableFormat``) where they lie, advancing
/// past each.
struct RecordCursor {
    /// The next byte to read.
    var position: UnsafePointer<UInt8>

    init(_ position: UnsafePointer<UInt8>) {
        self.position = position
    }

    /// One byte (a kind, a role, a flag).
    @inline(__always)
    mutating func byte() -> UInt8 {
        let value = position.pointee
        position += 1
        return value
    }

    /// The byte that ``byte()`` would read, without advancing.
    @inline(__always)
    func peek() -> UInt8 { position.pointee }

    /// A number: base-32 digits, a digit of 32 or more saying that more follow.
    @inline(__always)
    mutating func number() -> Int {
        var value = 0
        while true {
            let digit = Int(position.pointee &- _TableFormat.digitZero)
            position += 1
            if digit < _TableFormat.moreDigits { return value << 5 | digit }
            value = value << 5 | (digit - _TableFormat.moreDigits)
        }
    }

    /// A key: ten digits of six bits, most significant first.
    @inline(__always)
    mutating func key() -> UInt64 {
        let value = RecordCursor.key(at: position)
        position += _TableFormat.keyDigits
        return value
    }

    /// The key written at `position`: its first eight digits decoded at once, then the last two.
    @inline(__always)
    static func key(at position: UnsafePointer<UInt8>) -> UInt64 {
        // Six bits a byte, most significant first: merged in pairs, fours and eights.
        let digits =
            UInt64(bigEndian: UnsafeRawPointer(position).loadUnaligned(as: UInt64.self)) &- 0x3030_3030_3030_3030
        let pairs = (digits & 0x003F_003F_003F_003F) | ((digits & 0x3F00_3F00_3F00_3F00) >> 2)
        let quads = (pairs & 0x0000_0FFF_0000_0FFF) | ((pairs & 0x0FFF_0000_0FFF_0000) >> 4)
        let head = ((quads & 0xFF_FFFF) | ((quads & 0x00FF_FFFF_0000_0000) >> 8)) << 12
        let beforeLast = UInt64(position[8] &- _TableFormat.digitZero)
        let last = UInt64(position[9] &- _TableFormat.digitZero)
        return head | beforeLast << 6 | last
    }

    /// A text: its length, then its bytes.
    @inline(__always)
    mutating func text() -> UnsafeBufferPointer<UInt8> {
        let count = number()
        let bytes = UnsafeBufferPointer(start: position, count: count)
        position += count
        return bytes
    }

    /// A data text: its bytes, and whether they are percent-encoded.
    @inline(__always)
    mutating func data() -> RouteTextBytes {
        let header = number()
        let bytes = UnsafeBufferPointer(start: position, count: header >> 1)
        position += header >> 1
        return RouteTextBytes(bytes: bytes, isEncoded: header & 1 != 0)
    }

    /// A key of a named enum or app type when `kind` has one.
    @inline(__always)
    mutating func typeKey(of kind: UInt8) -> UInt64 {
        switch kind {
        case _TableFormat.Value.enumeration, _TableFormat.Value.foldedEnumeration, _TableFormat.Value.app: key()
        default: 0
        }
    }

    /// Skips `count` bytes.
    @inline(__always)
    mutating func skip(_ count: Int) {
        position += count
    }

    /// Skips a parameter of an edge or a mixed segment (its kind already read).
    mutating func skipParameter(_ kind: UInt8) {
        switch kind {
        case _TableFormat.Value.mixed, _TableFormat.Value.foldedMixed:
            let pieces = number()
            for _ in 0..<pieces {
                let piece = byte()
                if piece == _TableFormat.Value.literal {
                    _ = text()
                } else {
                    _ = typeKey(of: piece)
                }
            }
        default:
            _ = typeKey(of: kind)
        }
    }

    /// Skips a route record's accepted schemes or hosts.
    mutating func skipAccepted() {
        if peek() == _TableFormat.all {
            position += 1
            return
        }
        let count = number()
        for _ in 0..<count { _ = number() }
    }
}

/// Bytes of a table or a URL, and whether they are still percent-encoded.
struct RouteTextBytes {
    var bytes: UnsafeBufferPointer<UInt8>
    var isEncoded: Bool

    /// Runs `body` on the decoded bytes (the bytes themselves when they are not encoded).
    @inline(__always)
    func withDecoded<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result?) -> Result? {
        PercentDecoding.withDecoded(bytes, isPlain: !isEncoded, body)
    }

    /// The decoded text.
    var string: String {
        withDecoded { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
