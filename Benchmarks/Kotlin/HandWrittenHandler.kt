// The "before" of the Kotlin benchmark: the deep-link handler an Android app hand-writes today,
// as Benchmarks/route-bench/BeforeHandler.swift is the Swift one. It parses the link with
// java.net.URI, splits the path on '/', then tries the routes one after the other, as a chain of
// `if (parts.size == 2 && parts[0] == "products") { val id = parts[1].toLongOrNull() ... }` does,
// and reads the query (rawQuery split on '&' and '=', URLDecoder) for the routes that read it.
//
// It is written once, over the route list that `route-bench --handler-routes TABLE` prints (the
// Swift handler's list, in the order it tries the routes: the precedence order a careful author
// writes), rather than generated as thousands of `if` statements; each check it makes is the one
// such a statement makes: `part == "literal"`, `toLongOrNull()`, `toDoubleOrNull()`,
// `UUID.fromString` in a try/catch, a map lookup for a named enum, "true"/"1"/"false"/"0" for a
// bool, and for a mixed segment (`{slug}-{id:int}`) the first split, shortest values first, whose
// values read.

package bench

import java.net.URI
import java.net.URISyntaxException
import java.net.URLDecoder
import java.util.UUID

/** The type of a value, as the handler checks it; [choices] maps a named enum's raw values to their index. */
class ValueType(@JvmField val kind: Int, @JvmField val choices: HashMap<String, Int>?) {
    companion object {
        const val INT = 0
        const val DOUBLE = 1
        const val BOOL = 2
        const val UUID = 3
        const val STRING = 4
        const val ENUM = 5
    }
}

/** A literal ([type] null) or one value: a path segment, or a piece of a mixed segment. */
class Piece(@JvmField val text: String, @JvmField val type: ValueType?)

/** A path segment: a literal, one value, or a mixed segment's pieces. */
class Segment(
    @JvmField val literal: String?, @JvmField val lowercased: String?, @JvmField val type: ValueType?,
    @JvmField val pieces: List<Piece>?
)

/** One query parameter a route reads. */
class QueryParameter(@JvmField val key: String, @JvmField val type: ValueType, @JvmField val kind: Int, @JvmField val default: Any?) {
    companion object {
        const val REQUIRED = 0
        const val OPTIONAL = 1
        const val DEFAULTED = 2
        const val LIST = 3
    }
}

class HandlerRoute(
    @JvmField val name: String, @JvmField val segments: List<Segment>, @JvmField val query: List<QueryParameter>,
    @JvmField val acceptsCustomScheme: Boolean, @JvmField val acceptsUniversalLink: Boolean
) {
    /** The simple name of the generated Kotlin class of the route (`route2_2` → `Route2_2`). */
    fun className(): String = Character.toUpperCase(name[0]).toString() + name.substring(1)
}

/** The route a URL opens, and its values, as a hand-written handler puts them into its class. */
class HandlerMatch(@JvmField val route: HandlerRoute, @JvmField val values: ArrayList<Any?>)

