/// `android-manifest <routes.json> [--environment NAME]`: prints the `<intent-filter>` elements that
/// open the spec's links in an Android app, to paste into `AndroidManifest.xml`, for the hosts and
/// schemes of the default environment or the one named (Specification §7.8).
enum AndroidManifestCommand: ToolCommand {
    static let name = "android-manifest"
    static let usage = "android-manifest <routes.json> [--environment NAME]"
    static let summary =
        "Prints the <intent-filter> elements for AndroidManifest.xml: App Links for the hosts, and the"
        + " custom schemes."
    static let arguments = ArgumentSpec(options: [EnvironmentOption.name], positionals: ["routes.json"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        switch SpecLoading.linkToolSpec(arguments, usage: usage, environment: environment) {
        case .spec(let spec):
            environment.standardOutput(AndroidIntentFilters.render(spec))
            return .success
        case .stop(let status):
            return status
        }
    }
}
