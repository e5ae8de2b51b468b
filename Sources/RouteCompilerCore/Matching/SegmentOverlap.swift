@_spi(Generated) import RouteRuntime

/// How one pattern segment reads URL segments, for the analysis: the segment, and whether its
/// literal text and its named-enum values compare ignoring ASCII case.
struct SegmentReading {
    /// The segment (never a catch-all here).
    var kind: PathSegment.Kind
    /// Whether literal text compares ignoring case: a case-insensitive route, or the host position
    /// of a host-first scheme (Specification §4.4 rule 4).
    var foldsLiterals: Bool
    /// Whether named-enum values compare ignoring case: a case-insensitive route.
    var foldsEnums: Bool

    init(_ kind: PathSegment.Kind, foldsLiterals: Bool = false, foldsEnums: Bool = false) {
        self.kind = kind
        self.foldsLiterals = foldsLiterals
        self.foldsEnums = foldsEnums
    }

    /// Whether this segment reads the raw (percent-encoded) URL segment `raw`, assuming an app
    /// type reads anything.
    func reads(_ raw: String) -> Bool {
        switch kind {
        case .literal, .parameter, .catchAll:
            guard let bytes = RuntimeText.percentDecoded(raw.utf8), let text = RuntimeText.utf8(bytes), !bytes.isEmpty,
                text != ".", text != "..", !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F })
            else { return false }
            switch kind {
            case .literal(let literal):
                return foldsLiterals ? ASCIICase.equal(literal.utf8, bytes) : literal.utf8.elementsEqual(bytes)
            case .parameter(_, let type):
                return TypeOverlap.accepts(type, text, foldsEnums: foldsEnums)
            default:
                return true
            }
        case .mixed(let pieces):
            guard let characters = MixedSegmentSplit.characters(of: raw.utf8) else { return false }
            let parameters = MixedPiece.parameters(of: pieces)
            let split = MixedSegmentSplit(characters: characters, pieces: pieces, foldsLiterals: foldsLiterals)
            let outcome = split.split { index, bytes -> Bool? in
                let text = String(decoding: bytes, as: UTF8.self)
                return TypeOverlap.accepts(parameters[index].type, text, foldsEnums: foldsEnums) ? true : nil
            }
            if case .success = outcome { return true }
            return false
        }
    }
}

/// Which URL segments two pattern segments both read (Specification §9.2 rule 3), for the
/// ambiguity and shadowing checks: a raw URL segment that both read, or `nil` when they share none.
///
/// Whole literals and parameters are compared directly (``TypeOverlap``). When a mixed segment is
/// involved, each segment is turned into an automaton over the characters of a partially decoded
/// segment (a character, or a kept escape such as `%40`, which literal text never matches) and
/// the shortest text both automata accept is searched breadth-first. The characters tried are
/// those the two segments' literal text and types can hold, in both cases, and one character that
/// neither mentions, which stands for every other: so the answer is exact for the built-in types
/// and named enums, whose texts are regular (a number's range aside). The witness found is checked
/// with the segments' own readers before it is returned.
enum SegmentOverlap {
    /// A raw URL segment that both `a` and `b` read, or `nil`. `hostPosition`: the segment stands
    /// in the host position of a host-first scheme, where a raw `@` or `:` cannot be written.
    static func sharedSegment(_ a: SegmentReading, _ b: SegmentReading, hostPosition: Bool = false) -> String? {
        if case .mixed = a.kind {
        } else if case .mixed = b.kind {
        } else {
            return directlyShared(a, b)
        }
        let alphabet = Alphabet(a, b, hostPosition: hostPosition)
        let first = Automaton(a, alphabet: alphabet)
        let second = Automaton(b, alphabet: alphabet)
        guard let witness = Automaton.shortestCommon(first, second, alphabet: alphabet) else { return nil }
        let raw = witness.map { alphabet.symbols[$0].raw }.joined()
        return a.reads(raw) && b.reads(raw) ? raw : nil
    }

