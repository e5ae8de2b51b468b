import Foundation
import RouteCompilerCore
@_spi(Generated) import RouteRuntime

// libFuzzer target `matcher`: the matcher generated from Tests/RouteCompilerPluginTests/routes.json
// (compiled together with ProductCode.swift and ReferenceAgreement.swift from that folder)
// against the reference matcher. A disagreement, or a matched route whose `url` or
// `url(scheme:)` does not match back to the same route, is a crash. Built by scripts/fuzz.sh.

/// The spec the generated code was generated from.
let spec: RouteSpec = {
    let path =
        ProcessInfo.processInfo.environment["ROUTE_FUZZ_ROUTES"]
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Tests/RouteCompilerPluginTests/routes.json").path
    guard let data = FileManager.default.contents(atPath: path), let spec = RouteCompiler.check(Array(data)).spec
    else { fatalError("cannot read the spec at \(path)") }
    return spec
}()

let reference = ReferenceAgreement.matcher(spec)

/// Every accepted scheme, in several spellings, and one that is not accepted.
let schemes = ["https", "myapp", "myapp-beta", "MYAPP", "ftp"]

/// Crashes when the matchers disagree on `text`, or a matched route does not round-trip.
func check(_ text: String) {
    let generated = TestRoute(string: text)
    if let problem = ReferenceAgreement.disagreement(generated, reference.match(text)) {
        fatalError("matchers disagree on \(text.debugDescription): \(problem)")
    }
    if let url = URL(string: text) {
        _ = TestRoute(url: url)
    }
    guard let route = generated, !ReferenceAgreement.isShadowedPage(route, in: spec) else { return }
    let built = [route.url] + schemes.compactMap { route.url(scheme: $0) }
    for url in built where !ReferenceAgreement.isOverLong(url) {
        let back = TestRoute(url: url)
        guard back == route else {
            fatalError(
                "\(text.debugDescription) matched \(route), whose URL \(url.absoluteString) matches "
                    + String(describing: back))
        }
        if let problem = ReferenceAgreement.disagreement(back, reference.match(url.absoluteString)) {
            fatalError("matchers disagree on the built URL \(url.absoluteString): \(problem)")
        }
    }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    check(text)
    // Inputs without a scheme also run under accepted origins, so that mutations of paths and
    // queries reach the routes without first having to find a scheme and host.
    if !text.contains("://") {
        check("https://example.com/" + text)
        check("myapp-beta://" + text)
    }
    return 0
}
