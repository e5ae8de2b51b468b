/// One entry of a composing spec's `"modules"` (Specification §12.1): a case of the
/// composing enum whose payload is another module's generated enum.
public struct ModuleEntry: Hashable, Sendable {
    /// The key: the composing enum's case name (`catalog`).
    public var caseName: String
    /// The Swift module that compiles the module's spec (`Catalog`).
    public var moduleName: String
    /// The module spec's path as `"spec"` writes it, relative to the composing spec; `nil` for
    /// SwiftPM's layout, `../<module>/routes.json`.
    public var specPath: String?
    /// Where the key is.
    public var position: SourcePosition
    /// The module's generated enum (`CatalogRoute`), once the module's spec has been read.
    public var enumName: String?

    /// Creates an entry.
    public init(
        caseName: String, moduleName: String, specPath: String? = nil, position: SourcePosition,
        enumName: String? = nil
    ) {
        self.caseName = caseName
        self.moduleName = moduleName
        self.specPath = specPath
        self.position = position
        self.enumName = enumName
    }

    /// The path of the module's spec relative to the composing spec: `"spec"`, else SwiftPM's
    /// `../<module>/routes.json`.
    public var relativeSpecPath: String { specPath ?? "../\(moduleName)/routes.json" }

    /// The module's enum as the composing module's code names it: `Catalog.CatalogRoute`; the
    /// enum's name alone when it is the module's name, which the imported type would hide.
    public var qualifiedEnumName: String {
        let name = enumName ?? "Route"
        return name == moduleName ? name : moduleName + "." + name
    }
}

/// Where a route of a composed table comes from, when a module's spec declares it (Specification
/// §12.3): the composing case it opens under and its name in its own spec.
public struct RouteModule: Hashable, Sendable {
    /// The composing enum's case of the module (`catalog`).
    public var caseName: String
    /// The route's case name in the module's enum (`product`).
    public var localName: String
    /// The module's enum, qualified: `Catalog.CatalogRoute`.
    public var qualifiedEnumName: String

    /// Creates a membership.
    public init(caseName: String, localName: String, qualifiedEnumName: String) {
        self.caseName = caseName
        self.localName = localName
        self.qualifiedEnumName = qualifiedEnumName
    }
}
