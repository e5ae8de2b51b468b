import Testing

@testable import RouteCompilerCore

/// `diff` on parents, metadata and environments (Specification §7.10 rules 4 and 5).
@Suite struct SpecDiffAppTests {
    static let base = """
        {
          "schemes": ["myapp"],
          "hosts": ["example.com"],
          "types": { "Tier": ["free", "gold"] },
          "metadata": { "requiresLogin": "bool = false", "screen": "string?", "tier": "Tier = free" },
          "environments": { "staging": { "condition": "STAGING", "hosts": ["staging.example.com"] } },
          "routes": {
            "home": "/",
            "product": { "path": "/products/{id:int}", "metadata": { "screen": "product" } },
            "reviews": { "path": "/products/{id:int}/reviews", "parent": "product" }
          }
        }
        """

    /// The diff from ``base`` to ``base`` with `target` replaced by `replacement`.
    func compare(
        _ target: String, _ replacement: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SpecDiff {
        let new = LinkToolsFixture.edit(Self.base, target, replacement, sourceLocation: sourceLocation)
        let oldSpec = try #require(LinkToolsFixture.spec(Self.base, sourceLocation: sourceLocation))
        let newSpec = try #require(LinkToolsFixture.spec(new, sourceLocation: sourceLocation))
        return SpecDiff.compare(oldSpec, newSpec)
    }

    /// The changes as `category route: message` lines.
    func lines(_ diff: SpecDiff) -> [String] {
        diff.changes.map { "\($0.category.rawValue) \($0.route ?? "-"): \($0.message)" }
    }

    // MARK: - Parents

    @Test func aChangedParentIsSafeButListed() throws {
        let diff = try compare(#""parent": "product""#, #""parent": "home""#)
        #expect(
            lines(diff) == ["safe reviews: parent changed from `product` to `home`; its `parent` and `stack` change"])
        #expect(!diff.isBreaking)
    }

    @Test func anAddedAndARemovedParent() throws {
        let added = try compare(#""home": "/","#, #""home": "/", "about": {"path": "/about"},"#)
        #expect(lines(added) == ["safe about: route `about` added"])
        let removed = try compare(#", "parent": "product""#, "")
        #expect(
            lines(removed) == [
                "safe reviews: parent `product` removed; its `parent` is now `nil` and its `stack` is itself alone"
            ])
        let newParent = try compare(#""product": { "path""#, #""product": { "parent": "home", "path""#)
        #expect(lines(newParent) == ["safe product: parent `home` added; its `parent` and `stack` change"])
    }

    // MARK: - Metadata

    @Test func aChangedValueIsSafeButListed() throws {
        let diff = try compare(
            #""metadata": { "screen": "product" }"#, #""metadata": { "screen": "item", "requiresLogin": true }"#)
        #expect(
            lines(diff) == [
                "safe product: metadata `requiresLogin` changed from `false` to `true`",
                #"safe product: metadata `screen` changed from `"product"` to `"item"`"#,
            ])
        #expect(!diff.isBreaking)
    }

    @Test func aChangedDefaultIsListedOnce() throws {
        let diff = try compare(#""requiresLogin": "bool = false""#, #""requiresLogin": "bool = true""#)
        #expect(
            lines(diff) == [
                "safe -: the default of metadata `requiresLogin` changed from `false` to `true`; every route without"
                    + " its own value has the new one"
            ])
    }

    @Test func aRemovedOrRetypedDeclarationBreaksCode() throws {
        let removed = try compare(#", "tier": "Tier = free""#, "")
        #expect(
            lines(removed) == ["breaksCode -: metadata property `tier` removed; code that reads it no longer compiles"])
        #expect(removed.isBreaking)
        let retyped = try compare(
            #""screen": "string?""#, #""screen": "string = home""#)
        #expect(
            lines(retyped) == [
                "breaksCode -: the type of metadata property `screen` changed from `String?` to `String`"
            ])
    }

    @Test func anAddedDeclarationIsSafe() throws {
        let diff = try compare(#""screen": "string?""#, #""screen": "string?", "rank": "int = 0""#)
        #expect(lines(diff) == ["safe -: metadata property `rank: Int` added"])
    }

    // MARK: - Environments

    @Test func environmentChangesAreSafeButListed() throws {
        let changed = try compare(#""condition": "STAGING", "hosts": ["staging.example.com"]"#, #""condition": "QA""#)
        #expect(
            lines(changed) == [
                "safe -: environment `staging` changed: its condition is now `QA` instead of `STAGING`; its hosts are"
                    + " now `example.com`"
            ])
        let added = try compare(
            #""staging": { "condition": "STAGING", "hosts": ["staging.example.com"] }"#,
            #""staging": { "condition": "STAGING", "hosts": ["staging.example.com"] }, "beta": { "condition": "BETA" }"#
        )
        #expect(lines(added) == ["safe -: environment `beta` added (`#if BETA`)"])
        let removed = try compare(
            #""environments": { "staging": { "condition": "STAGING", "hosts": ["staging.example.com"] } },"#, "")
        #expect(lines(removed) == ["safe -: environment `staging` removed"])
        #expect(!removed.isBreaking)
    }
}
