/// Builds the text of a route's URL from the values the generated code visits (Specification
/// §5): under the requested scheme or the canonical one, the canonical pattern's segments (the
/// route record's template) with each value percent-encoded, then the query.
@_spi(Generated) public struct _RouteURLWriter: _RouteVisitor {
    private enum Value {
        case absent
        case one(String)
        case many([String])
        /// A flag that is `true`: its key alone.
        case keyAlone
    }

    private let table: _RouteTable
    private let requested: String?
    private var record: RouteRecord?
    /// The label of the next value visited (values of a route without a record are ignored, and
    /// ``finish()`` gives `nil`).
    private var labels = RecordCursor(_RouteURLWriter.noLabels.utf8Start)
    /// The values visited, by label (a route of up to six parameters allocates nothing for them).
    private var values = InlineList<Value>(filler: .absent)

    private static let noLabels: StaticString = "0"

    /// A writer for the canonical URL (`scheme` `nil`) or the URL under `scheme`.
    public init(_ table: _RouteTable, scheme: String?) {
        self.table = table
        requested = scheme
    }

    /// Records the route: the key of its record.
    public mutating func route(_ key: UInt64) {
        guard let body = table.record(key) else { return }
        let record = RouteRecord(body)
        self.record = record
        labels = RecordCursor(record.labels)
        _ = labels.number()  // The label count: the values come one per label, in order.
    }

    // The generic entry points are inlinable, so that the generated code calls them specialized
    // for its types: unspecialized, a flag's cast to `Bool` and a list's `map` asked the Swift
    // runtime for types on every call. What they record goes through the non-generic methods
    // below.

    /// Records a required or defaulted value.
    @inlinable
    public mutating func value<Parameter: RouteParameter>(_ value: Parameter) {
        switch _nextLabel() {
        case .ignored:
            return
        case .flag:
            // A flag writes its key alone when `true`, nothing when `false` (Specification §5.1).
            _recordFlag((value as? Bool) == true)
        case .defaulted(let text):
            // A parameter equal (`==`) to its default is left out (Specification §5.2).
            if Parameter(routeParameter: text) == value { _recordAbsent() } else { _record(value.routeParameter) }
        case .plain:
            _record(value.routeParameter)
        }
    }

    /// Records an optional value.
    @inlinable
    public mutating func optional<Parameter: RouteParameter>(_ value: Parameter?) {
        guard _nextLabel() != .ignored else { return }
        if let value { _record(value.routeParameter) } else { _recordAbsent() }
    }

    /// Records a list's values.
    @inlinable
    public mutating func list<Parameter: RouteParameter>(_ values: [Parameter]) {
        guard _nextLabel() != .ignored else { return }
        _record(many: values.map(\.routeParameter))
    }

    /// How the next value visited is recorded, by its label.
    @usableFromInline
    enum _LabelUse: Equatable {
        /// Not at all: the route has no record.
        case ignored
        /// As a flag.
        case flag
        /// Left out when equal to the default, whose text this is.
        case defaulted(String)
        /// As its text.
        case plain
    }

    /// Reads the next label.
    @usableFromInline
    mutating func _nextLabel() -> _LabelUse {
        guard record != nil else { return .ignored }
        let label = RouteRecord.label(&labels)
        if label.role == _TableFormat.Role.flag { return .flag }
        if label.role == _TableFormat.Role.defaulted, let text = label.defaultValue?.string {
            return .defaulted(text)
        }
        return .plain
    }

    /// Records a value's text.
    @usableFromInline
    mutating func _record(_ text: String) { values.append(.one(text)) }

    /// Records a list's texts.
    @usableFromInline
    mutating func _record(many texts: [String]) { values.append(.many(texts)) }

    /// Records no value (an absent optional, a default).
    @usableFromInline
    mutating func _recordAbsent() { values.append(.absent) }

