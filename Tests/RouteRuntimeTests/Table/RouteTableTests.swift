import Foundation
import Testing

@testable @_spi(Generated) import RouteRuntime

/// A ``_RouteTable`` is built once and shared: the generated code keeps it in a `static let` and
/// matches from any thread.
@Suite("Route tables")
struct RouteTableTests {
    static let table = TestTable(
        origins: """
            scheme myapp
            host example.com
            """,
        routes: """
            route product id:int &ref:string?
            route post slug:string id:int
            route help topic:*
            canonical product /products/{id}
            canonical post /posts/{slug}-{id}
            canonical help /help/{topic}
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
}
