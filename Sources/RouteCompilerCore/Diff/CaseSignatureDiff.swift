/// Compares the Swift signature of a route's case: `case product(id: Int, ref: String? = nil)`.
///
/// Code that builds the case (`.product(id: 42)`) and code that matches it
/// (`case .product(let id, _)`) still compiles only if every old label keeps its name, order and
/// type, and every new label has a default. A label whose default disappears breaks call sites
/// that leave it out; a case that had no payload and gets one (even with defaults) breaks `.home`.
enum CaseSignatureDiff {
    /// A label's Swift type, as the generated enum spells it without module prefixes.
    struct Label: Equatable {
        var name: String
        /// `Int`, `String?`, `[String]`, `Tab`.
        var swiftType: String
        var hasDefault: Bool
        /// The default's literal, for `T = literal`.
        var defaultLiteral: String?
    }

    static func labels(of route: Route) -> [Label] {
        RouteParameterShape.all(of: route).map { parameter in
            let element: String
            switch parameter.type {
            case .string: element = "String"
            case .int: element = "Int"
            case .double: element = "Double"
            case .bool: element = "Bool"
            case .uuid: element = "UUID"
            case .enumeration(let name): element = name
            case .swift(_, let swiftType): element = swiftType
            }
            switch parameter.kind {
            case .required:
                let type = parameter.isCatchAll ? "[String]" : element
                return Label(name: parameter.name, swiftType: type, hasDefault: false, defaultLiteral: nil)
            case .optional:
                return Label(name: parameter.name, swiftType: element + "?", hasDefault: true, defaultLiteral: nil)
            case .list:
                return Label(
                    name: parameter.name, swiftType: "[" + element + "]", hasDefault: true, defaultLiteral: nil)
            case .defaulted(let literal):
                return Label(name: parameter.name, swiftType: element, hasDefault: true, defaultLiteral: literal)
            }
        }
    }

    /// The changes of `old`'s case signature in `new` (whose case may have been renamed).
    static func changes(old: Route, new: Route, oldSpec: RouteSpec, newSpec: RouteSpec) -> [SpecDiff.Change] {
        let before = labels(of: old)
        let after = labels(of: new)
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
        var renamed: [(from: Label, to: Label)] = []
        for label in removed {
            guard let position = before.firstIndex(of: label), position < after.count else { continue }
            let candidate = after[position]
            if added.contains(candidate), candidate.swiftType == label.swiftType {
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
            let text = Markdown.code(label.name + ": " + label.swiftType)
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
            if label.swiftType != newLabel.swiftType {
                code(
                    "the type of " + name + " changed from " + Markdown.code(label.swiftType) + " to "
                        + Markdown.code(newLabel.swiftType))
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
    static func signature(_ labels: [Label]) -> String {
        "("
            + labels.map { label in
                var text = label.name + ": " + label.swiftType
                if label.swiftType.hasSuffix("?") && label.hasDefault && label.defaultLiteral == nil {
                    text += " = nil"
                } else if label.swiftType.hasPrefix("[") && label.hasDefault && label.defaultLiteral == nil {
                    text += " = []"
                } else if let literal = label.defaultLiteral {
                    text += " = " + literal
                }
                return text
            }.joined(separator: ", ") + ")"
    }
}
