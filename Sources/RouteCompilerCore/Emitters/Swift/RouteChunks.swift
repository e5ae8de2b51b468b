@_spi(Generated) import RouteRuntime

/// Splits a large route list into chunks for the generated functions that would otherwise hold
/// one statement or `case` per route (`_visit`, the makers): the Swift compiler's cost for such a
/// function grows faster than its length, most of all in release builds (BENCHMARKS.md).
///
/// Where a chunk starts is decided by each route's name alone (a hash of it), not by its position,
/// so that adding or removing a route changes its own chunk only (Specification §6.1).
enum RouteChunks {
    /// One route in 64 starts a chunk of the makers, on average.
    static let factor: UInt64 = 64

    /// One route in 1,024 starts a chunk of `_visit`, on average. `_visit` passes a route it does
    /// not handle on to the next chunk, so a route value visits as many chunks as precede its own
    /// (`url`, `==` and `hash(into:)` pay for each); chunks of about a thousand routes keep that to
    /// ten at 10,000 routes, and compile faster than chunks of 64 or of several thousand, in debug
    /// and release builds (BENCHMARKS.md, "Third round").
    static let visitFactor: UInt64 = 1024

    /// The routes in chunks: a chunk starts at the first route and at every route whose name
    /// hashes to a multiple of `factor`.
    static func split(_ routes: [Route], factor: UInt64) -> [[Route]] {
        var result: [[Route]] = []
        for route in routes {
            if result.isEmpty || fnv1a64(route.name) % factor == 0 {
                result.append([route])
            } else {
                result[result.count - 1].append(route)
            }
        }
        return result
    }

    /// The 64-bit FNV-1a hash of a name's UTF-8 bytes.
    static func fnv1a64(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}

/// The makers in chunks of the routes' key order (`RouteRuntime._RouteKey/route(_:)`): a chunk
/// starts at the smallest key and at every key that is a multiple of ``RouteChunks/factor``, so
/// that where chunks start depends on each route's own key, never on its position, and `_make`
/// finds a key's chunk by comparing it with the chunks' first keys.
struct MakerChunks {
    struct Chunk {
        /// The routes by key, in key order.
        var routes: [(key: UInt64, route: Route)]
        /// The first route.
        var first: (key: UInt64, route: Route) { routes[0] }
        /// The chunk's function: `_makeFirst` for the chunk of the smallest keys, else named after
        /// its first route.
        var name: String
    }

    let chunks: [Chunk]

    init(_ routes: [Route]) {
        let keyed = routes.map { (key: _RouteKey.route($0.name), route: $0) }.sorted { $0.key < $1.key }
        var chunks: [Chunk] = []
        for entry in keyed {
            if chunks.isEmpty {
                chunks.append(Chunk(routes: [entry], name: "_makeFirst"))
            } else if entry.key % RouteChunks.factor == 0 {
                chunks.append(Chunk(routes: [entry], name: "_make_" + RouteCaseSyntax.helperName(entry.route)))
            } else {
                chunks[chunks.count - 1].routes.append(entry)
            }
        }
        self.chunks = chunks
    }
}
