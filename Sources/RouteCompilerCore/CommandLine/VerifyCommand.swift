/// `verify <routes.json> <file-or-URL> --app-id <ID> [--host <host>] [--environment NAME]`: checks an
/// `apple-app-site-association` file as it is served against the one `aasa` generates for the
/// default environment or the one named (Specification §7.11, §10.5).
///
/// A URL is fetched without following redirects; its response must have status 200 and a JSON
/// content type. Exit status: 0 when the files agree; 1 when they differ, when the served file is
/// not a valid AASA file, or when an HTTP check fails; 2 for a usage error and for a file or URL
/// that cannot be read at all.
enum VerifyCommand: ToolCommand {
    static let name = "verify"
    static let usage =
        "verify <routes.json> <file-or-URL> --app-id <TEAMID.bundle.id> [--host <host>] [--environment NAME]"
    static let summary =
        "Checks a served apple-app-site-association file (a path, or a URL fetched without redirects)"
        + " against the one aasa generates, link by link."
    static let arguments = ArgumentSpec(
        options: ["--app-id", "--host", EnvironmentOption.name], positionals: ["routes.json", "file-or-URL"],
        required: ["--app-id"])

    /// How long a fetch may take, in seconds.
    static let timeout = 30.0

    /// The host of Apple's CDN, which serves the copy devices use at `/a/v1/<host>`.
    static let appleCDNHost = "app-site-association.cdn-apple.com"

    static func run(_ arguments: ParsedArguments, environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        let appID = arguments.value("--app-id")!
        guard AppSiteAssociation.isValidAppID(appID) else {
            return usageError(AppSiteAssociation.Failure.invalidAppID(appID).message, environment)
        }
        let source = arguments.positionals[1]
        let url = WebAddress(source)
        if source.contains("://") && url == nil {
            return usageError("'\(source)' is not an http:// or https:// URL with a host, nor a file", environment)
        }
        let spec: RouteSpec
        switch SpecLoading.linkToolSpec(
            arguments, usage: usage, requiringHosts: AASACommand.universalLinks, environment: environment)
        {
        case .spec(let loaded): spec = loaded
        case .stop(let status): return status
        }
        let host: String?
        switch comparedHost(arguments.value("--host"), url: url, spec: spec, file: arguments.positionals[0]) {
        case .success(let found): host = found
        case .failure(let problem): return usageError(problem.message, environment)
        }

        var httpFailed = false
        let bytes: [UInt8]
        if let url {
            switch fetch(url, environment) {
            case .body(let body, let contentTypeProblem):
                bytes = body
                if let contentTypeProblem {
                    environment.standardError("error: \(contentTypeProblem)\n")
                    httpFailed = true
                }
            case .stop(let status):
                return status
            }
        } else {
            do {
                bytes = try environment.readFile(source)
            } catch {
                environment.standardError("error: cannot read \(Quote.single(source)): \(FileProblem.reason(error))\n")
                return .usage
            }
        }

        let served: [AppleComponent]
        switch AASAFileReader.components(of: bytes, appID: appID) {
        case .success(let components): served = components
        case .failure(let problem):
            environment.standardError("error: \(source): \(problem.message)\n")
            return .failure
        }
        let generatedText: String
        switch AppSiteAssociation.generate(spec, appIDs: [appID], host: host) {
        case .success(let text): generatedText = text
        case .failure(let failure):
            environment.standardError("error: \(failure.message)\n")
            return .failure
        }
        guard case .success(let generated) = AASAFileReader.components(of: Array(generatedText.utf8), appID: appID)
        else {
            environment.standardError("error: the generated apple-app-site-association file does not read back\n")
            return .failure
        }

        let comparison = AASAComparison(spec: spec, host: host, served: served, generated: generated)
        let differences = comparison.differences()
        let linkCount = comparison.links.count
        let file = arguments.positionals[0]
        var report = "verify: \(source) for \(Quote.single(appID)) on \(host ?? "every host"), against \(file)\n"
        for difference in differences {
            report += "  " + difference.message + "\n"
        }
        if differences.isEmpty {
            report += "the served file agrees with \(file) on all \(linkCount) links checked\n"
        } else {
            let command =
                "route-compiler aasa \(file) --app-id \(appID)" + (host.map { " --host \($0)" } ?? "")
                + (arguments.value(EnvironmentOption.name).map { " \(EnvironmentOption.name) \($0)" } ?? "")
            let differing = differences.filter { !$0.url.isEmpty }.count
            report +=
                "\(differing) of \(linkCount) links differ; serve the file that '\(command)' writes\n"
        }
        environment.standardOutput(report)
        return differences.isEmpty && !httpFailed ? .success : .failure
    }

    private static func usageError(_ message: String, _ environment: ToolEnvironment) -> CommandLineTool.ExitStatus {
        SpecLoading.usageError(message, usage: usage, environment: environment)
    }

    // MARK: Host

    private struct Problem: Error {
        var message: String
    }

