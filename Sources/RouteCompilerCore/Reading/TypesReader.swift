/// Reads `"types"`: named enums (`"Tab": ["home", "search"]`) and app types
/// (`"Code": {"swift": "ProductCode"}`).
enum TypesReader {
    /// Reads the object into `context.types` and returns the valid named types in order.
    static func read(
        _ value: JSONValue, into context: SpecContext, log: inout DiagnosticLog
    )
        -> [NamedType]
    {
        let expected = "an object of named types"
        guard let members = log.object(value, "\"types\"", expected: expected) else { return [] }
        let unique = log.uniqueMembers(members) { "duplicate type \(Quote.single($0))" }
        var result: [NamedType] = []
        for member in unique {
            context.types.declaredNames.append(member.key)
            let errorsBefore = log.errorCount
            checkName(member, enumName: context.enumName, log: &log)
            let kind = readKind(member, log: &log)
            if let kind, log.errorCount == errorsBefore {
                let type = NamedType(kind, at: member.keyPosition)
                result.append(type)
                context.types.named[member.key] = type.parameterType
                if case .enumeration(let named) = kind {
                    context.types.rawValueSets[member.key] = Set(named.rawValues)
                }
            } else {
                context.types.invalidNames.insert(member.key)
            }
        }
        return result
    }

    private static func checkName(
        _ member: JSONMember, enumName: String?, log: inout DiagnosticLog
    ) {
        let name = member.key
        if let problem = NameRules.typeNameProblem(name, what: "type name") {
            log.error(problem, at: member.keyPosition)
        } else if name.lowercased() == CaseParameter.flagTypeName {
            // Specification §3.14 rule 1: in any case, as for the built-in type names.
            log.error(
                "type name \(Quote.single(name)) clashes with the query type 'flag'; choose another name",
                at: member.keyPosition)
        } else if name == enumName {
            log.error(
                "type name \(Quote.single(name)) is the name of the generated enum;"
                    + " choose another name",
                at: member.keyPosition)
        }
    }

    private static func readKind(
        _ member: JSONMember, log: inout DiagnosticLog
    )
        -> NamedType.Kind?
    {
        switch member.value.kind {
        case .array:
            return RawValuesReader.read(member, log: &log).map {
                .enumeration(NamedEnum(name: member.key, values: $0))
            }
        case .object(let members):
            return readAppType(member, members, log: &log).map { .app($0) }
        default:
            log.error(
                "type \(Quote.single(member.key)) must be an array of raw values or"
                    + " {\"swift\": \"TypeName\"}, found \(member.value.kindDescription)",
                at: member.value.position)
            return nil
        }
    }

    /// Reads `{"swift": "T"}` with an optional `"kotlin": "com.example.T"` (Specification §10.2
    /// rule 2).
    private static func readAppType(
        _ member: JSONMember, _ members: [JSONMember], log: inout DiagnosticLog
    ) -> AppType? {
        let typeName = Quote.single(member.key)
        let unique = log.uniqueMembers(members) {
            "duplicate key \(Quote.single($0)) in type \(typeName)"
        }
        var swiftValue: JSONValue?
        var kotlinValue: JSONValue?
        for inner in unique {
            switch inner.key {
            case "swift": swiftValue = inner.value
            case "kotlin": kotlinValue = inner.value
            default:
                let hint =
                    NameSuggestions.closest(to: inner.key, among: ["swift", "kotlin"]).map { "did you mean '\($0)'?" }
                    ?? "the keys are \"swift\" and \"kotlin\""
                log.error(
                    "unknown key \(Quote.single(inner.key)) in type \(typeName); \(hint)",
                    at: inner.keyPosition)
            }
        }
        let kotlinType = kotlinValue.flatMap { readKotlinType($0, typeName: typeName, log: &log) }
        guard let swiftValue else {
            log.error(
                "type \(typeName) must name a Swift type that conforms to RouteParameter,"
                    + " as in {\"swift\": \"ProductCode\"}",
                at: member.value.position)
            return nil
        }
        guard let swiftType = log.string(swiftValue, "\"swift\" of type \(typeName)") else {
            return nil
        }
        let components = swiftType.split(separator: ".", omittingEmptySubsequences: false)
        let valid = components.allSatisfy {
            SwiftNames.isIdentifier(String($0)) && !SwiftNames.keywords.contains(String($0))
        }
        guard valid else {
            log.error(
                "\"swift\" of type \(typeName) must be a Swift type name like 'ProductCode' or"
                    + " 'MyModule.ProductCode', found \(Quote.single(swiftType))",
                at: swiftValue.position)
            return nil
        }
        if kotlinValue != nil && kotlinType == nil { return nil }
        return AppType(name: member.key, swiftType: swiftType, kotlinType: kotlinType)
    }

    /// Reads `"kotlin"`: a fully qualified Kotlin class, dot-separated Kotlin identifiers none of
    /// which is a hard keyword (`com.example.ProductCode`).
    private static func readKotlinType(_ value: JSONValue, typeName: String, log: inout DiagnosticLog) -> String? {
        guard let kotlinType = log.string(value, "\"kotlin\" of type \(typeName)") else { return nil }
        let components = kotlinType.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard components.allSatisfy({ KotlinNames.isIdentifier($0) && !KotlinNames.keywords.contains($0) }) else {
            log.error(
                "\"kotlin\" of type \(typeName) must be a Kotlin class name like 'com.example.ProductCode',"
                    + " found \(Quote.single(kotlinType))",
                at: value.position)
            return nil
        }
        return kotlinType
    }
}
