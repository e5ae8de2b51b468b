import Testing

@testable import RouteCompilerCore

/// Host patterns: exact hosts and `*.` wildcards, parsed once.
@Suite struct HostPatternTests {
    @Test func parsing() {
        let exact = HostPattern("Example.COM")
        #expect(exact.text == "example.com" && !exact.isWildcard && exact.domain == "example.com")
        let wildcard = HostPattern("*.Example.com")
        #expect(wildcard.text == "*.example.com" && wildcard.isWildcard && wildcard.domain == "example.com")
        #expect(wildcard.description == "*.example.com")
    }

    @Test func matching() {
        let wildcard = HostPattern("*.example.com")
        #expect(wildcard.matches("www.example.com"))
        #expect(wildcard.matches("a.b.example.com"))
        #expect(!wildcard.matches("example.com"))
        #expect(!wildcard.matches(".example.com"))
        #expect(!wildcard.matches("a..example.com"))
        #expect(!wildcard.matches("badexample.com"))
        #expect(HostPattern("example.com").matches("example.com"))
        #expect(!HostPattern("example.com").matches("www.example.com"))
    }

    @Test func covering() {
        let wildcard = HostPattern("*.example.com")
        #expect(HostPattern("shop.example.com").isCovered(by: wildcard))
        #expect(HostPattern("*.shop.example.com").isCovered(by: wildcard))
        #expect(wildcard.isCovered(by: wildcard))
        #expect(!HostPattern("example.com").isCovered(by: wildcard))
        #expect(!wildcard.isCovered(by: HostPattern("www.example.com")))
    }

    @Test func sharedHosts() {
        let wildcard = HostPattern("*.example.com")
        #expect(HostPattern("a.example.com").sharedHost(with: wildcard) == "a.example.com")
        #expect(wildcard.sharedHost(with: HostPattern("a.example.com")) == "a.example.com")
        #expect(wildcard.sharedHost(with: HostPattern("*.shop.example.com")) == "www.shop.example.com")
        #expect(wildcard.sharedHost(with: HostPattern("*.example.org")) == nil)
        #expect(HostPattern("a.com").sharedHost(with: HostPattern("b.com")) == nil)
    }

    @Test func exampleHosts() {
        #expect(HostPattern("*.example.com").exampleHost() == "www.example.com")
        #expect(HostPattern("*.example.com").exampleHost(label: "eu") == "eu.example.com")
        #expect(HostPattern("example.com").exampleHost(label: "eu") == "example.com")
    }
}
