/// A module's routes and types as the composed table names them (Specification §12): route
/// `product` of module case `catalog` is `catalog.product`, its named type `Tab` is `catalog.Tab`
/// (each module has its own), spelled in Swift as the module's `Catalog.CatalogRoute.Tab`.
struct ModuleRenaming {
    let entry: ModuleEntry
    let module: RouteSpec

    private var enclosingEnum: String { entry.qualifiedEnumName }

    /// The composed name of a module's route or type.
    func name(_ local: String) -> String { entry.caseName + "." + local }

    /// A module's route in the composed table.
    func route(_ route: Route) -> Route {
        var composed = route
        composed.name = name(route.name)
        composed.module = RouteModule(
            caseName: entry.caseName, localName: route.name, qualifiedEnumName: enclosingEnum)
        composed.patterns = route.patterns.map(pattern)
        composed.queryParameters = route.queryParameters.map(parameter)
        if var parent = route.parent {
            parent.name = name(parent.name)
            composed.parent = parent
        }
        return composed
    }

    /// A module's named type in the composed table.
    func type(_ type: NamedType) -> NamedType {
        switch type.kind {
        case .enumeration(let named): NamedType(.enumeration(enumeration(named)), at: type.position)
        case .app(let app): NamedType(.app(self.app(app)), at: type.position)
        }
    }

    func pattern(_ pattern: Pattern) -> Pattern {
        var renamed = pattern
        renamed.segments = pattern.segments.map { segment in
            var segment = segment
            switch segment.kind {
            case .literal, .catchAll: break
            case .parameter(let name, let type): segment.kind = .parameter(name: name, type: parameterType(type))
            case .mixed(let pieces):
                segment.kind = .mixed(
                    pieces.map { piece in
                        guard case .parameter(let name, let type) = piece else { return piece }
                        return .parameter(name: name, type: parameterType(type))
                    })
            }
            return segment
        }
        renamed.queryBindings = pattern.queryBindings.map { binding in
            var binding = binding
            binding.type = parameterType(binding.type)
            return binding
        }
        return renamed
    }

    private func parameter(_ parameter: CaseParameter) -> CaseParameter {
        var renamed = parameter
        renamed.type = parameterType(parameter.type)
        return renamed
    }

    func parameterType(_ type: ParameterType) -> ParameterType {
        switch type {
        case .builtIn: type
        case .enumeration(let named): .enumeration(enumeration(named))
        case .app(let app): .app(self.app(app))
        }
    }

    private func enumeration(_ named: NamedEnum) -> NamedEnum {
        NamedEnum(
            name: name(named.name), values: named.values,
            moduleSpelling: ModuleTypeSpelling(enclosingEnum: enclosingEnum, name: named.name))
    }

    private func app(_ app: AppType) -> AppType {
        AppType(name: name(app.name), swiftType: app.swiftType, kotlinType: app.kotlinType)
    }
}
