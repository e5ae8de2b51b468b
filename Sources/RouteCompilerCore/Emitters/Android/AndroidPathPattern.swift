/// The path elements of one pattern's path in an Android intent filter (Specification §10.3
/// rules 3 and 4), under the rules of Android's `IntentFilter` and `PatternMatcher`:
///
/// - `android:path` matches the path exactly, `android:pathPrefix` any path that starts with it,
///   and `android:pathPattern` is a simple glob: `.` matches any character, `X*` zero or more
///   `X`, `.*` any run of characters, and `\` escapes the character after it;
/// - the path Android compares is the URL's path percent-decoded (`Uri.getPath()`), so `%2F`
///   inside a value is a `/` there;
/// - `.*` followed by a character reads up to the first occurrence of that character and never
///   backtracks; at the end of the pattern it matches the rest;
/// - a pattern ending with `X*` does not match a path that ends before the `X`: `/settings/*` does
///   not match `/settings` (only a final `.*` may match nothing at the end).
///
/// So:
///
/// - a path of literals only is two `android:path` elements, with and without the trailing `/`
///   that the app ignores;
/// - a path whose only wildcard is a final catch-all is an `android:pathPrefix` of its literal
///   part and a `/`;
/// - any other path is an `android:pathPattern`: literals with `\`, `*` and `.` escaped, each
///   parameter `.*` (each parameter inside a mixed segment too, between its literal pieces), a
///   final catch-all `.*`; one ending with a literal is written twice, with and
///   without the trailing `/`. A parameter whose value can hold the character after its `.*`
///   (`/` for a `string`, which a decoded `%2F` puts there) ends the pattern at that `.*`, which
///   then claims every path with the prefix written so far. In a case-insensitive route, a named
///   enum's value may be written in any case, so its characters and the literal character are
///   compared ignoring ASCII case (`{t:T}m` with `"T": ["HOME"]` reads `homem`).
enum AndroidPathPattern {
    /// One element of a path: a literal character, or the wildcard of a parameter (`nil` for a
    /// catch-all) whose value may hold the characters ``mayHold(_:_:)`` says.
    private enum Token {
        case character(Character)
        case parameter(ParameterType)
        case catchAll
    }

    /// The path elements for `segments` of a route whose literals and named-enum values compare
    /// ignoring case or not. Android compares paths exactly, so a case-insensitive route's path is
    /// written as spelled and, when that differs, with its literal text in lowercase: the two
    /// spellings links are likely to use (Specification §10.3 rule 4). Its enum values may come in
    /// any case, which each of the two must allow for (rule 5).
    static func elements(
        of segments: ArraySlice<PathSegment>, ignoresCase: Bool
    ) -> [AndroidIntentFilters.PathElement] {
        let spelled = elements(of: segments, foldsEnums: ignoresCase)
        guard ignoresCase else { return spelled }
        let lowered = segments.map { segment in
            var segment = segment
            switch segment.kind {
            case .literal(let text): segment.kind = .literal(text.lowercased())
            case .mixed(let pieces):
                segment.kind = .mixed(
                    pieces.map { piece in
                        if case .literal(let text) = piece { .literal(text.lowercased()) } else { piece }
                    })
            case .parameter, .catchAll: break
            }
            return segment
        }
        guard lowered != Array(segments) else { return spelled }
        return spelled + elements(of: lowered[...], foldsEnums: true)
    }

    /// The path elements for `segments` (a pattern's path, or under a host-first scheme the path
    /// after the host), which must not be empty; `foldsEnums` when the route reads its named-enum
    /// values ignoring ASCII case.
    static func elements(
        of segments: ArraySlice<PathSegment>, foldsEnums: Bool = false
    ) -> [AndroidIntentFilters.PathElement] {
        var tokens: [Token] = []
        for segment in segments {
            tokens.append(.character("/"))
            switch segment.kind {
            case .literal(let text): tokens += text.map(Token.character)
            case .parameter(_, let type): tokens.append(.parameter(type))
            case .catchAll: tokens.append(.catchAll)
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .literal(let text): tokens += text.map(Token.character)
                    case .parameter(_, let type): tokens.append(.parameter(type))
                    }
                }
            }
        }
        let literal = String(tokens.compactMap { if case .character(let c) = $0 { c } else { nil } })
        let wildcards = tokens.count - literal.count
        if wildcards == 0 { return [.path(literal), .path(literal + "/")] }
        if wildcards == 1, case .catchAll = tokens.last { return [.pathPrefix(literal)] }

        var pattern = ""
        var endsWithWildcard = false
        for (index, token) in tokens.enumerated() {
            switch token {
            case .character(let character):
                if "\\*.".contains(character) { pattern += "\\" }
                pattern.append(character)
                endsWithWildcard = false
            case .parameter(let type):
                pattern += ".*"
                endsWithWildcard = true
                if index + 1 < tokens.count, case .character(let next) = tokens[index + 1],
                    mayHold(type, next, foldsEnums: foldsEnums)
                {
                    return [.pathPattern(pattern)]
                }
            case .catchAll:
                pattern += ".*"
                endsWithWildcard = true
            }
        }
        return endsWithWildcard ? [.pathPattern(pattern)] : [.pathPattern(pattern), .pathPattern(pattern + "/")]
    }

    /// Whether a decoded value of `type` may hold `character`: any character for a `string` and
    /// an app type, the ``BuiltInType/textCharacters`` of another built-in type, and the
    /// characters of a named enum's raw values, in either ASCII case when `foldsEnums` (a
    /// case-insensitive route reads `HOME`, `home` and `Home` alike), so that neither a value in
    /// another case nor the literal as spelled or in lowercase escapes the check.
    ///
    /// `PatternMatcher` compares UTF-16 code units and a `.*` stops at the first unit of the
    /// character after it, so that unit is what the value must not hold.
    static func mayHold(_ type: ParameterType, _ character: Character, foldsEnums: Bool = false) -> Bool {
        guard let unit = character.utf16.first else { return false }
        switch type {
        case .builtIn(let builtIn):
            guard let characters = builtIn.textCharacters else { return true }
            return characters.utf16.contains(unit)
        case .enumeration(let named):
            guard foldsEnums else { return named.rawValues.contains { $0.utf16.contains(unit) } }
            let folded = foldedUnit(unit)
            return named.rawValues.contains { $0.utf16.contains { foldedUnit($0) == folded } }
        case .app: return true
        }
    }

    /// A UTF-16 code unit with `A`–`Z` lowercased (ASCII folding, Specification §1).
    private static func foldedUnit(_ unit: UTF16.CodeUnit) -> UTF16.CodeUnit {
        (0x41...0x5A).contains(unit) ? unit | 0x20 : unit
    }
}
