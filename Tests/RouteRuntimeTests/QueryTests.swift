import Foundation
import Testing

@testable import RouteRuntime

/// SPEC §4.5: the query's items, split on `&` and then on the first `=`, each part decoded once.
@Suite("Query items")
struct QueryTests {
    @Test(
        "items",
        arguments: [
            ("https://example.com/?a=1&a=2", [QueryPair("a", "1"), QueryPair("a", "2")]),
            ("https://example.com/?q=a+b", [QueryPair("q", "a+b")]),
            ("https://example.com/?q=a%2Bb", [QueryPair("q", "a+b")]),
            ("https://example.com/?q=a%20b", [QueryPair("q", "a b")]),
            ("https://example.com/?a+b=1", [QueryPair("a+b", "1")]),
            ("https://example.com/?&&a=1&&b=2&", [QueryPair("a", "1"), QueryPair("b", "2")]),
            ("https://example.com/?&", []), ("https://example.com/?", []), ("https://example.com/", []),
            ("https://example.com", []), ("myapp://", []),
            ("https://example.com/?flag&a=1", [QueryPair("flag", ""), QueryPair("a", "1")]),
            ("https://example.com/?q=", [QueryPair("q", "")]),
            ("https://example.com/?=x", [QueryPair("", "x")]),
            ("https://example.com/?=", [QueryPair("", "")]),
            ("https://example.com/?a==b", [QueryPair("a", "=b")]),
            ("https://example.com/?a=b=c", [QueryPair("a", "b=c")]),
            ("https://example.com/?a=%26%3D&b=%23", [QueryPair("a", "&="), QueryPair("b", "#")]),
            ("https://example.com/?a%3Db=c", [QueryPair("a=b", "c")]),
            ("https://example.com/?a%26b=c", [QueryPair("a&b", "c")]),
            ("https://example.com/?q=%252F", [QueryPair("q", "%2F")]),
            ("https://example.com/?q=a/b?c:d@e", [QueryPair("q", "a/b?c:d@e")]),
            ("https://example.com/?q=1#a=2", [QueryPair("q", "1")]),
            ("https://example.com/?q=%F0%9F%98%80", [QueryPair("q", "😀")]),
            ("https://example.com/?q=😀", [QueryPair("q", "😀")]),
            ("myapp://search?q=x", [QueryPair("q", "x")]),
            ("myapp://?q=x", [QueryPair("q", "x")]),
            ("https://example.com?q=x", [QueryPair("q", "x")]),
        ] as [(String, [QueryPair])]
    )
    func items(url: String, items: [QueryPair]) throws {
        #expect(try #require(decompose(url)).query == items)
    }

    @Test("a ? in the path starts the query; one later in the query is part of it")
    func questionMarks() throws {
        let url = try #require(decompose("https://example.com/a?b=?c"))
        #expect(url.segments == ["a"])
        #expect(url.query == [QueryPair("b", "?c")])
    }

    @Test(
        "control characters are allowed in query strings",
        arguments: [("%00", "\u{0}"), ("%1F", "\u{1F}"), ("%7F", "\u{7F}"), ("a%0Ab", "a\nb"), ("%09", "\t")]
    )
    func controlCharactersInQueryStrings(encoded: String, decoded: String) throws {
        #expect(try #require(decompose("https://example.com/?q=\(encoded)")).query == [QueryPair("q", decoded)])
    }

    @Test(
        "invalid percent-encoding or UTF-8 in a value is refused",
        arguments: ["%G1", "%2", "%", "a%", "%%", "%FF", "%C0%AF", "%C3", "%ED%A0%80", "%F4%90%80%80"]
    )
    func invalidValues(encoded: String) throws {
        let url = "https://example.com/?q=\(encoded)&r=1"
        #expect(try #require(decompose(url)).query == [QueryPair("q", nil), QueryPair("r", "1")])
        #expect(withFirstItem(url) { u, i in u.nameIs(i, "q") } == true)
        #expect(withFirstItem(url) { u, i in u.parameter(i, as: String.self) } == nil)
    }

    @Test("invalid percent-encoding in a name matches no key", arguments: ["q%", "q%2", "%G1", "q%FF"])
    func invalidNames(name: String) {
        #expect(withFirstItem("https://example.com/?\(name)=1") { u, i in u.nameIs(i, "q") } == false)
    }

