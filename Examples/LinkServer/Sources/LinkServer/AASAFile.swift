import RouteCompilerCore

/// The apple-app-site-association file for the routes.json that ships with the tool (embedded in
/// its code by the target's resources rule), made by RouteCompiler's own generator — the one
/// behind `route-compiler aasa` — so the file claims exactly the paths the app's `ShopRoute`
/// opens.
enum AASAFile {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The file's JSON text, for the apps `appIDs` (`TEAMID.bundle.id`) and one host or all.
    static func make(appIDs: [String], host: String?) throws -> String {
        let output = RouteCompiler.check(PackageResources.routes_json)
        guard let spec = output.spec else {
            let messages = output.diagnostics.map { "routes.json:\($0.position): \($0.message)" }
            throw Failure(description: "routes.json has errors:\n" + messages.joined(separator: "\n"))
        }
        switch AppSiteAssociation.generate(spec, appIDs: appIDs, host: host) {
        case .success(let text): return text
        case .failure(let failure): throw Failure(description: failure.message)
        }
    }
}
