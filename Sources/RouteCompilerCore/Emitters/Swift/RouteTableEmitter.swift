/// Emits the route table the runtime matches and builds with: the text of ``RouteTableText`` in
/// raw string literals (cheap to compile at any size), and the checks of the app types.
struct RouteTableEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc([
                "The route table: the schemes and hosts, then the types, the routes in declaration",
                "order and their patterns in precedence order. RouteRuntime reads it once, on first",
                "use.",
            ])
            writer.line("fileprivate static let _routes = RouteRuntime._RouteTable(")
            writer.indented { writer in
                writer.line("origins: _origins,")
                writer.line("routes: #\"\"\"")
                writer.indented { writer in
                    for line in RouteTableText.routes(spec, trie: context.trie) { writer.line(line) }
                    writer.line("\"\"\"#,")
                }
                writer.line("appTypes: [\(appTypeChecks().joined(separator: ", "))]")
            }
            writer.line(")")
            writer.line()
            if spec.environments.isEmpty {
                writer.doc(["The schemes and hosts the routes accept."])
                emitOrigins(schemes: spec.schemes.map(\.value), hosts: spec.hosts.map(\.value), into: &writer)
            } else {
                // The first environment whose condition is set in the compiling module, else the
                // default (Specification §6.8).
                for (index, environment) in spec.environments.enumerated() {
                    writer.line((index == 0 ? "#if " : "#elseif ") + environment.condition, indented: false)
                    writer.doc(["The schemes and hosts of the `\(environment.name)` environment."])
                    let resolved = spec.resolving(environment: environment.name) ?? spec
                    emitOrigins(
                        schemes: resolved.schemes.map(\.value), hosts: resolved.hosts.map(\.value), into: &writer)
                }
                writer.line("#else", indented: false)
                writer.doc(["The schemes and hosts of the default environment."])
                emitOrigins(schemes: spec.schemes.map(\.value), hosts: spec.hosts.map(\.value), into: &writer)
                writer.line("#endif", indented: false)
            }
        }
    }

    private func emitOrigins(schemes: [Scheme], hosts: [HostPattern], into writer: inout SourceWriter) {
        writer.line("fileprivate static let _origins = #\"\"\"")
        writer.indented { writer in
            for line in RouteTableText.origins(schemes: schemes, hosts: hosts) { writer.line(line) }
            writer.line("\"\"\"#")
        }
    }

    /// For each app type, in `"types"` order: `RouteRuntime._RouteAppType.check(ProductCode.self)`.
    private func appTypeChecks() -> [String] {
        context.spec.types.compactMap { type in
            guard case .app(let app) = type.kind else { return nil }
            return "RouteRuntime._RouteAppType.check(\(app.swiftType).self)"
        }
    }
}
