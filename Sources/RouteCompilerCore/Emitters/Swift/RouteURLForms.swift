/// The URL forms of a route's patterns, as the case's doc comment and the route table's *Links*
/// column show them (Specification §6.2 rule 5, §7.5 rule 4).
enum RouteURLForms {
    /// Each pattern under `https://` and the canonical host (or, without one, the route's first
    /// host), under the route's first host-first scheme, and under its first with-host scheme with
    /// that host, as the route accepts them; parameters shown as `{name}` (a catch-all `{name*}`).
    static func documentedURLs(of route: Route, in spec: RouteSpec) -> [String] {
        let host = (route.canonicalHost(in: spec) ?? route.acceptedHosts(in: spec).first)?.text
        let schemes = route.acceptedSchemes(in: spec)
        let hostFirst = schemes.first(where: \.isHostFirst)
        let withHost = schemes.first(where: \.withHost)
        var result: [String] = []
        for pattern in route.patterns {
            let path = display(pattern)
            if let host { result.append("https://" + host + path.path + path.query) }
            if let hostFirst {
                let tail = path.path == "/" ? "" : String(path.path.dropFirst())
                result.append(hostFirst.name + "://" + tail + path.query)
            }
            if let withHost, let host { result.append(withHost.name + "://" + host + path.path + path.query) }
        }
        return result
    }

    /// A pattern's path and query with each parameter shown as `{name}` (or `{name*}`), inside a
    /// mixed segment too (`/posts/{slug}-{id}`).
    static func display(_ pattern: Pattern) -> (path: String, query: String) {
        var path = ""
        for segment in pattern.segments {
            path += "/"
            switch segment.kind {
            case .literal(let text): path += text
            case .parameter(let name, _): path += "{" + name + "}"
            case .catchAll(let name): path += "{" + name + "*}"
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
        let query = pattern.queryItems.map { item in
            switch item {
            case .binding(let binding): "\(binding.key)={\(binding.parameter)}"
            case .present(let present): present.key
            }
        }
        return (path, query.isEmpty ? "" : "?" + query.joined(separator: "&"))
    }
}
