/// Routes that no URL can reach because they accept no scheme and no host.
///
/// The spec reader already reports this for routes read from `routes.json` (at their own
/// `"schemes"` or `"hosts"`); this check covers specs built in code and analysed directly.
enum ReachabilityCheck {
    /// An error at each route that accepts no scheme and no host.
    static func diagnostics(_ context: AnalysisContext) -> [Diagnostic] {
        context.spec.routes.enumerated().compactMap { index, route in
            guard context.audiences[index].isEmpty else { return nil }
            return .error(
                "route \(Quote.single(route.name)) accepts no scheme and no host, so no URL can reach it; list a"
                    + " scheme or a host in its \"schemes\" or \"hosts\"",
                at: route.hostsPosition ?? route.schemesPosition ?? route.position)
        }
    }
}
