import Testing

@testable import RouteCompilerCore

/// The trie, precedence and overlap of mixed segments and case-insensitive routes (Specification
/// §4.7, §9.2).
@Suite struct RouteTrieLinksTests {
    private func spec(_ routes: String) throws -> RouteSpec {
        try #require(AnalysisFixture.read(AnalysisFixture.json(routes)))
    }

    @Test func mixedEdgesAreSharedByTheirShapeWhateverTheNames() throws {
        let trie = RouteTrie(try spec(#""a": "/p/{slug}-{id:int}", "b": "/p/{name}-{n:int}/x", "c": "/p/{s}-{t}""#))
        let p = try #require(trie.nodes[0].literals.first { $0.text == "p" }?.node)
        let mixed = trie.nodes[p].mixed
        #expect(mixed.count == 2)
        #expect(
            mixed[0].pieces == [
                .parameter(name: "", type: .builtIn(.string)), .literal("-"),
                .parameter(name: "", type: .builtIn(.int)),
            ])
        #expect(trie.nodes[mixed[0].node].ends.map(\.route) == [0])
        #expect(trie.nodes[mixed[0].node].captures == [.builtIn(.string), .builtIn(.int)])
        #expect(trie.nodes[mixed[0].node].literals.map(\.text) == ["x"])
    }

    @Test func childrenComeInPrecedenceOrder() throws {
        let trie = RouteTrie(
            try spec(
                #""s": "/p/{s}", "i": "/p/{i:int}", "m1": "/p/{a}.{b}", "m5": "/p/{a}.json", "l": "/p/new","#
                    + #" "c": "/p/{rest*}""#))
        let p = try #require(trie.nodes[0].literals.first?.node)
        #expect(trie.nodes[p].mixed.map { MixedPiece.literalCharacterCount(of: $0.pieces) } == [5, 1])
        let order = trie.patternsInPrecedenceOrder().map { ["s", "i", "m1", "m5", "l", "c"][$0.route] }
        #expect(order == ["l", "m5", "m1", "i", "s", "c"])
        #expect(trie.nodes[p].children.count == 5)
    }

    @Test func caseInsensitiveLiteralsAreTheirOwnLowercasedEdges() throws {
        let trie = RouteTrie(
            try spec(
                #""a": {"path": "/Settings/a", "caseSensitive": false}, "b": {"path": "/SETTINGS/b", "caseSensitive": false},"#
                    + #" "c": "/settings/c""#))
        let literals = trie.nodes[0].literals
        #expect(literals.map(\.text) == ["settings", "settings"])
        #expect(literals.map { trie.nodes[$0.node].readsCaseInsensitively } == [false, true])
        #expect(trie.nodes[literals[1].node].literals.map(\.text) == ["a", "b"])
        #expect(trie.child(of: 0, for: .literal("SeTTings"), isCaseSensitive: false) == literals[1].node)
        #expect(trie.child(of: 0, for: .literal("settings"), isCaseSensitive: true) == literals[0].node)
        #expect(trie.child(of: 0, for: .literal("Settings"), isCaseSensitive: true) == nil)
    }

    @Test func precedenceComparesMixedSegmentsByTheirLiteralCharacters() throws {
        let spec = try spec(#""a": "/{a}.{b}", "b": "/{a}.tar.{b}", "c": "/{x:int}", "d": "/x.tar.gz""#)
        func contender(_ route: Int) -> Precedence.Contender {
            Precedence.Contender(pattern: spec.routes[route].patterns[0], requiredKeys: [], isCaseSensitive: true)
        }
        #expect(Precedence.compare(contender(0), contender(1), segmentCount: 1) == .second)
        #expect(Precedence.compare(contender(0), contender(2), segmentCount: 1) == .first)
        #expect(Precedence.compare(contender(3), contender(1), segmentCount: 1) == .first)
        var insensitive = contender(3)
        insensitive.isCaseSensitive = false
        #expect(Precedence.compare(insensitive, contender(3), segmentCount: 1) == .tie)
    }

    @Test func theOverlapOfTwoSegmentsIsATextBothRead() {
        func mixed(_ pieces: MixedPiece...) -> SegmentReading { SegmentReading(.mixed(pieces)) }
        let string = MixedPiece.parameter(name: "", type: .builtIn(.string))
        let int = MixedPiece.parameter(name: "", type: .builtIn(.int))
        #expect(
            SegmentOverlap.sharedSegment(mixed(string, .literal("-"), string), mixed(string, .literal("."), string))
                == "x-.x")
        #expect(SegmentOverlap.sharedSegment(mixed(.literal("a"), int), mixed(int, .literal("b"))) == nil)
        #expect(
            SegmentOverlap.sharedSegment(mixed(string, .literal("@"), string), SegmentReading(.literal("a@b"))) == "a@b"
        )
        // In the host position, a raw '@' cannot be written; as a kept escape it is no piece.
        #expect(
            SegmentOverlap.sharedSegment(
                mixed(string, .literal("@"), string), SegmentReading(.literal("a@b")), hostPosition: true) == nil)
        #expect(
            SegmentOverlap.sharedSegment(
                mixed(.literal("v"), int), SegmentReading(.literal("V1")), hostPosition: false) == nil)
        var folded = mixed(.literal("v"), int)
        folded.foldsLiterals = true
        #expect(SegmentOverlap.sharedSegment(folded, SegmentReading(.literal("V1"))) == "V1")
    }
}
