import Foundation
import RouteCompilerCore

/// The test spec the generated code was generated from, read and validated by
/// `RouteCompiler.check`: `Tests/RouteCompilerPluginTests/routes.json`, or `$ROUTE_FUZZ_ROUTES`.
/// (The plugin tests declare their own `TestSpec` in `DifferentialTests.swift`, which this target
/// does not compile; `ReferenceAgreement.swift` uses it.)
enum TestSpec {
    static let path =
        ProcessInfo.processInfo.environment["ROUTE_FUZZ_ROUTES"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/RouteCompilerPluginTests/routes.json").path

    /// The spec, read once.
    static let spec: RouteSpec = {
        guard let data = FileManager.default.contents(atPath: path) else { fatalError("cannot read \(path)") }
        let output = RouteCompiler.check(Array(data))
        guard let spec = output.spec else {
            fatalError(output.diagnostics.map { $0.formatted(file: "routes.json") }.joined(separator: "\n"))
        }
        return spec
    }()

    /// The spec, as the plugin tests' `TestSpec.load()` gives it.
    static func load() throws -> RouteSpec { spec }
}
