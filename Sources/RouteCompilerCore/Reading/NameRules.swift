/// Rules for the names of the generated enum, the named types, the routes and the metadata
/// (Specification §3.14).
enum NameRules {
    /// Names the generated code uses unqualified, so a type of that name would hide them.
    static let reservedTypeNames: Set<String> = [
        "URL", "Swift", "Foundation", "FoundationEssentials", "RouteRuntime", "RouteParameter",
        "Hashable", "Sendable", "CaseIterable", "Optional", "Array", "Never",
    ]

    /// The modules whose names qualify the names the generated code uses (`Swift.String`,
    /// `Foundation.URL`, `RouteRuntime._RouteTable`): a case or a property of the enum with one of
    /// these names would hide the module inside the enum's code (Specification §3.14 rule 6).
    /// The value is a name the generated code qualifies, for the message.
    static let qualifyingModules: [String: String] = [
        "Swift": "Swift.String", "Foundation": "Foundation.URL", "RouteRuntime": "RouteRuntime._RouteTable",
    ]

    /// The names other than the modules' that the generated code uses in expressions inside the enum,
    /// where a case or a property of that name would hide them (Specification §3.14 rule 6): the
    /// enum's own name (`Link._record(key)`, `Link.Size.small`) and the first name of each app
    /// type's Swift type (`ProductCode(routeParameter: text)`, `MyModule.ProductCode(…)`).
    struct UsedNames {
        /// The name of the generated enum, when valid.
        var enumName: String?
        /// The app types' Swift types by the first name of each (`MyModule` of `MyModule.Code`).
        var appTypesByRoot: [String: AppType] = [:]

        /// No names: only the fixed rules apply.
        init() {}

        /// The names of a spec read so far: its enum and the app types of `types`.
        init(enumName: String?, types: TypeTable) {
            self.enumName = enumName
            for type in types.named.values {
                guard case .app(let app) = type else { continue }
                add(app)
            }
        }

        /// Adds an app type's first name; of types with one first name, messages name the one whose
        /// key sorts first, whatever order the types are added in.
        mutating func add(_ app: AppType) {
            let root = String(app.swiftType.prefix { $0 != "." })
            if let existing = appTypesByRoot[root], existing.name <= app.name { return }
            appTypesByRoot[root] = app
        }

        /// Why a case or a property of the enum named `name` would hide a name the generated code
        /// uses, or `nil`: `would hide …; choose another name` follows the name in the message.
        func problem(_ name: String) -> String? {
            if let example = NameRules.qualifyingModules[name] {
                return "would hide the module '\(name)', which the generated code qualifies names with"
                    + " ('\(example)')"
            }
            if name == enumName {
                return "collides with the name of the generated enum, which the generated code uses in its"
                    + " expressions ('\(name)._record(key)')"
            }
            if let app = appTypesByRoot[name] {
                let use = "which the generated code uses in its expressions ('\(app.swiftType)(routeParameter: text)')"
                return app.swiftType == name
                    ? "would hide the Swift type of the app type \(Quote.single(app.name)), \(use)"
                    : "would hide '\(name)' of the app type \(Quote.single(app.name)) ('\(app.swiftType)'), \(use)"
            }
            return nil
        }
    }

    /// Why `name` cannot be a route name (it collides with a generated member), or `nil`.
    static func reservedRouteName(_ name: String) -> String? {
        switch name {
        case "url": "collides with the generated 'url' property"
        case "init": "collides with the generated initializers 'init?(url:)' and 'init?(string:)'"
        case "self": "collides with Swift's 'self'"
        case "Self": "collides with Swift's 'Self', which the generated code uses for the enum"
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
    /// (``reservedMetadataName(_:)``), is not the name of the enum or of a named type and hides
    /// no name the generated code uses (``UsedNames``). (A case name of the same name is reported
    /// once the routes are read.)
    static func metadataNameProblem(_ name: String, typeNames: Set<String>, used: UsedNames) -> String? {
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
        if name == used.enumName {
            return "metadata name \(quoted) collides with the name of the generated enum; choose another name"
        }
        if typeNames.contains(name) {
            return "metadata name \(quoted) collides with the type \(quoted) from \"types\"; choose another name"
        }
        if let reason = used.problem(name) {
            return "metadata name \(quoted) \(reason); choose another name"
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
