/// Routes that moved between the specs of a composition (Specification §12.7): the same
/// case name, now in another module or in the composing spec. The move changes the Swift case
/// (`.product` is now `.catalog(.product)`), so it breaks code; its links are checked as any
/// route's.
enum ModuleMoves {
    /// The route's case name in its own spec.
    static func localName(_ route: Route) -> String {
        route.module?.localName ?? route.name
    }

    /// Whether `new` is `old` in another spec of the composition.
    static func isMove(_ old: Route, to new: Route) -> Bool {
        localName(old) == localName(new) && old.module?.caseName != new.module?.caseName
    }

    /// The old routes, by name, that are gone from `new` and whose case name reappears in another
    /// spec of it, to the new route's name; the routes that `renames` already pairs by their links
    /// are left to them.
    static func moves(old: RouteSpec, new: RouteSpec, renames: [String: String]) -> [String: String] {
        let oldNames = Set(old.routes.map(\.name))
        let newNames = Set(new.routes.map(\.name))
        var available = new.routes.filter { !oldNames.contains($0.name) && !renames.values.contains($0.name) }
        var result: [String: String] = [:]
        for route in old.routes where !newNames.contains(route.name) && renames[route.name] == nil {
            guard let index = available.firstIndex(where: { isMove(route, to: $0) }) else { continue }
            result[route.name] = available[index].name
            available.remove(at: index)
        }
        return result
    }

    /// `from the composing spec to module `catalog` (now `.catalog(.product)`)`.
    static func description(_ old: Route, to new: Route) -> String {
        func place(_ route: Route) -> String {
            route.module.map { "module " + Markdown.code($0.caseName) } ?? "the composing spec"
        }
        let newCase =
            new.module.map { "." + $0.caseName + "(." + $0.localName + ")" } ?? "." + new.name
        return "from " + place(old) + " to " + place(new) + " (now " + Markdown.code(newCase) + ")"
    }
}
