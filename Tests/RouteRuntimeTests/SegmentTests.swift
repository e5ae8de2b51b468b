import Foundation
import Testing

@testable import RouteRuntime

/// SPEC §4.3–4.4: splitting the path, decoding each segment once, and what a segment may hold.
@Suite("Path segments")
struct SegmentTests {
    // MARK: Splitting, then decoding once

    @Test("%2F stays inside its segment")
    func encodedSlashStaysInSegment() throws {
        let url = try #require(decompose("https://example.com/a%2Fb/c"))
        #expect(url.rawSegments == ["a%2Fb", "c"])
        #expect(url.segments == ["a/b", "c"])
        #expect(try #require(decompose("https://example.com/%2F")).segments == ["/"])
        #expect(try #require(decompose("https://example.com/%2f%2F")).segments == ["//"])
    }

    @Test("%252F decodes once, to %2F")
    func doubleEncodingDecodesOnce() throws {
        #expect(try #require(decompose("https://example.com/a%252Fb")).segments == ["a%2Fb"])
        #expect(try #require(decompose("https://example.com/%2525")).segments == ["%25"])
        #expect(try #require(decompose("https://example.com/%252E%252E")).segments == ["%2E%2E"])
    }

    @Test("a + in a path segment is a plus")
    func plusInPath() throws {
        #expect(try #require(decompose("https://example.com/a+b")).segments == ["a+b"])
    }

    @Test("hexadecimal digits in either case", arguments: ["%C3%A9", "%c3%a9", "%C3%a9"])
    func hexCase(encoded: String) throws {
        #expect(try #require(decompose("https://example.com/\(encoded)")).segments == ["é"])
    }

    @Test(
        "segments",
        arguments: [
            ("https://example.com/a/b/c", ["a", "b", "c"]), ("https://example.com/a%20b", ["a b"]),
            ("https://example.com/%7E", ["~"]), ("https://example.com/a;b=c", ["a;b=c"]),
            ("https://example.com/a:b", ["a:b"]), ("https://example.com/@", ["@"]),
            ("https://example.com/[x]", ["[x]"]), ("https://example.com/%F0%9F%98%80", ["😀"]),
        ] as [(String, [String])]
    )
    func segments(url: String, segments: [String]) throws {
        #expect(try #require(decompose(url)).segments == segments)
    }

    // MARK: Dot segments

    @Test(
        "dot segments exist, but are refused as strings",
        arguments: [
            "https://example.com/.", "https://example.com/..", "https://example.com/%2E",
            "https://example.com/%2e", "https://example.com/%2E%2E", "https://example.com/%2e%2E",
            "https://example.com/.%2E", "https://example.com/%2E.", "https://example.com/./",
            "https://example.com/../", "myapp://..", "myapp://.", "myapp://%2E%2E/x", "myapp:///../x",
        ]
    )
    func dotSegmentsAreRefused(url: String) throws {
        let decomposed = try #require(decompose(url))
        #expect(decomposed.rawSegments.count >= 1)
        #expect(decomposed.segments.first == .some(nil))
    }

    @Test("dot segments are not resolved away")
    func dotSegmentsStayInPlace() throws {
        let url = try #require(decompose("https://example.com/a/../b/./c"))
        #expect(url.rawSegments == ["a", "..", "b", ".", "c"])
        #expect(url.segments == ["a", nil, "b", nil, "c"])
    }

    @Test("other dotted text is a string", arguments: ["...", ".a", "a.", "..a", "a..", ". ", "%2E%2E%2E"])
    func otherDots(segment: String) throws {
        let url = try #require(decompose("https://example.com/\(segment.replacingOccurrences(of: " ", with: "%20"))"))
        #expect(url.segments == [segment.removingPercentEncoding!])
    }

    // MARK: Empty segments and trailing slashes

    @Test(
        "one trailing slash is ignored, not two; an empty segment anywhere else is kept (and refused)",
        arguments: [
            ("https://example.com/", []), ("https://example.com//", [""]), ("https://example.com///", ["", ""]),
            ("https://example.com/a/", ["a"]), ("https://example.com/a//", ["a", ""]),
            ("https://example.com/a//b", ["a", "", "b"]), ("https://example.com//a", ["", "a"]),
            ("https://example.com/a/b/?q=1", ["a", "b"]), ("https://example.com/a/#x", ["a"]),
            ("myapp://a/", ["a"]), ("myapp://a//", ["a", ""]), ("myapp:////", [""]), ("myapp:////a", ["", "a"]),
        ] as [(String, [String])]
    )
    func emptySegments(url: String, raw: [String]) throws {
        let decomposed = try #require(decompose(url))
        #expect(decomposed.rawSegments == raw)
        for (rawSegment, string) in zip(decomposed.rawSegments, decomposed.segments) {
            #expect((string == nil) == rawSegment.isEmpty)
        }
    }

