/// The checks that need the whole route table: ambiguity, reachability, examples and excluded
/// paths.
public enum SpecAnalyzer {
    /// Every analysis diagnostic for a valid spec:
    ///
    /// - routes that accept no scheme and no host (``ReachabilityCheck``);
    /// - pairs of patterns that some URL matches with equal precedence, across routes or within
    ///   one (``AmbiguityAnalysis``, Specification §4.8 and §9.2);
    /// - patterns that lose values, or everything, to a literal or mixed sibling, and literal
    ///   siblings that differ only in case (``ShadowAnalysis``);
    /// - examples that do not open their route (``ExampleCheck``);
    /// - excluded paths that hide a route pattern, exclude nothing, or cannot be written into the
    ///   AASA file (``ExcludeCheck``).
    ///
    /// Ambiguity is also looked for in each environment (Specification §9.2 rule 7): a tie that
    /// only an environment's hosts or schemes make is reported with the environment's name.
    ///
    /// `trie` is the trie of `spec`, which the Swift emitter walks too.
    public static func analyze(_ spec: RouteSpec, trie: RouteTrie) -> [Diagnostic] {
        let context = AnalysisContext(spec, trie: trie)
        var diagnostics = ReachabilityCheck.diagnostics(context)
        let ambiguity = AmbiguityAnalysis.analyzed(context)
        let ambiguities = ambiguity.diagnostics()
        diagnostics += ambiguities
        diagnostics += environmentAmbiguities(spec, trie: trie, besides: ambiguities)
        diagnostics += ShadowAnalysis.diagnostics(context, ambiguousPairs: ambiguity.ambiguousPairs)
        diagnostics += ExcludeCheck.diagnostics(spec)
        if spec.routes.contains(where: { !$0.examples.isEmpty }) {
            diagnostics += ExampleCheck.diagnostics(spec, matcher: ReferenceMatcher(spec))
        }
        return diagnostics
    }

    /// The ambiguities of each environment that the default environment does not have (the same
    /// later pattern with the same earlier one), each message starting with the environment's
    /// name. The trie holds paths only, so every environment shares it.
    private static func environmentAmbiguities(
        _ spec: RouteSpec, trie: RouteTrie, besides defaults: [Diagnostic]
    ) -> [Diagnostic] {
        guard !spec.environments.isEmpty else { return [] }
        func key(_ diagnostic: Diagnostic) -> [SourcePosition] {
            [diagnostic.position] + diagnostic.notes.map(\.position)
        }
        var seen = Set(defaults.map(key))
        var result: [Diagnostic] = []
        for environment in spec.environments {
            guard let resolved = spec.resolving(environment: environment.name) else { continue }
            for diagnostic in AmbiguityAnalysis.diagnostics(AnalysisContext(resolved, trie: trie))
            where seen.insert(key(diagnostic)).inserted {
                var diagnostic = diagnostic
                diagnostic.message = "in environment \(Quote.single(environment.name)): " + diagnostic.message
                result.append(diagnostic)
            }
        }
        return result
    }

    /// ``analyze(_:trie:)`` with a trie built for the purpose.
    public static func analyze(_ spec: RouteSpec) -> [Diagnostic] {
        analyze(spec, trie: RouteTrie(spec))
    }
}