    /// Records a flag.
    @usableFromInline
    mutating func _recordFlag(_ isSet: Bool) { values.append(isSet ? .keyAlone : .absent) }

    /// Records a catch-all's segments.
    public mutating func segments(_ values: [String]) {
        guard record != nil else { return }
        _ = RouteRecord.label(&labels)
        self.values.append(.many(values))
    }

    /// The URL's text, or `nil` when the route does not accept the requested scheme.
    ///
    /// The text is written once into a buffer on the stack, then copied into a string of its
    /// size. A text longer than the buffer is written a second time, into a string of the size
    /// the first pass counted, so that it too is allocated once.
    public func finish() -> String? {
        guard let record, let origin = origin(record) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: URLTextBuffer.capacity) { buffer in
            var text = URLTextBuffer(buffer)
            write(record, origin, to: &text)
            let count = text.count
            if count <= buffer.count {
                return String(unsafeUninitializedCapacity: count) { string in
                    if count > 0 { string.baseAddress!.update(from: buffer.baseAddress!, count: count) }
                    return count
                }
            }
            return String(unsafeUninitializedCapacity: count) { string in
                var bytes = URLTextBytes(string.baseAddress!)
                write(record, origin, to: &bytes)
                return bytes.count
            }
        }
    }

    /// Writes the URL of `record` under `origin` with the visited values to `text`.
    private func write<Text: URLText>(_ record: RouteRecord, _ origin: Origin, to text: inout Text) {
        text.bytes(origin.scheme)
        text.bytes(origin.separator)
        text.bytes(origin.host)
        let firstSegmentIsHost = origin.firstSegmentIsHost
        var template = record.template
        let segments = template.number()
        for index in 0..<segments {
            if index > 0 || !firstSegmentIsHost { text.byte(UInt8(ascii: "/")) }
            switch template.byte() {
            case _TableFormat.Value.literal:
                PercentEncoding.write(template.text(), as: .pathSegment, to: &text)
            case _TableFormat.Value.label:
                switch values[template.number()] {
                case .one(let value):
                    PercentEncoding.write(value, as: .pathSegment, to: &text)
                case .many(let parts):
                    for (index, part) in parts.enumerated() {
                        if index > 0 { text.byte(UInt8(ascii: "/")) }
                        PercentEncoding.write(part, as: .pathSegment, to: &text)
                    }
                case .absent, .keyAlone:
                    break
                }
            default:
                let pieces = template.number()
                for _ in 0..<pieces {
                    if template.byte() == _TableFormat.Value.literal {
                        text.bytes(template.text())
                    } else if case .one(let value) = values[template.number()] {
                        PercentEncoding.write(value, as: .pathSegment, to: &text)
                    }
                }
            }
        }
        if segments == 0 && !firstSegmentIsHost { text.byte(UInt8(ascii: "/")) }
        var separator = UInt8(ascii: "?")
        func item(_ key: UnsafeBufferPointer<UInt8>, _ value: String?) {
            text.byte(separator)
            separator = UInt8(ascii: "&")
            PercentEncoding.write(key, as: .query, to: &text)
            guard let value else { return }
            text.byte(UInt8(ascii: "="))
            PercentEncoding.write(value, as: .query, to: &text)
        }
        let items = template.number()
        for _ in 0..<items {
            let key = template.text()
            let reference = template.number()
            guard reference > 0 else {
                item(key, nil)
                continue
            }
            switch values[reference - 1] {
            case .one(let value):
                item(key, value)
            case .many(let parts):
                for part in parts { item(key, part) }
            case .keyAlone:
                item(key, nil)
            case .absent:
                break
            }
        }
    }

    /// What a URL starts with: `https://` and a host, `myapp://`, or `ksr://` and a host.
    private struct Origin {
        /// The scheme as spelled, `https` included.
        var scheme: UnsafeBufferPointer<UInt8>
        /// `://`.
        var separator: UnsafeBufferPointer<UInt8>
        /// The host, empty for a custom scheme read host-first.
        var host: UnsafeBufferPointer<UInt8>
        /// Whether the path's first segment is the host (a custom scheme read host-first), so
        /// that no `/` precedes it.
        var firstSegmentIsHost: Bool
    }

    /// The origin of the URL of `record` under the requested scheme (Specification §5.1), or
    /// `nil` when the route does not accept that scheme: one pass over the origins for the
    /// route's first concrete host, one for its scheme when it is not `https`.
    private func origin(_ record: RouteRecord) -> Origin? {
        let origins = table.origins
        let host = record.firstAccepted(schemes: false, in: origins) { $0.kind == _TableFormat.Origin.host }?.name
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        func https(_ host: UnsafeBufferPointer<UInt8>) -> Origin {
            Origin(scheme: Self.https, separator: Self.separator, host: host, firstSegmentIsHost: false)
        }
        guard let requested else {
            if let host { return https(host) }
            // Without a concrete host: the first scheme read host-first (Specification §5.1).
            guard
                let entry = record.firstAccepted(
                    schemes: true, in: origins,
                    where: {
                        $0.kind == _TableFormat.Origin.hostFirstScheme
                    })
            else { return nil }
            return Origin(scheme: entry.name, separator: Self.separator, host: none, firstSegmentIsHost: true)
        }
        var name = requested
        return name.withUTF8 { name -> Origin? in
            if name.count == 5 && ASCII.equal(name.baseAddress!, Self.https.baseAddress!, count: 5, folding: true) {
                return host.map(https)
            }
            let found = record.firstAccepted(schemes: true, in: origins) { entry in
                entry.name.count == name.count
                    && (name.isEmpty
                        || ASCII.equal(entry.name.baseAddress!, name.baseAddress!, count: name.count, folding: true))
            }
            guard let entry = found else { return nil }
            guard entry.kind == _TableFormat.Origin.withHostScheme else {
                return Origin(scheme: entry.name, separator: Self.separator, host: none, firstSegmentIsHost: true)
            }
            guard let host else { return nil }
            return Origin(scheme: entry.name, separator: Self.separator, host: host, firstSegmentIsHost: false)
        }
    }

    /// `https`.
    private static var https: UnsafeBufferPointer<UInt8> {
        let text: StaticString = "https"
        return UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// `://`.
    private static var separator: UnsafeBufferPointer<UInt8> {
        let text: StaticString = "://"
        return UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }
}

