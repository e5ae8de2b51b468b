/// `diff <old.json> <new.json> [--allow-breaking] [--format text|markdown]`: the semantic
/// difference between two versions of a spec; exit status 1 when a change breaks links already
/// out there or Swift code that uses the enum, unless `--allow-breaking`, and 1 when either spec
/// has errors.
enum DiffCommand: ToolCommand {
    static let name = "diff"
    static let usage = "diff <old.json> <new.json> [--allow-breaking] [--format text|markdown]"
    static let summary =
        "Compares two versions of a spec route by route; status 1 when a change breaks links or"
        + " Swift code (unless --allow-breaking)."
    static let arguments = ArgumentSpec(
        options: ["--format"], flags: ["--allow-breaking"], positionals: ["old.json", "new.json"])

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let formatName = arguments.value("--format") ?? "text"
        guard let format = SpecDiff.Format(rawValue: formatName) else {
            environment.standardError(
                "error: unknown format '\(formatName)'; use text or markdown\nusage: route-compiler \(usage)\n")
            return .usage
        }
        let oldPath = arguments.positionals[0]
        let newPath = arguments.positionals[1]
        let old = SpecLoading.load(oldPath, arguments, environment: environment)
        let new = SpecLoading.load(newPath, arguments, environment: environment)
        guard let oldSpec = old?.output.spec, let newSpec = new?.output.spec else {
            return .failure
        }
        let allowBreaking = arguments.flags.contains("--allow-breaking")
        let diff = SpecDiff.compare(oldSpec, newSpec)
        environment.standardOutput(
            diff.render(format, oldName: oldPath, newName: newPath, allowBreaking: allowBreaking))
        return diff.isBreaking && !allowBreaking ? .failure : .success
    }
}
