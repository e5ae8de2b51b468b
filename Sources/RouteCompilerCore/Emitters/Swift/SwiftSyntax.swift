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

    /// A name as an argument label at a call site (`.item(default: 1)`): every keyword but `inout`
    /// is a label there as written, and Swift warns that a keyword in backticks "does not need to
    /// be escaped in argument list"; `inout` needs them. (In a declaration, `var` and `let` need
    /// them too, which ``identifier(_:)`` gives.)
    static func argumentLabel(_ name: String) -> String {
        name == "inout" ? "`\(name)`" : name
    }

    /// The access modifier with a trailing space, or nothing for `internal`.
    static func access(_ level: AccessLevel) -> String {
        level == .internal ? "" : level.rawValue + " "
    }
}

/// How the generated code names a route's case, which in a composed table may be a module's
/// (Specification §12.3): `.product` for a route of the spec, `.catalog(.product)` for
/// route `product` of module case `catalog`.
enum RouteCaseSyntax {
    /// The case with `payload` (`(let a0)`, `(id: m.value(0))` or nothing) after the route's own
    /// case name: `.product(id: 1)`, `.catalog(.product(id: 1))`.
    static func expression(_ route: Route, payload: String) -> String {
        let own = "." + SwiftSyntax.identifier(route.module?.localName ?? route.name) + payload
        guard let module = route.module else { return own }
        return "." + SwiftSyntax.identifier(module.caseName) + "(" + own + ")"
    }

    /// The route's name in generated helpers' names (`_visit_product`, `_build_catalog_product`):
    /// the composed name with `.` written `_`.
    static func helperName(_ route: Route) -> String {
        String(route.name.map { $0 == "." ? "_" : $0 })
    }
}
