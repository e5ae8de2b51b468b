/// The checks that need the whole route table: ambiguity, reachability and examples.
public enum SpecAnalyzer {
    /// Every analysis diagnostic for a valid spec.
    public static func analyze(_ spec: RouteSpec) -> [Diagnostic] {
        []
    }
}
