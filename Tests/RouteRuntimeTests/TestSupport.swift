import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Runs `body` on the UTF-8 bytes of `string`.
func withBytes<Result>(_ string: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    var copy = string
    return copy.withUTF8(body)
}

/// Runs `body` on `bytes`.
func withBytes<Result>(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    bytes.withUnsafeBufferPointer(body)
}

/// `bytes` percent-decoded by ``PercentDecoding/withDecoded(_:isPlain:_:)``; `nil` when invalid.
func percentDecoded(_ string: String) -> [UInt8]? {
    withBytes(string) { bytes in
        PercentDecoding.withDecoded(bytes, isPlain: !bytes.contains(UInt8(ascii: "%"))) { Array($0) }
    }
}

// MARK: - Seeded randomness

/// SplitMix64: a small deterministic generator, so that failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Random text for round trips: URL delimiters, spaces, non-ASCII letters, emoji (several
/// scalars), and, when `controls` is set, control characters.
enum RandomText {
    /// Characters that matter to URLs.
    static let delimiters: [Unicode.Scalar] = [
        "/", "?", "#", "%", "&", "=", "+", " ", ":", "@", "[", "]", "!", "$", "'", "(", ")", "*",
        ",", ";", "-", ".", "_", "~", "\\", "\"", "<", ">", "^", "`", "{", "|", "}",
    ]
    /// Control characters (C0 and DEL).
    static let controls: [Unicode.Scalar] = (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + ["\u{7F}"]
    /// Multi-scalar pieces: emoji with modifiers and joiners, combining marks.
    static let pieces: [String] = [
        "😀", "👩‍👩‍👧", "👍🏽", "🇫🇷", "é", "e\u{301}", "中文", "Ω", "\u{FEFF}", "\u{10FFFF}",
    ]

    /// A random string of up to `maximumLength` pieces.
    static func string(
        using generator: inout SeededGenerator,
        maximumLength: Int = 12,
        controls allowControls: Bool
    ) -> String {
        let length = Int.random(in: 0...maximumLength, using: &generator)
        var result = ""
        for _ in 0..<length {
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3:
                result.unicodeScalars.append(delimiters.randomElement(using: &generator)!)
            case 3..<6:
                let letters = Array("abcXYZ019".unicodeScalars)
                result.unicodeScalars.append(letters.randomElement(using: &generator)!)
            case 6:
                result += pieces.randomElement(using: &generator)!
            case 7:
                // Any scalar of the BMP outside the surrogates, or above it.
                var value = UInt32.random(in: 0x80...0x10FFFF, using: &generator)
                if (0xD800...0xDFFF).contains(value) { value -= 0x800 }
                result.unicodeScalars.append(Unicode.Scalar(value)!)
            case 8 where allowControls:
                result.unicodeScalars.append(controls.randomElement(using: &generator)!)
            default:
                result += "x"
            }
        }
        return result
    }

    /// A random value a matcher could produce for a path segment: non-empty, not `.` or `..`, no
    /// control character.
    static func segment(using generator: inout SeededGenerator) -> String {
        while true {
            let candidate = string(using: &generator, maximumLength: 8, controls: false)
            if !candidate.isEmpty && candidate != "." && candidate != ".." { return candidate }
        }
    }
}
