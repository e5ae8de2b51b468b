/// The route a URL opens according to the ``ReferenceMatcher``: the route, the pattern that
/// matched and the case's values in label order.
public struct ReferenceMatch: Hashable, Sendable, CustomStringConvertible {
    /// The route's index in ``RouteSpec/routes``.
    public var routeIndex: Int
    /// The route's name: the case name.
    public var routeName: String
    /// The index in ``Route/patterns`` of the pattern that matched.
    public var patternIndex: Int
    /// The case's values in label order (``Route/parameters``).
    public var arguments: [ReferenceArgument]
    /// The generated enum's name, for printing named enum values.
    public var enumName: String
    /// When the match won over another matching pattern of the same path by the order of the
    /// URL's query keys (Specification §4.7 rule 4): that pattern's route and the deciding key.
    public var keyOrderWin: KeyOrderWin?
    /// The module whose spec declares the route, in a composed table (Specification §12): the
    /// case is then the module's, inside the composing enum's case of the module.
    public var module: RouteModule?

    /// A win by the order of the URL's query keys.
    public struct KeyOrderWin: Hashable, Sendable {
        /// The route of the pattern that lost.
        public var over: String
        /// The first key of the URL that the winner requires and the loser does not.
        public var key: String
    }

    /// Creates a match.
    public init(
        routeIndex: Int, routeName: String, patternIndex: Int, arguments: [ReferenceArgument],
        enumName: String
    ) {
        self.routeIndex = routeIndex
        self.routeName = routeName
        self.patternIndex = patternIndex
        self.arguments = arguments
        self.enumName = enumName
    }

    /// The value of the argument labelled `label`.
    public subscript(label: String) -> ReferenceValue? {
        arguments.first { $0.label == label }?.value
    }

    /// The case exactly as Swift's `String(describing:)` prints the generated enum value:
    /// `home`, `product(id: 42, ref: nil)`, `product(id: 42, ref: Optional("mail"))`,
    /// `tab(tab: RoutesDemo.AppRoute.Tab.search)`.
    ///
    /// - Parameters:
    ///   - module: the module that declares the generated enum (`nil` leaves out `Module.`).
    ///   - swiftValue: prints a `{"swift"}` value as `String(reflecting:)` prints the app's value
    ///     (for example `{ String(reflecting: ProductCode(routeParameter: $1)!) }`).
    public func swiftDescription(
        module: String?, swiftValue: ReferenceValue.SwiftValuePrinter? = nil
    ) -> String {
        // A module's case prints inside the composing case, qualified as a payload prints
        // (`catalog(Catalog.CatalogRoute.product(id: 42))`).
        let name = self.module.map { $0.qualifiedEnumName + "." + $0.localName } ?? routeName
        var text = name
        if !arguments.isEmpty {
            let payload = arguments.map { argument in
                argument.label + ": "
                    + argument.value.swiftDescription(module: module, enumName: enumName, swiftValue: swiftValue)
            }
            text += "(" + payload.joined(separator: ", ") + ")"
        }
        return self.module.map { $0.caseName + "(" + text + ")" } ?? text
    }

    /// ``swiftDescription(module:swiftValue:)`` without a module: `product(id: 42, ref: nil)`.
    public var description: String { swiftDescription(module: nil) }

    /// The case as Swift source would write it: `.product(id: 42, ref: "mail")`, `.home`.
    public var swiftLiteral: String {
        var text = "." + SwiftNames.escaped(module?.localName ?? routeName)
        if !arguments.isEmpty {
            let payload = arguments.map { $0.label + ": " + $0.value.swiftLiteral }
            text += "(" + payload.joined(separator: ", ") + ")"
        }
        return module.map { "." + SwiftNames.escaped($0.caseName) + "(" + text + ")" } ?? text
    }
}
