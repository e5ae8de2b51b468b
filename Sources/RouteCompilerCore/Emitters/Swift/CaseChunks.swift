/// Splits the cases into chunks for the `switch self` statements of the generated code.
///
/// An exhaustive `switch` over more than about 800 cases with payloads does not type-check in
/// reasonable time, so large enums are switched over in chunks of ``size`` cases, each with a
/// `default`, behind a dispatch on the case's index. A table that fits in one chunk gets one
/// exhaustive `switch`, without a `default` (which would be a warning).
struct CaseChunks {
    /// Cases per chunk.
    static let size = 200

    let count: Int

    var isSingle: Bool { count <= CaseChunks.size }

    /// The route indices of each chunk.
    var chunks: [Range<Int>] {
        stride(from: 0, to: max(count, 1), by: CaseChunks.size).map {
            $0..<min($0 + CaseChunks.size, count)
        }
    }

    /// The pattern `.name(let a0, let a1)` (or `.name`) binding the payload to `prefix0`, ….
    static func pattern(_ route: Route, prefix: String) -> String {
        let count = route.parameters.count
        let name = "." + SwiftSyntax.identifier(route.name)
        if count == 0 { return name }
        return name + "(" + (0..<count).map { "let \(prefix)\($0)" }.joined(separator: ", ") + ")"
    }
}
