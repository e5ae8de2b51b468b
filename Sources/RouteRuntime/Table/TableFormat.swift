/// The bytes of a route table as `route-compiler` writes them into the generated file, and as the
/// runtime reads them in place (Specification §6.10). Its format belongs to the generated-code
/// interface (`GeneratedCodeVersion5`) and changes with it.
///
/// A table is *records* (the trie, the routes and the named enums), each found by its key, and
/// the *origins* (the schemes and hosts of the environment the file was compiled for), one
/// `StaticString`. Nothing is parsed or built from them at run time: the matcher asks for a
/// record by its key and reads the fields it needs where the record lies.
///
/// ## Records
///
/// Each record is a key and a body. The generated file holds each body as a `StaticString` in a
/// `case` of a `switch` over the keys: the records in 64 chunks by their keys' top six bits, a
/// function each, and one `switch` that picks the chunk, so that a look-up costs a jump and a
/// binary search the compiler lays out. The routes' root node (key 0), where every match starts,
/// is given to the table apart, as a literal of its own. A table made at run time (tests, tools) finds them in
/// a dictionary. Both are a ``_RecordLookup``. The Kotlin output (Specification §11) writes each
/// record as a line: its key's ten digits, a space, the body.
///
///     body    = kind content            ; read by the counts it carries, never past its end
///     key     = 10digit                 ; a 60-bit number, most significant digit first
///     digit   = %x30-6F                 ; the byte minus 0x30: "0"-"9" are 0-9, ":" is 10, "o" 63
///     number  = *more last              ; base 32, most significant first: a digit of 32-63
///                                       ; carries 5 bits and says that more follow
///     text    = number *byte            ; the number of bytes that follow, taken as they are
///     data    = number *byte            ; 2 × the number of bytes, + 1 when they are
///                                       ; percent-encoded (%XX is one byte)
///
/// A key is a hash (``_RouteKey``) of what the record is: a route's or a named enum's name, or the
/// path from the root to a trie node; the root is 0 and the root of the excluded paths 1. Nothing
/// in a record names another record's position, so adding a route adds its own records and
/// changes no other but the node it ends at. The record kinds:
///
///     kind "N"  a root: of the routes (``_RouteKey/root``) or of the excluded paths
///               (``_RouteKey/excludeRoot``); every other node's content is in its parent's
///               record (a parameter or mixed edge) or in a group record (a literal)
///         node     = content
///     kind "G"  the literal children of one node whose texts, ASCII-lowercased, are the same text:
///               the key is ``_RouteKey/group(parent:text:)`` of that lowercased text
///         group    = number(members) 1*member
///         member   = text(literal) fold key(child) number(content bytes) content
///         fold     = "0" (compared exactly) / "1" (ASCII case-insensitively; the text is lowercased)
///     content   = number(flags: 1 when the node has literal children) [key(groups)]
///                 number(ends bytes) ends number(catch-alls bytes) catchalls edges
///     groups    = a 60-bit set: bit (group key mod 60) for each of the node's literal groups, so
///                 that a segment no group can be costs no search
///     ends, catchalls = number(count) *pattern      ; patterns that end here, or whose catch-all
///                                                   ; starts here, in precedence order
///     edges     = number(count) *(parameter key(child) number(content bytes) content)
///                                            ; mixed segments first, then parameters, in
///                                            ; precedence order; the child's content inline
///     parameter = "s" / "i" / "d" / "b" / "u"       ; string, int, double, bool, uuid
///               / "e" key(enum) / "f" key(enum)     ; a named enum, compared exactly / ignoring case
///               / "a" key(app type)
///               / "m" mixed / "c" mixed             ; a mixed segment, exact / ignoring case
///     mixed     = number(pieces) *("l" text / parameter)      ; literal pieces and parameters
///     pattern   = number(tie) key(route) number(flags: 1 reads the query) accepted(schemes)
///                 accepted(hosts) number(sources) *source     ; the route's own acceptance, so
///                                                             ; that a pattern of the path alone
///                                                             ; needs no look-up of its route
///     tie       = 0, or, for the first of a run of patterns with as many required query keys but
///                 not all the same keys, the run's length: the matcher tries them all and the
///                 order of the URL's keys decides among those that match (Specification §4.7
///                 rule 4)
///     source    = "c" number(label) number(capture)        ; a value read from the path
///               / "q" number(label) text(query key)        ; a value bound by the query part
///               / "p" text(query key)                      ; a key that must be present
///
///     kind "R"  a route: the key is ``_RouteKey/route(_:)`` of its case name
///         route    = text(case name) number(flags: 1 ignores ASCII case) accepted(schemes)
///                    accepted(hosts) labels template metadata
///         accepted = "*" / number(count) *number(index)    ; all, or indices into the origins
///         labels   = number(count) *label                  ; the case's parameters, in label order
///         label    = role type [text(query key)] [data(default)]
///         role     = "p" bound by every pattern (no key) / "r" `T` / "o" `T?` / "d" `T = literal`
///                    (the default follows) / "l" `[T]` / "g" `flag`
///         type     = "s" / "i" / "d" / "b" / "u" / "e" key(enum) / "a" key(app type) / "*" (catch-all)
///         template = number(segments) *segment number(items) *(text(query key) number(value))
///                                            ; the query items in the order the URL writes them:
///                                            ; value 0 is the key alone (`?boost`), else 1 + the
///                                            ; label whose value follows `=`
///         segment  = "l" text / "v" number(label) / "m" number(pieces) *("l" text / "v" number(label))
///         metadata = number(count) *(text(name) data(value))   ; values that differ from the default
///
///     kind "E"  a named enum: the key is ``_RouteKey/enumeration(_:)`` of its name
///         enum     = text(name) number(count) *data(raw value)
///
/// A capture is a value the walk read from the path, in path order (each parameter of a mixed
/// segment is one); a label is a parameter of the route's case, in the order of its payload.
///
/// ## Origins
///
/// One origin a line, in the order of `routes.json` (schemes, then hosts), indexed by kind; each
/// line is the number of bytes of its name, its kind and its name, so that a reader finds the next
/// line without looking for the line feed:
///
///     number "s" name      a custom scheme read host-first (myapp://products/42), as spelled
///     number "w" name      a custom scheme whose authority is a host (ksr://host/path)
///     number "h" host      a universal-link host, lowercased
///     number "*" domain    every subdomain of the domain (*.example.com)
///
/// `myapp` and `example.com` are the lines `5smyapp` and `;hexample.com` (5 and 11 as numbers).
///
/// ## An example
///
/// For `"routes": {"home": "/", "product": "/products/{id:int}"}` under `myapp` and
/// `example.com`, the generated file holds four records (the root apart, the others in three
/// chunks):
///
///     case 0x000_0000_0000_0000: body = "N10040000000@10_=K]nMgZGn0**0100"
///         the root: it has literal children (1), their groups' set, one pattern ending here
///         (home's key, accepting every scheme and host, no sources)
///     case 0x0dc_5747_af29_a862: body = "R7product0**1pi2l8productsv000"
///         the route product: one label, bound by its pattern, an int; the template
///         /products/{0}, no query items, no metadata
///     case 0x9f5_379e_a4fd_f5a0: body = "G18products0SP@5QCIf?BQ:010101iU3o=O=JhilH0C103LEdN_:JQR0**1c00100"
///         the literal child "products" of the root, compared exactly: its content inline, an
///         int edge whose child's content is inline too, ending product with the capture as
///         label 0
///     case 0xbcd_6edf_9dde_a5fe: body = "R4home0**0000"
///         the route home: no labels, the root path
@_spi(Generated) public enum _TableFormat {
    /// The byte of digit value 0.
    public static let digitZero: UInt8 = 0x30
    /// The number of values of one digit.
    public static let digitBase = 64
    /// A number's digits of this value or more carry five bits and say that more follow.
    public static let moreDigits = 32
    /// The digits of a key.
    public static let keyDigits = 10
    /// The bits of a key.
    public static let keyBits = 60

