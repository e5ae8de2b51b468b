import RouteCompilerCore

/// A validator for the subset of JSON Schema draft 2020-12 that `routes.schema.json` uses, so that
/// the tests can check the schema against the compiler without a JSON Schema library.
///
/// Supported: `type`, `const`, `enum`, `properties`, `required`, `additionalProperties`,
/// `patternProperties`, `propertyNames`, `minProperties`, `maxProperties`, `items`, `minItems`,
/// `maxItems`, `uniqueItems`, `contains`, `minLength`, `maxLength`, `pattern`, `allOf`, `anyOf`,
/// `oneOf`, `not`, `$defs` and local `$ref`s (`#/$defs/name`, or any JSON pointer into the same
/// document). Annotations (`$schema`, `$id`, `$comment`, `title`, `description`, `default`,
/// `examples`) are ignored. Any other keyword is an error when the validator is created, so that
/// the schema cannot rely on a keyword that these tests would silently skip.
///
/// `pattern`s are compiled with Swift's `Regex` with Unicode-scalar semantics and searched for
/// anywhere in the string, as ECMA-262 does; the schema anchors them with `^…$` itself. Lengths
/// count Unicode scalars (code points). Numbers are compared by value, so `1.0` equals `1`.
///
/// A `Regex` is not `Sendable`, so neither is the validator: make one per test and reuse it there
/// (Swift compiles a regex on its first match, which is the slow part).
struct MiniSchemaValidator {
    /// A problem with the schema itself.
    struct SchemaError: Error, CustomStringConvertible {
        var description: String
    }

