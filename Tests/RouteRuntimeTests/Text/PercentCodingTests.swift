import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.3 and §5.2: percent-decoding once, and the percent-encoding of built URLs.
@Suite("Percent-encoding and decoding")
struct PercentCodingTests {
    // MARK: Encoding

    @Test(
        "a path segment encodes / ? # % : @ [ ] and space, and keeps & = +",
        arguments: [
            ("/", "%2F"), ("?", "%3F"), ("#", "%23"), ("%", "%25"), (":", "%3A"), ("@", "%40"), ("[", "%5B"),
            ("]", "%5D"), (" ", "%20"), ("&", "&"), ("=", "="), ("+", "+"), ("\\", "%5C"), ("\"", "%22"),
            ("<", "%3C"), (">", "%3E"), ("^", "%5E"), ("`", "%60"), ("{", "%7B"), ("|", "%7C"), ("}", "%7D"),
            ("\u{0}", "%00"), ("\u{1F}", "%1F"), ("\u{7F}", "%7F"), ("é", "%C3%A9"), ("😀", "%F0%9F%98%80"),
            ("abcXYZ019-._~!$'()*,;", "abcXYZ019-._~!$'()*,;"), ("a b/c", "a%20b%2Fc"), ("", ""),
            ("%2F", "%252F"),
        ]
    )
    func pathSegmentEncoding(text: String, encoded: String) {
        #expect(PercentEncoding.encode(text, as: .pathSegment) == encoded)
    }

    @Test(
        "a query part encodes & = + # % and space (as %20), and keeps : @ / ?",
        arguments: [
            ("&", "%26"), ("=", "%3D"), ("+", "%2B"), ("#", "%23"), ("%", "%25"), (" ", "%20"), (":", ":"),
            ("@", "@"), ("/", "/"), ("?", "?"), ("[", "%5B"), ("]", "%5D"), ("\\", "%5C"), ("\u{0}", "%00"),
            ("\n", "%0A"), ("\u{7F}", "%7F"), ("é", "%C3%A9"), ("abcXYZ019-._~!$'()*,;", "abcXYZ019-._~!$'()*,;"),
            ("a b&c=d+e", "a%20b%26c%3Dd%2Be"), ("", ""),
        ]
    )
    func queryEncoding(text: String, encoded: String) {
        #expect(PercentEncoding.encode(text, as: .query) == encoded)
    }

    @Test("append adds to the existing text")
    func appendAddsToText() {
        var output = "https://example.com/"
        PercentEncoding.append("a b", as: .pathSegment, to: &output)
        PercentEncoding.append("plain", as: .pathSegment, to: &output)
        #expect(output == "https://example.com/a%20bplain")
    }

    @Test("encoded text holds only characters a URL allows, for every byte")
    func encodedAlphabet() {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$&'()*+,;=:@/?%".utf8)
        let scalars = (0..<0x80).map { Unicode.Scalar(UInt8($0)) } + ["é", "\u{10FFFF}"]
        for scalar in scalars {
            let text = String(scalar)
            let path = PercentEncoding.encode(text, as: .pathSegment)
            let query = PercentEncoding.encode(text, as: .query)
            #expect(path.utf8.allSatisfy(allowed.contains), "\(path)")
            #expect(query.utf8.allSatisfy(allowed.contains), "\(query)")
            #expect(!path.contains("/") && !path.contains("?") && !path.contains("#"))
            #expect(!query.contains("&") && !query.contains("=") && !query.contains("+") && !query.contains("#"))
            // A character is either kept or fully encoded, in uppercase hexadecimal.
            for encoded in [path, query] where encoded != text {
                #expect(encoded == text.utf8.map { "%" + hex($0) }.joined())
            }
        }
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    // MARK: Decoding

    @Test(
        "decoding turns each %XX into one byte, once",
        arguments: [
            ("", []), ("abc", Array("abc".utf8)), ("%41", [0x41]), ("%2f%2F", [0x2F, 0x2F]),
            ("%252F", Array("%2F".utf8)),
            ("a+b", Array("a+b".utf8)), ("%00", [0]), ("%FF", [0xFF]), ("%C3%A9", [0xC3, 0xA9]),
            ("x%20y", Array("x y".utf8)),
        ] as [(String, [UInt8])]
    )
    func decoding(text: String, bytes: [UInt8]) {
        #expect(percentDecoded(text) == bytes)
    }

    @Test(
        "invalid percent-encoding",
        arguments: ["%", "%2", "a%", "a%2", "%G1", "%1G", "%%", "%%41", "%2%41", "% 1", "%\u{E9}1"])
    func invalidDecoding(text: String) {
        #expect(percentDecoded(text) == nil)
        let written = withBytes(text) { bytes in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) {
                PercentDecoding.decode(bytes, into: $0)
            }
        }
        #expect(written == nil)
    }