    // MARK: Control characters, percent-encoding, UTF-8

    @Test(
        "encoded control characters are refused in path strings",
        arguments: ["%00", "%01", "%09", "%0A", "%0D", "%1F", "%7F", "a%00b", "%1f", "%7f"]
    )
    func encodedControlCharacters(encoded: String) throws {
        #expect(try #require(decompose("https://example.com/\(encoded)")).segments == [nil])
    }

    @Test("characters just outside the control ranges are fine", arguments: ["%20", "%7E", "%C2%80", "%C2%A0"])
    func nearControlCharacters(encoded: String) throws {
        #expect(try #require(decompose("https://example.com/\(encoded)")).segments.first! != nil)
    }

    @Test(
        "invalid percent-encoding is refused by every reader",
        arguments: ["%G1", "%1G", "%2", "%", "a%", "a%2", "%%", "%%41", "%-1", "%+1", "%2%41", "a%zz"]
    )
    func invalidPercentEncoding(encoded: String) {
        let url = "https://example.com/\(encoded)/x"
        #expect(withFirstSegment(url) { u, s in u.string(s) } == nil)
        #expect(withFirstSegment(url) { u, s in u.int(s) } == nil)
        #expect(withFirstSegment(url) { u, s in u.double(s) } == nil)
        #expect(withFirstSegment(url) { u, s in u.bool(s) } == nil)
        #expect(withFirstSegment(url) { u, s in u.uuid(s) } == nil)
        #expect(withFirstSegment(url) { u, s in u.parameter(s, as: String.self) } == nil)
        #expect(withFirstSegment(url) { u, s in u.value(s) { _ -> Int? in 1 } } == nil)
        #expect(withFirstSegment(url) { u, s in u.literalSlot(s, mask: 7) } == -1)
        #expect(withFirstSegment(url) { u, s in u.segment(s, is: "x") } == false)
        #expect(withRouteURL(url) { $0.remainingSegments(from: $0.pathCursor) } == nil)
    }

    @Test(
        "invalid UTF-8 after decoding is refused for strings",
        arguments: [
            "%FF", "%C0%AF", "%C3", "%C3%28", "%80", "%E0%80%80", "%E2%82", "%ED%A0%80", "%F4%90%80%80",
            "%F8%88%80%80%80", "%C1%BF", "%F0%82%82%AC", "a%FFb",
        ]
    )
    func invalidUTF8(encoded: String) throws {
        #expect(try #require(decompose("https://example.com/\(encoded)")).segments == [nil])
        #expect(withFirstSegment("https://example.com/\(encoded)") { u, s in u.parameter(s, as: String.self) } == nil)
    }

    @Test(
        "valid UTF-8 at the edges of its ranges",
        arguments: [
            ("%C2%80", "\u{80}"), ("%DF%BF", "\u{7FF}"), ("%E0%A0%80", "\u{800}"), ("%ED%9F%BF", "\u{D7FF}"),
            ("%EE%80%80", "\u{E000}"), ("%EF%BF%BF", "\u{FFFF}"), ("%F0%90%80%80", "\u{10000}"),
            ("%F4%8F%BF%BF", "\u{10FFFF}"),
        ]
    )
    func validUTF8Edges(encoded: String, decoded: String) throws {
        #expect(try #require(decompose("https://example.com/\(encoded)")).segments == [decoded])
    }

    // MARK: Typed readers

    @Test(
        "typed readers decode first",
        arguments: [
            ("42", 42), ("%34%32", 42), ("-0", 0), ("-42", -42), ("%2D7", -7), ("%2B1", nil), ("abc", nil),
            ("01", nil), ("", nil),
        ] as [(String, Int?)]
    )
    func intSegments(segment: String, expected: Int?) {
        #expect(withFirstSegment("https://example.com/\(segment)/x") { u, s in u.int(s) } == expected)
    }

    @Test("double, bool and uuid segments")
    func otherTypedSegments() {
        #expect(withFirstSegment("https://example.com/1.5") { u, s in u.double(s) } == 1.5)
        #expect(withFirstSegment("https://example.com/%2D1e3") { u, s in u.double(s) } == -1000)
        #expect(withFirstSegment("https://example.com/1.") { u, s in u.double(s) } == nil)
        #expect(withFirstSegment("https://example.com/true") { u, s in u.bool(s) } == true)
        #expect(withFirstSegment("https://example.com/0") { u, s in u.bool(s) } == false)
        #expect(withFirstSegment("https://example.com/True") { u, s in u.bool(s) } == nil)
        let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        let uuid = UUID(uuidString: text)
        #expect(withFirstSegment("https://example.com/\(text)") { u, s in u.uuid(s) } == uuid)
        #expect(withFirstSegment("https://example.com/\(text.lowercased())") { u, s in u.uuid(s) } == uuid)
        #expect(withFirstSegment("myapp://\(text)") { u, s in u.uuid(s) } == uuid)
    }

