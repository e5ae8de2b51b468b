import Foundation
import RouteRuntime
import Testing

// This module sets `.defaultIsolation(MainActor.self)`: every declaration without an explicit
// isolation, the tests included, is `@MainActor`. The generated `IsolatedRoute` is `nonisolated`,
// so it can be matched, built, compared and hashed anywhere; these tests do that from detached
// tasks, `nonisolated` and `@concurrent` functions, task groups and an actor. The module must
// build without warnings (see `.ci/run`).

/// URLs of every route, with the value each one matches.
nonisolated let samples: [(url: String, route: IsolatedRoute)] = [
    ("isolated://", .home),
    ("https://example.com/products/42?ref=mail", .product(id: 42, ref: "mail")),
    ("isolated://product?id=7", .product(id: 7)),
    ("https://example.com/price/-2.5e3", .price(amount: -2500)),
    ("https://example.com/flags/1", .flag(on: true)),
    (
        "https://example.com/orders/0F8FAD5B-D9CB-469F-A165-70867728950E",
        .order(order: UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!)
    ),
    ("isolated://tabs/dark-mode", .tab(tab: .darkMode)),
    ("https://example.com/sku/AB12CD", .sku(sku: Sku(routeParameter: "AB12CD")!)),
    ("https://example.com/profile/ada%20lovelace", .profile(name: "ada lovelace")),
    ("https://example.com/help/account/password", .help(topic: ["account", "password"])),
    (
        "https://example.com/search?q=shoes&page=2&ratio=0.5&exact=true&tab=search"
            + "&session=123e4567-e89b-12d3-a456-426614174000&code=ZZ0000"
            + "&tags=red&tags=sale&ids=1&ids=2&skus=AAAAAA",
        .search(
            q: "shoes", page: 2, ratio: 0.5, exact: true, tab: .search,
            session: UUID(uuidString: "123e4567-e89b-12d3-a456-426614174000"),
            code: Sku(routeParameter: "ZZ0000"), tags: ["red", "sale"], ids: [1, 2],
            skus: [Sku(routeParameter: "AAAAAA")!])
    ),
    ("isolated-beta://beta", .beta),
    ("https://example.com/web/hello", .web(slug: "hello")),
    ("https://a.shop.example.com/shop/hat", .shop(item: "hat")),
    ("https://example.com/default", .default),
    ("isolated-web://example.com/products/5/reviews", .reviews(id: 5)),
    ("https://example.com/posts/hello-world-7", .post(slug: "hello-world", id: 7)),
    ("isolated://CASELESS", .caseless),
    // Keywords as parameter names: only `inout` needs backticks as a label at a call site.
    ("https://example.com/keywords/a/b?inout=3", .keywords(var: "a", let: "b", `inout`: 3)),
    ("https://example.com/keywords/a/b/lines", .keywordLines(var: "a", let: "b")),
]

/// Matches and builds without any isolation.
nonisolated func matchAndRebuild(_ text: String) -> (IsolatedRoute?, IsolatedRoute?) {
    let route = IsolatedRoute(string: text)
    return (route, route.flatMap { IsolatedRoute(url: $0.url) })
}

/// Runs on the global concurrent executor, never on the main actor.
@concurrent
func matchConcurrently(_ text: String) async -> IsolatedRoute? {
    IsolatedRoute(string: text)
}

/// Encodes routes to JSON and decodes them back on the global concurrent executor.
@concurrent
func encodeAndDecodeConcurrently(_ routes: [IsolatedRoute]) async throws -> [IsolatedRoute] {
    let data = try JSONEncoder().encode(routes)
    return try JSONDecoder().decode([IsolatedRoute].self, from: data)
}

/// Keeps routes in an actor of its own: the enum is `Sendable` and `Hashable` across isolations.
actor RouteLog {
    private var seen: Set<IsolatedRoute> = []

    func record(_ route: IsolatedRoute) -> Int {
        seen.insert(route)
        return seen.count
    }
}

@Suite struct MainActorIsolationTests {
    @Test func matchesOnTheMainActor() {
        for (url, route) in samples {
            #expect(IsolatedRoute(string: url) == route, "\(url)")
        }
    }

