import Testing

@testable import RouteCompilerCore

private typealias F = SpecReaderFixture

/// Schemes that carry a host (Specification §3.2, §3.5 rules 9 and 14).
@Suite struct SpecReaderWithHostSchemesTests {
    @Test func aSchemeObjectDeclaresAWithHostScheme() throws {
        let spec = try #require(
            F.valid(
                #"{"schemes": ["myapp", {"name": "KSR", "withHost": true}, {"name": "web"}], "hosts": ["example.com"],"#
                    + #" "routes": {"r": "/r"}}"#))
        #expect(spec.schemes.map(\.value) == [Scheme("myapp"), Scheme("KSR", withHost: true), Scheme("web")])
        #expect(spec.schemes[1].value.withHost && spec.schemes[1].value.key == "ksr")
        #expect(spec.schemes[2].value.isHostFirst)
        #expect(spec.schemes[1].position == SourcePosition(line: 1, column: 23))
    }

    @Test func aRouteNamesSchemesByName() throws {
        let route = try #require(
            F.valid(
                #"{"schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"],"#
                    + #" "routes": {"r": {"path": "/r", "schemes": ["Ksr"]}}}"#)?.routes.first)
        #expect(route.schemes == [Scheme("ksr", withHost: true)])
    }

    @Test func anUnknownKeyOfASchemeObjectGetsASuggestion() {
        let json = #"{"schemes": [{"name": "ksr", "withhost": true}], "hosts": ["example.com"], "routes": {"r": "/"}}"#
        let message = F.singleError(json, column: 30)
        #expect(message == "unknown key 'withhost' in a scheme object; did you mean 'withHost'?")
        F.singleError(
            #"{"schemes": [{"name": "ksr", "port": 1}], "routes": {"r": "/"}}"#, column: 30,
            "unknown key 'port' in a scheme object; a scheme object has the keys \"name\" and \"withHost\"")
    }

    @Test func aSchemeObjectNeedsAStringName() {
        F.singleError(
            #"{"schemes": [{"withHost": true}], "hosts": ["example.com"], "routes": {"r": "/"}}"#, column: 14,
            #"a scheme object needs a "name"; write {"name": "ksr", "withHost": true}"#)
        F.singleError(
            #"{"schemes": [{"name": 3}], "hosts": ["example.com"], "routes": {"r": "/"}}"#, column: 23,
            #""name" of a scheme must be a string, found a number"#)
    }

    @Test func theNameOfASchemeObjectFollowsTheSchemeRules() {
        F.singleError(
            #"{"schemes": [{"name": "my_app"}], "routes": {"r": "/"}}"#, column: 26,
            "invalid character '_' in scheme 'my_app'")
        F.singleError(
            #"{"schemes": [{"name": "https", "withHost": true}], "hosts": ["example.com"], "routes": {"r": "/"}}"#,
            column: 23, "'https' cannot be a custom scheme")
        F.singleError(
            #"{"schemes": ["ksr", {"name": "KSR", "withHost": true}], "routes": {"r": "/"}}"#, column: 21,
            "duplicate scheme 'KSR'")
    }

    @Test func withHostMustBeABoolean() {
        F.singleError(
            #"{"schemes": [{"name": "ksr", "withHost": "yes"}], "hosts": ["example.com"], "routes": {"r": "/"}}"#,
            column: 42, #""withHost" of a scheme must be true or false, found a string"#)
    }

    @Test func aSchemeEntryIsAStringOrAnObject() {
        F.singleError(
            #"{"schemes": ["myapp", ["ksr"]], "routes": {"r": "/"}}"#, column: 23,
            #"each scheme in "schemes" must be a string or an object like {"name": "ksr", "withHost": true},"#
                + " found an array")
    }

    @Test func aWithHostSchemeNeedsHosts() {
        let json = #"{"schemes": ["myapp", {"name": "ksr", "withHost": true}], "routes": {"r": "/"}}"#
        let message = F.singleError(json, column: 51)
        #expect(
            message?.hasPrefix(#"scheme 'ksr' is declared with "withHost": true, but routes.json declares"#) == true)
        F.expect(message, contains: [#"add its hosts to "hosts""#, "remove \"withHost\""])
    }

    @Test func withHostSchemesAloneNeedAConcreteHost() {
        F.singleError(
            #"{"schemes": [{"name": "ksr", "withHost": true}], "hosts": ["*.example.com"], "routes": {"r": "/"}}"#,
            column: 50, #""hosts" has only wildcard hosts and no scheme is host-first"#)
    }

    @Test func aRouteThatAcceptsAWithHostSchemeNeedsAHost() {
        let top = #"{"schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"], "routes": {"#
        // At the route's "schemes" when it has one…
        let written = top + #""r": {"path": "/r", "schemes": ["ksr"], "hosts": []}}}"#
        let message = F.singleError(written, column: F.column(of: "\"schemes\": [\"ksr\"]", in: written))
        #expect(
            message
                == "route 'r' accepts the with-host scheme 'ksr' but no host, so no ksr:// URL can reach it (its URLs"
                + " name a host); give the route a host in its \"hosts\", or remove 'ksr' from its \"schemes\"")
        // …else at its name.
        let implicit = top + #""r": {"path": "/r", "hosts": []}}}"#
        F.singleError(
            implicit, column: F.column(of: "\"r\"", in: implicit),
            "list the schemes it accepts without 'ksr' in its \"schemes\"")
        F.valid(top + #""r": {"path": "/r", "schemes": ["myapp"], "hosts": []}}}"#)
    }

    @Test func aRouteWithOnlyWithHostSchemesNeedsAConcreteHost() {
        let json =
            #"{"schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com", "*.example.com"],"#
            + #" "routes": {"r": {"path": "/r", "schemes": ["ksr"], "hosts": ["*.example.com"]}}}"#
        F.singleError(
            json, column: F.column(of: "\"r\"", in: json),
            "route 'r' accepts only wildcard hosts and no host-first scheme, so it has no canonical URL")
    }

    @Test func aRouteNamesASchemeByItsNameNotAnObject() {
        let json =
            #"{"schemes": [{"name": "ksr", "withHost": true}], "hosts": ["example.com"],"#
            + #" "routes": {"r": {"path": "/r", "schemes": [{"name": "ksr"}]}}}"#
        let message = F.singleError(json, column: F.column(of: "{\"name\": \"ksr\"}", in: json))
        #expect(
            message
                == "\"schemes\" of route 'r' names top-level schemes; write 'ksr' (as a string) instead of the object,"
                + " whose kind is declared in the top-level \"schemes\"")
    }
}
