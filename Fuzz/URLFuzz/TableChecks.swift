import Foundation

// The small table (SmallTable.swift) against its restated matcher (SmallTableReference.swift),
// and the round-trip law of Specification §5.3 for what it matches and for values made from the
// input.

/// The schemes each value is built under: the canonical URL (`nil`), then `url(scheme:)`.
private let schemes: [String?] = [nil, "https", "MyApp", "KSR", "ftp"]

/// Matches `text` as it is (and, without `://`, under each origin of the table and as a path),
/// and checks each answer, then builds each match's URLs and matches them back.
func checkTable(_ text: String) {
    var forms = [(text, false)]
    if text.utf8.first == UInt8(ascii: "/") { forms.append((text, true)) }
    if !text.contains("://") {
        forms += [
            ("https://example.com/" + text, false), ("myapp://" + text, false),
            ("ksr://a.shop.example.com/" + text, false),
            ("/" + text, true),
        ]
    }
    for (form, isPath) in forms {
        if let route = checkMatch(form, isPath: isPath).route { checkRoundTrip(route, from: form) }
    }
}

/// The table's answer for `text`, which must be the restatement's.
private func checkMatch(_ text: String, isPath: Bool) -> ReferenceAnswer {
    let expected = SmallTableReference.match(Array(text.utf8), isPath: isPath)
    let actual = SmallTable.match(text, isPath: isPath)
    guard SmallRoute.same(actual, expected.route) else {
        let answer = expected.route?.rendered ?? (expected.isExcluded ? "excluded" : "nothing")
        fail(
            "the table opens \(actual?.rendered ?? "nothing") for the \(isPath ? "path" : "URL") \(text.debugDescription);"
                + " the restatement says \(answer)")
    }
    return expected
}

/// Specification §5.3 rule 3's exceptions that the small table has: a value reached by
/// backtracking whose URL the preferred pattern reads (3.1: `productByName` of a name that is an
/// `int`), and a slug ending with the `-` before the id (3.3). (3.4, over-long URLs, and 3.5,
/// excluded ones, are checked where the URL is built.)
private func isDocumentedException(_ route: SmallRoute) -> Bool {
    switch route {
    case .productByName(let name): Restated.int(Restated.bytes(name)) != nil
    case .post(let slug, let id): slug.hasSuffix("-") && id >= 0
    default: false
    }
}

/// Whether `url(scheme:)` must be `nil` (Specification §5.1 rule 6): `webOnly` accepts no custom
/// scheme, `shop` has no concrete host (so neither `https` nor the with-host `ksr`).
private func refuses(_ route: SmallRoute, _ scheme: String?) -> Bool {
    switch (route, scheme?.lowercased()) {
    case (_, nil): false
    case (_, "ftp"?): true
    case (.webOnly, "myapp"?), (.webOnly, "ksr"?): true
    case (.shop, "https"?), (.shop, "ksr"?): true
    default: false
    }
}

/// Builds `route`'s URLs and matches them back: each must be `nil` exactly when §5.1 says,
/// start with its origin as the table spells it, be answered as the restatement answers, and open
/// `route` again unless an exception applies; the path and query of the https URL too.
private func checkRoundTrip(_ route: SmallRoute, from source: String) {
    for scheme in schemes {
        let built = SmallTable.url(route, scheme: scheme)
        guard (built == nil) == refuses(route, scheme) else {
            fail("\(route.rendered) builds \(String(describing: built)) under \(String(describing: scheme))")
        }
        guard let built else { continue }
        // Only `shop` has no concrete host: its canonical URL is under the host-first scheme.
        var isShop = false
        if case .shop = route { isShop = true }
        let origin: String
        switch scheme?.lowercased() {
        case "myapp"?: origin = "myapp://"
        case "ksr"?: origin = "ksr://example.com/"
        case nil where isShop: origin = "myapp://"
        default: origin = "https://example.com/"
        }
        guard built.hasPrefix(origin) else { fail("\(route.rendered)'s URL \(built) does not start with \(origin)") }
        roundTrip(route, built, isPath: false, from: source)
        if scheme == nil && origin.hasPrefix("https") {
            roundTrip(route, String(built.dropFirst("https://example.com".count)), isPath: true, from: source)
        }
    }
}

private func roundTrip(_ route: SmallRoute, _ built: String, isPath: Bool, from source: String) {
    let back = checkMatch(built, isPath: isPath)
    if built.utf8.count > 8192 || back.isExcluded || isDocumentedException(route) { return }
    guard SmallRoute.same(back.route, route) else {
        fail(
            "\(source.debugDescription) opens \(route.rendered), whose \(isPath ? "path" : "URL") \(built.debugDescription)"
                + " opens \(back.route?.rendered ?? "nothing")")
    }
}

/// A value of one route made from the input (its text split on `|`, and its first bytes as an
/// `Int`, a `Double` and a `UUID`; the route chosen by its last byte), kept to what the matcher
/// could produce (§5.3 rule 2), built and matched back.
func checkValues(from bytes: [UInt8], text: String) {
    let pieces = text.split(separator: "|", omittingEmptySubsequences: false).prefix(4).map(String.init)
    let words = Array(bytes.prefix(16)) + [UInt8](repeating: 0, count: max(0, 16 - bytes.count))
    let int = words.withUnsafeBytes { Int(truncatingIfNeeded: $0.loadUnaligned(as: UInt64.self)) }
    let bits = words.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self) }
    let double = Double(bitPattern: bits).isFinite ? Double(bitPattern: bits) : Double(int)
    let first = pieces[0]
    let segmentPieces = pieces.filter { Restated.isAcceptableSegment(Restated.bytes($0)) }
    var routes: [SmallRoute] = [
        .product(id: int, ref: pieces.count > 1 ? pieces[1] : nil), .flag(on: int & 1 == 1),
        .order(id: SmallTableReference.uuid(words)), .price(amount: double, currency: first),
        .tab(tab: Tab.allCases[Int(words[0]) % 3]), .search(q: first, page: int, tags: Array(pieces.dropFirst())),
    ]
    if !segmentPieces.isEmpty { routes.append(.files(path: segmentPieces)) }
    if Restated.isAcceptableSegment(Restated.bytes(first)) {
        routes += [.productByName(name: first), .page(slug: first), .webOnly(slug: first), .shop(item: first)]
    }
    if !first.isEmpty && !Restated.hasControlCharacter(Restated.bytes(first)) {
        routes.append(.post(slug: first, id: int))
    }
    checkRoundTrip(routes[Int(bytes.last ?? 0) % routes.count], from: "the input's values")
}
