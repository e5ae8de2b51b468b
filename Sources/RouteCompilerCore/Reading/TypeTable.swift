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
        /// `flag`: a query key that is present or not (Specification §3.8), which only a
        /// `"query"` type expression may name; every other place reports it with its own fix.
        case queryFlag
    }

    /// The valid named types by name.
    var named: [String: ParameterType] = [:]
    /// The raw values of each valid named enum, for look-ups.
    var rawValueSets: [String: Set<String>] = [:]
    /// Names declared in `"types"` whose declaration has errors.
    var invalidNames: Set<String> = []
    /// Every name declared in `"types"`, in order, for suggestions.
    var declaredNames: [String] = []

    /// What `name` means.
    func resolve(_ name: String) -> Resolution {
        if let builtIn = BuiltInType.named(name) { return .type(.builtIn(builtIn)) }
        if name == CaseParameter.flagTypeName { return .queryFlag }
        if let type = named[name] { return .type(type) }
        return invalidNames.contains(name) ? .invalid : .unknown
    }

    /// `unknown type 'integer' in '{id:integer}'; use ` ``typeList``, with a suggestion when a
    /// known name is close.
    func unknownTypeMessage(_ name: String, in expression: String) -> String {
        let candidates = BuiltInType.all.map(\.name) + declaredNames
        return "unknown type \(Quote.single(name)) in \(Quote.single(expression)); use \(Self.typeList)"
            + NameSuggestions.suffix(for: name, among: candidates)
    }

    /// The built-in types' names (``BuiltInType/all``), then `or a name from "types"`.
    static let typeList = BuiltInType.all.map(\.name).joined(separator: ", ") + " or a name from \"types\""
}
