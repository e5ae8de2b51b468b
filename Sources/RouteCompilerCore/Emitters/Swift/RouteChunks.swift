/// Splits a large route list into chunks for the generated functions that would otherwise hold
/// one statement or `case` per route (`_visit`, the makers): the Swift compiler's cost for such a
/// function grows faster than its length, most of all in release builds (BENCHMARKS.md).
///
/// Where a chunk starts is decided by each route's name alone (a hash of it), not by its position,
/// so that adding or removing a route changes its own chunk only (Specification §6.1).
enum RouteChunks {
    /// One route in 64 starts a chunk, on average.
    static let factor: UInt64 = 64

    /// The routes in chunks: a chunk starts at the first route and at every route whose name
    /// hashes to a multiple of ``factor``.
    static func split(_ routes: [Route]) -> [[Route]] {
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