/// Where ``_RouteURLWriter`` writes a URL's bytes: into a buffer on the stack that counts what
/// does not fit (``URLTextBuffer``), then, for a text longer than the buffer, into a string of
/// the size counted (``URLTextBytes``).
protocol URLText {
    /// Writes one byte.
    mutating func byte(_ byte: UInt8)
    /// Writes `bytes`.
    mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

/// Writes bytes into a buffer while they fit, and counts every byte written, so that a text
/// longer than the buffer is known by its length.
struct URLTextBuffer: URLText {
    /// The bytes of the buffer on the stack: more than almost every URL an app builds.
    static let capacity = 1_024

    private let buffer: UnsafeMutableBufferPointer<UInt8>
    /// The bytes written so far, those that did not fit included.
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    @inline(__always)
    mutating func byte(_ byte: UInt8) {
        if count < buffer.count { buffer[count] = byte }
        count += 1
    }

    @inline(__always)
    mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let base = bytes.baseAddress, count + bytes.count <= buffer.count {
            (buffer.baseAddress! + count).update(from: base, count: bytes.count)
        }
        count += bytes.count
    }
}

/// Writes bytes into memory that has room for them (as ``URLTextBuffer`` counted them).
struct URLTextBytes: URLText {
    private let start: UnsafeMutablePointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0

    init(_ start: UnsafeMutablePointer<UInt8>) {
        self.start = start
    }

    @inline(__always)
    mutating func byte(_ byte: UInt8) {
        start[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }
}
