import Foundation
import RouteRuntime
import Testing

/// The generated enum and the runtime are `Sendable`, hold no global mutable state, and give the
/// same answers from many tasks at once as from one.
@Suite struct ConcurrencyTests {
    /// What one pass computes for a URL: the route, and for a matched route its canonical URL and
    /// its URL under each scheme.
    struct Answer: Hashable, Sendable {
        var route: TestRoute?
        var urls: [String?]
    }

    static let schemes = ["https", "myapp", "myapp-beta", "HTTPS", "ftp"]

    static func answer(_ text: String) -> Answer {
        guard let route = TestRoute(string: text) else { return Answer(route: nil, urls: []) }
        var urls: [String?] = [route.url.absoluteString]
        for scheme in schemes {
            urls.append(route.url(scheme: scheme)?.absoluteString)
        }
        return Answer(route: route, urls: urls)
    }

    /// The runtime's public conversions, on their own.
    static func runtimeAnswer(_ text: String) -> [String] {
        [
            String(describing: Int(routeParameter: text)), String(describing: Double(routeParameter: text)),
            String(describing: UUID(routeParameter: text)), String(describing: Bool(routeParameter: text)),
            String(describing: TestRoute(path: "/" + text)),
        ]
    }

    @Test func manyTasksGiveTheSameAnswersAsOne() async throws {
        let spec = try TestSpec.load()
        var forge = URLForge(spec: spec, seed: 0xC0C0)
        let urls = (0..<4_000).map { _ in forge.next() }
        var random = SplitMix64(seed: 0xC0C1)
        let routes = (0..<200).flatMap { _ in RandomRoutes.all(&random) }
        let expected = urls.map(Self.answer)
        let expectedRuntime = urls.map(Self.runtimeAnswer)
        let expectedBuilt = routes.map { $0.url.absoluteString }
        #expect(expected.contains { $0.route != nil })

        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var mismatches = 0
                    // Each task walks the URLs from a different start, so that tasks overlap on
                    // different inputs at the same time.
                    let offset = task * urls.count / 16
                    for step in 0..<urls.count {
                        let index = (offset + step) % urls.count
                        if Self.answer(urls[index]) != expected[index] { mismatches += 1 }
                        if task % 2 == 0, Self.runtimeAnswer(urls[index]) != expectedRuntime[index] { mismatches += 1 }
                    }
                    for (index, route) in routes.enumerated() {
                        let built = route.url.absoluteString
                        if built != expectedBuilt[index] || TestRoute(string: built) != route { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
    }

    @Test func typesAreSendable() {
        func sendable<T: Sendable>(_: T.Type) {}
        sendable(TestRoute.self)
        sendable(TestRoute.Tab.self)
        sendable(TestRoute.Color.self)
    }
}
