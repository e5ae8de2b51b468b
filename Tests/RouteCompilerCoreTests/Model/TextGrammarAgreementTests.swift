@_spi(Generated) import RouteRuntime
import Testing

@testable import RouteCompilerCore

/// A built-in type's grammar (``BuiltInType/grammar``), as the ambiguity checks' automata read it
/// (`SegmentOverlap`), accepts exactly the texts the runtime's parser accepts (``BuiltInType/accepts(_:)``,
/// which calls `RouteText`): every text of up to three characters of the type's own characters
/// and one other, its samples, and texts one character away from them. So a type's texts are
/// written once, in the runtime, and described once, in the descriptor.
@Suite struct TextGrammarAgreementTests {
    /// Whether the automaton that the checks build for a parameter of `type` reads `text`.
    static func automatonReads(_ type: BuiltInType, _ text: String) -> Bool {
        let parameter = SegmentReading(.mixed([.parameter(name: "v", type: .builtIn(type))]))
        let literal = SegmentReading(.literal(text))
        let alphabet = SegmentOverlap.Alphabet(parameter, literal, hostPosition: false)
        return SegmentOverlap.Automaton.shortestCommon(
            SegmentOverlap.Automaton(parameter, alphabet: alphabet),
            SegmentOverlap.Automaton(literal, alphabet: alphabet),
            alphabet: alphabet) != nil
    }

    /// Every text of one to `length` characters of `characters`.
    static func texts(of characters: [Character], upTo length: Int) -> [String] {
        var all: [String] = []
        var level = [""]
        for _ in 0..<length {
            level = level.flatMap { prefix in characters.map { prefix + String($0) } }
            all += level
        }
        return all
    }

    /// The texts one character away from `text`: each character replaced by each of `characters`,
    /// deleted, or doubled.
    static func neighbours(of text: String, _ characters: [Character]) -> [String] {
        let scalars = Array(text)
        var result: [String] = []
        for index in scalars.indices {
            for character in characters {
                var changed = scalars
                changed[index] = character
                result.append(String(changed))
            }
            var deleted = scalars
            deleted.remove(at: index)
            result.append(String(deleted))
            var doubled = scalars
            doubled.insert(scalars[index], at: index)
            result.append(String(doubled))
        }
        return result
    }

    @Test(arguments: BuiltInType.all.filter { !$0.acceptsAnyText })
    func theGrammarAcceptsWhatTheRuntimeAccepts(_ type: BuiltInType) {
        let characters = Array((type.textCharacters ?? "") + "x")
        let samples = type.analysisSamples + type.diffSamples + (type.finiteTexts ?? [])
        let texts =
            Self.texts(of: characters, upTo: 3) + samples + samples.flatMap { Self.neighbours(of: $0, characters) }
        var disagreements: [String] = []
        for text in Set(texts).sorted() where !text.isEmpty {
            if Self.automatonReads(type, text) != type.accepts(text) {
                disagreements.append(
                    "\(text): grammar \(Self.automatonReads(type, text)), runtime \(type.accepts(text))")
            }
        }
        #expect(disagreements.isEmpty, "\(type.name): \(disagreements.prefix(10))")
    }

    @Test(arguments: BuiltInType.all)
    func theGrammarHoldsTheTypesCharactersAndLength(_ type: BuiltInType) {
        #expect(type.grammar.bytes == type.textCharacters.map { Set($0.utf8) })
        if let longest = type.grammar.longestText { #expect(type.longestText == longest) }
    }

    @Test func theLongestTextsAreTheRuntimes() {
        #expect(BuiltInType.int.longestText == String(Int.min).utf8.count)
        #expect(BuiltInType.int.accepts(String(Int.min)) && BuiltInType.int.accepts(String(Int.max)))
        #expect(BuiltInType.bool.longestText == BuiltInType.bool.finiteTexts?.map(\.utf8.count).max())
        #expect(BuiltInType.uuid.longestText == RouteText.uuidTextLength)
        #expect(BuiltInType.uuid.grammar.longestText == RouteText.uuidTextLength)
        // The grammar does not bound magnitudes: the checks assume such texts are values.
        #expect(Self.automatonReads(.int, "99999999999999999999") && !BuiltInType.int.accepts("99999999999999999999"))
    }
}
