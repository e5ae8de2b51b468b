/// Reads an `apple-app-site-association` file as it is served (Specification §7.11 rule 4): the
/// components of the first `applinks.details` entry whose app IDs hold the app ID, or what is
/// wrong with the file, in words a web team can act on.
///
/// The file must be JSON (an HTML page served in its place is named as such) with an `applinks`
/// object and a `details` array. An entry lists its apps in `appIDs` (or the legacy `appID`);
/// its `components` are read with the flags of its `defaults`; an entry with the legacy `paths`
/// and no `components` cannot be compared. Keys that Apple does not define are ignored, `comment`
/// among them; a known key with a value of the wrong kind makes the file invalid.
enum AASAFileReader {
    /// What is wrong with a served file.
    struct Problem: Error, Equatable, Sendable {
        /// The sentence, without `error: `.
        var message: String
    }

    /// The components for `appID` in the file `bytes`.
    static func components(of bytes: [UInt8], appID: String) -> Result<[AppleComponent], Problem> {
        let document: JSONValue
        switch JSONReader.parse(bytes) {
        case .success(let value):
            document = value
        case .failure(let error):
            return .failure(Problem(message: notJSON(bytes, error)))
        }
        guard let root = document.objectValue else {
            return .failure(shape("the file must be a JSON object, found \(document.kindDescription)"))
        }
        guard let applinks = member(root, "applinks") else {
            return .failure(shape("the file has no \"applinks\" key, so it claims no universal link"))
        }
        guard let applinksMembers = applinks.objectValue else {
            return .failure(shape("\"applinks\" must be an object, found \(applinks.kindDescription)"))
        }
        guard let detailsValue = member(applinksMembers, "details") else {
            return .failure(shape("\"applinks\" has no \"details\" array"))
        }
        guard let details = detailsValue.arrayValue else {
            return .failure(shape("\"applinks.details\" must be an array, found \(detailsValue.kindDescription)"))
        }
        var listed: [String] = []
        for (index, detail) in details.enumerated() {
            let what = "\"applinks.details\" entry \(index + 1)"
            guard let members = detail.objectValue else {
                return .failure(shape("\(what) must be an object, found \(detail.kindDescription)"))
            }
            let ids: [String]
            switch appIDs(members, what) {
            case .success(let found): ids = found
            case .failure(let problem): return .failure(problem)
            }
            listed += ids
            guard ids.contains(appID) else { continue }
            return components(members, what: what, appID: appID)
        }
        let others =
            listed.isEmpty ? "it lists no app ID" : "it lists " + listed.map(Quote.single).joined(separator: ", ")
        return .failure(
            Problem(
                message: "the file has no \"applinks.details\" entry for the app ID \(Quote.single(appID)) (\(others));"
                    + " add one, or check the team ID and bundle ID"))
    }

    // MARK: Details

    private static func appIDs(_ members: [JSONMember], _ what: String) -> Result<[String], Problem> {
        var ids: [String] = []
        if let value = member(members, "appIDs") {
            guard let array = value.arrayValue, array.allSatisfy({ $0.stringValue != nil }) else {
                return .failure(shape("\"appIDs\" of \(what) must be an array of strings"))
            }
            ids += array.compactMap(\.stringValue)
        }
        if let value = member(members, "appID") {
            guard let id = value.stringValue else { return .failure(shape("\"appID\" of \(what) must be a string")) }
            ids.append(id)
        }
        return .success(ids)
    }

