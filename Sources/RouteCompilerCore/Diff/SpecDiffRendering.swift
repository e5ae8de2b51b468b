extension SpecDiff {
    /// How the diff is printed.
    public enum Format: String, Sendable, CaseIterable {
        /// Plain text, for a terminal or a CI log.
        case text
        /// Markdown, for a pull-request comment.
        case markdown
    }

    /// The diff printed in `format`, ending with a newline. `oldName` and `newName` name the two
    /// files; `allowBreaking` says that breaking changes were accepted (`--allow-breaking`).
    public func render(_ format: Format, oldName: String, newName: String, allowBreaking: Bool = false) -> String {
        switch format {
        case .text: text(oldName: oldName, newName: newName, allowBreaking: allowBreaking)
        case .markdown: markdown(oldName: oldName, newName: newName, allowBreaking: allowBreaking)
        }
    }

    /// `1 change breaks links already out there, 2 break Swift code`, or `nil` when none breaks.
    var breakingSummary: String? {
        let links = changes(in: .breaksLinks).count
        let code = changes(in: .breaksCode).count
        var parts: [String] = []
        if links > 0 {
            parts.append("\(links) \(links == 1 ? "change breaks" : "changes break") links already out there")
        }
        if code > 0 {
            let subject =
                parts.isEmpty ? (code == 1 ? "change breaks" : "changes break") : (code == 1 ? "breaks" : "break")
            parts.append("\(code) \(subject) Swift code that uses " + Markdown.code(enumName))
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func itemText(_ change: Change) -> String {
        var text = change.route.map { Markdown.code($0) + ": " } ?? ""
        text += change.message
        if let example = change.example { text += "; e.g. " + example }
        return text
    }

    private func text(oldName: String, newName: String, allowBreaking: Bool) -> String {
        var lines = ["Route changes from \(oldName) to \(newName):"]
        if changes.isEmpty {
            lines.append("No changes.")
            return lines.joined(separator: "\n") + "\n"
        }
        for category in Category.allCases {
            let items = changes(in: category)
            guard !items.isEmpty else { continue }
            lines.append("")
            lines.append("\(category.title) (\(items.count)):")
            for item in items {
                lines.append("  - " + itemText(item))
            }
        }
        lines.append("")
        if let summary = breakingSummary {
            let verdict = allowBreaking ? "Breaking changes, allowed with --allow-breaking" : "Breaking changes"
            lines.append("\(verdict): \(summary).")
        } else {
            lines.append("No breaking changes.")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func markdown(oldName: String, newName: String, allowBreaking: Bool) -> String {
        var lines = ["### Route changes: " + Markdown.code(oldName) + " → " + Markdown.code(newName), ""]
        if changes.isEmpty {
            lines.append("No changes.")
            return lines.joined(separator: "\n") + "\n"
        }
        if let summary = breakingSummary {
            lines.append(allowBreaking ? "> [!WARNING]" : "> [!CAUTION]")
            let accepted = allowBreaking ? " (allowed with `--allow-breaking`)" : ""
            lines.append("> **Breaking**: \(summary)\(accepted).")
        } else {
            lines.append("> [!NOTE]")
            lines.append("> No breaking changes.")
        }
        for category in Category.allCases {
            let items = changes(in: category)
            guard !items.isEmpty else { continue }
            lines += ["", "#### \(category.title) (\(items.count))", ""]
            for item in items {
                var text = "- " + (item.route.map { "**" + Markdown.code($0) + "**: " } ?? "") + item.message
                if let example = item.example { text += "<br>e.g. " + example }
                lines.append(text)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
