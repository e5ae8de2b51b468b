/// `entitlements <routes.json> [--format plain|plist] [--environment NAME]`: prints the `applinks:`
/// entries of the Associated Domains entitlement.
enum EntitlementsCommand: ToolCommand {
    static let name = "entitlements"
    static let usage = "entitlements <routes.json> [--format plain|plist] [--environment NAME]"
    static let summary =
        "Prints the applinks: entries of the Associated Domains entitlement (--format plist:"
        + " a plist <array>)."
    static let arguments = ArgumentSpec(options: ["--format", EnvironmentOption.name], positionals: ["routes.json"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let formatName = arguments.value("--format") ?? "plain"
        guard let format = AssociatedDomainsEntitlement.Format(rawValue: formatName) else {
            environment.standardError(
                "error: unknown format '\(formatName)'; use plain or plist\nusage: route-compiler \(usage)\n")
            return .usage
        }
        guard let loaded = SpecLoading.load(arguments.positionals[0], environment: environment),
            let loadedSpec = loaded.output.spec
        else { return .failure }
        guard let spec = EnvironmentOption.select(loadedSpec, arguments, usage: usage, environment: environment)
        else { return .usage }
        guard !spec.hosts.isEmpty else {
            environment.standardError("error: \(AppSiteAssociation.Failure.noHosts.message)\n")
            return .failure
        }
        for host in AssociatedDomainsEntitlement.unusedHosts(of: spec) {
            environment.standardError(
                "warning: no route accepts host '\(host)'; its apple-app-site-association file claims no path\n")
        }
        environment.standardOutput(AssociatedDomainsEntitlement.render(spec, format: format))
        return .success
    }
}
