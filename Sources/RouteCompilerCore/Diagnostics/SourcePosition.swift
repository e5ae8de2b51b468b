/// A place in a source file: 1-based line and column, and the file when it is not the spec being
/// compiled.
///
/// Columns count Unicode scalars from the start of the line, so a position printed as
/// `routes.json:3:12` points at the character an editor shows in column 12.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The file, as the composing spec names it (`../Catalog/routes.json`, Specification §12), for
    /// a position in a module's spec; `nil` for the spec being compiled.
    public var file: String?

    /// Creates a position.
    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    /// The position of the first character of a file.
    public static let start = SourcePosition(line: 1, column: 1)

    /// This position moved `count` columns to the right on the same line.
    public func advanced(by count: Int) -> SourcePosition {
        SourcePosition(line: line, column: column + count, file: file)
    }

    /// Whether `lhs` comes before `rhs`: the spec being compiled first, then the other files by
    /// name, each in file order.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        if lhs.file != rhs.file {
            guard let left = lhs.file else { return true }
            guard let right = rhs.file else { return false }
            return left < right
        }
        return (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `FILE:LINE:COLUMN`, `file` standing for the spec being compiled.
    public func located(in file: String) -> String {
        "\(self.file(default: file)):\(line):\(column)"
    }

    /// The file of this position, `file` standing for the spec being compiled.
    public func file(default file: String) -> String {
        self.file ?? file
    }

    /// `LINE:COLUMN`, or `FILE:LINE:COLUMN` in another file than the spec being compiled.
    public var description: String { file.map { "\($0):\(line):\(column)" } ?? "\(line):\(column)" }
}