    private static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "title", "description", "default", "examples",
    ]
    private static let assertions: Set<String> = [
        "type", "const", "enum", "properties", "required", "additionalProperties",
        "patternProperties", "propertyNames", "minProperties", "maxProperties", "items", "minItems",
        "maxItems", "uniqueItems", "contains", "minLength", "maxLength", "pattern", "allOf", "anyOf",
        "oneOf", "not", "$defs", "$ref",
    ]

    private let root: JSONValue
    private let regexes: [String: Regex<AnyRegexOutput>]

    /// Checks that `schema` uses only the supported keywords and that every `pattern` compiles
    /// and every `$ref` resolves.
    init(schema: JSONValue) throws {
        root = schema
        var regexes: [String: Regex<AnyRegexOutput>] = [:]
        try Self.prepare(schema, root: schema, at: "#", regexes: &regexes)
        self.regexes = regexes
    }

    /// Whether `instance` is valid.
    func isValid(_ instance: JSONValue) -> Bool {
        errors(in: instance).isEmpty
    }

    /// Every failed assertion, as `<instance pointer>: <message>`.
    func errors(in instance: JSONValue) -> [String] {
        var errors: [String] = []
        validate(instance, against: root, at: "", into: &errors)
        return errors
    }

    // MARK: - Preparing the schema

    private static func prepare(
        _ schema: JSONValue, root: JSONValue, at path: String,
        regexes: inout [String: Regex<AnyRegexOutput>]
    ) throws {
        if case .bool = schema.kind { return }
        guard let members = schema.objectValue else {
            throw SchemaError(description: "\(path): a schema must be an object or a boolean")
        }
        for member in members {
            let key = member.key
            let here = path + "/" + key
            if Self.annotations.contains(key) { continue }
            guard Self.assertions.contains(key) else {
                throw SchemaError(description: "\(here): unsupported keyword '\(key)'")
            }
            switch key {
            case "properties", "patternProperties", "$defs":
                for inner in member.value.objectValue ?? [] {
                    if key == "patternProperties" { try compile(inner.key, at: here, into: &regexes) }
                    try prepare(inner.value, root: root, at: here + "/" + inner.key, regexes: &regexes)
                }
            case "additionalProperties", "propertyNames", "items", "contains", "not":
                try prepare(member.value, root: root, at: here, regexes: &regexes)
            case "allOf", "anyOf", "oneOf":
                guard let schemas = member.value.arrayValue, !schemas.isEmpty else {
                    throw SchemaError(description: "\(here): must be a non-empty array")
                }
                for (index, inner) in schemas.enumerated() {
                    try prepare(inner, root: root, at: here + "/\(index)", regexes: &regexes)
                }
            case "pattern":
                guard let pattern = member.value.stringValue else {
                    throw SchemaError(description: "\(here): must be a string")
                }
                try compile(pattern, at: here, into: &regexes)
            case "$ref":
                guard let reference = member.value.stringValue, resolve(reference, in: root) != nil else {
                    throw SchemaError(description: "\(here): unresolvable reference")
                }
            default:
                break
            }
        }
    }

    private static func compile(
        _ pattern: String, at path: String, into regexes: inout [String: Regex<AnyRegexOutput>]
    ) throws {
        guard regexes[pattern] == nil else { return }
        do {
            regexes[pattern] = try Regex(pattern).matchingSemantics(.unicodeScalar)
        } catch {
            throw SchemaError(description: "\(path): the pattern does not compile: \(error)")
        }
    }

    /// The schema a local reference points at: `#`, or `#/a/b` (a JSON pointer).
    private static func resolve(_ reference: String, in root: JSONValue) -> JSONValue? {
        guard reference.hasPrefix("#") else { return nil }
        var value = root
        let pointer = reference.dropFirst()
        guard !pointer.isEmpty else { return value }
        guard pointer.hasPrefix("/") else { return nil }
        for token in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let key = token.replacing("~1", with: "/").replacing("~0", with: "~")
            if let members = value.objectValue, let member = members.first(where: { $0.key == key }) {
                value = member.value
            } else if let elements = value.arrayValue, let index = Int(key), elements.indices.contains(index) {
                value = elements[index]
            } else {
                return nil
            }
        }
        return value
    }

    // MARK: - Validating

    private func validate(
        _ instance: JSONValue, against schema: JSONValue, at path: String, into errors: inout [String]
    ) {
        if case .bool(let accepts) = schema.kind {
            if !accepts { errors.append("\(path): the schema 'false' accepts nothing") }
            return
        }
        let keywords = Dictionary(
            (schema.objectValue ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        func fail(_ message: String) { errors.append("\(path.isEmpty ? "/" : path): \(message)") }

        if let reference = keywords["$ref"]?.stringValue, let target = Self.resolve(reference, in: root) {
            validate(instance, against: target, at: path, into: &errors)
        }
        if let type = keywords["type"] {
            let names = type.arrayValue?.compactMap(\.stringValue) ?? [type.stringValue].compactMap { $0 }
            if !names.contains(where: { Self.has(instance, type: $0) }) {
                fail("expected \(names.joined(separator: " or ")), found \(instance.kindDescription)")
            }
        }
        if let constant = keywords["const"], !Self.equal(instance, constant) {
            fail("expected the constant \(Self.text(constant))")
        }
        if let values = keywords["enum"]?.arrayValue, !values.contains(where: { Self.equal(instance, $0) }) {
            fail("expected one of \(values.map(Self.text).joined(separator: ", "))")
        }
        validateCombinations(instance, keywords, at: path, into: &errors)
        switch instance.kind {
        case .string(let string):
            validateString(string, keywords, fail)
        case .array(let elements):
            validateArray(elements, keywords, at: path, into: &errors)
        case .object(let members):
            validateObject(members, keywords, at: path, into: &errors)
        default:
            break
        }
    }

    private func validateCombinations(
        _ instance: JSONValue, _ keywords: [String: JSONValue], at path: String, into errors: inout [String]
    ) {
        func passes(_ schema: JSONValue) -> Bool {
            var inner: [String] = []
            validate(instance, against: schema, at: path, into: &inner)
            return inner.isEmpty
        }
        let location = path.isEmpty ? "/" : path
        for schema in keywords["allOf"]?.arrayValue ?? [] {
            validate(instance, against: schema, at: path, into: &errors)
        }
        if let schemas = keywords["anyOf"]?.arrayValue, !schemas.contains(where: passes) {
            errors.append("\(location): matches none of the 'anyOf' alternatives")
        }
        if let schemas = keywords["oneOf"]?.arrayValue {
            let count = schemas.filter(passes).count
            if count != 1 {
                errors.append("\(location): matches \(count) of the 'oneOf' alternatives instead of exactly one")
            }
        }
        if let schema = keywords["not"], passes(schema) {
            errors.append("\(location): matches the schema under 'not'")
        }
    }

    private func validateString(
        _ string: String, _ keywords: [String: JSONValue], _ fail: (String) -> Void
    ) {
        let length = string.unicodeScalars.count
        if let minimum = Self.int(keywords["minLength"]), length < minimum {
            fail("shorter than \(minimum) characters")
        }
        if let maximum = Self.int(keywords["maxLength"]), length > maximum {
            fail("longer than \(maximum) characters")
        }
        if let pattern = keywords["pattern"]?.stringValue, let regex = regexes[pattern],
            (try? regex.firstMatch(in: string)) == nil
        {
            fail("'\(string)' does not match the pattern")
        }
    }

    private func validateArray(
        _ elements: [JSONValue], _ keywords: [String: JSONValue], at path: String,
        into errors: inout [String]
    ) {
        let location = path.isEmpty ? "/" : path
        if let minimum = Self.int(keywords["minItems"]), elements.count < minimum {
            errors.append("\(location): fewer than \(minimum) items")
        }
        if let maximum = Self.int(keywords["maxItems"]), elements.count > maximum {
            errors.append("\(location): more than \(maximum) items")
        }
        if case .bool(true) = keywords["uniqueItems"]?.kind {
            for index in elements.indices
            where elements[..<index].contains(where: { Self.equal($0, elements[index]) }) {
                errors.append("\(path)/\(index): a duplicate item")
            }
        }
        if let schema = keywords["items"] {
            for (index, element) in elements.enumerated() {
                validate(element, against: schema, at: "\(path)/\(index)", into: &errors)
            }
        }
        if let schema = keywords["contains"] {
            let found = elements.contains { element in
                var inner: [String] = []
                validate(element, against: schema, at: path, into: &inner)
                return inner.isEmpty
            }
            if !found { errors.append("\(location): no item matches 'contains'") }
        }
    }

    private func validateObject(
        _ members: [JSONMember], _ keywords: [String: JSONValue], at path: String,
        into errors: inout [String]
    ) {
        let location = path.isEmpty ? "/" : path
        if let minimum = Self.int(keywords["minProperties"]), members.count < minimum {
            errors.append("\(location): fewer than \(minimum) properties")
        }
        if let maximum = Self.int(keywords["maxProperties"]), members.count > maximum {
            errors.append("\(location): more than \(maximum) properties")
        }
        for name in keywords["required"]?.arrayValue?.compactMap(\.stringValue) ?? []
        where !members.contains(where: { $0.key == name }) {
            errors.append("\(location): the required property '\(name)' is missing")
        }
        let properties = keywords["properties"]?.objectValue ?? []
        let patternProperties = keywords["patternProperties"]?.objectValue ?? []
        for member in members {
            let memberPath = path + "/" + member.key
            var evaluated = false
            if let property = properties.first(where: { $0.key == member.key }) {
                evaluated = true
                validate(member.value, against: property.value, at: memberPath, into: &errors)
            }
            for property in patternProperties
            where regexes[property.key].map({ (try? $0.firstMatch(in: member.key)) != nil }) == true {
                evaluated = true
                validate(member.value, against: property.value, at: memberPath, into: &errors)
            }
            if let schema = keywords["propertyNames"] {
                let name = JSONValue(.string(member.key), at: member.keyPosition)
                var inner: [String] = []
                validate(name, against: schema, at: memberPath, into: &inner)
                if !inner.isEmpty { errors.append("\(memberPath): the property name is not allowed") }
            }
            if !evaluated, let schema = keywords["additionalProperties"] {
                if case .bool(false) = schema.kind {
                    errors.append("\(memberPath): the property '\(member.key)' is not allowed")
                } else {
                    validate(member.value, against: schema, at: memberPath, into: &errors)
                }
            }
        }
    }

    // MARK: - JSON values

    private static func has(_ value: JSONValue, type: String) -> Bool {
        switch (type, value.kind) {
        case ("null", .null), ("boolean", .bool), ("number", .number), ("string", .string),
            ("array", .array), ("object", .object):
            return true
        case ("integer", .number(let text)):
            return Double(text).map { $0.rounded() == $0 } ?? false
        default:
            return false
        }
    }

    private static func int(_ value: JSONValue?) -> Int? {
        guard case .number(let text)? = value?.kind else { return nil }
        return Int(text)
    }

    /// JSON equality: numbers by value, objects regardless of member order.
    static func equal(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.kind, b.kind) {
        case (.null, .null):
            return true
        case (.bool(let x), .bool(let y)):
            return x == y
        case (.number(let x), .number(let y)):
            return x == y || (Double(x) != nil && Double(x) == Double(y))
        case (.string(let x), .string(let y)):
            return x == y
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count
                && x.allSatisfy { member in
                    y.contains { $0.key == member.key && equal($0.value, member.value) }
                }
        default:
            return false
        }
    }

    private static func text(_ value: JSONValue) -> String {
        switch value.kind {
        case .null: "null"
        case .bool(let bool): String(bool)
        case .number(let text): text
        case .string(let string): "\"\(string)\""
        case .array: "an array"
        case .object: "an object"
        }
    }
}
