import Foundation

@testable import RouteCompilerCore

/// The composed fixture of the Kotlin tests (Specification §10.1, §10.2 rule 5):
/// Tests/ComposedRoutesTests/routes.json with its modules read from disk beside this file's
/// repository, `CatalogFeature` from Tests/ModularFixtures (as `--module` would give it) and
/// `AccountFeature` from its entry's `"spec"`.
enum ComposedFixture {
    /// The composing spec, relative to the repository.
    static let path = "Tests/ComposedRoutesTests/routes.json"

    /// The repository's root.
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The Kotlin class of the catalog module's app type `SKU` (its `"kotlin"`), as the Swift
    /// `SKU` of Tests/ModularFixtures/CatalogFeature reads it: three capital letters and three
    /// digits.
    static let skuSource = """
        package com.example.catalog

        /** A stock-keeping unit: three capital letters and three digits (`ABC123`). */
        data class SKU(val code: String) {
            /** The code, as URLs write it. */
            val routeParameter: String get() = code

            companion object {
                /** Reads three capital letters and three digits; null for any other text. */
                fun fromRouteParameter(text: String): SKU? {
                    val bytes = text.toByteArray(Charsets.UTF_8)
                    if (bytes.size != 6) return null
                    for (index in 0 until 3) if (bytes[index] !in 65..90) return null
                    for (index in 3 until 6) if (bytes[index] !in 48..57) return null
                    return SKU(text)
                }
            }
        }

        """

    /// The Swift `SKU`'s test of a text, for the reference matcher.
    static let sku: @Sendable (String) -> Bool = { text in
        let bytes = Array(text.utf8)
        return bytes.count == 6 && bytes[..<3].allSatisfy { $0 >= 65 && $0 <= 90 }
            && bytes[3...].allSatisfy { $0 >= 48 && $0 <= 57 }
    }

    /// Reads each module's spec: the entry's `"spec"` relative to the composing spec, else
    /// Tests/ModularFixtures/<module>/routes.json; each file named relative to the repository.
    static let loader: ModuleSpecLoader = { entry in
        let relative =
            entry.specPath.map { resolved($0) } ?? "Tests/ModularFixtures/\(entry.moduleName)/routes.json"
        guard let data = FileManager.default.contents(atPath: repository.appendingPathComponent(relative).path)
        else { return ModuleSpecFile(path: relative, problem: "no such file") }
        return ModuleSpecFile(path: relative, bytes: Array(data))
    }

    /// `spec`, relative to the composing spec's folder, as a path relative to the repository
    /// (`..` taken away).
    static func resolved(_ spec: String) -> String {
        var components = path.split(separator: "/").dropLast().map(String.init)
        for component in spec.split(separator: "/").map(String.init) {
            switch component {
            case ".", "": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return components.joined(separator: "/")
    }

    /// The composed spec and the diagnostics of checking it.
    static func check() -> RouteCompiler.Output {
        let bytes = Array(FileManager.default.contents(atPath: repository.appendingPathComponent(path).path) ?? Data())
        return RouteCompiler.check(bytes, modules: loader)
    }
}
