/// The Kotlin names of a spec's declarations (Specification §10.2 rule 2), and what keeps the
/// Kotlin side from serving a spec the Swift side serves: each a positioned error of the `kotlin`
/// command only.
///
/// - A route is a class named after its case in UpperCamelCase (`productByCode` →
///   `ProductByCode`); two routes whose classes would have the same name, or a class named like
///   the sealed class, its `Companion` or the file's objects that the sealed class calls
///   (`<Enum>Runtime`, `<Enum>Makers`), are errors.
/// - In a composition (Specification §12.3, §11) each module is a nested `sealed class`
///   named after its case in UpperCamelCase (`catalog` → `AppRoute.Catalog`) that holds the
///   module's routes (`AppRoute.Catalog.Product`, named after their case in the module's spec)
///   and its named enums (`AppRoute.Catalog.Tab`). The module's class is one more name of the
///   sealed class's scope, each module class a scope of its own: a module route may have its
///   module's name (`AppRoute.Catalog.Catalog`), and two modules may each have a `Tab`.
/// - A named enum is a nested `enum class` of its name, with the suffix `Type` when a route's
///   class (or, at the top, a module's class) of the same scope has that name (`AppRoute.TabType`);
///   its constants are the Swift case names in UPPER_SNAKE_CASE. A name that is still taken
///   (`Product` as `ProductType` next to a type `ProductType`) is an error, not renamed again.
/// - A parameter is a property of its Swift label, in backticks when it is a Kotlin keyword; a
///   label that is a member of every route (`url`, `parent`, `stack`, a metadata name) is an
///   error, since a data class property would hide it.
/// - An app type used by a route needs its `"kotlin"` class.
/// - No class the file declares (the enum, a named enum, a route, a module) may be named like a
///   package the file writes names in (``packageRoots``: `kotlin`, `java`, the first part of each
///   `"kotlin"` class), which it would hide in every type and expression inside it. A property
///   hides a name only in expressions, and the only qualified expressions of a route class are its
///   constructor's defaults: a parameter named like the first name of one of its route's defaults
///   (`java` next to `java.util.UUID.fromString(…)`, `Color` next to `Color.RED`) is an error. A
///   metadata property, inherited, is not in scope in a constructor's defaults, and enum constants
///   are UPPER_SNAKE_CASE and in scope only in their enum, whose body names no package.
struct KotlinDeclarations {
    let spec: RouteSpec
    /// The Kotlin class of each route, by (composed) route name: its simple name in its scope.
    private(set) var routeClasses: [String: String] = [:]
    /// The Kotlin class of each module, by the module's case name (`catalog` → `Catalog`).
    private(set) var moduleClasses: [String: String] = [:]
    /// The Kotlin name of each named type, by its (composed) name in `"types"`: its simple name in
    /// its scope.
    private(set) var typeNames: [String: String] = [:]
    /// The errors, in file order.
    private(set) var diagnostics: [Diagnostic] = []

    /// The members every route has; a parameter of one of these names would hide it.
    static let reservedMembers: Set<String> = ["url", "parent", "stack", "_key", "_values"]

    /// The standard names the file's top-level objects (the runtime and the makers) use
    /// unqualified: a sealed class of one of these names, declared in the file's package, would
    /// hide it there. (Inside the sealed class, standard names are written qualified.)
    static let unqualifiedStandardNames: Set<String> = [
        "Any", "Array", "ArrayList", "Boolean", "BooleanArray", "Byte", "ByteArray", "Character", "Charsets",
        "Deprecated", "Double", "Enum", "IllegalStateException", "Int", "IntArray", "JvmField", "JvmName", "List",
        "Long", "LongArray", "Math", "String", "StringBuilder", "Suppress", "Unit",
    ]

    /// The first part of each fully qualified name the file writes, by that part, with a name it
    /// starts (`kotlin` → `kotlin.String`, `java` → `java.util.UUID`, `com` → `com.example.Code`
    /// for an app type's `"kotlin"` class): a class of that name would hide the package, and the
    /// name would no longer resolve.
    let packageRoots: [String: String]

