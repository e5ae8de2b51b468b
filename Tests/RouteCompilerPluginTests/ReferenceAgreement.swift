import Foundation
import RouteCompilerCore
import RouteRuntime

/// Whether the generated matcher (`TestRoute`) and the reference matcher (`ReferenceMatcher`)
/// give the same answer for a URL: both `nil`, or the same case with the same values.
///
/// The comparison is structural: the case name, then every payload element's label, Swift type
/// and value against the reference's ``ReferenceValue`` (strings byte for byte, doubles bit for
/// bit, so `-0.0` differs from `0.0`). Then, as a second statement of the same fact, Swift's
/// `String(describing:)` of the generated value must equal
/// ``ReferenceMatch/swiftDescription(module:swiftValue:)``.
///
/// Used by the differential, hostile-URL and concurrency tests, and compiled into the `matcher`
/// fuzz target by `scripts/fuzz.sh` (so it imports no test framework).
enum ReferenceAgreement {
    /// A reference matcher for `spec` in which `ProductCode` accepts what the app type accepts.
    static func matcher(_ spec: RouteSpec) -> ReferenceMatcher {
        ReferenceMatcher(spec, swiftTypes: ["ProductCode": { ProductCode(routeParameter: $0) != nil }])
    }

    /// The module that declares `TestRoute`, as reflection prints it.
    static let module: String = {
        let name = String(reflecting: TestRoute.self)
        return String(name.prefix { $0 != "." })
    }()

    /// `nil` when the answers agree, else what differs, for people.
    static func disagreement(_ generated: TestRoute?, _ reference: ReferenceMatch?) -> String? {
        switch (generated, reference) {
        case (nil, nil):
            return nil
        case (let generated?, nil):
            return "generated matched \(String(describing: generated)); reference matched nothing"
        case (nil, let reference?):
            return "generated matched nothing; reference matched \(reference)"
        case (let generated?, let reference?):
            if let difference = structuralDifference(generated, reference) {
                return "generated \(String(describing: generated)) ≠ reference \(reference): \(difference)"
            }
            let printed = String(describing: generated)
            let expected = reference.swiftDescription(module: module) { _, text in
                ProductCode(routeParameter: text).map { String(reflecting: $0) } ?? "<invalid ProductCode>"
            }
            if printed != expected {
                return "values agree but descriptions differ: generated \(printed), reference \(expected)"
            }
            return nil
        }
    }

    /// The case name and payload of a generated route: `(name, [(label, value)])`.
    static func parts(_ route: TestRoute) -> (name: String, payload: [(label: String?, value: Any)]) {
        let mirror = Mirror(reflecting: route)
        guard let child = mirror.children.first else {
            return (String(describing: route), [])
        }
        let name = child.label ?? "?"
        let payload = Mirror(reflecting: child.value)
        if payload.displayStyle == .tuple {
            return (name, payload.children.map { ($0.label, $0.value) })
        }
        return (name, [(nil, child.value)])
    }

    /// What differs between a generated route and a reference match, or `nil`.
    static func structuralDifference(_ generated: TestRoute, _ reference: ReferenceMatch) -> String? {
        let (name, payload) = parts(generated)
        guard name == reference.routeName else {
            return "case \(name) vs route \(reference.routeName)"
        }
        guard payload.count == reference.arguments.count else {
            return "\(payload.count) values vs \(reference.arguments.count)"
        }
        for (element, argument) in zip(payload, reference.arguments) {
            if let label = element.label, label != argument.label {
                return "label \(label) vs \(argument.label)"
            }
            if !same(element.value, argument.value) {
                return "\(argument.label): \(String(reflecting: element.value)) vs \(argument.value)"
            }
        }
        return nil
    }

