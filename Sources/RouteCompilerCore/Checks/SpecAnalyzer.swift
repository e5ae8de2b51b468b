/// The checks that need the whole route table: ambiguity, reachability and examples.
public enum SpecAnalyzer {
    /// Every analysis diagnostic for a valid spec:
    ///
    /// - routes that accept no scheme and no host (``ReachabilityCheck``);
    /// - pairs of patterns that some URL matches with equal precedence, across routes or within
    ///   one (``AmbiguityAnalysis``, Specification §4.8 and §9.2);
    /// - patterns that lose values, or everything, to a literal or mixed sibling, and literal
    ///   siblings that differ only in case (``ShadowAnalysis``);
    /// - examples that do not open their route (``ExampleCheck``).
    ///
    /// `trie` is the trie of `spec`, which the Swift emitter walks too.
    public static func analyze(_ spec: RouteSpec, trie: RouteTrie) -> [Diagnostic] {
        let context = AnalysisContext(spec, trie: trie)
        var diagnostics = ReachabilityCheck.diagnostics(context)
        let ambiguity = AmbiguityAnalysis.analyzed(context)
        diagnostics += ambiguity.diagnostics()
        diagnostics += ShadowAnalysis.diagnostics(context, ambiguousPairs: ambiguity.ambiguousPairs)
        if spec.routes.contains(where: { !$0.examples.isEmpty }) {
            diagnostics += ExampleCheck.diagnostics(spec, matcher: ReferenceMatcher(spec))
        }
        return diagnostics
    }

    /// ``analyze(_:trie:)`` with a trie built for the purpose.
    public static func analyze(_ spec: RouteSpec) -> [Diagnostic] {
        analyze(spec, trie: RouteTrie(spec))
    }
}
