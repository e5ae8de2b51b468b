import AccountFeature
import CatalogFeature
import Foundation
import ReversedComposition
import RouteCompilerCore
import Testing

/// The composed matcher against the reference matcher over the composed table, on seeded URLs
/// drawn from every spec's patterns (Specification §12.4): the same answers, the
/// composition refusing nothing a module opens as the module does, the same answers in both
/// orders of `modules`, and seeded round trips over the module cases.
@Suite struct ComposedDifferentialTests {
    @Test func composedAndReferenceMatchersAgree() throws {
        let spec = try ComposedSpec.load()
        let reference = ReferenceMatcher(spec, swiftTypes: ["SKU": { SKU(routeParameter: $0) != nil }])
        var forge = ComposedURLForge(spec: spec, seed: 0xC0_4905ED)
        var disagreements: [String] = []
        var reached: [String: Int] = [:]
        for _ in 0..<20_000 {
            let url = forge.next()
            let generated = AppRoute(string: url)
            let expected = reference.match(url)
            let printed = generated.map(String.init(describing:))
            let described = expected?.swiftDescription(module: ComposedSpec.module) { _, text in
                SKU(routeParameter: text).map { String(reflecting: $0) } ?? "<invalid SKU>"
            }
            if printed != described {
                disagreements.append(
                    "\(url.debugDescription): generated \(printed ?? "nil"), reference \(described ?? "nil")")
            }
            if let expected { reached[expected.routeName, default: 0] += 1 }
        }
        #expect(
            disagreements.isEmpty,
            "\(disagreements.count) disagreements:\n\(disagreements.prefix(20).joined(separator: "\n"))")
        let unreached = spec.routes.map(\.name).filter { reached[$0, default: 0] < 20 }
        #expect(unreached.isEmpty, "routes matched fewer than 20 times: \(unreached)")
    }

    /// A module's route opens in the composition exactly as the module opens it, and in both
    /// orders of `modules`; round trips hold for every module case the URLs open.
    @Test func theCompositionAgreesWithEachModule() throws {
        var forge = ComposedURLForge(spec: try ComposedSpec.load(), seed: 0x5EED_0002)
        var moduleMatches = 0
        for _ in 0..<20_000 {
            let url = forge.next()
            let composed = AppRoute(string: url)
            // The round trip holds where it holds for the module alone (a page shadowed within the
            // module, `/products/0` by `/products/{id:int}`, is the module's), unless another spec's
            // route wins the canonical URL by precedence (`/products/featured` on www.example.com
            // opens the catalog's slug, its canonical URL the account's literal).
            switch composed {
            case .catalog(let route):
                moduleMatches += 1
                #expect(CatalogRoute(string: url) == route, "\(url)")
                let rebuilt = AppRoute(url: route.url)
                if CatalogRoute(url: route.url) == route, rebuilt != composed {
                    if case .catalog = rebuilt { Issue.record("\(url): \(composed!) does not round-trip") }
                    if rebuilt == nil { Issue.record("\(url): \(composed!) does not round-trip") }
                }
            case .account(let route):
                moduleMatches += 1
                #expect(AccountRoute(string: url) == route, "\(url)")
                let rebuilt = AppRoute(url: route.url)
                if AccountRoute(url: route.url) == route, rebuilt != composed {
                    if case .account = rebuilt { Issue.record("\(url): \(composed!) does not round-trip") }
                    if rebuilt == nil { Issue.record("\(url): \(composed!) does not round-trip") }
                }
            default:
                break
            }
            let reversed = ReversedRoute(string: url)
            if let reversed {
                #expect(String(describing: reversed) == composed.map(String.init(describing:)), "\(url)")
            } else if case .catalog = composed {
                Issue.record("\(url) opens \(composed!) but nothing in the other order")
            } else if case .account = composed {
                Issue.record("\(url) opens \(composed!) but nothing in the other order")
            }
        }
        #expect(moduleMatches > 2_000)
    }
}

