import Testing

@testable import RouteCompilerCore

@Suite struct EntitlementsTests {
    @Test func oneEntryPerHostInDeclarationOrderWithWildcardsKept() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""hosts": ["www.example.com", "*.example.com", "Example.org"]"#, routes: #""a": "/a""#)))
        #expect(
            AssociatedDomainsEntitlement.entries(of: spec)
                == ["applinks:www.example.com", "applinks:*.example.com", "applinks:example.org"])
        #expect(
            AssociatedDomainsEntitlement.render(spec, format: .plain)
                == "applinks:www.example.com\napplinks:*.example.com\napplinks:example.org\n")
        #expect(
            AssociatedDomainsEntitlement.render(spec, format: .plist) == """
                <array>
                \t<string>applinks:www.example.com</string>
                \t<string>applinks:*.example.com</string>
                \t<string>applinks:example.org</string>
                </array>

                """)
    }

    @Test func aSpecWithoutHostsHasNoEntries() throws {
        let spec = try #require(
            LinkToolsFixture.spec(LinkToolsFixture.json(#""schemes": ["myapp"]"#, routes: #""a": "/a""#)))
        #expect(AssociatedDomainsEntitlement.entries(of: spec).isEmpty)
        #expect(AssociatedDomainsEntitlement.render(spec, format: .plain) == "")
        #expect(AssociatedDomainsEntitlement.render(spec, format: .plist) == "<array/>\n")
    }

    @Test func unusedHosts() throws {
        let spec = try #require(
            LinkToolsFixture.spec(
                LinkToolsFixture.json(
                    #""hosts": ["a.com", "b.com", "c.com"]"#,
                    routes: #""x": {"path": "/x", "hosts": ["a.com"]}, "y": {"path": "/y", "hosts": ["c.com"]}"#)))
        #expect(AssociatedDomainsEntitlement.unusedHosts(of: spec) == ["b.com"])
    }

    @Test func xmlEscaping() {
        #expect(AssociatedDomainsEntitlement.xmlEscaped("a&b<c>") == "a&amp;b&lt;c&gt;")
    }

    @Test func formatsParseFromTheirNames() {
        #expect(AssociatedDomainsEntitlement.Format(rawValue: "plain") == .plain)
        #expect(AssociatedDomainsEntitlement.Format(rawValue: "plist") == .plist)
        #expect(AssociatedDomainsEntitlement.Format(rawValue: "json") == nil)
    }
}
