import Testing

@testable import RouteCompilerCore

/// Specification §3.12: `"environments"`, their validation, and the spec as seen in one of them.
@Suite struct SpecReaderEnvironmentsTests {
    typealias F = SpecReaderFixture

    /// A one-line spec with the schemes `myapp` and `myapp-x`, the hosts `example.com` and
    /// `*.example.com`, the members `environments` of `"environments"` and the members `routes`.
    static func document(_ environments: String, routes: String = #""home": "/""#) -> String {
        #"{"schemes": ["myapp", "myapp-x"], "hosts": ["example.com", "*.example.com"], "environments": {"#
            + environments + #"}, "routes": {"# + routes + "}}"
    }

    /// A valid staging environment.
    static let staging =
        #""staging": {"condition": "STAGING", "hosts": ["staging.example.com", "*.staging.example.com"],"#
        + #" "schemes": ["myapp-staging", "myapp-x-staging"]}"#

    /// The only diagnostic of `json`, an error at the `occurrence`-th `needle` (plus `offset`).
    @discardableResult
    private func error(
        _ json: String, at needle: String, occurrence: Int = 1, offset: Int = 0,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        F.singleError(
            json, column: F.column(of: needle, occurrence: occurrence, in: json) + offset,
            sourceLocation: sourceLocation)
    }

    // MARK: - Reading

