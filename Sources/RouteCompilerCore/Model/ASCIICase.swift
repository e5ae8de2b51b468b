/// ASCII case folding (Specification §1): only the letters `A`–`Z` and `a`–`z` are folded; every
/// other character, non-ASCII letters included, compares exactly.
enum ASCIICase {
    /// `text` with `A`–`Z` lowercased and everything else unchanged.
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: isUppercase) else { return text }
        return String(decoding: text.utf8.map(lowercased), as: UTF8.self)
    }

    /// `text` with `a`–`z` uppercased and everything else unchanged.
    static func uppercased(_ text: String) -> String {
        guard text.utf8.contains(where: isLowercase) else { return text }
        return String(decoding: text.utf8.map { isLowercase($0) ? $0 & ~0x20 : $0 }, as: UTF8.self)
    }

    /// The byte with `A`–`Z` lowercased.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte | 0x20 : byte
    }

    /// Whether two texts are equal ASCII case-insensitively.
    static func equal(_ a: some Sequence<UInt8>, _ b: some Sequence<UInt8>) -> Bool {
        a.lazy.map(lowercased).elementsEqual(b.lazy.map(lowercased))
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    private static func isLowercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
}
