/// `generate <routes.json> --output <file.swift>`: writes the Swift source, atomically, and only
/// when its bytes changed (so that a build does not recompile an unchanged file).
enum GenerateCommand: ToolCommand {
    static let name = "generate"
    static let usage = "generate <routes.json> --output <file.swift>"
    static let summary =
        "Writes the Swift source of the route enum; leaves the file untouched when the bytes are the same."
    static let arguments = ArgumentSpec(options: ["--output"], positionals: ["routes.json"], required: ["--output"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let path = arguments.positionals[0]
        let output = arguments.value("--output")!
        let bytes: [UInt8]
        do {
            bytes = try environment.readFile(path)
        } catch {
            environment.standardError("error: cannot read \(Quote.single(path)): \(FileProblem.reason(error))\n")
            return .failure
        }
        let result = RouteCompiler.compile(
            bytes, sourceName: fileName(of: path),
            modules: SpecLoading.modules(of: path, arguments, environment: environment))
        SpecLoading.print(result.diagnostics, file: path, environment: environment)
        guard let source = result.swiftSource else { return .failure }
        let generated = Array(source.utf8)
        if let existing = try? environment.readFile(output), existing == generated {
            return .success
        }
        do {
            try environment.writeFile(output, generated)
        } catch {
            environment.standardError("error: cannot write \(Quote.single(output)): \(FileProblem.reason(error))\n")
            return .failure
        }
        return .success
    }

    /// The last path component.
    static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}

/// `check <routes.json>`: validates and analyses only.
enum CheckCommand: ToolCommand {
    static let name = "check"
    static let usage = "check <routes.json>"
    static let summary = "Validates and analyses the spec; prints every error, warning and note."
    static let arguments = ArgumentSpec(positionals: ["routes.json"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        guard let loaded = SpecLoading.load(arguments.positionals[0], arguments, environment: environment) else {
            return .failure
        }
        return loaded.output.hasErrors ? .failure : .success
    }
}
