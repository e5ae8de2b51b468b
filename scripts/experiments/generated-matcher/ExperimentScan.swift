import Foundation
@_spi(Generated) import RouteRuntime

/// The URL as the generated functions of the experiment read it: the runtime's own reader
/// (`URLParts`, copied in by run.sh), then segments by index, decoded in place when they hold
/// escapes. The values read are left in slots for the generated makers. The helpers marked
/// `INLINE` are called, not inlined, unless run.sh is given INLINE=1: inlined, the matcher is
/// faster and its release compile three times slower (BENCHMARKS.md, "Ninth round").
public struct ExperimentScan {
    let text: UnsafePointer<UInt8>
    let decoded: UnsafeMutablePointer<UInt8>
    let slashes: UnsafePointer<Int32>
    /// The number of segments (the host first, for myapp).
    public let count: Int
    let hostFirst: Bool
    /// Whether the URL is https (else myapp, read host-first).
    public let isHTTPS: Bool
    let pathIsEncoded: Bool
    let hostStart: Int32
    let hostEnd: Int32
    let values: UnsafeMutablePointer<(UInt64, UInt64)>

    static let slashCapacity = 64

    /// Reads `string`, walks from `root`, and makes the route it finds with `make`.
    @inline(never)
    public static func match<R>(
        _ string: String, _ root: (ExperimentScan, Int) -> Int?, _ make: (Int, ExperimentScan) -> R
    ) -> R? {
        var text = string
        return text.withUTF8 { bytes -> R? in
            let length = bytes.count
            guard length > 0, length <= URLParts.maximumLength else { return nil }
            let textBytes = length + 24
            let slashBytes = (slashCapacity + 1) * 4
            return withUnsafeTemporaryAllocation(byteCount: 2 * textBytes + slashBytes + 16 * 16, alignment: 16) {
                raw -> R? in
                let padded = raw.baseAddress!.bindMemory(to: UInt8.self, capacity: 2 * textBytes)
                padded.initialize(repeating: 0, count: 8)
                (padded + 8).update(from: bytes.baseAddress!, count: length)
                (padded + 8 + length).initialize(repeating: 0, count: 16)
                let slashes = (raw.baseAddress! + 2 * textBytes).bindMemory(to: Int32.self, capacity: slashCapacity + 1)
                let values = (raw.baseAddress! + 2 * textBytes + slashBytes).bindMemory(
                    to: (UInt64, UInt64).self, capacity: 16)
                var parts = URLParts()
                guard parts.readURL(padded + 8, count: length, slashes: slashes, slashMask: slashCapacity - 1),
                    !parts.overflows
                else { return nil }
                let base = UnsafePointer(padded + 8)
                var hostFirst = false
                if !parts.isHTTPS {
                    guard parts.schemeEnd == 5,
                        ASCII.equal(base, ExperimentScan.myapp.utf8Start, count: 5, folding: true)
                    else { return nil }
                    hostFirst = parts.hostEnd > parts.hostStart
                } else {
                    guard !parts.hostIsEncoded, !parts.hostIsNotASCII,
                        parts.hostEnd - parts.hostStart == 11,
                        ASCII.equal(base + parts.hostStart, ExperimentScan.host.utf8Start, count: 11, folding: true)
                    else { return nil }
                }
                let slashCount = parts.slashCount
                slashes[slashCount] = Int32(truncatingIfNeeded: parts.pathEnd)
                let lastIsEmpty =
                    slashCount > 0 && slashes[slashCount - 1] &+ 1 == Int32(truncatingIfNeeded: parts.pathEnd)
                let scan = ExperimentScan(
                    text: base, decoded: padded + textBytes + 8, slashes: slashes,
                    count: slashCount - (lastIsEmpty ? 1 : 0) + (hostFirst ? 1 : 0), hostFirst: hostFirst,
                    isHTTPS: parts.isHTTPS, pathIsEncoded: parts.pathIsEncoded,
                    hostStart: Int32(truncatingIfNeeded: parts.hostStart),
                    hostEnd: Int32(truncatingIfNeeded: parts.hostEnd), values: values)
                guard let route = root(scan, 0) else { return nil }
                return make(route, scan)
            }
        }
    }

