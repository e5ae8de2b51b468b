/// How a mixed segment reads one URL segment (Specification §4.6), stated over the model for the
/// reference matcher and the checks.
///
/// The URL segment is first **partially decoded** into characters: every `%XX` that encodes an
/// unreserved character becomes that character (`%2D` is `-`, `%41` is `A`); every other `%XX`
/// stays one *kept escape* (`%40` is not `@`), which no literal piece matches and inside which no
/// run can start or end. Literal pieces are compared with the characters; each parameter takes a
/// non-empty run of them, fully decoded and read as its type. Of all the ways the pieces fit, the
/// first parameter takes the shortest run with which the rest of the segment still matches (its
/// parameters reading as their types), then the next, and so on.
///
/// Cost. Whether parameters `i…` can read the characters from position `p` on is computed once
/// for every `i` and `p`, right to left. A `string` run needs no parsing (it is valid UTF-8
/// without control characters whenever the whole segment is, since the characters around it are
/// ASCII literal text or the segment's ends), so a parameter of type `string` costs one pass over
/// the segment. A parameter of another type only tries runs of the characters its type can hold
/// and no longer than its longest text (``BuiltInType/longestText``, the longest raw value of a
/// named enum); only a `double`, whose texts have no longest, may cost time quadratic in the
/// length of a segment of number characters.
///
/// An app type (`{"swift": T}`) is split as a `string`: whether the rest fits assumes it reads any
/// non-empty run, and its reader is asked only for the runs the parameter is offered, shortest
/// first, a refusal moving on to the next split, whichever parameter it is (Specification §4.6
/// rules 3 and 4). One between two other parameters may so be asked about O(n²) runs.
struct MixedSegmentSplit {
    /// One character of a partially decoded segment.
    struct Character: Equatable {
        /// The byte it decodes to.
        var byte: UInt8
        /// Whether it is a kept escape (`%40`), not the character itself.
        var isEscape: Bool
    }

    /// Why a segment does not match.
    enum Miss: Error, Equatable {
        /// The segment does not start with the leading literal.
        case start(String)
        /// The segment does not end with the trailing literal.
        case end(String)
        /// A literal between parameters does not occur where a value could precede it.
        case separator(String)
        /// The pieces cannot all fit: a parameter would have no text.
        case tooShort
        /// The run of parameter `parameter` (its index among the parameters) is the decoded `text`,
        /// which its type does not read.
        case value(parameter: Int, text: String)
    }

    /// The segment's characters.
    let characters: [Character]
    /// The pieces of the mixed segment.
    let pieces: [MixedPiece]
    /// Whether literal pieces compare ASCII case-insensitively.
    let foldsLiterals: Bool

