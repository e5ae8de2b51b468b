import BenchKindsRoutes
import BenchMallocCounter
import Foundation

/// URLs of one parameter kind, matched by `BenchKindsRoutes/routes.json`.
struct KindCase {
    /// The kind, as printed.
    let kind: String
    /// Whether the README's promise of no allocation while matching covers it.
    let promisedAllocationFree: Bool
    /// Whether the URLs match a route (or are misses).
    let matches: Bool
    /// The URLs.
    let urls: [String]
}

/// The allocations per URL of one kind.
struct KindAllocations {
    let kind: KindCase
    /// Per `Route(string:)`.
    let string: Double
    /// Per `Route(url:)`, from a `URL` made before.
    let url: Double
    /// Per `route.url`, for the matched routes.
    let build: Double?
    /// URLs that did not do what the case says (a match or a miss).
    let unexpected: [String]
}

private let user = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"

/// The cases measured: every built-in parameter type, in the path and in the query, with and
/// without `utm_` parameters and percent-encoding; then what may allocate, and misses.
let kindCases = [
    KindCase(
        kind: "no parameter", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/settings/privacy", "myapp://settings/privacy?utm_source=mail", "myapp://"]),
    KindCase(
        kind: "int", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/int/42", "myapp://int/-7?utm_source=mail&utm_medium=email"]),
    KindCase(
        kind: "uuid", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/uuid/\(user)", "myapp://uuid/\(user.uppercased())?utm_campaign=spring"]),
    KindCase(
        kind: "bool", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/bool/true", "myapp://bool/0"]),
    KindCase(
        kind: "double", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/double/3.25", "myapp://double/-1e-3", "https://example.com/double/12"]),
    KindCase(
        kind: "enum", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/color/dark-blue", "myapp://color/dark%2Dblue", "myapp://color/red"]),
    KindCase(
        kind: "uuid + int + enum", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/users/\(user)/orders/17/red?utm_source=x"]),
    KindCase(
        kind: "query: int, int = 1, bool?", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/query/int?value=5&page=2&flag=true", "myapp://query/int?utm_source=x&value=5"]),
    KindCase(
        kind: "query: uuid (pattern)", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/query/uuid?value=\(user)"]),
    KindCase(
        kind: "query: double, enum?", promisedAllocationFree: true, matches: true,
        urls: ["https://example.com/query/double?value=2.5&color=light-green"]),
    KindCase(
        kind: "string, short (inline)", promisedAllocationFree: false, matches: true,
        urls: ["https://example.com/string/ada", "myapp://string/caf%C3%A9"]),
    KindCase(
        kind: "string, > 15 bytes", promisedAllocationFree: false, matches: true,
        urls: ["https://example.com/string/a-much-longer-user-name"]),
    KindCase(
        kind: "query: string", promisedAllocationFree: false, matches: true,
        urls: ["https://example.com/query/string?value=hello%20world%20and%20more"]),
    KindCase(
        kind: "query: [int]", promisedAllocationFree: false, matches: true,
        urls: ["https://example.com/query/list?value=1&value=2"]),
    KindCase(
        kind: "catch-all", promisedAllocationFree: false, matches: true,
        urls: ["https://example.com/help/account/password"]),
    KindCase(
        kind: "misses", promisedAllocationFree: true, matches: false,
        urls: [
            "https://example.com/int/abc", "https://evil.example/int/42", "https://example.com/nothing/here",
            "myapp://uuid/not-a-uuid", "https://example.com/color/purple", "ftp://example.com/int/1",
        ]),
]

/// Counts the heap allocations of matching, and of building, the URLs of each kind.
func measureKindAllocations(repetitions: Int) -> [KindAllocations] {
    kindCases.map { kindCase in
        let strings = kindCase.urls
        let urls = strings.map { URL(string: $0)! }
        let unexpected = strings.filter { (BenchKindsRoute(string: $0) != nil) != kindCase.matches }
        let routes = strings.compactMap { BenchKindsRoute(string: $0) }
        func perURL(_ body: () -> Void) -> Double {
            body()  // first use: lazily made metadata and caches
            let before = bench_allocation_count()
            for _ in 0..<repetitions { body() }
            return Double(bench_allocation_count() - before) / Double(repetitions * strings.count)
        }
        let string = perURL {
            for string in strings { blackHole(BenchKindsRoute(string: string)) }
        }
        let url = perURL {
            for url in urls { blackHole(BenchKindsRoute(url: url)) }
        }
        let build: Double? =
            routes.isEmpty
            ? nil
            : perURL {
                for route in routes { blackHole(route.url) }
            } * Double(strings.count) / Double(routes.count)
        return KindAllocations(kind: kindCase, string: string, url: url, build: build, unexpected: unexpected)
    }
}

/// Keeps a value alive as far as the optimizer can tell.
@inline(never)
func blackHole<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}
