/// Rules for the names of the generated enum, the named types and the routes.
enum NameRules {
    /// Names the generated code uses unqualified, so a type of that name would hide them.
    static let reservedTypeNames: Set<String> = [
        "URL", "Swift", "Foundation", "FoundationEssentials", "RouteRuntime", "RouteParameter",
        "Hashable", "Sendable", "CaseIterable", "Optional", "Array", "Never",
    ]

    /// Why `name` cannot be a route name (it collides with a generated member), or `nil`.
    static func reservedRouteName(_ name: String) -> String? {
        switch name {
        case "url": "collides with the generated 'url' property"
        case "init": "collides with the generated initializers 'init?(url:)' and 'init?(string:)'"
        case "self": "collides with Swift's 'self'"
        case "Type": "cannot be an enum case in Swift ('.Type' is the metatype)"
        case "Protocol": "cannot be an enum case in Swift ('.Protocol' is the metatype)"
        case "hash": "collides with 'hash(into:)' from Hashable"
        default: nil
        }
    }

    /// The fix suffix for a name that is not an identifier: `; use letters, …`.
    static let identifierHint = "use letters, digits and '_', not starting with a digit"

    /// What is wrong with `name` as the name of a type (the generated enum or a named type), or
    /// `nil`. `what` starts the message (`enum name`, `type name`).
    static func typeNameProblem(_ name: String, what: String) -> String? {
        let quoted = Quote.single(name)
        if !SwiftNames.isIdentifier(name) {
            return "\(what) \(quoted) is not a Swift identifier; \(identifierHint)"
        }
        if SwiftNames.keywords.contains(name) {
            return "\(what) \(quoted) is a Swift keyword; choose another name"
        }
        if BuiltInType.named(name.lowercased()) != nil {
            return "\(what) \(quoted) clashes with the built-in type '\(name.lowercased())'"
                + " and Swift's standard types; choose another name"
        }
        if reservedTypeNames.contains(name) {
            return "\(what) \(quoted) would hide '\(name)', which the generated code uses;"
                + " choose another name"
        }
        return nil
    }
}
