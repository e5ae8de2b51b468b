import Foundation
import PackagePlugin

/// `swift package generate-routes [--target NAME]...`: writes `GeneratedRoutes.swift` next to
/// the `routes.json` of each target that has one (or of the targets named), for teams that commit
/// the generated code.
@main
struct RouteCompilerCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let named = RouteCommandArguments.targetNames(in: arguments)
        let tool = try context.tool(named: "route-compiler").url
        var targets: [SourceModuleTarget] = []
        if named.isEmpty {
            targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
                .filter { target in
                    !RoutesSpecLocator.candidates(target.sourceFiles.map(\.url), under: target.directoryURL).isEmpty
                }
        } else {
            for name in named {
                guard let target = context.package.targets.first(where: { $0.name == name }) as? SourceModuleTarget
                else {
                    throw RoutesSpecLocator.LocatorError(
                        description: "no Swift target named '\(name)' in package '\(context.package.displayName)'"
                    )
                }
                targets.append(target)
            }
        }
        if targets.isEmpty {
            Diagnostics.warning("no target has a routes.json; nothing to generate")
        }
        for target in targets {
            let files = RoutesSpecLocator.candidates(target.sourceFiles.map(\.url), under: target.directoryURL)
            let spec = try RoutesSpecLocator.spec(in: files, targetName: target.name, asker: .command)
            let modules = try ModuleSpecFinder.modules(
                of: spec, targetName: target.name, dependencies: ModuleSpecFinder.dependencies(of: target))
            try RouteGenerateRunner.run(tool: tool, spec: spec, moduleArguments: modules.arguments)
        }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension RouteCompilerCommand: XcodeCommandPlugin {
        func performCommand(context: XcodePluginContext, arguments: [String]) throws {
            let named = RouteCommandArguments.targetNames(in: arguments)
            let tool = try context.tool(named: "route-compiler").url
            for target in context.xcodeProject.targets {
                if !named.isEmpty && !named.contains(target.displayName) { continue }
                let files = target.inputFiles.map(\.url)
                guard files.contains(where: { $0.lastPathComponent == RoutesSpecLocator.specFileName }) else {
                    continue
                }
                let spec = try RoutesSpecLocator.spec(in: files, targetName: target.displayName, asker: .command)
                let modules = try ModuleSpecFinder.modules(
                    of: spec, targetName: target.displayName, dependencies: ModuleSpecFinder.dependencies(of: target))
                try RouteGenerateRunner.run(tool: tool, spec: spec, moduleArguments: modules.arguments)
            }
        }
    }
#endif

/// Reads the `--target NAME` options and ignores everything else (Xcode adds its own arguments).
enum RouteCommandArguments {
    static func targetNames(in arguments: [String]) -> [String] {
        var names: [String] = []
        var index = 0
        while index < arguments.count {
            if arguments[index] == "--target", index + 1 < arguments.count {
                names.append(arguments[index + 1])
                index += 2
            } else {
                index += 1
            }
        }
        return names
    }
}

/// Runs `route-compiler generate` for one spec, writing next to it.
///
/// The modules of a composing spec are given as `--module` arguments.
enum RouteGenerateRunner {
    /// - Parameter moduleArguments: `--module NAME=PATH` for each module a composing spec names.
    static func run(tool: URL, spec: URL, moduleArguments: [String]) throws {
        let output = spec.deletingLastPathComponent().appending(path: RoutesSpecLocator.generatedFileName)
        let process = Process()
        process.executableURL = tool
        process.arguments =
            [
                "generate", spec.path(percentEncoded: false), "--output", output.path(percentEncoded: false),
            ] + moduleArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RoutesSpecLocator.LocatorError(
                description: "route-compiler failed on \(spec.path(percentEncoded: false)); see the errors above"
            )
        }
        print("wrote \(output.path(percentEncoded: false))")
    }
}
