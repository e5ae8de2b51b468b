// AndroidLinks: the demo's links opened the way an Android app opens them, on the JVM.
//
// `AppRoute.kt` is generated from the repository's routes.json by `route-compiler kotlin`
// (run.sh); this file is what an app writes around it: an Activity's `onCreate`/`onNewIntent`
// hand `intent.data?.toString()` to `open`, which shows the screens of the route's stack.
package com.example.links

import kotlin.system.exitProcess

/** A screen of the app, as a stand-in for a Fragment or a composable. */
@Suppress("DEPRECATION") // the legacy detail route still opens
internal fun screen(route: AppRoute): String = when (route) {
    AppRoute.Home -> "Home"
    AppRoute.Settings -> "Settings"
    is AppRoute.Product -> "Product ${route.id}" + (route.ref?.let { " (from $it)" } ?: "")
    is AppRoute.Detail -> "Legacy detail ${route.id}"
    is AppRoute.Profile -> "Profile of ${route.id}"
    is AppRoute.Order -> "Order ${route.order} of user ${route.user}"
    is AppRoute.Tab -> "Tab ${route.tab.raw}"
    is AppRoute.Search ->
        "Search '${route.q}', page ${route.page}, by ${route.sort.raw}" +
            (if (route.tags.isEmpty()) "" else ", tagged ${route.tags.joinToString(", ")}")
    is AppRoute.Help -> "Help: ${route.topic.joinToString(" › ")}"
    is AppRoute.Post -> "Post ${route.id} '${route.slug}'"
    is AppRoute.Promo -> "Promotion ${route.code}"
    is AppRoute.Cart -> if (route.checkout) "Checkout" else "Cart"
    is AppRoute.CartAdd -> "Cart, with product ${route.id} added"
    is AppRoute.CartRemove -> "Cart, with product ${route.id} removed"
}

/** What the app does with a link: the screens of its stack, a login first, or the web page. */
internal fun open(link: String): String {
    val route = if (link.startsWith("/")) AppRoute.parsePath(link) else AppRoute.parse(link)
    if (route == null) return "not one of our links: show the web page"
    val screens = route.stack.joinToString(" › ") { screen(it) }
    return if (route.requiresLogin) "log in first, then $screens" else screens
}

fun main(args: Array<String>) {
    val links = if (args.isNotEmpty()) args.toList() else listOf(
        "https://example.com/products/123",
        "myapp://product?id=123&ref=mail",
        "MyApp://SETTINGS",
        "https://www.example.com/search?q=red%20shoes&page=2&tags=red&tags=sale",
        "https://example.com/help/account/password",
        "https://example.com/blog/summer-sale-2026-17",
        "exampleapp://www.example.com/blog/hello-1",
        "https://example.com/promo/SUMMER",
        "myapp://cart?checkout",
        "https://example.com/cart?remove=123&add=7",
        "https://example.com/users/0F8FAD5B-D9CB-469F-A165-70867728950E/orders/7",
        "myapp://tabs/search",
        "myapp://detail?id=42",
        "/profile/ada",
        "https://example.com/help/internal/admin",
        "https://example.com/products/0123",
        "https://evil.example/products/123"
    )
    for (link in links) println("$link\n    → ${open(link)}")

    // Links to share are built from routes, never concatenated.
    val shared = AppRoute.Search("red shoes", sort = AppRoute.SortOrder.PRICE_LOW, tags = listOf("sale"))
    println("\nshare: ${shared.url}")
    println("share in the app: ${shared.url("myapp")}")
    println("share a product: ${AppRoute.Product(42, ref = "share").url}")

    // The round trip every shared link must survive.
    if (AppRoute.parse(shared.url) != shared) {
        println("error: ${shared.url} does not open $shared")
        exitProcess(1)
    }
}