    init(_ spec: RouteSpec) {
        self.spec = spec
        var roots = ["kotlin": "kotlin.String", "java": "java.util.UUID"]
        for type in spec.types {
            guard case .app(let app) = type.kind, let kotlinType = app.kotlinType else { continue }
            let root = String(kotlinType.prefix { $0 != "." })
            if roots[root] == nil { roots[root] = kotlinType }
        }
        packageRoots = roots
        let enumName = Quote.single(spec.enumName)
        let hiddenByEnum =
            hiddenName(spec.enumName).map { "\($0) in the Kotlin file" }
            ?? (Self.unqualifiedStandardNames.contains(spec.enumName)
                ? "Kotlin's \(enumName) that the file's runtime uses" : nil)
        if let hiddenByEnum {
            // The enum's name has no place of its own in routes.json (it may be the default).
            error(
                "enum name \(enumName) would be the Kotlin sealed class \(enumName), which hides \(hiddenByEnum);"
                    + " rename it for the kotlin command",
                at: SourcePosition(line: 1, column: 1))
        }
        // The sealed class's own scope: the spec's routes, then the modules' classes.
        var topClasses: [String: String] = [:]
        nameRoutes(spec.routes.filter { $0.module == nil }, into: &topClasses)
        for module in spec.modules {
            let name = KotlinNames.upperCamelCase(module.caseName)
            moduleClasses[module.caseName] = name
            if let other = topClasses[name] {
                error(
                    "module \(Quote.single(module.caseName)) would be the Kotlin class \(Quote.single(name)), like"
                        + " \(other); rename one of them for the kotlin command",
                    at: module.position)
            } else if let own = ownName(name) {
                error(
                    "module \(Quote.single(module.caseName)) would be the Kotlin class \(Quote.single(name)), the"
                        + " name of \(own); rename its case for the kotlin command",
                    at: module.position)
            } else if let hidden = hiddenName(name) {
                error(
                    "module \(Quote.single(module.caseName)) would be the Kotlin class \(Quote.single(name)), which"
                        + " hides \(hidden) in the Kotlin file; rename its case for the kotlin command",
                    at: module.position)
            }
            topClasses[name] = "module \(Quote.single(module.caseName))"
        }
        nameTypes(spec.types.filter { Self.moduleCase(ofType: $0.name) == nil }, classes: Set(topClasses.keys))
        // Each module's scope: its routes and its types.
        for module in spec.modules {
            var classes: [String: String] = [:]
            nameRoutes(spec.routes.filter { $0.module?.caseName == module.caseName }, into: &classes)
            nameTypes(
                spec.types.filter { Self.moduleCase(ofType: $0.name) == module.caseName }, classes: Set(classes.keys))
        }
        let usedAppTypes = Set(
            spec.routes.flatMap(\.parameters).compactMap { parameter -> String? in
                if case .app(let app) = parameter.type { return app.name }
                return nil
            })
        for type in spec.types {
            guard case .app(let app) = type.kind, app.kotlinType == nil, usedAppTypes.contains(app.name) else {
                continue
            }
            error(
                "type \(Quote.single(Self.localName(ofType: type.name))) has no Kotlin class; the kotlin command"
                    + " needs one, as in"
                    + " {\"swift\": \"\(app.swiftType)\", \"kotlin\": \"com.example.\(app.swiftType)\"}",
                at: type.position)
        }
        let reserved = Self.reservedMembers.union(spec.metadata.map(\.name))
        for route in spec.routes {
            let heads = defaultHeads(route)
            for parameter in route.parameters {
                if reserved.contains(parameter.name) {
                    let what = Self.reservedMembers.contains(parameter.name) ? "property" : "metadata property"
                    error(
                        "parameter \(Quote.single(parameter.name)) of route \(Quote.single(route.name)) would hide"
                            + " the generated Kotlin \(what) \(Quote.single(parameter.name)); rename it for the kotlin"
                            + " command",
                        at: parameter.position)
                } else if let expression = heads[parameter.name] {
                    error(
                        "parameter \(Quote.single(parameter.name)) of route \(Quote.single(route.name)) would hide"
                            + " \(Quote.single(parameter.name)) in the Kotlin default \(Quote.single(expression)); rename"
                            + " it for the kotlin command",
                        at: parameter.position)
                }
            }
        }
        diagnostics = diagnostics.sortedByPosition()
    }

    private mutating func error(_ message: String, at position: SourcePosition) {
        diagnostics.append(.error(message, at: position))
    }

