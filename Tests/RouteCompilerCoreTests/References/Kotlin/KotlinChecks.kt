// Unit-style checks of the generated Kotlin (Specification §10.2): names, types, defaults,
// metadata, stacks, the builder and the round-trip law on values built in Kotlin. Compiled with
// the generated files of the demo spec (package routecompiler.demo), the plugin test spec
// (routecompiler.test) and the bench kinds table (routecompiler.benchkinds), by
// RouteCompilerCoreTests/Kotlin/KotlinCompilationTests.swift.
@file:Suppress("DEPRECATION")

package routecompiler.checks

import java.util.UUID
import routecompiler.demo.AppRoute
import routecompiler.test.ProductCode
import routecompiler.test.TestRoute
import routecompiler.benchkinds.BenchKindsRoute

object KotlinChecks {
    private var failures = 0
    private var checks = 0

    private fun check(condition: Boolean, what: String) {
        checks += 1
        if (!condition) {
            failures += 1
            println("FAILED: $what")
        }
    }

    private fun <T> equal(actual: T, expected: T, what: String) {
        check(actual == expected, "$what: expected <$expected>, got <$actual>")
    }

    /** Runs every check; the number of failures. */
    fun run(): Int {
        demoNamesAndTypes()
        demoMatchingAndBuilding()
        demoMetadataAndStacks()
        demoRoundTrip()
        pluginNamesAndTypes()
        pluginValues()
        benchKinds()
        println("Kotlin checks: $checks checks, $failures failures")
        return failures
    }

