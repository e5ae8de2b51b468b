/// The entries of the Associated Domains entitlement (`com.apple.developer.associated-domains`)
/// for the hosts of a spec (`route-compiler entitlements`, Specification §10.2): `applinks:` for
/// universal links, and on request `webcredentials:` (Password AutoFill) and `appclips:` (App
/// Clips).
public enum AssociatedDomainsEntitlement {
    /// How the entries are printed.
    public enum Format: String, Sendable, CaseIterable {
        /// One `applinks:host` a line.
        case plain
        /// A property-list `<array>` of `<string>`s, to paste under the entitlement's key in an
        /// `.entitlements` file.
        case plist
    }

    /// `applinks:<host>` for every top-level host, in declaration order; wildcard hosts stay
    /// wildcards (`applinks:*.example.com`). With `webcredentials`, then `webcredentials:<host>`
    /// for each host; with `appClips`, then `appclips:<host>` for each host.
    public static func entries(of spec: RouteSpec, webcredentials: Bool = false, appClips: Bool = false) -> [String] {
        var services = ["applinks"]
        if webcredentials { services.append("webcredentials") }
        if appClips { services.append("appclips") }
        return services.flatMap { service in spec.hosts.map { service + ":" + $0.value.text } }
    }

    /// The hosts that no route accepts (their AASA file would claim nothing), in declaration order.
    public static func unusedHosts(of spec: RouteSpec) -> [String] {
        spec.hosts.map(\.value).filter { host in
            !spec.routes.contains { $0.acceptedHosts(in: spec).contains(host) }
        }.map(\.text)
    }

    /// The entries (``entries(of:webcredentials:appClips:)``) printed in `format`, ending with a
    /// newline.
    public static func render(
        _ spec: RouteSpec, format: Format, webcredentials: Bool = false, appClips: Bool = false
    ) -> String {
        let entries = entries(of: spec, webcredentials: webcredentials, appClips: appClips)
        switch format {
        case .plain:
            return entries.map { $0 + "\n" }.joined()
        case .plist:
            guard !entries.isEmpty else { return "<array/>\n" }
            var text = "<array>\n"
            for entry in entries {
                text += "\t<string>" + xmlEscaped(entry) + "</string>\n"
            }
            return text + "</array>\n"
        }
    }

    /// `text` with `&`, `<` and `>` escaped for XML character data.
    static func xmlEscaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
