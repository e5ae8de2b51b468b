import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// Specification §4.7 rule 4: patterns of one path with as many required query keys, not the
/// same, are decided by the key that comes first in the URL, whether the key is bound by the
/// pattern, written alone, or a required `"query"` parameter of the route.
@Suite("Key order")
struct KeyOrderTests {
    static let table = TestTable(
        """
        {
          "version": 1,
          "hosts": ["example.com"],
          "routes": {
            "bound": "/s?x={x}",
            "declared": {"path": "/s", "query": {"y": "string"}},
            "alone": "/s?z",
            "none": {"path": "/s", "query": {"f": "flag"}},
            "two": "/d?k={k}&x={x:int}",
            "twoDeclared": {"path": "/d?k={k}", "query": {"y": "int"}}
          }
        }
        """)

    private func route(_ query: String, path: String = "/s") -> String? {
        Self.table.routeName("https://example.com" + path + "?" + query)
    }

    @Test(
        arguments: [
            ("y=1&x=2&z", "declared"), ("x=2&y=1&z", "bound"), ("z&y=1&x=2", "alone"), ("z=&x=1", "alone"),
            ("f&y=1", "declared"), ("y=1&y=2&x=1", "bound"), ("y=1&y=2&z", "alone"), ("y=1&y=2", "none"),
            ("f", "none"), ("", "none"),
        ])
    func theFirstKeyDecidesWhateverRequiresIt(query: String, expected: String) {
        #expect(route(query) == expected, "\(query)")
    }

    @Test(
        arguments: [
            ("k=a&y=1&x=2", "twoDeclared"), ("k=a&x=2&y=1", "two"), ("y=1&k=a&x=2", "twoDeclared"),
            ("k=a&y=b&x=2", "two"), ("k=a&x=b&y=1", "twoDeclared"), ("x=2&k=a", "two"),
        ])
    func aSharedKeyDecidesNothing(query: String, expected: String) {
        #expect(route(query, path: "/d") == expected, "\(query)")
    }
}
