import Testing
@testable import RouteCompilerCore

@Suite struct TmpPerfTests {
    @Test func phases() {
        var routes: [String] = []
        for index in 0..<10_000 {
            switch index % 5 {
            case 0:
                routes.append(
                    #""r\#(index)": {"path": "/items\#(index)/{id:int}", "examples": ["myapp://items\#(index)/7"]}"#)
            case 1: routes.append(#""r\#(index)": "/items\#(index - 1)/{id:int}/detail/{slug}""#)
            case 2: routes.append(#""r\#(index)": "/users/{user:uuid}/p\#(index)/{rest*}""#)
            case 3: routes.append(#""r\#(index)": "/s\#(index)?q={q}&page={page:int}""#)
            default:
                let type = index % 10 == 4 ? "bool" : "int"
                routes.append(#""r\#(index)": "/t/{x:\#(type)}/n\#(index)""#)
            }
        }
        let spec = AnalysisFixture.read(AnalysisFixture.json(routes.joined(separator: ", ")))!
        let clock = ContinuousClock()
        var trie: RouteTrie!
        print("TRIE", clock.measure { trie = RouteTrie(spec) })
        var context: AnalysisContext!
        print("CONTEXT", clock.measure { context = AnalysisContext(spec, trie: trie) })
        print("REACH", clock.measure { _ = ReachabilityCheck.diagnostics(context) })
        print("AMBIG", clock.measure { _ = AmbiguityAnalysis.diagnostics(context) })
        print("SHADOW", clock.measure { _ = ShadowAnalysis.diagnostics(context) })
        var matcher: ReferenceMatcher!
        print("MATCHER", clock.measure { matcher = ReferenceMatcher(spec) })
        print("EXAMPLES", clock.measure { _ = ExampleCheck.diagnostics(spec, matcher: matcher) })
    }
}
