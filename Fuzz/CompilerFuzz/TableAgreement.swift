@_spi(Generated) import RouteRuntime

@testable @_spi(Generated) import RouteCompilerCore

// A spec that compiles, as the generated code would run it: the route table the emitter writes
// (the records of `TableRecords`, with the origins of the default environment and of each other
// one), read in place by the runtime's `_RouteTable`, and matched against the reference matcher
// on the spec's examples and on one URL drawn from each pattern. The two must open the same
// route.

/// What every app type accepts, in the runtime and in the reference alike: non-empty ASCII
/// letters and digits.
let appTypeAccepts: @Sendable (String) -> Bool = { text in
    !text.isEmpty && text.utf8.allSatisfy { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A || ($0 >= 0x30 && $0 <= 0x39) }
}

/// Checks the default environment's table and each environment's.
func checkTableAgreement(_ spec: RouteSpec) {
    let records = TableRecords(spec, trie: RouteTrie(spec))
    checkTable(spec, records, environment: spec)
    for environment in spec.environments {
        guard let resolved = spec.resolving(environment: environment.name) else { continue }
        checkTable(spec, records, environment: resolved)
    }
}

/// The runtime's table of `spec`'s records under the origins of `environment` (the spec resolved
/// for one environment) against the reference matcher of that resolved spec.
private func checkTable(_ spec: RouteSpec, _ records: TableRecords, environment: RouteSpec) {
    let originsText = Array(
        TableRecords.origins(schemes: environment.schemes.map(\.value), hosts: environment.hosts.map(\.value))
            .joined(separator: [UInt8(ascii: "\n")]))
    var checks: [String: @Sendable (String) -> Bool] = [:]
    for type in spec.types {
        if case .app(let app) = type.kind { checks[app.swiftType] = appTypeAccepts }
    }
    let reference = ReferenceMatcher(environment, swiftTypes: checks)
    // The runtime answers with the key of the route's record; the reference with its index.
    var indices: [UInt64: Int] = [:]
    for (index, route) in spec.routes.enumerated() { indices[_RouteKey.route(route.name)] = index }
    var urls = spec.routes.flatMap { $0.examples.map(\.value) }
    for route in environment.routes {
        for pattern in route.patterns { urls += sampleURLs(pattern, route: route, spec: environment) }
    }
    func answer(_ key: UInt64?) -> Int? {
        guard let key else { return nil }
        guard let index = indices[key] else { fatalError("the route table opens a route of no record, key \(key)") }
        return index
    }
    let compiled = InMemoryRouteTable(
        records, origins: originsText,
        appValue: { _, _, bytes, count in
            appTypeAccepts(String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self))
        })
    // The table reads the records in place: they live as long as `compiled`.
    withExtendedLifetime(compiled) {
        do {
            let table = compiled.table
            for url in urls.prefix(200) {
                let runtime = answer(table.match(string: url) { $0.route })
                let expected = reference.match(url)?.routeIndex
                if runtime != expected {
                    fatalError(
                        "the route table opens route \(String(describing: runtime)) for \(url.debugDescription), the"
                            + " reference matcher \(String(describing: expected)); records:\n"
                            + records.records.map { String(decoding: $0.line, as: UTF8.self) }.joined(separator: "\n"))
                }
                if url.hasPrefix("https://"), let slash = url.dropFirst(8).firstIndex(of: "/") {
                    let path = String(url[slash...])
                    let runtimePath = answer(table.match(path: path) { $0.route })
                    let expectedPath = reference.match(path: path)?.routeIndex
                    if runtimePath != expectedPath {
                        fatalError(
                            "the route table opens route \(String(describing: runtimePath)) for the path"
                                + " \(path.debugDescription), the reference matcher \(String(describing: expectedPath))"
                        )
                    }
                }
            }
        }
    }
}

/// A URL of `pattern` under each origin the route accepts (its first concrete host under https,
/// its schemes), each parameter given the first sample text of its type and each required query
/// key a value.
private func sampleURLs(_ pattern: Pattern, route: Route, spec: RouteSpec) -> [String] {
    var path: [String] = []
    for segment in pattern.segments {
        switch segment.kind {
        case .literal(let text): path.append(PercentEncoding.encode(text, as: .pathSegment))
        case .parameter(_, let type): path.append(PercentEncoding.encode(TypeOverlap.sample(type), as: .pathSegment))
        case .catchAll: path.append("x")
        case .mixed(let pieces):
            path.append(
                pieces.map { piece in
                    switch piece {
                    case .literal(let text): text
                    case .parameter(_, let type): PercentEncoding.encode(TypeOverlap.sample(type), as: .pathSegment)
                    }
                }.joined())
        }
    }
    let pairs =
        pattern.queryBindings.map { ($0.key, $0.type) }
        + route.queryParameters.filter { $0.kind == .required }.map { ($0.name, $0.type) }
    let items = pairs.map { key, type in
        PercentEncoding.encode(key, as: .query) + "=" + PercentEncoding.encode(TypeOverlap.sample(type), as: .query)
    }
    let rest = path.joined(separator: "/") + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    var urls: [String] = []
    let host = (route.hosts ?? spec.hosts.map(\.value)).first { !$0.isWildcard }
    if let host { urls.append("https://" + host.text + "/" + rest) }
    for scheme in route.schemes ?? spec.schemes.map(\.value) {
        if scheme.withHost {
            if let host { urls.append(scheme.name + "://" + host.text + "/" + rest) }
        } else {
            urls += [scheme.name + "://" + rest, scheme.name + ":///" + rest]
        }
    }
    return urls
}
