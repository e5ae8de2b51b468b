/// Which texts parameter types have in common, for the analysis.
///
/// Built-in types and named enums are exact sets of texts (Specification §3.7), read by the runtime's
/// parsers (``BuiltInType``): `int` and `bool` share `0` and `1`; `int` is within `double`; a
/// named enum shares each raw value that another type reads; two named enums share their common
/// raw values; two built-in types whose samples the other never reads share nothing.
///
/// A `{"swift": T}` type is app code that the compiler cannot run, so the analysis assumes the
/// worst: it may read any text, and so overlaps every other type, every other `{"swift"}` type
/// and every literal. Two patterns that differ only by `{"swift"}` type versus another typed
/// parameter (which rank equally) are therefore reported as ambiguous, with the advice to tell
/// them apart by a literal segment.
enum TypeOverlap {
    /// Whether `type` may read the decoded `text` (a `{"swift"}` type may read anything); with
    /// `foldsEnums`, a named enum reads its raw values ignoring ASCII case (Specification §3.9).
    static func accepts(_ type: ParameterType, _ text: String, foldsEnums: Bool = false) -> Bool {
        switch type {
        case .builtIn(let builtIn): builtIn.accepts(text)
        case .enumeration(let named):
            foldsEnums
                ? named.values.contains { ASCIICase.equal($0.rawValue.utf8, text.utf8) }
                : named.value(matching: Array(text.utf8)) != nil
        case .app: true
        }
    }

    /// Whether `type` may read any text at all: `string`, and app types, which the analysis cannot
    /// inspect.
    static func mayReadAnyText(_ type: ParameterType) -> Bool {
        switch type {
        case .builtIn(let builtIn): builtIn.acceptsAnyText
        case .enumeration: false
        case .app: true
        }
    }

    /// Whether every text `theirs` reads, `mine` reads too: the same type, a type that reads any
    /// text, or a built-in type that includes the other (`double` includes `int`). An app type
    /// only includes itself.
    static func includes(_ mine: ParameterType, _ theirs: ParameterType) -> Bool {
        if mine == theirs { return true }
        guard case .builtIn(let builtIn) = mine else { return false }
        if builtIn.acceptsAnyText { return true }
        guard case .builtIn(let other) = theirs else { return false }
        return builtIn.includedTypeNames.contains(other.name)
    }

    /// Whether `type` is a finite set of texts that the analysis can list, and those texts.
    static func finiteValues(of type: ParameterType) -> [String]? {
        switch type {
        case .builtIn(let builtIn): builtIn.finiteTexts
        case .enumeration(let named): named.rawValues
        case .app: nil
        }
    }

    /// A text that both types read, not in `avoiding` when possible, or `nil` when they share
    /// none. `foldsEnums` says, for each, whether a named enum reads its values ignoring case.
    static func sharedText(
        _ a: ParameterType, _ b: ParameterType, avoiding: Set<String> = [], foldsEnums: (Bool, Bool) = (false, false)
    ) -> String? {
        if a == b || mayReadAnyText(b) { return sample(a, avoiding: avoiding) }
        if mayReadAnyText(a) { return sample(b, avoiding: avoiding) }
        // Enumerate the smaller, finite side when there is one.
        // (A case-insensitive enum also reads the other side's values in another case.)
        var sawFinite = false
        for (finite, other, folds) in [(a, b, foldsEnums.1), (b, a, foldsEnums.0)] {
            guard let values = finiteValues(of: finite) else { continue }
            sawFinite = true
            let shared = values.filter { accepts(other, $0, foldsEnums: folds) }
            if let text = shared.first(where: { !avoiding.contains($0) }) ?? shared.first { return text }
        }
        if sawFinite { return nil }
        // Two infinite built-in types: a sample of one that the other reads (`int` and `double`
        // share every int), or none.
        var shared = samples(of: a).filter { accepts(b, $0) }
        if shared.isEmpty { shared = samples(of: b).filter { accepts(a, $0) } }
        return shared.first { !avoiding.contains($0) } ?? shared.first
    }

    /// A text that `type` reads (for a `{"swift"}` type, a guess), not in `avoiding` when
    /// possible: the first of its samples (``BuiltInType/analysisSamples``, `x` for `string`,
    /// `1` for `int`), the first raw value.
    static func sample(_ type: ParameterType, avoiding: Set<String> = []) -> String {
        let candidates = samples(of: type)
        if avoiding.isEmpty { return candidates.first ?? "x" }
        return candidates.first { !avoiding.contains($0) } ?? candidates.first ?? "x"
    }

    /// The sample texts of `type`, in order of preference: a built-in type's, a named enum's raw
    /// values, and for an app type the samples of `string`.
    private static func samples(of type: ParameterType) -> [String] {
        switch type {
        case .builtIn(let builtIn): builtIn.analysisSamples
        case .enumeration(let named): named.rawValues
        case .app: BuiltInType.string.analysisSamples
        }
    }
}
