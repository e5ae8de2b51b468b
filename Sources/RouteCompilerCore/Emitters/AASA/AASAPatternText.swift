@_spi(Generated) import RouteRuntime

/// The AASA wildcard text for one pattern of `routes.json`.
///
/// AASA patterns know two wildcards: `*` (zero or more characters, `/` included) and `?` (exactly
/// one character); `?*` is one or more. They cannot say "one segment" or "an int", so:
///
/// - a literal segment is written as itself (compared, like the app compares it, with the
///   percent-decoded URL, see ``AASAComponents``). AASA has no escape for its special
///   characters, so a `*` in a literal, and a `$` that starts `$(` (a substitution variable), is
///   written as `?`, which matches that one character (and any other single character in its
///   place: a tiny over-claim). A `?` cannot occur in a pattern's path, where it starts the
///   query, but would be written as `?` too;
/// - a parameter segment is `?*`: one or more characters, so an empty segment is not claimed;
/// - a catch-all `{name*}` (one or more segments) is `?*` too: since `*` crosses `/`, `?*`
///   claims one or more segments, while `/files/?*/*` would miss the one-segment `/files/a`;
/// - a mixed segment is its pieces, each parameter `?*` (its value is never empty): `@?*`,
///   `?*-?*`, `?*.json`;
/// - the root is `/`.
enum AASAPatternText {
    /// The `/` pattern of `pattern`.
    static func path(of pattern: Pattern) -> String {
        guard !pattern.segments.isEmpty else { return "/" }
        var result = ""
        for segment in pattern.segments {
            result += "/"
            switch segment.kind {
            case .literal(let text): result += literal(text)
            case .parameter, .catchAll: result += "?*"
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .literal(let text): result += literal(text)
                    case .parameter: result += "?*"
                    }
                }
            }
        }
        return result
    }

    /// The `/` pattern of `pattern` as the URL writes it, for a component with
    /// `"percentEncoded": true`: each literal percent-encoded as the builder encodes a path
    /// segment, and `*` and `$` encoded too (`%2A`, `%24`), so that no literal character is an
    /// AASA wildcard or starts a substitution variable; each parameter and catch-all `?*`.
    static func encodedPath(of pattern: Pattern) -> String {
        guard !pattern.segments.isEmpty else { return "/" }
        var result = ""
        for segment in pattern.segments {
            result += "/"
            switch segment.kind {
            case .literal(let text): result += encodedLiteral(text)
            case .parameter, .catchAll: result += "?*"
            case .mixed(let pieces):
                for piece in pieces {
                    switch piece {
                    case .literal(let text): result += encodedLiteral(text)
                    case .parameter: result += "?*"
                    }
                }
            }
        }
        return result
    }

    /// Literal text percent-encoded as the builder encodes a path segment, with `*` and `$`
    /// encoded too.
    private static func encodedLiteral(_ text: String) -> String {
        var result = ""
        for character in PercentEncoding.encode(text, as: .pathSegment) {
            switch character {
            case "*": result += "%2A"
            case "$": result += "%24"
            default: result.append(character)
            }
        }
        return result
    }

    /// A literal segment with AASA's special characters replaced by `?`.
    static func literal(_ text: String) -> String {
        var result = ""
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let startsVariable = scalar == "$" && index + 1 < scalars.count && scalars[index + 1] == "("
            if scalar == "*" || scalar == "?" || startsVariable {
                result += "?"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether the app also accepts the pattern's path with one trailing `/`, which AASA must then
    /// claim with a second pattern: a path that ends with literal text, a whole literal or the
    /// last piece of a mixed segment. (A path that ends with `?*` claims the trailing `/` already;
    /// the root is `/` either way.)
    static func needsTrailingSlashTwin(_ pattern: Pattern) -> Bool {
        switch pattern.segments.last?.kind {
        case .literal: return true
        case .mixed(let pieces):
            if case .literal = pieces.last { return true }
            return false
        default: return false
        }
    }

    /// The `?` dictionary of pattern `index` of `route`: every query key the pattern requires
    /// (the keys of its query part, then the route's required `"query"` parameters). A key
    /// without a value (`?boost`) is `*`: its value is never read (Specification §10.1).
    ///
    /// AASA treats an absent query item like one with an empty value, so a key is `?*` (present
    /// and not empty) when its type rejects the empty text (the built-in types other than
    /// `string`, and named enums, whose raw values are never empty), and `*` (no constraint) when
    /// the app accepts an empty value (`string`, and `{"swift"}` types, which may): `?q=` opens the app's
    /// route, so the file must claim it, and it cannot claim `?q=` without claiming a URL with no
    /// `q` at all.
    static func query(ofPattern index: Int, of route: Route) -> [String: String] {
        var result: [String: String] = [:]
        for binding in route.patterns[index].queryBindings where result[binding.key] == nil {
            result[binding.key] = value(for: binding.type)
        }
        for present in route.patterns[index].presentKeys where result[present.key] == nil {
            result[present.key] = "*"
        }
        for parameter in route.queryParameters where parameter.kind == .required {
            if result[parameter.name] == nil {
                result[parameter.name] = value(for: parameter.type)
            }
        }
        return result
    }

    /// `?*` for a type whose text is never empty, `*` for one that may be
    /// (``ParameterType/mayBeEmpty``).
    static func value(for type: ParameterType) -> String {
        type.mayBeEmpty ? "*" : "?*"
    }
}
