/// What reading the routes needs from the top level: the types and the declared schemes and
/// hosts. A class, so that the many route readers share one instance instead of copying it.
final class SpecContext {
    /// The name of the generated enum, when valid.
    var enumName: String?
    /// The parameter types.
    var types = TypeTable()
    /// The valid top-level schemes by their lowercased key.
    var schemes: [String: Scheme] = [:]
    /// Every top-level scheme written, lowercased, valid or not.
    var declaredSchemes: Set<String> = []
    /// The valid top-level hosts, lowercased.
    var hosts: Set<String> = []
    /// Every top-level host written, lowercased, valid or not.
    var declaredHosts: Set<String> = []
    /// Whether a top-level host was written that is not a `*.` wildcard.
    var hasConcreteHost = false
    /// The valid metadata declarations, in declaration order.
    var metadata: [MetadataDeclaration] = []
    /// Every metadata name declared, valid or not, in declaration order, for suggestions.
    var declaredMetadataNames: [String] = []
}