    @Test(
        "nameIs compares the decoded name exactly",
        arguments: [
            ("q", true), ("%71", true), ("%71%", false), ("Q", false), ("q%20", false),
            ("qq", false), ("", false), ("utm_source", false),
        ]
    )
    func nameIs(name: String, expected: Bool) {
        #expect(withFirstItem("https://example.com/?\(name)=1") { u, i in u.nameIs(i, "q") } == expected)
    }

    @Test("nameIs for an empty key and a key with reserved characters")
    func nameIsSpecialKeys() {
        #expect(withFirstItem("https://example.com/?=1") { u, i in u.nameIs(i, "") } == true)
        #expect(withFirstItem("https://example.com/?a%26b=1") { u, i in u.nameIs(i, "a&b") } == true)
        #expect(withFirstItem("https://example.com/?caf%C3%A9=1") { u, i in u.nameIs(i, "café") } == true)
    }

    @Test("typed query values")
    func typedValues() {
        #expect(withFirstItem("https://example.com/?p=42") { u, i in u.int(i) } == 42)
        #expect(withFirstItem("https://example.com/?p=%2D1") { u, i in u.int(i) } == -1)
        #expect(withFirstItem("https://example.com/?p=+1") { u, i in u.int(i) } == nil)
        #expect(withFirstItem("https://example.com/?p=%201") { u, i in u.int(i) } == nil)
        #expect(withFirstItem("https://example.com/?p=") { u, i in u.int(i) } == nil)
        #expect(withFirstItem("https://example.com/?p") { u, i in u.int(i) } == nil)
        #expect(withFirstItem("https://example.com/?p=2.5e%2B3") { u, i in u.double(i) } == 2500)
        #expect(withFirstItem("https://example.com/?p=2.5e+3") { u, i in u.double(i) } == 2500)
        #expect(withFirstItem("https://example.com/?p=inf") { u, i in u.double(i) } == nil)
        #expect(withFirstItem("https://example.com/?p=1") { u, i in u.bool(i) } == true)
        #expect(withFirstItem("https://example.com/?p=false") { u, i in u.bool(i) } == false)
        #expect(withFirstItem("https://example.com/?p=yes") { u, i in u.bool(i) } == nil)
        let text = "e621e1f8-c36c-495a-93fc-0c247a3e6e5f"
        #expect(withFirstItem("https://example.com/?p=\(text)") { u, i in u.uuid(i) } == UUID(uuidString: text))
        #expect(withFirstItem("https://example.com/?p=\(text)x") { u, i in u.uuid(i) } == nil)
        #expect(withFirstItem("https://example.com/?p=%34%32") { u, i in u.parameter(i, as: Int.self) } == 42)
        #expect(withFirstItem("https://example.com/?p=%2541") { u, i in u.queryString(i) } == "%41")
        let parsed = withFirstItem("https://example.com/?p=a%62c") { u, i in
            u.value(i) { bytes -> String? in String(decoding: bytes, as: UTF8.self) }
        }
        #expect(parsed == "abc")
    }

    @Test("every item is returned, in order, by one pass of the iterator")
    func iteratorOrder() {
        let names = withRouteURL("https://example.com/s?q=1&utm_source=x&tags=a&tags=b&q=2") { url -> [String] in
            var result: [String] = []
            var items = url.queryItems()
            while let item = items.next() { result.append(text(url, item.name)) }
            #expect(items.next() == nil)
            return result
        }
        #expect(names == ["q", "utm_source", "tags", "tags", "q"])
    }

    @Test("slices are plain only without %")
    func plainSlices() {
        let flags = withFirstItem("https://example.com/?a%41=b") { _, item in [item.name.isPlain, item.value.isPlain] }
        #expect(flags == [false, true])
        let other = withFirstItem("https://example.com/?a=b%41") { _, item in [item.name.isPlain, item.value.isPlain] }
        #expect(other == [true, false])
        let equals = withFirstItem("https://example.com/?a=b=%41") { _, item in [item.name.isPlain, item.value.isPlain]
        }
        #expect(equals == [true, false])
    }
}
