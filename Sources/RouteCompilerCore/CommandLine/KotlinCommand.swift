/// `kotlin <routes.json> --package <name> [--output FILE] [--environment NAME]`: writes the Kotlin
/// source of the routes (Specification §10.2), to standard output or, atomically and only when its
/// bytes changed, to `--output`. Nothing is written when there is an error.
enum KotlinCommand: ToolCommand {
    static let name = "kotlin"
    static let usage = "kotlin <routes.json> --package <name> [--output <file.kt>] [--environment <name>]"
    static let summary =
        "Writes the Kotlin source of the routes (a sealed class that answers like the Swift), for Android and the JVM."
    static let arguments = ArgumentSpec(
        options: ["--package", "--output", EnvironmentOption.name], positionals: ["routes.json"],
        required: ["--package"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let package = arguments.value("--package")!
        guard KotlinEmitter.isPackageName(package) else {
            return SpecLoading.usageError(
                "'\(package)' is not a Kotlin package name: dot-separated identifiers, none a Kotlin keyword"
                    + " (com.example.links)",
                usage: usage, environment: environment)
        }
        let path = arguments.positionals[0]
        guard let loaded = SpecLoading.load(path, arguments, environment: environment), let spec = loaded.output.spec
        else {
            return .failure
        }
        guard let selected = EnvironmentOption.select(spec, arguments, usage: usage, environment: environment) else {
            return .usage
        }
        let output = KotlinEmitter.emit(
            selected, package: package, sourceName: GenerateCommand.fileName(of: path),
            environment: arguments.value(EnvironmentOption.name))
        SpecLoading.print(output.diagnostics, file: path, environment: environment)
        guard let source = output.source else { return .failure }
        guard let file = arguments.value("--output") else {
            environment.standardOutput(source)
            return .success
        }
        let generated = Array(source.utf8)
        if let existing = try? environment.readFile(file), existing == generated {
            return .success
        }
        do {
            try environment.writeFile(file, generated)
        } catch {
            environment.standardError("error: cannot write \(Quote.single(file)): \(FileProblem.reason(error))\n")
            return .failure
        }
        return .success
    }
}