class HandWrittenHandler(
    @JvmField val routes: List<HandlerRoute>, @JvmField val schemes: HashSet<String>, @JvmField val hosts: HashSet<String>
) {
    /** The route [text] opens, or null. */
    fun match(text: String): HandlerMatch? {
        val uri = try {
            URI(text)
        } catch (e: URISyntaxException) {
            return null
        }
        val scheme = uri.scheme?.toLowerCase() ?: return null
        val path = uri.path ?: return null  // an opaque URI: myapp:products
        val isUniversalLink: Boolean
        val parts: List<String>
        if (scheme == "https") {
            val host = uri.host?.toLowerCase() ?: return null
            if (host !in hosts) return null
            isUniversalLink = true
            parts = path.split('/').filter { it.isNotEmpty() }
        } else if (scheme in schemes) {
            // myapp://products/42: the host is the first segment, compared ignoring case.
            isUniversalLink = false
            val host = uri.host ?: uri.authority
            val rest = path.split('/').filter { it.isNotEmpty() }
            parts = if (host != null && host.isNotEmpty()) listOf(host) + rest else rest
        } else {
            return null
        }
        val hostPosition = if (isUniversalLink || parts.isEmpty()) null else parts[0].toLowerCase()
        var items: List<Pair<String, String>>? = null
        nextRoute@ for (route in routes) {
            if (!(if (isUniversalLink) route.acceptsUniversalLink else route.acceptsCustomScheme)) continue
            if (route.segments.size != parts.size) continue
            val values = ArrayList<Any?>(4)
            for (position in parts.indices) {
                val segment = route.segments[position]
                val part = parts[position]
                if (segment.literal != null) {
                    if (position == 0 && hostPosition != null) {
                        if (hostPosition != segment.lowercased) continue@nextRoute
                    } else if (part != segment.literal) {
                        continue@nextRoute
                    }
                } else if (segment.type != null) {
                    val value = read(part, segment.type, true)
                    if (value === NO) continue@nextRoute
                    values.add(value)
                } else if (!split(part, 0, segment.pieces!!, 0, values)) {
                    continue@nextRoute
                }
            }
            for (parameter in route.query) {
                if (items == null) items = queryItems(uri.rawQuery) ?: return null
                val value = read(parameter, items)
                if (value === NO) continue@nextRoute
                values.add(value)
            }
            return HandlerMatch(route, values)
        }
        return null
    }

    companion object {
        /** What [read] returns for a text that does not read. */
        @JvmField val NO = Any()

        /** The query's items, decoded; null when an escape is malformed. */
        fun queryItems(rawQuery: String?): List<Pair<String, String>>? {
            if (rawQuery == null || rawQuery.length == 0) return emptyList()
            return try {
                rawQuery.split('&').map { item ->
                    val pair = item.split('=', limit = 2)
                    Pair(URLDecoder.decode(pair[0], "UTF-8"), if (pair.size == 2) URLDecoder.decode(pair[1], "UTF-8") else "")
                }
            } catch (e: IllegalArgumentException) {
                null
            }
        }

        /** The value of one query parameter among [items], or [NO] when the route does not match. */
        fun read(parameter: QueryParameter, items: List<Pair<String, String>>): Any? {
            if (parameter.kind == QueryParameter.LIST) {
                val list = ArrayList<Any?>()
                for ((key, text) in items) {
                    if (key != parameter.key) continue
                    val value = read(text, parameter.type, false)
                    if (value === NO) return NO
                    list.add(value)
                }
                return list
            }
            var found: String? = null
            for ((key, text) in items) {
                if (key != parameter.key) continue
                if (found != null) return NO  // a scalar parameter given twice
                found = text
            }
            if (found == null) {
                return when (parameter.kind) {
                    QueryParameter.REQUIRED -> NO
                    QueryParameter.DEFAULTED -> parameter.default
                    else -> null
                }
            }
            return read(found, parameter.type, false)
        }

        /** The value of a parameter's text, or [NO]. A path string is not empty; a query string may be. */
        fun read(text: String, type: ValueType, inPath: Boolean): Any? = when (type.kind) {
            ValueType.INT -> text.toLongOrNull() ?: NO
            ValueType.DOUBLE -> text.toDoubleOrNull() ?: NO
            ValueType.BOOL -> when (text) {
                "true", "1" -> true
                "false", "0" -> false
                else -> NO
            }
            ValueType.UUID -> try {
                UUID.fromString(text)
            } catch (e: IllegalArgumentException) {
                NO
            }
            ValueType.STRING -> if (inPath && text.length == 0) NO else text
            else -> type.choices!![text] ?: NO
        }

        /** Reads a mixed segment from [start]: the pieces in order, each value the shortest non-empty run after which the rest still reads. */
        fun split(text: String, start: Int, pieces: List<Piece>, index: Int, values: ArrayList<Any?>): Boolean {
            if (index == pieces.size) return start == text.length
            val piece = pieces[index]
            if (piece.type == null) {
                if (!text.startsWith(piece.text, start)) return false
                return split(text, start + piece.text.length, pieces, index + 1, values)
            }
            val mark = values.size
            var end = start
            while (end < text.length) {
                end += 1
                val value = read(text.substring(start, end), piece.type, true)
                if (value === NO) continue
                values.add(value)
                if (split(text, end, pieces, index + 1, values)) return true
                while (values.size > mark) values.removeAt(values.size - 1)
            }
            return false
        }

        /**
         * The handler of the lines `route-bench --handler-routes` printed. Read with a plain
         * character loop and the JDK's own parsers, so that building the handler before its first
         * call is timed loads none of the Kotlin text functions the handler itself uses.
         */
        fun load(text: String): HandWrittenHandler {
            val routes = ArrayList<HandlerRoute>()
            val schemes = HashSet<String>()
            val hosts = HashSet<String>()
            val types = HashMap<String, ValueType>()
            fun type(text: String): ValueType = types.getOrPut(text) {
                when (text) {
                    "int" -> ValueType(ValueType.INT, null)
                    "double" -> ValueType(ValueType.DOUBLE, null)
                    "bool" -> ValueType(ValueType.BOOL, null)
                    "uuid" -> ValueType(ValueType.UUID, null)
                    "string" -> ValueType(ValueType.STRING, null)
                    else -> {
                        val raw = fields(text, ',')
                        check(raw[0] == "enum") { "unknown type $text" }
                        val choices = HashMap<String, Int>()
                        for (i in 1 until raw.size) choices[decoded(raw[i])] = i - 1
                        ValueType(ValueType.ENUM, choices)
                    }
                }
            }
            fun piece(field: String): Piece =
                if (field[0] == '=') Piece(decoded(field.substring(1)), null) else Piece("", type(field.substring(1)))
            for (line in fields(text, '\n')) {
                if (line.length == 0) continue
                val row = fields(line, '\t')
                when (row[0]) {
                    "schemes" -> for (i in 1 until row.size) schemes.add(decoded(row[i]))
                    "hosts" -> for (i in 1 until row.size) hosts.add(decoded(row[i]))
                    "route" -> {
                        val segments = ArrayList<Segment>()
                        val query = ArrayList<QueryParameter>()
                        for (i in 3 until row.size) {
                            val field = row[i]
                            when (field[0]) {
                                '=' -> {
                                    val literal = decoded(field.substring(1))
                                    segments.add(Segment(literal, literal.toLowerCase(), null, null))
                                }
                                ':' -> segments.add(Segment(null, null, type(field.substring(1)), null))
                                '~' -> {
                                    val pieces = ArrayList<Piece>()
                                    for (p in fields(field.substring(1), ' ')) pieces.add(piece(p))
                                    segments.add(Segment(null, null, null, pieces))
                                }
                                '?' -> {
                                    val parts = fields(field.substring(1), ':')
                                    val kind = when (parts[0]) {
                                        "r" -> QueryParameter.REQUIRED
                                        "o" -> QueryParameter.OPTIONAL
                                        "d" -> QueryParameter.DEFAULTED
                                        else -> QueryParameter.LIST
                                    }
                                    val valueType = type(parts[1])
                                    val default = if (kind == QueryParameter.DEFAULTED) constant(decoded(parts[3]), valueType) else null
                                    query.add(QueryParameter(decoded(parts[2]), valueType, kind, default))
                                }
                                else -> throw IllegalStateException("unknown field $field")
                            }
                        }
                        val kinds = row[2]  // s, u, su or -
                        routes.add(
                            HandlerRoute(decoded(row[1]), segments, query, kinds[0] == 's', kinds[kinds.length - 1] == 'u')
                        )
                    }
                    else -> throw IllegalStateException("unknown line $line")
                }
            }
            return HandWrittenHandler(routes, schemes, hosts)
        }

        /** A default value, as a hand-written handler writes it in its source: a constant. */
        private fun constant(text: String, type: ValueType): Any? = when (type.kind) {
            ValueType.INT -> java.lang.Long.parseLong(text)
            ValueType.DOUBLE -> java.lang.Double.parseDouble(text)
            ValueType.BOOL -> text == "true" || text == "1"
            ValueType.UUID -> UUID.fromString(text)
            ValueType.STRING -> text
            else -> type.choices!![text]
        }

        /** The fields of [text] between [separator]s. */
        private fun fields(text: String, separator: Char): ArrayList<String> {
            val result = ArrayList<String>()
            var start = 0
            for (i in 0 until text.length) {
                if (text[i] == separator) {
                    result.add(text.substring(start, i))
                    start = i + 1
                }
            }
            result.add(text.substring(start))
            return result
        }

        /** [text] with its `%XX` escapes decoded (they are ASCII). */
        private fun decoded(text: String): String {
            var i = 0
            val out = StringBuilder(text.length)
            while (i < text.length) {
                val c = text[i]
                if (c == '%' && i + 2 < text.length) {
                    out.append((Character.digit(text[i + 1], 16) * 16 + Character.digit(text[i + 2], 16)).toChar())
                    i += 3
                } else {
                    out.append(c)
                    i += 1
                }
            }
            return out.toString()
        }
    }
}