    @Test func environmentsAreReadInOrder() throws {
        let json = Self.document(Self.staging + #", "beta": {"condition": "BETA_1"}"#)
        let spec = try #require(F.valid(json))
        #expect(spec.environments.map(\.name) == ["staging", "beta"])
        #expect(spec.environments.map(\.condition) == ["STAGING", "BETA_1"])
        let staging = spec.environments[0]
        #expect(staging.position == SourcePosition(line: 1, column: F.column(of: #""staging""#, in: json)))
        #expect(staging.hosts.map(\.value.text) == ["staging.example.com", "*.staging.example.com"])
        #expect(staging.hosts[0].position.column == F.column(of: #""staging.example.com""#, in: json))
        #expect(staging.schemes.map(\.value.name) == ["myapp-staging", "myapp-x-staging"])
        // Without its own lists, an environment has the top-level ones.
        #expect(spec.environments[1].hosts == spec.hosts)
        #expect(spec.environments[1].schemes == spec.schemes)
        #expect(spec.environment(named: "beta")?.condition == "BETA_1")
        #expect(spec.environment(named: "prod") == nil)
    }

    @Test func resolvingMapsEveryRouteByPosition() throws {
        let json = Self.document(
            Self.staging,
            routes: #""home": "/", "shop": {"path": "/shop", "hosts": ["*.example.com"], "schemes": ["myapp-x"]},"#
                + #" "web": {"path": "/web", "schemes": []}"#)
        let spec = try #require(F.valid(json))
        let staging = try #require(spec.resolving(environment: "staging"))
        #expect(staging.hosts == spec.environments[0].hosts)
        #expect(staging.schemes == spec.environments[0].schemes)
        #expect(staging.routes[0].hosts == nil)
        #expect(
            staging.routes[0].acceptedHosts(in: staging).map(\.text) == [
                "staging.example.com", "*.staging.example.com",
            ])
        #expect(staging.routes[1].hosts?.map(\.text) == ["*.staging.example.com"])
        #expect(staging.routes[1].schemes?.map(\.name) == ["myapp-x-staging"])
        #expect(staging.routes[2].schemes == [])
        #expect(staging.routes[2].canonicalHost(in: staging)?.text == "staging.example.com")
        #expect(staging.routes.map(\.patterns) == spec.routes.map(\.patterns))
        #expect(staging.environments == spec.environments)
        #expect(spec.resolving(environment: "production") == nil)
        // Resolving from an environment goes by the same positions.
        #expect(staging.resolving(environment: "staging") == staging)
    }

    // MARK: - Errors

    @Test func environmentsMustBeAnObjectOfObjects() {
        let json = #"{"schemes": ["myapp"], "environments": [], "routes": {"home": "/"}}"#
        F.expect(
            error(json, at: "[]"), contains: [#""environments" must be an object of environment name → environment"#])
        #expect(
            error(Self.document(#""staging": "STAGING""#), at: #""STAGING""#)
                == #"environment 'staging' must be an object like {"condition": "STAGING", "hosts": […]}, found a string"#
        )
    }

    @Test func anEnvironmentNeedsACondition() {
        let json = Self.document(#""staging": {"hosts": ["a.example.com", "*.a.example.com"]}"#)
        #expect(
            error(json, at: #""staging""#)
                == "environment 'staging' has no \"condition\"; add the Swift compilation condition that selects it,"
                + " as in \"condition\": \"STAGING\"")
    }

    @Test func anUnknownKeyGetsASuggestion() {
        let json = Self.document(#""staging": {"condition": "STAGING", "hots": []}"#)
        #expect(error(json, at: #""hots""#) == "unknown key 'hots' in environment 'staging'; did you mean 'hosts'?")
        let far = Self.document(#""staging": {"condition": "STAGING", "colour": 1}"#)
        F.expect(error(far, at: #""colour""#), contains: ["use condition, hosts or schemes"])
    }

    @Test(arguments: ["STAG ING", "1STAGING", "", "_", "true", "class", "STAGING-2", "é"])
    func aConditionIsAnIdentifier(_ condition: String) {
        let json = Self.document(#""staging": {"condition": "\#(condition)"}"#)
        let message = error(json, at: #""\#(condition)"}"#)
        F.expect(message, contains: ["condition '\(condition)' is"])
    }

    @Test func conditionsAreUnique() {
        let json = Self.document(#""staging": {"condition": "STAGING"}, "qa": {"condition": "STAGING"}"#)
        let (spec, diagnostics) = F.read(json)
        #expect(spec == nil)
        #expect(diagnostics.count == 1, "\(F.describe(diagnostics))")
        #expect(diagnostics.first?.position.column == F.column(of: #""STAGING""#, occurrence: 2, in: json))
        #expect(
            diagnostics.first?.message
                == "environment 'qa' has the condition 'STAGING' of environment 'staging', which is chosen first,"
                + " so 'qa' could never be; give it its own condition")
        #expect(diagnostics.first?.notes.map(\.position.column) == [F.column(of: #""STAGING""#, in: json)])
    }

    @Test(arguments: ["my env", "", "staging!", "café"])
    func namesAreASCII(_ name: String) {
        let json = Self.document(#""\#(name)": {"condition": "X"}"#)
        let message = error(json, at: #""\#(name)""#)
        F.expect(message, contains: ["environment name '\(name)' must have only ASCII letters, digits, '-' and '_'"])
    }

    @Test func hostsCorrespondToTheTopLevelOnes() {
        let short = Self.document(#""staging": {"condition": "S", "hosts": ["staging.example.com"]}"#)
        #expect(
            error(short, at: #"["staging.example.com"]"#)
                == "\"hosts\" of environment 'staging' lists 1 host, but the top-level \"hosts\" lists 2 hosts;"
                + " list one host for each top-level host, in the same order")
        let swapped = Self.document(
            #""staging": {"condition": "S", "hosts": ["*.staging.example.com", "staging.example.com"]}"#)
        let (_, diagnostics) = F.read(swapped)
        #expect(
            diagnostics.map(\.message) == [
                "host '*.staging.example.com' of environment 'staging' must not be a wildcard, since the top-level"
                    + " host at its position, 'example.com', is not one",
                "host 'staging.example.com' of environment 'staging' must be a wildcard like"
                    + " '*.staging.example.com', since the top-level host at its position, '*.example.com', is one",
            ])
        #expect(
            diagnostics.map(\.position.column) == [
                F.column(of: #""*.staging.example.com""#, in: swapped),
                F.column(of: #""staging.example.com"]"#, in: swapped),
            ])
    }

    @Test func environmentHostsFollowTheHostRules() {
        let url = Self.document(
            #""staging": {"condition": "S", "hosts": ["https://staging.example.com", "*.staging.example.com"]}"#)
        F.expect(
            error(url, at: #""https://"#),
            contains: ["host 'https://staging.example.com' must be a bare host name like 'staging.example.com'"])
        let twice = Self.document(
            #""staging": {"condition": "S", "hosts": ["*.staging.example.com", "*.staging.example.com"]}"#)
        let (_, diagnostics) = F.read(twice)
        #expect(diagnostics.first?.message.hasPrefix("duplicate host '*.staging.example.com'") == true)
        #expect(diagnostics.first?.position.column == F.column(of: #""*.staging"#, occurrence: 2, in: twice))
    }

    @Test func schemesCorrespondToTheTopLevelOnes() {
        let short = Self.document(#""staging": {"condition": "S", "schemes": []}"#)
        #expect(
            error(short, at: "[]")
                == "\"schemes\" of environment 'staging' lists 0 schemes, but the top-level \"schemes\" lists 2"
                + " schemes; list one scheme for each top-level scheme, in the same order")
        let https = Self.document(#""staging": {"condition": "S", "schemes": ["https", "myapp-y"]}"#)
        F.expect(error(https, at: #""https""#), contains: ["'https' cannot be a custom scheme"])
        let twice = Self.document(#""staging": {"condition": "S", "schemes": ["s", "S"]}"#)
        F.expect(error(twice, at: #""S""#, occurrence: 2), contains: ["duplicate scheme 'S'"])
    }

    @Test func aSchemeKeepsTheKindOfTheTopLevelSchemeAtItsPosition() {
        let json =
            #"{"schemes": ["myapp", {"name": "ksr", "withHost": true}], "hosts": ["example.com"],"#
            + #" "environments": {"staging": {"condition": "S", "schemes": [{"name": "myapp-s", "withHost": true},"#
            + #" "ksr-s"]}}, "routes": {"home": "/"}}"#
        let (_, diagnostics) = F.read(json)
        #expect(
            diagnostics.map(\.message) == [
                "scheme 'myapp-s' of environment 'staging' must be host-first, like the top-level scheme at its"
                    + " position, 'myapp'; write it as the string \"myapp-s\"",
                "scheme 'ksr-s' of environment 'staging' must be with-host, like the top-level scheme at its"
                    + " position, 'ksr'; write it as {\"name\": \"ksr-s\", \"withHost\": true}",
            ])
    }

    @Test func listsAreNotComparedWithAnInvalidTopLevelList() {
        let json =
            #"{"hosts": ["example.com", "bad host"], "environments": {"staging": {"condition": "S","#
            + #" "hosts": ["staging.example.com"]}}, "routes": {"home": "/"}}"#
        let (_, diagnostics) = F.read(json)
        #expect(diagnostics.count == 1, "\(F.describe(diagnostics))")
        #expect(diagnostics.first?.message.contains("'bad host'") == true)
    }
}
