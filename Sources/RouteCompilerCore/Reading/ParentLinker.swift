/// Links each route's `"parent"` to its parent route once every route is read (Specification
/// §3.10): the parent exists, is not the route itself, the chain has no cycle, and the child has
/// every required parameter of the parent with the same name and Swift type. Fills in
/// ``RouteParent/arguments``.
enum ParentLinker {
    /// Checks and links the parents of `routes` (the routes read without errors, in declaration
    /// order). `declaredNames` are the keys of `"routes"`, valid or not: a parent that names a
    /// route with errors is not reported again.
    static func link(_ routes: inout [Route], declaredNames: [String], log: inout DiagnosticLog) {
        guard routes.contains(where: { $0.parent != nil }) else { return }
        var indexByName: [String: Int] = [:]
        for (index, route) in routes.enumerated() where indexByName[route.name] == nil {
            indexByName[route.name] = index
        }
        let declared = Set(declaredNames)
        var parentIndices = [Int?](repeating: nil, count: routes.count)
        for (index, route) in routes.enumerated() {
            guard let parent = route.parent else { continue }
            let quotedName = Quote.single(route.name)
            if parent.name == route.name {
                log.error(
                    "route \(quotedName) cannot be its own parent; name the route a navigation stack shows"
                        + " under it, or remove \"parent\"",
                    at: parent.position)
            } else if let parentIndex = indexByName[parent.name] {
                parentIndices[index] = parentIndex
            } else if !declared.contains(parent.name) {
                let candidates = declaredNames.filter { $0 != route.name }
                log.error(
                    "unknown parent \(Quote.single(parent.name)) of route \(quotedName)"
                        + (NameSuggestions.closest(to: parent.name, among: candidates).map {
                            "; did you mean '\($0)'?"
                        } ?? "; \"parent\" names another route of \"routes\""),
                    at: parent.position)
            }
        }
        reportCycles(routes, parentIndices, &log)
        for index in routes.indices {
            guard let parentIndex = parentIndices[index] else { continue }
            let arguments = arguments(child: routes[index], parent: routes[parentIndex], &log)
            routes[index].parent?.arguments = arguments
        }
    }

    /// Reports each cycle of parents once, at the `"parent"` of the route of the cycle declared
    /// last, listing the cycle from that route.
    private static func reportCycles(_ routes: [Route], _ parentIndices: [Int?], _ log: inout DiagnosticLog) {
        enum State { case unvisited, visiting, done }
        var states = [State](repeating: .unvisited, count: routes.count)
        for start in routes.indices where states[start] == .unvisited {
            var path: [Int] = []
            var current: Int? = start
            while let index = current, states[index] == .unvisited {
                states[index] = .visiting
                path.append(index)
                current = parentIndices[index]
            }
            if let index = current, states[index] == .visiting, let cycleStart = path.firstIndex(of: index) {
                let cycle = Array(path[cycleStart...])
                let last = cycle.max()!
                var chain = [last]
                var next = parentIndices[last]!
                while next != last {
                    chain.append(next)
                    next = parentIndices[next]!
                }
                chain.append(last)
                let route = routes[last]
                let parent = route.parent!
                log.error(
                    "parent \(Quote.single(parent.name)) of route \(Quote.single(route.name)) closes a cycle: "
                        + chain.map { Quote.single(routes[$0].name) }.joined(separator: " → ")
                        + "; a navigation stack starts at a route without a parent, so remove one of these"
                        + " parents",
                    at: parent.position)
            }
            for index in path { states[index] = .done }
        }
    }

    /// For each parameter of `parent`, in label order, the child's parameter it takes (same name
    /// and Swift type), or `nil`. Reports the parent's required parameters that the child does not
    /// share, and warns about parameters of the same name and another type.
    private static func arguments(child: Route, parent: Route, _ log: inout DiagnosticLog) -> [String?] {
        guard let link = child.parent else { return [] }
        let childName = Quote.single(child.name)
        let parentName = Quote.single(parent.name)
        var missing: [String] = []
        var result: [String?] = []
        for parameter in parent.parameters {
            let label = Quote.single(parameter.name + ": " + parameter.shortSwiftType)
            let namesake = child.parameters.first { $0.name == parameter.name }
            if let namesake, namesake.shortSwiftType == parameter.shortSwiftType {
                result.append(namesake.name)
                continue
            }
            result.append(nil)
            let childLabel = namesake.map { Quote.single($0.name + ": " + $0.shortSwiftType) }
            if parameter.kind == .required {
                let has = childLabel.map { "\(childName) has \($0)" } ?? "\(childName) does not have it"
                missing.append(label + " (" + has + ")")
            } else if let childLabel {
                log.warning(
                    "parent \(parentName) of route \(childName) has \(label) and \(childName) has \(childLabel):"
                        + " they are not shared, so the parent gets its default for \(Quote.single(parameter.name));"
                        + " give both the same type to pass the value on",
                    at: link.position)
            }
        }
        if !missing.isEmpty {
            log.error(
                "route \(childName) cannot have the parent \(parentName), which requires "
                    + Quote.list(missing, conjunction: "and")
                    + "; give \(childName) each required parameter of \(parentName) with the same name and"
                    + " Swift type (in its patterns or as a required \"query\" parameter), or remove \"parent\"",
                at: link.position)
        }
        return result
    }
}
