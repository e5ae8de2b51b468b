import Testing

@testable import RouteCompilerCore

/// Every error of a composition (Specification §12.1, 4 and 5), each at the line of the
/// file it concerns: composition errors at the entry of `"modules"`, a module's own errors at
/// the module spec's lines.
@Suite struct CompositionErrorTests {
    /// The errors of the entries and of the modules' own specs, all in one run.
    @Test func entriesAndModuleSpecsInOneRun() {
        let files = [
            "Sources/App/routes.json": """
            {
              "version": 1,
              "enum": "AppRoute",
              "schemes": ["myapp"],
              "hosts": ["example.com"],
              "modules": {
                "catalog": "Catalog",
                "account": "Account",
                "orders": "Orders",
                "nested": "Nested",
                "again": "Account",
                "home": "Home",
                "broken": { "module": "Broken" },
                "bad-name": "Bad",
                "odd": { "module": "Odd", "spec": "", "extra": 1 },
                "keyword": "class",
                "elsewhere": { "module": "Elsewhere", "spec": "../../Features/Elsewhere/routes.json" }
              },
              "routes": { "home": "/" }
            }
            """,
            "Sources/Catalog/routes.json": CompositionFixture.module(
                "CatalogRoute", routes: #""product": "/products/{id:Number}""#),
            "Sources/Account/routes.json": CompositionFixture.module(
                "AccountRoute", access: "internal", routes: #""account": "/account""#),
            "Sources/Nested/routes.json": """
            {
              "version": 1,
              "enum": "NestedRoute",
              "access": "public",
              "modules": { "inner": "Inner" }
            }
            """,
            "Sources/Broken/routes.json": "{\n  \"version\": 1,\n  \"routes\": {\n    \"x\": \"/x\",\n  }\n}\n",
            "Features/Elsewhere/routes.json": CompositionFixture.module(
                "ElsewhereRoute", routes: #""place": "/place/{id:int}", "place": "/again""#),
        ]
        let run = CompositionFixture.run("check", "Sources/App/routes.json", files: files)
        #expect(run.status == .failure)
        let expected = [
            "Sources/App/routes.json:8:5: error: the spec of module 'Account' ('Sources/Account/routes.json') has access 'internal', but its enum is the payload of case 'account(Account.AccountRoute)' in another module",
            "Sources/App/routes.json:9:5: error: cannot read the spec of module 'Orders' at 'Sources/Orders/routes.json': no such file; give its path with \"spec\" in the entry, relative to this file, or with --module Orders=PATH",
            "Sources/App/routes.json:10:5: error: the spec of module 'Nested' ('Sources/Nested/routes.json') has \"modules\" of its own",
            "Sources/App/routes.json:11:5: error: module 'Account' is listed twice, as 'account' and 'again'",
            "Sources/App/routes.json:8:5: note: 'account' lists it first",
            "Sources/App/routes.json:12:5: error: module case 'home' is also the name of a route in \"routes\"",
            "Sources/App/routes.json:14:5: error: module case name 'bad-name' is not a Swift identifier",
            "Sources/App/routes.json:15:39: error: \"spec\" of module 'odd' is empty",
            "Sources/App/routes.json:15:43: error: unknown key 'extra' in module 'odd'",
            "Sources/App/routes.json:16:16: error: module name 'class' is not a Swift module name",
            "Sources/Broken/routes.json:4:14: error: trailing comma before '}'",
            "Sources/Catalog/routes.json:7:31: error: unknown type 'Number' in '{id:Number}'",
            "Features/Elsewhere/routes.json:7:33: error: duplicate key \"place\" (first at Features/Elsewhere/routes.json:7:5)",
        ]
        let lines = run.errors.split(separator: "\n").map(String.init)
        for prefix in expected {
            #expect(lines.contains { $0.hasPrefix(prefix) }, "missing: \(prefix)\nin:\n\(run.errors)")
        }
        #expect(lines.count == expected.count, "\(run.errors)")
    }

    /// Two modules' routes that read the same URL: an error naming both specs' positions, with
    /// the witness; a module's example is checked against the composed matcher.
    @Test func ambiguityAndExamplesAcrossModules() {
        var files = CompositionFixture.shop
        files["Sources/Catalog/routes.json"] = CompositionFixture.module(
            "CatalogRoute",
            routes: #"""
                "item": "/items/{name}",
                    "productBySlug": { "path": "/products/{slug}", "examples": ["https://example.com/products/featured"] }
                """#)
        files["Sources/Account/routes.json"] = CompositionFixture.module(
            "AccountRoute",
            routes: #"""
                "entry": "/items/{id}",
                    "featured": "/products/featured"
                """#)
        let run = CompositionFixture.run("check", "Sources/App/routes.json", files: files)
        #expect(run.status == .failure)
        let lines = run.errors.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Sources/Account/routes.json:7:14: error: ambiguous: 'catalog.item' ('/items/{name}') and 'account.entry'"
                    + " ('/items/{id}') both match https://example.com/items/x with equal precedence; the paths have the"
                    + " same shape; make the paths differ by a literal segment",
                "Sources/Catalog/routes.json:7:13: note: 'catalog.item' ('/items/{name}') also matches"
                    + " https://example.com/items/x",
                "Sources/Catalog/routes.json:8:65: error: example 'https://example.com/products/featured' of route"
                    + " 'catalog.productBySlug' opens route 'account.featured' ('/products/featured') instead, which"
                    + " takes precedence over '/products/{slug}' (Specification §4.7); fix the example or the patterns",
            ], "\(run.errors)")
    }

    /// What composing adds: one way to read a scheme, one condition and one spelling per
    /// environment, and a module's excludes within its own routes.
    @Test func schemesEnvironmentsAndExcludesAcrossSpecs() {
        let files = [
            "Sources/App/routes.json": """
            {
              "version": 1,
              "enum": "AppRoute",
              "schemes": ["myapp"],
              "hosts": ["example.com"],
              "environments": { "staging": { "condition": "STAGING", "hosts": ["staging.example.com"] } },
              "modules": { "catalog": "Catalog", "account": "Account" },
              "routes": { "home": "/", "help": "/help/{topic}" }
            }
            """,
            "Sources/Catalog/routes.json": CompositionFixture.module(
                "CatalogRoute",
                #"""
                "schemes": [{ "name": "myapp", "withHost": true }],
                  "hosts": ["example.com"],
                  "environments": { "staging": { "condition": "BETA", "hosts": ["staging.example.com"] } },
                  "exclude": ["/help/internal"]
                """#,
                routes: #""product": "/products/{id:int}""#),
            "Sources/Account/routes.json": CompositionFixture.module(
                "AccountRoute",
                #"""
                "schemes": ["myapp"],
                  "hosts": ["example.com"],
                  "environments": { "staging": { "condition": "STAGING", "schemes": ["myapp-staging"] } }
                """#,
                routes: #""account": "/account""#),
        ]
        let run = CompositionFixture.run("check", "Sources/App/routes.json", files: files)
        #expect(run.status == .failure)
        let lines = run.errors.split(separator: "\n").map(String.init)
        let expected = [
            "Sources/Account/routes.json:7:21: error: in environment 'staging', scheme 'myapp' is 'myapp-staging' here"
                + " but 'myapp' at 4:15 of the composing spec",
            "Sources/Catalog/routes.json:5:15: error: scheme 'myapp' is with a host (\"withHost\": true) here but"
                + " host-first at 4:15 of the composing spec",
            "Sources/Catalog/routes.json:7:21: error: environment 'staging' is selected by 'BETA' here but by 'STAGING'"
                + " at 6:21 of the composing spec",
            "Sources/Catalog/routes.json:8:15: error: exclude '/help/internal' of module 'catalog' also covers paths of"
                + " route 'help' of the composing spec",
            "Sources/App/routes.json:8:28: note: 'help' is declared here",
        ]
        for prefix in expected {
            #expect(lines.contains { $0.hasPrefix(prefix) }, "missing: \(prefix)\nin:\n\(run.errors)")
        }
        #expect(lines.count == expected.count, "\(run.errors)")
    }

    @Test func anEmptyModulesObject() {
        let output = RouteCompiler.check(Array(#"{ "version": 1, "enum": "AppRoute", "modules": {} }"#.utf8))
        #expect(
            output.diagnostics.map { $0.formatted(file: "routes.json") } == [
                #"routes.json:1:48: error: "modules" is empty; add the modules this spec composes, as in "modules": {"catalog": "Catalog"}, or remove it"#
            ])
    }

    @Test func aMetadataNameThatIsAModuleCase() {
        var files = CompositionFixture.shop
        files["Sources/App/routes.json"] =
            #"{ "version": 1, "enum": "AppRoute", "metadata": { "catalog": "bool = false" }, "modules": { "catalog": "Catalog" } }"#
        let output = CompositionFixture.check(files)
        #expect(
            output.diagnostics.map { $0.formatted(file: "routes.json") } == [
                "routes.json:1:51: error: metadata name 'catalog' collides with the module case 'catalog': the enum"
                    + " cannot have a case and a property of one name; rename one of them\n"
                    + "routes.json:1:93: note: module case 'catalog' is declared here"
            ])
    }

    /// The composed enum's code names a module's app type in its expressions
    /// (`SKU(routeParameter: text)`), which a case or a property of the composing spec's enum of
    /// that name would hide (Specification §3.14 rule 6).
    @Test func aComposingNameThatHidesAModulesAppType() {
        var files = CompositionFixture.shop
        files["Sources/Catalog/routes.json"] = CompositionFixture.module(
            "CatalogRoute", #""schemes": ["myapp"], "hosts": ["example.com"], "types": {"Code": {"swift": "SKU"}}"#,
            routes: #""product": "/products/{id:int}", "sku": "/sku/{code:Code}""#)
        files["Sources/App/routes.json"] =
            #"{ "version": 1, "enum": "AppRoute", "schemes": ["myapp"], "metadata": { "SKU": "int?" },"#
            + #" "modules": { "catalog": "Catalog" }, "routes": { "home": "/" } }"#
        let output = CompositionFixture.check(files)
        #expect(
            output.diagnostics.map { $0.formatted(file: "routes.json") } == [
                "routes.json:1:73: error: metadata name 'SKU' would hide the Swift type of the app type 'Code', which"
                    + " the generated code uses in its expressions ('SKU(routeParameter: text)'); choose another name\n"
                    + "Sources/Catalog/routes.json:5:61: note: module 'Catalog' declares the app type 'Code' here"
            ])
    }

    /// Without a way to read module specs (the in-memory API without a loader), each entry says so.
    @Test func aCompositionNeedsItsModulesSpecs() {
        let output = RouteCompiler.check(Array(CompositionFixture.shop["Sources/App/routes.json"]!.utf8))
        #expect(output.spec == nil)
        #expect(
            output.diagnostics.map(\.position) == [
                SourcePosition(line: 6, column: 16), SourcePosition(line: 6, column: 38),
            ])
        #expect(output.diagnostics.allSatisfy { $0.message.contains("cannot be read here") })
    }

    /// A composing spec may have no routes of its own, and then needs no schemes or hosts.
    @Test func aCompositionWithoutRoutesOfItsOwn() throws {
        var files = CompositionFixture.shop
        files["Sources/App/routes.json"] = #"{ "version": 1, "enum": "AppRoute", "modules": { "catalog": "Catalog" } }"#
        let spec = try #require(CompositionFixture.spec(files))
        #expect(spec.routes.map(\.name) == ["catalog.product", "catalog.productBySlug"])
        files["Sources/App/routes.json"] =
            #"{ "version": 1, "enum": "AppRoute", "modules": { "catalog": "Catalog" }, "routes": {} }"#
        #expect(CompositionFixture.spec(files) != nil)
    }
}
