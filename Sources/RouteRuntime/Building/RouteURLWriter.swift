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
    private var values: [Value] = []

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
        values.reserveCapacity(labels.number())
    }

    /// Records a required or defaulted value.
    public mutating func value<Parameter: RouteParameter>(_ value: Parameter) {
        guard record != nil else { return }
        let label = RouteRecord.label(&labels)
        if label.role == _TableFormat.Role.flag {
            // A flag writes its key alone when `true`, nothing when `false` (Specification §5.1).
            values.append((value as? Bool) == true ? .keyAlone : .absent)
            return
        }
        // A defaulted parameter equal (`==`) to its default is left out (Specification §5.2).
        if label.role == _TableFormat.Role.defaulted, let text = label.defaultValue?.string,
            Parameter(routeParameter: text) == value
        {
            values.append(.absent)
            return
        }
        values.append(.one(value.routeParameter))
    }

    /// Records an optional value.
    public mutating func optional<Parameter: RouteParameter>(_ value: Parameter?) {
        guard record != nil else { return }
        _ = RouteRecord.label(&labels)
        values.append(value.map { .one($0.routeParameter) } ?? .absent)
    }

    /// Records a list's values.
    public mutating func list<Parameter: RouteParameter>(_ values: [Parameter]) {
        guard record != nil else { return }
        _ = RouteRecord.label(&labels)
        self.values.append(.many(values.map(\.routeParameter)))
    }

    /// Records a catch-all's segments.
    public mutating func segments(_ values: [String]) {
        guard record != nil else { return }
        _ = RouteRecord.label(&labels)
        self.values.append(.many(values))
    }

    /// The URL's text, or `nil` when the route does not accept the requested scheme.
    public func finish() -> String? {
        guard let record else { return nil }
        var text = ""
        text.reserveCapacity(128)
        guard let firstSegmentIsHost = origin(record, into: &text) else { return nil }
        var template = record.template
        let segments = template.number()
        for index in 0..<segments {
            if index > 0 || !firstSegmentIsHost { text += "/" }
            switch template.byte() {
            case _TableFormat.Value.literal:
                PercentEncoding.append(template.text(), as: .pathSegment, to: &text)
            case _TableFormat.Value.label:
                switch values[template.number()] {
                case .one(let value):
                    PercentEncoding.append(value, as: .pathSegment, to: &text)
                case .many(let parts):
                    for (index, part) in parts.enumerated() {
                        if index > 0 { text += "/" }
                        PercentEncoding.append(part, as: .pathSegment, to: &text)
                    }
                case .absent, .keyAlone:
                    break
                }
            default:
                let pieces = template.number()
                for _ in 0..<pieces {
                    if template.byte() == _TableFormat.Value.literal {
                        text += String(decoding: template.text(), as: UTF8.self)
                    } else if case .one(let value) = values[template.number()] {
                        PercentEncoding.append(value, as: .pathSegment, to: &text)
                    }
                }
            }
        }
        if segments == 0 && !firstSegmentIsHost { text += "/" }
        var separator = "?"
        func item(_ key: UnsafeBufferPointer<UInt8>, _ value: String?) {
            text += separator
            separator = "&"
            PercentEncoding.append(key, as: .query, to: &text)
            guard let value else { return }
            text += "="
            PercentEncoding.append(value, as: .query, to: &text)
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
        return text
    }

    /// Appends `https://host`, `myapp://` or `ksr://host` for the requested scheme to `text`:
    /// whether the first segment is the host, or `nil` when the route does not accept the scheme.
    private func origin(_ record: RouteRecord, into text: inout String) -> Bool? {
        let origins = table.origins
        let hostIndex = record.firstAccepted(schemes: false, all: origins.hostCount) {
            origins.host(at: $0)?.kind == _TableFormat.Origin.host
        }
        let host = hostIndex.flatMap { origins.host(at: $0) }?.name
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            text += String(decoding: bytes, as: UTF8.self)
        }
        guard let requested else {
            if let host {
                text += "https://"
                append(host)
                return false
            }
            // Without a concrete host: the first scheme read host-first (Specification §5.1).
            guard
                let scheme = record.firstAccepted(
                    schemes: true, all: origins.schemeCount,
                    where: { origins.scheme(at: $0)?.kind == _TableFormat.Origin.hostFirstScheme }),
                let entry = origins.scheme(at: scheme)
            else { return nil }
            append(entry.name)
            text += "://"
            return true
        }
        if requested.utf8.count == 5 && requested.lowercased() == "https" {
            guard let host else { return nil }
            text += "https://"
            append(host)
            return false
        }
        let name = Array(requested.utf8)
        let found = name.withUnsafeBufferPointer { name in
            record.firstAccepted(schemes: true, all: origins.schemeCount) { index in
                guard let entry = origins.scheme(at: index), entry.name.count == name.count else { return false }
                return name.isEmpty
                    || ASCII.equal(entry.name.baseAddress!, name.baseAddress!, count: name.count, folding: true)
            }
        }
        guard let found, let entry = origins.scheme(at: found) else { return nil }
        append(entry.name)
        text += "://"
        if entry.kind == _TableFormat.Origin.withHostScheme {
            guard let host else { return nil }
            append(host)
            return false
        }
        return true
    }
}
