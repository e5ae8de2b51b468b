/// The text each parameter type accepts (SPEC §3), used to check `T = literal` defaults.
enum ParameterLiterals {
    /// Whether `text` is an `int`: `-?(0|[1-9][0-9]*)` within `Int`'s range.
    static func isInt(_ text: String) -> Bool {
        var digits = Substring(text).utf8
        if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        guard let first = digits.first, digits.allSatisfy(isDigit) else { return false }
        if first == UInt8(ascii: "0"), digits.count > 1 { return false }
        return Int(text) != nil
    }

    /// Whether `text` is a `double`: `-?digits(.digits)?([eE][+-]?digits)?`, finite.
    static func isDouble(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var index = 0
        func skip(_ accepted: String) -> Bool {
            guard index < bytes.count, accepted.utf8.contains(bytes[index]) else { return false }
            index += 1
            return true
        }
        func digits() -> Bool {
            let start = index
            while skip("0123456789") {}
            return index > start
        }
        _ = skip("-")
        guard digits() else { return false }
        if skip("."), !digits() { return false }
        if skip("eE") {
            _ = skip("+-")
            guard digits() else { return false }
        }
        guard index == bytes.count, let value = Double(text) else { return false }
        return value.isFinite
    }

    /// Whether `text` is a `bool`: `true`, `false`, `1` or `0`.
    static func isBool(_ text: String) -> Bool {
        ["true", "false", "1", "0"].contains(text)
    }

    /// Whether `text` is a `uuid`: 8-4-4-4-12 hex digits, either case.
    static func isUUID(_ text: String) -> Bool {
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) && $0.allSatisfy(\.isASCII) }
    }

    /// What a valid literal of a built-in type looks like, for messages.
    static func example(for type: ParameterType) -> String {
        switch type {
        case .int: "an integer like 42, without '+' or leading zeros"
        case .double: "a number like 1.5 or -2e3"
        case .bool: "true, false, 1 or 0"
        case .uuid: "8-4-4-4-12 hex digits like 123e4567-e89b-12d3-a456-426614174000"
        case .string, .enumeration, .swift: "a value of the type"
        }
    }
}
