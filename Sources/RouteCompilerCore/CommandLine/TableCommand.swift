/// `table <routes.json> [--format markdown|json] [--environment NAME]`: prints the route table,
/// for review.
enum TableCommand: ToolCommand {
    static let name = "table"
    static let usage = "table <routes.json> [--format markdown|json] [--environment NAME]"
    static let summary = "Prints every route with its patterns, parameters, schemes and hosts (Markdown, or JSON)."
    static let arguments = ArgumentSpec(options: ["--format", EnvironmentOption.name], positionals: ["routes.json"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let formatName = arguments.value("--format") ?? "markdown"
        guard let format = RouteTable.Format(rawValue: formatName) else {
            environment.standardError(
                "error: unknown format '\(formatName)'; use markdown or json\nusage: route-compiler \(usage)\n")
            return .usage
        }
        guard let loaded = SpecLoading.load(arguments.positionals[0], arguments, environment: environment),
            let spec = loaded.output.spec
        else { return .failure }
        guard let selected = EnvironmentOption.select(spec, arguments, usage: usage, environment: environment) else {
            return .usage
        }
        let named = arguments.value(EnvironmentOption.name).flatMap(spec.environment(named:))
        environment.standardOutput(RouteTable(selected, environment: named).render(format))
        return .success
    }
}
