import CatalogFeature
import Testing


@Suite struct Smoke {
    @Test func opens() {
        #expect(AppRoute(string: "https://example.com/products/42") == .catalog(.product(id: 42)))
    }
}