    /// A quick necessary condition for two segments to share a text: their leading literal texts
    /// (a whole literal's text, a mixed segment's first piece when it is literal) are a prefix of
    /// one another, and their trailing ones a suffix of one another, compared ignoring case when
    /// either segment folds. It spares the automata for most pairs of siblings.
    static func mayShare(_ a: SegmentReading, _ b: SegmentReading) -> Bool {
        let folds = a.foldsLiterals || b.foldsLiterals
        func fold(_ text: String) -> [UInt8] { folds ? Array(ASCIICase.lowercased(text).utf8) : Array(text.utf8) }
        let (headA, headB) = (leading(a.kind).map(fold), leading(b.kind).map(fold))
        if let x = headA, let y = headB, !(x.starts(with: y) || y.starts(with: x)) { return false }
        let (tailA, tailB) = (trailing(a.kind).map(fold), trailing(b.kind).map(fold))
        if let x = tailA, let y = tailB,
            !(x.reversed().starts(with: y.reversed()) || y.reversed().starts(with: x.reversed()))
        {
            return false
        }
        return true
    }

    /// The literal text a segment's texts start with, if any (for a mixed segment with the
    /// literal pieces raw, as the URL writes them; a whole literal's decoded text, which equals its
    /// raw text for the characters a piece may hold).
    static func leading(_ kind: PathSegment.Kind) -> String? {
        switch kind {
        case .literal(let text): text
        case .mixed(let pieces): if case .literal(let text) = pieces.first { text } else { nil }
        default: nil
        }
    }

    /// The literal text a segment's texts end with, if any.
    static func trailing(_ kind: PathSegment.Kind) -> String? {
        switch kind {
        case .literal(let text): text
        case .mixed(let pieces): if case .literal(let text) = pieces.last { text } else { nil }
        default: nil
        }
    }

    /// The URL form of a decoded segment text, as the builder writes it.
    static func raw(_ text: String) -> String {
        if text.utf8.allSatisfy(MixedSegmentSplit.isUnreserved) { return text }
        return PercentEncoding.encode(text, as: .pathSegment)
    }

    /// Two segments without a mixed one.
    private static func directlyShared(_ a: SegmentReading, _ b: SegmentReading) -> String? {
        switch (a.kind, b.kind) {
        case (.literal, .literal):
            return literalVariants(a, b)
        case (.literal(let text), .parameter(_, let type)), (.parameter(_, let type), .literal(let text)):
            let (literal, parameter) = a.kind.isLiteral ? (a, b) : (b, a)
            let candidates =
                [text] + (TypeOverlap.finiteValues(of: type) ?? []) + [text.lowercased(), text.uppercased()]
            return candidates.map(raw).first { literal.reads($0) && parameter.reads($0) }
        case (.parameter(_, let x), .parameter(_, let y)):
            return TypeOverlap.sharedText(x, y, foldsEnums: (a.foldsEnums, b.foldsEnums)).map(raw)
        default:
            return nil
        }
    }

    /// A spelling of literal `a` that both literals read, when they differ in case.
    private static func literalVariants(_ a: SegmentReading, _ b: SegmentReading) -> String? {
        guard case .literal(let x) = a.kind, case .literal(let y) = b.kind else { return nil }
        return [ASCIICase.lowercased(x), y, x].map(raw).first { a.reads($0) && b.reads($0) }
    }

    // MARK: - The alphabet

    /// One character of a partially decoded segment: a byte, raw or as a kept escape.
    struct Symbol: Hashable {
        var byte: UInt8
        var isEscape: Bool

        /// The symbol as it is written in a URL: an ASCII character raw, an escape or a non-ASCII
        /// byte as `%XX` (a non-ASCII byte reads the same either way).
        var raw: String {
            if !isEscape && byte < 0x80 { return String(Unicode.Scalar(byte)) }
            let hex = String(byte, radix: 16, uppercase: true)
            return byte < 16 ? "%0" + hex : "%" + hex
        }
    }

    /// The symbols tried: every byte the two segments' literal text, named-enum values and types
    /// mention (both ASCII cases of letters), each raw where a URL path carries it raw and as an
    /// escape where it is not unreserved, and one letter neither mentions.
    struct Alphabet {
        var symbols: [Symbol] = []

