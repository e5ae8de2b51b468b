import Foundation
import Testing

@testable import RouteCompilerCore

/// The Kotlin of a composition (Specification §10.1, §10.2 rule 5) without a Kotlin compiler: each
/// module a nested `sealed class` with its routes and named enums, the makers and parents naming
/// them in full, and the names the emitter gives or refuses. `KotlinCompilationTests` compiles the
/// composed fixture and runs it against the reference matcher.
@Suite struct KotlinCompositionTests {
    /// The Kotlin of the composed fixture (``ComposedFixture``).
    static func fixtureSource(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let output = ComposedFixture.check()
        let spec = try #require(
            output.spec, "\(output.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        let emitted = KotlinEmitter.emit(spec, package: "com.example.links")
        #expect(emitted.diagnostics.isEmpty, "\(emitted.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        return try #require(emitted.source, sourceLocation: sourceLocation)
    }

    /// The composed spec of `json` with one module, `module` read from memory as `shop.json`.
    static func composed(_ json: String, module: String) -> RouteCompiler.Output {
        let bytes = Array(module.utf8)
        return RouteCompiler.check(Array(json.utf8)) { _ in ModuleSpecFile(path: "shop.json", bytes: bytes) }
    }

    @Test func eachModuleIsANestedSealedClass() throws {
        let source = try Self.fixtureSource()
        for line in [
            "internal sealed class AppRoute {",
            "    object Home : AppRoute() {",
            "    data class Search(val q: String, val page: Long = 1) : AppRoute() {",
            "    sealed class Catalog : AppRoute() {",
            // A module's route may have the module's name: its supertype is written in full.
            "        object Catalog : AppRoute.Catalog() {",
            "        data class Product(val id: Long, val tab: Tab = Tab.OVERVIEW, val ref: String? = null)"
                + " : AppRoute.Catalog() {",
            "            override val parent: AppRoute? get() = AppRoute.Catalog.Catalog",
            "            override val parent: AppRoute? get() = AppRoute.Catalog.Product(id = id)",
            "        data class Sku(val code: com.example.catalog.SKU) : AppRoute.Catalog() {",
            "        @Deprecated(\"use /products/{id}\")",
            "        data class OldProduct(val id: Long) : AppRoute.Catalog() {",
            "        enum class Tab(val raw: String) {",
            "            OVERVIEW(\"overview\"),",
            "    sealed class Account : AppRoute() {",
            "        data class Account(val tab: Tab? = null) : AppRoute.Account() {",
            "            override val parent: AppRoute? get() = AppRoute.Account.Account()",
            "        object SignIn : AppRoute.Account() {",
            "            ORDERS(\"orders\"),",
            "    val requiresLogin: Boolean get() =",
            "    val analyticsName: String get() = AppRouteRuntime.metadata(_key, \"analyticsName\", \"app\")!!",
            "        fun parse(url: String): AppRoute? {",
            "        fun parsePath(path: String): AppRoute? {",
        ] {
            #expect(source.contains(line + (line.hasSuffix("=") ? " " : "\n")), "missing: \(line)")
        }
        for text in [
            "-> AppRoute.Catalog.Product(m.long(0), AppRoute.Catalog.Tab.values()[m.index(1)], m.optString(2))",
            "-> AppRoute.Account.Account(m.optIndex(0)?.let { AppRoute.Account.Tab.values()[it] })",
            "-> AppRoute.Catalog.Sku(com.example.catalog.SKU.fromRouteParameter(m.string(0))!!)",
            "-> AppRoute.Catalog.Catalog\n", "-> AppRoute.Home\n",
            "com.example.catalog.SKU.fromRouteParameter(text) != null",
        ] {
            #expect(source.contains(text), "missing: \(text)")
        }
        // Each module has its own `Tab`; no composed name (`catalog.product`) is a Kotlin name.
        #expect(source.components(separatedBy: "enum class Tab(val raw: String) {").count == 3)
        #expect(!source.contains("class Catalog.") && !source.contains("make_catalog."))
        #expect(!source.contains("import "))
    }

    @Test func theSameCompositionGivesTheSameBytes() throws {
        #expect(try Self.fixtureSource() == Self.fixtureSource())
    }

