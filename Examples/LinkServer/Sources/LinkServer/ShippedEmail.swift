import Foundation

/// The links of the email sent when an order ships.
///
/// Every link is a `ShopRoute` value: the compiler checked the route against `routes.json`, and its
/// `url` is the canonical universal link (`https://shop.example.com/…`), which opens the app when
/// it is installed and the website when it is not. A link the app cannot open cannot be written
/// here: a renamed route or a changed parameter type is a compile error in this tool.
struct ShippedEmail {
    var order: UUID
    var products: [Int]
    /// Where the links were shared, for the app's analytics (`ref` of the product route).
    var ref: String

    /// The links, in the order the email shows them.
    var links: [(title: String, route: ShopRoute)] {
        var links: [(title: String, route: ShopRoute)] = [
            ("Your order", .order(order: order)),
            ("Track your parcel", .tracking(order: order)),
            ("Rate your order", .review(order: order, rating: nil)),
        ]
        for id in products {
            links.append(("Product \(id)", .product(id: id, ref: ref)))
        }
        return links
    }

    /// The email's plain-text part.
    var text: String {
        var lines = ["Your order \(order.uuidString.prefix(8).lowercased()) has shipped.", ""]
        let width = links.map(\.title.count).max() ?? 0
        for (title, route) in links {
            let padding = String(repeating: " ", count: width - title.count)
            lines.append("\(title):\(padding) \(route.url.absoluteString)")
        }
        return lines.joined(separator: "\n")
    }
}
