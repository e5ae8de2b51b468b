import Testing

@testable import RouteCompilerCore

/// The served-file reader, Apple's component rules as `verify` applies them, and the comparison.
@Suite struct AASAComparisonTests {
    static let appID = VerifyCommandTests.appID

    static func components(_ json: String) -> Result<[AppleComponent], AASAFileReader.Problem> {
        AASAFileReader.components(of: Array(json.utf8), appID: appID)
    }

    // MARK: Reading

    @Test(arguments: [
        ("", "the file is empty"),
        ("[]", "the file must be a JSON object, found an array"),
        (#"{"webcredentials": {}}"#, "the file has no \"applinks\" key"),
        (#"{"applinks": []}"#, "\"applinks\" must be an object, found an array"),
        (#"{"applinks": {}}"#, "\"applinks\" has no \"details\" array"),
        (#"{"applinks": {"details": [1]}}"#, "\"applinks.details\" entry 1 must be an object, found a number"),
        (
            #"{"applinks": {"details": [{"appIDs": "x"}]}}"#,
            "\"appIDs\" of \"applinks.details\" entry 1 must be an array of strings"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": {}}]}}"#,
            "\"components\" of \"applinks.details\" entry 1 must be an array, found an object"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": 1}]}]}}"#,
            "\"/\" of component 1 must be a string, found a number"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a", "exclude": "yes"}]}]}}"#,
            "\"exclude\" of component 1 must be true or false, found a string"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"?": 1}]}]}}"#,
            "\"?\" of component 1 must be a string or an object, found a number"
        ),
        (
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "paths": ["/a/*"]}]}}"#,
            "uses the legacy \"paths\" key instead of \"components\""
        ),
        (#"{"applinks": {"details": []}} x"#, "the file is not valid JSON: line 1, column 31"),
        ("  <html>\n<body>", "the file is HTML, not JSON (it starts with '<html>')"),
    ])
    func filesThatCannotBeCompared(_ json: String, _ message: String) {
        guard case .failure(let problem) = Self.components(json) else {
            Issue.record("\(json) was read")
            return
        }
        #expect(problem.message.contains(message), "\(problem.message)")
    }

    @Test func theFirstEntryForTheAppIsReadWithItsDefaults() throws {
        let json = """
            {"applinks": {"details": [
              {"appIDs": ["OTHER12345.x"], "components": [{"/": "*"}]},
              {"appID": "\(Self.appID)", "defaults": {"caseSensitive": false, "percentEncoded": false},
               "components": [{"/": "/a/*", "comment": "kept out"}, {"/": "/b", "caseSensitive": true, "#": "x", "?": {"q": "?*"}}]},
              {"appIDs": ["\(Self.appID)"], "components": []}
            ]}}
            """
        let components = try Self.components(json).get()
        #expect(components.count == 2)
        #expect(components[0].caseSensitive == false && components[0].percentEncoded == false)
        #expect(components[1].caseSensitive == true && components[1].percentEncoded == false)
        #expect(components[1].summary == ##"component 2 ("/": "/b", "?": {"q": "?*"}, "#": "x")"##)
        #expect(components[0].summary == #"component 1 ("/": "/a/*", case-insensitive)"#)
    }

    // MARK: Apple's rules

    /// The product's rules and the tests' own ``AppleComponentMatcher`` decide alike on every
    /// file the AASA tests check and URLs near their patterns.
    @Test(arguments: AASATests.specs.indices)
    func theRulesAgreeWithTheTestsMatcher(_ specIndex: Int) throws {
        let spec = try #require(LinkToolsFixture.spec(AASATests.specs[specIndex]))
        for case let host? in AASATests.hosts(of: spec) {
            let text = try AppSiteAssociation.generate(spec, appIDs: [Self.appID], host: host).get()
            let independent = try AppleComponentMatcher(json: text, appID: Self.appID)
            let components = try AASAFileReader.components(of: Array(text.utf8), appID: Self.appID).get()
            let urls =
                AASATests.nearMisses(of: spec, host: host) + [
                    "https://\(host)/", "https://\(host)", "https://\(host)/help/a%2Fb", "https://\(host)/products/42/",
                    "https://\(host)/search?q=", "https://\(host)/search", "https://\(host)/caf%C3%A9/x",
                ]
            for url in urls {
                #expect(AppleComponentRules.claims(components, url) == independent.claims(url), "\(url)")
            }
        }
    }

    @Test func globs() {
        func glob(_ pattern: String, _ text: String, caseSensitive: Bool) -> Bool {
            AppleComponentRules.glob(pattern, text, caseSensitive: caseSensitive)
        }
        #expect(glob("/a/?*", "/a/b/c", caseSensitive: true))
        #expect(!glob("/a/?*", "/a/", caseSensitive: true))
        #expect(glob("*", "", caseSensitive: true))
        #expect(glob("/A/*", "/a/x", caseSensitive: false))
        #expect(!glob("/A/*", "/a/x", caseSensitive: true))
        #expect(glob("*a*b*c", "xxaxxbxxc", caseSensitive: true))
        #expect(!glob("*a*b*c", "xxaxxcxxb", caseSensitive: true))
    }

    // MARK: Comparing

    static let spec = LinkToolsFixture.json(
        #""hosts": ["example.com"], "exclude": ["/account/delete"]"#,
        routes: #""product": "/products/{id:int}", "account": "/account/{page}""#)

    func differences(served: String) throws -> [String] {
        let spec = try #require(LinkToolsFixture.spec(Self.spec))
        let generatedText = try AppSiteAssociation.generate(spec, appIDs: [Self.appID], host: "example.com").get()
        let comparison = AASAComparison(
            spec: spec, host: "example.com", served: try Self.components(served).get(),
            generated: try AASAFileReader.components(of: Array(generatedText.utf8), appID: Self.appID).get())
        return comparison.differences().map(\.message)
    }

    @Test func aFileThatClaimsAnExcludedPathIsReported() throws {
        let served =
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/account/*"}, {"/": "/products/*"}]}]}}"#
        let messages = try differences(served: served)
        #expect(
            messages.contains(
                "the served file claims `https://example.com/account/delete`, which the app refuses: routes.json"
                    + #" excludes it ('/account/delete'); served component 1 ("/": "/account/*") claims it"#))
    }

    @Test func aFileThatExcludesWhatARouteOpensIsReported() throws {
        let served =
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/products/4*", "exclude": true}, {"/": "*"}]}]}}"#
        let messages = try differences(served: served)
        #expect(
            messages.contains(
                "the served file does not claim `https://example.com/products/42`, which opens `product`; served"
                    + #" component 1 (exclude, "/": "/products/4*") excludes it"#))
        #expect(
            messages.contains {
                $0.hasPrefix("the served file claims `https://example.com/`, which no route opens; served component 2")
            })
    }

    /// An exclude of a spec that ignores case excludes every spelling (Specification §10.1 rule
    /// 10); a served file whose exclude component compares case claims the others, and the
    /// samples spell the exclude's literals in other cases so that `verify` finds it.
    @Test func aServedExcludeThatComparesCaseIsReported() throws {
        let json = LinkToolsFixture.json(
            #""hosts": ["example.com"], "caseSensitive": false, "exclude": ["/account/delete"]"#,
            routes: #""product": "/products/{id:int}", "account": "/account/{page}""#)
        let spec = try #require(LinkToolsFixture.spec(json))
        let generatedText = try AppSiteAssociation.generate(spec, appIDs: [Self.appID], host: "example.com").get()
        #expect(
            generatedText.contains(#""caseSensitive" : false"#) || generatedText.contains(#""caseSensitive": false"#))
        let generated = try AASAFileReader.components(of: Array(generatedText.utf8), appID: Self.appID).get()
        let agreeing = AASAComparison(spec: spec, host: "example.com", served: generated, generated: generated)
        #expect(agreeing.differences().isEmpty)
        let servedText = generatedText.replacingOccurrences(of: #""caseSensitive" : false,"#, with: "")
            .replacingOccurrences(of: #""caseSensitive": false,"#, with: "")
        let served = try AASAFileReader.components(of: Array(servedText.utf8), appID: Self.appID).get()
        let messages = AASAComparison(spec: spec, host: "example.com", served: served, generated: generated)
            .differences().map(\.message)
        #expect(
            messages.contains {
                $0.contains("https://example.com/account/DELETE") && $0.contains("which the app refuses")
            },
            "\(messages)")
    }

    @Test func substitutionVariablesCannotBeEvaluated() throws {
        let served =
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "/$(lang)/*"}]}]}}"#
        let messages = try differences(served: served)
        #expect(
            messages.first?.hasPrefix(#"served component 1 ("/": "/$(lang)/*") uses a substitution variable"#) == true)
    }

    @Test func sampleURLsOfComponents() throws {
        let component = try #require(
            Self.components(
                ##"{"applinks": {"details": [{"appIDs": ["\##(Self.appID)"], "components": [{"/": "/café/?*/*", "?": {"q": "?*"}, "#": "a*", "percentEncoded": false}]}]}}"##
            ).get().first)
        #expect(
            AASAComparison.sampleURL(of: component, host: "example.com") == "https://example.com/caf%C3%A9/x/?q=x#a")
    }
}
