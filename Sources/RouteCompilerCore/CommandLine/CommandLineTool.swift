/// `route-compiler <command> [options]` (Specification §7), as a function of its arguments and an
/// environment, so that tests run it in memory.
///
/// Exit status: 0 success, 1 the spec has errors (or `diff` found a breaking change), 2 usage
/// error.
public enum CommandLineTool {
    /// The exit statuses.
    public enum ExitStatus: Int32, Sendable {
        case success = 0
        case failure = 1
        case usage = 2
    }

    /// The commands, in the order `--help` lists them.
    static var commands: [any ToolCommand.Type] {
        [
            GenerateCommand.self,
            CheckCommand.self,
            MatchCommand.self,
            TableCommand.self,
            AASACommand.self,
            EntitlementsCommand.self,
            AndroidManifestCommand.self,
            AssetLinksCommand.self,
            KotlinCommand.self,
            DiffCommand.self,
            VerifyCommand.self,
        ]
    }

    /// Runs the tool with `arguments` (without the program name).
    public static func run(_ arguments: [String], environment: ToolEnvironment) -> ExitStatus {
        guard let first = arguments.first else {
            environment.standardError(usage)
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            environment.standardOutput(usage)
            return .success
        case "--version":
            environment.standardOutput("route-compiler \(CompilerVersion.current)\n")
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            environment.standardError(
                "error: unknown command '\(first)'; run 'route-compiler --help' for the commands\n"
            )
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            environment.standardOutput("usage: route-compiler \(command.usage)\n\n\(command.summary)\n")
            return .success
        }
        do {
            let options = try ParsedArguments(rest, spec: ModuleOption.accepting(command.arguments))
            _ = try ModuleOption.overrides(options)
            return command.run(options, environment: environment)
        } catch let error as ParsedArguments.UsageError {
            environment.standardError(
                "error: \(error.message)\nusage: route-compiler \(command.usage)\n"
            )
            return .usage
        } catch {
            environment.standardError("error: \(error)\n")
            return .usage
        }
    }

    /// The text of `--help`.
    static var usage: String {
        var text = """
            OVERVIEW: Compiles routes.json into a type-safe Swift route enum, and checks, explains \
            and compares route tables.

            USAGE: route-compiler <command> [options]

            COMMANDS:

            """
        for command in commands {
            text += "  \(command.usage)\n      \(command.summary)\n"
        }
        text += """

            OPTIONS:
              --help      Show help (also after a command).
              --version   Show the version.
              --module NAME=PATH
                          After a command that reads a routes.json: the spec of module NAME of a
                          composing spec's "modules" is at PATH (relative to the current directory).

            Exit status: 0 success, 1 the spec has errors (or diff found a breaking change), 2 usage error.

            """
        return text
    }
}

/// One command of the tool.
protocol ToolCommand {
    /// The verb.
    static var name: String { get }
    /// The synopsis after `route-compiler`.
    static var usage: String { get }
    /// One line on what it does.
    static var summary: String { get }
    /// The options and positional arguments it takes.
    static var arguments: ArgumentSpec { get }
    /// Runs it.
    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus
}

/// Reads a spec file and prints its diagnostics; shared by the commands that take a spec.
enum SpecLoading {
    /// The spec at `path` checked, with its diagnostics printed to standard error; `nil` (after
    /// printing) when it cannot be read or has errors.
    ///
    /// The modules of a composing spec (Specification §10.1) are read beside it, or where
    /// `--module` says (``ModuleOption``).
    static func load(
        _ path: String, _ arguments: ParsedArguments, environment: ToolEnvironment
    ) -> (
        bytes: [UInt8], output: RouteCompiler.Output
    )? {
        let bytes: [UInt8]
        do {
            bytes = try environment.readFile(path)
        } catch {
            environment.standardError("error: cannot read \(Quote.single(path)): \(FileProblem.reason(error))\n")
            return nil
        }
        let output = RouteCompiler.check(bytes, modules: modules(of: path, arguments, environment: environment))
        print(output.diagnostics, file: path, environment: environment)
        return (bytes, output)
    }

    /// The loader of the modules of the composing spec at `path`, as `--module` gives them.
    static func modules(
        of path: String, _ arguments: ParsedArguments, environment: ToolEnvironment
    )
        -> ModuleSpecLoader
    {
        // Checked when the arguments were parsed.
        let overrides = (try? ModuleOption.overrides(arguments)) ?? [:]
        return ModuleOption.loader(specPath: path, overrides: overrides, environment: environment)
    }

    /// The valid spec at the first positional argument, for a command that derives link files
    /// from it (`aasa`, `entitlements`, `android-manifest`, `assetlinks`, `verify`), or the exit
    /// status to stop with after printing why: 1 when it cannot be read or has errors, 2 for an
    /// unknown `--environment`.
    ///
    /// This is where the spec's environment is chosen, for every such command at once: the one
    /// `--environment NAME` names, else the default environment (Specification §7.1 rule 9). Each
    /// command lists ``EnvironmentOption/name`` among its ``ToolCommand/arguments`` for the option
    /// to be accepted.
    ///
    /// With `requiringHosts`, a spec without `"hosts"` stops the command too (status 1), with an
    /// error at the spec's top-level object that ends with that reason (`so no route is a
    /// universal link; …`).
    static func linkToolSpec(
        _ arguments: ParsedArguments, usage: String, requiringHosts reason: String? = nil,
        environment: ToolEnvironment
    ) -> LinkToolSpec {
        let path = arguments.positionals[0]
        guard let loaded = load(path, arguments, environment: environment),
            let spec = loaded.output.spec
        else { return .stop(.failure) }
        // `--environment NAME` (Specification §3.12): the spec as that environment sees it.
        guard let selected = EnvironmentOption.select(spec, arguments, usage: usage, environment: environment) else {
            return .stop(.usage)
        }
        if let reason, selected.hosts.isEmpty {
            // An environment lists as many hosts as the top level (§3.12), so the top-level
            // object is where hosts are missing.
            let topLevel = (try? JSONReader.parse(loaded.bytes).get())?.position ?? .start
            print(
                [.error("the spec declares no \"hosts\", \(reason); add the hosts your website serves", at: topLevel)],
                file: path, environment: environment)
            return .stop(.failure)
        }
        return .spec(selected)
    }

    /// `host 'shop.example.com' is not among the "hosts" of routes.json ('example.com')`, naming the
    /// spec at `file`, for a `--host` that no entry of `declared` covers.
    static func undeclaredHostMessage(_ host: String, declared: [String], file: String) -> String {
        let list = declared.map(Quote.single).joined(separator: ", ")
        return "host \(Quote.single(host)) is not among the \"hosts\" of \(Quote.visible(file)) (\(list));"
            + " give one of them, or add it to \"hosts\""
    }

    /// The spec a link tool works on, or the status to stop with.
    enum LinkToolSpec {
        case spec(RouteSpec)
        case stop(CommandLineTool.ExitStatus)
    }

    /// Prints `error: message` and the command's synopsis; the usage status.
    static func usageError(
        _ message: String, usage: String, environment: ToolEnvironment
    ) -> CommandLineTool.ExitStatus {
        environment.standardError("error: \(message)\nusage: route-compiler \(usage)\n")
        return .usage
    }

    /// Prints diagnostics as `file:LINE:COLUMN: severity: message`.
    static func print(_ diagnostics: [Diagnostic], file: String, environment: ToolEnvironment) {
        guard !diagnostics.isEmpty else { return }
        let text = diagnostics.map { $0.formatted(file: file) }.joined(separator: "\n")
        environment.standardError(text + "\n")
    }
}
