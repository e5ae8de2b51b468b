import Foundation

/// The links the checkout feature writes itself, with its own enum.
extension CheckoutRoute {
    /// The link that brings a user back to the cart, for a reminder notification: the custom
    /// scheme, so that it opens the app even where universal links are not set up.
    public static var reminderLink: URL {
        CheckoutRoute.cart.url(scheme: "shop")!
    }
}
