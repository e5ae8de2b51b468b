import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.6: segments that mix literal text and parameters, read partially decoded and
/// split shortest-first.
@Suite("Mixed segments")
struct MixedSegmentTests {
    static let uuid = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"

    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "types": {"Format": ["json", "xml"]},
          "routes": {
            "post": "/posts/{slug}-{id:int}",
            "user": {"path": "/@{user}", "schemes": []},
            "file": "/files/{name}.json",
            "version": "/v{major:int}.{minor:int}",
            "three": "/three/{a}-{b}-{c}",
            "typed": "/typed/{a:int}-{b:int}",
            "lead": "/lead/item-{slug}",
            "trail": "/trail/{slug}-item",
            "both": "/both/x{slug}y",
            "doc": "/doc/{name}.{format:Format}",
            "docCI": {"path": "/doc-ci/{name}.{format:Format}", "caseSensitive": false},
            "uuid": "/u/id-{id:uuid}",
            "flag": "/b/is-{on:bool}",
            "pixels": "/d/{x:double}px",
            "postCI": {"path": "/ci/Post-{slug}-{id:int}", "caseSensitive": false},
            "plus": "/plus/{a}+{b}",
            "hex": "/hex/{a}4{b:int}",
            "dots": "/dots/{a}.{b}",
            "item": "/item-{id:int}"
          }
        }
        """)

    private func match(_ path: String) -> String? { Self.table.match("https://example.com" + path) }

    @Test(
        "the specification's examples for /{slug}-{id:int}",
        arguments: [
            ("my-cool-post-42", "post(slug: \"my-cool-post\", id: 42)"), ("a--5", "post(slug: \"a\", id: -5)"),
            ("a%2D-5", "post(slug: \"a\", id: -5)"), ("a---0", "post(slug: \"a-\", id: 0)"),
            ("a%2D5", "post(slug: \"a\", id: 5)"), ("my-post", nil), ("42", nil),
        ] as [(String, String?)]
    )
    func specificationExamples(segment: String, expected: String?) {
        #expect(match("/posts/\(segment)") == expected)
    }

    @Test(
        "each parameter takes a non-empty run, the first the shortest with which the rest matches",
        arguments: [
            ("/posts/a-b-c-1", "post(slug: \"a-b-c\", id: 1)"), ("/posts/-5", nil), ("/posts/a-", nil),
            ("/posts/%2D%2D5", "post(slug: \"-\", id: 5)"), ("/three/a-b-c", "three(a: \"a\", b: \"b\", c: \"c\")"),
            ("/three/a-b-c-d", "three(a: \"a\", b: \"b\", c: \"c-d\")"),
            ("/three/a--b-c", "three(a: \"a\", b: \"-b\", c: \"c\")"), ("/three/a-b", nil), ("/three/--", nil),
            ("/three/-----", "three(a: \"-\", b: \"-\", c: \"-\")"), ("/typed/1-2", "typed(a: 1, b: 2)"),
            ("/typed/-1--2", "typed(a: -1, b: -2)"), ("/typed/1--2", "typed(a: 1, b: -2)"),
            ("/typed/12-1234567890123456789", "typed(a: 12, b: 1234567890123456789)"), ("/typed/1-2-3", nil),
            ("/typed/01-2", nil), ("/doc/readme.json", "doc(name: \"readme\", format: json)"),
            ("/doc/a.b.xml", "doc(name: \"a.b\", format: xml)"), ("/doc/readme.txt", nil), ("/doc/readme.JSON", nil),
            ("/doc/readme.js%6Fn", "doc(name: \"readme\", format: json)"),
        ] as [(String, String?)]
    )
    func shortestFirst(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "a leading literal starts the segment and a trailing one ends it",
        arguments: [
            ("/@ada", "user(user: \"ada\")"), ("/@", nil), ("/@@", "user(user: \"@\")"), ("/a@ada", nil),
            ("/lead/item-abc", "lead(slug: \"abc\")"), ("/lead/item-", nil), ("/lead/ITEM-abc", nil),
            ("/lead/xitem-abc", nil), ("/lead/item-item-", "lead(slug: \"item-\")"),
            ("/trail/abc-item", "trail(slug: \"abc\")"), ("/trail/-item", nil), ("/trail/item", nil),
            ("/trail/a-item-item", "trail(slug: \"a-item\")"), ("/trail/abc-itemx", nil),
            ("/both/xay", "both(slug: \"a\")"), ("/both/xy", nil), ("/both/x", nil),
            ("/both/xxyy", "both(slug: \"xy\")"),
            ("/files/report.json", "file(name: \"report\")"), ("/files/.json", nil),
            ("/files/a.b.json", "file(name: \"a.b\")"), ("/files/report.JSON", nil),
            ("/files/report.json.json", "file(name: \"report.json\")"),
            ("/v2.10", "version(major: 2, minor: 10)"), ("/v2.1.0", nil), ("/v02.1", nil),
            ("/v-1.-2", "version(major: -1, minor: -2)"), ("/V2.10", nil), ("/v.10", nil), ("/v2.", nil),
            ("/item-42", "item(id: 42)"), ("/item-", nil),
        ] as [(String, String?)]
    )
    func literalPieces(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "typed parameters read their runs as their types",
        arguments: [
            ("/u/id-\(uuid)", "uuid(id: \(uuid))"), ("/u/id-\(uuid.uppercased())", "uuid(id: \(uuid))"),
            ("/u/id-\(uuid.dropLast())", nil), ("/b/is-true", "flag(on: true)"), ("/b/is-1", "flag(on: true)"),
            ("/b/is-yes", nil), ("/d/1.5px", "pixels(x: 1.5)"), ("/d/1e3px", "pixels(x: 1000.0)"),
            ("/d/-0px", "pixels(x: -0.0)"), ("/d/1e%2B3px", "pixels(x: 1000.0)"), ("/d/1e%2Cpx", nil), ("/d/px", nil),
            ("/d/1.5PX", nil), ("/d/1.px", nil),
        ] as [(String, String?)]
    )
    func typedParameters(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "unreserved escapes are decoded before the pieces are compared, others are not",
        arguments: [
            ("/%40ada", nil), ("/@a%40b", "user(user: \"a@b\")"), ("/files/report%2Ejson", "file(name: \"report\")"),
            ("/files/report%2ejson", "file(name: \"report\")"), ("/%76%32.1", "version(major: 2, minor: 1)"),
            ("/plus/x%2By+z", "plus(a: \"x+y\", b: \"z\")"), ("/plus/x+y+z", "plus(a: \"x\", b: \"y+z\")"),
            ("/posts/a%25-5", "post(slug: \"a%\", id: 5)"), ("/posts/x%40-1", "post(slug: \"x@\", id: 1)"),
            ("/posts/caf%C3%A9-7", "post(slug: \"café\", id: 7)"), ("/posts/a%2F-5", "post(slug: \"a/\", id: 5)"),
            ("/posts/a-%35", "post(slug: \"a\", id: 5)"),
        ] as [(String, String?)]
    )
    func partialDecoding(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "no value starts or ends inside an escape that stays encoded",
        arguments: [
            ("/hex/x%401", nil), ("/hex/x%4041", "hex(a: \"x@\", b: 1)"), ("/hex/%34%341", "hex(a: \"4\", b: 1)"),
            ("/hex/a41", "hex(a: \"a\", b: 1)"), ("/hex/%404%404", nil),
        ] as [(String, String?)]
    )
    func escapeBoundaries(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "the whole segment is refused as any segment is; a run may be . or ..",
        arguments: [
            ("/posts/a%00-5", nil), ("/posts/a%ZZ-5", nil), ("/posts/a%2-5", nil), ("/posts/a%FF-5", nil),
            ("/files/%FF.json", nil), ("/dots/..", nil), ("/dots/%2E%2E", nil),
            ("/dots/a.b", "dots(a: \"a\", b: \"b\")"),
            ("/dots/...", "dots(a: \".\", b: \".\")"), ("/files/..json", "file(name: \".\")"),
            ("/files/...json", "file(name: \"..\")"),
        ] as [(String, String?)]
    )
    func refusals(path: String, expected: String?) {
        #expect(match(path) == expected)
    }

    @Test(
        "pieces ignore ASCII case in a case-insensitive route and in the host position; values keep theirs",
        arguments: [
            ("https://example.com/ci/post-a-1", "postCI(slug: \"a\", id: 1)"),
            ("https://example.com/CI/POST-Ab-1", "postCI(slug: \"Ab\", id: 1)"),
            ("https://example.com/doc-ci/ReadMe.JSON", "docCI(name: \"ReadMe\", format: json)"),
            ("https://example.com/doc-ci/a.Xml", "docCI(name: \"a\", format: xml)"),
            ("myapp://ITEM-42", "item(id: 42)"), ("myapp://V2.10", "version(major: 2, minor: 10)"),
            ("myapp:///V2.10", nil), ("https://example.com/ITEM-42", nil),
            ("myapp://posts/A-1", "post(slug: \"A\", id: 1)"),
        ] as [(String, String?)]
    )
    func caseOfPieces(url: String, expected: String?) {
        #expect(Self.table.match(url) == expected)
    }

    // MARK: Long and hostile segments

    @Test("segments of 8,000 bytes against three string parameters", .timeLimit(.minutes(1)))
    func longStringSegments() {
        let dashes = String(repeating: "-", count: 8000)
        #expect(match("/three/\(dashes)") == "three(a: \"-\", b: \"-\", c: \(quoted(String(dashes.dropFirst(4)))))")
        let pairs = String(repeating: "a-", count: 4000)
        #expect(match("/three/\(pairs)") == "three(a: \"a\", b: \"a\", c: \(quoted(String(pairs.dropFirst(4)))))")
        #expect(match("/three/" + String(repeating: "a", count: 8000)) == nil)
        #expect(match("/three/" + String(repeating: "a", count: 7998) + "-b") == nil)
        let escapes = String(repeating: "%2D", count: 2600)
        #expect(
            match("/three/\(escapes)")
                == "three(a: \"-\", b: \"-\", c: \(quoted(String(repeating: "-", count: 2596))))")
    }

    @Test("segments of 8,000 bytes against two int parameters", .timeLimit(.minutes(1)))
    func longIntSegments() {
        #expect(match("/typed/" + String(repeating: "1-", count: 3999) + "1") == nil)
        #expect(match("/typed/" + String(repeating: "-", count: 8000)) == nil)
        #expect(match("/typed/" + String(repeating: "1", count: 8000)) == nil)
        #expect(match("/typed/" + String(repeating: "-1", count: 4000)) == nil)
        #expect(match("/typed/" + String(repeating: "9", count: 7980) + "-1") == nil)
        let slug = String(repeating: "a-", count: 3990) + "a"
        #expect(match("/posts/\(slug)-42") == "post(slug: \(quoted(slug)), id: 42)")
    }
}
