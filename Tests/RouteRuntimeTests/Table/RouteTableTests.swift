import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A ``_RouteTable`` is built once and shared: the generated code keeps it in a `static let` and
/// matches from any thread.
@Suite("Route tables")
struct RouteTableTests {
    static let table = TestTable(
        """
        {
          "version": 1,
          "enum": "TestRoute",
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "routes": {
            "product": {"path": "/products/{id:int}", "query": {"ref": "string?"}},
            "post": "/posts/{slug}-{id:int}",
            "help": "/help/{topic*}"
          }
        }
        """)

    @Test("one table matches and builds from many tasks at once, each getting its own values")
    func concurrentUse() async {
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for index in 0..<300 {
                        let id = task * 1000 + index
                        if Self.table.match("https://example.com/products/\(id)?ref=r\(id)")
                            != "product(id: \(id), ref: \"r\(id)\")"
                        {
                            mismatches += 1
                        }
                        if Self.table.match("myapp://posts/s-\(task)-\(id)") != "post(slug: \"s-\(task)\", id: \(id))" {
                            mismatches += 1
                        }
                        if Self.table.match(path: "/help/\(task)/%2F\(index)")
                            != "help(topic: [\"\(task)\", \"/\(index)\"])"
                        {
                            mismatches += 1
                        }
                        if Self.table.url(RouteValue("post", .value("p\(task)"), .value(id)))
                            != "https://example.com/posts/p\(task)-\(id)"
                        {
                            mismatches += 1
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test("matching the same URL again gives the same result")
    func repeatable() {
        for _ in 0..<3 {
            #expect(Self.table.match("https://example.com/posts/a-b-1") == "post(slug: \"a-b\", id: 1)")
            #expect(Self.table.match("https://example.com/posts/a") == nil)
        }
    }

    @Test("a table without records or origins matches nothing and builds nothing")
    func emptyTable() {
        let table = _RouteTable(
            records: { _, _ in nil }, recordContext: nil, origins: UnsafeBufferPointer(start: nil, count: 0),
            captures: 0, labels: 0, mixedSegments: false, excludes: false)
        #expect(table.match(string: "https://example.com/") { $0.route } == nil)
        #expect(table.match(string: "myapp://") { $0.route } == nil)
        #expect(table.match(path: "/") { $0.route } == nil)
        var writer = _RouteURLWriter(table, scheme: nil)
        writer.route(_RouteKey.route("home"))
        #expect(writer.finish() == nil)
    }
}