    @Test("withDecoded hands plain text over as it is")
    func plainIsNotDecoded() {
        let result = withBytes("%41") { bytes in
            PercentDecoding.withDecoded(bytes, isPlain: true) { String(decoding: $0, as: UTF8.self) }
        }
        #expect(result == "%41")
    }

    // MARK: Validity

    @Test(
        "UTF-8 validity",
        arguments: [
            ([], true), ([0x41], true), ([0xC3, 0xA9], true), ([0xF0, 0x9F, 0x98, 0x80], true),
            ([0xEF, 0xBB, 0xBF], true), ([0xF4, 0x8F, 0xBF, 0xBF], true), ([0xED, 0x9F, 0xBF], true),
            ([0xFF], false), ([0xFE], false), ([0xC0, 0xAF], false), ([0xC1, 0xBF], false), ([0x80], false),
            ([0xBF], false), ([0xC3], false), ([0xC3, 0x41], false), ([0xE0, 0x80, 0x80], false),
            ([0xE0, 0x9F, 0xBF], false), ([0xED, 0xA0, 0x80], false), ([0xED, 0xBF, 0xBF], false),
            ([0xF0, 0x8F, 0xBF, 0xBF], false), ([0xF4, 0x90, 0x80, 0x80], false), ([0xF5, 0x80, 0x80, 0x80], false),
            ([0xE2, 0x82], false), ([0xF0, 0x9F, 0x98], false), ([0x41, 0xC3], false),
        ] as [([UInt8], Bool)]
    )
    func utf8Validity(bytes: [UInt8], valid: Bool) {
        #expect(withBytes(bytes) { PercentDecoding.isValidUTF8($0) } == valid)
        #expect(valid == (String(validating: bytes, as: UTF8.self) != nil))
    }

    @Test("UTF-8 validity agrees with the standard library on random bytes")
    func utf8ValidityRandom() {
        var generator = SeededGenerator(seed: 0xC0FFEE)
        let interesting: [UInt8] = [
            0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
        ]
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...6, using: &generator)
            let bytes = (0..<count).map { _ in
                Bool.random(using: &generator)
                    ? interesting.randomElement(using: &generator)! : UInt8.random(in: 0...255, using: &generator)
            }
            let expected = String(validating: bytes, as: UTF8.self) != nil
            #expect(withBytes(bytes) { PercentDecoding.isValidUTF8($0) } == expected, "\(bytes)")
        }
    }

    @Test(
        "control characters",
        arguments: [
            ([], false), ([0x00], true), ([0x1F], true), ([0x7F], true), ([0x41, 0x0A], true), ([0x20], false),
            ([0x7E], false), ([0xC2, 0x80], false),
        ] as [([UInt8], Bool)]
    )
    func controlCharacters(bytes: [UInt8], expected: Bool) {
        #expect(withBytes(bytes) { PercentDecoding.containsControlCharacter($0) } == expected)
    }

    @Test(
        "acceptable path segments",
        arguments: [
            ("a", true), ("...", true), (".a", true), ("a.", true), ("é", true), (" ", true), ("/", true),
            ("", false), (".", false), ("..", false), ("\u{0}", false), ("a\u{7F}", false), ("\t", false),
        ]
    )
    func acceptableSegments(text: String, expected: Bool) {
        #expect(withBytes(text) { PercentDecoding.isAcceptableSegment($0) } == expected)
        #expect(!withBytes([0xFF]) { PercentDecoding.isAcceptableSegment($0) })
    }

    // MARK: Round trips

    @Test(
        "encode then decode gives the original, for random text",
        arguments: [PercentEncoding.Component.pathSegment, .query])
    func roundTrip(component: PercentEncoding.Component) {
        var generator = SeededGenerator(seed: component == .query ? 11 : 12)
        for _ in 0..<5000 {
            let original = RandomText.string(using: &generator, maximumLength: 16, controls: true)
            let encoded = PercentEncoding.encode(original, as: component)
            #expect(encoded.unicodeScalars.allSatisfy { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F })
            #expect(percentDecoded(encoded) == Array(original.utf8), "\(encoded)")
            // Foundation agrees (except that its removingPercentEncoding drops a leading U+FEFF).
            if !original.hasPrefix("\u{FEFF}") {
                #expect(encoded.removingPercentEncoding == original, "\(encoded)")
            }
        }
    }
}
