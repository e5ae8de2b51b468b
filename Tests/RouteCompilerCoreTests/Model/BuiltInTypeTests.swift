import Testing

@testable import RouteCompilerCore

/// The built-in type descriptors: what each type accepts (the runtime's parsers), its canonical
/// text, how a value and a default are written in Swift, and the facts the other stages read.
@Suite struct BuiltInTypeTests {
    @Test func namesAreUniqueAndFound() {
        let names = BuiltInType.all.map(\.name)
        #expect(names == ["int", "double", "bool", "uuid", "string"])
        #expect(Set(names).count == names.count)
        for type in BuiltInType.all {
            #expect(BuiltInType.named(type.name) == type)
        }
        #expect(BuiltInType.named("Int") == nil)
        #expect(BuiltInType.named("integer") == nil)
    }

    @Test(arguments: [
        (BuiltInType.int, "-0", "0"), (.int, "42", "42"), (.int, "-9223372036854775808", "-9223372036854775808"),
        (.double, "2", "2.0"), (.double, "15e-1", "1.5"), (.double, "1e-7", "1e-07"), (.double, "-0", "-0.0"),
        (.bool, "1", "true"), (.bool, "0", "false"), (.bool, "true", "true"),
        (.uuid, "123E4567-E89B-12D3-A456-426614174000", "123e4567-e89b-12d3-a456-426614174000"),
        (.string, "a b/é", "a b/é"), (.string, "", ""),
    ])
    func canonicalTexts(_ type: BuiltInType, _ text: String, _ canonical: String) {
        #expect(type.canonicalText(of: text) == canonical)
        #expect(type.canonicalText(of: Array(text.utf8)) == canonical)
        #expect(type.accepts(text))
    }

    @Test(arguments: [
        (BuiltInType.int, "+1"), (.int, "01"), (.int, "9223372036854775808"), (.int, ""),
        (.double, "1e400"), (.double, ".5"), (.double, "nan"), (.double, "1e"),
        (.bool, "TRUE"), (.bool, "yes"), (.uuid, "123e4567e89b12d3a456426614174000"),
    ])
    func rejectedTexts(_ type: BuiltInType, _ text: String) {
        #expect(type.canonicalText(of: text) == nil)
        #expect(!type.accepts(text))
    }

    @Test func invalidUTF8IsNoString() {
        #expect(BuiltInType.string.canonicalText(of: [0xC3]) == nil)
        #expect(BuiltInType.string.canonicalText(of: [0xC3, 0xA9]) == "é")
    }

    @Test func valuesPrintAsSwiftDoes() {
        #expect(BuiltInType.int.swiftDescription(ofCanonical: "42") == "42")
        #expect(BuiltInType.double.swiftDescription(ofCanonical: "1e-07") == "1e-07")
        #expect(BuiltInType.bool.swiftDescription(ofCanonical: "true") == "true")
        #expect(
            BuiltInType.uuid.swiftDescription(ofCanonical: "123e4567-e89b-12d3-a456-426614174000")
                == "123E4567-E89B-12D3-A456-426614174000")
        #expect(BuiltInType.string.swiftDescription(ofCanonical: "a\"b") == #""a\"b""#)
        #expect(
            BuiltInType.uuid.swiftLiteral(ofCanonical: "123e4567-e89b-12d3-a456-426614174000")
                == #"UUID(uuidString: "123E4567-E89B-12D3-A456-426614174000")"#)
        #expect(BuiltInType.string.swiftLiteral(ofCanonical: "mail") == #""mail""#)
    }

    @Test func defaultsAsSwiftExpressions() {
        #expect(BuiltInType.int.swiftExpression(ofDefault: "-0") == "-0")
        #expect(BuiltInType.double.swiftExpression(ofDefault: "2") == "2.0")
        #expect(BuiltInType.bool.swiftExpression(ofDefault: "1") == "true")
        #expect(BuiltInType.bool.swiftExpression(ofDefault: "false") == "false")
        #expect(
            BuiltInType.uuid.swiftExpression(ofDefault: "123e4567-e89b-12d3-a456-426614174000")
                == #"Foundation.UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000")!"#)
        #expect(BuiltInType.string.swiftExpression(ofDefault: "a\nb") == #""a\nb""#)
    }

    @Test func samplesAreValuesOfTheirType() {
        for type in BuiltInType.all {
            #expect(!type.analysisSamples.isEmpty && !type.diffSamples.isEmpty, "\(type)")
            for text in type.analysisSamples + type.diffSamples + (type.finiteTexts ?? []) {
                #expect(type.accepts(text), "\(type) sample \(text)")
            }
            #expect(type.acceptsEmptyText == type.accepts(""), "\(type)")
            for name in type.includedTypeNames {
                let included = BuiltInType.named(name)!
                for text in included.analysisSamples + included.diffSamples {
                    #expect(type.accepts(text), "\(type) includes \(name) but rejects \(text)")
                }
            }
        }
    }

    @Test func ranksAndSwiftTypes() {
        #expect(BuiltInType.all.map(\.rank) == [1, 2, 1, 1, 3])
        #expect(
            BuiltInType.all.map(\.swiftType) == [
                "Swift.Int", "Swift.Double", "Swift.Bool", "Foundation.UUID", "Swift.String",
            ])
        #expect(BuiltInType.all.map(\.shortSwiftType) == ["Int", "Double", "Bool", "UUID", "String"])
    }
}
