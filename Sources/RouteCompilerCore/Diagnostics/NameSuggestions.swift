/// "Did you mean" suggestions for misspelt keys and type names.
enum NameSuggestions {
    /// The candidate closest to `name` by edit distance (ignoring case, a swap of two adjacent
    /// characters counting as one edit), if it is close enough to be a likely typo: at most one
    /// edit per three characters of `name`, at least one, at most three. The first of equally
    /// close candidates wins.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let limit = min(3, max(1, name.unicodeScalars.count / 3))
        let target = Array(name.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        // Lengths that differ by more than the limit cannot be within it; skipping them keeps a
        // megabyte-long name from costing a megabyte-squared comparison.
        for candidate in candidates where abs(candidate.unicodeScalars.count - target.count) <= limit {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` for the closest candidate, or an empty string.
    static func suffix(for name: String, among candidates: [String]) -> String {
        guard let match = closest(to: name, among: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
    /// adjacent characters.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previous2[j - 2] + 1)
                }
                current[j] = value
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