    private static func components(
        _ members: [JSONMember], what: String, appID: String
    ) -> Result<[AppleComponent], Problem> {
        guard let list = member(members, "components") else {
            if member(members, "paths") != nil {
                return .failure(
                    Problem(
                        message: "\(what), for \(Quote.single(appID)), uses the legacy \"paths\" key instead of"
                            + " \"components\", which verify does not compare; serve the file that"
                            + " 'route-compiler aasa' writes"))
            }
            return .success([])
        }
        guard let elements = list.arrayValue else {
            return .failure(shape("\"components\" of \(what) must be an array, found \(list.kindDescription)"))
        }
        var defaults = (caseSensitive: true, percentEncoded: true)
        if let value = member(members, "defaults") {
            guard let flags = value.objectValue else {
                return .failure(shape("\"defaults\" of \(what) must be an object, found \(value.kindDescription)"))
            }
            switch (
                flag(flags, "caseSensitive", "\"defaults\" of \(what)"),
                flag(flags, "percentEncoded", "\"defaults\" of \(what)")
            ) {
            case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
            case (.success(let caseSensitive), .success(let percentEncoded)):
                defaults = (caseSensitive ?? true, percentEncoded ?? true)
            }
        }
        var result: [AppleComponent] = []
        for (index, element) in elements.enumerated() {
            switch component(element, number: index + 1, defaults: defaults) {
            case .success(let read): result.append(read)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(result)
    }

    // MARK: Components

    private static func component(
        _ value: JSONValue, number: Int, defaults: (caseSensitive: Bool, percentEncoded: Bool)
    ) -> Result<AppleComponent, Problem> {
        let what = "component \(number)"
        guard let members = value.objectValue else {
            return .failure(shape("\(what) must be an object, found \(value.kindDescription)"))
        }
        var patterns: [String] = []
        func pattern(_ key: String) -> Result<String?, Problem> {
            guard let found = member(members, key) else { return .success(nil) }
            guard let text = found.stringValue else {
                return .failure(shape("\"\(key)\" of \(what) must be a string, found \(found.kindDescription)"))
            }
            patterns.append(text)
            return .success(text)
        }
        let path: String?
        let fragment: String?
        switch (pattern("/"), pattern("#")) {
        case (.failure(let problem), _), (_, .failure(let problem)): return .failure(problem)
        case (.success(let a), .success(let b)): (path, fragment) = (a, b)
        }
        var query: AppleComponent.Query?
        if let found = member(members, "?") {
            if let text = found.stringValue {
                query = .whole(text)
                patterns.append(text)
            } else if let items = found.objectValue {
                var patternsByName: [AppleComponent.ItemPattern] = []
                for item in items {
                    guard let text = item.value.stringValue else {
                        return .failure(
                            shape("the \"?\" pattern of \(Quote.single(item.key)) in \(what) must be a string"))
                    }
                    patternsByName.append(.init(name: item.key, pattern: text))
                    patterns.append(text)
                }
                query = .items(patternsByName)
            } else {
                return .failure(shape("\"?\" of \(what) must be a string or an object, found \(found.kindDescription)"))
            }
        }
        let flags = (
            flag(members, "exclude", what), flag(members, "caseSensitive", what), flag(members, "percentEncoded", what)
        )
        switch flags {
        case (.failure(let problem), _, _), (_, .failure(let problem), _), (_, _, .failure(let problem)):
            return .failure(problem)
        case (.success(let exclude), .success(let caseSensitive), .success(let percentEncoded)):
            return .success(
                AppleComponent(
                    path: path, query: query, fragment: fragment, exclude: exclude ?? false,
                    caseSensitive: caseSensitive ?? defaults.caseSensitive,
                    percentEncoded: percentEncoded ?? defaults.percentEncoded, number: number,
                    usesSubstitutionVariables: patterns.contains { $0.contains("$(") }))
        }
    }

    // MARK: Helpers

    private static func member(_ members: [JSONMember], _ key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    private static func flag(_ members: [JSONMember], _ key: String, _ what: String) -> Result<Bool?, Problem> {
        guard let value = member(members, key) else { return .success(nil) }
        guard case .bool(let flag) = value.kind else {
            return .failure(shape("\"\(key)\" of \(what) must be true or false, found \(value.kindDescription)"))
        }
        return .success(flag)
    }

    private static func shape(_ detail: String) -> Problem {
        Problem(message: "the file is not a valid apple-app-site-association file: \(detail)")
    }

    /// Why bytes that are not JSON are not an AASA file: an HTML page, an empty body, or the JSON
    /// error and where it is.
    private static func notJSON(_ bytes: [UInt8], _ error: JSONSyntaxError) -> String {
        let text = String(decoding: bytes.prefix(512), as: UTF8.self)
        let start = text.drop { $0.isWhitespace }
        if start.isEmpty {
            return "the file is empty; serve the apple-app-site-association JSON there"
        }
        if start.hasPrefix("<") {
            let opening = String(start.prefix { $0 != "\n" && $0 != "\r" }.prefix(40))
            return "the file is HTML, not JSON (it starts with \(Quote.single(opening))): the server answers this"
                + " path with a web page, such as an error page or a single-page app's fallback; serve the"
                + " apple-app-site-association JSON there"
        }
        return "the file is not valid JSON: line \(error.position.line), column \(error.position.column):"
            + " \(error.message)"
    }
}
