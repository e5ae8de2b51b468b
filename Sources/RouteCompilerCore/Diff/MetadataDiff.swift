/// The changes of the metadata (Specification §3.11, §7.10 rules 4 and 5): declarations removed or
/// retyped break Swift code that reads the property; declarations added, defaults changed and
/// route values changed are safe, and listed, since apps decide things by them
/// (`requiresLogin`).
enum MetadataDiff {
    /// The changes of the top-level declarations.
    static func declarationChanges(old: RouteSpec, new: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        for declaration in old.metadata {
            let name = Markdown.code(declaration.name)
            guard let counterpart = new.metadataDeclaration(declaration.name) else {
                result.append(
                    .init(
                        .breaksCode, route: nil,
                        "metadata property \(name) removed; code that reads it no longer compiles"))
                continue
            }
            if declaration.shortSwiftType != counterpart.shortSwiftType {
                result.append(
                    .init(
                        .breaksCode, route: nil,
                        "the type of metadata property \(name) changed from "
                            + Markdown.code(declaration.shortSwiftType) + " to "
                            + Markdown.code(counterpart.shortSwiftType)))
            } else if declaration.defaultValue != counterpart.defaultValue {
                result.append(
                    .init(
                        .safe, route: nil,
                        "the default of metadata \(name) changed from "
                            + Markdown.code(declaration.specText(of: declaration.defaultValue)) + " to "
                            + Markdown.code(counterpart.specText(of: counterpart.defaultValue))
                            + "; every route without its own value has the new one"))
            }
        }
        for declaration in new.metadata where old.metadataDeclaration(declaration.name) == nil {
            result.append(
                .init(
                    .safe, route: nil,
                    "metadata property " + Markdown.code(declaration.name + ": " + declaration.shortSwiftType)
                        + " added"))
        }
        return result
    }

    /// The values of `old` that differ in `new`, for the declarations of the same type in both
    /// specs; a value that only follows a changed default is reported once, with the default.
    static func valueChanges(old: Route, new: Route, oldSpec: RouteSpec, newSpec: RouteSpec) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        for (index, declaration) in oldSpec.metadata.enumerated() {
            guard let newIndex = newSpec.metadata.firstIndex(where: { $0.name == declaration.name }),
                index < old.metadata.count, newIndex < new.metadata.count
            else { continue }
            let counterpart = newSpec.metadata[newIndex]
            guard declaration.shortSwiftType == counterpart.shortSwiftType else { continue }
            let before = old.metadata[index]
            let after = new.metadata[newIndex]
            let followsDefault = before == declaration.defaultValue && after == counterpart.defaultValue
            guard before != after, !followsDefault else { continue }
            result.append(
                .init(
                    .safe, route: nil,
                    "metadata " + Markdown.code(declaration.name) + " changed from "
                        + Markdown.code(declaration.specText(of: before)) + " to "
                        + Markdown.code(counterpart.specText(of: after))))
        }
        return result
    }
}
