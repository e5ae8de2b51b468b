/// Emits `parent` and `stack` (Specification §6.5).
struct NavigationEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let access = context.access
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc(["The route under this one in a navigation stack; `nil` for a route without a parent."])
            writer.block("\(access)var parent: Self? {") { writer in
                writer.line("nil")
            }
            writer.line()
            writer.doc(["The stack from its root to this route: `parent?.stack ?? []` followed by `self`."])
            writer.block("\(access)var stack: [Self] {") { writer in
                writer.line("(parent?.stack ?? []) + [self]")
            }
        }
    }
}
