/// Reads decoded text as a parameter value (Specification §3.7's accepted text), for the reference matcher:
/// a built-in type by its descriptor (the runtime's parser), a named enum by its raw values, an
/// app type by the predicate the matcher was given.
struct ValueReader: Sendable {
    /// What each `{"swift"}` type accepts, by its Swift type name; a type not listed accepts any
    /// text.
    let swiftTypes: [String: @Sendable (String) -> Bool]

    /// The value of `bytes` (decoded, and for a path segment already known to be non-empty,
    /// valid UTF-8, free of control characters and not a dot segment), or `nil`. With
    /// `foldsEnums` (a case-insensitive route, Specification §3.9), a named enum reads its raw
    /// values ignoring ASCII case, and the value is the one declared.
    func read(_ type: ParameterType, _ bytes: [UInt8], foldsEnums: Bool = false) -> ReferenceValue? {
        switch type {
        case .builtIn(let builtIn):
            return builtIn.canonicalText(of: bytes).map { .builtIn(builtIn, text: $0) }
        case .enumeration(let named):
            let value =
                named.value(matching: bytes)
                ?? (foldsEnums ? named.values.first { ASCIICase.equal($0.rawValue.utf8, bytes) } : nil)
            return value.map {
                .enumeration(
                    type: named.moduleSpelling.map { $0.enclosingEnum + "." + $0.name } ?? named.name, value: $0)
            }
        case .app(let app):
            guard let text = RuntimeText.utf8(bytes), swiftTypes[app.swiftType]?(text) ?? true else { return nil }
            return .app(app, text: text)
        }
    }

    /// What a value of `type` must be, after "is not": `an int`, `a value of Tab (home, search)`.
    func expectation(_ type: ParameterType) -> String {
        switch type {
        case .builtIn(let builtIn):
            return builtIn.expectation
        case .enumeration(let named):
            let values = named.rawValues
            let shown = values.prefix(8).joined(separator: ", ") + (values.count > 8 ? ", …" : "")
            return "a value of \(named.name) (\(shown))"
        case .app(let app): return "a valid \(app.swiftType)"
        }
    }

    /// `; did you mean 'search'?` when `text` is close to a raw value of the named enum `type`,
    /// else an empty string.
    func suggestion(_ text: String, _ type: ParameterType) -> String {
        guard case .enumeration(let named) = type, !text.isEmpty else { return "" }
        return NameSuggestions.suffix(for: text, among: named.rawValues)
    }
}