    /// What a nested class named `name` would have the name of, and hide inside the sealed class:
    /// the sealed class, its companion object, or an object of the file that the sealed class
    /// calls; `nil` for none.
    private func ownName(_ name: String) -> String? {
        switch name {
        case spec.enumName: "the sealed class"
        case "Companion": "the sealed class's companion object"
        case spec.enumName + "Runtime", spec.enumName + "Makers": "the file's object \(Quote.single(name))"
        default: nil
        }
    }

    /// The first names of the qualified expressions that `route`'s defaults are written as
    /// (`java` → `java.util.UUID.fromString("…")`, `kotlin` → `kotlin.Long.MIN_VALUE`, `Color` →
    /// `Color.RED`), with the expression: a parameter of such a name would hide it.
    private func defaultHeads(_ route: Route) -> [String: String] {
        var heads: [String: String] = [:]
        for parameter in route.parameters {
            guard case .defaulted(let literal) = parameter.kind else { continue }
            let expression = defaultExpression(literal, type: parameter.type)
            let head = String(expression.prefix { $0 != "." })
            guard head != expression, KotlinNames.isIdentifier(head), heads[head] == nil else { continue }
            heads[head] = expression
        }
        return heads
    }

    /// The package (or the package-less class) that a declaration named `name` would hide
    /// (``packageRoots``), as a message names it; `nil` for none.
    private func hiddenName(_ name: String) -> String? {
        guard let example = packageRoots[name] else { return nil }
        if example == name { return "the class \(Quote.single(name))" }
        return "the package \(Quote.single(name)) of \(Quote.single(example))"
    }

    /// Names the routes of one scope (the sealed class's own, or one module's) and reports the
    /// classes that clash; `classes` gets each class's owner, by class name.
    private mutating func nameRoutes(_ routes: [Route], into classes: inout [String: String]) {
        for route in routes {
            let caseName = route.module?.localName ?? route.name
            let name = KotlinNames.upperCamelCase(caseName)
            routeClasses[route.name] = name
            if let other = classes[name] {
                error(
                    "route \(Quote.single(caseName)) would be the Kotlin class \(Quote.single(name)), like"
                        + " \(other); rename one of them for the kotlin command",
                    at: route.position)
            } else if let own = ownName(name) {
                error(
                    "route \(Quote.single(caseName)) would be the Kotlin class \(Quote.single(name)), the name of"
                        + " \(own); rename it for the kotlin command",
                    at: route.position)
            } else if let hidden = hiddenName(name) {
                error(
                    "route \(Quote.single(caseName)) would be the Kotlin class \(Quote.single(name)), which hides"
                        + " \(hidden) in the Kotlin file; rename it for the kotlin command",
                    at: route.position)
            }
            classes[name] = "route \(Quote.single(caseName))"
        }
    }

    /// Names the types of one scope, whose classes are `classes`, and checks their enums: a name
    /// suffixed `Type` is not renamed again when it is taken too, whatever the order of the types.
    private mutating func nameTypes(_ types: [NamedType], classes: Set<String>) {
        for type in types {
            let localName = Self.localName(ofType: type.name)
            typeNames[type.name] = classes.contains(localName) ? localName + "Type" : localName
        }
        // The enums that keep their own names: the classes a renamed enum could clash with.
        var kept: [String: String] = [:]
        for type in types {
            guard case .enumeration = type.kind, typeNames[type.name] == Self.localName(ofType: type.name) else {
                continue
            }
            kept[typeNames[type.name]!] = Self.localName(ofType: type.name)
        }
        for type in types {
            let localName = Self.localName(ofType: type.name)
            let name = typeNames[type.name]!
            guard case .enumeration(let named) = type.kind else { continue }
            if classes.contains(name) || ownName(name) != nil {
                error(
                    "type \(Quote.single(localName)) would be the Kotlin class \(Quote.single(name)), which another"
                        + " declaration of the Kotlin file has; rename it for the kotlin command",
                    at: type.position)
            } else if name != localName, let other = kept[name] {
                error(
                    "type \(Quote.single(localName)) would be the Kotlin class \(Quote.single(name)), like type"
                        + " \(Quote.single(other)); rename one of them for the kotlin command",
                    at: type.position)
            } else if let hidden = hiddenName(name) {
                error(
                    "type \(Quote.single(localName)) would be the Kotlin class \(Quote.single(name)), which hides"
                        + " \(hidden) in the Kotlin file; rename it for the kotlin command",
                    at: type.position)
            }
            var constants: [String: String] = [:]
            for value in named.values {
                let constant = KotlinNames.constantName(value.caseName)
                if let other = constants[constant] {
                    error(
                        "raw value \(Quote.single(value.rawValue)) of type \(Quote.single(localName)) would be the"
                            + " Kotlin constant \(Quote.single(constant)), like \(Quote.single(other))",
                        at: value.position)
                }
                constants[constant] = value.rawValue
            }
        }
    }

