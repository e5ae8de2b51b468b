/// The route table as the runtime reads it (`RouteRuntime._RouteTable`): the text the generated
/// file holds in its `_routes` (Specification §6.1). Its format belongs to the generated-code
/// interface (`GeneratedCodeVersion2`); the runtime documents it in `TableDescription`.
///
/// The text has one line per declaration, so that adding, removing or editing a route changes
/// that route's lines only:
///
/// - the named enums (`enum Tab home search`) and app types (`app ProductCode`), in `"types"`
///   order, the metadata declarations;
/// - one `route` line per route, in declaration order (the order of the generated makers): the
///   case name, `ci` when it ignores case, the subsets of schemes and hosts by position, the case
///   parameters in label order (`id:int`, `&ref:string?`, `&page:int=1`, `&tags:[string]`,
///   `topic:*`), and the metadata values;
/// - one `canonical`/`pattern` line per pattern, in the order of the trie's depth-first walk,
///   which is precedence order (Specification §4.7): the runtime builds its trie by inserting them
///   in this order and tries children in the order they first appear;
/// - the excluded paths (`exclude ci` when the top-level `"caseSensitive"` is `false`).
enum RouteTableText {
    /// The routes text.
    static func routes(_ spec: RouteSpec, trie: RouteTrie) -> [String] {
        var lines: [String] = []
        let (enums, apps) = typeIndices(spec)
        for type in spec.types {
            switch type.kind {
            case .enumeration(let named):
                lines.append(
                    (["enum", named.name] + named.values.map { dataEncoded($0.rawValue) }).joined(separator: " "))
            case .app(let app):
                lines.append("app " + app.name)
            }
        }
        for declaration in spec.metadata {
            var line = "meta \(declaration.name) \(typeToken(declaration.type, enums: enums, apps: apps))"
            if declaration.isOptional {
                line += "?"
            } else if let value = declaration.defaultValue {
                line += " " + dataEncoded(value)
            }
            lines.append(line)
        }
        for route in spec.routes {
            lines.append(routeLine(route, spec: spec, enums: enums, apps: apps))
        }
        for reference in trie.patternsInPrecedenceOrder() {
            let route = spec.routes[reference.route]
            let keyword = reference.pattern == 0 ? "canonical" : "pattern"
            lines.append("\(keyword) \(route.name) \(patternText(route.patterns[reference.pattern]))")
        }
        let excludeKeyword = spec.isCaseSensitive ? "exclude " : "exclude ci "
        for exclude in spec.excludes {
            lines.append(excludeKeyword + excludeText(exclude, enums: enums, apps: apps))
        }
        return lines
    }

    /// The origins text: the schemes and hosts the generated code accepts and writes.
    static func origins(schemes: [Scheme], hosts: [HostPattern]) -> [String] {
        schemes.map { "scheme " + $0.name + ($0.withHost ? " host" : "") } + hosts.map { "host " + $0.text }
    }

    /// The index of each named enum among the named enums, and of each app type among the app
    /// types, by name.
    static func typeIndices(_ spec: RouteSpec) -> (enums: [String: Int], apps: [String: Int]) {
        var enums: [String: Int] = [:]
        var apps: [String: Int] = [:]
        for type in spec.types {
            switch type.kind {
            case .enumeration(let named): enums[named.name] = enums.count
            case .app(let app): apps[app.name] = apps.count
            }
        }
        return (enums, apps)
    }

    private static func routeLine(
        _ route: Route, spec: RouteSpec, enums: [String: Int], apps: [String: Int]
    ) -> String {
        var tokens = ["route", route.name]
        if !route.isCaseSensitive { tokens.append("ci") }
        if let schemes = route.schemes {
            let indices = schemes.compactMap { scheme in spec.schemes.firstIndex { $0.value.key == scheme.key } }
            tokens.append("schemes=" + indices.map(String.init).joined(separator: ","))
        }
        if let hosts = route.hosts {
            let indices = hosts.compactMap { host in spec.hosts.firstIndex { $0.value == host } }
            tokens.append("hosts=" + indices.map(String.init).joined(separator: ","))
        }
        for parameter in route.parameters {
            tokens.append(labelToken(parameter, enums: enums, apps: apps))
        }
        // Metadata values other than the declaration's default.
        for (declaration, value) in zip(spec.metadata, route.metadata) where value != declaration.defaultValue {
            if let value { tokens.append("@" + declaration.name + "=" + dataEncoded(value)) }
        }
        return tokens.joined(separator: " ")
    }

    /// `id:int`, `topic:*`, `&ref:string?`, `&page:int=1`, `&tags:[string]`.
    private static func labelToken(_ parameter: CaseParameter, enums: [String: Int], apps: [String: Int]) -> String {
        let type = parameter.isCatchAll ? "*" : typeToken(parameter.type, enums: enums, apps: apps)
        guard parameter.source == .query else { return parameter.name + ":" + type }
        switch parameter.kind {
        case .required: return "&" + parameter.name + ":" + type
        case .optional: return "&" + parameter.name + ":" + type + "?"
        case .defaulted(let literal): return "&" + parameter.name + ":" + type + "=" + dataEncoded(literal)
        case .list: return "&" + parameter.name + ":[" + type + "]"
        }
    }

    /// `int`, `enum0`, `app1`.
    static func typeToken(_ type: ParameterType, enums: [String: Int], apps: [String: Int]) -> String {
        switch type {
        case .builtIn(let builtIn): builtIn.name
        case .enumeration(let named): "enum\(enums[named.name] ?? 0)"
        case .app(let app): "app\(apps[app.name] ?? 0)"
        }
    }

    /// A pattern with parameters by name: `/products/{id}`, `/product?id={id}`.
    static func patternText(_ pattern: Pattern) -> String {
        var path = ""
        for segment in pattern.segments {
            path += "/"
            switch segment.kind {
            case .literal(let text): path += text
            case .parameter(let name, _), .catchAll(let name): path += "{" + name + "}"
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .literal(let text): path += text
                    case .parameter(let name, _): path += "{" + name + "}"
                    }
                }
            }
        }
        if path.isEmpty { path = "/" }
        let bindings = pattern.queryBindings.map { "\($0.key)={\($0.parameter)}" }
        return bindings.isEmpty ? path : path + "?" + bindings.joined(separator: "&")
    }

    /// An exclude's path with anonymous typed parameters: `/admin/{*}`, `/products/{:int}/reviews`.
    static func excludeText(_ pattern: Pattern, enums: [String: Int], apps: [String: Int]) -> String {
        var path = ""
        for segment in pattern.segments {
            path += "/"
            switch segment.kind {
            case .literal(let text): path += text
            case .parameter(_, let type): path += "{:" + typeToken(type, enums: enums, apps: apps) + "}"
            case .catchAll: path += "{*}"
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .literal(let text): path += text
                    case .parameter(_, let type): path += "{:" + typeToken(type, enums: enums, apps: apps) + "}"
                    }
                }
            }
        }
        return path.isEmpty ? "/" : path
    }

    /// Text with every byte other than ASCII letters, digits and `-._~` written as `%XX`.
    static func dataEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += byte < 16 ? "%0" + hex : "%" + hex
            }
        }
        return result
    }
}
