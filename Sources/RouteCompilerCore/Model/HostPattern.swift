/// A universal-link host of `routes.json` (Specification §3.3): a host name (`example.com`), or
/// a wildcard (`*.example.com`) that stands for every subdomain of its domain, not the domain
/// itself. Parsed once; compared lowercased.
public struct HostPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written, lowercased: `example.com`, `*.example.com`.
    public let text: String
    /// Whether it is a `*.` wildcard.
    public let isWildcard: Bool

    /// The pattern written `text` (lowercased here).
    public init(_ text: String) {
        self.text = text.lowercased()
        self.isWildcard = self.text.hasPrefix("*.")
    }

    /// The host name, or for a wildcard the domain after `*.`: `example.com`.
    public var domain: String {
        isWildcard ? String(text.dropFirst(2)) : text
    }

    /// ``text``.
    public var description: String { text }

    /// Whether a (lowercased) `host` is this host, or, for `*.example.com`, a subdomain of
    /// `example.com`: it ends in `.example.com` after one or more non-empty labels.
    /// A host with a percent escape or a non-ASCII character is never a declared host
    /// (Specification §4.2).
    public func matches(_ host: String) -> Bool {
        guard !host.utf8.contains(where: { $0 == UInt8(ascii: "%") || $0 >= 0x80 }) else { return false }
        guard isWildcard else { return host.utf8.elementsEqual(text.utf8) }
        let suffix = text.utf8.dropFirst()
        let bytes = host.utf8
        guard bytes.count > suffix.count, bytes.suffix(suffix.count).elementsEqual(suffix) else {
            return false
        }
        let labels = bytes.dropLast(suffix.count).split(
            separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return labels.allSatisfy { !$0.isEmpty }
    }

    /// Whether every host this pattern stands for, `other` stands for too: the same pattern, or a
    /// wildcard over one of its parent domains (`*.shop.example.com` and `shop.example.com` are
    /// covered by `*.example.com`).
    public func isCovered(by other: HostPattern) -> Bool {
        if self == other { return true }
        let representative = isWildcard ? "x" + text.dropFirst() : text
        return other.isWildcard && other.matches(representative)
    }

    /// One host that both patterns stand for, or `nil`: a host name that the other pattern covers,
    /// or, for two wildcards, `www.` under the longer domain when the shorter covers it.
    public func sharedHost(with other: HostPattern) -> String? {
        switch (isWildcard, other.isWildcard) {
        case (false, false): return text == other.text ? text : nil
        case (false, true): return other.matches(text) ? text : nil
        case (true, false): return matches(other.text) ? other.text : nil
        case (true, true):
            let longer = text.count >= other.text.count ? self : other
            let shorter = text.count >= other.text.count ? other : self
            let candidate = "www" + longer.text.dropFirst()
            return shorter.matches(candidate) ? candidate : nil
        }
    }

    /// A concrete host the pattern stands for, for examples: the host itself, or `label` under a
    /// wildcard's domain (`*.example.com` → `www.example.com`).
    public func exampleHost(label: String = "www") -> String {
        isWildcard ? label + text.dropFirst(1) : text
    }
}
