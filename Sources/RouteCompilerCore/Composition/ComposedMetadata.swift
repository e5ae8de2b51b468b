/// A module route's metadata in the composed table (Specification §12.6): for each
/// declaration of the composing spec, the module's own value when the module declares the key
/// with the same type expression and the type is not a named enum (each spec has its own), else
/// the composing declaration's default (`nil` for an optional one).
struct ComposedMetadata {
    /// For each composing declaration, the index of the module's declaration it forwards, if any.
    private let forwarded: [Int?]
    private let composing: [MetadataDeclaration]

    init(composing: [MetadataDeclaration], module: [MetadataDeclaration]) {
        self.composing = composing
        forwarded = composing.map { declaration in
            if case .enumeration = declaration.type { return nil }
            return module.firstIndex { $0.name == declaration.name && $0.typeExpression == declaration.typeExpression }
        }
    }

    /// The composing declarations' values of a module route.
    func values(of route: Route) -> [String?] {
        zip(composing, forwarded).map { declaration, index in
            guard let index, index < route.metadata.count else { return declaration.defaultValue }
            return route.metadata[index]
        }
    }
}
