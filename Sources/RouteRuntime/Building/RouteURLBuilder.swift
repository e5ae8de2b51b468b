/// Builds the text of a route's URL (SPEC §5), for the generated `url` and `url(scheme:)`.
///
/// Under `https` the URL is `https://host/seg/seg?key=value`; under a custom scheme the first
/// segment is the host: `myapp://seg/seg?key=value`, and the root is `myapp://`.
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

    /// Appends each of a catch-all's segments.
    public mutating func append(segments: [String]) {
        for segment in segments { append(segment: segment) }
    }

    /// Appends `key=value` to the query, both percent-encoded.
    public mutating func appendQuery(_ key: StaticString, _ value: String) {
        text += queryCount == 0 ? "?" : "&"
        PercentEncoding.append(key.description, as: .query, to: &text)
        text += "="
        PercentEncoding.append(value, as: .query, to: &text)
        queryCount += 1
    }

    /// The URL's text.
    public var string: String {
        if segmentCount == 0 && !firstSegmentIsHost && queryCount == 0 { return text + "/" }
        if segmentCount == 0 && !firstSegmentIsHost { return text.replacingFirstQueryMark() }
        return text
    }
}

extension String {
    /// `https://host?q` → `https://host/?q`.
    fileprivate func replacingFirstQueryMark() -> String {
        guard let index = firstIndex(of: "?") else { return self }
        return self[..<index] + "/" + self[index...]
    }
}
