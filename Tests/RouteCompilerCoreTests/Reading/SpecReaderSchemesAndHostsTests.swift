import Testing

@testable import RouteCompilerCore

/// The top-level `"schemes"` and `"hosts"`.
@Suite struct SpecReaderSchemesAndHostsTests {
    typealias F = SpecReaderFixture

    private static let schemePrefix = #"{"hosts": ["a.com"], "schemes": ["#
    private static let hostPrefix = #"{"schemes": ["a"], "hosts": ["#

    /// Expects one error for the scheme `scheme` (written without escapes), at its character
    /// `offset`, or at the string when `offset` is `nil`.
    @discardableResult
    private func schemeError(
        _ scheme: String, at offset: Int?, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let json = Self.schemePrefix + #""\#(scheme)"], "routes": {"r": "/"}}"#
        let column = Self.schemePrefix.unicodeScalars.count + 1 + (offset.map { $0 + 1 } ?? 0)
        let message = F.singleError(json, column: column, sourceLocation: sourceLocation)
        F.expect(message, contains: words, sourceLocation: sourceLocation)
        return message
    }

    /// Expects one error for the host `host`, like ``schemeError(_:at:_:sourceLocation:)``.
    @discardableResult
    private func hostError(
        _ host: String, at offset: Int?, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let json = Self.hostPrefix + #""\#(host)"], "routes": {"r": "/"}}"#
        let column = Self.hostPrefix.unicodeScalars.count + 1 + (offset.map { $0 + 1 } ?? 0)
        let message = F.singleError(json, column: column, sourceLocation: sourceLocation)
        F.expect(message, contains: words, sourceLocation: sourceLocation)
        return message
    }

    // MARK: - Schemes

    @Test func schemesAreKeptAsWritten() throws {
        let json = #"{"schemes": ["MyApp", "a+b-c.d"], "routes": {"r": "/"}}"#
        let spec = try #require(F.valid(json))
        #expect(
            spec.schemes == [
                Located(Scheme("MyApp"), at: SourcePosition(line: 1, column: 14)),
                Located(Scheme("a+b-c.d"), at: SourcePosition(line: 1, column: 23)),
            ])
    }

    @Test func httpAndHttpsAreNotCustomSchemes() {
        let message = schemeError("https", at: nil)
        #expect(
            message
                == "'https' cannot be a custom scheme; universal links are declared in \"hosts\"")
        schemeError("HTTP", at: nil, "'HTTP' cannot be a custom scheme")
        schemeError("https://", at: nil, "'https://' cannot be a custom scheme")
    }

    @Test func aSchemeIsWrittenWithoutColonAndSlashes() {
        schemeError(
            "myapp://", at: nil, "scheme 'myapp://' must be the bare scheme name like 'myapp'")
    }

    @Test func aSchemeFollowsRFC3986() {
        schemeError("1app", at: 0, "scheme '1app' must start with a letter")
        schemeError("my_app", at: 2, "invalid character '_' in scheme 'my_app'")
        schemeError("my app", at: 2, "invalid character ' '")
        schemeError("", at: nil, "empty scheme")
    }

    @Test func aDuplicateSchemeIsAnErrorIgnoringCase() throws {
        let json = #"{"schemes": ["myapp", "MyApp"], "routes": {"r": "/"}}"#
        let (spec, diagnostics) = F.read(json)
        #expect(spec == nil)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.position == SourcePosition(line: 1, column: 23))
        #expect(diagnostic.message.hasPrefix("duplicate scheme 'MyApp'"))
        #expect(diagnostic.notes.map(\.position) == [SourcePosition(line: 1, column: 14)])
    }

    // MARK: - Hosts

    @Test func hostsAreStoredLowercased() throws {
        let json = #"{"hosts": ["Example.COM", "*.Example.org"], "routes": {"r": "/"}}"#
        let spec = try #require(F.valid(json))
        #expect(
            spec.hosts == [
                Located(HostPattern("example.com"), at: SourcePosition(line: 1, column: 12)),
                Located(HostPattern("*.example.org"), at: SourcePosition(line: 1, column: 27)),
            ])
    }

    @Test func aHostIsABareHostName() {
        let message = hostError("https://example.com", at: nil)
        #expect(message == "host 'https://example.com' must be a bare host name like 'example.com'")
        hostError("example.com:8080", at: nil, "like 'example.com'")
        hostError("example.com/path", at: nil, "like 'example.com'")
        hostError("user@example.com", at: nil, "like 'example.com'")
        hostError("example.com.", at: nil, "like 'example.com'")
        hostError("https://Shop.Example.com/x?y#z", at: nil, "like 'shop.example.com'")
        hostError("http://", at: nil, "like 'example.com'")
    }

    @Test func anIPAddressIsNotAHostName() {
        hostError("192.168.0.1", at: nil, "is an IP address")
        hostError("[::1]", at: nil, "is an IP address")
    }

    @Test func aWildcardIsOnlyTheWholeFirstLabel() {
        hostError("a.*.com", at: 2, "'*' in host 'a.*.com' may only be the whole first label")
        hostError("*", at: 0, "'*' in host '*'")
        hostError("*a.com", at: 0, "may only be the whole first label")
        hostError("*.", at: nil, "needs a domain after '*.'")
    }

    @Test func labelsAreOneTo63LettersDigitsAndHyphens() {
        hostError("-a.com", at: 0, "label '-a' in host '-a.com' cannot start or end with '-'")
        hostError("a.b-", at: 2, "label 'b-'")
        hostError("a..com", at: 2, "empty label in host 'a..com'")
        hostError(".com", at: 0, "empty label")
        hostError(String(repeating: "x", count: 64) + ".com", at: 0, "longer than 63 characters")
        hostError("my_host.com", at: 2, "invalid character '_' in host 'my_host.com'")
        hostError("bücher.de", at: 1, "non-ASCII character 'ü'", "punycode")
        hostError("", at: nil, "empty host")
    }

    @Test func aDuplicateHostIsAnErrorIgnoringCase() {
        let json = #"{"hosts": ["example.com", "EXAMPLE.com"], "routes": {"r": "/"}}"#
        F.singleError(json, column: 27, "duplicate host 'EXAMPLE.com'")
    }
}
