/// Spelling of Swift source pieces: literals, names and types.
enum SwiftSyntax {
    /// Text that is safe inside a `///` doc comment line.
    static func docText(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
    }

    /// A name as an identifier, in backticks when it is a keyword.
    static func identifier(_ name: String) -> String {
        SwiftNames.escaped(name)
    }

    /// A name as an argument label at a call site, where only `inout`, `var` and `let` need
    /// backticks.
    static func argumentLabel(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    /// The access modifier with a trailing space, or nothing for `internal`.
    static func access(_ level: AccessLevel) -> String {
        level == .internal ? "" : level.rawValue + " "
    }
}
