/// Builds the text of a route's URL from the values the generated code visits (Specification
/// §5): under the requested scheme or the canonical one, the canonical pattern's segments with
/// each value percent-encoded, then the query.
@_spi(Generated) public struct _RouteURLWriter: _RouteVisitor {
    private enum Value {
        case absent
        case one(String)
        case many([String])
    }

    private let table: _RouteTable
    private let requested: String?
    private var template: URLTemplate?
    private var values: [Value] = []

    /// A writer for the canonical URL (`scheme` `nil`) or the URL under `scheme`.
    public init(_ table: _RouteTable, scheme: String?) {
        self.table = table
        requested = scheme
    }

    /// Records the route: its case name.
    public mutating func route(_ name: StaticString) {
        guard let index = table.routeIndex.index(of: name) else { return }
        template = table.templates[index]
        values.reserveCapacity(template!.labelCount)
    }

    /// Records a required or defaulted value.
    public mutating func value<Parameter: RouteParameter>(_ value: Parameter) {
        // A defaulted parameter equal (`==`) to its default is left out (Specification §5.2).
        let label = values.count
        if let item = template?.query.first(where: { $0.label == label }), item.role == .queryDefaulted,
            let text = item.defaultText, Parameter(routeParameter: text) == value
        {
            values.append(.absent)
            return
        }
        values.append(.one(value.routeParameter))
    }

    /// Records an optional value.
    public mutating func optional<Parameter: RouteParameter>(_ value: Parameter?) {
        values.append(value.map { .one($0.routeParameter) } ?? .absent)
    }

    /// Records a list's values.
    public mutating func list<Parameter: RouteParameter>(_ values: [Parameter]) {
        self.values.append(.many(values.map(\.routeParameter)))
    }

    /// Records a catch-all's segments.
    public mutating func segments(_ values: [String]) {
        self.values.append(.many(values))
    }

    /// The URL's text, or `nil` when the route does not accept the requested scheme.
    public func finish() -> String? {
        guard let template, let origin = origin(template) else { return nil }
        var text = origin.prefix
        var isFirst = true
        for segment in template.segments {
            if !isFirst || !origin.firstSegmentIsHost { text += "/" }
            isFirst = false
            switch segment {
            case .literal(let literal):
                PercentEncoding.append(literal, as: .pathSegment, to: &text)
            case .label(let label):
                switch values[label] {
                case .one(let value):
                    PercentEncoding.append(value, as: .pathSegment, to: &text)
                case .many(let parts):
                    for (index, part) in parts.enumerated() {
                        if index > 0 { text += "/" }
                        PercentEncoding.append(part, as: .pathSegment, to: &text)
                    }
                case .absent:
                    break
                }
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .text(let literal): text += literal
                    case .label(let label):
                        if case .one(let value) = values[label] {
                            PercentEncoding.append(value, as: .pathSegment, to: &text)
                        }
                    }
                }
            }
        }
        if template.segments.isEmpty && !origin.firstSegmentIsHost { text += "/" }
        var separator = "?"
        func item(_ key: String, _ value: String) {
            text += separator
            separator = "&"
            PercentEncoding.append(key, as: .query, to: &text)
            text += "="
            PercentEncoding.append(value, as: .query, to: &text)
        }
        for query in template.query {
            switch values[query.label] {
            case .one(let value):
                item(query.key, value)
            case .many(let parts):
                for part in parts { item(query.key, part) }
            case .absent:
                break
            }
        }
        return text
    }

    /// `https://host`, `myapp://` or `ksr://host` for the requested scheme, or `nil`.
    private func origin(_ template: URLTemplate) -> (prefix: String, firstSegmentIsHost: Bool)? {
        let host = template.hosts.first { !table.hostSpellings[$0].isWildcard }.map { table.hostSpellings[$0].name }
        guard let requested else {
            if let host { return ("https://" + host, false) }
            // Without a concrete host: the first scheme read host-first (Specification §5.1).
            guard let scheme = template.schemes.first(where: { !table.schemeSpellings[$0].withHost }) else {
                return nil
            }
            return (table.schemeSpellings[scheme].name + "://", true)
        }
        let lowered = requested.lowercased()
        if lowered == "https" {
            guard let host else { return nil }
            return ("https://" + host, false)
        }
        guard let scheme = template.schemes.first(where: { table.schemeSpellings[$0].name.lowercased() == lowered })
        else { return nil }
        let spelling = table.schemeSpellings[scheme]
        if spelling.withHost {
            guard let host else { return nil }
            return (spelling.name + "://" + host, false)
        }
        return (spelling.name + "://", true)
    }
}
