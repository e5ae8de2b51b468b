import Foundation
import RouteCompilerCore
import RouteRuntime

// libFuzzer target `matcher`: the matcher generated from Tests/RouteCompilerPluginTests/routes.json
// (compiled together with ProductCode.swift and ReferenceAgreement.swift from that folder)
// against the reference matcher, for URLs (`init?(string:)`, `init?(url:)`) and paths alone
// (`init?(path:)`). A disagreement, or a matched route whose `url`, `url(scheme:)` or path does not
// match back to the same route outside the documented exceptions of Specification §5.3 rule 3
// (the ones `ReferenceAgreement` names, as the differential and round-trip-law tests apply
// them), is a crash. Built by scripts/fuzz.sh.

let spec = TestSpec.spec
let reference = ReferenceAgreement.matcher(spec)

/// Every scheme of the spec, in several spellings, and one it does not declare
/// (`RoundTripLawTests.schemes`, and an upper-case spelling).
let schemes = ["https", "myapp", "myapp-beta", "ksr", "MYAPP", "ftp"]

/// Crashes when the matchers disagree on the URL `text`, or a matched route does not round-trip.
func check(_ text: String) {
    let generated = TestRoute(string: text)
    if let problem = ReferenceAgreement.disagreement(generated, reference.match(text)) {
        fatalError("matchers disagree on \(text.debugDescription): \(problem)")
    }
    if let url = URL(string: text) {
        // Foundation may repair the text (Fuzz/README.md, O1): the answer for what it keeps.
        let repaired = url.absoluteString
        if let problem = ReferenceAgreement.disagreement(TestRoute(url: url), reference.match(repaired)) {
            fatalError(
                "matchers disagree on URL(string: \(text.debugDescription)), \(repaired.debugDescription): \(problem)")
        }
    }
    if let route = generated { checkRoundTrip(route, from: text) }
}

/// Crashes when the matchers disagree on the path `text` (Specification §4.9).
func checkPath(_ text: String) {
    if let problem = ReferenceAgreement.disagreement(TestRoute(path: text), reference.match(path: text)) {
        fatalError("matchers disagree on the path \(text.debugDescription): \(problem)")
    }
}

/// Specification §5.3: the route's canonical URL, its URL under each scheme and the path of its
/// https URL open it again, outside the documented exceptions.
func checkRoundTrip(_ route: TestRoute, from text: String) {
    if ReferenceAgreement.isShadowedPage(route, in: spec) || ReferenceAgreement.splitsDifferently(route) { return }
    let built = [route.url] + schemes.compactMap { route.url(scheme: $0) }
    for url in built where !ReferenceAgreement.isOverLong(url) && !ReferenceAgreement.isExcluded(url) {
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
    // The path and query of the https URL, read alone (§5.3 rule 1).
    let canonical = route.url.absoluteString
    guard canonical.hasPrefix("https://"), !ReferenceAgreement.isOverLong(route.url),
        !ReferenceAgreement.isExcluded(route.url),
        let slash = canonical.dropFirst("https://".count).firstIndex(of: "/")
    else { return }
    let path = String(canonical[slash...])
    checkPath(path)
    guard TestRoute(path: path) == route else {
        fatalError(
            "\(text.debugDescription) matched \(route), whose path \(path.debugDescription) matches "
                + String(describing: TestRoute(path: path)))
    }
}

/// The entry point libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    check(text)
    if text.hasPrefix("/") { checkPath(text) }
    // Inputs without a scheme also run under accepted origins and as a path, so that mutations of
    // paths and queries reach the routes without first having to find a scheme and host.
    if !text.contains("://") {
        check("https://example.com/" + text)
        check("myapp-beta://" + text)
        check("ksr://www.example.com/" + text)
        checkPath("/" + text)
    }
    return 0
}
