/// The parameter types a spec can name: the built-in ones and those declared in `"types"`.
/// A class, so that the many pattern parsers share one instance instead of copying it.
final class TypeTable {
    /// How a type name resolves.
    enum Resolution {
        /// A known type.
        case type(ParameterType)
        /// Declared in `"types"` but with errors, already reported: references stay silent.
        case invalid
        /// Not a built-in type and not declared.
        case unknown
    }

    /// The built-in type names.
    static let builtIns: [String: ParameterType] = [
        "string": .string, "int": .int, "double": .double, "bool": .bool, "uuid": .uuid,
    ]

    /// The built-in type called `name` (a switch is faster than a dictionary here).
    static func builtIn(_ name: String) -> ParameterType? {
        switch name {
        case "string": .string
        case "int": .int
        case "double": .double
        case "bool": .bool
        case "uuid": .uuid
        default: nil
        }
    }

    /// The valid named types by name.
    var named: [String: ParameterType] = [:]
    /// The raw values of each valid named enum.
    var rawValues: [String: [String]] = [:]
    /// The raw values of each valid named enum, for look-ups.
    var rawValueSets: [String: Set<String>] = [:]
    /// Names declared in `"types"` whose declaration has errors.
    var invalidNames: Set<String> = []
    /// Every name declared in `"types"`, in order, for suggestions.
    var declaredNames: [String] = []

    /// What `name` means.
    func resolve(_ name: String) -> Resolution {
        if let type = Self.builtIn(name) ?? named[name] { return .type(type) }
        return invalidNames.contains(name) ? .invalid : .unknown
    }

    /// `unknown type 'integer' in '{id:integer}'; use int, double, bool, uuid, string or a name
    /// from "types"`, with a suggestion when a known name is close.
    func unknownTypeMessage(_ name: String, in expression: String) -> String {
        let candidates = ["int", "double", "bool", "uuid", "string"] + declaredNames
        return "unknown type \(Quote.single(name)) in \(Quote.single(expression)); use int, double,"
            + " bool, uuid, string or a name from \"types\""
            + NameSuggestions.suffix(for: name, among: candidates)
    }
}
