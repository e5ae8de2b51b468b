import Foundation

/// The links the account feature writes itself, with its own enum.
extension AccountRoute {
    /// The link to an order, for the confirmation email.
    public static func emailLink(order: UUID) -> URL {
        AccountRoute.order(order: order).url
    }
}