    @Test func matchesAndBuildsInADetachedTask() async {
        let results = await Task.detached {
            samples.map { sample in
                let route = IsolatedRoute(string: sample.url)
                return (route == sample.route, route.map { IsolatedRoute(url: $0.url) == $0 } ?? false)
            }
        }.value
        #expect(results.allSatisfy { $0.0 && $0.1 })
    }

    @Test func matchesInANonisolatedFunction() {
        for (url, route) in samples {
            let (matched, rebuilt) = matchAndRebuild(url)
            #expect(matched == route, "\(url)")
            #expect(rebuilt == route, "\(url)")
        }
    }

    @Test func matchesInAConcurrentFunction() async {
        for (url, route) in samples {
            #expect(await matchConcurrently(url) == route, "\(url)")
        }
    }

    @Test func buildsInATaskGroup() async {
        let urls = await withTaskGroup(of: (Int, String?).self) { group in
            for (index, sample) in samples.enumerated() {
                let route = sample.route
                group.addTask { (index, route.url(scheme: "https")?.absoluteString) }
            }
            var urls = [String?](repeating: nil, count: samples.count)
            for await (index, url) in group { urls[index] = url }
            return urls
        }
        #expect(urls[1] == "https://example.com/products/42?ref=mail")
        #expect(urls[6] == nil, "tab is a custom-scheme route")
        for (url, sample) in zip(urls, samples) {
            if let url { #expect(IsolatedRoute(string: url) == sample.route, "\(url)") }
        }
    }

    @Test func crossesIntoAnActor() async {
        let log = RouteLog()
        var count = 0
        for sample in samples {
            count = await log.record(sample.route)
        }
        #expect(count == samples.count)
        #expect(await log.record(.home) == samples.count)
    }

    @Test func namedTypesAreNonisolatedToo() async {
        let cases = await Task.detached { IsolatedRoute.Tab.allCases.map(\.rawValue) }.value
        #expect(cases == ["home", "search", "dark-mode"])
        let parsed = await Task.detached { Sku(routeParameter: "AB12CD")?.routeParameter }.value
        #expect(parsed == "AB12CD")
    }

    @Test func navigationMetadataAndCodingWorkOffTheMainActor() async throws {
        let result = await Task.detached { () -> ([IsolatedRoute], Bool, IsolatedRoute.Tab, String?) in
            let route = IsolatedRoute.reviews(id: 5)
            return (route.stack, route.requiresLogin, route.section, IsolatedRoute.product(id: 5).title)
        }.value
        #expect(result.0 == [.home, .product(id: 5), .reviews(id: 5)])
        #expect(result.1)
        #expect(result.2 == .search)
        #expect(result.3 == "Product")
        let decoded = try await encodeAndDecodeConcurrently(samples.map(\.route))
        #expect(decoded == samples.map(\.route))
    }

    /// Parameters named `var`, `let` and `inout`: the generated parent and maker write them as labels
    /// (Specification §6.1 rule 9), and the module still builds without warnings.
    @Test func keywordParametersOffTheMainActor() async {
        let stack = await Task.detached { IsolatedRoute.keywordLines(var: "a", let: "b").stack }.value
        #expect(stack == [.keywords(var: "a", let: "b"), .keywordLines(var: "a", let: "b")])
        let old = await Task.detached { IsolatedRoute(path: "/old-keywords/c")?.url.absoluteString }.value
        #expect(old == "https://example.com/old-keywords/c")
    }

    @Test func pathsAndExcludesOffTheMainActor() async {
        let results = await Task.detached {
            (
                IsolatedRoute(path: "/products/42/reviews"), IsolatedRoute(string: "https://example.com/profile/admin"),
                IsolatedRoute(string: "https://example.com/profile/ada")
            )
        }.value
        #expect(results.0 == .reviews(id: 42))
        #expect(results.1 == nil, "an excluded path")
        #expect(results.2 == .profile(name: "ada"))
    }

    @Test func rejectsOffTheMainActor() async {
        let rejected = await Task.detached {
            [
                "https://evil.example/products/42",
                "https://example.com/products/042",
                "https://example.com/orders/not-a-uuid",
                "https://example.com/sku/ab12cd",
                "https://example.com/profile/%2E%2E",
                "isolated://tabs/dark_mode",
            ].allSatisfy { IsolatedRoute(string: $0) == nil }
        }.value
        #expect(rejected)
    }
}
