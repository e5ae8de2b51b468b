import AccountFeature
import CatalogFeature
import Foundation
import Testing

/// Building, Hashable, Codable, navigation and metadata of the composing enum (Specification
/// §12.3 and §12.6).
@Suite struct ComposedValuesTests {
    static let moduleRoutes: [AppRoute] = [
        .catalog(.catalog), .catalog(.product(id: 42)), .catalog(.product(id: 42, tab: .specs, ref: "a b&c")),
        .catalog(.productBySlug(slug: "red-shoe")), .catalog(.reviews(id: 3, page: 2)),
        .catalog(.productFiles(id: 1, path: ["x", "y z"])), .catalog(.sku(code: SKU(routeParameter: "XYZ999")!)),
        .account(.account()), .account(.account(tab: .addresses)), .account(.featured), .account(.signIn),
        .account(.order(id: UUID(uuidString: "0F8FAD5B-D9CB-469F-A165-70867728950E")!)),
    ]

    @Test func aModuleCaseBuildsTheModulesURL() {
        for route in Self.moduleRoutes {
            switch route {
            case .catalog(let inner): #expect(route.url == inner.url)
            case .account(let inner): #expect(route.url == inner.url)
            default: Issue.record("not a module route: \(route)")
            }
        }
        #expect(AppRoute.catalog(.product(id: 42)).url.absoluteString == "https://example.com/products/42")
        #expect(AppRoute.account(.signIn).url.absoluteString == "https://example.com/signin")
        #expect(AppRoute.account(.signIn).url(scheme: "account")?.absoluteString == "account://signin")
        #expect(AppRoute.home.url.absoluteString == "https://example.com/")
    }

    @Test func urlUnderASchemeIsTheModules() {
        #expect(
            AppRoute.catalog(.product(id: 1)).url(scheme: "myapp") == CatalogRoute.product(id: 1).url(scheme: "myapp"))
        #expect(AppRoute.account(.account()).url(scheme: "account")?.absoluteString == "account://account")
        #expect(AppRoute.catalog(.product(id: 1)).url(scheme: "account") == nil)
        #expect(AppRoute.account(.signIn).url(scheme: "myapp") == nil)
    }

    @Test func everyModuleCaseRoundTrips() {
        for route in Self.moduleRoutes {
            #expect(AppRoute(url: route.url) == route, "\(route)")
            #expect(AppRoute(string: route.url.absoluteString) == route, "\(route)")
            let components = URLComponents(url: route.url, resolvingAgainstBaseURL: false)!
            var path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
            if route.url.scheme != "https" {
                path = "/" + (components.percentEncodedHost ?? "") + components.percentEncodedPath
            }
            if let query = components.percentEncodedQuery { path += "?" + query }
            #expect(AppRoute(path: path) == route, "\(path)")
        }
    }

    @Test func hashableAcrossModuleCases() {
        let set = Set(Self.moduleRoutes + Self.moduleRoutes + [.home])
        #expect(set.count == Self.moduleRoutes.count + 1)
        #expect(AppRoute.catalog(.product(id: 1)) != AppRoute.catalog(.reviews(id: 1)))
        #expect(
            AppRoute.catalog(.product(id: 1)).hashValue == AppRoute.catalog(.product(id: 1, tab: .overview)).hashValue)
    }

    @Test func codableAsTheCanonicalURL() throws {
        let encoded = try JSONEncoder().encode([AppRoute.catalog(.product(id: 42)), .home, .account(.signIn)])
        #expect(
            String(decoding: encoded, as: UTF8.self)
                == #"["https:\/\/example.com\/products\/42","https:\/\/example.com\/","https:\/\/example.com\/signin"]"#
        )
        #expect(
            try JSONDecoder().decode([AppRoute].self, from: encoded) == [
                .catalog(.product(id: 42)), .home, .account(.signIn),
            ])
        for route in Self.moduleRoutes {
            #expect(try JSONDecoder().decode(AppRoute.self, from: JSONEncoder().encode(route)) == route)
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AppRoute.self, from: Data(#""https://example.com/sku/internal""#.utf8))
        }
    }

    /// `parent` stays within one spec; `stack` wraps each level (§12.6).
    @Test func stackIsTheModulesWrapped() {
        #expect(
            AppRoute.catalog(.reviews(id: 42)).stack == [
                .catalog(.catalog), .catalog(.product(id: 42)), .catalog(.reviews(id: 42)),
            ])
        #expect(
            CatalogRoute.reviews(id: 42).stack.map { AppRoute.catalog($0) } == AppRoute.catalog(.reviews(id: 42)).stack)
        #expect(AppRoute.account(.order(id: UUID())).parent == .account(.account()))
        #expect(AppRoute.account(.featured).parent == nil)
        #expect(AppRoute.home.stack == [.home])
    }

    /// The composing spec's metadata for every case: a module's value where it declares the key
    /// with the same type expression, else the composing default (§12.6).
    @Test func metadataDeclaredByTheComposingSpec() {
        #expect(AppRoute.home.title == "Home")
        #expect(AppRoute.search(q: "x").title == nil)
        #expect(AppRoute.catalog(.product(id: 1)).title == "Product")
        #expect(AppRoute.catalog(.catalog).title == "All products")
        #expect(AppRoute.account(.account()).title == "Account")
        // `bool = false` in the catalog, as in the composing spec: forwarded.
        #expect(AppRoute.catalog(.reviews(id: 1)).requiresLogin == true)
        #expect(AppRoute.catalog(.product(id: 1)).requiresLogin == false)
        // `bool = true` in the account module is another type expression: the composing default.
        #expect(AccountRoute.order(id: UUID()).requiresLogin == true)
        #expect(AppRoute.account(.order(id: UUID())).requiresLogin == false)
        // A key only the composing spec declares.
        #expect(AppRoute.search(q: "x").analyticsName == "search")
        #expect(AppRoute.catalog(.product(id: 1)).analyticsName == "app")
        // The module enum keeps its own metadata.
        #expect(CatalogRoute.product(id: 1).tab == .overview)
    }
}
