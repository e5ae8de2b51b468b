/// The kind of value a parameter reads, as the route table names it.
enum ValueKind: UInt8 {
    case string
    case int
    case double
    case bool
    case uuid
    /// A named enum of `routes.json` (its raw values are in the table).
    case enumeration
    /// An app type (`{"swift": T}`), checked by a validator the generated code passes.
    case app
    /// The `{name*}` catch-all: one or more remaining segments.
    case catchAll

    /// The kind named by the table's type token (`int`, `enum0`, `app1`, `*`), and the index of
    /// a named enum or app type.
    init?(token: Substring) {
        switch token {
        case "string": self = .string
        case "int": self = .int
        case "double": self = .double
        case "bool": self = .bool
        case "uuid": self = .uuid
        case "*": self = .catchAll
        default:
            if token.hasPrefix("enum") {
                self = .enumeration
            } else if token.hasPrefix("app") {
                self = .app
            } else {
                return nil
            }
        }
    }
}

/// How a route reads one of its case's parameters.
enum LabelRole: UInt8 {
    /// Bound by each pattern: a path parameter or a `key={param}` binding of its query part.
    case pattern
    /// A required parameter of the route's `"query"` object.
    case queryRequired
    /// `T?`: `nil` when absent.
    case queryOptional
    /// `T = literal`: the default when absent.
    case queryDefaulted
    /// `[T]`: every occurrence.
    case queryList
}

/// A route table as its text describes it, before the matcher's structures are built from it.
///
/// The text is written by `route-compiler` into the generated file and read once, when the
/// generated enum first matches or builds a URL. Its format belongs to the generated-code
/// interface (`GeneratedCodeVersion2`) and changes with it. Two texts make a table: the
/// *origins* (schemes and hosts, one set per environment) and the *routes*.
///
/// Origins, one entry a line, indexed in order:
///
///     scheme myapp              a custom scheme read host-first (myapp://products/42)
///     scheme ksr host           a custom scheme whose authority is a host (ksr://host/path)
///     host example.com          a universal-link host
///     host *.example.com        every subdomain of example.com
///
/// Routes, one declaration a line:
///
///     enum Tab home search profile        a named enum and its raw values (data-encoded)
///     app ProductCode                     an app type; validators are passed in this order
///     meta requiresLogin bool false       a metadata declaration: type and default (or `?`)
///     route product id:int &ref:string? @requiresLogin=true
///     canonical product /products/{id}
///     pattern product /product?id={id}
///     exclude /products/{:int}/reviews
///
/// A `route` line lists, in order: the case name; `ci` when its literals and enum values compare
/// case-insensitively; `schemes=0,1` and `hosts=0` (indices into the origins) when it does not
/// accept all of them; its parameters in label order (`name:type` bound by every pattern,
/// `&name:type`, `&name:type?`, `&name:type=default`, `&name:[type]` read from the query by their
/// name); and its metadata values (`@name=value`). Types are `string`, `int`, `double`, `bool`,
/// `uuid`, `enumN`, `appN` (by index) and `*` (a catch-all).
///
/// `canonical` and `pattern` lines give a route's patterns, the canonical one marked; they come
/// in precedence order, so that the matcher, inserting them in order, keeps each node's children
/// and ends in the order they must be tried. A pattern path is `/` or `/seg/seg`, a segment a
/// literal, `{label}`, or literal text mixed with `{label}`s; `?key={label}&…` binds query keys.
/// An `exclude` path names anonymous typed parameters: `{:int}`, `{:string}`, `{*}`;
/// `exclude ci /path` ignores ASCII case in its literals and enum values.
///
/// Raw values, defaults and metadata strings are *data-encoded*: every byte other than ASCII
/// letters, digits and `-._~` is written as `%XX`. Literal text in paths is written as is (a
/// literal never holds a space, `%`, `/`, `?`, `#`, `{`, `}` or `\`).
struct TableDescription {
    struct Scheme {
        /// The name, lowercased.
        var name: [UInt8]
        /// The name as `routes.json` spells it, for building.
        var spelling: String
        var withHost: Bool
    }

    struct Host {
        /// The host, lowercased; for a wildcard, the domain after `*.`.
        var name: [UInt8]
        var isWildcard: Bool
        /// As written (`*.example.com`), for building.
        var spelling: String
    }

    struct Enumeration {
        var rawValues: [[UInt8]]
    }

    struct Metadata {
        var name: String
        var kind: ValueKind
        var typeIndex: Int
        var isOptional: Bool
        /// The default's decoded text, when not optional.
        var defaultText: [UInt8]?
    }

    struct Label {
        var name: String
        var kind: ValueKind
        var typeIndex: Int
        var role: LabelRole
        /// The default's decoded text, for a defaulted parameter.
        var defaultText: [UInt8]?
    }

    struct Route {
        var name: String
        var isCaseInsensitive = false
        var schemes: [Int]?
        var hosts: [Int]?
        var labels: [Label] = []
        /// Metadata values by declaration index: decoded text, or `nil` for an explicit `nil`.
        var metadata: [Int: [UInt8]?] = [:]
    }

    /// One piece of a mixed segment.
    enum Piece: Equatable {
        case literal([UInt8])
        /// A parameter: the label it binds (-1 in an exclude), its kind and type index.
        case parameter(label: Int, kind: ValueKind, typeIndex: Int)
    }

    enum Segment: Equatable {
        case literal([UInt8])
        case parameter(label: Int, kind: ValueKind, typeIndex: Int)
        case mixed([Piece])
        case catchAll(label: Int)
    }

    struct Pattern {
        /// The route's index, or -1 for an exclude.
        var route: Int
        /// For a route's pattern, whether it is the canonical one; for an exclude, whether it
        /// ignores ASCII case.
        var isCanonical: Bool
        var segments: [Segment]
        /// `key={label}` bindings of the query part.
        var bindings: [(key: [UInt8], label: Int)]
    }

    var schemes: [Scheme] = []
    var hosts: [Host] = []
    var enumerations: [Enumeration] = []
    var appTypeCount = 0
    var metadata: [Metadata] = []
    var routes: [Route] = []
    var patterns: [Pattern] = []
    var excludes: [Pattern] = []
}