    /// The partially decoded characters of the raw (percent-encoded) segment `raw`; `nil` when its
    /// percent-encoding is invalid.
    static func characters(of raw: some Collection<UInt8>) -> [Character]? {
        let bytes = Array(raw)
        var result: [Character] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                result.append(Character(byte: bytes[index], isEscape: false))
                index += 1
                continue
            }
            guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
            else { return nil }
            let byte = high << 4 | low
            result.append(Character(byte: byte, isEscape: !isUnreserved(byte)))
            index += 3
        }
        return result
    }

    /// The characters as text for people, escapes written as `%XX`: `a-5` for `a%2D5`.
    static func text(of characters: some Collection<Character>) -> String {
        let bytes = characters.flatMap { character -> [UInt8] in
            guard character.isEscape else { return [character.byte] }
            let hex = String(character.byte, radix: 16, uppercase: true)
            return Array(((character.byte < 16 ? "%0" : "%") + hex).utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `byte` is an unreserved character of RFC 3986: `A`–`Z`, `a`–`z`, `0`–`9`, `-`, `.`,
    /// `_`, `~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
            UInt8(ascii: "~"):
            true
        default: false
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: Splitting

    /// The values of the parameters, in order, read by `read` (the parameter's index among the
    /// parameters, and the run's fully decoded bytes; `nil` when the type does not read them), or
    /// why the segment does not match.
    func split<Value>(_ read: (Int, [UInt8]) -> Value?) -> Result<[Value], Miss> {
        var low = 0
        var high = characters.count
        var first = 0
        var last = pieces.count
        if case .literal(let text) = pieces[0] {
            guard occurs(text, at: 0, before: high) else { return .failure(.start(text)) }
            low = text.utf8.count
            first = 1
        }
        if case .literal(let text) = pieces[pieces.count - 1], pieces.count > 1 {
            let start = high - text.utf8.count
            guard start >= low, occurs(text, at: start, before: high) else { return .failure(.end(text)) }
            high = start
            last -= 1
        }
        // pieces[first..<last] alternate: parameter, separator, parameter, …, parameter.
        let parameters = stride(from: first, to: last, by: 2).map { pieces[$0] }
        let separators = stride(from: first + 1, to: last, by: 2).map { index -> String in
            guard case .literal(let text) = pieces[index] else { return "" }
            return text
        }
        for separator in separators where !(low..<high).contains(where: { occurs(separator, at: $0, before: high) }) {
            return .failure(.separator(separator))
        }
        let runs = Runs(
            split: self, parameters: parameters, separators: separators, low: low, high: high,
            reads: { read($0, $1) != nil })
        // The first valid split in the order of rule 4, depth first: each parameter's runs
        // shortest first, then the rest. The table is exact for every type but an app type, which
        // it takes for any text; so only an app type's refusal backs up, and a position from which
        // the rest did not read (`deadEnds`) is not tried again: each run is read at most once.
        var deadEnds: Set<[Int]> = []
        func values(from index: Int, at start: Int) -> [Value]? {
            guard !deadEnds.contains([index, start]) else { return nil }
            let isLast = index == parameters.count - 1
            for end in isLast ? [high] : runs.ends(of: index, from: start) {
                guard let bytes = runs.decodedRun(start, end), let value = read(index, bytes) else { continue }
                if isLast { return [value] }
                if let rest = values(from: index + 1, at: end + separators[index].utf8.count) { return [value] + rest }
            }
            deadEnds.insert([index, start])
            return nil
        }
        guard let found = values(from: 0, at: low) else {
            return .failure(explain(parameters, separators, low: low, high: high, read))
        }
        return .success(found)
    }

    /// Whether the literal `text` occurs at `position`, ending at or before `limit`.
    func occurs(_ text: String, at position: Int, before limit: Int) -> Bool {
        let length = text.utf8.count
        guard position >= 0, position + length <= limit else { return false }
        for (offset, byte) in text.utf8.enumerated() {
            let character = characters[position + offset]
            guard !character.isEscape else { return false }
            let equal =
                foldsLiterals
                ? ASCIICase.lowercased(character.byte) == ASCIICase.lowercased(byte) : character.byte == byte
            guard equal else { return false }
        }
        return true
    }

    /// Why no split reads: the first run, in the split that gives every parameter the shortest
    /// run with which the pieces still fit, whatever the types, that its type does not read.
    private func explain<Value>(
        _ parameters: [MixedPiece], _ separators: [String], low: Int, high: Int, _ read: (Int, [UInt8]) -> Value?
    ) -> Miss {
        let anyText = parameters.map { _ in MixedPiece.parameter(name: "", type: .builtIn(.string)) }
        let shape = Runs(
            split: self, parameters: anyText, separators: separators, low: low, high: high, reads: { _, _ in true })
        var start = low
        for index in parameters.indices {
            let isLast = index == parameters.count - 1
            let end = isLast ? high : shape.ends(of: index, from: start).first { shape.restFits(after: index, at: $0) }
            guard let end, end > start else { return .tooShort }
            let bytes = shape.decodedRun(start, end) ?? []
            if read(index, bytes) == nil {
                return .value(parameter: index, text: String(decoding: bytes, as: UTF8.self))
            }
            start = end + (isLast ? 0 : separators[index].utf8.count)
        }
        return .tooShort
    }
}

/// The feasibility table of one split: which runs the parameters can take.
private struct Runs {
    let split: MixedSegmentSplit
    let parameters: [MixedPiece]
    let separators: [String]
    let low: Int
    let high: Int
    /// `fits[i][p - low]`: parameters `i…`, with the separators between them, can read the
    /// characters `p..<high`.
    private var fits: [[Bool]]
    /// The bounds of each parameter's type (``bounds(of:)``).
    private let typeBounds: [(longest: Int?, characters: Set<UInt8>?)]

    init(
        split: MixedSegmentSplit, parameters: [MixedPiece], separators: [String], low: Int, high: Int,
        reads: (Int, [UInt8]) -> Bool
    ) {
        self.split = split
        self.parameters = parameters
        self.separators = separators
        self.low = low
        self.high = high
        typeBounds = parameters.map { piece in
            guard case .parameter(_, let type) = piece else { return (0, nil) }
            return Self.bounds(of: type)
        }
        let width = high - low + 1
        fits = Array(repeating: Array(repeating: false, count: width), count: parameters.count)
        let last = parameters.count - 1
        for p in low...high {
            fits[last][p - low] = readable(last, p, high, reads)
        }
        var index = last - 1
        while index >= 0 {
            // A separator at q whose rest fits: a run p..<q may end there.
            var endsHere = Array(repeating: false, count: width)
            for q in low...high where restFits(after: index, at: q) {
                endsHere[q - low] = true
            }
            if Self.splitsAsString(parameters[index]) {
                // Any non-empty run reads as a string: parameters index… fit from p when some
                // later q is an end.
                var later = false
                var p = high
                while p >= low {
                    fits[index][p - low] = later
                    if endsHere[p - low] { later = true }
                    p -= 1
                }
            } else {
                for p in low...high {
                    fits[index][p - low] = candidateEnds(index, from: p).contains {
                        endsHere[$0 - low] && readable(index, p, $0, reads)
                    }
                }
            }
            index -= 1
        }
    }

    /// Whether separator `index` occurs at `q` and the parameters after it fit from after it.
    func restFits(after index: Int, at q: Int) -> Bool {
        let after = q + separators[index].utf8.count
        return after <= high && split.occurs(separators[index], at: q, before: high) && fits[index + 1][after - low]
    }

    /// The ends of the runs parameter `index` may take from `start`, shortest first, that are
    /// followed by its separator and a rest that fits.
    func ends(of index: Int, from start: Int) -> [Int] {
        candidateEnds(index, from: start).filter { restFits(after: index, at: $0) }
    }

    /// The ends a run of parameter `index` from `start` may have, shortest first: any for a
    /// `string`; for another type, only runs of the characters it can hold, up to its longest text.
    private func candidateEnds(_ index: Int, from start: Int) -> [Int] {
        guard start < high else { return [] }
        let bounds = typeBounds[index]
        let longest = min(high - start, bounds.longest ?? Int.max)
        var result: [Int] = []
        var end = start
        while end - start < longest {
            if let allowed = bounds.characters, !allowed.contains(split.characters[end].byte) { break }
            end += 1
            result.append(end)
        }
        return result
    }

    /// Whether parameter `index` reads the run `start..<end`. A non-empty run always reads as a
    /// `string` (see the type's documentation); another type's run must be no longer than its
    /// longest text and hold only its characters, then be acceptable (``decodedRun(_:_:)``) and
    /// read by `reads`.
    private func readable(_ index: Int, _ start: Int, _ end: Int, _ reads: (Int, [UInt8]) -> Bool) -> Bool {
        guard start < end, case .parameter = parameters[index] else { return false }
        if Self.splitsAsString(parameters[index]) { return true }
        let bounds = typeBounds[index]
        if let longest = bounds.longest, end - start > longest { return false }
        if let allowed = bounds.characters,
            split.characters[start..<end].contains(where: { !allowed.contains($0.byte) })
        {
            return false
        }
        guard let bytes = decodedRun(start, end) else { return false }
        return reads(index, bytes)
    }

    /// Whether the split treats the parameter as any non-empty run: a `string`, or an app type,
    /// whose reader is asked only when a run is taken.
    private static func splitsAsString(_ piece: MixedPiece) -> Bool {
        switch piece {
        case .parameter(_, .builtIn(.string)), .parameter(_, .app): true
        default: false
        }
    }

    /// The longest text of a type, and the characters its texts hold, when they are bounded.
    private static func bounds(of type: ParameterType) -> (longest: Int?, characters: Set<UInt8>?) {
        switch type {
        case .builtIn(let builtIn): (builtIn.longestText, builtIn.textCharacters.map { Set($0.utf8) })
        case .enumeration(let named): (named.rawValues.map(\.utf8.count).max() ?? 0, nil)
        case .app: (nil, nil)
        }
    }

    /// The fully decoded bytes of the run `start..<end`; `nil` when it is empty, not valid UTF-8
    /// or holds a control character (Specification §4.6 rule 6).
    func decodedRun(_ start: Int, _ end: Int) -> [UInt8]? {
        guard start < end else { return nil }
        let bytes = split.characters[start..<end].map(\.byte)
        guard RuntimeText.utf8(bytes) != nil, !bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
        return bytes
    }
}
