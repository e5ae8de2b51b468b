/// Emits what the runtime needs of the named enums: each case by its index, in the order of its
/// raw values in the route table.
struct NamedEnumSupportEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        for type in spec.types {
            // A module's enums have their support in the module (Specification §12.3).
            guard case .enumeration(let named) = type.kind, named.moduleSpelling == nil else { continue }
            let spi = spec.access == .public ? "@_spi(Generated) " : ""
            writer.line()
            writer.block(
                "\(spi)nonisolated extension \(spec.enumName).\(named.name): RouteRuntime._RouteEnumeration {"
            ) { writer in
                writer.doc(["The case whose raw value is number `index` of its record in the route table."])
                writer.block("\(context.access)init(_routeIndex index: Swift.Int) {") { writer in
                    writer.switchBlock("switch index {") { writer in
                        for (index, value) in named.values.enumerated() {
                            if index == named.values.count - 1 {
                                writer.line("default: self = .\(value.identifier)")
                            } else {
                                writer.line("case \(index): self = .\(value.identifier)")
                            }
                        }
                    }
                }
            }
        }
    }
}
