import Foundation
import RouteRuntime
import Testing

/// Links told apart by their query keys (Specification §10.4), through the code the plugin
/// generated from this target's routes.json: keys without a value, `flag`, the key that comes
/// first deciding between patterns of one path, and an app type inside a mixed segment.
@Suite struct QueryKeyTests {
    static let origin = "https://example.com"

    // MARK: Rule 1: keys without a value

    @Test(
        arguments: [
            ("/t/x?startapp", TestRoute.botApp(bot: "x")),
            ("/t/x?startapp=", .botApp(bot: "x")),
            ("/t/x?startapp=abc", .botApp(bot: "x")),
            ("/t/x?startapp=%FF", .botApp(bot: "x")),
            ("/t/x?startapp&startapp=2", .botApp(bot: "x")),
            ("/t/x?mode=dark&startapp", .botApp(bot: "x", mode: "dark")),
            ("/t/x?utm_source=mail", .botProfile(bot: "x")),
            ("/boost/news?ref=mail&boost", .boost(channel: "news", ref: "mail")),
            ("/boost/news?boost=1&ref=mail", .boost(channel: "news", ref: "mail")),
        ])
    func aKeyWithoutAValueMustBePresentWithAnyValueOrNone(path: String, expected: TestRoute) {
        #expect(TestRoute(string: Self.origin + path) == expected)
    }

    @Test func aKeyWithoutAValueThatIsAbsentRefusesThePattern() {
        #expect(TestRoute(string: Self.origin + "/boost/news?ref=mail") == nil)
        #expect(TestRoute(string: Self.origin + "/boost/news?boosts&ref=mail") == nil)
        #expect(TestRoute(string: Self.origin + "/boost/news?Boost&ref=mail") == nil)
    }

    @Test(
        arguments: [
            ("/t/x", false), ("/t/x?direct", true), ("/t/x?direct=", true), ("/t/x?direct=no", true),
            ("/t/x?direct=%FF", true), ("/t/x?direct&direct", true), ("/t/x?directly", false),
            ("/t/x?a=1&direct&b", true),
        ])
    func aFlagIsTrueWhenItsKeyIsPresentWithAnyValueOrNone(path: String, direct: Bool) {
        #expect(TestRoute(string: Self.origin + path) == .botProfile(bot: "x", direct: direct))
    }