    /// The record kinds.
    public enum Kind {
        /// A trie node.
        public static let node = UInt8(ascii: "N")
        /// The literal children of one node that read one lowercased text.
        public static let group = UInt8(ascii: "G")
        /// A route.
        public static let route = UInt8(ascii: "R")
        /// A named enum.
        public static let enumeration = UInt8(ascii: "E")
    }

    /// The content's flags.
    public enum NodeFlag {
        /// The node has literal children.
        public static let hasLiterals = 1
    }

    /// A pattern's flags.
    public enum PatternFlag {
        /// The pattern binds a query key, or its route has query parameters: trying it reads the
        /// route record and the query.
        public static let readsQuery = 1
    }

    /// A route record's flags.
    public enum RouteFlag {
        /// The route's literals and named-enum values compare ASCII case-insensitively.
        public static let ignoresCase = 1
    }

    /// The parameter and value kinds of edges, mixed pieces and labels.
    public enum Value {
        /// `string`.
        public static let string = UInt8(ascii: "s")
        /// `int`.
        public static let int = UInt8(ascii: "i")
        /// `double`.
        public static let double = UInt8(ascii: "d")
        /// `bool`.
        public static let bool = UInt8(ascii: "b")
        /// `uuid`.
        public static let uuid = UInt8(ascii: "u")
        /// A named enum, compared exactly; its key follows.
        public static let enumeration = UInt8(ascii: "e")
        /// A named enum compared ASCII case-insensitively (an edge of a case-insensitive route).
        public static let foldedEnumeration = UInt8(ascii: "f")
        /// An app type (`{"swift": T}`); its key follows.
        public static let app = UInt8(ascii: "a")
        /// A mixed segment; its pieces follow.
        public static let mixed = UInt8(ascii: "m")
        /// A mixed segment whose literals and enum values ignore ASCII case.
        public static let foldedMixed = UInt8(ascii: "c")
        /// A catch-all label.
        public static let catchAll = UInt8(ascii: "*")
        /// A literal piece of a mixed segment, or a literal segment of a template.
        public static let literal = UInt8(ascii: "l")
        /// A label's value in a template.
        public static let label = UInt8(ascii: "v")
    }

