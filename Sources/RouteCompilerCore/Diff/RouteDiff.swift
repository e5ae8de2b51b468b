/// The changes of one route kept (or renamed) from the old spec to the new: its case's signature,
/// its patterns, schemes and hosts, its documentation, its parent and its metadata values. The links it breaks are found by
/// ``LinkDiff``; this adds what replaying links cannot see (a parameter that becomes an app's
/// `{"swift"}` type) and the safe changes.
enum RouteDiff {
    static func changes(
        old: Route, new: Route, oldSpec: RouteSpec, newSpec: RouteSpec, patternsWithBrokenLinks: Set<String>
    ) -> [SpecDiff.Change] {
        var result = CaseSignatureDiff.changes(old: old, new: new, oldSpec: oldSpec, newSpec: newSpec)
        let appTypes = swiftTypeChanges(old: old, new: new)
        result += appTypes.changes
        // The patterns that read such a parameter may break links too.
        var broken = patternsWithBrokenLinks
        for pattern in old.patterns where pattern.parameters.contains(where: { appTypes.names.contains($0.name) }) {
            broken.insert(pattern.text)
        }
        result += patternChanges(old: old, new: new, patternsWithBrokenLinks: broken)
        result += audienceChanges(old: old, new: new, oldSpec: oldSpec, newSpec: newSpec)
        result += caseChanges(
            old: old, new: new, oldSpec: oldSpec, newSpec: newSpec, breaksLinks: !patternsWithBrokenLinks.isEmpty)
        result += documentationChanges(old: old, new: new)
        result += parentChanges(old: old, new: new)
        result += MetadataDiff.valueChanges(old: old, new: new, oldSpec: oldSpec, newSpec: newSpec)
        return result.map { change in
            var change = change
            change.route = old.name
            return change
        }
    }

    // MARK: - Swift types

    /// A parameter whose type becomes an app's `{"swift"}` type (or another one) may reject some
    /// of its old texts; only the app's parser knows.
    private static func swiftTypeChanges(old: Route, new: Route) -> (changes: [SpecDiff.Change], names: Set<String>) {
        let oldTypes = parameterTypes(of: old)
        var result: [SpecDiff.Change] = []
        var names: Set<String> = []
        for (name, newType) in parameterTypes(of: new) {
            guard case .app(let newApp) = newType, let oldType = oldTypes.first(where: { $0.name == name })?.type
            else { continue }
            if case .app(let oldApp) = oldType, oldApp.swiftType == newApp.swiftType { continue }
            names.insert(name)
            result.append(
                .init(
                    .breaksLinks, route: nil,
                    "the type of " + Markdown.code(name) + " changed from " + Markdown.code(oldType.specName) + " to "
                        + Markdown.code(newApp.swiftType) + ", whose parser may reject texts that links carry"))
        }
        return (result, names)
    }

    private static func parameterTypes(of route: Route) -> [(name: String, type: ParameterType)] {
        route.parameters.map { ($0.name, $0.type) }
    }

    // MARK: - Patterns

    /// The pattern's shape: literals, parameter types, catch-all and query keys, without names.
    static func shapeKey(_ pattern: Pattern) -> String {
        var parts: [String] = []
        for segment in pattern.segments {
            switch segment.kind {
            case .literal(let text): parts.append("=" + text)
            case .parameter(_, let type): parts.append(":" + type.specName)
            case .catchAll: parts.append("*")
            case .mixed(let pieces):
                parts.append("~" + MixedShape(pieces, ignoresCase: false).pieces.map(\.patternText).joined())
            }
        }
        let query = pattern.queryBindings.map { $0.key + "=" + $0.type.specName }.sorted()
        return parts.joined(separator: "/") + "?" + query.joined(separator: "&")
    }

    private static func patternChanges(
        old: Route, new: Route, patternsWithBrokenLinks: Set<String>
    )
        -> [SpecDiff.Change]
    {
        var result: [SpecDiff.Change] = []
        let oldKeys = old.patterns.map(shapeKey)
        let newKeys = new.patterns.map(shapeKey)
        var pairedNew: Set<Int> = []
        for (index, pattern) in old.patterns.enumerated() where !newKeys.contains(oldKeys[index]) {
            let similar = new.patterns.indices.first { newIndex in
                !oldKeys.contains(newKeys[newIndex]) && !pairedNew.contains(newIndex)
                    && LinkDiagnosis.sameStructure(new.patterns[newIndex], pattern)
            }
            if let similar { pairedNew.insert(similar) }
            // A pattern whose links break is reported with them.
            if patternsWithBrokenLinks.contains(pattern.text) { continue }
            if let similar {
                result.append(
                    .init(
                        .safe, route: nil,
                        "pattern " + Markdown.code(pattern.text) + " is now "
                            + Markdown.code(new.patterns[similar].text)
                            + "; its links still open the route"))
            } else {
                result.append(
                    .init(
                        .safe, route: nil,
                        "pattern " + Markdown.code(pattern.text) + " removed; its links still open the route"
                            + " through its other patterns"))
            }
        }
        for (index, pattern) in new.patterns.enumerated()
        where !oldKeys.contains(newKeys[index]) && !pairedNew.contains(index) {
            result.append(.init(.safe, route: nil, "pattern " + Markdown.code(pattern.text) + " added"))
        }
        let oldCanonical = old.patterns[0]
        let newCanonical = new.patterns[0]
        let sameForm =
            LinkDiagnosis.sameStructure(oldCanonical, newCanonical)
            && oldCanonical.queryBindings.map(\.key) == newCanonical.queryBindings.map(\.key)
        if !sameForm {
            result.append(
                .init(
                    .safe, route: nil,
                    "URLs are now built with " + Markdown.code(new.patterns[0].text) + " instead of "
                        + Markdown.code(old.patterns[0].text) + "; links built before still open the route"))
        }
        return result
    }

