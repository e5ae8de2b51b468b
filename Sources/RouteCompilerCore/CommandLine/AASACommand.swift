/// `aasa <routes.json> --app-id <TEAMID.bundle.id>... [--host <host>] [--webcredentials]
/// [--appclip <TEAMID.bundle.id.Clip>]... [--environment NAME]`: prints the `apple-app-site-association` JSON for the
/// routes that accept a host (Specification §7.6).
enum AASACommand: ToolCommand {
    static let name = "aasa"
    static let usage =
        "aasa <routes.json> --app-id <TEAMID.bundle.id>... [--host <host>] [--webcredentials]"
        + " [--appclip <TEAMID.bundle.id.Clip>]... [--environment NAME]"
    static let summary =
        "Prints the apple-app-site-association JSON for the routes that accept hosts"
        + " (--host: one host's file; --webcredentials, --appclip: those sections too)."
    static let arguments = ArgumentSpec(
        options: ["--app-id", "--host", "--appclip", EnvironmentOption.name], repeatable: ["--app-id", "--appclip"],
        flags: ["--webcredentials"], positionals: ["routes.json"], required: ["--app-id"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let appIDs = arguments.options["--app-id"] ?? []
        let appClips = arguments.options["--appclip"] ?? []
        if let invalid = appIDs.first(where: { !AppSiteAssociation.isValidAppID($0) }) {
            return usageError(AppSiteAssociation.Failure.invalidAppID(invalid).message, environment)
        }
        if let invalid = appClips.first(where: { !AppSiteAssociation.isValidAppID($0) }) {
            return usageError(AppSiteAssociation.Failure.invalidAppClipID(invalid).message, environment)
        }
        let spec: RouteSpec
        switch SpecLoading.linkToolSpec(
            arguments, usage: usage, requiringHosts: universalLinks, environment: environment)
        {
        case .spec(let loaded): spec = loaded
        case .stop(let status): return status
        }
        let generated = AppSiteAssociation.generate(
            spec, appIDs: appIDs, host: arguments.value("--host"),
            webcredentials: arguments.flags.contains("--webcredentials"), appClips: appClips)
        switch generated {
        case .success(let text):
            environment.standardOutput(text)
            return .success
        case .failure(.undeclaredHost(let host, let declared)):
            return usageError(
                SpecLoading.undeclaredHostMessage(host, declared: declared, file: arguments.positionals[0]),
                environment)
        case .failure(.tooLarge(let bytes)):
            environment.standardError(
                "error: the apple-app-site-association file would be \(bytes) bytes, over Apple's limit of 128 KB"
                    + " (\(AppSiteAssociation.sizeLimit) bytes); split the hosts with --host, or merge patterns in"
                    + " \(Quote.visible(arguments.positionals[0]))\n")
            return .failure
        case .failure(let failure):
            environment.standardError("error: \(failure.message)\n")
            return .failure
        }
    }

    /// Why a spec without hosts has no file (Specification §7.6 rule 6).
    static let universalLinks = "so no route is a universal link"

    private static func usageError(_ message: String, _ environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        SpecLoading.usageError(message, usage: usage, environment: environment)
    }
}
