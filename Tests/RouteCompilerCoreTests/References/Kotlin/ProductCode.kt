package routecompiler.test

/**
 * The Kotlin class of the plugin test spec's app type `ProductCode` (its `"kotlin"`), as the
 * Swift `ProductCode` of Tests/RouteCompilerPluginTests reads it: six uppercase ASCII letters or
 * digits.
 */
data class ProductCode(val code: String) {
    /** The code itself. */
    val routeParameter: String get() = code

    companion object {
        /** Reads six uppercase letters or digits; null for any other text. */
        fun fromRouteParameter(text: String): ProductCode? {
            val bytes = text.toByteArray(Charsets.UTF_8)
            if (bytes.size != 6) return null
            for (byte in bytes) if (byte !in 65..90 && byte !in 48..57) return null
            return ProductCode(text)
        }
    }
}
