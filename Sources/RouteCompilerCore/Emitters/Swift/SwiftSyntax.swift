/// Spelling of Swift source pieces: literals, names and types.
enum SwiftSyntax {
    /// A Swift string literal (also valid as a `StaticString` literal) for `text`.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F
                    || (0x80...0x9F).contains(scalar.value) || scalar.value == 0x2028
                    || scalar.value == 0x2029
                {
                    result += "\\u{" + String(scalar.value, radix: 16) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Text that is safe inside a `///` doc comment line.
    static func docText(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }

    /// A name as an identifier, in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        SwiftNames.escaped(name)
    }

    /// A name as an argument label at a call site, where only `inout`, `var` and `let` need
    /// backticks.
    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// The access modifier with a trailing space, or nothing for `internal`.
    static func access(_ level: AccessLevel) -> String {
        level == .internal ? "" : level.rawValue + " "
    }

    /// The Swift type of one value of `type`.
    static func typeName(_ type: ParameterType, enumName: String) -> String {
        switch type {
        case .string: "Swift.String"
        case .int: "Swift.Int"
        case .double: "Swift.Double"
        case .bool: "Swift.Bool"
        case .uuid: "Foundation.UUID"
        case .enumeration(let name): enumName + "." + name
        case .swift(_, let swiftType): swiftType
        }
    }

    /// The Swift type of a parameter of the given kind.
    static func typeName(of parameter: RouteParameterShape, enumName: String) -> String {
        let element = typeName(parameter.type, enumName: enumName)
        switch parameter.kind {
        case .required: return parameter.isCatchAll ? "[Swift.String]" : element
        case .optional: return element + "?"
        case .defaulted: return element
        case .list: return "[" + element + "]"
        }
    }

    /// The Swift expression of a default written as `literal` in `routes.json`.
    static func defaultValue(_ literal: String, of type: ParameterType, in spec: RouteSpec) -> String {
        switch type {
        case .string:
            return stringLiteral(literal)
        case .int:
            return literal
        case .double:
            let value = Double(literal) ?? 0
            return value.description
        case .bool:
            return literal == "true" || literal == "1" ? "true" : "false"
        case .uuid:
            return "Foundation.UUID(uuidString: \(stringLiteral(literal)))!"
        case .enumeration(let name):
            let caseName = SwiftNames.lowerCamelCase(literal) ?? literal
            _ = spec
            return spec.enumName + "." + name + "." + identifier(caseName)
        case .swift(_, let swiftType):
            return "\(swiftType)(routeParameter: \(stringLiteral(literal)))!"
        }
    }
}

/// One parameter of a case: what the emitter needs to declare, read and print it.
struct RouteParameterShape {
    enum Kind: Equatable {
        case required
        case optional
        case defaulted(String)
        case list
    }

    var name: String
    var type: ParameterType
    var kind: Kind
    var isCatchAll: Bool
    /// For a query parameter (from the route's "query" object), the key.
    var isQueryObjectParameter: Bool

    /// The case's parameters in label order: the canonical pattern's (path, then its query part),
    /// then the "query" object's in declaration order.
    static func all(of route: Route) -> [RouteParameterShape] {
        var result = route.requiredParameters.map {
            RouteParameterShape(
                name: $0.name,
                type: $0.type,
                kind: .required,
                isCatchAll: $0.isCatchAll,
                isQueryObjectParameter: false
            )
        }
        for parameter in route.queryParameters {
            let kind: Kind
            switch parameter.kind {
            case .required: kind = .required
            case .optional: kind = .optional
            case .defaulted(let literal): kind = .defaulted(literal)
            case .list: kind = .list
            }
            result.append(
                RouteParameterShape(
                    name: parameter.name,
                    type: parameter.type,
                    kind: kind,
                    isCatchAll: false,
                    isQueryObjectParameter: true
                )
            )
        }
        return result
    }
}