    /// How a label is read.
    public enum Role {
        /// Bound by every pattern (a path parameter or a `key={param}` binding).
        public static let pattern = UInt8(ascii: "p")
        /// `T` in `"query"`.
        public static let required = UInt8(ascii: "r")
        /// `T?`.
        public static let optional = UInt8(ascii: "o")
        /// `T = literal`.
        public static let defaulted = UInt8(ascii: "d")
        /// `[T]`.
        public static let list = UInt8(ascii: "l")
        /// `flag`: `true` when the key is present.
        public static let flag = UInt8(ascii: "g")
    }

    /// Where a pattern's value comes from.
    public enum Source {
        /// A capture of the path.
        public static let capture = UInt8(ascii: "c")
        /// A `key={param}` binding of the query part.
        public static let query = UInt8(ascii: "q")
        /// A key without a value that must be present (`?boost`).
        public static let present = UInt8(ascii: "p")
    }

    /// "All" in a route's accepted schemes or hosts.
    public static let all = UInt8(ascii: "*")

    /// The origin kinds.
    public enum Origin {
        /// A custom scheme read host-first.
        public static let hostFirstScheme = UInt8(ascii: "s")
        /// A custom scheme that carries a host.
        public static let withHostScheme = UInt8(ascii: "w")
        /// A universal-link host.
        public static let host = UInt8(ascii: "h")
        /// Every subdomain of a domain.
        public static let wildcardHost = UInt8(ascii: "*")
    }
}
