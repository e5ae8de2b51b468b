/// `--module NAME=PATH` (Specification §12.7), accepted by every command that reads a
/// `routes.json`: the spec of the module named `NAME` in a composing spec's `"modules"` is at
/// `PATH`, relative to the current directory, instead of where the entry says.
enum ModuleOption {
    /// The option's name.
    static let name = "--module"

    /// `arguments` with the option added when the command reads a spec.
    static func accepting(_ arguments: ArgumentSpec) -> ArgumentSpec {
        guard arguments.positionals.contains(where: { $0.hasSuffix(".json") }) else { return arguments }
        var accepting = arguments
        accepting.options.insert(name)
        accepting.repeatable.insert(name)
        return accepting
    }

    /// The module paths the options give, by module name; a usage error for a value that is not
    /// `NAME=PATH`.
    static func overrides(_ arguments: ParsedArguments) throws(ParsedArguments.UsageError) -> [String: String] {
        var paths: [String: String] = [:]
        for value in arguments.options[name] ?? [] {
            guard let equals = value.firstIndex(of: "="), equals != value.startIndex,
                value.index(after: equals) != value.endIndex
            else {
                throw ParsedArguments.UsageError(
                    message: "'\(name) \(value)' must be NAME=PATH, as in '\(name) Catalog=Sources/Catalog/routes.json'"
                )
            }
            let module = String(value[..<equals])
            if paths[module] != nil {
                throw ParsedArguments.UsageError(message: "'\(name)' gives module '\(module)' more than once")
            }
            paths[module] = String(value[value.index(after: equals)...])
        }
        return paths
    }

    /// Reads each module's spec: from `overrides` when given there, else at the entry's path
    /// relative to the composing spec at `specPath`.
    static func loader(
        specPath: String, overrides: [String: String], environment: ToolEnvironment
    )
        -> ModuleSpecLoader
    {
        let directory = ModulePaths.directory(of: specPath)
        return { entry in
            let given = overrides[entry.moduleName]
            let path = given.map(ModulePaths.normalized) ?? ModulePaths.resolve(entry.relativeSpecPath, from: directory)
            do {
                return ModuleSpecFile(path: path, bytes: try environment.readFile(path))
            } catch {
                let remedy =
                    given != nil
                    ? "check the path given by \(name) \(entry.moduleName)=…"
                    : "give its path with \"spec\" in the entry, relative to this file, or with"
                        + " \(name) \(entry.moduleName)=PATH"
                return ModuleSpecFile(path: path, problem: FileProblem.reason(error), remedy: remedy)
            }
        }
    }
}

/// Paths of module specs, resolved lexically (`Sources/App/../Catalog/routes.json` is
/// `Sources/Catalog/routes.json`), so that diagnostics name the file as people write it.
enum ModulePaths {
    /// The directory of a file's path: `Sources/App` for `Sources/App/routes.json`, `.` for a
    /// bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// `relative` from `directory` (an absolute `relative` as it is), normalised.
    static func resolve(_ relative: String, from directory: String) -> String {
        normalized(relative.hasPrefix("/") ? relative : directory + "/" + relative)
    }

    /// The path without `.` components and with each `name/..` removed.
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != ".." {
                    parts.removeLast()
                } else if !absolute {
                    parts.append(part)
                }
            default: parts.append(part)
            }
        }
        let joined = parts.joined(separator: "/")
        if absolute { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}