/// The composed spec of this target, read with its modules from the fixtures, as the plugin reads
/// it.
enum ComposedSpec {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    /// The module that declares `AppRoute`, as reflection prints it.
    static let module = String(String(reflecting: AppRoute.self).prefix { $0 != "." })

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    static func load() throws -> RouteSpec {
        let bytes = Array(try Data(contentsOf: directory.appendingPathComponent("routes.json")))
        let fixtures = directory.deletingLastPathComponent().appendingPathComponent("ModularFixtures")
        let output = RouteCompiler.check(bytes) { entry in
            let path = fixtures.appendingPathComponent(entry.moduleName).appendingPathComponent("routes.json").path
            guard let data = FileManager.default.contents(atPath: path) else {
                return ModuleSpecFile(path: path, problem: "no such file")
            }
            return ModuleSpecFile(path: path, bytes: Array(data))
        }
        guard let spec = output.spec else {
            throw Invalid(
                description: output.diagnostics.map { $0.formatted(file: "routes.json") }.joined(separator: "\n"))
        }
        return spec
    }
}

/// Seeded URLs from the patterns of every route of a composed table, under every spec's schemes
/// and hosts and some refused ones, with valid and broken values, sometimes mutated.
struct ComposedURLForge {
    let spec: RouteSpec
    var state: UInt64

    init(spec: RouteSpec, seed: UInt64) {
        self.spec = spec
        state = seed
    }

    private mutating func next64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[Int(next64() % UInt64(items.count))] }
    private mutating func chance(_ oneIn: UInt64) -> Bool { next64() % oneIn == 0 }

    mutating func next() -> String {
        let route = pick(spec.routes)
        let pattern = pick(route.patterns)
        let hosts = spec.hosts.map(\.value.text) + ["www.example.com", "evil.com", "EXAMPLE.com"]
        let schemes = spec.schemes.map(\.value.name) + ["other", "MYAPP"]
        var path = ""
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text): path += "/" + (chance(30) ? text.uppercased() : text)
            case .parameter(_, let type): path += "/" + value(type)
            case .catchAll: for _ in 0..<Int(next64() % 3) { path += "/" + value(.builtIn(.string)) }
            case .mixed(let pieces):
                path += "/"
                for piece in pieces {
                    switch piece {
                    case .literal(let text): path += text
                    case .parameter(_, let type): path += value(type)
                    }
                }
            }
        }
        var items: [String] = []
        for binding in pattern.queryBindings where !chance(10) { items.append(binding.key + "=" + value(binding.type)) }
        for parameter in route.queryParameters where chance(2) {
            items.append(parameter.name + "=" + value(parameter.type))
        }
        var url: String
        if chance(2) {
            url = "https://" + pick(hosts) + (path.isEmpty ? "/" : path)
        } else {
            url = pick(schemes) + "://" + (path.isEmpty ? "" : String(path.dropFirst()))
        }
        if !items.isEmpty { url += "?" + items.joined(separator: "&") }
        if chance(8) {
            url.insert(
                pick(["/", "%", "a", "."]), at: url.index(url.startIndex, offsetBy: Int(next64() % UInt64(url.count))))
        }
        return url
    }

    private mutating func value(_ type: ParameterType) -> String {
        switch type {
        case .builtIn(.int): pick(["0", "42", "-7", "9223372036854775807", "x", "1.5", "01"])
        case .builtIn(.uuid):
            pick(["0f8fad5b-d9cb-469f-a165-70867728950e", "0F8FAD5B-D9CB-469F-A165-70867728950E", "nope"])
        case .builtIn(.double): pick(["1.5", "-0", "x"])
        case .builtIn(.bool): pick(["true", "false", "1", "yes"])
        case .builtIn: pick(["a", "red-shoe", "featured", "a%20b", "%2F", "é", "", "internal"])
        case .enumeration(let named): chance(5) ? "bogus" : pick(named.rawValues)
        case .app: pick(["ABC123", "abc123", "AB12", "internal"])
        }
    }
}