        init(_ a: SegmentReading, _ b: SegmentReading, hostPosition: Bool) {
            var bytes: [UInt8] = []
            func add(_ text: String) {
                for byte in text.utf8 where !bytes.contains(byte) { bytes.append(byte) }
            }
            for reading in [a, b] {
                for text in Self.texts(of: reading.kind) {
                    add(text)
                    add(text.lowercased())
                    add(text.uppercased())
                }
            }
            let other = "xqzjkgwvyhmnop".utf8.first { !bytes.contains($0) }
            if let other { bytes.append(other) } else { add("\u{439}") }
            // The letter that stands for every other first, then letters and digits, then other
            // ASCII, then non-ASCII bytes, so that the shortest witness reads plainly.
            func rank(_ byte: UInt8) -> Int {
                if byte == other { return 0 }
                if byte >= 0x80 { return 3 }
                return MixedSegmentSplit.isUnreserved(byte) && byte != 0x2D && byte != 0x2E && byte != 0x5F
                    && byte != 0x7E ? 1 : 2
            }
            bytes.sort { (rank($0), $0) < (rank($1), $1) }
            for byte in bytes {
                let rawAllowed =
                    byte >= 0x80 || MixedSegmentSplit.isUnreserved(byte)
                    || ("!$&'()*+,;=".utf8.contains(byte) || (!hostPosition && (byte == 0x3A || byte == 0x40)))
                if rawAllowed { symbols.append(Symbol(byte: byte, isEscape: false)) }
                if !MixedSegmentSplit.isUnreserved(byte) && byte >= 0x20 && byte != 0x7F {
                    symbols.append(Symbol(byte: byte, isEscape: true))
                }
            }
        }

        /// The texts a segment's literals and types mention.
        private static func texts(of kind: PathSegment.Kind) -> [String] {
            switch kind {
            case .literal(let text): return [text]
            case .parameter(_, let type): return texts(of: type)
            case .catchAll: return []
            case .mixed(let pieces):
                return pieces.flatMap { piece -> [String] in
                    switch piece {
                    case .literal(let text): [text]
                    case .parameter(_, let type): texts(of: type)
                    }
                }
            }
        }

        private static func texts(of type: ParameterType) -> [String] {
            switch type {
            case .builtIn(let builtIn): [builtIn.textCharacters ?? ""] + (builtIn.finiteTexts ?? [])
            case .enumeration(let named): named.rawValues
            case .app: []
            }
        }
    }

    // MARK: - Automata

    /// A nondeterministic automaton over the symbols of an ``Alphabet``: state 0 starts, ``accept``
    /// ends; each state has transitions on sets of symbols and empty transitions.
    struct Automaton {
        /// For each state, its transitions: the symbols (indices into the alphabet) and the target.
        private(set) var moves: [[(symbols: [Bool], to: Int)]] = [[]]
        /// For each state, the states reached by empty transitions.
        private(set) var empty: [[Int]] = [[]]
        /// The accepting state.
        private(set) var accept = 0
        private let alphabet: Alphabet

