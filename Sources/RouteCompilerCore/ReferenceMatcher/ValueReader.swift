/// Reads decoded text as a parameter value (SPEC §3's accepted text), for the reference matcher.
struct ValueReader: Sendable {
    /// The raw values of each named enum.
    let overlap: TypeOverlap
    /// What each `{"swift"}` type accepts, by its Swift type name; a type not listed accepts any
    /// text.
    let swiftTypes: [String: @Sendable (String) -> Bool]

    /// The value of `bytes` (decoded, and for a path segment already known to be non-empty,
    /// valid UTF-8, free of control characters and not a dot segment), or `nil`.
    func read(_ type: ParameterType, _ bytes: [UInt8]) -> ReferenceValue? {
        switch type {
        case .string:
            return ValueText.utf8(bytes).map(ReferenceValue.string)
        case .int:
            return ValueText.int(bytes).map(ReferenceValue.int)
        case .double:
            return ValueText.double(bytes).map(ReferenceValue.double)
        case .bool:
            return ValueText.bool(bytes).map(ReferenceValue.bool)
        case .uuid:
            return ValueText.uuid(bytes).map(ReferenceValue.uuid)
        case .enumeration(let name):
            guard let raw = overlap.rawValues(of: name).first(where: { $0.utf8.elementsEqual(bytes) }) else {
                return nil
            }
            return .enumeration(type: name, rawValue: raw)
        case .swift(let name, let swiftType):
            guard let text = ValueText.utf8(bytes), swiftTypes[swiftType]?(text) ?? true else { return nil }
            return .swift(name: name, swiftType: swiftType, text: text)
        }
    }

    /// What a value of `type` must be, after "is not": `an int`, `a value of Tab (home, search)`.
    func expectation(_ type: ParameterType) -> String {
        switch type {
        case .string: return "valid UTF-8"
        case .int: return "an int"
        case .double: return "a double"
        case .bool: return "a bool (true, false, 1 or 0)"
        case .uuid: return "a UUID"
        case .enumeration(let name):
            let values = overlap.rawValues(of: name)
            let shown = values.prefix(8).joined(separator: ", ") + (values.count > 8 ? ", …" : "")
            return "a value of \(name) (\(shown))"
        case .swift(_, let swiftType): return "a valid \(swiftType)"
        }
    }

    /// `; did you mean 'search'?` when `text` is close to a raw value of the named enum `type`,
    /// else an empty string.
    func suggestion(_ text: String, _ type: ParameterType) -> String {
        guard case .enumeration(let name) = type, !text.isEmpty else { return "" }
        return NameSuggestions.suffix(for: text, among: overlap.rawValues(of: name))
    }
}
