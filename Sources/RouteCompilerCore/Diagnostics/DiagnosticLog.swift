/// Collects the diagnostics of one read of `routes.json`.
struct DiagnosticLog {
    /// Everything reported so far, in the order it was reported.
    private(set) var diagnostics: [Diagnostic] = []

    /// The number of errors reported so far.
    private(set) var errorCount = 0

    /// Reports an error.
    mutating func error(_ message: String, at position: SourcePosition, notes: [Diagnostic] = []) {
        diagnostics.append(.error(message, at: position, notes: notes))
        errorCount += 1
    }

    /// Reports a warning: the spec stays usable.
    mutating func warning(_ message: String, at position: SourcePosition, notes: [Diagnostic] = []) {
        diagnostics.append(.warning(message, at: position, notes: notes))
    }

    /// Adds diagnostics collected elsewhere.
    mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
        errorCount += other.count { $0.severity == .error }
    }
}
