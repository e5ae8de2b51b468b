import Foundation

/// Finds the one `routes.json` of a target, shared by the build and command plugins.
enum RoutesSpecLocator {
    /// The name of the spec file a target holds.
    static let specFileName = "routes.json"
    /// The name of the generated source file.
    static let generatedFileName = "GeneratedRoutes.swift"

    /// An error that tells the user what to do.
    struct LocatorError: Error, CustomStringConvertible {
        let description: String
    }

    /// The files named `routes.json` under `directory`, with `files` (the target's own), for a
    /// target that excludes the spec from its sources (as teams that commit the generated code do,
    /// to silence SwiftPM's "unhandled file" warning).
    static func candidates(_ files: [URL], under directory: URL) -> [URL] {
        var result = files.filter { $0.lastPathComponent == specFileName }
        let known = Set(result.map { $0.standardizedFileURL.path })
        if let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator where url.lastPathComponent == specFileName {
                if !known.contains(url.standardizedFileURL.path) { result.append(url) }
            }
        }
        return result
    }

    /// Who asks for a target's spec, for the message when it has none.
    enum Asker {
        /// The build plugin, which reads the target's own files; `directory` is the target's
        /// folder, where an excluded `routes.json` may lie.
        case buildPlugin(directory: URL?)
        /// The command plugin, for a target named on its command line.
        case command
    }

    /// The `routes.json` among `files`.
    ///
    /// - Throws: when there is none, or more than one, with a message that lists what was found.
    static func spec(in files: [URL], targetName: String, asker: Asker = .buildPlugin(directory: nil)) throws -> URL {
        let specs = files.filter { $0.lastPathComponent == specFileName }
            .sorted { $0.path < $1.path }
        if specs.count == 1 { return specs[0] }
        if specs.isEmpty {
            throw LocatorError(description: noSpecMessage(targetName: targetName, asker: asker))
        }
        let list = specs.map(\.path).joined(separator: ", ")
        throw LocatorError(
            description: """
                target '\(targetName)' has \(specs.count) files named \(specFileName) (\(list)); \
                keep exactly one per target, or split the routes into separate targets
                """
        )
    }

    /// What to do about a target without a `routes.json`.
    private static func noSpecMessage(targetName: String, asker: Asker) -> String {
        switch asker {
        case .command:
            return "target '\(targetName)' has no \(specFileName); add one to the target's folder (see the README),"
                + " or name a target that has one"
        case .buildPlugin(let directory):
            let excluded = directory.map { candidates([], under: $0) } ?? []
            if let first = excluded.first {
                return "target '\(targetName)' applies RouteCompilerPlugin, but its \(specFileName)"
                    + " (\(first.path(percentEncoded: false))) is not among the target's files: remove it from"
                    + " the target's `exclude:` in Package.swift, since the build plugin reads only the target's"
                    + " own files"
            }
            return "target '\(targetName)' applies RouteCompilerPlugin but has no \(specFileName); add one to the"
                + " target's folder (see the README), or remove the plugin from the target"
        }
    }
}
