/// Builds the composed table of ``SpecComposition``: the composing spec's routes, types, schemes
/// and hosts, with each module's added in turn.
struct Composer {
    private var spec: RouteSpec
    /// The composing spec as written.
    private let composing: RouteSpec
    /// Each module spec added, with its entry.
    private var modules: [(entry: ModuleEntry, spec: RouteSpec)] = []
    /// The scheme of each key, and the file that declared it first (`nil`: the composing spec).
    private var schemeOrigins: [String: Located<Scheme>] = [:]
    /// The composing spec's case and metadata names already reported for hiding a module's app type.
    private var reportedHidingNames: Set<String> = []

    init(spec: RouteSpec) {
        self.spec = spec
        composing = spec
        for scheme in spec.schemes { schemeOrigins[scheme.value.key] = scheme }
        // The composing spec's routes keep its own schemes and hosts when the modules add theirs.
        for index in self.spec.routes.indices {
            if self.spec.routes[index].schemes == nil { self.spec.routes[index].schemes = spec.schemes.map(\.value) }
            if self.spec.routes[index].hosts == nil { self.spec.routes[index].hosts = spec.hosts.map(\.value) }
        }
    }

    /// Adds a module's routes, types, schemes and hosts.
    mutating func add(_ module: RouteSpec, as entry: ModuleEntry, log: inout DiagnosticLog) {
        modules.append((entry, module))
        for scheme in module.schemes {
            if let first = schemeOrigins[scheme.value.key] {
                if first.value.withHost != scheme.value.withHost {
                    let kind = { (scheme: Scheme) in scheme.withHost ? "with a host (\"withHost\": true)" : "host-first"
                    }
                    log.error(
                        "scheme \(Quote.single(scheme.value.name)) is \(kind(scheme.value)) here but"
                            + " \(kind(first.value)) at \(first.position.inComposition); a scheme reads its URLs"
                            + " one way in one app: declare it alike in every spec",
                        at: scheme.position)
                }
                continue
            }
            schemeOrigins[scheme.value.key] = scheme
            spec.schemes.append(scheme)
        }
        for host in module.hosts where !spec.hosts.contains(where: { $0.value == host.value }) {
            spec.hosts.append(host)
        }
        checkAppTypeNames(of: module, entry: entry, log: &log)
        let renaming = ModuleRenaming(entry: entry, module: module)
        spec.types += module.types.map(renaming.type)
        let declarations = ComposedMetadata(composing: spec.metadata, module: module.metadata)
        for route in module.routes {
            var composed = renaming.route(route)
            composed.schemes = route.schemes ?? module.schemes.map(\.value)
            composed.hosts = route.hosts ?? module.hosts.map(\.value)
            composed.metadata = declarations.values(of: route)
            spec.routes.append(composed)
        }
        spec.excludes += module.excludes.map(renaming.pattern)
        if let index = spec.modules.firstIndex(where: { $0.caseName == entry.caseName }) {
            spec.modules[index] = entry
        }
    }

    /// Reports a case or metadata name of the composing spec that is the first name of a module's app
    /// type: the composed enum's code names the type in its expressions (`SKU(routeParameter: text)`),
    /// where a case or a property of that name would hide it (Specification §3.14 rule 6).
    private mutating func checkAppTypeNames(of module: RouteSpec, entry: ModuleEntry, log: inout DiagnosticLog) {
        var used = NameRules.UsedNames()
        var positions: [String: SourcePosition] = [:]
        for type in module.types {
            guard case .app(let app) = type.kind else { continue }
            used.add(app)
            if positions[app.name] == nil { positions[app.name] = type.position }
        }
        guard !used.appTypesByRoot.isEmpty else { return }
        let names =
            composing.routes.map { ("route name", $0.name, $0.position) }
            + composing.modules.map { ("module case name", $0.caseName, $0.position) }
            + composing.metadata.map { ("metadata name", $0.name, $0.position) }
        for (what, name, position) in names where !reportedHidingNames.contains(name) {
            guard let app = used.appTypesByRoot[name], let reason = used.problem(name) else { continue }
            reportedHidingNames.insert(name)
            let note = positions[app.name].map {
                Diagnostic.note(
                    "module \(Quote.single(entry.moduleName)) declares the app type \(Quote.single(app.name)) here",
                    at: $0)
            }
            log.error(
                "\(what) \(Quote.single(name)) \(reason); choose another name", at: position,
                notes: note.map { [$0] } ?? [])
        }
    }

    /// Reports a module's exclude that covers a path of a route of another spec: the runtime applies
    /// every exclude to the whole table, so a module's may only cover its own routes' paths
    /// (Specification §12.4).
    func checkExcludes(log: inout DiagnosticLog) {
        for (entry, module) in modules {
            for exclude in module.excludes {
                let other = spec.routes.first { route in
                    route.module?.caseName != entry.caseName
                        && route.patterns.contains { pattern in
                            ExcludeOverlap.overlaps(
                                exclude, pattern, excludeFolds: !module.isCaseSensitive,
                                patternFolds: !route.isCaseSensitive)
                        }
                }
                guard let other else { continue }
                let owner = other.module.map { "module '\($0.caseName)'" } ?? "the composing spec"
                log.error(
                    "exclude \(Quote.single(exclude.text)) of module '\(entry.caseName)' also covers paths of route"
                        + " \(Quote.single(other.name)) of \(owner); a module's excludes may cover its own routes"
                        + " only: narrow it, or exclude the path in the composing spec, whose excludes cover every route",
                    at: exclude.position,
                    notes: [.note("\(Quote.single(other.name)) is declared here", at: other.position)])
            }
        }
    }

    /// The composed spec, with its environments.
    func finish(log: inout DiagnosticLog) -> RouteSpec {
        ComposedEnvironments(specs: [composing] + modules.map(\.spec)).apply(to: spec, log: &log)
    }
}
