import Foundation

/// The links the catalog feature writes itself, with its own enum: it needs nothing of the app
/// that composes it, and the app's `AppRoute.catalog(route).url` is the same URL.
extension CatalogRoute {
    /// The link to share for a product, marked with where it was shared from.
    public static func shareLink(product id: Int, from source: String) -> URL {
        CatalogRoute.product(id: id, ref: source).url
    }
}
