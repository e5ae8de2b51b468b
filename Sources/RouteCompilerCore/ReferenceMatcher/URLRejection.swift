/// Why a URL cannot be decomposed at all (Specification §4.1–4.3): no `scheme://`, a character that no
/// URL may hold, user-info, a port, no host under `https`, more than 8,192 bytes.
struct URLRejection: Error, Hashable, Sendable {
    /// The scheme, ASCII-lowercased, when the URL starts with one.
    var scheme: String?
    /// A sentence for people.
    var message: String

    /// A rejection with this reason.
    init(scheme: String?, message: String) {
        self.scheme = scheme
        self.message = message
    }

    /// Finds the reason for a URL that ``URLDecomposition`` refused.
    /// `withHostSchemes` are the spec's with-host schemes, lowercased.
    init(_ text: String, withHostSchemes: Set<String> = []) {
        let bytes = Array(text.utf8)
        let schemeEnd = Self.schemeEnd(bytes)
        scheme = schemeEnd.map { String(decoding: bytes[..<$0], as: UTF8.self).lowercased() }
        message = Self.reason(bytes, schemeEnd: schemeEnd, withHost: scheme.map(withHostSchemes.contains) ?? false)
    }

    private static func reason(_ bytes: [UInt8], schemeEnd: Int?, withHost: Bool) -> String {
        if bytes.isEmpty { return "the URL is empty" }
        if bytes.count > 8192 {
            return "the URL is \(bytes.count) bytes long; no URL longer than 8,192 bytes matches"
        }
        guard let schemeEnd else {
            return "the URL does not start with a scheme; write it in full, as https://… or myapp://…"
        }
        let scheme = String(decoding: bytes[..<schemeEnd], as: UTF8.self)
        let rest = bytes[(schemeEnd + 1)...]
        guard rest.starts(with: Array("//".utf8)) else {
            let tail = String(decoding: rest, as: UTF8.self)
            return "'\(scheme):' is not followed by '//'; write \(scheme)://\(tail)"
        }
        if let problem = characterProblem(bytes, what: "URL") { return problem }
        let authorityStart = schemeEnd + 3
        let authorityEnd = bytes[authorityStart...].firstIndex { "/?#".utf8.contains($0) } ?? bytes.count
        let authority = String(decoding: bytes[authorityStart..<authorityEnd], as: UTF8.self)
        if let at = authority.firstIndex(of: "@") {
            return "the URL has user info (\(Quote.single(String(authority[...at])))), which no route accepts"
        }
        let isHTTPS = scheme.lowercased() == "https"
        if let colon = authority.firstIndex(of: ":") {
            let port = String(authority[colon...])
            if isHTTPS {
                return "the URL has the port \(Quote.single(port)); an https link may only have the port 443"
            }
            if withHost {
                return "the URL has the port \(Quote.single(port)); a \(scheme):// link cannot have a port"
            }
            return "a \(scheme):// link cannot have a port, and \(Quote.single(port)) reads as one; if the"
                + " ':' belongs to the first segment, percent-encode it as %3A"
        }
        if isHTTPS && authority.isEmpty { return "the https URL has no host" }
        return "the URL cannot be read"
    }

    /// The end of the scheme (the index of its `:`), when the text starts with
    /// `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"`.
    private static func schemeEnd(_ bytes: [UInt8]) -> Int? {
        guard let first = bytes.first, isAlpha(first) else { return nil }
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: ":") { return index }
            guard isAlpha(byte) || (byte >= 0x30 && byte <= 0x39) || "+-.".utf8.contains(byte) else {
                return nil
            }
        }
        return nil
    }

    /// The first character that RFC 3986 allows nowhere in a URL: controls, space,
    /// `" < > \ ^ ` { | }` (a `#` starts the fragment, where more `#` may follow).
    static func characterProblem(_ bytes: [UInt8], what: String) -> String? {
        for (index, byte) in bytes.enumerated() where byte < 0x80 {
            let forbidden = byte <= 0x20 || byte == 0x7F || "\"<>\\^`{|}".utf8.contains(byte)
            guard forbidden else { continue }
            let character = String(decoding: [byte], as: UTF8.self)
            let hex = String(byte, radix: 16, uppercase: true)
            let code = (byte < 0x10 ? "%0" : "%") + hex
            if byte == UInt8(ascii: "\\") {
                return "the \(what) holds a backslash at byte \(index + 1); no route matches it"
            }
            return "the \(what) holds \(Quote.single(character)) at byte \(index + 1), which a URL cannot"
                + " hold; percent-encode it as \(code)"
        }
        return nil
    }

    private static func isAlpha(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
