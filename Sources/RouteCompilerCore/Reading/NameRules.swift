/// Rules for the names of the generated enum, the named types, the routes and the metadata
/// (Specification §3.14).
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
        case "parent": "collides with the generated 'parent' property"
        case "stack": "collides with the generated 'stack' property"
        case "encode": "collides with 'encode(to:)' from Codable"
        default: nil
        }
    }

    /// Why `name` cannot be a metadata name because the generated enum or Swift already has a
    /// member of that name (Specification §3.14 rule 3), or `nil`. (`init`, `self`, `Type` and
    /// `Protocol` are keywords, which metadata names cannot be anyway.)
    static func reservedMetadataName(_ name: String) -> String? {
        switch name {
        case "url": "collides with the generated 'url' property"
        case "hash": "collides with 'hash(into:)' from Hashable"
        case "hashValue": "collides with 'hashValue' from Hashable"
        case "parent": "collides with the generated 'parent' property"
        case "stack": "collides with the generated 'stack' property"
        case "encode": "collides with 'encode(to:)' from Codable"
        case "description": "collides with 'description', which Swift uses to print values"
        default: nil
        }
    }

    /// What is wrong with `name` as a metadata name, or `nil`: it must be a Swift identifier that
    /// is not a keyword, does not start with `_`, is not a reserved member
    /// (``reservedMetadataName(_:)``) and is not the name of the enum or of a named type. (A
    /// case name of the same name is reported once the routes are read.)
    static func metadataNameProblem(_ name: String, typeNames: Set<String>, enumName: String?) -> String? {
        let quoted = Quote.single(name)
        if !SwiftNames.isIdentifier(name) {
            return "metadata name \(quoted) is not a Swift identifier; \(identifierHint)"
        }
        if SwiftNames.keywords.contains(name) {
            return "metadata name \(quoted) is a Swift keyword; choose another name"
        }
        if name.hasPrefix("_") {
            return "metadata name \(quoted) starts with '_', which is reserved for generated helpers;"
                + " rename it"
        }
        if let reason = reservedMetadataName(name) {
            return "metadata name \(quoted) \(reason); choose another name"
        }
        if name == enumName {
            return "metadata name \(quoted) collides with the name of the generated enum; choose another name"
        }
        if typeNames.contains(name) {
            return "metadata name \(quoted) collides with the type \(quoted) from \"types\"; choose another name"
        }
        return nil
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
