/// Reads `"modules"` (Specification §12.1): case name → `"Module"` or
/// `{"module": "Module", "spec": "path/routes.json"}`. What needs the module's spec (its access,
/// its own `"modules"`) is checked when the spec is read (``SpecComposition``).
enum ModulesReader {
    /// The keys of an entry's object.
    static let entryKeys = ["module", "spec"]

    /// The valid entries in declaration order; invalid ones are reported and left out.
    static func read(
        _ value: JSONValue, routeNames: Set<String>, typeNames: Set<String>, used: NameRules.UsedNames,
        log: inout DiagnosticLog
    )
        -> [ModuleEntry]
    {
        let expected = "an object of case name → module, as in \"modules\": {\"catalog\": \"Catalog\"}"
        guard let members = log.object(value, "\"modules\"", expected: expected) else { return [] }
        if members.isEmpty {
            log.error(
                "\"modules\" is empty; add the modules this spec composes, as in \"modules\": {\"catalog\": \"Catalog\"},"
                    + " or remove it",
                at: value.position)
        }
        let unique = log.uniqueMembers(members) {
            "duplicate module case \(Quote.single($0)); case names must be unique"
        }
        var entries: [ModuleEntry] = []
        var firstByModule: [String: ModuleEntry] = [:]
        for member in unique {
            var valid = true
            if let problem = RoutesReader.nameProblem(
                member.key, typeNames: typeNames, used: used, what: "module case name")
            {
                log.error(problem, at: member.keyPosition)
                valid = false
            } else if routeNames.contains(member.key) {
                log.error(
                    "module case \(Quote.single(member.key)) is also the name of a route in \"routes\"; the"
                        + " composing enum would have two cases of that name; rename the route or the module case",
                    at: member.keyPosition)
                valid = false
            }
            guard let entry = readEntry(member, log: &log), valid else { continue }
            if let first = firstByModule[entry.moduleName] {
                log.error(
                    "module \(Quote.single(entry.moduleName)) is listed twice, as \(Quote.single(first.caseName))"
                        + " and \(Quote.single(entry.caseName)); a module's routes can open under one case only;"
                        + " remove one of the entries",
                    at: member.keyPosition,
                    notes: [.note("\(Quote.single(first.caseName)) lists it first", at: first.position)])
                continue
            }
            firstByModule[entry.moduleName] = entry
            entries.append(entry)
        }
        return entries
    }

    private static func readEntry(_ member: JSONMember, log: inout DiagnosticLog) -> ModuleEntry? {
        let subject = "module \(Quote.single(member.key))"
        if let name = member.value.stringValue {
            guard let name = moduleName(name, at: member.value.position, log: &log) else { return nil }
            return ModuleEntry(caseName: member.key, moduleName: name, position: member.keyPosition)
        }
        guard let fields = member.value.objectValue else {
            log.error(
                "\(subject) must be a module name or an object with \"module\" and \"spec\", found"
                    + " \(member.value.kindDescription); write \"\(member.key)\": \"Catalog\"",
                at: member.value.position)
            return nil
        }
        var module: String?
        var spec: String?
        var valid = true
        for field in log.uniqueMembers(fields, duplicate: { "duplicate key \(Quote.single($0))" }) {
            switch field.key {
            case "module":
                guard let text = log.string(field.value, "\"module\" of \(subject)") else {
                    valid = false
                    continue
                }
                module = moduleName(text, at: field.value.position, log: &log)
                valid = valid && module != nil
            case "spec":
                guard let text = log.string(field.value, "\"spec\" of \(subject)") else {
                    valid = false
                    continue
                }
                if text.isEmpty {
                    log.error(
                        "\"spec\" of \(subject) is empty; give the path of the module's routes.json,"
                            + " relative to this file, or leave \"spec\" out for ../<module>/routes.json",
                        at: field.value.position)
                    valid = false
                }
                spec = text
            default:
                let suggestion = NameSuggestions.closest(to: field.key, among: entryKeys)
                log.error(
                    "unknown key \(Quote.single(field.key)) in \(subject)"
                        + (suggestion.map { "; did you mean '\($0)'?" } ?? "; the keys are 'module' and 'spec'"),
                    at: field.keyPosition)
                valid = false
            }
        }
        guard valid else { return nil }
        guard let module else {
            log.error(
                "\(subject) has no \"module\"; name the Swift module that compiles its spec, as in"
                    + " {\"module\": \"Catalog\", \"spec\": \"../Catalog/routes.json\"}",
                at: member.value.position)
            return nil
        }
        return ModuleEntry(caseName: member.key, moduleName: module, specPath: spec, position: member.keyPosition)
    }

    /// The module name, or `nil` after reporting that it is not a Swift identifier.
    private static func moduleName(_ text: String, at position: SourcePosition, log: inout DiagnosticLog) -> String? {
        guard SwiftNames.isIdentifier(text), SwiftNames.escaped(text) == text else {
            log.error(
                "module name \(Quote.single(text)) is not a Swift module name; give the name of the target"
                    + " that compiles the module's routes.json, as in 'Catalog'",
                at: position)
            return nil
        }
        return text
    }
}
