/// Which texts the parameter types of a spec have in common, for the analysis.
///
/// Built-in types and named enums are exact sets of texts (SPEC §3): `int` and `bool` share `0`
/// and `1`; `int` is within `double`; a named enum shares each raw value that another type
/// reads; two named enums share their common raw values; `uuid` shares nothing with `int`,
/// `double` or `bool`.
///
/// A `{"swift": T}` type is app code that the compiler cannot run, so the analysis assumes the
/// worst: it may read any text, and so overlaps every other type, every other `{"swift"}` type
/// and every literal. Two patterns that differ only by `{"swift"}` type versus another typed
/// parameter (which rank equally) are therefore reported as ambiguous, with the advice to tell
/// them apart by a literal segment.
struct TypeOverlap {
    /// The raw values of each named enum, in declaration order.
    private let rawValues: [String: [String]]

    /// The overlap of the types of `spec`.
    init(_ spec: RouteSpec) {
        var values: [String: [String]] = [:]
        for type in spec.types {
            if case .enumeration(let raws) = type.kind { values[type.name] = raws.map(\.value) }
        }
        rawValues = values
    }

    /// The raw values of the named enum `name`.
    func rawValues(of name: String) -> [String] { rawValues[name] ?? [] }

    /// Whether `type` may read the decoded `text` (a `{"swift"}` type may read anything).
    func accepts(_ type: ParameterType, _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        switch type {
        case .string: return true
        case .int: return ValueText.int(bytes) != nil
        case .double: return ValueText.double(bytes) != nil
        case .bool: return ValueText.bool(bytes) != nil
        case .uuid: return ValueText.uuid(bytes) != nil
        case .enumeration(let name): return rawValues(of: name).contains { $0.utf8.elementsEqual(bytes) }
        case .swift: return true
        }
    }

    /// Whether `type` is a finite set of texts that the analysis can list.
    func finiteValues(of type: ParameterType) -> [String]? {
        switch type {
        case .bool: ["true", "false", "1", "0"]
        case .enumeration(let name): rawValues(of: name)
        default: nil
        }
    }

    /// A text that both types read, not in `avoiding` when possible, or `nil` when they share
    /// none.
    func sharedText(_ a: ParameterType, _ b: ParameterType, avoiding: Set<String> = []) -> String? {
        if a == b || b == .string || isSwift(b) { return sample(a, avoiding: avoiding) }
        if a == .string || isSwift(a) { return sample(b, avoiding: avoiding) }
        // Enumerate the smaller, finite side when there is one.
        for (finite, other) in [(a, b), (b, a)] {
            guard let values = finiteValues(of: finite) else { continue }
            let shared = values.filter { accepts(other, $0) }
            return shared.first { !avoiding.contains($0) } ?? shared.first
        }
        switch (a, b) {
        case (.int, .double), (.double, .int):
            return sample(.int, avoiding: avoiding)
        default:
            // uuid against int or double.
            return nil
        }
    }

    /// A text that `type` reads (for a `{"swift"}` type, a guess), not in `avoiding` when
    /// possible: `x`, `1`, `1.5`, `true`, a UUID, the first raw value.
    func sample(_ type: ParameterType, avoiding: Set<String> = []) -> String {
        let candidates: [String]
        switch type {
        case .string, .swift: candidates = Self.stringSamples
        case .int: candidates = Self.intSamples
        case .double: candidates = ["1.5", "2.5", "3.5", "0.5"]
        case .bool: candidates = ["true", "false", "1", "0"]
        case .uuid:
            candidates = ["123e4567-e89b-12d3-a456-426614174000", "123e4567-e89b-12d3-a456-426614174001"]
        case .enumeration(let name): candidates = rawValues(of: name)
        }
        if avoiding.isEmpty { return candidates.first ?? "x" }
        return candidates.first { !avoiding.contains($0) } ?? candidates.first ?? "x"
    }

    private static let stringSamples = ["x", "y", "z"] + (1...9).map { "x\($0)" }
    private static let intSamples = (1...9).map(String.init) + ["10", "42"]

    private func isSwift(_ type: ParameterType) -> Bool {
        if case .swift = type { return true }
        return false
    }
}