    /// Whether a generated payload value is the reference value: same shape, type and value.
    static func same(_ value: Any, _ expected: ReferenceValue) -> Bool {
        switch expected {
        case .builtIn(let builtIn, let text):
            guard String(describing: type(of: value)) == builtIn.shortSwiftType,
                let parameter = value as? any RouteParameter
            else { return false }
            return parameter.routeParameter.utf8.elementsEqual(text.utf8)
        case .enumeration(let typeName, let enumValue):
            guard let parameter = value as? any RouteParameter else { return false }
            return String(describing: type(of: value)) == typeName
                && parameter.routeParameter.utf8.elementsEqual(enumValue.rawValue.utf8)
        case .app(let app, let text):
            guard let parameter = value as? any RouteParameter else { return false }
            return String(describing: type(of: value)) == app.swiftType
                && parameter.routeParameter.utf8.elementsEqual(text.utf8)
        case .strings(let items):
            guard type(of: value) == [String].self, let strings = value as? [String] else { return false }
            return strings.count == items.count
                && zip(strings, items).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
        case .optional(let inner):
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .optional else { return false }
            guard let inner else { return mirror.children.isEmpty }
            guard let wrapped = mirror.children.first?.value else { return false }
            return same(wrapped, inner)
        case .list(let items):
            let mirror = Mirror(reflecting: value)
            guard mirror.displayStyle == .collection, mirror.children.count == items.count else { return false }
            return zip(mirror.children, items).allSatisfy { same($0.value, $1) }
        }
    }

    /// Two documented exceptions to Specification §5.3's law (rules 3.1 and 3.6), left out of the
    /// round-trip checks of matched routes; `RoundTripLawTests` pins them. `page` is `/{slug}`
    /// under the host-first scheme `myapp-beta` only, so its URL writes the slug in the host
    /// position, where a literal compares ignoring case (Specification §4.4 rule 4).
    ///
    /// - Finding F1 (Fuzz/README.md): `myapp-beta://lists?ids=x` is `page(slug: "lists")`: the
    ///   literal route `lists` refuses the bad query value and the matcher backtracks to `/{slug}`
    ///   (Specification §4.5, §4.7). But that value's URL, `myapp-beta://lists`, opens `lists`.
    /// - A value read outside the host position: `myapp-beta:///DEFAULT` (an empty host) is
    ///   `page(slug: "DEFAULT")`, whose URL `myapp-beta://DEFAULT` opens `default`.
    ///
    /// Only a `page` whose slug is, ignoring ASCII case, a one-segment literal pattern of another
    /// route is excused.
    static func isShadowedPage(_ route: TestRoute, in spec: RouteSpec) -> Bool {
        guard case .page(let slug) = route else { return false }
        return spec.routes.contains { other in
            other.name != "page"
                && other.patterns.contains { pattern in
                    guard pattern.segments.count == 1, case .literal(let text) = pattern.segments[0].kind else {
                        return false
                    }
                    return text.lowercased() == slug.lowercased() && slug.utf8.allSatisfy { $0 < 0x80 }
                }
        }
    }

    /// Specification §5.3 rule 3.3, a documented exception left out of the round-trip checks:
    /// a canonical form that splits differently in a mixed segment. The split is shortest-first
    /// (§4.6), so a value that ends with the literal piece after it moves that piece to the next
    /// parameter when that parameter's text can start with the piece: `post(slug: "a-", id: 1)`
    /// builds `/posts/a--1`, read as `slug: "a"`, `id: -1`. (`doc(name: "a.", tab: .home)` builds
    /// `/docs/a..home` and round-trips: no `Tab` value starts with `.`.) `RoundTripLawTests` pins
    /// it.
    static func splitsDifferently(_ route: TestRoute) -> Bool {
        if case .post(let slug, let id) = route { return slug.hasSuffix("-") && id >= 0 }
        return false
    }

    /// Specification §5.3 rule 3.5: a value whose URL an `"exclude"` pattern matches opens nothing.
    static func isExcluded(_ url: URL) -> Bool {
        excludeMatcher.exclusion(of: url.absoluteString) != nil
    }

    private static let excludeMatcher = matcher(try! TestSpec.load())

    /// Finding F3 (see Fuzz/README.md), the documented exception to Specification §5.3's law
    /// (Docs/Decisions.md), left out of the round-trip checks of matched routes;
    /// `RoundTripLawTests` pins it: a value read from a URL within the 8,192-byte
    /// limit (Specification §4.3) can build a longer URL, since the builder percent-encodes what the URL
    /// carried raw (`é` → `%C3%A9`, `[` → `%5B`), and the matcher refuses that URL unread.
    static func isOverLong(_ url: URL) -> Bool {
        url.absoluteString.utf8.count > urlLengthLimit
    }
}

/// The longest URL, in UTF-8 bytes, that any route matches (Specification §4.1).
let urlLengthLimit = 8192
