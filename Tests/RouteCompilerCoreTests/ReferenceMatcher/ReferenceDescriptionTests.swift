import Foundation
import Testing

@testable import RouteCompilerCore

/// A hand-written copy of the enum that route-compiler generates for ``ReferenceDescriptionTests``'s
/// spec, so that Swift's own reflection can be compared with ``ReferenceMatch/swiftDescription(module:swiftValue:)``.
enum MirrorRoute: Hashable {
    case home
    case product(id: Int, ref: String? = nil)
    case tab(tab: Tab, also: [Tab] = [], maybe: Tab? = nil)
    case order(user: UUID, d: Double = 1.5, b: Bool? = nil, u: UUID? = nil)
    case code(code: MirrorCode, codes: [MirrorCode] = [])
    case files(rest: [String])
    case kw(default: String, in: String? = nil)

    enum Tab: String, Hashable, CaseIterable {
        case home
        case darkBlue = "dark-blue"
        case `default`
    }
}

/// An app type used through `{"swift": "MirrorCode"}`.
struct MirrorCode: Hashable {
    var code: String
}

@Suite struct ReferenceDescriptionTests {
    static let spec = """
        {
          "enum": "MirrorRoute",
          "hosts": ["example.com"],
          "types": {"Tab": ["home", "dark-blue", "default"], "Code": {"swift": "MirrorCode"}},
          "routes": {
            "home": "/",
            "product": {"path": "/p/{id:int}", "query": {"ref": "string?"}},
            "tab": {"path": "/t/{tab:Tab}", "query": {"also": "[Tab]", "maybe": "Tab?"}},
            "order": {"path": "/o/{user:uuid}", "query": {"d": "double = 1.5", "b": "bool?", "u": "uuid?"}},
            "code": {"path": "/c/{code:Code}", "query": {"codes": "[Code]"}},
            "files": "/f/{rest*}",
            "kw": {"path": "/k/{default}", "query": {"in": "string?"}}
          }
        }
        """

    static let uuid = UUID(uuidString: "0f8fad5b-d9cb-469f-a165-70867728950e")!

    @Test(arguments: [
        ("https://example.com/", MirrorRoute.home),
        ("https://example.com/p/42", .product(id: 42)),
        (
            "https://example.com/p/-1?ref=%22a%5Cb%0A%E2%80%8B%F0%9F%98%80%27",
            .product(id: -1, ref: "\"a\\b\n\u{200B}😀'")
        ),
        ("https://example.com/t/dark-blue", .tab(tab: .darkBlue)),
        (
            "https://example.com/t/default?also=home&also=default&maybe=dark-blue",
            .tab(tab: .default, also: [.home, .default], maybe: .darkBlue)
        ),
        ("https://example.com/o/0f8fad5b-d9cb-469f-a165-70867728950e", .order(user: uuid)),
        (
            "https://example.com/o/0F8FAD5B-D9CB-469F-A165-70867728950E?d=1e16&b=0&u=0f8fad5b-d9cb-469f-a165-70867728950e",
            .order(user: uuid, d: 1e16, b: false, u: uuid)
        ),
        ("https://example.com/o/0f8fad5b-d9cb-469f-a165-70867728950e?d=-0.0", .order(user: uuid, d: -0.0)),
        ("https://example.com/o/0f8fad5b-d9cb-469f-a165-70867728950e?d=0.1", .order(user: uuid, d: 0.1)),
        (
            "https://example.com/c/X1?codes=a&codes=b",
            .code(code: MirrorCode(code: "X1"), codes: [.init(code: "a"), .init(code: "b")])
        ),
        ("https://example.com/f/a/%20b", .files(rest: ["a", " b"])),
        ("https://example.com/k/x?in=", .kw(default: "x", in: "")),
    ])
    func descriptionMatchesSwiftsReflection(_ url: String, _ expected: MirrorRoute) throws {
        let spec = try #require(AnalysisFixture.read(Self.spec))
        let match = try #require(ReferenceMatcher(spec).match(url))
        let printed = match.swiftDescription(module: "RouteCompilerCoreTests") { _, text in
            String(reflecting: MirrorCode(code: text))
        }
        #expect(printed == String(describing: expected))
    }
}
