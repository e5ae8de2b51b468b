/// The environments of a composed table (Specification §10.1 rule 4, §9.8): one per name declared
/// by any of the specs, in the order they are first declared, selected by the composing target's
/// compilation conditions. A spec that does not declare an environment keeps its own hosts and
/// schemes in it, so every host or scheme must have one spelling per environment across the specs
/// that list it, and an environment one condition.
struct ComposedEnvironments {
    /// The composed spec, before its environments.
    let composed: RouteSpec
    /// The module specs.
    let modules: [RouteSpec]

    func environments(log: inout DiagnosticLog) -> [Environment] {
        let specs = [composed] + modules
        var names: [String] = []
        for spec in specs {
            for environment in spec.environments where !names.contains(environment.name) {
                names.append(environment.name)
            }
        }
        return names.map { environment(named: $0, specs: specs, log: &log) }
    }

    private func environment(named name: String, specs: [RouteSpec], log: inout DiagnosticLog) -> Environment {
        let declarations = specs.compactMap { $0.environment(named: name) }
        let first = declarations[0]
        for other in declarations.dropFirst() where other.condition != first.condition {
            log.error(
                "environment \(Quote.single(name)) is selected by \(Quote.single(other.condition)) here but by"
                    + " \(Quote.single(first.condition)) at \(first.position.inComposition); the composing target's conditions choose"
                    + " the environment of every spec, so give it one condition in all of them",
                at: other.position)
        }
        var hosts: [Located<HostPattern>] = []
        for host in composed.hosts {
            hosts.append(
                spelling(host, in: name, specs: specs, log: &log, list: \.hosts, environmentList: \.hosts))
        }
        var schemes: [Located<Scheme>] = []
        for scheme in composed.schemes {
            schemes.append(
                spelling(scheme, in: name, specs: specs, log: &log, list: \.schemes, environmentList: \.schemes))
        }
        return Environment(
            name: name, condition: first.condition, hosts: hosts, schemes: schemes, position: first.position)
    }

    /// The one spelling of `entry` in environment `name` across the specs that list it.
    private func spelling<Value: Hashable & Sendable & CustomStringConvertible>(
        _ entry: Located<Value>, in name: String, specs: [RouteSpec], log: inout DiagnosticLog,
        list: KeyPath<RouteSpec, [Located<Value>]>, environmentList: KeyPath<Environment, [Located<Value>]>
    ) -> Located<Value> {
        var chosen: Located<Value>?
        for spec in specs {
            let own = spec[keyPath: list]
            guard let index = own.firstIndex(where: { Self.same($0.value, entry.value) }) else { continue }
            let environment = spec.environment(named: name)
            let value = environment.map { $0[keyPath: environmentList][index] } ?? own[index]
            guard let previous = chosen else {
                chosen = value
                continue
            }
            if previous.value.description != value.value.description {
                let position = environment?.position ?? own[index].position
                log.error(
                    "in environment \(Quote.single(name)), \(Quote.single(entry.value.description)) is"
                        + " \(Quote.single(value.value.description)) here but \(Quote.single(previous.value.description))"
                        + " at \(previous.position.inComposition); every spec that lists it must give it the same spelling in"
                        + " that environment: declare the environment alike in each of them",
                    at: position)
            }
        }
        return chosen ?? entry
    }

    private static func same<Value: Hashable>(_ a: Value, _ b: Value) -> Bool {
        if let a = a as? Scheme, let b = b as? Scheme { return a.key == b.key }
        return a == b
    }
}
