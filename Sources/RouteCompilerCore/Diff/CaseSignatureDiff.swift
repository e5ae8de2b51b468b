/// Compares the Swift signature of a route's case: `case product(id: Int, ref: String? = nil)`,
/// label by label (``Route/parameters``, with their Swift types as people write them).
///
/// Code that builds the case (`.product(id: 42)`) and code that matches it
/// (`case .product(let id, _)`) still compiles only if every old label keeps its name, order and
/// type, and every new label has a default. A label whose default disappears breaks call sites
/// that leave it out; a case that had no payload and gets one (even with defaults) breaks `.home`.
enum CaseSignatureDiff {
    /// The changes of `old`'s case signature in `new` (whose case may have been renamed).
    static func changes(old: Route, new: Route, oldSpec: RouteSpec, newSpec: RouteSpec) -> [SpecDiff.Change] {
        let before = old.parameters
        let after = new.parameters
        var result: [SpecDiff.Change] = []
        func code(_ text: String) { result.append(.init(.breaksCode, route: nil, text)) }
        func safe(_ text: String) { result.append(.init(.safe, route: nil, text)) }

        if before.isEmpty && !after.isEmpty {
            code(
                "the case now has the payload " + Markdown.code(signature(after))
                    + "; code that writes " + Markdown.code("." + new.name) + " without arguments no longer compiles")
            return result
        }
        if !before.isEmpty && after.isEmpty {
            code("the case no longer has a payload; code that passes or binds its values no longer compiles")
            return result
        }

        let afterNames = after.map(\.name)
        let beforeNames = before.map(\.name)
        let removed = before.filter { !afterNames.contains($0.name) }
        let added = after.filter { !beforeNames.contains($0.name) }
        // A removed label and an added one at the same position with the same type: a rename.
        var renamed: [(from: CaseParameter, to: CaseParameter)] = []
        for label in removed {
            guard let position = before.firstIndex(of: label), position < after.count else { continue }
            let candidate = after[position]
            if added.contains(candidate), candidate.shortSwiftType == label.shortSwiftType {
                renamed.append((label, candidate))
            }
        }
        for (from, to) in renamed {
            code("label " + Markdown.code(from.name) + " renamed to " + Markdown.code(to.name))
        }
        for label in removed where !renamed.contains(where: { $0.from == label }) {
            code("label " + Markdown.code(label.name) + " removed")
        }
        for label in added where !renamed.contains(where: { $0.to == label }) {
            let text = Markdown.code(label.name + ": " + label.shortSwiftType)
            if label.hasDefault {
                safe("adds " + text + " with a default")
            } else {
                code("adds " + text + " without a default; every call site must now pass it")
            }
        }
        let keptBefore = before.map(\.name).filter(afterNames.contains)
        let keptAfter = after.map(\.name).filter(beforeNames.contains)
        if keptBefore != keptAfter {
            code(
                "labels reordered from " + Markdown.code(keptBefore.joined(separator: ", ")) + " to "
                    + Markdown.code(keptAfter.joined(separator: ", ")))
        }
        for label in before {
            guard let newLabel = after.first(where: { $0.name == label.name }) else { continue }
            let name = Markdown.code(label.name)
            if label.shortSwiftType != newLabel.shortSwiftType {
                code(
                    "the type of " + name + " changed from " + Markdown.code(label.shortSwiftType) + " to "
                        + Markdown.code(newLabel.shortSwiftType))
            } else if label.hasDefault && !newLabel.hasDefault {
                code(name + " no longer has a default; call sites that leave it out no longer compile")
            } else if !label.hasDefault && newLabel.hasDefault {
                safe(name + " now has a default")
            } else if let oldLiteral = label.defaultLiteral, let newLiteral = newLabel.defaultLiteral,
                oldLiteral != newLiteral
            {
                safe(
                    "the default of " + name + " changed from " + Markdown.code(oldLiteral) + " to "
                        + Markdown.code(newLiteral) + " (in code)")
            }
        }
        return result
    }

    /// `(id: Int, ref: String? = nil)`.
    static func signature(_ labels: [CaseParameter]) -> String {
        "("
            + labels.map { label in
                var text = label.name + ": " + label.shortSwiftType
                switch label.kind {
                case .required: break
                case .optional: text += " = nil"
                case .list: text += " = []"
                case .defaulted(let literal): text += " = " + literal
                case .flag: text += " = false"
                }
                return text
            }.joined(separator: ", ") + ")"
    }
}
