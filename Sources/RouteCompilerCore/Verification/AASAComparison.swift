@_spi(Generated) import RouteRuntime

/// Compares a served `apple-app-site-association` file with the one `aasa` generates, by what
/// they do, not by their text (Specification §10.5): both are evaluated by Apple's rules
/// (``AppleComponentRules``) on the same links, and every link that one claims and the other does
/// not is a difference, told with the route that opens it (by the ``ReferenceMatcher``) and the
/// served component that decides it.
///
/// The links are the sample links of every route in the file (``LinkSampler``, as `diff` makes
/// them), under the compared host, and one sample path for each component of either file that
/// has a `/` pattern: each `?` an `x`, each `*` nothing, with the query and fragment its other
/// patterns ask for.
struct AASAComparison {
    /// A link on which the files disagree.
    struct Difference: Equatable, Sendable {
        /// The link.
        var url: String
        /// What differs, as a sentence.
        var message: String
    }

    let spec: RouteSpec
    /// The compared host (`nil`: the file for every host).
    let host: String?
    let served: [AppleComponent]
    let generated: [AppleComponent]
    private let matcher: ReferenceMatcher

    init(spec: RouteSpec, host: String?, served: [AppleComponent], generated: [AppleComponent]) {
        self.spec = spec
        self.host = host
        self.served = served
        self.generated = generated
        matcher = ReferenceMatcher(spec)
    }

    /// The links both files are evaluated on, in a fixed order, each once.
    var links: [String] {
        var result: [String] = []
        var seen: Set<String> = []
        func add(_ url: String) {
            if seen.insert(url).inserted { result.append(url) }
        }
        let sampler = LinkSampler(old: spec, new: spec)
        let compared = host.map { HostPattern($0).exampleHost() }
        for route in spec.routes where AASAComponents.includes(route, in: spec, host: host) {
            for index in route.patterns.indices {
                for link in sampler.samples(of: route, pattern: index) {
                    guard case .host = link.origin else { continue }
                    guard let compared else {
                        add(link.url)
                        continue
                    }
                    add(SampleLink(origin: .host(compared), segments: link.segments, query: link.query).url)
                }
            }
        }
        let componentHost = compared ?? spec.hosts.first.map { $0.value.exampleHost() } ?? "example.com"
        for component in served + generated where component.path != nil {
            add(Self.sampleURL(of: component, host: componentHost))
        }
        return result
    }

    /// Every link on which the files disagree, and the differences that concern the served
    /// file as a whole (a component that cannot be evaluated).
    func differences() -> [Difference] {
        var result: [Difference] = []
        for component in served where component.usesSubstitutionVariables {
            result.append(
                Difference(
                    url: "",
                    message: "served \(component.summary) uses a substitution variable ($(…)), which verify cannot"
                        + " evaluate; the links below treat it as literal text"))
        }
        for url in links {
            let servedDecision = AppleComponentRules.decision(served, for: url)
            let servedClaims = servedDecision?.exclude == false
            let generatedClaims = AppleComponentRules.claims(generated, url)
            guard servedClaims != generatedClaims else { continue }
            result.append(Difference(url: url, message: message(url, servedClaims, servedDecision)))
        }
        return result
    }

    /// What differs on `url`, for a web team.
    private func message(_ url: String, _ servedClaims: Bool, _ decision: AppleComponent?) -> String {
        let link = "`\(url)`"
        let opens = matcher.match(url).map { "`\($0.routeName)`" }
        if servedClaims {
            let because = "; served \(decision!.summary) claims it"
            if let exclude = matcher.exclusion(of: url) {
                return "the served file claims \(link), which the app refuses: routes.json excludes it"
                    + " (\(Quote.single(exclude.text)))" + because
            }
            if let opens {
                return "the served file claims \(link), which opens \(opens), but the generated file does not"
                    + " claim it" + because
            }
            return "the served file claims \(link), which no route opens" + because
        }
        let because = decision.map { "; served \($0.summary) excludes it" } ?? "; no served component matches it"
        if let opens {
            return "the served file does not claim \(link), which opens \(opens)" + because
        }
        return "the served file does not claim \(link), which the generated file claims (no route opens it, but"
            + " AASA cannot say so; the app then opens the web page)" + because
    }

    /// A URL under `host` that the component's patterns match: each `?` an `x`, each `*` nothing.
    static func sampleURL(of component: AppleComponent, host: String) -> String {
        func sample(_ pattern: String) -> String {
            String(pattern.compactMap { $0 == "*" ? nil : $0 == "?" ? "x" : $0 })
        }
        func encoded(_ text: String, _ part: PercentEncoding.Component) -> String {
            component.percentEncoded ? text : PercentEncoding.encode(text, as: part)
        }
        var path = sample(component.path ?? "/")
        if !component.percentEncoded {
            path = path.split(separator: "/", omittingEmptySubsequences: false)
                .map { PercentEncoding.encode(String($0), as: .pathSegment) }.joined(separator: "/")
        }
        if !path.hasPrefix("/") { path = "/" + path }
        var url = "https://" + host + path
        switch component.query {
        case .whole(let pattern)?:
            url += "?" + sample(pattern)
        case .items(let items)?:
            url +=
                "?"
                + items.map { encoded($0.name, .query) + "=" + encoded(sample($0.pattern), .query) }
                .joined(separator: "&")
        case nil:
            break
        }
        if let fragment = component.fragment { url += "#" + encoded(sample(fragment), .query) }
        return url
    }
}
