import Foundation
import PackagePlugin

/// Compiles a target's `routes.json` into Swift on every build where it changed.
@main
struct RouteCompilerPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let spec = try RoutesSpecLocator.spec(
            in: files, targetName: target.name, asker: .buildPlugin(directory: target.directoryURL))
        let modules = try ModuleSpecFinder.modules(
            of: spec, targetName: target.name, dependencies: ModuleSpecFinder.dependencies(of: target))
        return [
            try RouteBuildCommand.make(
                spec: spec,
                modules: modules,
                tool: context.tool(named: "route-compiler").url,
                workDirectory: context.pluginWorkDirectoryURL
            )
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension RouteCompilerPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let spec = try RoutesSpecLocator.spec(in: files, targetName: target.displayName)
            let modules = try ModuleSpecFinder.modules(
                of: spec, targetName: target.displayName, dependencies: ModuleSpecFinder.dependencies(of: target))
            return [
                try RouteBuildCommand.make(
                    spec: spec,
                    modules: modules,
                    tool: context.tool(named: "route-compiler").url,
                    workDirectory: context.pluginWorkDirectoryURL
                )
            ]
        }

    }
#endif

/// The one build command: `route-compiler generate <spec> --output <work>/GeneratedRoutes.swift`,
/// with `--module NAME=PATH` for each module a composing spec names; the modules' specs are inputs,
/// so that editing one rebuilds the composing target too (Specification §12.2).
enum RouteBuildCommand {
    static func make(spec: URL, modules: (arguments: [String], inputs: [URL]), tool: URL, workDirectory: URL) -> Command
    {
        let output = workDirectory.appending(path: RoutesSpecLocator.generatedFileName)
        return .buildCommand(
            displayName: "Compiling routes in \(spec.lastPathComponent)",
            executable: tool,
            arguments: ["generate", spec.path(percentEncoded: false), "--output", output.path(percentEncoded: false)]
                + modules.arguments,
            inputFiles: [spec, tool] + modules.inputs,
            outputFiles: [output]
        )
    }
}