    /// Specification §10.2 rule 2 in each scope: a module's type named like a route of the module
    /// is suffixed `Type` inside the module's class; a type of the composing spec named like a
    /// module's class is suffixed `Type` at the top.
    @Test func theTypeSuffixInEachScope() throws {
        let output = Self.composed(
            #"{"schemes": ["myapp"], "types": {"Shop": ["x", "y"]}, "modules": {"shop": {"module": "Shop","#
                + #" "spec": "shop.json"}}, "routes": {"pick": "/pick/{shop:Shop}"}}"#,
            module: #"{"enum": "ShopRoute", "access": "public", "schemes": ["myapp"], "types": {"Tab": ["a", "b"]},"#
                + #" "routes": {"tab": "/shop/{tab:Tab}", "shop": "/shop"}}"#)
        let spec = try #require(output.spec, "\(output.diagnostics.map(\.message))")
        let source = try #require(KotlinEmitter.emit(spec, package: "a").source)
        for text in [
            "    data class Pick(val shop: ShopType) : Route() {",
            "    sealed class Shop : Route() {",
            "        data class Tab(val tab: TabType) : Route.Shop() {",
            "        object Shop : Route.Shop() {",
            "        enum class TabType(val raw: String) {",
            "    enum class ShopType(val raw: String) {",
            "-> Route.Shop.Tab(Route.Shop.TabType.values()[m.index(0)])",
            "-> Route.Pick(Route.ShopType.values()[m.index(0)])",
        ] {
            #expect(source.contains(text + (text.hasPrefix("->") ? "\n" : "")), "missing: \(text)")
        }
    }

    /// A module whose class would be named like a route class of the composing spec, or like the
    /// sealed class, is an error of the `kotlin` command at the module's entry.
    @Test func aModuleClassThatClashesIsAnError() throws {
        let module = #"{"enum": "ShopRoute", "access": "public", "schemes": ["myapp"], "routes": {"a": "/shop"}}"#
        let clash = Self.composed(
            #"{"schemes": ["myapp"], "modules": {"shop": {"module": "Shop", "spec": "shop.json"}},"#
                + #" "routes": {"Shop": "/s"}}"#,
            module: module)
        let spec = try #require(clash.spec, "\(clash.diagnostics.map(\.message))")
        let emitted = KotlinEmitter.emit(spec, package: "a")
        #expect(emitted.source == nil)
        #expect(
            emitted.diagnostics.map(\.message) == [
                "module 'shop' would be the Kotlin class 'Shop', like route 'Shop'; rename one of them for the kotlin"
                    + " command"
            ])
        #expect(emitted.diagnostics.first?.position.line == 1)
        let named = Self.composed(
            #"{"enum": "Shop", "schemes": ["myapp"], "modules": {"shop": {"module": "ShopKit", "spec": "shop.json"}}}"#,
            module: module)
        let namedSpec = try #require(named.spec, "\(named.diagnostics.map(\.message))")
        #expect(
            KotlinEmitter.emit(namedSpec, package: "a").diagnostics.map(\.message) == [
                "module 'shop' would be the Kotlin class 'Shop', the name of the sealed class; rename its case for the"
                    + " kotlin command"
            ])
    }

    /// A module's app type needs its `"kotlin"` class, reported in the module's own file.
    @Test func aModuleAppTypeWithoutAKotlinClassIsAnError() throws {
        let output = Self.composed(
            #"{"schemes": ["myapp"], "modules": {"shop": {"module": "Shop", "spec": "shop.json"}}}"#,
            module: #"{"enum": "ShopRoute", "access": "public", "schemes": ["myapp"],"#
                + #" "types": {"Code": {"swift": "Code"}}, "routes": {"item": "/item/{code:Code}"}}"#)
        let spec = try #require(output.spec, "\(output.diagnostics.map(\.message))")
        let emitted = KotlinEmitter.emit(spec, package: "a")
        #expect(emitted.source == nil)
        #expect(emitted.diagnostics.count == 1)
        #expect(emitted.diagnostics.first?.message.hasPrefix("type 'Code' has no Kotlin class") == true)
        #expect(emitted.diagnostics.first?.position.file == "shop.json", "\(emitted.diagnostics)")
    }
}
