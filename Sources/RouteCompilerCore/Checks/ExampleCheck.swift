/// Specification §3.5 and §9.4 `examples`: every example URL must open its own route, by the ``ReferenceMatcher``.
/// An example that starts with `/` is a path alone, matched as `init?(path:)` matches it (§4.9).
enum ExampleCheck {
    /// An error at each example that does not open its route, saying why or which route opens it.
    static func diagnostics(_ spec: RouteSpec, matcher: ReferenceMatcher) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (routeIndex, route) in spec.routes.enumerated() {
            for example in route.examples {
                guard let problem = problem(example.value, route: routeIndex, matcher: matcher) else { continue }
                result.append(
                    .error(
                        "example \(Quote.single(example.value)) of route \(Quote.single(route.name)) \(problem)",
                        at: example.position))
            }
        }
        return result
    }

    /// What is wrong with `url` as an example of route `routeIndex`, or `nil`.
    static func problem(_ url: String, route routeIndex: Int, matcher: ReferenceMatcher) -> String? {
        let spec = matcher.spec
        let route = spec.routes[routeIndex]
        let isPath = url.hasPrefix("/")
        let explanation = isPath ? matcher.explain(path: url) : matcher.explain(url)
        let attempt = {
            isPath ? matcher.attempt(route: routeIndex, onPath: url) : matcher.attempt(route: routeIndex, on: url)
        }
        let fix = "fix the example or the patterns"
        switch explanation.outcome {
        case .matched(let match) where match.routeIndex == routeIndex:
            return nil
        case .matched(let match):
            let other = spec.routes[match.routeIndex]
            let otherPattern = Quote.single(other.patterns[match.patternIndex].text)
            var text = "opens route \(Quote.single(other.name)) (\(otherPattern)) instead"
            switch attempt() {
            case .matched(let mine)?:
                let pattern = Quote.single(route.patterns[mine.patternIndex].text)
                text += ", which takes precedence over \(pattern) (Specification §4.7)"
            case .failed(let miss)?:
                text +=
                    "; \(Quote.single(route.name)) itself does not match it: \(miss.failure)"
                    + (route.patterns.count > 1 ? " (\(Quote.single(miss.pattern)))" : "")
            case nil:
                break
            }
            return text + "; \(fix)"
        case .noRoute:
            guard case .failed(let miss)? = attempt() else {
                return "does not match: \(explanation.reason ?? "no route matches"); \(fix)"
            }
            return "does not match \(Quote.single(miss.pattern)): \(miss.failure); \(fix)"
        default:
            return "does not match: \(explanation.reason ?? ""); \(fix)"
        }
    }
}
