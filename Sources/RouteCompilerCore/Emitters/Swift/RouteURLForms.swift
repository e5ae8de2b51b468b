/// The URL forms of a route's patterns, as shown in documentation and the route table.
enum RouteURLForms {
    /// Each pattern under `https://<first host>` and under `<first scheme>://`, as the route
    /// accepts them, with parameters shown as `{name}`.
    static func documentedURLs(of route: Route, in spec: RouteSpec) -> [String] {
        let host =
            route.acceptedHosts(in: spec).first { !$0.hasPrefix("*.") }
            ?? route.acceptedHosts(in: spec).first
        let scheme = route.acceptedSchemes(in: spec).first
        var result: [String] = []
        for pattern in route.patterns {
            let path = display(pattern)
            if let host { result.append("https://" + host + path.path + path.query) }
            if let scheme {
                let tail = path.path == "/" ? "" : String(path.path.dropFirst())
                result.append(scheme + "://" + tail + path.query)
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
            }
        }
        if path.isEmpty { path = "/" }
        let query = pattern.queryBindings.map { "\($0.key)={\($0.parameter)}" }
        return (path, query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
