/// How to build one route's URL (Specification §5): its canonical pattern's segments, where each
/// case parameter goes, and which schemes and hosts it may be written under.
struct URLTemplate {
    enum Piece {
        /// Literal text of a mixed segment, written as it is.
        case text(String)
        /// A parameter's value, percent-encoded as a path segment.
        case label(Int)
    }

    enum Segment {
        /// A whole literal segment, percent-encoded.
        case literal(String)
        /// A whole-segment parameter, or a catch-all's segments.
        case label(Int)
        case mixed([Piece])
    }

    /// The query part: the canonical pattern's `key={param}` bindings, then the `"query"`
    /// parameters in declaration order.
    struct QueryItem {
        var key: String
        var label: Int
        var role: LabelRole
        /// The default's text, for a defaulted parameter: a value equal to the value it reads as is
        /// left out.
        var defaultText: String?
    }

    var segments: [Segment] = []
    var query: [QueryItem] = []
    /// The schemes (indices into the origins) and hosts the route accepts.
    var schemes: [Int] = []
    var hosts: [Int] = []
    var labelCount = 0

    static func templates(of description: TableDescription) -> [URLTemplate] {
        var result = description.routes.map { route -> URLTemplate in
            var template = URLTemplate()
            template.schemes = route.schemes ?? Array(description.schemes.indices)
            template.hosts = route.hosts ?? Array(description.hosts.indices)
            template.labelCount = route.labels.count
            for (index, label) in route.labels.enumerated() where label.role != .pattern {
                template.query.append(
                    QueryItem(
                        key: label.name, label: index, role: label.role,
                        defaultText: label.defaultText.map { String(decoding: $0, as: UTF8.self) }))
            }
            return template
        }
        for pattern in description.patterns where pattern.isCanonical {
            var template = result[pattern.route]
            template.segments = pattern.segments.map { segment -> Segment in
                switch segment {
                case .literal(let bytes): .literal(String(decoding: bytes, as: UTF8.self))
                case .parameter(let label, _, _), .catchAll(let label): .label(label)
                case .mixed(let pieces):
                    .mixed(
                        pieces.map { piece -> Piece in
                            switch piece {
                            case .literal(let bytes): .text(String(decoding: bytes, as: UTF8.self))
                            case .parameter(let label, _, _): .label(label)
                            }
                        })
                }
            }
            let bindings = pattern.bindings.map {
                QueryItem(
                    key: String(decoding: $0.key, as: UTF8.self), label: $0.label, role: .pattern, defaultText: nil)
            }
            template.query = bindings + template.query
            result[pattern.route] = template
        }
        return result
    }
}
