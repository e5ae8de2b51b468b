import Testing

@testable import RouteCompilerCore

/// The names the Kotlin emitter refuses rather than writes a file that does not compile
/// (Specification §11.2 rules 3 and 7): a named enum whose `Type` name is taken too, and a
/// declaration named like a package the file writes names in, which would hide it.
@Suite struct KotlinNameClashTests {
    static func errors(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) -> [String] {
        KotlinEmitterTests.errors(json, sourceLocation: sourceLocation)
    }

    /// `Product` next to a route `product` is `ProductType`, which the type `ProductType` already
    /// is: an error at `Product`, whichever of the two types comes first.
    @Test(arguments: [
        (#"{"Product": ["a", "b"], "ProductType": ["c"]}"#, 34),
        (#"{"ProductType": ["c"], "Product": ["a", "b"]}"#, 56),
    ])
    func anEnumRenamedOntoAnotherEnumIsAnError(_ types: String, _ column: Int) {
        let errors = Self.errors(
            #"{"schemes": ["myapp"], "types": "# + types
                + #", "routes": {"product": "/p/{x:Product}", "q": "/q/{y:ProductType}"}}"#)
        #expect(
            errors == [
                "routes.json:1:\(column): error: type 'Product' would be the Kotlin class 'ProductType', like type"
                    + " 'ProductType'; rename one of them for the kotlin command"
            ])
    }

    /// The sealed class is declared in the file's package, where the runtime's objects use
    /// `Long`, `String` and `List` unqualified: an enum of such a name would hide them there.
    /// (`String`, `Int` and the other Swift standard names are refused by every command.)
    @Test(arguments: ["Long", "List", "Unit", "Math", "StringBuilder"])
    func anEnumNamedLikeAStandardClassTheRuntimeUsesIsAnError(_ name: String) throws {
        #expect(
            Self.errors(#"{"schemes": ["myapp"], "enum": "\#(name)", "routes": {"home": "/"}}"#)
                == [
                    "routes.json:1:1: error: enum name '\(name)' would be the Kotlin sealed class '\(name)', which hides"
                        + " Kotlin's '\(name)' that the file's runtime uses; rename it for the kotlin command"
                ])
        let fine = try #require(
            KotlinEmitterTests.spec(#"{"schemes": ["myapp"], "enum": "Link", "routes": {"home": "/"}}"#))
        #expect(KotlinEmitter.emit(fine, package: "a").source != nil)
    }

    /// The route that takes the `Type` name was already an error at the type; it still is.
    @Test func anEnumRenamedOntoARouteClassIsAnError() {
        #expect(
            Self.errors(
                #"{"schemes": ["myapp"], "types": {"Product": ["a"]}, "routes": {"product": "/p/{x:Product}","#
                    + #" "productType": "/pt"}}"#)
                == [
                    "routes.json:1:34: error: type 'Product' would be the Kotlin class 'ProductType', which another"
                        + " declaration of the Kotlin file has; rename it for the kotlin command"
                ])
    }

    /// A type `kotlin` would make `kotlin.String` (written where a route `string` hides `String`)
    /// a name inside it; a type `java` would do the same to `java.util.UUID`.
    @Test func aTypeNamedLikeAStandardPackageIsAnError() {
        #expect(
            Self.errors(
                #"{"schemes": ["myapp"], "types": {"kotlin": ["a", "b"]}, "routes": {"string": "/s/{v}","#
                    + #" "k": "/k/{k:kotlin}", "n": "/n/{n:int}"}}"#)
                == [
                    "routes.json:1:34: error: type 'kotlin' would be the Kotlin class 'kotlin', which hides the package"
                        + " 'kotlin' of 'kotlin.String' in the Kotlin file; rename it for the kotlin command"
                ])
        #expect(
            Self.errors(
                #"{"schemes": ["myapp"], "types": {"java": ["a"]}, "routes": {"u": "/u/{id:uuid}/{j:java}"}}"#)
                == [
                    "routes.json:1:34: error: type 'java' would be the Kotlin class 'java', which hides the package"
                        + " 'java' of 'java.util.UUID' in the Kotlin file; rename it for the kotlin command"
                ])
    }

    /// The first part of an app type's `"kotlin"` class is a package the file writes too, and the
    /// enum's name would hide a package in the whole file.
    @Test func everyClassNamedLikeAPackageIsAnError() {
        let errors = Self.errors(
            #"{"enum": "java", "schemes": ["myapp"], "types": {"com": ["a"], "#
                + #""Code": {"swift": "Code", "kotlin": "com.example.Code"}},"#
                + #" "routes": {"r": "/r/{c:com}/{code:Code}"}}"#)
        #expect(
            errors == [
                "routes.json:1:1: error: enum name 'java' would be the Kotlin sealed class 'java', which hides the"
                    + " package 'java' of 'java.util.UUID' in the Kotlin file; rename it for the kotlin command",
                "routes.json:1:50: error: type 'com' would be the Kotlin class 'com', which hides the package 'com' of"
                    + " 'com.example.Code' in the Kotlin file; rename it for the kotlin command",
            ], "\(errors)")
    }

    /// A property hides a package only in an expression, and the only qualified expressions in a
    /// route class are its constructor's defaults: a parameter named like the first name of one is
    /// an error (`java` next to `java.util.UUID.fromString(…)`, `Color` next to `Color.RED`);
    /// elsewhere `kotlin`, `java` and `com` are plain properties, and so is metadata, which the
    /// defaults do not see.
    @Test func aParameterNamedLikeTheStartOfADefaultIsAnError() {
        let errors = Self.errors(
            #"{"schemes": ["myapp"], "types": {"Color": ["red"]}, "routes": {"r": {"path": "/r/{java}","#
                + #" "query": {"d": "uuid = 0F8FAD5B-D9CB-469F-A165-70867728950E"}}, "s": {"path": "/s","#
                + #" "query": {"Color": "Color = red"}}}}"#)
        #expect(
            errors == [
                "routes.json:1:82: error: parameter 'java' of route 'r' would hide 'java' in the Kotlin default"
                    + #" 'java.util.UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e")'; rename it for the"#
                    + " kotlin command",
                "routes.json:1:185: error: parameter 'Color' of route 's' would hide 'Color' in the Kotlin default"
                    + " 'Color.RED'; rename it for the kotlin command",
            ], "\(errors)")
        let source = KotlinEmitterTests.kotlin(
            #"{"schemes": ["myapp"], "types": {"Code": {"swift": "Code", "kotlin": "com.example.Code"}},"#
                + #" "metadata": {"java": "string?", "kotlin": "int = 3"}, "routes": {"long": "/l", "r": {"#
                + #""path": "/r/{com}/{c:Code}", "query": {"d": "uuid = 0F8FAD5B-D9CB-469F-A165-70867728950E","#
                + #" "n": "int = -9223372036854775808"}}}}"#)
        #expect(source.contains("val d: java.util.UUID = java.util.UUID.fromString("))
        #expect(source.contains("val n: kotlin.Long = kotlin.Long.MIN_VALUE"))
        #expect(source.contains("val com: String,\n        val c: com.example.Code,\n"))
        #expect(source.contains("val java: String? get() = "))
    }

    /// A `"kotlin"` class without a package (in the file's own package) is hidden by a route class
    /// of its name.
    @Test func aRouteClassNamedLikeAnAppClassIsAnError() {
        #expect(
            Self.errors(
                #"{"schemes": ["myapp"], "types": {"Code": {"swift": "Code", "kotlin": "Code"}},"#
                    + #" "routes": {"code": "/c/{c:Code}"}}"#)
                == [
                    "routes.json:1:91: error: route 'code' would be the Kotlin class 'Code', which hides the class"
                        + " 'Code' in the Kotlin file; rename it for the kotlin command"
                ])
    }

    /// Route and module classes are UpperCamelCase, so `kotlin` and `java` as cases are `Kotlin` and
    /// `Java`, which hide nothing.
    @Test func routesNamedLikePackagesAreUpperCamelCaseClasses() {
        let source = KotlinEmitterTests.kotlin(
            #"{"schemes": ["myapp"], "routes": {"kotlin": "/k/{id:uuid}", "java": "/j/{s}", "string": "/s"}}"#)
        #expect(source.contains("data class Kotlin(val id: java.util.UUID) : Route() {"))
        #expect(source.contains("data class Java(val s: kotlin.String) : Route() {"))
    }

    /// A nested class named like `<Enum>Runtime` or `<Enum>Makers` would hide the object the sealed
    /// class's members call.
    @Test func aRouteClassNamedLikeTheFilesObjectsIsAnError() {
        #expect(
            Self.errors(
                #"{"schemes": ["myapp"], "routes": {"routeRuntime": "/r", "routeMakers": "/m", "routeRecords": "/x"}}"#)
                == [
                    "routes.json:1:35: error: route 'routeRuntime' would be the Kotlin class 'RouteRuntime', the name"
                        + " of the file's object 'RouteRuntime'; rename it for the kotlin command",
                    "routes.json:1:57: error: route 'routeMakers' would be the Kotlin class 'RouteMakers', the name of"
                        + " the file's object 'RouteMakers'; rename it for the kotlin command",
                ])
    }

    /// A module's type is checked in the module's scope, and reported in the module's file.
    @Test func aModuleTypeNamedLikeAPackageIsAnError() throws {
        let output = KotlinCompositionTests.composed(
            #"{"schemes": ["myapp"], "modules": {"shop": {"module": "Shop", "spec": "shop.json"}}}"#,
            module: #"{"enum": "ShopRoute", "access": "public", "schemes": ["myapp"], "types": {"kotlin": ["a"]},"#
                + #" "routes": {"a": "/a/{k:kotlin}", "string": "/s"}}"#)
        let spec = try #require(output.spec, "\(output.diagnostics.map(\.message))")
        let emitted = KotlinEmitter.emit(spec, package: "a")
        #expect(emitted.source == nil)
        #expect(
            emitted.diagnostics.map { $0.formatted(file: "routes.json") } == [
                "shop.json:1:75: error: type 'kotlin' would be the Kotlin class 'kotlin', which hides the package"
                    + " 'kotlin' of 'kotlin.String' in the Kotlin file; rename it for the kotlin command"
            ])
    }
}
