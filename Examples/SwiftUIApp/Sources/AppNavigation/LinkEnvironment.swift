/// The links this build of the app opens and writes: one of the environments of `routes.json`.
///
/// The generated `ShopRoute` picks its hosts and schemes when this module is compiled: those of the
/// `staging` environment when `STAGING` is defined, which `Package.swift` does for debug builds, and
/// the top-level (production) ones otherwise. This type tells the rest of the app which it got, for
/// the staging badge: the condition is defined for this module only, not for the app's.
public enum LinkEnvironment: String, Sendable {
    /// `shop.example.com` and `shop://`: release builds.
    case production
    /// `staging.shop.example.com` and `shop-staging://`: debug builds.
    case staging

    #if STAGING
        /// The environment of this build.
        public static let current = LinkEnvironment.staging
    #else
        /// The environment of this build.
        public static let current = LinkEnvironment.production
    #endif
}
