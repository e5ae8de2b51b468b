/// `assetlinks <routes.json> --package <name> --sha256 <fingerprint>... [--package … --sha256 …]...
/// [--environment NAME]`: prints the Digital Asset Links file `/.well-known/assetlinks.json`, and as
/// notes the URLs where it must be served: on the hosts of the default environment or the one named
/// (Specification §7.9).
enum AssetLinksCommand: ToolCommand {
    static let name = "assetlinks"
    static let usage =
        "assetlinks <routes.json> --package <name> --sha256 <fingerprint>..."
        + " [--package <name> --sha256 <fingerprint>...]... [--environment NAME]"
    static let summary =
        "Prints /.well-known/assetlinks.json for the apps given (each --package followed by its --sha256"
        + " fingerprints), and where to serve it."
    static let arguments = ArgumentSpec(
        options: ["--package", "--sha256", EnvironmentOption.name], repeatable: ["--package", "--sha256"],
        positionals: ["routes.json"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let options = arguments.sequence.map { (name: String($0.name.dropFirst(2)), value: $0.value) }
        let statements: [DigitalAssetLinks.Statement]
        switch DigitalAssetLinks.statements(from: options) {
        case .success(let made): statements = made
        case .failure(let failure):
            return SpecLoading.usageError(failure.message, usage: usage, environment: environment)
        }
        let spec: RouteSpec
        switch SpecLoading.linkToolSpec(
            arguments, usage: usage, requiringHosts: "so there is no App Link to verify", environment: environment)
        {
        case .spec(let loaded): spec = loaded
        case .stop(let status): return status
        }
        let hosts = AndroidIntentFilters.verifiedHosts(of: spec)
        if hosts.isEmpty {
            environment.standardError("warning: no route accepts a host, so no filter is verified with this file\n")
        }
        for host in hosts {
            environment.standardError(
                "note: serve this file at https://\(host)/.well-known/assetlinks.json (status 200, no redirect,"
                    + " Content-Type: application/json)\n")
        }
        environment.standardOutput(DigitalAssetLinks.render(statements))
        return .success
    }
}
