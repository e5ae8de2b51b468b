/// `--environment NAME` (Specification §7.1 rule 9): the tools that make link files, tables and
/// match explanations work on the spec as seen in one of its environments (§3.12).
enum EnvironmentOption {
    /// The option's name.
    static let name = "--environment"

    /// `spec` as seen in the environment that `arguments` name, or `spec` itself without the
    /// option; `nil` after printing a usage error for a name the spec does not declare (the caller
    /// returns ``CommandLineTool/ExitStatus/usage``).
    static func select(
        _ spec: RouteSpec, _ arguments: ParsedArguments, usage: String, environment: ToolEnvironment
    ) -> RouteSpec? {
        guard let name = arguments.value(Self.name) else { return spec }
        if let resolved = spec.resolving(environment: name) { return resolved }
        environment.standardError(
            "error: \(unknownMessage(name, in: spec))\nusage: route-compiler \(usage)\n")
        return nil
    }

    /// `unknown environment 'x'; the spec declares 'staging' and 'beta'`.
    static func unknownMessage(_ name: String, in spec: RouteSpec) -> String {
        let names = spec.environments.map(\.name)
        let start = "unknown environment \(Quote.single(name))"
        guard !names.isEmpty else {
            return "\(start); the spec declares no \"environments\", so only the default one exists"
        }
        return "\(start); the spec declares \(Quote.list(names.map(Quote.single), conjunction: "and"))"
            + NameSuggestions.suffix(for: name, among: names)
    }
}
