import Testing

@testable import RouteCompilerCore

/// `RouteSpec.resolving(environment:)` on a model built in code (Specification §3.12 rule 7).
@Suite struct RouteSpecResolvingTests {
    static func located<T>(_ values: [T]) -> [Located<T>] {
        values.enumerated().map { Located($0.element, at: SourcePosition(line: 1, column: $0.offset + 1)) }
    }

    @Test func routeSubsetsNameTheEntriesAtTheSamePositions() throws {
        let pattern = Pattern(text: "/", position: .start, segments: [], queryBindings: [])
        let spec = RouteSpec(
            schemes: Self.located([Scheme("a"), Scheme("b")]),
            hosts: Self.located([HostPattern("one.com"), HostPattern("two.com")]),
            routes: [
                Route(
                    name: "r", position: .start, patterns: [pattern], schemes: [Scheme("b")],
                    hosts: [HostPattern("two.com"), HostPattern("one.com")])
            ],
            environments: [
                Environment(
                    name: "qa", condition: "QA", hosts: Self.located([HostPattern("qa1.com"), HostPattern("qa2.com")]),
                    schemes: Self.located([Scheme("a-qa"), Scheme("b-qa")]), position: .start)
            ])
        let qa = try #require(spec.resolving(environment: "qa"))
        #expect(qa.routes[0].schemes == [Scheme("b-qa")])
        #expect(qa.routes[0].hosts == [HostPattern("qa2.com"), HostPattern("qa1.com")])
        #expect(qa.hosts.map(\.value) == [HostPattern("qa1.com"), HostPattern("qa2.com")])
        #expect(qa.schemes.map(\.value.name) == ["a-qa", "b-qa"])
        #expect(spec.resolving(environment: "QA") == nil)
    }
}
