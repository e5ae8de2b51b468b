import RouteCompilerCore

/// The Digital Asset Links file `/.well-known/assetlinks.json` for the shop's Android app, made by
/// RouteCompiler's own generator, the one behind `route-compiler assetlinks`.
enum AssetLinksFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The file's JSON text for the app `package` signed with the certificates `fingerprints`
    /// (SHA-256, colon-separated hexadecimal).
    static func make(package: String, fingerprints: [String]) throws -> String {
        let options = [(name: "package", value: package)] + fingerprints.map { (name: "sha256", value: $0) }
        switch DigitalAssetLinks.statements(from: options) {
        case .success(let statements): return DigitalAssetLinks.render(statements)
        case .failure(let failure): throw Failure(description: failure.message)
        }
    }
}
