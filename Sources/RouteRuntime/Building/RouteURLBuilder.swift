/// Builds the text of a route's URL (SPEC §5), for the generated `url` and `url(scheme:)`.
///
/// Under `https` the URL is `https://host/seg/seg?key=value`; under a custom scheme the first
/// segment is the host: `myapp://seg/seg?key=value`, and the root is `myapp://`. Values are
/// printed by ``RouteParameter/routeParameter`` (the exact text forms of SPEC §3) and
/// percent-encoded by ``PercentEncoding``.
public struct RouteURLBuilder: Sendable {
    @usableFromInline var text: String
    @usableFromInline let firstSegmentIsHost: Bool
    @usableFromInline var segmentCount = 0
    @usableFromInline var queryCount = 0

    /// Starts a URL for a route, under the requested scheme or the canonical one.
    ///
    /// - Parameters:
    ///   - requested: the scheme asked for (`"https"` or a custom scheme, in any case), or `nil`
    ///     for the canonical URL: under `https` when the route has a host, else under its first
    ///     scheme.
    ///   - host: the first concrete host the route accepts, if it accepts hosts.
    ///   - schemes: the custom schemes the route accepts, as spelled in `routes.json`.
    /// - Returns: `nil` when the route does not accept the requested scheme.
    public init?(requested: String?, host: StaticString?, schemes: [StaticString]) {
        if let requested {
            let lowered = requested.lowercased()
            if lowered == "https" {
                guard let host else { return nil }
                self.init(https: host)
                return
            }
            guard let scheme = schemes.first(where: { $0.description.lowercased() == lowered })
            else { return nil }
            self.init(custom: scheme.description)
        } else if let host {
            self.init(https: host)
        } else if let scheme = schemes.first {
            self.init(custom: scheme.description)
        } else {
            return nil
        }
    }

    private init(https host: StaticString) {
        text = "https://" + host.description
        firstSegmentIsHost = false
    }

    private init(custom scheme: String) {
        text = scheme + "://"
        firstSegmentIsHost = true
    }

    /// Appends a path segment, percent-encoded.
    public mutating func append(segment: String) {
        if segmentCount > 0 || !firstSegmentIsHost { text += "/" }
        PercentEncoding.append(segment, as: .pathSegment, to: &text)
        segmentCount += 1
    }

    /// Appends a literal path segment.
    public mutating func append(literal: StaticString) {
        append(segment: literal.description)
    }

    /// Appends a parameter's text as a path segment.
    public mutating func append<Value: RouteParameter>(value: Value) {
        append(segment: value.routeParameter)
    }

    /// Appends each of a catch-all's segments.
    public mutating func append(segments: [String]) {
        for segment in segments { append(segment: segment) }
    }

    /// Appends `key=value` to the query, both percent-encoded.
    public mutating func appendQuery(_ key: StaticString, text value: String) {
        text += queryCount == 0 ? "?" : "&"
        PercentEncoding.append(key.description, as: .query, to: &text)
        text += "="
        PercentEncoding.append(value, as: .query, to: &text)
        queryCount += 1
    }

    /// Appends `key=value` for a required parameter.
    public mutating func appendQuery<Value: RouteParameter>(_ key: StaticString, value: Value) {
        appendQuery(key, text: value.routeParameter)
    }

    /// Appends `key=value` for an optional parameter, unless it is `nil`.
    public mutating func appendQuery<Value: RouteParameter>(_ key: StaticString, optional: Value?) {
        if let optional { appendQuery(key, text: optional.routeParameter) }
    }

    /// Appends `key=value` for a defaulted parameter, unless it equals its default.
    public mutating func appendQuery<Value: RouteParameter>(
        _ key: StaticString,
        value: Value,
        default defaultValue: Value
    ) {
        if value != defaultValue { appendQuery(key, text: value.routeParameter) }
    }

    /// Appends `key=value` for each value of a list parameter, in order.
    public mutating func appendQuery<Value: RouteParameter>(_ key: StaticString, list: [Value]) {
        for value in list { appendQuery(key, text: value.routeParameter) }
    }

    /// The URL's text.
    public var string: String {
        if segmentCount == 0 && !firstSegmentIsHost {
            // `https://host` → `https://host/`, also before a query.
            guard let mark = text.firstIndex(of: "?") else { return text + "/" }
            return text[..<mark] + "/" + text[mark...]
        }
        return text
    }
}