    /// The module case of a module's type in the composed table (`catalog.Tab` → `catalog`);
    /// `nil` for a type of the spec itself.
    static func moduleCase(ofType name: String) -> String? {
        guard let dot = name.firstIndex(of: ".") else { return nil }
        return String(name[..<dot])
    }

    /// A type's name in its own spec (`catalog.Tab` → `Tab`).
    static func localName(ofType name: String) -> String {
        guard let dot = name.firstIndex(of: ".") else { return name }
        return String(name[name.index(after: dot)...])
    }

    /// The class of `route` relative to the sealed class: `Product`, or `Catalog.Product` for a
    /// module's route.
    func qualifiedClass(_ route: Route) -> String {
        let name = routeClasses[route.name]!
        guard let module = route.module, let moduleClass = moduleClasses[module.caseName] else { return name }
        return moduleClass + "." + name
    }

    /// The Kotlin class of a named type relative to the sealed class: `Tab`, or `Catalog.Tab` for
    /// a module's type.
    func qualifiedTypeName(_ name: String) -> String {
        let simple = typeNames[name] ?? Self.localName(ofType: name)
        guard let module = Self.moduleCase(ofType: name), let moduleClass = moduleClasses[module] else {
            return simple
        }
        return moduleClass + "." + simple
    }

    /// The sealed class's nested names, which hide standard types of the same name inside it.
    var nestedNames: Set<String> {
        Set(routeClasses.values).union(typeNames.values).union(moduleClasses.values).union(["Companion"])
    }

    /// A standard type by its simple name (`String`), fully qualified (`kotlin.String`) where a
    /// nested class would hide it.
    func standard(_ name: String, in package: String = "kotlin") -> String {
        nestedNames.contains(name) ? package + "." + name : name
    }

    /// The Kotlin type of a value of `type` inside the sealed class.
    func valueType(_ type: ParameterType) -> String {
        switch type {
        case .builtIn(let builtIn):
            switch builtIn.name {
            case "int": standard("Long")
            case "double": standard("Double")
            case "bool": standard("Boolean")
            case "uuid": "java.util.UUID"
            default: standard("String")
            }
        case .enumeration(let named): typeNames[named.name] ?? Self.localName(ofType: named.name)
        case .app(let app): app.kotlinType ?? app.swiftType
        }
    }

    /// The Kotlin type of a case parameter: `Long`, `String?`, `List<Long>`, `List<String>` for a
    /// catch-all.
    func propertyType(_ parameter: CaseParameter) -> String {
        let list = standard("List", in: "kotlin.collections")
        if parameter.isCatchAll { return list + "<" + standard("String") + ">" }
        let element = valueType(parameter.type)
        switch parameter.kind {
        case .required, .defaulted, .flag: return element
        case .optional: return element + "?"
        case .list: return list + "<" + element + ">"
        }
    }

    /// A property's name: the Swift label, in backticks when it is a Kotlin keyword.
    static func property(_ name: String) -> String {
        KotlinNames.escaped(name)
    }

    /// The Kotlin expression of the value a default literal stands for.
    func defaultExpression(_ literal: String, type: ParameterType) -> String {
        switch type {
        case .builtIn(let builtIn):
            let canonical = builtIn.canonicalText(of: literal) ?? literal
            switch builtIn.name {
            case "int": return canonical == "-9223372036854775808" ? standard("Long") + ".MIN_VALUE" : canonical
            case "double", "bool": return canonical
            case "uuid": return "java.util.UUID.fromString(\(KotlinNames.stringLiteral(canonical)))"
            default: return KotlinNames.stringLiteral(literal)
            }
        case .enumeration(let named):
            let caseName = named.value(withRawValue: literal)?.caseName ?? literal
            return (typeNames[named.name] ?? Self.localName(ofType: named.name)) + "."
                + KotlinNames.constantName(caseName)
        case .app(let app):
            return (app.kotlinType ?? app.swiftType) + ".fromRouteParameter(\(KotlinNames.stringLiteral(literal)))!!"
        }
    }
}
