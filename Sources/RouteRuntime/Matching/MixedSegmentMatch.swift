/// Matches one segment against a mixed segment's pieces (Specification §4.6): literal text mixed
/// with parameters, `/{slug}-{id:int}`, `/@{user}`, `/v{major:int}.{minor:int}`.
///
/// The segment is read with its unreserved escapes decoded (`%2D` is `-`, `%41` is `A`) and every
/// other escape kept (`%40` is not `@`). A leading literal must start it, a trailing one end it;
/// between parameters, a literal separator is looked for. Where the pieces fit in more than one
/// way, the first parameter takes the shortest text with which the rest still matches, then the
/// next. Each parameter's text is then fully decoded and read as its type. An app type
/// (`{"swift": T}`) is split as a `string`, any non-empty text: whether the rest fits never
/// asks its initializer, which is called once for each run the parameter is offered, shortest
/// first, a `nil` moving on to the next (Specification §4.6 rule 3).
///
/// Cost: the feasibility of the rest is computed right to left, once per position, so a segment
/// of `n` bytes with `k` parameters costs O(k·n·L) for separators of length `L` when the
/// parameters are `string`, `int`, `bool`, `uuid` or named enums (their texts are bounded or
/// need no parsing). A `double` parameter reads texts of any length, which costs up to O(n²)
/// for a segment made of number characters. The table takes an app type for any text, so its
/// refusal makes the split back up: an app type in first or last place is asked at most once a
/// position, one between two other parameters at most once a run, O(n²).
struct MixedSegmentMatch {
    /// One piece of a mixed segment as its edge in the table writes it.
    struct Piece {
        /// ``_TableFormat/Value/literal``, or the parameter's value kind.
        var kind: UInt8
        /// The key of a named enum or app type.
        var type: UInt64
        /// A literal's text.
        var text: UnsafeBufferPointer<UInt8>

        var isLiteral: Bool { kind == _TableFormat.Value.literal }
        /// Whether the split treats the parameter as any non-empty text: a `string`, or an app
        /// type, whose initializer is asked only when a run is taken.
        var splitsAsString: Bool { kind == _TableFormat.Value.string || kind == _TableFormat.Value.app }
    }

    private let types: NamedTypes
    /// The partly decoded segment: in the walk's scratch, or the URL's own bytes when the
    /// segment has no escape.
    private let text: UnsafePointer<UInt8>
    private let count: Int
    /// Whether `text` is in the walk's scratch.
    private let inScratch: Bool
    /// Where the segment's text starts in the URL, and in the scratch at the same offset.
    private let offset: Int
    /// Whether literal pieces ignore ASCII case.
    private let folding: Bool
    /// Whether named-enum values ignore ASCII case.
    private let valueFolding: Bool