    @Test func buildingWritesAKeyWithoutAValueAlone() {
        #expect(TestRoute.botApp(bot: "x").url.absoluteString == "https://example.com/t/x?startapp")
        #expect(
            TestRoute.botApp(bot: "x", mode: "a b").url.absoluteString == "https://example.com/t/x?startapp&mode=a%20b")
        #expect(TestRoute.boost(channel: "c", ref: "r").url.absoluteString == "https://example.com/boost/c?boost&ref=r")
        #expect(TestRoute.botProfile(bot: "x", direct: true).url.absoluteString == "https://example.com/t/x?direct")
        #expect(TestRoute.botProfile(bot: "x").url.absoluteString == "https://example.com/t/x")
        #expect(
            TestRoute.resolve(domain: "d", silent: true).url(scheme: "myapp")?.absoluteString
                == "myapp://resolve?domain=d&silent")
    }

    @Test func aFlagDefaultsToFalse() {
        #expect(TestRoute.botProfile(bot: "x") == .botProfile(bot: "x", direct: false))
        #expect(TestRoute.resolve(domain: "d") == .resolve(domain: "d", silent: false))
    }

    // MARK: Rule 2: the key that comes first decides

    /// Every order of the three keys of `/t/{bot}` that three routes require one each: the first
    /// key in the URL decides.
    @Test func threeRoutesOfOnePathAreToldApartByTheFirstKeyInEveryOrder() {
        let items = ["start=s", "startgroup=g", "startapp"]
        for order in Self.permutations(items) {
            let url = Self.origin + "/t/x?" + order.joined(separator: "&")
            let expected: TestRoute =
                switch order[0] {
                case "start=s": .bot(bot: "x", payload: "s")
                case "startgroup=g": .botGroup(bot: "x", payload: "g")
                default: .botApp(bot: "x")
                }
            #expect(TestRoute(string: url) == expected, "\(url)")
        }
    }

    /// Two routes of one path that share `domain` and differ by `post` and `phone`, beside a
    /// third that requires only `domain`: every order of the three items.
    @Test func twoRoutesOfOnePathAreToldApartByTheFirstKeyThatDiffersInEveryOrder() {
        let items = ["domain=d", "post=7", "phone=555"]
        for order in Self.permutations(items) {
            let url = "myapp://resolve?" + order.joined(separator: "&")
            let post = order.firstIndex(of: "post=7")!
            let phone = order.firstIndex(of: "phone=555")!
            let expected: TestRoute =
                post < phone ? .resolvePost(domain: "d", post: 7) : .resolvePhone(domain: "d", phone: "555")
            #expect(TestRoute(string: url) == expected, "\(url)")
        }
        #expect(TestRoute(string: "myapp://resolve?domain=d") == .resolve(domain: "d"))
        #expect(TestRoute(string: "myapp://resolve?silent&domain=d") == .resolve(domain: "d", silent: true))
        #expect(TestRoute(string: "myapp://resolve?post=7") == nil)
    }

    /// A key the pattern binds against a required `"query"` parameter of another route
    /// (`tg://boost?domain=` against `?channel=`): both are required keys.
    @Test func aRequiredQueryParameterIsAKeyThatDecidesToo() {
        #expect(TestRoute(string: "myapp://boost?domain=d&channel=c") == .boostByDomain(domain: "d"))
        #expect(TestRoute(string: "myapp://boost?channel=c&domain=d") == .boostByChannel(channel: "c"))
        #expect(TestRoute(string: "myapp://boost?utm=1&channel=c") == .boostByChannel(channel: "c"))
        #expect(TestRoute(string: "myapp://boost?channel=c&channel=e&domain=d") == .boostByDomain(domain: "d"))
        #expect(TestRoute(string: "myapp://boost") == nil)
    }

    @Test(
        arguments: [
            // The preferred pattern refuses: the next key in the URL decides among the others.
            ("/t/x?start=1&start=2&startgroup=3", TestRoute.botGroup(bot: "x", payload: "3")),
            ("/t/x?start=1&start=2", .botProfile(bot: "x")),
            ("/t/x?startgroup=1&startgroup=2&startapp&start=s", .botApp(bot: "x")),
            // A key no pattern of the group requires does not decide.
            ("/t/x?direct&startgroup=g&start=s", .botGroup(bot: "x", payload: "g")),
            ("/t/x?mode=m&start=s&startapp", .bot(bot: "x", payload: "s")),
        ])
    func aPatternThatRefusesLeavesTheDecisionToTheNextKey(path: String, expected: TestRoute) {
        #expect(TestRoute(string: Self.origin + path) == expected)
    }

    @Test(
        arguments: [
            ("/t/settings?start=5", TestRoute.botSettings(step: 5)),
            ("/t/settings?startgroup=g&start=5", .botSettings(step: 5)),
            // The literal sibling refuses; the matcher backtracks into the key-told-apart family.
            ("/t/settings?start=abc", .bot(bot: "settings", payload: "abc")),
            ("/t/settings?startgroup=g", .botGroup(bot: "settings", payload: "g")),
            ("/t/settings?startapp&start=abc", .botApp(bot: "settings")),
            ("/t/settings?start=abc&startapp", .bot(bot: "settings", payload: "abc")),
            ("/t/settings", .botProfile(bot: "settings")),
        ])
    func aLiteralSiblingWinsAndBacktracksIntoTheFamily(path: String, expected: TestRoute) {
        #expect(TestRoute(string: Self.origin + path) == expected)
    }

    @Test func theCanonicalURLOfEachRouteOfTheFamilyOpensIt() {
        let routes: [TestRoute] = [
            .bot(bot: "x", payload: "p"), .botGroup(bot: "x", payload: "p"), .botApp(bot: "x", mode: "m"),
            .botProfile(bot: "x", direct: true), .botSettings(step: 3), .resolvePost(domain: "d", post: 1),
            .resolvePhone(domain: "d", phone: "1"), .resolve(domain: "d", silent: true),
            .bot(bot: "settings", payload: "abc"),
        ]
        for route in routes {
            #expect(TestRoute(url: route.url) == route, "\(route.url)")
        }
    }

    // MARK: Rule 3: an app type inside a segment

    @Test(
        arguments: [
            // "AB" is tried first (the shortest text), ProductCode refuses it, the next split reads "ABZDEF".
            ("/sku/ABZDEFZtail", "ABZDEF", "tail"),
            ("/sku/ABCDEFZtail", "ABCDEF", "tail"),
            ("/sku/ABCDEFZZ", "ABCDEF", "Z"),
            ("/sku/ZZZZZZZZZZ", "ZZZZZZ", "ZZZ"),
            ("/sku/A1B2C3Zx%2Fy", "A1B2C3", "x/y"),
        ])
    func anAppTypeInsideASegmentSplitsLikeAStringAndRefusesSomeSplits(path: String, code: String, rest: String) {
        #expect(TestRoute(string: Self.origin + path) == .sku(code: ProductCode(routeParameter: code)!, rest: rest))
    }

    @Test func anAppTypeThatRefusesEverySplitMatchesNothing() {
        #expect(TestRoute(string: Self.origin + "/sku/ABCZtail") == nil)
        #expect(TestRoute(string: Self.origin + "/sku/abcdefZtail") == nil)
        #expect(TestRoute(string: Self.origin + "/sku/ABCDEFZ") == nil)
        #expect(TestRoute(string: Self.origin + "/sku/ABCDEF") == nil)
        let built = TestRoute.sku(code: ProductCode(routeParameter: "QZZZZZ")!, rest: "Z")
        #expect(built.url.absoluteString == "https://example.com/sku/QZZZZZZZ")
        #expect(TestRoute(url: built.url) == built)
    }

    @Test(
        arguments: [
            // "x" | "y-ABC123" first; ProductCode refuses "y-ABC123", the next split reads "ABC123".
            ("/sku-tail/x-y-ABC123", "x-y", "ABC123"),
            ("/sku-tail/x-ABC123", "x", "ABC123"),
            ("/sku-tail/a-b-c-ABC123", "a-b-c", "ABC123"),
            ("/sku-tail/ABC123-ABC123", "ABC123", "ABC123"),
        ])
    func aRefusalOfTheLastParameterMovesOnToTheNextSplit(path: String, name: String, code: String) {
        #expect(TestRoute(string: Self.origin + path) == .skuTail(name: name, code: ProductCode(routeParameter: code)!))
        #expect(TestRoute(string: Self.origin + "/sku-tail/x-y-abc123") == nil)
    }

    @Test func aRefusalBetweenTwoParametersMovesOnToTheNextSplit() {
        // "x" | "AB" | "ABC123-y", then "x" | "AB-ABC123" | "y": both refused; "x-AB" | "ABC123" | "y".
        #expect(
            TestRoute(string: Self.origin + "/sku-trio/x-AB-ABC123-y")
                == .skuTrio(a: "x-AB", code: ProductCode(routeParameter: "ABC123")!, b: "y"))
        #expect(
            TestRoute(string: Self.origin + "/sku-trio/x-ABC123-y-z")
                == .skuTrio(a: "x", code: ProductCode(routeParameter: "ABC123")!, b: "y-z"))
        #expect(TestRoute(string: Self.origin + "/sku-trio/x-AB-y") == nil)
    }

    static func permutations(_ items: [String]) -> [[String]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index in
            var rest = items
            let first = rest.remove(at: index)
            return permutations(rest).map { [first] + $0 }
        }
    }
}