    private fun demoNamesAndTypes() {
        // A route without parameters is an object, one with parameters a data class whose
        // properties are the Swift labels, in order, with the same defaults.
        val home: AppRoute = AppRoute.Home
        equal(home.toString(), "Home", "an object prints its name")
        val product = AppRoute.Product(42)
        val id: Long = product.id
        val ref: String? = product.ref
        equal(id, 42L, "Product.id is a Long")
        equal(ref, null, "Product.ref defaults to null")
        equal(product, AppRoute.Product(id = 42, ref = null), "data class equality")
        val (first, second) = AppRoute.Product(7, "mail")
        equal(first to second, 7L to "mail", "properties in label order")
        val search = AppRoute.Search(q = "shoes")
        val page: Long = search.page
        val sort: AppRoute.SortOrder = search.sort
        val tags: List<String> = search.tags
        equal(page, 1L, "Search.page defaults to 1")
        equal(sort, AppRoute.SortOrder.NEWEST, "Search.sort defaults to NEWEST")
        equal(tags, emptyList<String>(), "Search.tags defaults to empty")
        // Named enums: nested enum classes with their raw values, UPPER_SNAKE_CASE constants; a
        // type whose name is a route's class takes the suffix Type.
        equal(AppRoute.SortOrder.PRICE_LOW.raw, "price-low", "SortOrder.PRICE_LOW.raw")
        equal(AppRoute.SortOrder.values().map { it.raw }, listOf("newest", "price-low", "price-high"), "raw values")
        val tab: AppRoute.TabType = AppRoute.Tab(AppRoute.TabType.PROFILE).tab
        equal(tab.raw, "profile", "Tab.tab is a TabType")
        val user: UUID = AppRoute.Order(UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e"), 7).user
        equal(user.toString(), "0f8fad5b-d9cb-469f-a165-70867728950e", "uuid is java.util.UUID")
        val topic: List<String> = AppRoute.Help(listOf("a", "b")).topic
        equal(topic, listOf("a", "b"), "a catch-all is a List<String>")
        val detail = AppRoute.Detail(1)
        check(detail.javaClass.isAnnotationPresent(Deprecated::class.java), "a deprecated route is @Deprecated")
        check(!product.javaClass.isAnnotationPresent(Deprecated::class.java), "other routes are not deprecated")
    }

    private fun demoMatchingAndBuilding() {
        equal(AppRoute.parse("https://example.com/products/42?ref=mail"), AppRoute.Product(42, "mail"), "parse")
        equal(AppRoute.parse("myapp://product?id=123"), AppRoute.Product(123), "parse a custom scheme")
        equal(AppRoute.parse("myapp://SETTINGS"), AppRoute.Settings, "the host position ignores case")
        equal(AppRoute.parse("https://example.com/promo/SUMMER"), AppRoute.Promo("SUMMER"), "caseSensitive false")
        equal(AppRoute.parse("https://example.com/blog/my-cool-post-42"), AppRoute.Post("my-cool-post", 42), "mixed")
        equal(AppRoute.parse("https://example.com/help/internal/secret"), null, "an excluded path")
        equal(AppRoute.parse("https://example.com/products/042"), null, "no leading zeros")
        equal(AppRoute.parse("https://example.com/products/42#top"), AppRoute.Product(42), "the fragment is ignored")
        equal(AppRoute.parse("ftp://example.com/products/42"), null, "another scheme")
        equal(AppRoute.parse("https://evil.com/products/42"), null, "another host")
        equal(AppRoute.parse("https://example.com/search?q=a&q=b"), null, "a scalar key twice")
        equal(
            AppRoute.parse("https://example.com/search?q=x&tags=a&tags=b&utm_source=mail"),
            AppRoute.Search("x", tags = listOf("a", "b")), "lists and unknown keys")
        equal(AppRoute.parse("https://example.com/profile/a%2Fb"), AppRoute.Profile("a/b"), "%2F stays in its segment")
        equal(AppRoute.parse("https://example.com/profile/%2E%2E"), null, "a dot segment")
        equal(AppRoute.parse("https://example.com/profile/\uD800"), null, "an unpaired surrogate")
        equal(AppRoute.parse(""), null, "the empty text")
        equal(AppRoute.parse("https://example.com/profile/" + "a".repeat(8200)), null, "over 8,192 bytes")
        equal(AppRoute.parsePath("/products/42"), AppRoute.Product(42), "parsePath")
        equal(AppRoute.parsePath("/detail?id=3"), AppRoute.Detail(3), "parsePath reads every route")
        equal(AppRoute.parsePath("products/42"), null, "parsePath needs a leading /")
        equal(AppRoute.Product(42).url, "https://example.com/products/42", "the canonical URL")
        equal(AppRoute.Product(42, "a b").url, "https://example.com/products/42?ref=a%20b", "a query value")
        equal(AppRoute.Product(42).url("myapp"), "myapp://products/42", "url(myapp)")
        equal(AppRoute.Product(42).url("MyApp"), "myapp://products/42", "url(scheme) ignores case")
        equal(AppRoute.Product(42).url("exampleapp"), "exampleapp://example.com/products/42", "url(withHost)")
        equal(AppRoute.Product(42).url("ftp"), null, "url(unknown)")
        equal(AppRoute.Tab(AppRoute.TabType.HOME).url, "myapp://tabs/home", "no host: the custom scheme")
        equal(AppRoute.Tab(AppRoute.TabType.HOME).url("https"), null, "url(https) without a host")
        equal(AppRoute.Home.url, "https://example.com/", "the root")
        equal(AppRoute.Home.url("myapp"), "myapp://", "the root of a custom scheme")
        equal(
            AppRoute.Search("a&b=c+d#%", page = 2, sort = AppRoute.SortOrder.PRICE_HIGH, tags = listOf("x y")).url,
            "https://example.com/search?q=a%26b%3Dc%2Bd%23%25&page=2&sort=price-high&tags=x%20y", "query encoding")
        equal(AppRoute.Search("x", page = 1).url, "https://example.com/search?q=x", "a default is left out")
        equal(AppRoute.Profile("a/b?c").url, "https://example.com/profile/a%2Fb%3Fc", "path encoding")
        equal(AppRoute.Profile("é").url, "https://example.com/profile/%C3%A9", "UTF-8 encoding")
        equal(AppRoute.Help(listOf("a", "b c")).url, "https://example.com/help/a/b%20c", "a catch-all")
        equal(AppRoute.Post("my-post", 42).url, "https://example.com/blog/my-post-42", "a mixed segment")
        equal(AppRoute.Promo("x").url, "https://example.com/Promo/x", "literals as spelled")
        val checkout: Boolean = AppRoute.Cart(true).checkout
        equal(checkout, true, "a flag is a Boolean")
        equal(AppRoute.Cart(), AppRoute.Cart(false), "a flag defaults to false")
        equal(AppRoute.parse("myapp://cart?checkout"), AppRoute.Cart(true), "a flag alone")
        equal(AppRoute.parse("myapp://cart?checkout=no"), AppRoute.Cart(true), "a flag with any value")
        equal(AppRoute.parse("myapp://cart?checkout&checkout"), AppRoute.Cart(true), "a flag twice")
        equal(AppRoute.parse("myapp://cart"), AppRoute.Cart(false), "a flag absent")
        equal(AppRoute.parse("https://example.com/cart?remove=1&add=2"), AppRoute.CartRemove(1), "the first key decides")
        equal(AppRoute.parse("https://example.com/cart?add=2&remove=1"), AppRoute.CartAdd(2), "in either order")
        equal(AppRoute.parse("https://example.com/cart?add=x&remove=1"), AppRoute.CartRemove(1), "the next key decides")
        equal(AppRoute.Cart(true).url, "https://example.com/cart?checkout", "a true flag is written alone")
        equal(AppRoute.Cart().url, "https://example.com/cart", "a false flag is left out")
    }

    private fun demoMetadataAndStacks() {
        val requiresLogin: Boolean = AppRoute.Home.requiresLogin
        equal(requiresLogin, false, "metadata default")
        equal(AppRoute.Order(UUID.randomUUID(), 1).requiresLogin, true, "metadata of a route")
        equal(AppRoute.Home.parent, null, "no parent")
        equal(AppRoute.Product(42, "mail").parent, AppRoute.Home, "the parent")
        val stack: List<AppRoute> = AppRoute.Product(42).stack
        equal(stack, listOf(AppRoute.Home, AppRoute.Product(42)), "the stack")
        equal(AppRoute.Home.stack, listOf<AppRoute>(AppRoute.Home), "the stack of a root")
    }

    private fun demoRoundTrip() {
        // Specification §5: parse(r.url) == r for values the matcher could have produced.
        val texts = listOf(
            "a/b", "a?b", "a#b", "a%b", "a&b=c+d", "a b", "😀é", "..x", "x..", "~!\$'()*,;:@", "[]", "Ω", "\u00A0",
            "e\u0301", "%2F", "+", "日本語")
        for (text in texts) {
            val routes = listOf(
                AppRoute.Profile(text), AppRoute.Product(-9223372036854775807 - 1, text), AppRoute.Product(0, ""),
                AppRoute.Search(text, page = Long.MAX_VALUE, tags = listOf("", text, text)),
                AppRoute.Help(listOf(text, "x", text)), AppRoute.Promo(text))
            for (route in routes) {
                equal(AppRoute.parse(route.url), route, "parse(url) of $route")
                for (scheme in listOf("https", "myapp", "exampleapp")) {
                    val url = route.url(scheme) ?: continue
                    equal(AppRoute.parse(url), route, "parse(url($scheme)) of $route")
                }
            }
        }
        for (route in listOf<AppRoute>(
            AppRoute.Home, AppRoute.Settings, AppRoute.Detail(5), AppRoute.Tab(AppRoute.TabType.SEARCH),
            AppRoute.Order(UUID.fromString("0F8FAD5B-D9CB-469F-A165-70867728950E"), -1),
            AppRoute.Post("slug", 5), AppRoute.Search("q", sort = AppRoute.SortOrder.PRICE_LOW))) {
            equal(AppRoute.parse(route.url), route, "parse(url) of $route")
        }
    }

    private fun pluginNamesAndTypes() {
        // Kotlin keywords in backticks, the getter of `class` renamed; enum constants in
        // UPPER_SNAKE_CASE, with a leading _ kept (`4k` → `_4k` → `_4K`); a route named default.
        val keywords = TestRoute.Keywords(default = "d", `class` = 3, `in` = "x", self = true)
        equal(keywords.`class`, 3L, "a property named class")
        equal(keywords.`in`, "x", "a property named in")
        equal(TestRoute.Keywords("d", 1).self, false, "self defaults to false")
        equal(keywords.url, "https://example.com/kw/d/3?in=x&self=true", "keywords' URL")
        equal(TestRoute.Default.url, "https://example.com/default", "a route named default")
        equal(
            TestRoute.Color.values().map { it.name },
            listOf("DARK_BLUE", "LIGHT_GREEN", "RED", "_4K", "DEFAULT"), "constants")
        val colors = TestRoute.Colors(TestRoute.Color.DARK_BLUE)
        equal(colors.fallback, TestRoute.Color.RED, "an enum default")
        equal(colors.also, emptyList<TestRoute.Color>(), "an enum list default")
        equal(colors.limit, null, "an optional default")
        equal(TestRoute.Tab(TestRoute.TabType.HOME).tab, TestRoute.TabType.HOME, "a type named like a route")
        val lists = TestRoute.Lists()
        equal(lists.`when`, 1.5, "a double default, a property named when")
        equal(lists.codes, emptyList<ProductCode>(), "a list of an app type")
        val code = TestRoute.ProductByCode(ProductCode("ABC123"))
        equal(code.url, "https://example.com/products/code/ABC123", "an app type's text")
        equal(TestRoute.parse("https://example.com/products/code/ABC123"), code, "an app type read")
        equal(TestRoute.parse("https://example.com/products/code/abc123"), null, "an app type refused")
        equal(TestRoute.Legacy(1).url, "https://example.com/legacy/1", "a deprecated route")
    }

    private fun pluginValues() {
        // Doubles are printed as Swift prints them: the shortest text that reads back.
        val cases = listOf(
            1.5 to "1.5", 100.0 to "100.0", 1e-7 to "1e-07", 1e16 to "1e+16", 1e15 to "1000000000000000.0",
            -0.0 to "-0.0", 0.1 to "0.1", 5e-324 to "5e-324", 1.7976931348623157e308 to "1.7976931348623157e+308",
            0.0001 to "0.0001", 0.00001 to "1e-05", 123456.789 to "123456.789", 2.0e-3 to "0.002",
            9007199254740992.0 to "9007199254740992.0", 9007199254740994.0 to "9.007199254740994e+15")
        for ((value, text) in cases) {
            equal(TestRoute.Price(value).url, "https://example.com/price/$text", "double $value")
            equal(TestRoute.parse(TestRoute.Price(value).url), TestRoute.Price(value), "double $value round trip")
        }
        equal(TestRoute.parse("https://example.com/price/2"), TestRoute.PriceInt(2), "int beats double")
        equal(TestRoute.parse("https://example.com/price/2.50"), TestRoute.Price(2.5), "double")
        equal(TestRoute.parse("https://example.com/price/15e-1"), TestRoute.Price(1.5), "double exponent")
        equal(TestRoute.Lists(`when` = 1.5).url, "https://example.com/lists", "a double default left out")
        equal(TestRoute.Lists(`when` = 2.0).url, "https://example.com/lists?when=2.0", "a double not the default")
        equal(
            TestRoute.parse("https://example.com/lists?ids=1&ids=2&flags=1&uuids=0F8FAD5B-D9CB-469F-A165-70867728950E"),
            TestRoute.Lists(
                ids = listOf(1, 2), flags = listOf(true),
                uuids = listOf(UUID.fromString("0f8fad5b-d9cb-469f-a165-70867728950e"))),
            "lists of every kind")
        equal(TestRoute.parse("myapp-beta://lists?ids=x"), TestRoute.Page("lists"), "backtracking past a literal")
        equal(TestRoute.parse("ksr://www.example.com/@ada"), TestRoute.Handle("ada"), "a with-host scheme")
        equal(TestRoute.parse("https://a.shop.example.com/shop/x"), TestRoute.ShopOnly("x"), "a wildcard host")
        equal(TestRoute.parse("https://shop.example.com/shop/x"), null, "not the wildcard's domain itself")
        equal(TestRoute.parse("https://example.com/profile/admin"), null, "an excluded literal")
        equal(TestRoute.parse("https://example.com/caf%C3%A9/x"), TestRoute.Unicode("x"), "a non-ASCII literal")
        equal(TestRoute.parse("https://example.com/v1.2/notes"), TestRoute.Notes(1, 2), "two ints in a segment")
        equal(TestRoute.parse("https://example.com/zoom/1.5x"), TestRoute.Zoom(1.5), "a double in a segment")
        equal(TestRoute.parse("https://example.com/CASELESS/HOME"), TestRoute.Caseless(TestRoute.TabType.HOME), "ci")
        equal(
            TestRoute.parse("https://example.com/filter?kind=a&size=2"), TestRoute.FilterSized("a", 2),
            "more required query keys win")
        equal(TestRoute.parse("https://example.com/filter"), TestRoute.FilterAll, "no query keys")
    }

    private fun benchKinds() {
        // Routes named like standard types: the generated code qualifies kotlin.String and the like.
        val string: BenchKindsRoute = BenchKindsRoute.String("x")
        equal(string.url, "https://example.com/string/x", "a route named string")
        equal(BenchKindsRoute.parse("https://example.com/double/1e2"), BenchKindsRoute.Double(100.0), "a route named double")
        equal(BenchKindsRoute.parse("https://example.com/query/list?value=1&value=2"), BenchKindsRoute.List(listOf(1L, 2L)), "list")
        equal(BenchKindsRoute.Color(BenchKindsRoute.ColorType.DARK_BLUE).url, "https://example.com/color/dark-blue", "ColorType")
    }
}
