/// Emits `parent` and `stack` (Specification §6.5): each route with a `"parent"` builds its parent
/// case from the values they share; the parent's other parameters keep their defaults.
struct NavigationEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let access = context.access
        let byName = Dictionary(spec.routes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // A module route's parent is its module enum's (Specification §12.6).
        let children = spec.routes.filter { $0.module == nil && $0.parent != nil && byName[$0.parent!.name] != nil }
        let modules = spec.modules
        let ownRoutes = spec.routes.count { $0.module == nil }
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc(["The route under this one in a navigation stack; `nil` for a route without a parent."])
            writer.block("\(access)var parent: Self? {") { writer in
                guard !children.isEmpty || !modules.isEmpty else {
                    writer.line("nil")
                    return
                }
                writer.switchBlock("switch self {") { writer in
                    for child in children {
                        writer.line(parentLine(child, parent: byName[child.parent!.name]!))
                    }
                    for module in modules {
                        let name = SwiftSyntax.identifier(module.caseName)
                        writer.line("case .\(name)(let route): return route.parent.map { .\(name)($0) }")
                    }
                    if children.count < ownRoutes { writer.line("default: return nil") }
                }
            }
            writer.line()
            writer.doc(["The stack from its root to this route: `parent?.stack ?? []` followed by `self`."])
            writer.block("\(access)var stack: [Self] {") { writer in
                writer.line("(parent?.stack ?? []) + [self]")
            }
        }
    }

    /// `case .review(let a0, _): return .product(id: a0)`.
    private func parentLine(_ child: Route, parent: Route) -> String {
        let arguments = child.parent!.arguments
        let used = Set(arguments.compactMap { $0 })
        let bindings = child.parameters.enumerated().map { index, parameter in
            used.contains(parameter.name) ? "let a\(index)" : "_"
        }
        let name = SwiftSyntax.identifier(child.name)
        let pattern = bindings.isEmpty ? ".\(name)" : ".\(name)(\(bindings.joined(separator: ", ")))"
        func value(of argument: String?) -> String? {
            guard let argument, let index = child.parameters.firstIndex(where: { $0.name == argument }) else {
                return nil
            }
            return "a\(index)"
        }
        let values = parent.parameters.indices.map { value(of: $0 < arguments.count ? arguments[$0] : nil) }
        let built: String
        if parent.deprecated != nil {
            // Every argument, the defaults written out, through the builder that does not warn.
            let all = zip(parent.parameters, values).map { parameter, value in
                value ?? Self.defaultExpression(parameter, enumName: context.enumName)
            }
            built = DeprecatedCasesEmitter.builder(parent, context: context) + "(" + all.joined(separator: ", ") + ")"
        } else {
            let labelled = zip(parent.parameters, values).compactMap { parameter, value in
                value.map { SwiftSyntax.argumentLabel(parameter.name) + ": " + $0 }
            }
            let parentName = SwiftSyntax.identifier(parent.name)
            built =
                labelled.isEmpty && parent.parameters.isEmpty
                ? ".\(parentName)" : ".\(parentName)(\(labelled.joined(separator: ", ")))"
        }
        return "case \(pattern): return \(built)"
    }

    /// The value a parameter takes when it is left out: `nil`, `[]` or its default.
    static func defaultExpression(_ parameter: CaseParameter, enumName: String) -> String {
        switch parameter.kind {
        case .optional: "nil"
        case .list: "[]"
        case .defaulted(let literal): parameter.type.swiftExpression(ofDefault: literal, enumName: enumName)
        case .flag: "false"
        case .required: "nil"
        }
    }
}
