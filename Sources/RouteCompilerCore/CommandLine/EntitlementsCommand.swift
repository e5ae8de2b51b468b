/// `entitlements <routes.json> [--format plain|plist] [--webcredentials] [--appclips] [--environment NAME]`: prints the
/// entries of the Associated Domains entitlement (Specification §7.7).
enum EntitlementsCommand: ToolCommand {
    static let name = "entitlements"
    static let usage =
        "entitlements <routes.json> [--format plain|plist] [--webcredentials] [--appclips] [--environment NAME]"
    static let summary =
        "Prints the applinks: entries of the Associated Domains entitlement (--format plist: a plist"
        + " <array>; --webcredentials, --appclips: those entries too)."
    static let arguments = ArgumentSpec(
        options: ["--format", EnvironmentOption.name], flags: ["--webcredentials", "--appclips"],
        positionals: ["routes.json"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let formatName = arguments.value("--format") ?? "plain"
        guard let format = AssociatedDomainsEntitlement.Format(rawValue: formatName) else {
            return SpecLoading.usageError(
                "unknown format '\(formatName)'; use plain or plist", usage: usage, environment: environment)
        }
        let spec: RouteSpec
        switch SpecLoading.linkToolSpec(
            arguments, usage: usage, requiringHosts: AASACommand.universalLinks, environment: environment)
        {
        case .spec(let loaded): spec = loaded
        case .stop(let status): return status
        }
        for host in AssociatedDomainsEntitlement.unusedHosts(of: spec) {
            environment.standardError(
                "warning: no route accepts host '\(host)'; its apple-app-site-association file claims no path\n")
        }
        let text = AssociatedDomainsEntitlement.render(
            spec, format: format, webcredentials: arguments.flags.contains("--webcredentials"),
            appClips: arguments.flags.contains("--appclips"))
        environment.standardOutput(text)
        return .success
    }
}
