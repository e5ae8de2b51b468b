extension AndroidIntentFilters {
    /// The filters of `spec` as `AndroidManifest.xml` text (Specification §7.8): one
    /// `<intent-filter>` after the other, their elements indented with four spaces, ending with a
    /// newline; first, when the spec has excluded paths, a comment that lists them, since an
    /// intent filter cannot leave a path out.
    public static func render(_ spec: RouteSpec) -> String {
        var lines: [String] = []
        if !spec.excludes.isEmpty {
            lines.append("<!-- Excluded paths of routes.json, which intent filters cannot leave out: Android")
            lines.append("     opens these in the app where a filter below covers them, and the app's matcher")
            lines.append("     refuses them (init?(url:) returns nil; open the web page then):")
            for exclude in spec.excludes {
                lines.append("     " + commentText(exclude.text))
            }
            lines.append("-->")
        }
        for filter in filters(of: spec) {
            lines.append(filter.autoVerify ? "<intent-filter android:autoVerify=\"true\">" : "<intent-filter>")
            lines.append("    <action android:name=\"android.intent.action.VIEW\" />")
            lines.append("    <category android:name=\"android.intent.category.DEFAULT\" />")
            lines.append("    <category android:name=\"android.intent.category.BROWSABLE\" />")
            for scheme in filter.schemes {
                lines.append(data("scheme", scheme))
            }
            for host in filter.hosts {
                lines.append(data("host", host))
            }
            for path in filter.paths {
                switch path {
                case .path(let text): lines.append(data("path", text))
                case .pathPrefix(let text): lines.append(data("pathPrefix", text))
                case .pathPattern(let text): lines.append(data("pathPattern", text))
                }
            }
            lines.append("</intent-filter>")
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `    <data android:name="value" />`.
    private static func data(_ name: String, _ value: String) -> String {
        "    <data android:\(name)=\"\(attributeValue(value))\" />"
    }

    /// `value` as the text of a manifest attribute: the resource compiler reads `\` as an escape
    /// (so `\` is written `\\`, and a leading `@` or `?`, which would make a resource reference,
    /// `\@` and `\?`), and XML needs `&`, `<`, `>` and `"` as entities.
    static func attributeValue(_ value: String) -> String {
        var result = ""
        if let first = value.first, first == "@" || first == "?" { result += "\\" }
        for character in value {
            switch character {
            case "\\": result += "\\\\"
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// `text` safe inside an XML comment, which cannot hold `--`.
    private static func commentText(_ text: String) -> String {
        var result = ""
        for character in text {
            if character == "-" && result.hasSuffix("-") { result += " " }
            result.append(character)
        }
        return result
    }
}
