/// A place in a source file: 1-based line and column.
///
/// Columns count Unicode scalars from the start of the line, so a position printed as
/// `routes.json:3:12` points at the character an editor shows in column 12.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The position of the first character of a file.
    public static let start = SourcePosition(line: 1, column: 1)

    /// This position moved `count` columns to the right on the same line.
    public func advanced(by count: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + count)
    }

    /// Whether `lhs` comes before `rhs` in the file.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `LINE:COLUMN`.
    public var description: String { "\(line):\(column)" }
}
