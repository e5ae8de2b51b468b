import Testing

@testable import RouteCompilerCore

/// `"types"`: named enums and app types.
@Suite struct SpecReaderTypesTests {
    typealias F = SpecReaderFixture

    private static let prefix = #"{"schemes": ["myapp"], "routes": {"r": "/"}, "types": "#

    private func document(_ types: String) -> String {
        Self.prefix + types + "}"
    }

    /// Expects one error at `offset` characters after the start of the `"types"` value.
    @discardableResult
    private func typesError(
        _ types: String, at offset: Int, _ words: String...,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> String? {
        let column = Self.prefix.unicodeScalars.count + 1 + offset
        let message = F.singleError(document(types), column: column, sourceLocation: sourceLocation)
        F.expect(message, contains: words, sourceLocation: sourceLocation)
        return message
    }

    @Test func namedEnumsAndAppTypesAreRead() throws {
        let json = document(#"{"T": ["default", "in-stock", "4k"], "Code": {"swift": "Kit.Code"}}"#)
        let spec = try #require(F.valid(json))
        let start = Self.prefix.unicodeScalars.count + 1
        func at(_ offset: Int) -> SourcePosition {
            SourcePosition(line: 1, column: start + offset)
        }
        #expect(
            spec.types == [
                NamedType(
                    .enumeration(
                        NamedEnum(
                            name: "T",
                            values: [
                                .init(rawValue: "default", caseName: "default", position: at(7)),
                                .init(rawValue: "in-stock", caseName: "inStock", position: at(18)),
                                .init(rawValue: "4k", caseName: "_4k", position: at(30)),
                            ])),
                    at: at(1)),
                NamedType(.app(AppType(name: "Code", swiftType: "Kit.Code")), at: at(37)),
            ])
    }

    @Test func typesMustBeAnObject() {
        typesError("[]", at: 0, "\"types\" must be an object of named types, found an array")
    }

    @Test func aTypeNameIsAnIdentifier() {
        typesError(#"{"my-type": ["a"]}"#, at: 1, "type name 'my-type' is not a Swift identifier")
    }

    @Test func aTypeNameIsNotAKeyword() {
        typesError(#"{"Type": ["a"]}"#, at: 1, "type name 'Type' is a Swift keyword")
    }

    @Test func aTypeNameIsNotABuiltInTypeInAnyCase() {
        typesError(
            #"{"Int": ["a"]}"#, at: 1, "type name 'Int' clashes with the built-in type 'int'")
        typesError(#"{"STRING": ["a"]}"#, at: 1, "built-in type 'string'")
        typesError(#"{"Uuid": ["a"]}"#, at: 1, "built-in type 'uuid'")
    }

    @Test func aTypeNameDoesNotHideATypeTheGeneratedCodeUses() {
        typesError(#"{"URL": ["a"]}"#, at: 1, "type name 'URL' would hide 'URL'")
    }

    @Test func aTypeNameIsNotTheEnumName() {
        typesError(
            #"{"Route": ["a"]}"#, at: 1, "type name 'Route' is the name of the generated enum")
    }

    @Test func aTypeIsAnArrayOrAnObject() {
        typesError(
            #"{"T": "a"}"#, at: 6,
            "type 'T' must be an array of raw values or {\"swift\": \"TypeName\"}, found a string")
    }

    @Test func aNamedEnumHasRawValues() {
        typesError(#"{"T": []}"#, at: 6, "type 'T' has no raw values")
        typesError(
            #"{"T": ["a", 1]}"#, at: 12,
            "each raw value in type 'T' must be a string, found a number")
    }

    @Test func rawValuesAreNonEmptyWithoutControlCharacters() {
        typesError(#"{"T": [""]}"#, at: 7, "empty raw value in type 'T'")
        typesError(
            #"{"T": ["a\u0001b"]}"#, at: 9, "raw value 'a\\u{1}b' of type 'T' contains a control")
        typesError(#"{"T": [".."]}"#, at: 7, "raw value '..' of type 'T' can never match")
        typesError(#"{"T": ["."]}"#, at: 7, "raw value '.'")
    }

    @Test func aDuplicateRawValueIsAnError() {
        typesError(#"{"T": ["a", "a"]}"#, at: 12, "duplicate raw value 'a' in type 'T'")
    }

    @Test func aRawValueNeedsLettersOrDigits() {
        typesError(#"{"T": ["--"]}"#, at: 7, "raw value '--' of type 'T' has no letters or digits")
    }

    @Test func twoRawValuesWithTheSameCaseNameAreAnError() throws {
        let json = document(#"{"Color": ["dark-blue", "dark_blue"]}"#)
        let start = Self.prefix.unicodeScalars.count + 1
        let message = F.singleError(json, column: start + 24)
        #expect(
            message
                == "raw values 'dark-blue' and 'dark_blue' of type 'Color' both give the case name"
                + " 'darkBlue'; make them differ in their letters or digits")
        let note = try #require(F.read(json).diagnostics.first?.notes.first)
        #expect(note.position == SourcePosition(line: 1, column: start + 11))
    }

    @Test func aRawValueCannotGiveTheCaseNameAllCases() {
        typesError(#"{"T": ["all-cases"]}"#, at: 7, "'allCases'", "CaseIterable")
    }

    @Test func anAppTypeNamesASwiftType() {
        typesError(
            #"{"Code": {"swift": "Array<Int>"}}"#, at: 19,
            "\"swift\" of type 'Code' must be a Swift type name like 'ProductCode'",
            "found 'Array<Int>'")
        typesError(#"{"Code": {"swift": "Kit.Type"}}"#, at: 19, "found 'Kit.Type'")
        typesError(#"{"Code": {"swift": ""}}"#, at: 19, "found ''")
        typesError(
            #"{"Code": {"swift": 1}}"#, at: 19,
            "\"swift\" of type 'Code' must be a string, found a number")
    }

    @Test func anAppTypeHasTheKeysSwiftAndKotlin() {
        typesError(#"{"Code": {}}"#, at: 9, "type 'Code' must name a Swift type")
        typesError(#"{"Code": {"kotlin": "a.C"}}"#, at: 9, "type 'Code' must name a Swift type")
        typesError(
            #"{"Code": {"swift": "C", "swfit": "D"}}"#, at: 24,
            "unknown key 'swfit' in type 'Code'; did you mean 'swift'?")
        typesError(
            #"{"Code": {"swift": "C", "kotln": "D"}}"#, at: 24,
            "unknown key 'kotln' in type 'Code'; did you mean 'kotlin'?")
        typesError(
            #"{"Code": {"swift": "C", "other": "D"}}"#, at: 24,
            "unknown key 'other' in type 'Code'; the keys are \"swift\" and \"kotlin\"")
    }

    /// Specification §10.2 rule 2: `"kotlin"` names the app type's Kotlin class, for the `kotlin`
    /// command only; the Swift side, the matcher and `diff` do not see it.
    @Test func anAppTypeMayNameItsKotlinClass() throws {
        let spec = try #require(F.valid(document(#"{"Code": {"swift": "C", "kotlin": "com.example.C"}}"#)))
        guard case .app(let app) = spec.types.first?.kind else {
            Issue.record("no app type")
            return
        }
        #expect(app.swiftType == "C")
        #expect(app.kotlinType == "com.example.C")
        #expect(app == AppType(name: "Code", swiftType: "C"))
        let plain = try #require(F.valid(document(#"{"Code": {"swift": "C"}}"#)))
        guard case .app(let bare) = plain.types.first?.kind else { return }
        #expect(bare.kotlinType == nil)
    }

    @Test func theKotlinClassIsDottedKotlinIdentifiers() {
        for (text, found) in [
            ("com..C", "'com..C'"), ("", "''"), ("com.example.class", "'com.example.class'"),
            ("1com.C", "'1com.C'"), ("com.C<T>", "'com.C<T>'"), ("com.C.", "'com.C.'"),
        ] {
            typesError(
                #"{"Code": {"swift": "C", "kotlin": "\#(text)"}}"#, at: 34,
                "\"kotlin\" of type 'Code' must be a Kotlin class name like 'com.example.ProductCode'",
                "found \(found)")
        }
        typesError(
            #"{"Code": {"swift": "C", "kotlin": 1}}"#, at: 34, "\"kotlin\" of type 'Code' must be a string")
    }

    @Test func everyTypeErrorIsReported() {
        let (spec, diagnostics) = F.read(document(#"{"Int": [], "T": ["a", "a"], "C": {}}"#))
        #expect(spec == nil)
        #expect(diagnostics.count == 4)
    }
}
