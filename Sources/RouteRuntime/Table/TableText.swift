/// The bytes of every text a route table holds (literals, names, keys, raw values, defaults),
/// in one buffer, so that the matcher compares slices of it without chasing pointers.
struct TableText {
    /// The bytes, appended in the order the table reads them.
    private(set) var bytes: [UInt8] = []

    /// A run of ``bytes``.
    struct Span: Hashable {
        var start: Int32
        var count: Int32

        static let empty = Span(start: 0, count: 0)
    }

    /// Appends `text` and returns where it is.
    mutating func append(_ text: some Collection<UInt8>) -> Span {
        let start = Int32(bytes.count)
        bytes.append(contentsOf: text)
        return Span(start: start, count: Int32(text.count))
    }

    /// Appends `text` ASCII-lowercased and returns where it is.
    mutating func appendLowercased(_ text: some Collection<UInt8>) -> Span {
        append(text.map(ASCII.lowercased))
    }

    /// The bytes of `span`.
    subscript(span: Span) -> ArraySlice<UInt8> {
        bytes[Int(span.start)..<Int(span.start + span.count)]
    }
}

/// ASCII helpers shared by the table and the matcher.
enum ASCII {
    /// `byte` lowercased when it is an ASCII capital letter.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// The FNV-1a hash (32-bit) of `bytes`, optionally of their ASCII-lowercased form.
    @inline(__always)
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, folding: Bool) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        if folding {
            for byte in bytes {
                hash = (hash ^ UInt32(lowercased(byte))) &* 16_777_619
            }
        } else {
            for byte in bytes {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
            }
        }
        return hash
    }

    /// Whether two byte runs are equal, optionally ignoring ASCII case.
    @inline(__always)
    static func equal(
        _ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int, folding: Bool
    ) -> Bool {
        var index = 0
        if folding {
            while index < count {
                if lowercased(a[index]) != lowercased(b[index]) { return false }
                index += 1
            }
        } else {
            while index < count {
                if a[index] != b[index] { return false }
                index += 1
            }
        }
        return true
    }
}
