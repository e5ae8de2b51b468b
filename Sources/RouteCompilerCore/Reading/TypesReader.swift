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
            return readSwiftType(member, members, log: &log).map {
                .app(AppType(name: member.key, swiftType: $0))
            }
        default:
            log.error(
                "type \(Quote.single(member.key)) must be an array of raw values or"
                    + " {\"swift\": \"TypeName\"}, found \(member.value.kindDescription)",
                at: member.value.position)
            return nil
        }
    }

    private static func readSwiftType(
        _ member: JSONMember, _ members: [JSONMember], log: inout DiagnosticLog
    ) -> String? {
        let typeName = Quote.single(member.key)
        let unique = log.uniqueMembers(members) {
            "duplicate key \(Quote.single($0)) in type \(typeName)"
        }
        var swiftValue: JSONValue?
        for inner in unique {
            if inner.key == "swift" {
                swiftValue = inner.value
            } else {
                let hint =
                    NameSuggestions.closest(to: inner.key, among: ["swift"]) != nil
                    ? "did you mean 'swift'?" : "the only key is \"swift\""
                log.error(
                    "unknown key \(Quote.single(inner.key)) in type \(typeName); \(hint)",
                    at: inner.keyPosition)
            }
        }
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
        return swiftType
    }
}