    /// Decodes the unreserved escapes of `url[start..<end]` into the walk's scratch; `nil` when
    /// an escape is malformed. A segment without escapes is read where it lies in the URL.
    init?(_ walk: RouteWalk, start: Int, end: Int, isEncoded: Bool, folding: Bool, valueFolding: Bool) {
        types = walk.table.namedTypes
        offset = start
        self.folding = folding
        self.valueFolding = valueFolding
        guard isEncoded else {
            text = walk.url + start
            count = end - start
            inScratch = false
            return
        }
        let decoded = walk.partlyDecoded + start
        var read = start
        var written = 0
        while read < end {
            let byte = walk.url[read]
            if byte == UInt8(ascii: "%") {
                guard read + 2 < end,
                    let high = RouteText.hexValue(walk.url[read + 1]), let low = RouteText.hexValue(walk.url[read + 2])
                else { return nil }
                let value = high << 4 | low
                if Self.isUnreserved(value) {
                    decoded[written] = value
                    written += 1
                } else {
                    decoded[written] = byte
                    decoded[written + 1] = walk.url[read + 1]
                    decoded[written + 2] = walk.url[read + 2]
                    written += 3
                }
                read += 3
            } else {
                decoded[written] = byte
                written += 1
                read += 1
            }
        }
        text = UnsafePointer(decoded)
        count = written
        inScratch = true
    }

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        URLParts.isAlpha(byte) || (byte &- UInt8(ascii: "0")) < 10 || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "~")
    }

    /// Whether a value may start or end at `position`: not inside a `%XX` escape.
    @inline(__always)
    private func isBoundary(_ position: Int) -> Bool {
        // Only the scratch's partly decoded text keeps escapes.
        !inScratch
            || (!(position >= 1 && text[position - 1] == UInt8(ascii: "%"))
                && !(position >= 2 && text[position - 2] == UInt8(ascii: "%")))
    }

    /// Whether literal `piece` occurs at `position`, ending at or before `limit`.
    @inline(__always)
    private func occurs(_ piece: Piece, at position: Int, limit: Int) -> Bool {
        let length = piece.text.count
        return position + length <= limit && isBoundary(position)
            && (length == 0 || ASCII.equal(text + position, piece.text.baseAddress!, count: length, folding: folding))
    }

    /// The longest partly decoded text a parameter of `piece`'s type can read, or `Int.max`.
    private func maximumLength(_ piece: Piece) -> Int {
        switch piece.kind {
        case _TableFormat.Value.int: return RouteText.longestIntText
        case _TableFormat.Value.bool: return RouteText.longestBoolText
        case _TableFormat.Value.uuid: return RouteText.uuidTextLength
        case _TableFormat.Value.enumeration: return types.longestEnumerationValue(piece.type) * 3
        default: return Int.max
        }
    }

    /// Whether `text[start..<end]` can be a value of `piece`'s type, as the split needs to know: a
    /// `string` reads any non-empty text between two boundaries (the whole segment's validity was
    /// checked before), so it costs nothing; a typed value is not longer than its longest text.
    private func canRead(_ piece: Piece, _ start: Int, _ end: Int, longest: Int) -> Bool {
        guard end > start, isBoundary(start), isBoundary(end) else { return false }
        if piece.splitsAsString { return true }
        if end - start > longest { return false }
        var slot = _RouteSlot()
        return read(piece, start, end, into: &slot)
    }

    /// Whether `text[start..<end]` is a value of `piece`'s type; the value goes into `slot`.
    private func read(_ piece: Piece, _ start: Int, _ end: Int, into slot: inout _RouteSlot) -> Bool {
        guard end > start, isBoundary(start), isBoundary(end) else { return false }
        if piece.kind == _TableFormat.Value.double {
            // Quick refusal: a double's text has only these characters; `+` may still be escaped
            // here (`%2B`, a reserved character the segment keeps encoded).
            for index in start..<end {
                switch text[index] {
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"),
                    UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "%"), UInt8(ascii: "b"), UInt8(ascii: "B"):
                    continue
                default:
                    return false
                }
            }
        }
        let raw = UnsafeBufferPointer(start: text + start, count: end - start)
        var isEncoded = false
        if inScratch {
            for byte in raw where byte == UInt8(ascii: "%") {
                isEncoded = true
                break
            }
        }
        slot = _RouteSlot()
        slot.flags =
            _RouteSlot.present | (inScratch ? _RouteSlot.inScratch : 0) | (isEncoded ? _RouteSlot.encoded : 0)
        // Offsets in a URL of at most `URLParts.maximumLength` bytes: they fit in 32 bits.
        slot.start = Int32(truncatingIfNeeded: offset &+ start)
        slot.end = Int32(truncatingIfNeeded: offset &+ end)
        return PercentDecoding.withDecoded(raw, isPlain: !isEncoded) { bytes -> Bool in
            ValueReader.read(
                bytes, kind: piece.kind, type: piece.type, folding: valueFolding, checkUTF8: false, types: types,
                into: &slot)
        } ?? false
    }

    /// Two parameters around one separator, `{slug}-{id:int}`, decided as the general split
    /// decides for two, without its tables: the first parameter takes the shortest run after which
    /// the separator occurs, the rest can be the second's text (`canRead`: a `string` or app
    /// type's any non-empty text, a typed value read) and the run is the first's value; then the
    /// rest is read. An app type's initializer is asked only for such runs, once each; a refusal,
    /// of either parameter's run, moves on to the next run, as in the general split (Specification
    /// §4.6 rules 3 and 4).
    private func matchTwo(
        _ firstParameter: Piece, _ separator: Piece, _ lastParameter: Piece, _ low: Int, _ high: Int,
        _ captures: UnsafeMutablePointer<_RouteSlot>
    ) -> Bool {
        let lastLongest = maximumLength(lastParameter)
        // A typed rest is read while the run is looked for, into its own slot, so that the value
        // read there is the one kept; any text's is read once the run is found.
        let lastIsRead = !lastParameter.splitsAsString
        let separatorLength = separator.text.count
        var end = low + 1
        while end < high {
            let after = end + separatorLength
            if occurs(separator, at: end, limit: high),
                lastIsRead
                    ? high - after <= lastLongest && read(lastParameter, after, high, into: &captures[1])
                    : canRead(lastParameter, after, high, longest: lastLongest),
                read(firstParameter, low, end, into: &captures[0]),
                lastIsRead || read(lastParameter, after, high, into: &captures[1])
            {
                return true
            }
            end += 1
        }
        return false
    }

    /// The text between the segment's leading and trailing literal pieces (`low..<high`), and the
    /// pieces between them (`first..<last`); `nil` when the text does not start or end with them.
    private func innerBounds(
        _ pieces: UnsafeBufferPointer<Piece>
    ) -> (low: Int, high: Int, first: Int, last: Int)? {
        var low = 0
        var high = count
        var first = 0
        var last = pieces.count
        if pieces[0].isLiteral {
            guard occurs(pieces[0], at: 0, limit: count) else { return nil }
            low = pieces[0].text.count
            first = 1
        }
        if pieces[pieces.count - 1].isLiteral {
            let piece = pieces[pieces.count - 1]
            let start = count - piece.text.count
            guard start >= low, occurs(piece, at: start, limit: count) else { return nil }
            high = start
            last -= 1
        }
        return (low, high, first, last)
    }

    /// Matches the pieces written at `edge` (their count first), writing one slot per parameter
    /// into `captures`: the number of parameters, or -1 when the segment does not match.
    func match(_ edge: UnsafePointer<UInt8>, into captures: UnsafeMutablePointer<_RouteSlot>) -> Int {
        var cursor = RecordCursor(edge)
        let count = cursor.number()
        return withUnsafeTemporaryAllocation(of: Piece.self, capacity: count) { buffer -> Int in
            var parameters = 0
            for index in 0..<count {
                let kind = cursor.byte()
                var piece = Piece(kind: kind, type: 0, text: UnsafeBufferPointer(start: nil, count: 0))
                if kind == _TableFormat.Value.literal {
                    piece.text = cursor.text()
                } else {
                    piece.type = cursor.typeKey(of: kind)
                    parameters += 1
                }
                buffer.initializeElement(at: index, to: piece)
            }
            return match(UnsafeBufferPointer(buffer), into: captures) ? parameters : -1
        }
    }

    private func match(_ pieces: UnsafeBufferPointer<Piece>, into captures: UnsafeMutablePointer<_RouteSlot>) -> Bool {
        // Constants, not variables, from here on: the closure below captures them, and a captured
        // variable costs a dynamic exclusivity check on every access.
        guard let bounds = innerBounds(pieces) else { return false }
        let (low, high, first, last) = bounds
        // pieces[first..<last] alternate parameter, literal, parameter, …, parameter.
        let parameterCount = (last - first + 1) / 2
        if parameterCount == 1 {
            return read(pieces[first], low, high, into: &captures[0])
        }
        if parameterCount == 2 {
            return matchTwo(pieces[first], pieces[first + 1], pieces[first + 2], low, high, captures)
        }
        let width = high - low + 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: width * (2 * parameterCount)) { buffer -> Bool in
            let table = buffer.baseAddress!
            // feasible(i)[p]: parameters i… can read text[low + p..<high] (1 yes, 0 no, 2 unknown).
            // separator(i)[p]: separator i occurs at low + p and the rest from after it is feasible.
            func feasible(_ i: Int) -> UnsafeMutablePointer<UInt8> { table + i * width }
            func separatorFits(_ i: Int) -> UnsafeMutablePointer<UInt8> { table + (parameterCount + i) * width }
            let lastPiece = pieces[last - 1]
            let lastLongest = maximumLength(lastPiece)
            let lastFeasible = feasible(parameterCount - 1)
            for position in 0..<width { lastFeasible[position] = 2 }
            func lastCanRead(_ position: Int) -> Bool {
                if lastFeasible[position - low] == 2 {
                    lastFeasible[position - low] = canRead(lastPiece, position, high, longest: lastLongest) ? 1 : 0
                }
                return lastFeasible[position - low] == 1
            }
            var i = parameterCount - 2
            while i >= 0 {
                let parameter = pieces[first + 2 * i]
                let separator = pieces[first + 2 * i + 1]
                let separatorLength = separator.text.count
                let fits = separatorFits(i)
                for p in 0..<width {
                    let position = low + p
                    let after = position + separatorLength
                    var ok = after <= high && occurs(separator, at: position, limit: high)
                    if ok { ok = i + 1 == parameterCount - 1 ? lastCanRead(after) : feasible(i + 1)[after - low] == 1 }
                    fits[p] = ok ? 1 : 0
                }
                let here = feasible(i)
                let longest = maximumLength(parameter)
                if parameter.splitsAsString {
                    var nextFit = Int.max
                    var p = width - 1
                    while p >= 0 {
                        here[p] = nextFit != Int.max && isBoundary(low + p) ? 1 : 0
                        if fits[p] == 1 { nextFit = p }
                        p -= 1
                    }
                } else {
                    for p in 0..<width {
                        here[p] = 0
                        var q = p + 1
                        let limit = longest == Int.max ? width - 1 : min(width - 1, p + longest)
                        while q <= limit {
                            if fits[q] == 1 && canRead(parameter, low + p, low + q, longest: longest) {
                                here[p] = 1
                                break
                            }
                            q += 1
                        }
                    }
                }
                i -= 1
            }
            // The valid split with the shortest runs, leftmost first: depth first, each parameter's
            // runs shortest first. The table is exact for every type but an app type, which it
            // takes for any text: only an app type's refusal makes the search back up, and a
            // position from which the rest turned out not to read is marked so, never tried again.
            func extract(_ index: Int, from start: Int) -> Bool {
                if index == parameterCount - 1 {
                    guard lastCanRead(start), read(lastPiece, start, high, into: &captures[index]) else {
                        lastFeasible[start - low] = 0
                        return false
                    }
                    return true
                }
                let here = feasible(index)
                guard here[start - low] == 1 else { return false }
                let parameter = pieces[first + 2 * index]
                let separatorLength = pieces[first + 2 * index + 1].text.count
                let fits = separatorFits(index)
                var end = start + 1
                while end < high {
                    if fits[end - low] == 1 && read(parameter, start, end, into: &captures[index])
                        && extract(index + 1, from: end + separatorLength)
                    {
                        return true
                    }
                    end += 1
                }
                here[start - low] = 0
                return false
            }
            return extract(0, from: low)
        }
    }
}