    // MARK: - Schemes and hosts

    /// Schemes and hosts the route accepts now and did not before, unless the spec added them and
    /// the route takes all of the spec's (the spec-level change says it). Those it no longer
    /// accepts break its links, which ``LinkDiff`` reports.
    private static func audienceChanges(
        old: Route, new: Route, oldSpec: RouteSpec, newSpec: RouteSpec
    )
        -> [SpecDiff.Change]
    {
        var result: [SpecDiff.Change] = []
        let oldSchemes = Set(old.acceptedSchemes(in: oldSpec).map(\.key))
        let oldDeclaredSchemes = Set(oldSpec.schemes.map(\.value.key))
        for scheme in new.acceptedSchemes(in: newSpec) where !oldSchemes.contains(scheme.key) {
            if new.schemes == nil && !oldDeclaredSchemes.contains(scheme.key) { continue }
            result.append(.init(.safe, route: nil, "now also accepts scheme " + Markdown.code(scheme.name)))
        }
        let oldHosts = old.acceptedHosts(in: oldSpec)
        let oldDeclaredHosts = oldSpec.hosts.map(\.value)
        for host in new.acceptedHosts(in: newSpec) where !oldHosts.contains(host) {
            if new.hosts == nil && !oldDeclaredHosts.contains(host) { continue }
            result.append(.init(.safe, route: nil, "now also accepts host " + Markdown.code(host.text)))
        }
        return result
    }

    // MARK: - Case sensitivity

    /// `caseSensitive` changed for the route (Specification §3.9), unless the route follows the
    /// top level, which changed the same way and is said once for the spec (``SpecLevelDiff``).
    /// From `true` to `false` the route's links still open it: safe. From `false` to `true` its
    /// links that spell a literal or a named-enum value in another case break, which ``LinkDiff``
    /// reports; when none does (`breaksLinks` is `false`), the change is listed as safe.
    static func caseChanges(
        old: Route, new: Route, oldSpec: RouteSpec, newSpec: RouteSpec, breaksLinks: Bool
    ) -> [SpecDiff.Change] {
        guard old.isCaseSensitive != new.isCaseSensitive else { return [] }
        let followsTopLevel =
            oldSpec.isCaseSensitive != newSpec.isCaseSensitive && old.isCaseSensitive == oldSpec.isCaseSensitive
            && new.isCaseSensitive == newSpec.isCaseSensitive
        if followsTopLevel { return [] }
        if new.isCaseSensitive {
            if breaksLinks { return [] }
            return [
                .init(
                    .safe, route: nil,
                    Markdown.code("caseSensitive") + " changed from " + Markdown.code("false") + " to "
                        + Markdown.code("true") + "; it compares its literal text and named-enum values exactly")
            ]
        }
        return [
            .init(
                .safe, route: nil,
                Markdown.code("caseSensitive") + " changed from " + Markdown.code("true") + " to "
                    + Markdown.code("false") + "; it reads its literal text and named-enum values ignoring case,"
                    + " and its links still open it")
        ]
    }

    // MARK: - Navigation

    /// A parent added, removed or changed changes the route's `parent` and `stack` (Specification
    /// §6.5): safe for links and for code that compiles, but what the app shows changes.
    private static func parentChanges(old: Route, new: Route) -> [SpecDiff.Change] {
        switch (old.parent?.name, new.parent?.name) {
        case (nil, let parent?):
            return [
                .init(.safe, route: nil, "parent " + Markdown.code(parent) + " added; its `parent` and `stack` change")
            ]
        case (let parent?, nil):
            return [
                .init(
                    .safe, route: nil,
                    "parent " + Markdown.code(parent)
                        + " removed; its `parent` is now `nil` and its `stack` is itself alone")
            ]
        case (let before?, let after?) where before != after:
            return [
                .init(
                    .safe, route: nil,
                    "parent changed from " + Markdown.code(before) + " to " + Markdown.code(after)
                        + "; its `parent` and `stack` change")
            ]
        default:
            return []
        }
    }

    // MARK: - Documentation

    private static func documentationChanges(old: Route, new: Route) -> [SpecDiff.Change] {
        var result: [SpecDiff.Change] = []
        if old.summary != new.summary {
            result.append(.init(.safe, route: nil, new.summary == nil ? "summary removed" : "summary changed"))
        }
        if old.examples.map(\.value) != new.examples.map(\.value) {
            result.append(.init(.safe, route: nil, "examples changed"))
        }
        switch (old.deprecated, new.deprecated) {
        case (nil, let message?):
            result.append(.init(.safe, route: nil, "deprecated: " + Markdown.cell(message)))
        case (_?, nil):
            result.append(.init(.safe, route: nil, "no longer deprecated"))
        case (let before?, let after?) where before != after:
            result.append(.init(.safe, route: nil, "deprecation message changed to: " + Markdown.cell(after)))
        default:
            break
        }
        return result
    }
}
