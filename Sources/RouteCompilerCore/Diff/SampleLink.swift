@_spi(Generated) import RouteRuntime

/// A link the diff replays: a URL under a custom scheme or an `https` host, kept with the decoded
/// parts it was built from, which say why it fails when it does.
struct SampleLink: Hashable, Sendable {
    /// Where the link points.
    enum Origin: Hashable, Sendable {
        /// A host-first custom-scheme link, `myapp://…` (the scheme as spelled in `routes.json`).
        case scheme(String)
        /// A universal link, `https://host/…` (the host lowercased, as `routes.json` holds it).
        case host(String)
        /// A with-host custom-scheme link, `ksr://host/…`.
        case schemeWithHost(String, host: String)
    }

    /// One `key=value` query item, decoded; a key alone (`?boost`) has no value.
    struct QueryItem: Hashable, Sendable {
        var key: String
        var value: String?
    }

    var origin: Origin
    /// The path segments as the URL writes them (percent-encoded), none empty.
    var segments: [String]
    var query: [QueryItem]
    /// The link as a URL, percent-encoded like the generated builder does.
    let url: String

    init(origin: Origin, segments: [String], query: [QueryItem]) {
        self.origin = origin
        self.segments = segments
        self.query = query
        var text: String
        switch origin {
        case .scheme(let scheme): text = scheme + "://"
        case .host(let host): text = "https://" + host + "/"
        case .schemeWithHost(let scheme, let host): text = scheme + "://" + host + "/"
        }
        text += segments.joined(separator: "/")
        if !query.isEmpty {
            text +=
                "?"
                + query.map { item in
                    PercentEncoding.encode(item.key, as: .query)
                        + (item.value.map { "=" + PercentEncoding.encode($0, as: .query) } ?? "")
                }.joined(separator: "&")
        }
        url = text
    }

    /// The decoded text of segment `index`.
    func decodedSegment(_ index: Int) -> String {
        RuntimeText.percentDecoded(segments[index].utf8).map { String(decoding: $0, as: UTF8.self) } ?? segments[index]
    }

    /// Whether the link itself carries the value at `source` (rather than it being absent or a
    /// default).
    func carries(_ source: ValueSource) -> Bool {
        switch source {
        case .path, .rest, .piece: true
        case .query(let key): query.contains { $0.key == key }
        }
    }

    /// Whether `audience` takes links to the link's origin.
    func reaches(_ audience: RouteAudience) -> Bool {
        switch origin {
        case .scheme(let scheme): audience.accepts(scheme: scheme.lowercased(), host: "")
        case .host(let host): audience.accepts(scheme: "https", host: host)
        case .schemeWithHost(let scheme, let host): audience.accepts(scheme: scheme.lowercased(), host: host)
        }
    }
}
