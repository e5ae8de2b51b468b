/// The URL forms of a route's patterns, as the case's doc comment shows them.
enum RouteURLForms {
    /// Each pattern under `https://<canonical host>` (or its first host, when all are wildcards)
    /// and under `<first scheme>://`, as the route accepts them, with parameters shown as
    /// `{name}`.
    static func documentedURLs(of route: Route, in spec: RouteSpec) -> [String] {
        let host = (route.canonicalHost(in: spec) ?? route.acceptedHosts(in: spec).first)?.text
        let scheme = route.acceptedSchemes(in: spec).first
        var result: [String] = []
        for pattern in route.patterns {
            let path = display(pattern)
            if let host { result.append("https://" + host + path.path + path.query) }
            if let scheme {
                let tail = path.path == "/" ? "" : String(path.path.dropFirst())
                result.append(scheme.name + "://" + tail + path.query)
            }
        }
        return result
    }

    /// A pattern's path and query with each parameter shown as `{name}` (or `{name*}`).
    static func display(_ pattern: Pattern) -> (path: String, query: String) {
        var path = ""
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text): path += "/" + text
            case .parameter(let name, _): path += "/{" + name + "}"
            case .catchAll(let name): path += "/{" + name + "*}"
            case .mixed(let pieces): path += "/" + pieces.map(\.patternText).joined()
            }
        }
        if path.isEmpty { path = "/" }
        let query = pattern.queryBindings.map { "\($0.key)={\($0.parameter)}" }
        return (path, query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
