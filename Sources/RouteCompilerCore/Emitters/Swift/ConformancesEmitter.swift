/// Emits building (Specification §6.4), `Hashable` (§6.9) and `Codable` (§6.7), all through the
/// one `_visit` that reads a route value's case and values.
struct ConformancesEmitter {
    let context: EmitterContext

    func emit(into writer: inout SourceWriter) {
        let spec = context.spec
        let access = context.access
        writer.block("nonisolated extension \(spec.enumName) {") { writer in
            writer.doc([
                "The canonical URL of the route: its first pattern, under `https://` and its first",
                "host when it accepts hosts, else under its first custom scheme.",
            ])
            writer.block("\(access)var url: Foundation.URL {") { writer in
                writer.line("Foundation.URL(string: _urlString(nil)!)!")
            }
            writer.line()
            writer.doc([
                "The route's URL under `scheme` (`\"https\"` or one of the route's custom schemes),",
                "or `nil` when the route does not accept that scheme.",
            ])
            writer.block("\(access)func url(scheme: Swift.String) -> Foundation.URL? {") { writer in
                writer.line("guard let text = _urlString(scheme) else { return nil }")
                writer.line("return Foundation.URL(string: text)")
            }
            writer.line()
            writer.doc(["The URL's text under `scheme`, or the canonical one for `nil`."])
            writer.block("fileprivate func _urlString(_ scheme: Swift.String?) -> Swift.String? {") { writer in
                writer.line("var writer = RouteRuntime._RouteURLWriter(Self._routes, scheme: scheme)")
                writer.line("_visit(&writer)")
                writer.line("return writer.finish()")
            }
            writer.line()
            writer.doc(["Whether two routes are the same case with equal parameters."])
            writer.block("\(access)static func == (lhs: Self, rhs: Self) -> Swift.Bool {") { writer in
                writer.line("var left = RouteRuntime._RouteValues()")
                writer.line("lhs._visit(&left)")
                writer.line("var right = RouteRuntime._RouteValues()")
                writer.line("rhs._visit(&right)")
                writer.line("return left == right")
            }
            writer.line()
            writer.doc(["Hashes the case and its parameters."])
            writer.block("\(access)func hash(into hasher: inout Swift.Hasher) {") { writer in
                writer.line("var hashing = RouteRuntime._RouteHashing(hasher)")
                writer.line("_visit(&hashing)")
                writer.line("hasher = hashing.hasher")
            }
            writer.line()
            writer.doc([
                "Decodes a route from the text of its URL; a text that opens no route is",
                "`DecodingError.dataCorrupted`.",
            ])
            writer.block("\(access)init(from decoder: any Swift.Decoder) throws {") { writer in
                writer.line("self = try RouteRuntime._RouteCoding.decode(from: decoder) { Self(string: $0) }")
            }
            writer.line()
            writer.doc(["Encodes the route as the text of its canonical URL."])
            writer.block("\(access)func encode(to encoder: any Swift.Encoder) throws {") { writer in
                writer.line("try RouteRuntime._RouteCoding.encode(_urlString(nil)!, to: encoder)")
            }
        }
    }
}
