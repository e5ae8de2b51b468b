/// `match <routes.json> [--environment NAME] <url-or-path>...`: for each URL, the route it opens
/// and its typed parameters, or why it opens none (the scheme or host, an unreadable URL or path,
/// or the nearest pattern and the part that failed), by the ``ReferenceMatcher``. An argument that
/// starts with `/` is a path alone, matched as `init?(path:)` matches it (Specification §4.9,
/// §7.4 rule 1).
///
/// The spec's diagnostics go to standard error. When it has analysis errors only (an ambiguity,
/// a bad example), the URLs are still matched, since that is often how one debugs them. Exit
/// status: 0 when every URL opened a route, 1 when one did not or the spec has errors, 2 for a
/// usage error.
enum MatchCommand: ToolCommand {
    static let name = "match"
    static let usage = "match <routes.json> [--environment NAME] <url-or-path>..."
    static let summary =
        "For each URL (or path starting with '/'): the route it opens and its typed parameters, or why it opens none."
    static let arguments = ArgumentSpec(
        options: [EnvironmentOption.name], positionals: ["routes.json", "url-or-path"], variadicLast: true)

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let path = arguments.positionals[0]
        let bytes: [UInt8]
        do {
            bytes = try environment.readFile(path)
        } catch {
            environment.standardError("error: cannot read \(Quote.single(path)): \(FileProblem.reason(error))\n")
            return .failure
        }
        let output = RouteCompiler.check(
            bytes, modules: SpecLoading.modules(of: path, arguments, environment: environment))
        SpecLoading.print(output.diagnostics, file: path, environment: environment)
        guard
            let readSpec = output.spec
                ?? readableSpec(bytes, modules: SpecLoading.modules(of: path, arguments, environment: environment))
        else {
            environment.standardError("error: '\(path)' has errors that must be fixed before URLs can be matched\n")
            return .failure
        }
        guard let spec = EnvironmentOption.select(readSpec, arguments, usage: usage, environment: environment)
        else { return .usage }
        let matcher = ReferenceMatcher(spec)
        var reports: [String] = []
        var allMatched = true
        for url in arguments.positionals.dropFirst() {
            let explanation = url.hasPrefix("/") ? matcher.explain(path: url) : matcher.explain(url)
            if explanation.match == nil { allMatched = false }
            reports.append(report(explanation, spec: spec, file: path))
        }
        environment.standardOutput(reports.joined(separator: "\n"))
        return allMatched && !output.hasErrors ? .success : .failure
    }

    /// The spec when it reads without errors, whatever the analysis found.
    private static func readableSpec(_ bytes: [UInt8], modules: @escaping ModuleSpecLoader) -> RouteSpec? {
        guard case .success(let document) = JSONReader.parse(bytes), let spec = SpecReader.read(document).spec
        else { return nil }
        return spec.isComposition ? SpecComposition.compose(spec, loader: modules).spec : spec
    }

    /// The lines about one URL:
    ///
    /// ```
    /// https://example.com/products/42?ref=mail
    ///   opens 'product' via '/products/{id:int}' (routes.json:15:18)
    ///   .product(id: 42, ref: "mail")
    /// ```
    static func report(_ explanation: MatchExplanation, spec: RouteSpec, file: String) -> String {
        var lines = [explanation.url]
        switch explanation.outcome {
        case .matched(let match):
            lines.append("  opens \(via(match.routeIndex, match.patternIndex, spec: spec, file: file))")
            if let win = match.keyOrderWin {
                lines.append(
                    "  over \(Quote.single(win.over)), which the URL also matches: its key \(Quote.single(win.key))"
                        + " comes first in the query")
            }
            lines.append("  " + match.swiftLiteral)
        case .excluded(let pattern, let position):
            lines.append(
                "  opens no route: the path is excluded by \(Quote.single(pattern)) (\(position.located(in: file)))")
        case .noRoute(let nearest?, _):
            lines.append("  opens no route: \(nearest.failure)")
            lines.append("  nearest route: \(via(nearest.routeIndex, nearest.patternIndex, spec: spec, file: file))")
        default:
            lines.append("  opens no route: \(explanation.reason ?? "")")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `'product' via '/products/{id:int}' (routes.json:15:18)`.
    private static func via(_ routeIndex: Int, _ patternIndex: Int, spec: RouteSpec, file: String) -> String {
        let route = spec.routes[routeIndex]
        let pattern = route.patterns[patternIndex]
        return "\(Quote.single(route.name)) via \(Quote.single(pattern.text)) (\(pattern.position.located(in: file)))"
    }
}
