/// A compiled route table: what the generated enum matches URLs against and builds URLs from.
///
/// The generated code keeps one in a `static let`, made from the texts `route-compiler` wrote
/// (see ``TableDescription`` for their format) and, for each app type (`{"swift": T}`), a function
/// that tells whether a text is a value of the type. It is built once, on first use, and never
/// changes, so it is safe to share between threads.
@_spi(Generated) public final class _RouteTable: @unchecked Sendable {
    /// The matcher's structures (allocated once, for the life of the table).
    let storage: UnsafeMutablePointer<TableStorage>
    /// The schemes as `routes.json` spells them, and whether each carries a host.
    let schemeSpellings: [(name: String, withHost: Bool)]
    /// The hosts as written (`*.example.com` for a wildcard).
    let hostSpellings: [(name: String, isWildcard: Bool)]
    /// What building a route's URL needs, by route.
    let templates: [URLTemplate]
    /// The route with each name.
    let routeIndex: RouteNameIndex
    /// The metadata declarations, and each route's values (route-major).
    let metadataValues: RouteMetadata
    /// The excluded paths, as a table of their own (its patterns have no route).
    let excludes: UnsafeMutablePointer<TableStorage>?

    /// Builds a table.
    ///
    /// - Parameters:
    ///   - origins: the schemes and hosts of the environment the generated code was compiled for.
    ///   - routes: the types, metadata, routes and patterns.
    ///   - appTypes: for each app type, in the order the routes text declares them, whether a
    ///     decoded text is one of its values.
    public init(origins: String, routes: String, appTypes: [@Sendable (String) -> Bool] = []) {
        let description = TableDescriptionParser.parse(origins: origins, routes: routes)
        var built = TableBuilder.build(description)
        built.appTypes = TableStorage.storeAppTypes(appTypes)
        storage = .allocate(capacity: 1)
        storage.initialize(to: built)
        schemeSpellings = description.schemes.map { ($0.spelling, $0.withHost) }
        hostSpellings = description.hosts.map { ($0.spelling, $0.isWildcard) }
        templates = URLTemplate.templates(of: description)
        routeIndex = RouteNameIndex(description.routes.map(\.name))
        metadataValues = RouteMetadata(description)
        if description.excludes.isEmpty {
            excludes = nil
        } else {
            var excludeDescription = TableDescription()
            excludeDescription.enumerations = description.enumerations
            excludeDescription.patterns = description.excludes
            var built = TableBuilder.buildExcludes(excludeDescription)
            built.appTypes = TableStorage.storeAppTypes(appTypes)
            excludes = .allocate(capacity: 1)
            excludes!.initialize(to: built)
        }
    }

    deinit {
        storage.pointee.deallocate()
        storage.deallocate()
        excludes?.pointee.deallocate()
        excludes?.deallocate()
    }
}
