import RouteRuntime

/// The app type behind `"Sku": {"swift": "Sku"}`: six uppercase letters or digits.
///
/// Declared as an app would, without `nonisolated`, in a module whose default isolation is
/// `MainActor`: `RouteParameter` refines `Sendable`, so the conformance and the members that
/// satisfy it are not isolated to the main actor, and the generated code reads and prints the
/// type anywhere.
struct Sku: RouteParameter {
    let code: String

    init?(routeParameter: String) {
        let isCodeCharacter: (Unicode.Scalar) -> Bool = {
            ("A"..."Z").contains($0) || ("0"..."9").contains($0)
        }
        guard routeParameter.unicodeScalars.count == 6,
            routeParameter.unicodeScalars.allSatisfy(isCodeCharacter)
        else { return nil }
        code = routeParameter
    }

    var routeParameter: String { code }
}