        init(_ reading: SegmentReading, alphabet: Alphabet) {
            self.alphabet = alphabet
            var end = 0
            switch reading.kind {
            case .literal(let text):
                end = literal(text, from: 0, folds: reading.foldsLiterals, rawOnly: false)
            case .parameter(_, let type):
                end = value(type, from: 0, folds: reading.foldsEnums)
            case .catchAll:
                end = value(.builtIn(.string), from: 0, folds: false)
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .literal(let text): end = literal(text, from: end, folds: reading.foldsLiterals, rawOnly: true)
                    case .parameter(_, let type): end = value(type, from: end, folds: reading.foldsEnums)
                    }
                }
            }
            accept = end
        }

        private mutating func newState() -> Int {
            moves.append([])
            empty.append([])
            return moves.count - 1
        }

        private mutating func move(_ from: Int, _ to: Int, _ test: (Symbol) -> Bool) {
            moves[from].append((alphabet.symbols.map(test), to))
        }

        private mutating func link(_ from: Int, _ to: Int) {
            empty[from].append(to)
        }

        /// The bytes of `text`, each matched by a symbol that decodes to it (only a raw one in mixed
        /// literal text); the state after them.
        private mutating func literal(_ text: String, from start: Int, folds: Bool, rawOnly: Bool) -> Int {
            var current = start
            for byte in text.utf8 {
                let next = newState()
                move(current, next) { symbol in
                    (!rawOnly || !symbol.isEscape)
                        && (folds
                            ? ASCIICase.lowercased(symbol.byte) == ASCIICase.lowercased(byte) : symbol.byte == byte)
                }
                current = next
            }
            return current
        }

        /// One or more symbols that decode to a text of `type`; the state after them.
        private mutating func value(_ type: ParameterType, from start: Int, folds: Bool) -> Int {
            switch type {
            case .builtIn(let builtIn):
                return grammar(builtIn.grammar, from: start)
            case .enumeration(let named):
                let end = newState()
                for text in named.rawValues {
                    link(decoded(text, from: start, folds: folds), end)
                }
                return end
            case .app:
                // Assumed to read anything (Specification §3.7 rule 7), like a string.
                return grammar(.anyText, from: start)
            }
        }

        /// States that read a text of `grammar` (the descriptor's, `BuiltInType.grammar`) from
        /// `start`, each byte matched by any symbol that decodes to it; the state after them.
        private mutating func grammar(_ grammar: TextGrammar, from start: Int) -> Int {
            switch grammar {
            case .byte(let bytes):
                let next = newState()
                move(start, next) { bytes.contains($0.byte) }
                return next
            case .sequence(let parts):
                var current = start
                for part in parts { current = self.grammar(part, from: current) }
                return current
            case .choice(let alternatives):
                let end = newState()
                for alternative in alternatives {
                    let entry = newState()
                    link(start, entry)
                    link(self.grammar(alternative, from: entry), end)
                }
                return end
            case .optional(let inner):
                let entry = newState()
                link(start, entry)
                let end = newState()
                link(self.grammar(inner, from: entry), end)
                link(start, end)
                return end
            case .oneOrMore(let inner):
                let entry = newState()
                link(start, entry)
                let exit = self.grammar(inner, from: entry)
                link(exit, entry)
                let end = newState()
                link(exit, end)
                return end
            case .anyText:
                let end = newState()
                move(start, end) { _ in true }
                move(end, end) { _ in true }
                return end
            }
        }

        /// The bytes of `text`, each matched by any symbol that decodes to it; the state after them.
        private mutating func decoded(_ text: String, from start: Int, folds: Bool) -> Int {
            literal(text, from: start, folds: folds, rawOnly: false)
        }

        /// The states reached from `states` by empty transitions, `states` included.
        /// In ascending order, so that the search, and the witness it finds, is the same in every
        /// run (a `Set`'s order is not).
        private func closure(_ states: [Int]) -> [Int] {
            var seen = Set(states)
            var stack = states
            while let state = stack.popLast() {
                for next in empty[state] where seen.insert(next).inserted { stack.append(next) }
            }
            return seen.sorted()
        }

        /// The shortest sequence of symbols (indices) that both automata accept, or `nil`.
        static func shortestCommon(_ a: Automaton, _ b: Automaton, alphabet: Alphabet) -> [Int]? {
            struct Pair: Hashable {
                var a: Int
                var b: Int
            }
            var parent: [Pair: (from: Pair, symbol: Int)] = [:]
            var queue: [Pair] = []
            var seen: Set<Pair> = []
            for x in a.closure([0]) {
                for y in b.closure([0]) where seen.insert(Pair(a: x, b: y)).inserted {
                    queue.append(Pair(a: x, b: y))
                }
            }
            var head = 0
            while head < queue.count {
                let pair = queue[head]
                head += 1
                if pair.a == a.accept && pair.b == b.accept {
                    var symbols: [Int] = []
                    var current = pair
                    while let step = parent[current] {
                        symbols.append(step.symbol)
                        current = step.from
                    }
                    return symbols.reversed()
                }
                for symbol in alphabet.symbols.indices {
                    let nextA = a.moves[pair.a].filter { $0.symbols[symbol] }.map(\.to)
                    guard !nextA.isEmpty else { continue }
                    let nextB = b.moves[pair.b].filter { $0.symbols[symbol] }.map(\.to)
                    guard !nextB.isEmpty else { continue }
                    for x in a.closure(nextA) {
                        for y in b.closure(nextB) {
                            let next = Pair(a: x, b: y)
                            guard seen.insert(next).inserted else { continue }
                            parent[next] = (pair, symbol)
                            queue.append(next)
                        }
                    }
                }
            }
            return nil
        }
    }
}

extension PathSegment.Kind {
    /// Whether this is a whole literal segment.
    var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }
}
