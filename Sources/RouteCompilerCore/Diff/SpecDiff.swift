/// The semantic difference between two versions of a spec, route by route
/// (`route-compiler diff`), each change sorted into one of three categories:
///
/// - **breaks links already out there**: some URL that opened a route before now opens nothing,
///   another route, or the same route with different values. Found by replaying sample links of
///   every old pattern through both specs' ``ReferenceMatcher`` (``LinkDiff``), which covers a
///   route or pattern removed or changed, a type narrowed (`string` → `int`, `double` → `int`, a
///   named enum that lost a raw value), an optional or defaulted query parameter made required, a required query
///   key added, a default changed, a host or scheme dropped for the route or altogether, and a
///   new route or pattern that now takes links by precedence (a literal `/products/new` over
///   `/products/{slug}`, a mixed segment, a key that comes first), and `caseSensitive` changed
///   from `false` to `true`. A case renamed keeps its links when its patterns open the new case with
///   the same values. A parameter whose type becomes an app's `{"swift"}` type counts as
///   narrowed, since only the app's parser knows what it accepts.
/// - **breaks Swift code** that uses the enum: a case removed or renamed; a label removed,
///   renamed or reordered; a label added without a default; a label's type changed (including
///   optional ↔ required); a default removed; a payload given to a case that had none (`.home`
///   no longer compiles); a named enum or one of its cases removed; the enum renamed or its
///   access level narrowed; a metadata property removed or retyped.
/// - **safe**: routes, patterns, optional, defaulted and list query parameters, hosts, schemes,
///   named types, enum values and metadata properties added; access widened; summary, examples or
///   deprecation changed; the canonical pattern changed (the builder's URLs change, old links
///   still open); metadata values and defaults changed; parents and environments added, changed or
///   removed; `caseSensitive` changed from `true` to `false`.
public struct SpecDiff: Equatable, Sendable {
    /// The category of a change.
    public enum Category: String, Equatable, Sendable, CaseIterable {
        /// Some URL that opened a route before no longer opens it with the same values.
        case breaksLinks
        /// Swift code that uses the generated enum may no longer compile.
        case breaksCode
        /// Neither.
        case safe

        /// The heading of the category in reports.
        public var title: String {
            switch self {
            case .breaksLinks: "Breaks links already out there"
            case .breaksCode: "Breaks Swift code"
            case .safe: "Safe"
            }
        }
    }

    /// One change.
    public struct Change: Equatable, Sendable {
        /// Its category.
        public var category: Category
        /// The route it is about (the old name for a renamed or removed one), or `nil` for the
        /// spec as a whole.
        public var route: String?
        /// What changed; code is in backticks.
        public var message: String
        /// An example link, for a change that breaks links.
        public var example: String?

        /// Creates a change.
        public init(_ category: Category, route: String?, _ message: String, example: String? = nil) {
            self.category = category
            self.route = route
            self.message = message
            self.example = example
        }
    }

    /// The generated enum's name in the new spec.
    public var enumName: String
    /// The changes: the spec's first, then route by route in the old declaration order, then the
    /// added routes.
    public var changes: [Change]

    /// The changes of `category`, in order.
    public func changes(in category: Category) -> [Change] {
        changes.filter { $0.category == category }
    }

    /// Whether a change breaks links or code.
    public var isBreaking: Bool {
        changes.contains { $0.category != .safe }
    }

    /// Compares two valid specs.
    public static func compare(_ old: RouteSpec, _ new: RouteSpec) -> SpecDiff {
        var changes = SpecLevelDiff.changes(old: old, new: new)
        let links = LinkDiff(old: old, new: new)
        let renames = links.renames()
        let moves = ModuleMoves.moves(old: old, new: new, renames: renames)
        let newByName = Dictionary(new.routes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var matchedNew: Set<String> = []
        for (index, route) in old.routes.enumerated() {
            let counterpartName = newByName[route.name] != nil ? route.name : renames[route.name] ?? moves[route.name]
            let findings = links.findings(ofRoute: index, counterpart: counterpartName)
            for finding in findings {
                changes.append(
                    Change(.breaksLinks, route: route.name, finding.reason, example: finding.example))
            }
            guard let counterpartName, let counterpart = newByName[counterpartName] else {
                changes.append(Change(.breaksCode, route: route.name, "case " + Markdown.code(route.name) + " removed"))
                continue
            }
            matchedNew.insert(counterpartName)
            if counterpartName != route.name, ModuleMoves.isMove(route, to: counterpart) {
                let keeps = findings.isEmpty ? "; its links open it there" : ""
                changes.append(
                    Change(
                        .breaksCode, route: route.name,
                        "case " + Markdown.code(route.name) + " moved "
                            + ModuleMoves.description(route, to: counterpart)
                            + keeps))
            } else if counterpartName != route.name {
                changes.append(
                    Change(
                        .breaksCode, route: route.name,
                        "case " + Markdown.code(route.name) + " renamed to " + Markdown.code(counterpartName)
                            + "; its links open the new case"))
            }
            let failing = Set(findings.map(\.pattern))
            changes += RouteDiff.changes(
                old: route, new: counterpart, oldSpec: old, newSpec: new, patternsWithBrokenLinks: failing)
        }
        for route in new.routes where !matchedNew.contains(route.name) {
            changes.append(Change(.safe, route: route.name, "route " + Markdown.code(route.name) + " added"))
        }
        return SpecDiff(enumName: new.enumName, changes: changes)
    }
}