    /// The host whose file is compared (§7.11 rule 3): `--host`, else the URL's host (for Apple's
    /// CDN, the host its path names), else `nil` for a file: the file for every host.
    private static func comparedHost(
        _ option: String?, url: WebAddress?, spec: RouteSpec, file: String
    ) -> Result<String?, Problem> {
        let declared = spec.hosts.map(\.value)
        let list = declared.map { Quote.single($0.text) }.joined(separator: ", ")
        if let option {
            let host = option.lowercased()
            guard declared.contains(where: { HostPattern(host).isCovered(by: $0) }) else {
                return .failure(
                    Problem(
                        message: SpecLoading.undeclaredHostMessage(host, declared: declared.map(\.text), file: file)))
            }
            return .success(host)
        }
        guard let url else { return .success(nil) }
        let host = url.comparedHost
        guard declared.contains(where: { HostPattern(host).isCovered(by: $0) }) else {
            return .failure(
                Problem(
                    message: "the URL's host \(Quote.single(host)) is not among the \"hosts\" of \(Quote.visible(file))"
                        + " (\(list)); name the"
                        + " host whose file it serves with --host"))
        }
        return .success(host)
    }

    // MARK: Fetching

    private enum Fetched {
        /// The body, and what is wrong with its content type, if anything.
        case body([UInt8], contentTypeProblem: String?)
        case stop(CommandLineTool.ExitStatus)
    }

    /// Fetches `url` and checks the response (§7.11 rule 2).
    private static func fetch(_ url: WebAddress, _ environment: ToolEnvironment) -> Fetched {
        if !url.isHTTPS {
            environment.standardError(
                "warning: devices fetch the file over HTTPS only; an http:// URL checks what the file says, not how"
                    + " devices get it\n")
        }
        switch environment.fetch(url.text, timeout) {
        case .unreachable(let reason):
            environment.standardError("error: cannot fetch \(url.text): \(reason)\n")
            return .stop(.usage)
        case .response(let response):
            if (300..<400).contains(response.status) {
                let location = response.headers["location"].map { "to '\($0)'" } ?? "without a Location"
                environment.standardError(
                    "error: \(url.text) redirects (status \(response.status)) \(location); Apple does not follow"
                        + " redirects for this file: serve it at this URL itself, with status 200\n")
                return .stop(.failure)
            }
            guard response.status == 200 else {
                environment.standardError(
                    "error: \(url.text) answers with status \(response.status), not 200; serve the"
                        + " apple-app-site-association file there\n")
                return .stop(.failure)
            }
            return .body(response.body, contentTypeProblem: contentTypeProblem(response, url))
        }
    }

    /// What is wrong with the response's content type, or `nil` for `application/json` (with any
    /// parameters).
    static func contentTypeProblem(_ response: HTTPResponse, _ url: WebAddress) -> String? {
        guard let value = response.headers["content-type"] else {
            return "\(url.text) is served without a Content-Type; serve it as application/json"
        }
        let mediaType = value.split(separator: ";", maxSplits: 1).first.map(String.init) ?? ""
        if mediaType.trimmingWhitespace().lowercased() == "application/json" { return nil }
        return "\(url.text) is served as \(Quote.single(value)), not application/json; serve it with"
            + " Content-Type: application/json"
    }
}

/// An `http://` or `https://` URL given to `verify`, with its host.
struct WebAddress: Equatable {
    /// The URL as given.
    var text: String
    /// Whether the scheme is `https`.
    var isHTTPS: Bool
    /// The host, lowercased, without user-info or port.
    var host: String
    /// The path, from its `/` to the query or fragment.
    var path: String

    /// The URL `text`, or `nil` when it is not `http(s)://` with a host.
    init?(_ text: String) {
        let lowered = text.lowercased()
        let schemeLength: Int
        if lowered.hasPrefix("https://") {
            (isHTTPS, schemeLength) = (true, 8)
        } else if lowered.hasPrefix("http://") {
            (isHTTPS, schemeLength) = (false, 7)
        } else {
            return nil
        }
        let rest = text.dropFirst(schemeLength)
        let authorityEnd = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if authority.hasPrefix("["), let close = authority.firstIndex(of: "]") {
            authority = authority[...close]
        } else if let colon = authority.firstIndex(of: ":") {
            authority = authority[..<colon]
        }
        guard !authority.isEmpty else { return nil }
        self.text = text
        host = authority.lowercased()
        let pathEnd = rest[authorityEnd...].firstIndex { "?#".contains($0) } ?? rest.endIndex
        path = String(rest[authorityEnd..<pathEnd])
    }

    /// The host whose file this URL serves: its host, or for Apple's CDN
    /// (`https://app-site-association.cdn-apple.com/a/v1/<host>`) the host its path names.
    var comparedHost: String {
        if host == VerifyCommand.appleCDNHost, path.hasPrefix("/a/v1/") {
            let named = path.dropFirst("/a/v1/".count).prefix { $0 != "/" }
            if !named.isEmpty { return named.lowercased() }
        }
        return host
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate func trimmingWhitespace() -> String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }
        return String(String.UnicodeScalarView(scalars.reversed()))
    }
}
