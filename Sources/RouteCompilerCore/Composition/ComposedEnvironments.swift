/// The environments of a composed table (Specification §12.4): one per name declared by any of
/// the specs, in the order they are first declared, selected by the composing target's compilation
/// conditions, each with one condition in every spec that declares it. Each spec keeps its own
/// spelling of its hosts in each environment (a spec without the environment, its default ones):
/// where specs spell a host differently, the route table has a slot per spelling
/// (``RouteSpec/hostSlots``). A scheme, which the runtime finds by name, has one spelling per
/// environment across the specs that list it.
struct ComposedEnvironments {
    /// The composing spec as written, and the module specs.
    let specs: [RouteSpec]

    /// `composed` with its environments, host slots and each route's slots.
    func apply(to composed: RouteSpec, log: inout DiagnosticLog) -> RouteSpec {
        var names: [String] = []
        for spec in specs {
            for environment in spec.environments where !names.contains(environment.name) {
                names.append(environment.name)
            }
        }
        guard !names.isEmpty else { return composed }
        var result = composed
        for name in names { checkConditions(of: name, log: &log) }
        // The slots: each spec's hosts with their spellings, shared where the spellings agree.
        var slots: [HostSlot] = []
        var slotOfHost: [[HostPattern: Int]] = []
        for spec in specs {
            var mine: [HostPattern: Int] = [:]
            for (index, host) in spec.hosts.enumerated() {
                var spellings: [String: HostPattern] = [:]
                for name in names {
                    spellings[name] = spec.environment(named: name).map { $0.hosts[index].value } ?? host.value
                }
                let slot = HostSlot(host: host.value, spellings: spellings)
                if let existing = slots.firstIndex(of: slot) {
                    mine[host.value] = existing
                } else {
                    mine[host.value] = slots.count
                    slots.append(slot)
                }
            }
            slotOfHost.append(mine)
        }
        let moduleIndex = Dictionary(
            composed.modules.enumerated().map { ($0.element.caseName, $0.offset + 1) }, uniquingKeysWith: { a, _ in a })
        if slots.count > composed.hosts.count {
            result.hostSlots = slots
            for index in result.routes.indices {
                let route = result.routes[index]
                let spec = route.module.flatMap { moduleIndex[$0.caseName] } ?? 0
                result.routes[index].hostSlots = (route.hosts ?? []).compactMap { slotOfHost[spec][$0] }
            }
        }
        result.environments = names.map { name in
            let first = specs.compactMap { $0.environment(named: name) }[0]
            var hosts: [Located<HostPattern>] = []
            for slot in slots.isEmpty ? [] : slots {
                let host = slot.host(in: name)
                if !hosts.contains(where: { $0.value == host }) {
                    let position = composed.hosts.first { $0.value == slot.host }?.position ?? first.position
                    hosts.append(Located(host, at: position))
                }
            }
            let schemes = composed.schemes.map { schemeSpelling($0, in: name, log: &log) }
            return Environment(
                name: name, condition: first.condition, hosts: hosts, schemes: schemes, position: first.position)
        }
        return result
    }

    private func checkConditions(of name: String, log: inout DiagnosticLog) {
        let declarations = specs.compactMap { $0.environment(named: name) }
        let first = declarations[0]
        for other in declarations.dropFirst() where other.condition != first.condition {
            log.error(
                "environment \(Quote.single(name)) is selected by \(Quote.single(other.condition)) here but by"
                    + " \(Quote.single(first.condition)) at \(first.position.inComposition); the composing target's"
                    + " conditions choose the environment of every spec, so give it one condition in all of them",
                at: other.position)
        }
    }

    /// The one spelling of `scheme` in environment `name` across the specs that list it.
    private func schemeSpelling(
        _ scheme: Located<Scheme>, in name: String, log: inout DiagnosticLog
    ) -> Located<
        Scheme
    > {
        var chosen: Located<Scheme>?
        for spec in specs {
            guard let index = spec.schemes.firstIndex(where: { $0.value.key == scheme.value.key }) else { continue }
            let environment = spec.environment(named: name)
            let value = environment.map { $0.schemes[index] } ?? spec.schemes[index]
            guard let previous = chosen else {
                chosen = value
                continue
            }
            if previous.value.name != value.value.name {
                log.error(
                    "in environment \(Quote.single(name)), scheme \(Quote.single(scheme.value.name)) is"
                        + " \(Quote.single(value.value.name)) here but \(Quote.single(previous.value.name)) at"
                        + " \(previous.position.inComposition); the app finds a scheme by its name, so every spec"
                        + " that lists it must give it the same one in that environment: declare the environment"
                        + " alike in each of them",
                    at: environment?.position ?? spec.schemes[index].position)
            }
        }
        return chosen ?? scheme
    }
}
