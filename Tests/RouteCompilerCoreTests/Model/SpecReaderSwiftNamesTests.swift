import Testing

@testable import RouteCompilerCore

/// `SwiftNames`, the edit distance behind the suggestions, and the accepted literal texts.
@Suite struct SpecReaderSwiftNamesTests {
    @Test(arguments: ["a", "_a", "__", "a1", "camelCase", "café", "Ωmega", "class", "a\u{301}"])
    func identifiers(_ name: String) {
        #expect(SwiftNames.isIdentifier(name))
    }

    @Test(arguments: ["", "_", "1a", "a-b", "a b", "a.b", "a$", "`a`", "🙂"])
    func nonIdentifiers(_ name: String) {
        #expect(!SwiftNames.isIdentifier(name))
    }

    @Test func keywordsIncludeThoseThatNeedBackticks() {
        for word in [
            "class", "func", "default", "self", "Self", "Type", "Protocol", "init", "case", "in",
            "is", "as", "var", "let", "return", "true", "nil", "Any", "throws", "await", "where",
        ] {
            #expect(SwiftNames.keywords.contains(word), "\(word)")
        }
        for word in ["get", "set", "url", "some", "open", "package", "home"] {
            #expect(!SwiftNames.keywords.contains(word), "\(word)")
        }
    }

    @Test func escapingAddsBackticksToKeywordsOnly() {
        #expect(SwiftNames.escaped("default") == "`default`")
        #expect(SwiftNames.escaped("Type") == "`Type`")
        #expect(SwiftNames.escaped("home") == "home")
    }

    @Test(arguments: [
        ("dark-blue", "darkBlue"), ("in_stock", "inStock"), ("HD", "hd"), ("4k", "_4k"),
        ("home", "home"), ("DARK_BLUE", "darkBlue"), ("URLPath", "urlPath"), ("iOS", "iOS"),
        ("x 4k", "x4k"), ("Hello World", "helloWorld"), ("café-au-lait", "caféAuLait"),
        ("--a--", "a"), ("default", "default"), ("a.b", "aB"), ("2-factor", "_2Factor"),
    ])
    func lowerCamelCase(_ raw: String, _ expected: String) {
        #expect(SwiftNames.lowerCamelCase(raw) == expected)
    }

    @Test(arguments: ["", "--", "_", " . "])
    func lowerCamelCaseNeedsLettersOrDigits(_ raw: String) {
        #expect(SwiftNames.lowerCamelCase(raw) == nil)
    }

    @Test func lowerCamelCaseAlwaysGivesAnIdentifier() {
        for raw in ["a", "9", "x-y", "ÄÖ", "a\u{301}b", "1.5"] {
            let name = SwiftNames.lowerCamelCase(raw)
            #expect(name.map(SwiftNames.isIdentifier) == true, "\(raw) → \(name ?? "nil")")
        }
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        func distance(_ a: String, _ b: String) -> Int {
            NameSuggestions.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("pahts", "paths") == 1)
        #expect(distance("path s", "paths") == 1)
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(NameSuggestions.closest(to: "Paths", among: ["path", "paths"]) == "paths")
        #expect(NameSuggestions.closest(to: "xyz", among: ["path", "paths"]) == nil)
    }

    @Test func acceptedLiteralTexts() {
        #expect(BuiltInType.int.accepts("42") && BuiltInType.int.accepts("-7"))
        #expect(!BuiltInType.int.accepts("007") && !BuiltInType.int.accepts("+1"))
        #expect(!BuiltInType.int.accepts("-") && !BuiltInType.int.accepts("١"))
        #expect(BuiltInType.double.accepts("1.25e-3") && !BuiltInType.double.accepts("1e"))
        #expect(!BuiltInType.double.accepts("inf") && !BuiltInType.double.accepts(" 1"))
        #expect(BuiltInType.bool.accepts("1") && !BuiltInType.bool.accepts("TRUE"))
        #expect(BuiltInType.uuid.accepts("123e4567-e89b-12d3-a456-426614174000"))
        #expect(!BuiltInType.uuid.accepts("123e4567e89b12d3a456426614174000"))
        #expect(!BuiltInType.uuid.accepts("123e4567-e89b-12d3-a456-42661417400g"))
    }
}