    /// Whether `seg` is an `int`, left in `slot`.
    @inline(never) /* INLINE */ public func int(_ seg: UnsafeBufferPointer<UInt8>, _ slot: Int) -> Bool {
        guard let v = RouteText.int(seg) else { return false }
        values[slot].0 = UInt64(bitPattern: Int64(v))
        return true
    }
    /// Whether `seg` is a `double`, left in `slot`.
    @inline(never) /* INLINE */ public func double(_ seg: UnsafeBufferPointer<UInt8>, _ slot: Int) -> Bool {
        guard let v = RouteText.double(seg) else { return false }
        values[slot].0 = v.bitPattern
        return true
    }
    /// Whether `seg` is a `uuid`, left in `slot`.
    @inline(never) /* INLINE */ public func uuid(_ seg: UnsafeBufferPointer<UInt8>, _ slot: Int) -> Bool {
        guard let v = RouteText.uuid(seg) else { return false }
        withUnsafeBytes(of: v.uuid) { values[slot] = $0.load(as: (UInt64, UInt64).self) }
        return true
    }
    /// Leaves `seg` in `slot` as a string.
    @inline(__always) public func string(_ seg: UnsafeBufferPointer<UInt8>, _ slot: Int) -> Bool {
        values[slot] = (UInt64(UInt(bitPattern: seg.baseAddress!)), UInt64(seg.count))
        return true
    }
    /// Whether a named enum read a value (its index), left in `slot`.
    @inline(__always) public func enumeration(_ index: Int?, _ slot: Int) -> Bool {
        guard let index else { return false }
        values[slot].0 = UInt64(index)
        return true
    }
    /// The `int` in `slot`.
    public func intValue(_ slot: Int) -> Int { Int(Int64(bitPattern: values[slot].0)) }
    /// The `double` in `slot`.
    public func doubleValue(_ slot: Int) -> Double { Double(bitPattern: values[slot].0) }
    /// The `uuid` in `slot`.
    public func uuidValue(_ slot: Int) -> UUID {
        let raw = values[slot]
        return withUnsafeBytes(of: raw) { UUID(uuid: $0.load(as: uuid_t.self)) }
    }
    /// The string in `slot`.
    public func stringValue(_ slot: Int) -> String {
        let raw = values[slot]
        return String(
            decoding: UnsafeBufferPointer(start: UnsafePointer<UInt8>(bitPattern: UInt(raw.0)), count: Int(raw.1)),
            as: UTF8.self)
    }
    /// The enum value's index in `slot`.
    public func index(_ slot: Int) -> Int { Int(values[slot].0) }
    /// The segment after `d`.
    @inline(__always) public func next(_ d: Int) -> Int { d &+ 1 }
    /// Whether the path ends before segment `d`.
    @inline(__always) public func atEnd(_ d: Int) -> Bool { d == count }
    static let myapp: StaticString = "myapp"
    static let host: StaticString = "example.com"

    /// Segment `d`, decoded; `nil` when empty or badly encoded.
    @inline(never) /* INLINE */
    public func segment(_ d: Int) -> UnsafeBufferPointer<UInt8>? {
        let start: Int
        let end: Int
        if hostFirst {
            if d == 0 {
                start = Int(hostStart)
                end = Int(hostEnd)
            } else {
                start = Int(slashes[d - 1]) + 1
                end = Int(slashes[d])
            }
        } else {
            start = Int(slashes[d]) + 1
            end = Int(slashes[d + 1])
        }
        if end <= start { return nil }
        if pathIsEncoded || (hostFirst && d == 0) { return decodedSegment(start, end) }
        return UnsafeBufferPointer(start: text + start, count: end - start)
    }

    @inline(never) /* INLINE */
    func decodedSegment(_ start: Int, _ end: Int) -> UnsafeBufferPointer<UInt8>? {
        var position = start
        while position < end {
            if text[position] == UInt8(ascii: "%") {
                let target = UnsafeMutableBufferPointer(start: decoded + start, count: end - start)
                guard
                    let count = PercentDecoding.decode(
                        UnsafeBufferPointer(start: text + start, count: end - start), into: target), count > 0
                else { return nil }
                return UnsafeBufferPointer(start: decoded + start, count: count)
            }
            position += 1
        }
        return UnsafeBufferPointer(start: text + start, count: end - start)
    }

    /// Whether a segment can be a parameter's text.
    @inline(never) /* INLINE */
    public func isValue(_ seg: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = seg.count
        if count <= 2 && seg[0] == UInt8(ascii: ".") && seg[count - 1] == UInt8(ascii: ".") { return false }
        if seg.baseAddress! >= UnsafePointer(decoded) { return PercentDecoding.isAcceptableSegment(seg) }
        return true
    }

    /// Whether segment `d` (`seg`) is the literal `text`, ignoring ASCII case when it is the host.
    @inline(__always)
    public func literal(_ seg: UnsafeBufferPointer<UInt8>, _ d: Int, _ text: StaticString) -> Bool {
        seg.count == text.utf8CodeUnitCount && bytesEqual(seg, d, text)
    }

    @inline(never) /* INLINE */
    func bytesEqual(_ seg: UnsafeBufferPointer<UInt8>, _ d: Int, _ text: StaticString) -> Bool {
        ASCII.equal(seg.baseAddress!, text.utf8Start, count: seg.count, folding: hostFirst && d == 0)
    }

    /// Whether `seg` is `text`, exactly.
    @inline(never) /* INLINE */
    public static func equal(_ seg: UnsafeBufferPointer<UInt8>, _ text: StaticString) -> Bool {
        seg.count == text.utf8CodeUnitCount
            && ASCII.equal(seg.baseAddress!, text.utf8Start, count: seg.count, folding: false)
    }

    static let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    static let finalMultiplier: UInt64 = 0xD6E8_FEB8_6659_FD93

    /// The hash of a segment's lowercased bytes (the eight after it readable).
    @inline(never) /* INLINE */
    public static func hash(_ seg: UnsafeBufferPointer<UInt8>, seed: UInt64 = 0) -> UInt64 {
        let count = seg.count
        var state = seed ^ (UInt64(truncatingIfNeeded: count) &* multiplier)
        var offset = 0
        let raw = UnsafeRawPointer(seg.baseAddress!)
        while offset < count {
            var word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            let remaining = count - offset
            if remaining < 8 { word &= ~0 >> UInt64(64 - 8 * remaining) }
            word = ASCII.lowercased(word: word)
            state = (state ^ word) &* multiplier
            state ^= state >> 32
            offset += 8
        }
        state ^= state >> 29
        state = state &* finalMultiplier
        state ^= state >> 32
        return state
    }
}
