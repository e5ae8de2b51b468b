import Testing

@testable import RouteCompilerCore

/// Composing specs and module specs in memory, laid out as SwiftPM lays them out
/// (`Sources/<Target>/routes.json`), for the tests of compositions (Specification §12).
enum CompositionFixture {
    /// A module's spec: public, with `enumName`, the top-level members `topLevel` and `routes`.
    static func module(
        _ enumName: String, access: String = "public",
        _ topLevel: String = #""schemes": ["myapp"], "hosts": ["example.com"]"#, routes: String
    ) -> String {
        """
        {
          "version": 1,
          "enum": "\(enumName)",
          "access": "\(access)",
          \(topLevel),
          "routes": {
            \(routes)
          }
        }
        """
    }

    /// Runs `route-compiler arguments` over the files.
    static func run(_ arguments: String..., files: [String: String]) -> LinkToolsFixture.Run {
        LinkToolsFixture.run(arguments, files: files)
    }

    /// The composed spec of `files["Sources/App/routes.json"]`, recording an issue when it has
    /// errors.
    static func spec(_ files: [String: String], sourceLocation: SourceLocation = #_sourceLocation) -> RouteSpec? {
        let output = check(files)
        if output.spec == nil {
            Issue.record(
                "invalid composition: \(output.diagnostics.map { $0.formatted(file: "Sources/App/routes.json") })",
                sourceLocation: sourceLocation)
        }
        return output.spec
    }

    /// `RouteCompiler.check` of `files["Sources/App/routes.json"]`, its modules read from `files`.
    static func check(_ files: [String: String]) -> RouteCompiler.Output {
        let app = "Sources/App/routes.json"
        return RouteCompiler.check(Array((files[app] ?? "").utf8)) { entry in
            let path = ModulePaths.resolve(entry.relativeSpecPath, from: "Sources/App")
            guard let text = files[path] else { return ModuleSpecFile(path: path, problem: "no such file") }
            return ModuleSpecFile(path: path, bytes: Array(text.utf8))
        }
    }

    /// A catalog module, an account module and an app composing them, valid.
    static let shop: [String: String] = [
        "Sources/App/routes.json": """
        {
          "version": 1,
          "enum": "AppRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "modules": { "catalog": "Catalog", "account": "Account" },
          "routes": { "home": "/" }
        }
        """,
        "Sources/Catalog/routes.json": module(
            "CatalogRoute", #""schemes": ["myapp"], "hosts": ["example.com", "www.example.com"]"#,
            routes: #"""
                "product": "/products/{id:int}",
                    "productBySlug": "/products/{slug}"
                """#),
        "Sources/Account/routes.json": module(
            "AccountRoute",
            routes: #"""
                "account": "/account",
                    "featured": "/products/featured"
                """#),
    ]
}
