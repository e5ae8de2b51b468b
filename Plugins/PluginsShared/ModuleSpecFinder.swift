import Foundation

/// Finds the specs of the modules a composing `routes.json` names (Specification §12.2)
/// among the composing target's dependencies, direct or not, for the build and command plugins.
enum ModuleSpecFinder {
    /// A target the composing target depends on that has a `routes.json`.
    struct Dependency {
        /// The target's name and its Swift module's name (they differ when the name is not an
        /// identifier).
        var names: Set<String>
        /// Its `routes.json`.
        var spec: URL
    }

    /// The Swift module names in the spec's `"modules"`, sorted (JSONSerialization keeps no key
    /// order): the string of each entry or its `"module"`. Empty when the spec does not compose modules or cannot be read,
    /// in which case `route-compiler` reports what is wrong at the spec's own lines.
    static func moduleNames(in spec: URL) -> [String] {
        guard let data = try? Data(contentsOf: spec),
            let document = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let modules = document["modules"] as? [String: Any]
        else { return [] }
        let names = modules.values.compactMap { value -> String? in
            if let name = value as? String { return name }
            return (value as? [String: Any])?["module"] as? String
        }
        return names.sorted()
    }

    /// The `--module NAME=PATH` arguments and the module specs to declare as inputs, for each
    /// module the spec names.
    ///
    /// - Throws: for a module that is not among `dependencies`, naming the target to add.
    static func modules(
        of spec: URL, targetName: String, dependencies: [Dependency]
    ) throws -> (
        arguments: [String], inputs: [URL]
    ) {
        var arguments: [String] = []
        var inputs: [URL] = []
        for name in moduleNames(in: spec) {
            guard let dependency = dependencies.first(where: { $0.names.contains(name) }) else {
                let available = dependencies.flatMap(\.names).sorted()
                let known =
                    available.isEmpty
                    ? "it depends on no target with a routes.json"
                    : "its dependencies with a routes.json are \(available.map { "'\($0)'" }.joined(separator: ", "))"
                throw RoutesSpecLocator.LocatorError(
                    description: """
                        target '\(targetName)' composes module '\(name)' in its routes.json ("modules"), but \
                        '\(name)' is not among its dependencies (\(known)); add the target '\(name)' to the \
                        dependencies of '\(targetName)', as in .target(name: "\(targetName)", dependencies: \
                        ["\(name)"])
                        """
                )
            }
            arguments += ["--module", "\(name)=\(dependency.spec.path(percentEncoded: false))"]
            inputs.append(dependency.spec)
        }
        return (arguments, inputs)
    }
}
