/// `aasa <routes.json> --app-id <TEAMID.bundle.id>... [--host <host>] [--environment NAME]`:
/// prints the `apple-app-site-association` JSON for the routes that accept a host.
enum AASACommand: ToolCommand {
    static let name = "aasa"
    static let usage = "aasa <routes.json> --app-id <TEAMID.bundle.id>... [--host <host>] [--environment NAME]"
    static let summary =
        "Prints the apple-app-site-association JSON for the routes that accept hosts"
        + " (--host: one host's file)."
    static let arguments = ArgumentSpec(
        options: ["--app-id", "--host", EnvironmentOption.name], repeatable: ["--app-id"], positionals: ["routes.json"],
        required: ["--app-id"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let appIDs = arguments.options["--app-id"] ?? []
        if let invalid = appIDs.first(where: { !AppSiteAssociation.isValidAppID($0) }) {
            return usageError(AppSiteAssociation.Failure.invalidAppID(invalid).message, environment)
        }
        guard let loaded = SpecLoading.load(arguments.positionals[0], environment: environment),
            let loadedSpec = loaded.output.spec
        else { return .failure }
        guard let spec = EnvironmentOption.select(loadedSpec, arguments, usage: usage, environment: environment)
        else { return .usage }
        switch AppSiteAssociation.generate(spec, appIDs: appIDs, host: arguments.value("--host")) {
        case .success(let text):
            environment.standardOutput(text)
            return .success
        case .failure(let failure):
            if case .undeclaredHost = failure {
                return usageError(failure.message, environment)
            }
            environment.standardError("error: \(failure.message)\n")
            return .failure
        }
    }

    private static func usageError(
        _ message: String, _ environment: ToolEnvironment
    )
        -> CommandLineTool.ExitStatus
    {
        environment.standardError("error: \(message)\nusage: route-compiler \(usage)\n")
        return .usage
    }
}