    @Test("segment(_:is:) compares exactly, after decoding")
    func literalComparison() {
        #expect(withFirstSegment("https://example.com/products/1") { u, s in u.segment(s, is: "products") } == true)
        #expect(withFirstSegment("myapp://products/1") { u, s in u.segment(s, is: "products") } == true)
        #expect(withFirstSegment("myapp://%70roducts") { u, s in u.segment(s, is: "products") } == true)
        #expect(withFirstSegment("https://example.com/a%20b") { u, s in u.segment(s, is: "a b") } == true)
        #expect(withFirstSegment("https://example.com/Products") { u, s in u.segment(s, is: "products") } == false)
        #expect(withFirstSegment("https://example.com/products%20") { u, s in u.segment(s, is: "products") } == false)
        #expect(withFirstSegment("https://example.com/product") { u, s in u.segment(s, is: "products") } == false)
        #expect(withFirstSegment("https://example.com/products%2") { u, s in u.segment(s, is: "products") } == false)
    }

    @Test("literalSlot hashes the decoded segment as the compiler does")
    func literalSlots() {
        let plain = withFirstSegment("https://example.com/products") { u, s in u.literalSlot(s, mask: 1023) }
        let encoded = withFirstSegment("https://example.com/%70roduct%73") { u, s in u.literalSlot(s, mask: 1023) }
        #expect(plain == encoded)
        let expected = Array("products".utf8).withUnsafeBufferPointer { RouteText.slot($0, mask: 1023) }
        #expect(plain == expected)
        #expect(withFirstSegment("https://example.com/products%2") { u, s in u.literalSlot(s, mask: 1023) } == -1)
        // FNV-1a of "a" is 0xE40C292C.
        #expect(Array("a".utf8).withUnsafeBufferPointer { RouteText.slot($0, mask: 0xFFFF) } == 0x292C)
    }

    @Test("parameter(_:as:) reads a RouteParameter from the acceptable decoded text")
    func parameterSegments() {
        #expect(withFirstSegment("https://example.com/a%20b") { u, s in u.parameter(s, as: String.self) } == "a b")
        #expect(withFirstSegment("https://example.com/42") { u, s in u.parameter(s, as: Int.self) } == 42)
        #expect(withFirstSegment("https://example.com/..") { u, s in u.parameter(s, as: String.self) } == nil)
        #expect(withFirstSegment("https://example.com/%00") { u, s in u.parameter(s, as: String.self) } == nil)
    }

    // MARK: Catch-all

    @Test(
        "remainingSegments takes one or more acceptable segments",
        arguments: [
            ("https://example.com/help/a/b/c", ["a", "b", "c"]), ("https://example.com/help/a", ["a"]),
            ("https://example.com/help/a/b/", ["a", "b"]), ("https://example.com/help/a%2Fb/c", ["a/b", "c"]),
            ("https://example.com/help/", nil), ("https://example.com/help", nil),
            ("https://example.com/help/a//b", nil), ("https://example.com/help/a/b//", nil),
            ("https://example.com/help/a/../b", nil), ("https://example.com/help/a/%2E", nil),
            ("https://example.com/help/a/%00", nil), ("https://example.com/help/a/%FF", nil),
            ("https://example.com/help/a/%G1", nil), ("myapp://help/a/b", ["a", "b"]),
        ] as [(String, [String]?)]
    )
    func remainingSegments(url: String, expected: [String]?) {
        let result = withFirstSegment(url) { u, help -> [String]?? in
            .some(u.remainingSegments(from: help.next))
        }
        #expect(result == .some(expected))
    }

    @Test("segment(at:) returns nil at the end and advances past each slash")
    func segmentCursor() {
        let cursors = withRouteURL("https://example.com/ab/c") { url -> [Int] in
            var result: [Int] = []
            var cursor = url.pathCursor
            while let segment = url.segment(at: cursor) {
                result.append(cursor)
                cursor = segment.next
            }
            result.append(cursor)
            #expect(cursor == url.pathEnd)
            #expect(url.segment(at: url.pathEnd) == nil)
            return result
        }
        #expect(cursors == [20, 23, 24])
    }
}
