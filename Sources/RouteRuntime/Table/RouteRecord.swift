/// A route record (kind `R` of ``_TableFormat``) read where it lies: its case name, whether it
/// ignores case, which schemes and hosts it accepts, its labels, its URL template and its
/// metadata. Making one reads the record's fixed fields only; the labels, the template and the
/// metadata are read when asked for.
struct RouteRecord {
    /// The case name.
    let name: UnsafeBufferPointer<UInt8>
    /// Whether the route's literals and named-enum values compare ASCII case-insensitively.
    let ignoresCase: Bool
    /// The accepted schemes, then the accepted hosts, then the labels.
    private let schemes: UnsafePointer<UInt8>
    private let hosts: UnsafePointer<UInt8>
    /// The labels' count, then the labels.
    let labels: UnsafePointer<UInt8>

    /// The record whose body (its kind byte) is at `body`.
    init(_ body: UnsafePointer<UInt8>) {
        var cursor = RecordCursor(body + 1)
        name = cursor.text()
        ignoresCase = cursor.number() & _TableFormat.RouteFlag.ignoresCase != 0
        schemes = cursor.position
        cursor.skipAccepted()
        hosts = cursor.position
        cursor.skipAccepted()
        labels = cursor.position
    }

    /// One label: how the case parameter at its index is read and written.
    struct Label {
        /// The role (``_TableFormat/Role``).
        var role: UInt8
        /// The value kind (``_TableFormat/Value``), `*` for a catch-all.
        var kind: UInt8
        /// The key of its named enum or app type, or 0.
        var type: UInt64
        /// Its query key (empty for a label bound by the patterns).
        var key: UnsafeBufferPointer<UInt8>
        /// Its default's text (for the role `d`).
        var defaultValue: RouteTextBytes?
    }

    /// Reads one label at `cursor`.
    static func label(_ cursor: inout RecordCursor) -> Label {
        let role = cursor.byte()
        let kind = cursor.byte()
        let type = cursor.typeKey(of: kind)
        var label = Label(role: role, kind: kind, type: type, key: UnsafeBufferPointer(start: nil, count: 0))
        if role != _TableFormat.Role.pattern { label.key = cursor.text() }
        if role == _TableFormat.Role.defaulted { label.defaultValue = cursor.data() }
        return label
    }

    /// The number of labels.
    var labelCount: Int {
        var cursor = RecordCursor(labels)
        return cursor.number()
    }

    /// Label `index`.
    func label(_ index: Int) -> Label {
        var cursor = RecordCursor(labels)
        _ = cursor.number()
        for _ in 0..<index { _ = Self.label(&cursor) }
        return Self.label(&cursor)
    }

    /// A cursor at the template (after the labels).
    var template: RecordCursor {
        var cursor = RecordCursor(labels)
        let count = cursor.number()
        for _ in 0..<count { _ = Self.label(&cursor) }
        return cursor
    }

    /// A cursor at the metadata (after the template).
    var metadata: RecordCursor {
        var cursor = template
        let segments = cursor.number()
        for _ in 0..<segments {
            switch cursor.byte() {
            case _TableFormat.Value.literal:
                _ = cursor.text()
            case _TableFormat.Value.label:
                _ = cursor.number()
            default:
                let pieces = cursor.number()
                for _ in 0..<pieces {
                    if cursor.byte() == _TableFormat.Value.literal { _ = cursor.text() } else { _ = cursor.number() }
                }
            }
        }
        let bindings = cursor.number()
        for _ in 0..<bindings {
            _ = cursor.text()
            _ = cursor.number()
        }
        return cursor
    }

    /// The first of the origins' schemes (or hosts) that the route accepts, in the order the
    /// record lists them (the origins' order for all), for which `predicate` holds.
    func firstAccepted(
        schemes: Bool, in origins: Origins, where predicate: (Origins.Entry) -> Bool
    )
        -> Origins.Entry?
    {
        var cursor = RecordCursor(schemes ? self.schemes : hosts)
        if cursor.peek() == _TableFormat.all {
            var found: Origins.Entry?
            origins.forEach { entry in
                guard entry.isScheme == schemes, predicate(entry) else { return true }
                found = entry
                return false
            }
            return found
        }
        let count = cursor.number()
        for _ in 0..<count {
            let index = cursor.number()
            guard let entry = schemes ? origins.scheme(at: index) : origins.host(at: index) else { continue }
            if predicate(entry) { return entry }
        }
        return nil
    }

    /// Whether the accepted schemes or hosts written at `field` (`*`, or a count and indices)
    /// hold `index`.
    @inline(__always)
    static func accepts(_ field: UnsafePointer<UInt8>, _ index: Int) -> Bool {
        var cursor = RecordCursor(field)
        if cursor.peek() == _TableFormat.all { return true }
        let count = cursor.number()
        for _ in 0..<count where cursor.number() == index { return true }
        return false
    }

    /// Whether the accepted hosts written at `field` hold some host of the origins that `host`
    /// is, given which of the first 64 hosts it is (`mask`): hosts past the 64th are compared
    /// again.
    @inline(__always)
    static func acceptsHost(
        _ field: UnsafePointer<UInt8>, mask: UInt64, _ host: UnsafeBufferPointer<UInt8>, in origins: Origins
    )
        -> Bool
    {
        var cursor = RecordCursor(field)
        if cursor.peek() == _TableFormat.all { return true }
        let count = cursor.number()
        for _ in 0..<count {
            let index = cursor.number()
            if index < 64 {
                if mask & (1 << UInt64(index)) != 0 { return true }
            } else if origins.host(index, matches: host) {
                return true
            }
        }
        return false
    }
}
