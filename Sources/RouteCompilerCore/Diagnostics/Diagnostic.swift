/// A message about a place in `routes.json`, printed as `file:LINE:COLUMN: severity: message`.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case error
        case warning
        case note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        /// Whether `lhs` is more serious than `rhs`.
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// How serious it is.
    public var severity: Severity
    /// Where it points.
    public var position: SourcePosition
    /// What is wrong and how to fix it.
    public var message: String
    /// Notes that belong to this diagnostic (for example the other route of an ambiguity),
    /// printed right after it.
    public var notes: [Diagnostic]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        at position: SourcePosition,
        _ message: String,
        notes: [Diagnostic] = []
    ) {
        self.severity = severity
        self.position = position
        self.message = message
        self.notes = notes
    }

    /// An error.
    public static func error(
        _ message: String, at position: SourcePosition, notes: [Diagnostic] = []
    )
        -> Diagnostic
    {
        Diagnostic(.error, at: position, message, notes: notes)
    }

    /// A warning.
    public static func warning(
        _ message: String, at position: SourcePosition, notes: [Diagnostic] = []
    )
        -> Diagnostic
    {
        Diagnostic(.warning, at: position, message, notes: notes)
    }

    /// A note.
    public static func note(_ message: String, at position: SourcePosition) -> Diagnostic {
        Diagnostic(.note, at: position, message)
    }

    /// The diagnostic and its notes as lines `file:LINE:COLUMN: severity: message`, `file` naming
    /// the spec being compiled (a position in a module's spec names its own file).
    public func formatted(file: String) -> String {
        var lines = [
            "\(position.file(default: file)):\(position.line):\(position.column): \(severity.rawValue): \(message)"
        ]
        for note in notes {
            lines.append(note.formatted(file: file))
        }
        return lines.joined(separator: "\n")
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }

    /// The diagnostics in file order (stable for equal positions), each followed by its notes.
    public func sortedByPosition() -> [Diagnostic] {
        enumerated().sorted { a, b in
            a.element.position != b.element.position
                ? a.element.position < b.element.position : a.offset < b.offset
        }.map(\.element)
    }
}
