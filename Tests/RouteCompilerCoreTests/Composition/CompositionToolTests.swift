import Testing

@testable import RouteCompilerCore

/// Every command on a composing spec (Specification §12.7): the modules' routes in one
/// table, named `catalog.product`, positioned in their own files; `--module NAME=PATH`; `diff`
/// reporting a route moved between modules.
@Suite struct CompositionToolTests {
    let files = CompositionFixture.shop
    let app = "Sources/App/routes.json"

    @Test func matchNamesTheModuleRouteAndItsFile() {
        let run = CompositionFixture.run(
            "match", app, "https://example.com/products/featured", "https://www.example.com/products/7", "/account",
            files: files)
        #expect(run.status == .success, "\(run.errors)")
        #expect(
            run.output == """
                https://example.com/products/featured
                  opens 'account.featured' via '/products/featured' (Sources/Account/routes.json:8:17)
                  .account(.featured)

                https://www.example.com/products/7
                  opens 'catalog.product' via '/products/{id:int}' (Sources/Catalog/routes.json:7:16)
                  .catalog(.product(id: 7))

                /account
                  opens 'account.account' via '/account' (Sources/Account/routes.json:7:16)
                  .account(.account)

                """)
    }

    @Test func theModuleOptionGivesAModulesSpec() {
        var moved = files
        moved["elsewhere/catalog.json"] = moved.removeValue(forKey: "Sources/Catalog/routes.json")
        let missing = CompositionFixture.run("check", app, files: moved)
        #expect(missing.status == .failure)
        #expect(
            missing.errors.contains("Sources/App/routes.json:6:16: error: cannot read the spec of module 'Catalog'"))
        let given = CompositionFixture.run("check", app, "--module", "Catalog=elsewhere/catalog.json", files: moved)
        #expect(given.status == .success, "\(given.errors)")
        let table = CompositionFixture.run(
            "table", app, "--module=Catalog=./elsewhere/../elsewhere/catalog.json", files: moved)
        #expect(table.status == .success, "\(table.errors)")
        #expect(table.output.contains("| `catalog.product` | `/products/{id:int}` |"))
        for malformed in ["Catalog", "=x.json", "Catalog="] {
            let run = CompositionFixture.run("check", app, "--module", malformed, files: moved)
            #expect(run.status == .usage, "\(malformed)")
            #expect(run.errors.hasPrefix("error: '--module \(malformed)' must be NAME=PATH"))
        }
    }

    /// One set of link files for every spec's hosts and routes.
    @Test func linkFilesCoverEveryModule() {
        let entitlements = CompositionFixture.run("entitlements", app, files: files)
        #expect(entitlements.output == "applinks:example.com\napplinks:www.example.com\n", "\(entitlements.errors)")
        let aasa = CompositionFixture.run("aasa", app, "--app-id", "ABCDE12345.com.example.app", files: files)
        #expect(aasa.status == .success)
        for comment in [
            "home: /", "catalog.product: /products/{id:int}; catalog.productBySlug: /products/{slug}",
            "account.featured: /products/featured",
        ] {
            #expect(aasa.output.contains("\"comment\": \"\(comment)\""), "\(comment)")
        }
        let android = CompositionFixture.run("android-manifest", app, files: files)
        #expect(android.output.contains("<data android:host=\"www.example.com\" />"))
        #expect(android.output.contains("<data android:pathPattern=\"/products/.*\" />"), "\(android.output)")
        #expect(android.output.contains("<data android:path=\"/products/featured\" />"), "\(android.output)")
    }

    @Test func generateWritesTheComposingEnum() throws {
        let run = CompositionFixture.run("generate", app, "--output", "out.swift", files: files)
        #expect(run.status == .success, "\(run.errors)")
        let output = RouteCompiler.compile(Array(files[app]!.utf8)) { entry in
            let path = "Sources/\(entry.moduleName)/routes.json"
            return ModuleSpecFile(path: path, bytes: Array(files[path]!.utf8))
        }
        let source = try #require(output.swiftSource)
        #expect(source.contains("@_spi(Generated) import Catalog\n@_spi(Generated) import Account\n"))
        #expect(source.contains("    case catalog(Catalog.CatalogRoute)\n"))
        #expect(source.contains("return .catalog(.product(id: m.value(0)))"))
        #expect(source.contains("case .account(.featured): visitor.route("))
    }

    /// In an environment each route keeps its own spec's spelling of its hosts, a spec without the
    /// environment its default ones (Specification §12.4 rule 6).
    @Test func environmentsArePerSpec() {
        var files = files
        files["Sources/Catalog/routes.json"] = CompositionFixture.module(
            "CatalogRoute",
            #"""
            "schemes": ["myapp"], "hosts": ["example.com", "www.example.com"],
              "environments": { "staging": { "condition": "STAGING", "hosts": ["staging.example.com", "www.staging.example.com"] } }
            """#,
            routes: #""product": "/products/{id:int}""#)
        let run = CompositionFixture.run(
            "match", app, "--environment", "staging", "https://staging.example.com/products/1",
            "https://example.com/account", "https://staging.example.com/account", "https://example.com/", files: files)
        #expect(run.errors.isEmpty, "\(run.errors)")
        let opened = run.output.split(separator: "\n").filter { $0.hasPrefix("  .") || $0.hasPrefix("  opens no") }
        #expect(opened.count == 4)
        #expect(opened[0] == "  .catalog(.product(id: 1))")
        #expect(opened[1] == "  .account(.account)")
        #expect(opened[2].hasPrefix("  opens no route"))
        #expect(opened[3] == "  .home")
        let entitlements = CompositionFixture.run("entitlements", app, "--environment", "staging", files: files)
        #expect(
            entitlements.output
                == "applinks:example.com\napplinks:staging.example.com\napplinks:www.staging.example.com\n")
        // The generated table has a host slot per spelling.
        let specs = files
        let output = RouteCompiler.compile(Array(specs[app]!.utf8)) { entry in
            let path = "Sources/\(entry.moduleName)/routes.json"
            return ModuleSpecFile(path: path, bytes: Array(specs[path]!.utf8))
        }
        let source = output.swiftSource ?? ""
        #expect(source.contains("#if STAGING\n"))
        #expect(
            source.contains(
                "        5smyapp\n        ;hexample.com\n        ;hexample.com\n        ?hwww.example.com\n"),
            "\(source)")
    }

    /// A route moved from one module to another is reported as moved: breaking for Swift, with its
    /// links checked, which still open it.
    @Test func diffReportsARouteMovedBetweenModules() throws {
        var new = files
        new["Sources/Catalog/routes.json"] = CompositionFixture.module(
            "CatalogRoute", #""schemes": ["myapp"], "hosts": ["example.com", "www.example.com"]"#,
            routes: #"""
                "product": "/products/{id:int}",
                    "productBySlug": "/products/{slug}",
                    "featured": { "path": "/products/featured", "hosts": ["example.com"] }
                """#)
        new["Sources/Account/routes.json"] = CompositionFixture.module(
            "AccountRoute", routes: #""account": "/account""#)
        let old = try #require(CompositionFixture.spec(files))
        let diff = SpecDiff.compare(old, try #require(CompositionFixture.spec(new)))
        #expect(
            diff.changes == [
                .init(
                    .breaksCode, route: "account.featured",
                    "case `account.featured` moved from module `account` to module `catalog` (now"
                        + " `.catalog(.featured)`); its links open it there")
            ])
        // Moved to the composing spec, under the same schemes and hosts: no link breaks.
        var own = files
        own["Sources/Account/routes.json"] = new["Sources/Account/routes.json"]
        own[app] = LinkToolsFixture.edit(
            own[app]!, #""routes": { "home": "/" }"#, #""routes": { "home": "/", "featured": "/products/featured" }"#)
        let toOwn = SpecDiff.compare(old, try #require(CompositionFixture.spec(own)))
        #expect(
            toOwn.changes.contains {
                $0.category == .breaksCode
                    && $0.message.contains("moved from module `account` to the composing spec (now `.featured`)")
            })
        #expect(!toOwn.changes.contains { $0.category == .breaksLinks }, "\(toOwn.changes)")
    }
}
