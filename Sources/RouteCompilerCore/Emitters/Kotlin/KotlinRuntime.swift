@_spi(Generated) import RouteRuntime

/// The Kotlin port of RouteRuntime's matcher and builder that every generated Kotlin file carries
/// (Specification §10.2): the same walk of the same records, the same URL reading, value texts,
/// percent-coding and URL writing, so that the Kotlin answers like the Swift byte for byte.
///
/// The text names its file's declarations `ROUTE_Runtime`, `ROUTE_Records` and `ROUTE_` (the
/// sealed class); ``text(enumName:)`` puts the generated enum's name in place of `ROUTE_`.
enum KotlinRuntime {
    /// The runtime's source for the sealed class `enumName`.
    static func text(enumName: String) -> String {
        source.replacingOccurrences(of: "ROUTE_", with: enumName)
            .replacingOccurrences(of: "BYTE_CLASSES", with: byteClasses)
            .replacingOccurrences(of: "LONGEST_INT_TEXT", with: "\(RouteText.longestIntText)")
            .replacingOccurrences(of: "LONGEST_BOOL_TEXT", with: "\(RouteText.longestBoolText)")
            .replacingOccurrences(of: "UUID_TEXT_LENGTH", with: "\(RouteText.uuidTextLength)")
    }

    /// The class of each byte for the URL reader (RouteRuntime's `ByteClass`), as the content of a
    /// Kotlin string literal: `/` 1, allowed 2, looked at in a path 4, in an authority 8, in a
    /// query 16, ends an authority 32, ends a path 64.
    static var byteClasses: String {
        (0..<256).map { value -> String in
            let byte = UInt8(value)
            let allowed = isAllowed(byte)
            var classes = 0
            if byte == UInt8(ascii: "/") { classes |= 1 }
            if allowed { classes |= 2 }
            if !allowed || [UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "%")].contains(byte) { classes |= 4 }
            if !allowed || Array("/?#%:@".utf8).contains(byte) { classes |= 8 }
            if !allowed || Array("#&%".utf8).contains(byte) { classes |= 16 }
            if Array("/?#".utf8).contains(byte) { classes |= 32 }
            if Array("?#".utf8).contains(byte) { classes |= 64 }
            return KotlinNames.unicodeEscape(UInt32(classes))
        }.joined()
    }

    /// Whether RFC 3986 allows the byte in a URL (besides `#`), or it is part of a non-ASCII
    /// character: `!` to `~` except `"` `<` `>` `\` `^` `{` `|` `}`, the backtick and `#`.
    private static func isAllowed(_ byte: UInt8) -> Bool {
        if byte >= 0x80 { return true }
        guard byte > 0x20 && byte < 0x7F else { return false }
        return !Array("\"<>\\^{|}`#".utf8).contains(byte)
    }

    private static let source = #"""
        /**
         * The matcher and the builder of [ROUTE_], a port of RouteRuntime's over the same route table
         * (the records of [ROUTE_Records], in the format of `RouteRuntime._TableFormat`), read where it
         * lies: nothing is parsed or built from the table before or during a match.
         *
         * A URL is read as its UTF-8 bytes; the records' texts are read as their bytes too: every char of
         * a records constant is one byte (0 to 255) of the table.
         */
        private object ROUTE_Runtime {
            // Record kinds, value kinds, roles and sources (`RouteRuntime._TableFormat`), as byte values.
            const val KIND_NODE = 78 // N
            const val V_STRING = 115 // s
            const val V_INT = 105 // i
            const val V_DOUBLE = 100 // d
            const val V_BOOL = 98 // b
            const val V_UUID = 117 // u
            const val V_ENUM = 101 // e
            const val V_FOLDED_ENUM = 102 // f
            const val V_APP = 97 // a
            const val V_MIXED = 109 // m
            const val V_FOLDED_MIXED = 99 // c
            const val V_CATCH_ALL = 42 // *
            const val V_LITERAL = 108 // l
            const val V_LABEL = 118 // v
            const val ROLE_PATTERN = 112 // p
            const val ROLE_OPTIONAL = 111 // o
            const val ROLE_DEFAULTED = 100 // d
            const val ROLE_LIST = 108 // l
            const val ROLE_REQUIRED = 114 // r
            const val ROLE_FLAG = 103 // g
            const val SOURCE_CAPTURE = 99 // c
            const val SOURCE_QUERY = 113 // q
            const val ALL = 42 // *
            const val ORIGIN_HOST_FIRST = 115 // s
            const val ORIGIN_WITH_HOST = 119 // w
            const val ORIGIN_HOST = 104 // h
            const val MAXIMUM_LENGTH = 8192

            // Slot flags.
            const val PRESENT = 1
            const val ENCODED = 2
            const val FROM_TABLE = 4
            const val IN_SCRATCH = 8

            // MARK: Records

            /** Reads the fields of a record where they lie, advancing past each. */
            class Cursor(@JvmField val s: String, @JvmField var p: Int, @JvmField val chunk: Int) {
                fun byte(): Int {
                    val value = s[p] - '\u0000'
                    p += 1
                    return value
                }

                fun peek(): Int = s[p] - '\u0000'

                /** A number: base-32 digits, a digit of 32 or more saying that more follow. */
                fun number(): Int {
                    var value = 0
                    while (true) {
                        val digit = s[p] - '0'
                        p += 1
                        if (digit < 32) return (value shl 5) or digit
                        value = (value shl 5) or (digit - 32)
                    }
                }

                fun key(): Long {
                    val value = keyAt(s, p)
                    p += 10
                    return value
                }

                fun typeKey(kind: Int): Long = if (kind == V_ENUM || kind == V_FOLDED_ENUM || kind == V_APP) key() else 0L

                fun skipText() {
                    val count = number()
                    p += count
                }

                fun skipParameter(kind: Int) {
                    if (kind == V_MIXED || kind == V_FOLDED_MIXED) {
                        val pieces = number()
                        repeat(pieces) {
                            val piece = byte()
                            if (piece == V_LITERAL) skipText() else typeKey(piece)
                        }
                    } else {
                        typeKey(kind)
                    }
                }

                fun skipAccepted() {
                    if (peek() == ALL) {
                        p += 1
                        return
                    }
                    val count = number()
                    repeat(count) { number() }
                }

                fun at(position: Int): Cursor = Cursor(s, position, chunk)
            }

            /** The key written at `p` of `s`: ten digits of six bits, most significant first. */
            fun keyAt(s: String, p: Int): Long {
                var value = 0L
                var index = 0
                while (index < 10) {
                    value = (value shl 6) or (s[p + index] - '0').toLong()
                    index += 1
                }
                return value
            }

            /**
             * The body of the record with `key` (a cursor at its kind byte), or null: the chunk whose
             * first key is the last at or before `key`, then an interpolation search over its sorted
             * lines, bisecting after five guesses, reading a short range line by line.
             */
            fun find(key: Long): Cursor? {
                val firsts = ROUTE_Records.FIRSTS
                val chunks = firsts.length / 10
                var lowChunk = 0
                var highChunk = chunks - 1
                while (lowChunk < highChunk) {
                    val middle = (lowChunk + highChunk + 1) ushr 1
                    if (keyAt(firsts, middle * 10) <= key) lowChunk = middle else highChunk = middle - 1
                }
                var lowKey = keyAt(firsts, lowChunk * 10)
                if (key < lowKey) return null
                var highKey = if (lowChunk + 1 < chunks) keyAt(firsts, lowChunk * 10 + 10) else 1L shl 60
                val s = ROUTE_Records.chunk(lowChunk)
                var low = 0
                var high = s.length
                var steps = 0
                while (high - low > 160) {
                    val span = high - low
                    var guess = if (steps < 5) {
                        low + (span.toDouble() * ((key - lowKey).toDouble() / (highKey - lowKey).toDouble())).toInt()
                    } else {
                        low + span / 2
                    }
                    if (guess >= high) guess = high - 1
                    if (guess < low) guess = low
                    steps += 1
                    val start = lineStart(s, guess, low)
                    val found = keyAt(s, start)
                    if (found == key) return Cursor(s, start + 11, lowChunk)
                    if (found < key) {
                        low = lineEnd(s, start, high)
                        lowKey = found + 1
                    } else {
                        high = start
                        highKey = found
                    }
                }
                var start = low
                while (start < high) {
                    val found = keyAt(s, start)
                    if (found == key) return Cursor(s, start + 11, lowChunk)
                    if (found > key) return null
                    start = lineEnd(s, start, high)
                }
                return null
            }

            private fun lineStart(s: String, position: Int, low: Int): Int {
                var index = position
                while (index > low && s[index - 1] != '\n') index -= 1
                return index
            }

            private fun lineEnd(s: String, start: Int, count: Int): Int {
                val index = s.indexOf('\n', start + 10)
                return if (index < 0 || index >= count) count else index + 1
            }

            // MARK: Keys

            private const val MULTIPLIER = -0x61c8864680b583ebL // 0x9E37_79B9_7F4A_7C15
            private const val FINAL_MULTIPLIER = -0x2917014799a6026dL // 0xD6E8_FEB8_6659_FD93

            /** The key of `count` bytes of `bytes` from `start` under `seed`, lowercased when `folding`. */
            fun hash(bytes: ByteArray, start: Int, count: Int, seed: Long, folding: Boolean): Long {
                var scrambled = seed xor (seed ushr 33)
                scrambled *= FINAL_MULTIPLIER
                scrambled = scrambled xor (scrambled ushr 29)
                var state = scrambled xor (count.toLong() * MULTIPLIER)
                var offset = 0
                while (offset < count) {
                    var word = 0L
                    val length = if (count - offset < 8) count - offset else 8
                    var index = 0
                    while (index < length) {
                        var byte = bytes[start + offset + index].toInt() and 0xFF
                        if (folding && byte >= 65 && byte <= 90) byte = byte or 0x20
                        word = word or (byte.toLong() shl (8 * index))
                        index += 1
                    }
                    state = (state xor word) * MULTIPLIER
                    state = state xor (state ushr 32)
                    offset += 8
                }
                state = state xor (state ushr 29)
                state *= FINAL_MULTIPLIER
                state = state xor (state ushr 32)
                return state ushr 4
            }

            // MARK: Text

            fun lower(byte: Int): Int = if (byte >= 65 && byte <= 90) byte or 0x20 else byte

            /** Whether `count` bytes of `a` from `aStart` are the chars of `s` from `sStart`. */
            fun equalText(s: String, sStart: Int, a: ByteArray, aStart: Int, count: Int, folding: Boolean): Boolean {
                var index = 0
                while (index < count) {
                    val x = s[sStart + index] - '\u0000'
                    val y = a[aStart + index].toInt() and 0xFF
                    if (x != y && !(folding && lower(x) == lower(y))) return false
                    index += 1
                }
                return true
            }

            fun hexValue(byte: Int): Int = when (byte) {
                in 48..57 -> byte - 48
                in 97..102 -> byte - 87
                in 65..70 -> byte - 55
                else -> -1
            }

            /** Percent-decodes `count` bytes of `from` at `start` into `into` at `at`: the count, or -1. */
            fun decode(from: ByteArray, start: Int, count: Int, into: ByteArray, at: Int): Int {
                var read = start
                val end = start + count
                var written = at
                while (read < end) {
                    val byte = from[read].toInt() and 0xFF
                    if (byte == 37) {
                        if (read + 2 >= end) return -1
                        val high = hexValue(from[read + 1].toInt() and 0xFF)
                        val low = hexValue(from[read + 2].toInt() and 0xFF)
                        if (high < 0 || low < 0) return -1
                        into[written] = ((high shl 4) or low).toByte()
                        read += 3
                    } else {
                        into[written] = byte.toByte()
                        read += 1
                    }
                    written += 1
                }
                return written - at
            }

            /** Whether `count` bytes of `bytes` from `start` are valid UTF-8. */
            fun isValidUTF8(bytes: ByteArray, start: Int, count: Int): Boolean {
                var index = start
                val end = start + count
                while (index < end) {
                    val lead = bytes[index].toInt() and 0xFF
                    if (lead < 0x80) {
                        index += 1
                        continue
                    }
                    val length: Int
                    val minimum: Int
                    var scalar: Int
                    when (lead) {
                        in 0xC2..0xDF -> {
                            length = 2
                            minimum = 0x80
                            scalar = lead and 0x1F
                        }
                        in 0xE0..0xEF -> {
                            length = 3
                            minimum = 0x800
                            scalar = lead and 0x0F
                        }
                        in 0xF0..0xF4 -> {
                            length = 4
                            minimum = 0x10000
                            scalar = lead and 0x07
                        }
                        else -> return false
                    }
                    if (index + length > end) return false
                    var offset = 1
                    while (offset < length) {
                        val next = bytes[index + offset].toInt() and 0xFF
                        if (next and 0xC0 != 0x80) return false
                        scalar = (scalar shl 6) or (next and 0x3F)
                        offset += 1
                    }
                    if (scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF)) return false
                    index += length
                }
                return true
            }

            /** Whether decoded bytes are a path segment's acceptable text (Specification §4.3). */
            fun isAcceptableSegment(bytes: ByteArray, start: Int, count: Int): Boolean {
                if (count == 0) return false
                if (count <= 2 && bytes[start].toInt() == 46 && bytes[start + count - 1].toInt() == 46) return false
                var index = start
                while (index < start + count) {
                    val byte = bytes[index].toInt() and 0xFF
                    if (byte < 0x20 || byte == 0x7F) return false
                    index += 1
                }
                return isValidUTF8(bytes, start, count)
            }

            /** The UTF-8 bytes of `text`, or null when it holds an unpaired surrogate or is too long. */
            fun utf8(text: String): ByteArray? {
                val length = text.length
                if (length > MAXIMUM_LENGTH) return null
                var size = 0
                var index = 0
                while (index < length) {
                    val char = text[index]
                    size += when {
                        char < '\u0080' -> 1
                        char < '\u0800' -> 2
                        Character.isHighSurrogate(char) -> {
                            if (index + 1 >= length || !Character.isLowSurrogate(text[index + 1])) return null
                            index += 1
                            4
                        }
                        Character.isLowSurrogate(char) -> return null
                        else -> 3
                    }
                    index += 1
                }
                if (size > MAXIMUM_LENGTH) return null
                if (size == length) {
                    val bytes = ByteArray(size)
                    for (position in 0 until length) bytes[position] = (text[position] - '\u0000').toByte()
                    return bytes
                }
                return text.toByteArray(Charsets.UTF_8)
            }

            /** The bytes of `count` chars of `s` from `start` (chars of the records are bytes). */
            fun bytesOf(s: String, start: Int, count: Int): ByteArray {
                val bytes = ByteArray(count)
                for (index in 0 until count) bytes[index] = (s[start + index] - '\u0000').toByte()
                return bytes
            }

            /** A data text of the records (its header at the cursor), decoded; null when malformed. */
            fun dataText(c: Cursor): ByteArray? {
                val header = c.number()
                val raw = bytesOf(c.s, c.p, header shr 1)
                c.p += header shr 1
                if (header and 1 == 0) return raw
                val decoded = ByteArray(raw.size)
                val count = decode(raw, 0, raw.size, decoded, 0)
                return if (count < 0) null else decoded.copyOf(count)
            }

            fun utf8String(bytes: ByteArray, start: Int, count: Int): String = String(bytes, start, count, Charsets.UTF_8)

            // MARK: The texts of the built-in types

            /** `-?(0|[1-9][0-9]*)` within 64 bits, or null. */
            fun parseLong(bytes: ByteArray, start: Int, count: Int): Long? {
                var index = start
                val end = start + count
                var negative = false
                if (index < end && bytes[index].toInt() == 45) {
                    negative = true
                    index += 1
                }
                if (index >= end) return null
                val first = bytes[index].toInt()
                if (first < 48 || first > 57) return null
                if (first == 48) return if (index + 1 == end) 0L else null
                var value = 0L
                while (index < end) {
                    val digit = bytes[index].toInt() - 48
                    if (digit < 0 || digit > 9) return null
                    if (value < (Long.MIN_VALUE + digit) / 10) return null
                    value = value * 10 - digit
                    index += 1
                }
                if (negative) return value
                if (value == Long.MIN_VALUE) return null
                return -value
            }

            /** `true`, `false`, `1` or `0`, or null. */
            fun parseBool(bytes: ByteArray, start: Int, count: Int): Boolean? {
                val text = String(bytes, start, count, Charsets.ISO_8859_1)
                return when (text) {
                    "1", "true" -> true
                    "0", "false" -> false
                    else -> null
                }
            }

            /** `-?digits(.digits)?([eE][+-]?digits)?`, finite, or null. */
            fun parseDouble(bytes: ByteArray, start: Int, count: Int): Double? {
                var index = start
                val end = start + count
                fun isDigit(at: Int): Boolean = at < end && bytes[at] >= 48 && bytes[at] <= 57
                if (index < end && bytes[index].toInt() == 45) index += 1
                if (!isDigit(index)) return null
                while (isDigit(index)) index += 1
                if (index < end && bytes[index].toInt() == 46) {
                    index += 1
                    if (!isDigit(index)) return null
                    while (isDigit(index)) index += 1
                }
                if (index < end && (bytes[index].toInt() == 101 || bytes[index].toInt() == 69)) {
                    index += 1
                    if (index < end && (bytes[index].toInt() == 43 || bytes[index].toInt() == 45)) index += 1
                    if (!isDigit(index)) return null
                    while (isDigit(index)) index += 1
                }
                if (index != end) return null
                // The grammar is a subset of the JDK's, whose conversion is correctly rounded.
                val value = java.lang.Double.parseDouble(String(bytes, start, count, Charsets.ISO_8859_1))
                return if (value.isInfinite() || value.isNaN()) null else value
            }

            /** 8-4-4-4-12 hexadecimal digits in either case: the two halves in `words`, or false. */
            fun parseUUID(bytes: ByteArray, start: Int, count: Int, words: LongArray): Boolean {
                if (count != 36) return false
                var high = 0L
                var low = 0L
                var digits = 0
                var index = 0
                while (index < 36) {
                    if (index == 8 || index == 13 || index == 18 || index == 23) {
                        if (bytes[start + index].toInt() != 45) return false
                        index += 1
                        continue
                    }
                    val value = hexValue(bytes[start + index].toInt() and 0xFF)
                    if (value < 0) return false
                    if (digits < 16) high = (high shl 4) or value.toLong() else low = (low shl 4) or value.toLong()
                    digits += 1
                    index += 1
                }
                words[0] = high
                words[1] = low
                return true
            }

            /**
             * The shortest text that reads back as `value`, as Swift's `description` writes it: `1.0`,
             * `0.0001`, `1e-05`, `1e+16`, `-0.0`. Of the shortest decimals that round-trip, the closest
             * (an even last digit on a tie), found exactly with BigDecimal from the JDK's own text, which
             * round-trips but may be a digit longer.
             */
            fun printDouble(value: Double): String {
                if (value == 0.0) return if (1.0 / value < 0) "-0.0" else "0.0"
                val magnitude = Math.abs(value)
                val exact = java.math.BigDecimal(magnitude)
                var digits = java.math.BigDecimal(java.lang.Double.toString(magnitude)).stripTrailingZeros()
                var precision = digits.precision()
                digits = shortest(exact, magnitude, precision) ?: digits
                while (precision > 1) {
                    val shorter = shortest(exact, magnitude, precision - 1) ?: break
                    digits = shorter
                    precision -= 1
                }
                digits = digits.stripTrailingZeros()
                val unscaled = digits.unscaledValue().toString()
                val exponent = unscaled.length - 1 - digits.scale()
                val text = StringBuilder()
                if (value < 0) text.append('-')
                if (exponent < -4 || magnitude > 9007199254740992.0) {
                    text.append(unscaled[0])
                    if (unscaled.length > 1) text.append('.').append(unscaled, 1, unscaled.length)
                    text.append('e').append(if (exponent < 0) '-' else '+')
                    val power = Math.abs(exponent)
                    if (power < 10) text.append('0')
                    text.append(power)
                } else if (exponent < 0) {
                    text.append("0.")
                    repeat(-exponent - 1) { text.append('0') }
                    text.append(unscaled)
                } else if (unscaled.length <= exponent + 1) {
                    text.append(unscaled)
                    repeat(exponent + 1 - unscaled.length) { text.append('0') }
                    text.append(".0")
                } else {
                    text.append(unscaled, 0, exponent + 1).append('.').append(unscaled, exponent + 1, unscaled.length)
                }
                return text.toString()
            }

            /** The decimal of `precision` digits that reads back as `value` and is closest, or null. */
            private fun shortest(exact: java.math.BigDecimal, value: Double, precision: Int): java.math.BigDecimal? {
                val down = exact.round(java.math.MathContext(precision, java.math.RoundingMode.FLOOR))
                val up = exact.round(java.math.MathContext(precision, java.math.RoundingMode.CEILING))
                val downReads = down.toDouble() == value
                val upReads = up.toDouble() == value
                if (downReads && upReads) {
                    val order = exact.subtract(down).compareTo(up.subtract(exact))
                    if (order < 0) return down
                    if (order > 0) return up
                    return if (down.unscaledValue().testBit(0)) up else down
                }
                if (downReads) return down
                if (upReads) return up
                return null
            }

            // MARK: Origins

            /**
             * Calls `body` with the kind and the bounds of the name of each origin line, until it
             * returns false. A line is the length of its name (a number), its kind and its name.
             */
            private inline fun forEachOrigin(body: (kind: Int, start: Int, end: Int) -> Boolean) {
                val origins = ROUTE_Records.ORIGINS
                val cursor = Cursor(origins, 0, 0)
                while (cursor.p < origins.length) {
                    val length = cursor.number()
                    val kind = cursor.byte()
                    val start = cursor.p
                    // The name, then the line feed.
                    cursor.p = start + length + 1
                    if (!body(kind, start, start + length)) return
                }
            }

            private fun isScheme(kind: Int): Boolean = kind == ORIGIN_HOST_FIRST || kind == ORIGIN_WITH_HOST

            /** The index of the custom scheme of the URL's first `count` bytes, times 2, plus 1 when it carries a host; or -1. */
            fun schemeNamed(url: ByteArray, count: Int): Int {
                var index = 0
                var found = -1
                forEachOrigin { kind, start, end ->
                    if (!isScheme(kind)) return@forEachOrigin true
                    if (end - start == count && equalText(ROUTE_Records.ORIGINS, start, url, 0, count, true)) {
                        found = index * 2 + if (kind == ORIGIN_WITH_HOST) 1 else 0
                        return@forEachOrigin false
                    }
                    index += 1
                    true
                }
                return found
            }

            /** The bounds of origin line `index` of schemes or hosts, as start shl 32 or end, or -1. */
            private fun origin(index: Int, schemes: Boolean): Long {
                var seen = 0
                var found = -1L
                forEachOrigin { kind, start, end ->
                    if (isScheme(kind) != schemes) return@forEachOrigin true
                    if (seen == index) {
                        found = (start.toLong() shl 32) or end.toLong()
                        return@forEachOrigin false
                    }
                    seen += 1
                    true
                }
                return found
            }

            private fun originCount(schemes: Boolean): Int {
                var total = 0
                forEachOrigin { kind, _, _ ->
                    if (isScheme(kind) == schemes) total += 1
                    true
                }
                return total
            }

            private fun originKind(bounds: Long): Int = ROUTE_Records.ORIGINS[(bounds ushr 32).toInt() - 1] - '\u0000'

            private fun originText(bounds: Long): String =
                ROUTE_Records.ORIGINS.substring((bounds ushr 32).toInt(), (bounds and 0xFFFFFFFFL).toInt())

            /** Whether the host `url[start until end]` is the host of origin line `start until end`, or under it. */
            private fun hostMatches(kind: Int, nameStart: Int, nameEnd: Int, url: ByteArray, start: Int, end: Int): Boolean {
                val origins = ROUTE_Records.ORIGINS
                val length = nameEnd - nameStart
                val count = end - start
                if (kind == ORIGIN_HOST) return length == count && equalText(origins, nameStart, url, start, count, true)
                val dot = count - length - 1
                if (dot <= 0 || url[start + dot].toInt() != 46) return false
                if (!equalText(origins, nameStart, url, start + dot + 1, length, true)) return false
                var previous = 46
                for (position in 0 until dot) {
                    val byte = url[start + position].toInt()
                    if (byte == 46 && previous == 46) return false
                    previous = byte
                }
                return previous != 46
            }

            /** Which of the first 64 hosts the URL's host is or falls under, into `parts`. */
            fun matchHosts(url: ByteArray, parts: Parts) {
                val start = parts.hostStart
                val end = parts.hostEnd
                parts.anyHost = false
                parts.hostMask = 0L
                if (end <= start) return
                for (position in start until end) {
                    val byte = url[position].toInt()
                    if (byte == 37 || byte < 0) return
                }
                var index = 0
                forEachOrigin { kind, nameStart, nameEnd ->
                    if (isScheme(kind)) return@forEachOrigin true
                    if (hostMatches(kind, nameStart, nameEnd, url, start, end)) {
                        parts.anyHost = true
                        if (index < 64) parts.hostMask = parts.hostMask or (1L shl index)
                    }
                    index += 1
                    true
                }
            }

            private fun hostIndexMatches(index: Int, url: ByteArray, start: Int, end: Int): Boolean {
                val bounds = origin(index, false)
                if (bounds < 0) return false
                return hostMatches(originKind(bounds), (bounds ushr 32).toInt(), (bounds and 0xFFFFFFFFL).toInt(), url, start, end)
            }

            // MARK: Routes

            /** A route record read where it lies: its flags, accepted schemes and hosts, and labels. */
            class RouteRecord(body: Cursor) {
                @JvmField val s: String = body.s
                @JvmField val ignoresCase: Boolean
                @JvmField val schemes: Int
                @JvmField val hosts: Int
                @JvmField val labels: Int
                @JvmField val chunk: Int = body.chunk

                init {
                    val c = body.at(body.p + 1)
                    c.skipText()
                    ignoresCase = c.number() and 1 != 0
                    schemes = c.p
                    c.skipAccepted()
                    hosts = c.p
                    c.skipAccepted()
                    labels = c.p
                }

                fun label(index: Int): Label {
                    val c = Cursor(s, labels, chunk)
                    c.number()
                    repeat(index) { Label(c) }
                    return Label(c)
                }

                /** A cursor after the labels: at the template. */
                fun template(): Cursor {
                    val c = Cursor(s, labels, chunk)
                    val count = c.number()
                    repeat(count) { Label(c) }
                    return c
                }

                /** A cursor at the metadata, after the template. */
                fun metadata(): Cursor {
                    val c = template()
                    val segments = c.number()
                    repeat(segments) {
                        when (c.byte()) {
                            V_LITERAL -> c.skipText()
                            V_LABEL -> c.number()
                            else -> {
                                val pieces = c.number()
                                repeat(pieces) { if (c.byte() == V_LITERAL) c.skipText() else c.number() }
                            }
                        }
                    }
                    val bindings = c.number()
                    repeat(bindings) {
                        c.skipText()
                        c.number()
                    }
                    return c
                }

                /** The first index of the schemes (or hosts) the route accepts for which `predicate` holds, or -1. */
                inline fun firstAccepted(schemes: Boolean, all: Int, predicate: (Int) -> Boolean): Int {
                    val c = Cursor(s, if (schemes) this.schemes else hosts, chunk)
                    if (c.peek() == ALL) {
                        for (index in 0 until all) if (predicate(index)) return index
                        return -1
                    }
                    val count = c.number()
                    repeat(count) {
                        val index = c.number()
                        if (predicate(index)) return index
                    }
                    return -1
                }
            }

            /** One label of a route record: how the case parameter at its index is read and written. */
            class Label(c: Cursor) {
                @JvmField val role: Int = c.byte()
                @JvmField val kind: Int = c.byte()
                @JvmField val type: Long = c.typeKey(kind)
                @JvmField val s: String = c.s
                @JvmField val chunk: Int = c.chunk
                @JvmField var keyStart = 0
                @JvmField var keyCount = 0
                /** Where the default's data text starts (its header), or -1. */
                @JvmField var defaultAt = -1

                init {
                    if (role != ROLE_PATTERN) {
                        keyCount = c.number()
                        keyStart = c.p
                        c.p += keyCount
                    }
                    if (role == ROLE_DEFAULTED) {
                        defaultAt = c.p
                        val header = c.number()
                        c.p += header shr 1
                    }
                }
            }

            /** Whether the accepted schemes or hosts at `field` of `s` hold `index`. */
            fun accepts(s: String, field: Int, index: Int): Boolean {
                val c = Cursor(s, field, 0)
                if (c.peek() == ALL) return true
                val count = c.number()
                repeat(count) { if (c.number() == index) return true }
                return false
            }

            /** Whether the accepted hosts at `field` of `s` hold some host the URL's host is. */
            fun acceptsHost(s: String, field: Int, mask: Long, url: ByteArray, start: Int, end: Int): Boolean {
                val c = Cursor(s, field, 0)
                if (c.peek() == ALL) return true
                val count = c.number()
                repeat(count) {
                    val index = c.number()
                    if (index < 64) {
                        if (mask and (1L shl index) != 0L) return true
                    } else if (hostIndexMatches(index, url, start, end)) {
                        return true
                    }
                }
                return false
            }

            /** The index of the raw value of the named enum with `type` that the bytes are, or -1. */
            fun enumerationValue(bytes: ByteArray, start: Int, count: Int, type: Long, folding: Boolean): Int {
                val body = find(type) ?: return -1
                val c = body.at(body.p + 1)
                c.skipText()
                val values = c.number()
                for (index in 0 until values) {
                    val header = c.number()
                    val length = header shr 1
                    if (header and 1 != 0) {
                        val value = bytesOf(c.s, c.p, length)
                        val decoded = ByteArray(length)
                        val decodedCount = decode(value, 0, length, decoded, 0)
                        if (decodedCount == count && equalBytes(decoded, 0, bytes, start, count, folding)) return index
                    } else if (length == count && equalText(c.s, c.p, bytes, start, count, folding)) {
                        return index
                    }
                    c.p += length
                }
                return -1
            }

            private fun equalBytes(a: ByteArray, aStart: Int, b: ByteArray, bStart: Int, count: Int, folding: Boolean): Boolean {
                for (index in 0 until count) {
                    val x = a[aStart + index].toInt() and 0xFF
                    val y = b[bStart + index].toInt() and 0xFF
                    if (x != y && !(folding && lower(x) == lower(y))) return false
                }
                return true
            }

            /** The length of the longest raw value (as the records write it) of the named enum with `type`. */
            fun longestEnumerationValue(type: Long): Int {
                val body = find(type) ?: return 0
                val c = body.at(body.p + 1)
                c.skipText()
                var longest = 0
                val values = c.number()
                repeat(values) {
                    val length = c.number() shr 1
                    if (length > longest) longest = length
                    c.p += length
                }
                return longest
            }

            /** The raw value at `index` of the named enum with `type`, decoded. */
            fun enumerationRaw(type: Long, index: Int): String {
                val body = find(type) ?: return ""
                val c = body.at(body.p + 1)
                c.skipText()
                c.number()
                repeat(index) {
                    val header = c.number()
                    c.p += header shr 1
                }
                val bytes = dataText(c) ?: return ""
                return utf8String(bytes, 0, bytes.size)
            }

            // MARK: Values

            /**
             * Reads `count` bytes of `bytes` from `start` as a value of `kind` (a named enum or app type by
             * `type`) into the words of slot `slot` of `walk`; false when the text is not such a value.
             */
            fun parseValue(
                bytes: ByteArray, start: Int, count: Int, kind: Int, type: Long, folding: Boolean, checkUTF8: Boolean,
                slots: Slots, slot: Int
            ): Boolean {
                when (kind) {
                    V_STRING -> return !checkUTF8 || isValidUTF8(bytes, start, count)
                    V_INT -> slots.w0[slot] = parseLong(bytes, start, count) ?: return false
                    V_DOUBLE -> {
                        val value = parseDouble(bytes, start, count) ?: return false
                        slots.w0[slot] = java.lang.Double.doubleToRawLongBits(value)
                    }
                    V_BOOL -> slots.w0[slot] = if (parseBool(bytes, start, count) ?: return false) 1L else 0L
                    V_UUID -> {
                        if (!parseUUID(bytes, start, count, slots.words)) return false
                        slots.w0[slot] = slots.words[0]
                        slots.w1[slot] = slots.words[1]
                    }
                    V_ENUM, V_FOLDED_ENUM -> {
                        val index = enumerationValue(bytes, start, count, type, folding || kind == V_FOLDED_ENUM)
                        if (index < 0) return false
                        slots.w0[slot] = index.toLong()
                    }
                    V_APP -> {
                        if (checkUTF8 && !isValidUTF8(bytes, start, count)) return false
                        return ROUTE_Records.appValue(type, utf8String(bytes, start, count))
                    }
                    else -> return false
                }
                return true
            }

            /** The values a match reads: for each slot, two words and the bounds and flags of its text. */
            class Slots(count: Int) {
                @JvmField val w0 = LongArray(count)
                @JvmField val w1 = LongArray(count)
                @JvmField val start = IntArray(count)
                @JvmField val end = IntArray(count)
                @JvmField val flags = IntArray(count)
                @JvmField val words = LongArray(2)

                fun copy(from: Int, to: Int) {
                    w0[to] = w0[from]
                    w1[to] = w1[from]
                    start[to] = start[from]
                    end[to] = end[from]
                    flags[to] = flags[from]
                }

                fun clear(slot: Int) {
                    w0[slot] = 0L
                    w1[slot] = 0L
                    start[slot] = 0
                    end[slot] = 0
                    flags[slot] = 0
                }
            }

            // MARK: Reading a URL

            /** What each byte is to the URL reader (RouteRuntime's `ByteClass`). */
            private const val SLASH = 1
            private const val ALLOWED = 2
            private const val PATH_RARE = 4
            private const val AUTHORITY_RARE = 8
            private const val QUERY_RARE = 16
            private const val ENDS_AUTHORITY = 32
            private const val ENDS_PATH = 64
            private const val CLASSES = "BYTE_CLASSES"

            private fun byteClass(byte: Byte): Int = CLASSES[byte.toInt() and 0xFF] - '\u0000'

            private fun isAlpha(byte: Int): Boolean = (byte or 0x20) in 97..122

            /** A URL taken apart per RFC 3986 over its UTF-8 bytes (Specification §4.1). */
            class Parts {
                @JvmField var schemeEnd = 0
                @JvmField var isHTTPS = false
                @JvmField var hostStart = 0
                @JvmField var hostEnd = 0
                @JvmField var hostIsEncoded = false
                @JvmField var pathEnd = 0
                @JvmField var pathIsEncoded = false
                @JvmField var slashes = IntArray(16)
                @JvmField var slashCount = 0
                @JvmField var queryStart = 0
                @JvmField var queryEnd = 0
                @JvmField var ampersands = 0
                @JvmField var hostMask = 0L
                @JvmField var anyHost = false

                fun readURL(bytes: ByteArray): Boolean {
                    val count = bytes.size
                    if (count == 0 || !isAlpha(bytes[0].toInt())) return false
                    var index = 0
                    while (index < count && bytes[index].toInt() != 58) {
                        val byte = bytes[index].toInt()
                        if (!(isAlpha(byte) || byte in 48..57 || byte == 43 || byte == 45 || byte == 46)) return false
                        index += 1
                    }
                    if (index + 2 >= count || bytes[index + 1].toInt() != 47 || bytes[index + 2].toInt() != 47) return false
                    schemeEnd = index
                    isHTTPS = index == 5 && (bytes[0].toInt() or 0x20) == 104 && (bytes[1].toInt() or 0x20) == 116 &&
                        (bytes[2].toInt() or 0x20) == 116 && (bytes[3].toInt() or 0x20) == 112 &&
                        (bytes[4].toInt() or 0x20) == 115
                    hostStart = index + 3
                    index = hostStart
                    var portStart = -1
                    while (index < count) {
                        val byte = bytes[index]
                        val classes = byteClass(byte)
                        if (classes and AUTHORITY_RARE != 0) {
                            if (classes and ENDS_AUTHORITY != 0) break
                            if (classes and ALLOWED == 0 || byte.toInt() == 64) return false
                            if (byte.toInt() == 58 && portStart < 0) portStart = index
                            if (byte.toInt() == 37) hostIsEncoded = true
                        }
                        index += 1
                    }
                    hostEnd = if (portStart >= 0) portStart else index
                    if (portStart >= 0) {
                        if (!isHTTPS || index - portStart != 4 || bytes[portStart + 1].toInt() != 52 ||
                            bytes[portStart + 2].toInt() != 52 || bytes[portStart + 3].toInt() != 51
                        ) return false
                    }
                    if (isHTTPS && hostEnd == hostStart) return false
                    return readRest(bytes, index)
                }

                fun readPath(bytes: ByteArray): Boolean {
                    if (bytes.isEmpty() || bytes[0].toInt() != 47) return false
                    return readRest(bytes, 0)
                }

                private fun readRest(bytes: ByteArray, start: Int): Boolean {
                    val count = bytes.size
                    var index = start
                    while (index < count) {
                        val classes = byteClass(bytes[index])
                        if (classes and PATH_RARE != 0) {
                            if (classes and ENDS_PATH != 0) break
                            if (classes and ALLOWED == 0) return false
                            pathIsEncoded = true
                        }
                        if (classes and SLASH != 0) {
                            if (slashCount == slashes.size) slashes = slashes.copyOf(slashes.size * 2)
                            slashes[slashCount] = index
                            slashCount += 1
                        }
                        index += 1
                    }
                    pathEnd = index
                    queryStart = index
                    if (index < count && bytes[index].toInt() == 63) {
                        index += 1
                        queryStart = index
                        while (index < count) {
                            val byte = bytes[index]
                            val classes = byteClass(byte)
                            if (classes and QUERY_RARE != 0) {
                                if (byte.toInt() == 35) break
                                if (classes and ALLOWED == 0) return false
                                if (byte.toInt() == 38) ampersands += 1
                            }
                            index += 1
                        }
                    }
                    queryEnd = index
                    if (index < count) {
                        index += 1
                        while (index < count) {
                            val byte = bytes[index]
                            if (byteClass(byte) and ALLOWED == 0 && byte.toInt() != 35) return false
                            index += 1
                        }
                    }
                    return true
                }
            }

            // MARK: Matching

            /** Matches a URL (`isPath` false) or a path alone: the match, or null. */
            fun match(text: String, isPath: Boolean): Match? {
                val url = utf8(text) ?: return null
                if (url.isEmpty()) return null
                val parts = Parts()
                if (!(if (isPath) parts.readPath(url) else parts.readURL(url))) return null
                var scheme = -1
                var checksHost = false
                var hostFirst = false
                if (!isPath) {
                    if (parts.isHTTPS) {
                        checksHost = true
                    } else {
                        val found = schemeNamed(url, parts.schemeEnd)
                        if (found < 0) return null
                        scheme = found shr 1
                        checksHost = found and 1 != 0
                        hostFirst = !checksHost && parts.hostEnd > parts.hostStart
                    }
                    if (checksHost) {
                        matchHosts(url, parts)
                        if (!parts.anyHost) return null
                    }
                }
                val walk = Walk(url, parts, hostFirst)
                if (ROUTE_Records.EXCLUDES) {
                    val root = find(1L)
                    if (root != null) {
                        walk.reset(-1, false, true)
                        if (walk.walk(1L, root.s, root.p + 1, root.chunk, 0, 0)) return null
                    }
                }
                val root = find(0L) ?: return null
                walk.reset(scheme, checksHost, false)
                if (!walk.walk(0L, root.s, root.p + 1, root.chunk, 0, 0)) return null
                return Match(walk)
            }

            /** One walk of the route trie for one URL (RouteRuntime's `RouteWalk`). */
            class Walk(@JvmField val url: ByteArray, @JvmField val parts: Parts, @JvmField val hostFirst: Boolean) {
                @JvmField val captureCount = if (ROUTE_Records.CAPTURES > 1) ROUTE_Records.CAPTURES else 1
                @JvmField val slots = Slots(captureCount + (if (ROUTE_Records.LABELS > 1) ROUTE_Records.LABELS else 1) + 1)
                /** The slot for values read and dropped. */
                @JvmField val ignored = slots.w0.size - 1
                @JvmField val decoded = ByteArray(url.size)
                @JvmField val partly = ByteArray(url.size)
                @JvmField val segmentCount: Int
                @JvmField val segmentStart: IntArray
                @JvmField val segmentEnd: IntArray
                @JvmField val segmentEncoded: BooleanArray
                @JvmField var query = Query(parts.queryStart, parts.queryEnd, parts.ampersands + 1)
                @JvmField var scheme = -1
                @JvmField var checksHost = false
                @JvmField var anyPath = false
                @JvmField var route = 0L

                init {
                    val slashCount = parts.slashCount
                    val lastIsEmpty = slashCount > 0 && parts.slashes[slashCount - 1] + 1 == parts.pathEnd
                    val pathSegments = slashCount - (if (lastIsEmpty) 1 else 0)
                    segmentCount = pathSegments + (if (hostFirst) 1 else 0)
                    segmentStart = IntArray(segmentCount)
                    segmentEnd = IntArray(segmentCount)
                    segmentEncoded = BooleanArray(segmentCount)
                    var index = 0
                    if (hostFirst) {
                        segmentStart[0] = parts.hostStart
                        segmentEnd[0] = parts.hostEnd
                        segmentEncoded[0] = parts.hostIsEncoded
                        index = 1
                    }
                    for (segment in 0 until pathSegments) {
                        val start = parts.slashes[segment] + 1
                        val end = if (segment + 1 < slashCount) parts.slashes[segment + 1] else parts.pathEnd
                        segmentStart[index] = start
                        segmentEnd[index] = end
                        var encoded = false
                        if (parts.pathIsEncoded) {
                            for (position in start until end) if (url[position].toInt() == 37) encoded = true
                        }
                        segmentEncoded[index] = encoded
                        index += 1
                    }
                }

                fun reset(scheme: Int, checksHost: Boolean, anyPath: Boolean) {
                    this.scheme = scheme
                    this.checksHost = checksHost
                    this.anyPath = anyPath
                    query = Query(parts.queryStart, parts.queryEnd, parts.ampersands + 1)
                }

                /** The slot of label `index`. */
                fun labelSlot(index: Int): Int = captureCount + index

                /** Walks from the node with `key` whose content is at `at` of `s`, with the segments from `depth` on. */
                fun walk(key: Long, s: String, at: Int, chunk: Int, depth: Int, captures: Int): Boolean {
                    val c = Cursor(s, at, chunk)
                    val flags = c.number()
                    val groups = if (flags and 1 != 0) c.key() else 0L
                    val endsBytes = c.number()
                    if (depth >= segmentCount) return tryPatterns(c)
                    c.p += endsBytes
                    val catchAllBytes = c.number()
                    val catchAlls = c.p
                    c.p += catchAllBytes
                    val edgeCount = c.number()

                    val start = segmentStart[depth]
                    val end = segmentEnd[depth]
                    val encoded = segmentEncoded[depth]
                    val bytes: ByteArray
                    val count: Int
                    if (encoded) {
                        count = decode(url, start, end - start, decoded, start)
                        if (count < 0) return false
                        bytes = decoded
                    } else {
                        count = end - start
                        bytes = url
                    }
                    if (count == 0) return false
                    val next = depth + 1
                    val isHost = hostFirst && depth == 0
                    if (groups != 0L && walkLiterals(key, groups, bytes, start, count, isHost, next, captures)) return true
                    if (edgeCount == 0 && catchAllBytes <= 1) return false
                    if (!isAcceptable(bytes, start, count, encoded)) return false
                    var edge = 0
                    while (edge < edgeCount) {
                        edge += 1
                        val kind = c.byte()
                        if (kind == V_MIXED || kind == V_FOLDED_MIXED) {
                            val pieces = c.p
                            c.skipParameter(kind)
                            val child = c.key()
                            val childBytes = c.number()
                            val childContent = c.p
                            c.p += childBytes
                            val folds = kind == V_FOLDED_MIXED
                            val mixed = Mixed(this, start, end, isHost || folds, folds)
                            if (!mixed.wellFormed) continue
                            val read = mixed.match(c.at(pieces), captures)
                            if (read < 0) continue
                            if (walk(child, c.s, childContent, c.chunk, next, captures + read)) return true
                            continue
                        }
                        val type = c.typeKey(kind)
                        val child = c.key()
                        val childBytes = c.number()
                        val childContent = c.p
                        c.p += childBytes
                        if (!parseValue(bytes, start, count, kind, type, false, false, slots, captures)) continue
                        slots.flags[captures] = if (encoded) PRESENT or ENCODED else PRESENT
                        slots.start[captures] = start
                        slots.end[captures] = end
                        if (walk(child, c.s, childContent, c.chunk, next, captures + 1)) return true
                    }
                    if (catchAllBytes > 1) {
                        if (!remainingSegmentsAreAcceptable(next)) return false
                        slots.clear(captures)
                        slots.flags[captures] = PRESENT
                        slots.start[captures] = depth
                        slots.end[captures] = segmentCount
                        if (tryPatterns(c.at(catchAlls))) return true
                    }
                    return false
                }

                private fun walkLiterals(
                    key: Long, groups: Long, bytes: ByteArray, start: Int, count: Int, isHost: Boolean, next: Int,
                    captures: Int
                ): Boolean {
                    val groupKey = hash(bytes, start, count, key, true)
                    if (groups and (1L shl (groupKey % 60).toInt()) == 0L) return false
                    val body = find(groupKey) ?: return false
                    val c = body.at(body.p + 1)
                    val members = c.number()
                    repeat(members) {
                        val length = c.number()
                        val text = c.p
                        c.p += length
                        val folds = c.byte() != 48
                        val child = c.key()
                        val contentBytes = c.number()
                        val content = c.p
                        c.p += contentBytes
                        if (length == count && equalText(c.s, text, bytes, start, count, folds || isHost) &&
                            walk(child, c.s, content, c.chunk, next, captures)
                        ) return true
                    }
                    return false
                }

                private fun isAcceptable(bytes: ByteArray, start: Int, count: Int, encoded: Boolean): Boolean {
                    if (count <= 2 && bytes[start].toInt() == 46 && bytes[start + count - 1].toInt() == 46) return false
                    return !encoded || isAcceptableSegment(bytes, start, count)
                }

                private fun remainingSegmentsAreAcceptable(from: Int): Boolean {
                    for (index in from until segmentCount) {
                        val start = segmentStart[index]
                        val count = segmentEnd[index] - start
                        if (count == 0) return false
                        if (segmentEncoded[index]) {
                            val decodedCount = decode(url, start, count, decoded, start)
                            if (decodedCount <= 0 || !isAcceptable(decoded, start, decodedCount, true)) return false
                        } else if (!isAcceptable(url, start, count, false)) {
                            return false
                        }
                    }
                    return true
                }

                /**
                 * Tries the patterns of a node's ends or catch-alls (their count first), in order; a run of patterns
                 * that the URL's key order decides between (a tie number above 1) as one.
                 */
                private fun tryPatterns(c: Cursor): Boolean {
                    val count = c.number()
                    var index = 0
                    while (index < count) {
                        val tie = c.number()
                        if (anyPath) return true
                        if (tie > 1) {
                            if (tryTiedPatterns(c, tie)) return true
                            index += tie
                            continue
                        }
                        index += 1
                        if (tryEntry(c)) return true
                    }
                    return false
                }

                /** The sources of the pattern `tryEntry` read last. */
                private var entrySources = 0
                /** The route of the pattern `tryEntry` read last. */
                private var entryRoute = 0L
                private var entryReadsQuery = false

                /**
                 * Reads the pattern at `c` after its tie number: whether its route accepts the URL's scheme and host,
                 * and its pattern reads.
                 */
                private fun tryEntry(c: Cursor): Boolean {
                    entryRoute = c.key()
                    entryReadsQuery = c.number() and 1 != 0
                    val schemes = c.p
                    c.skipAccepted()
                    val hosts = c.p
                    c.skipAccepted()
                    entrySources = c.p
                    val sourceCount = c.number()
                    repeat(sourceCount) { skipSource(c) }
                    val accepted = (scheme < 0 || accepts(c.s, schemes, scheme)) &&
                        (!checksHost || acceptsHost(c.s, hosts, parts.hostMask, url, parts.hostStart, parts.hostEnd))
                    return accepted && tryPattern(entryRoute, c.at(entrySources), entryReadsQuery)
                }

                /**
                 * Tries `count` patterns with the same path and as many required query keys, not all the same
                 * (Specification §4.7 rule 4), the first's tie number read: of those that match, the one whose keys
                 * come first in the URL wins, the earlier on equal keys. Its values are left in the label slots.
                 */
                private fun tryTiedPatterns(c: Cursor, count: Int): Boolean {
                    var best = -1
                    var bestRoute = 0L
                    var bestReadsQuery = false
                    var bestEntry = 0
                    var labelsHoldBest = false
                    for (member in 0 until count) {
                        if (member > 0) c.number()
                        val entry = c.p
                        // Trying a pattern overwrites the labels, whether it matches or not.
                        val matches = tryEntry(c)
                        if (matches &&
                            (best < 0 || requiredKeysComeFirst(c, entrySources, entryRoute, entryReadsQuery, best, bestRoute, bestReadsQuery))
                        ) {
                            best = entrySources
                            bestRoute = entryRoute
                            bestReadsQuery = entryReadsQuery
                            bestEntry = entry
                            labelsHoldBest = true
                        } else {
                            labelsHoldBest = false
                        }
                    }
                    if (best < 0) return false
                    if (labelsHoldBest) return true
                    return tryEntry(c.at(bestEntry)) && entryRoute == bestRoute && entryReadsQuery == bestReadsQuery
                }

                /**
                 * Whether the first of the URL's query items whose key one of two patterns requires and the other does
                 * not is required by the pattern whose sources are at `first` (of the route `firstRoute`).
                 */
                private fun requiredKeysComeFirst(
                    c: Cursor, first: Int, firstRoute: Long, firstReadsQuery: Boolean,
                    second: Int, secondRoute: Long, secondReadsQuery: Boolean
                ): Boolean {
                    query.read(url, decoded)
                    for (item in 0 until query.count) {
                        val a = requires(c.at(first), firstRoute, firstReadsQuery, item)
                        if (a != requires(c.at(second), secondRoute, secondReadsQuery, item)) return a
                    }
                    return false
                }

                /**
                 * Whether the pattern whose sources are at `c` requires the key of query item `item`: a key of its
                 * query part, bound or alone, or a required "query" parameter of its route (Specification §3.8 rule 8).
                 */
                private fun requires(c: Cursor, route: Long, readsQuery: Boolean, item: Int): Boolean {
                    val count = c.number()
                    repeat(count) {
                        val kind = c.byte()
                        if (kind == SOURCE_CAPTURE) {
                            c.number()
                            c.number()
                        } else {
                            if (kind == SOURCE_QUERY) c.number()
                            val length = c.number()
                            val key = c.p
                            c.p += length
                            if (query.nameIs(item, c.s, key, length, url, decoded)) return true
                        }
                    }
                    if (!readsQuery) return false
                    val body = find(route) ?: return false
                    val record = RouteRecord(body)
                    val labels = Cursor(record.s, record.labels, record.chunk)
                    val labelCount = labels.number()
                    repeat(labelCount) {
                        val label = Label(labels)
                        if (label.role == ROLE_REQUIRED && query.nameIs(item, label.s, label.keyStart, label.keyCount, url, decoded)) {
                            return true
                        }
                    }
                    return false
                }

                private fun skipSource(c: Cursor) {
                    when (c.byte()) {
                        SOURCE_CAPTURE -> {
                            c.number()
                            c.number()
                        }
                        SOURCE_QUERY -> {
                            c.number()
                            c.skipText()
                        }
                        else -> c.skipText()
                    }
                }

                private fun tryPattern(routeKey: Long, c: Cursor, readsQuery: Boolean): Boolean {
                    val sourceCount = c.number()
                    if (!readsQuery) {
                        repeat(sourceCount) {
                            c.byte()
                            val label = c.number()
                            slots.copy(c.number(), labelSlot(label))
                        }
                        route = routeKey
                        return true
                    }
                    val body = find(routeKey) ?: return false
                    val record = RouteRecord(body)
                    repeat(sourceCount) {
                        when (c.byte()) {
                            SOURCE_CAPTURE -> {
                                val label = c.number()
                                slots.copy(c.number(), labelSlot(label))
                            }
                            SOURCE_QUERY -> {
                                val index = c.number()
                                val length = c.number()
                                val key = c.p
                                c.p += length
                                if (!readQuery(c.s, key, length, record.label(index), ROLE_REQUIRED, record.ignoresCase, index)) {
                                    return false
                                }
                            }
                            else -> {
                                val length = c.number()
                                val key = c.p
                                c.p += length
                                if (!hasQueryItem(c.s, key, length)) return false
                            }
                        }
                    }
                    val labels = Cursor(record.s, record.labels, record.chunk)
                    val labelCount = labels.number()
                    for (index in 0 until labelCount) {
                        val label = Label(labels)
                        if (label.role == ROLE_PATTERN) continue
                        if (!readQuery(label.s, label.keyStart, label.keyCount, label, label.role, record.ignoresCase, index)) {
                            return false
                        }
                    }
                    route = routeKey
                    return true
                }

                private fun hasQueryItem(s: String, key: Int, length: Int): Boolean {
                    query.read(url, decoded)
                    for (item in 0 until query.count) if (query.nameIs(item, s, key, length, url, decoded)) return true
                    return false
                }

                /** Reads query parameter `key` as `label` in `role` into the slot of label `index` (Specification §4.5). */
                private fun readQuery(
                    s: String, key: Int, length: Int, label: Label, role: Int, folding: Boolean, index: Int
                ): Boolean {
                    if (role == ROLE_FLAG) {
                        // Present, with any value or none, which is not read (Specification §4.5).
                        val slot = labelSlot(index)
                        slots.clear(slot)
                        slots.flags[slot] = PRESENT
                        slots.w0[slot] = if (hasQueryItem(s, key, length)) 1L else 0L
                        return true
                    }
                    query.read(url, decoded)
                    var found = -1
                    for (item in 0 until query.count) {
                        if (!query.nameIs(item, s, key, length, url, decoded)) continue
                        if (role == ROLE_LIST) {
                            if (!query.readValue(item, label, folding, url, slots, ignored)) return false
                        } else {
                            if (found >= 0) return false
                            found = item
                        }
                    }
                    val slot = labelSlot(index)
                    slots.clear(slot)
                    when (role) {
                        ROLE_LIST -> slots.flags[slot] = PRESENT
                        ROLE_OPTIONAL -> if (found >= 0 && !query.readValue(found, label, folding, url, slots, slot)) return false
                        ROLE_DEFAULTED -> {
                            if (found < 0) {
                                if (label.defaultAt < 0 || !readDefault(label, folding, slots, slot)) return false
                            } else if (!query.readValue(found, label, folding, url, slots, slot)) {
                                return false
                            }
                        }
                        else -> if (found < 0 || !query.readValue(found, label, folding, url, slots, slot)) return false
                    }
                    return true
                }
            }

            /** Reads the default of `label`, as written in the records, into `slot`, which then points at its text there. */
            fun readDefault(label: Label, folding: Boolean, slots: Slots, slot: Int): Boolean {
                val c = Cursor(label.s, label.defaultAt, label.chunk)
                val header = c.number()
                slots.flags[slot] = PRESENT or FROM_TABLE or (if (header and 1 != 0) ENCODED else 0)
                slots.start[slot] = c.p
                slots.end[slot] = c.p + (header shr 1)
                slots.w1[slot] = label.chunk.toLong()
                val bytes = dataText(c.at(label.defaultAt)) ?: return false
                // Strings and app types keep their text's chunk in w1; other kinds their value.
                return parseValue(bytes, 0, bytes.size, label.kind, label.type, folding, false, slots, slot)
            }

            /** The `name=value` items of a URL's query (RouteRuntime's `QueryItems`), found when first needed. */
            class Query(@JvmField val start: Int, @JvmField val end: Int, capacity: Int) {
                @JvmField val nameStart = IntArray(capacity)
                @JvmField val nameCount = IntArray(capacity)
                @JvmField val nameIsDecoded = BooleanArray(capacity)
                @JvmField val valueStart = IntArray(capacity)
                @JvmField val valueEnd = IntArray(capacity)
                @JvmField val valueIsEncoded = BooleanArray(capacity)
                @JvmField var count = 0
                @JvmField var isRead = false

                fun read(url: ByteArray, scratch: ByteArray) {
                    if (isRead) return
                    isRead = true
                    var position = start
                    while (position < end) {
                        val itemStart = position
                        var equals = -1
                        var nameEncoded = false
                        var valueEncoded = false
                        while (position < end) {
                            val byte = url[position].toInt()
                            if (byte == 38) break
                            if (byte == 61 && equals < 0) {
                                equals = position
                            } else if (byte == 37) {
                                if (equals < 0) nameEncoded = true else valueEncoded = true
                            }
                            position += 1
                        }
                        val itemEnd = position
                        if (position < end) position += 1
                        if (itemEnd == itemStart) continue
                        val nameEnd = if (equals < 0) itemEnd else equals
                        nameStart[count] = itemStart
                        nameCount[count] = nameEnd - itemStart
                        nameIsDecoded[count] = nameEncoded
                        valueStart[count] = if (equals < 0) itemEnd else equals + 1
                        valueEnd[count] = itemEnd
                        valueIsEncoded[count] = valueEncoded
                        if (nameEncoded) nameCount[count] = decode(url, itemStart, nameEnd - itemStart, scratch, itemStart)
                        count += 1
                    }
                }

                fun nameIs(item: Int, s: String, key: Int, length: Int, url: ByteArray, scratch: ByteArray): Boolean {
                    if (nameCount[item] != length) return false
                    return equalText(s, key, if (nameIsDecoded[item]) scratch else url, nameStart[item], length, false)
                }

                /** Reads the value of `item` as `label`'s type into `slot`, which then points at the value in the URL. */
                fun readValue(item: Int, label: Label, folding: Boolean, url: ByteArray, slots: Slots, slot: Int): Boolean {
                    val encoded = valueIsEncoded[item]
                    slots.flags[slot] = PRESENT or (if (encoded) ENCODED else 0)
                    slots.start[slot] = valueStart[item]
                    slots.end[slot] = valueEnd[item]
                    val count = valueEnd[item] - valueStart[item]
                    if (!encoded) return parseValue(url, valueStart[item], count, label.kind, label.type, folding, true, slots, slot)
                    val bytes = ByteArray(count)
                    val decodedCount = decode(url, valueStart[item], count, bytes, 0)
                    if (decodedCount < 0) return false
                    return parseValue(bytes, 0, decodedCount, label.kind, label.type, folding, true, slots, slot)
                }
            }

            /**
             * One segment matched against a mixed segment's pieces (RouteRuntime's `MixedSegmentMatch`,
             * Specification §9.2): read with its unreserved escapes decoded, the first parameter taking the
             * shortest text with which the rest still matches, then the next.
             */
            class Mixed(
                private val walk: Walk, private val offset: Int, end: Int, private val folding: Boolean,
                private val valueFolding: Boolean
            ) {
                private val text = walk.partly
                @JvmField var wellFormed = true
                @JvmField var count = 0
                private var kinds = IntArray(0)
                private var types = LongArray(0)
                private var literalStarts = IntArray(0)
                private var literalCounts = IntArray(0)
                private var literals = ""

                init {
                    val url = walk.url
                    var read = offset
                    var written = offset
                    while (read < end) {
                        val byte = url[read].toInt() and 0xFF
                        if (byte == 37) {
                            val high = if (read + 2 < end) hexValue(url[read + 1].toInt() and 0xFF) else -1
                            val low = if (read + 2 < end) hexValue(url[read + 2].toInt() and 0xFF) else -1
                            if (high < 0 || low < 0) {
                                wellFormed = false
                                break
                            }
                            val decodedByte = (high shl 4) or low
                            if (isUnreserved(decodedByte)) {
                                text[written] = decodedByte.toByte()
                                written += 1
                            } else {
                                text[written] = 37
                                text[written + 1] = url[read + 1]
                                text[written + 2] = url[read + 2]
                                written += 3
                            }
                            read += 3
                        } else {
                            text[written] = byte.toByte()
                            written += 1
                            read += 1
                        }
                    }
                    count = written - offset
                }

                private fun isUnreserved(byte: Int): Boolean =
                    isAlpha(byte) || byte in 48..57 || byte == 45 || byte == 46 || byte == 95 || byte == 126

                /** Whether a value may start or end at `position`: not inside a `%XX` escape. */
                private fun isBoundary(position: Int): Boolean =
                    !(position >= 1 && text[offset + position - 1].toInt() == 37) &&
                        !(position >= 2 && text[offset + position - 2].toInt() == 37)

                private fun isLiteral(piece: Int): Boolean = kinds[piece] == V_LITERAL

                /** Whether literal `piece` occurs at `position`, ending at or before `limit`. */
                private fun occurs(piece: Int, position: Int, limit: Int): Boolean {
                    val length = literalCounts[piece]
                    return position + length <= limit && isBoundary(position) &&
                        (length == 0 || equalText(literals, literalStarts[piece], text, offset + position, length, folding))
                }

                private fun maximumLength(piece: Int): Int = when (kinds[piece]) {
                    V_INT -> LONGEST_INT_TEXT
                    V_BOOL -> LONGEST_BOOL_TEXT
                    V_UUID -> UUID_TEXT_LENGTH
                    V_ENUM -> longestEnumerationValue(types[piece]) * 3
                    else -> Int.MAX_VALUE
                }

                /** Whether the split treats `piece` as any non-empty text: a string, or an app type, asked only when a run is taken. */
                private fun splitsAsString(piece: Int): Boolean = kinds[piece] == V_STRING || kinds[piece] == V_APP

                private fun canRead(piece: Int, start: Int, end: Int, longest: Int): Boolean {
                    if (end <= start || !isBoundary(start) || !isBoundary(end)) return false
                    if (splitsAsString(piece)) return true
                    if (end - start > longest) return false
                    return read(piece, start, end, walk.ignored)
                }

                /** Whether `text[start until end]` is a value of `piece`'s type; the value goes into `slot`. */
                private fun read(piece: Int, start: Int, end: Int, slot: Int): Boolean {
                    if (end <= start || !isBoundary(start) || !isBoundary(end)) return false
                    if (kinds[piece] == V_DOUBLE) {
                        for (index in start until end) {
                            when (text[offset + index].toInt()) {
                                in 48..57, 46, 45, 43, 101, 69, 37, 98, 66 -> {}
                                else -> return false
                            }
                        }
                    }
                    var isEncoded = false
                    for (index in start until end) {
                        if (text[offset + index].toInt() == 37) {
                            isEncoded = true
                            break
                        }
                    }
                    val slots = walk.slots
                    slots.clear(slot)
                    slots.flags[slot] = PRESENT or IN_SCRATCH or (if (isEncoded) ENCODED else 0)
                    slots.start[slot] = offset + start
                    slots.end[slot] = offset + end
                    if (!isEncoded) {
                        return parseValue(text, offset + start, end - start, kinds[piece], types[piece], valueFolding, false, slots, slot)
                    }
                    val bytes = ByteArray(end - start)
                    val decodedCount = decode(text, offset + start, end - start, bytes, 0)
                    if (decodedCount < 0) return false
                    return parseValue(bytes, 0, decodedCount, kinds[piece], types[piece], valueFolding, false, slots, slot)
                }

                /** Matches the pieces at `c` (their count first), writing one slot per parameter from slot `first`: the number of parameters, or -1. */
                fun match(c: Cursor, first: Int): Int {
                    val pieces = c.number()
                    kinds = IntArray(pieces)
                    types = LongArray(pieces)
                    literalStarts = IntArray(pieces)
                    literalCounts = IntArray(pieces)
                    literals = c.s
                    var parameters = 0
                    for (index in 0 until pieces) {
                        val kind = c.byte()
                        kinds[index] = kind
                        if (kind == V_LITERAL) {
                            literalCounts[index] = c.number()
                            literalStarts[index] = c.p
                            c.p += literalCounts[index]
                        } else {
                            types[index] = c.typeKey(kind)
                            parameters += 1
                        }
                    }
                    return if (match(pieces, first)) parameters else -1
                }

                private fun match(pieces: Int, first: Int): Boolean {
                    var low = 0
                    var high = count
                    var firstPiece = 0
                    var lastPiece = pieces
                    if (isLiteral(0)) {
                        if (!occurs(0, 0, count)) return false
                        low = literalCounts[0]
                        firstPiece = 1
                    }
                    if (isLiteral(pieces - 1)) {
                        val start = count - literalCounts[pieces - 1]
                        if (start < low || !occurs(pieces - 1, start, count)) return false
                        high = start
                        lastPiece -= 1
                    }
                    val parameterCount = (lastPiece - firstPiece + 1) / 2
                    if (parameterCount == 1) return read(firstPiece, low, high, first)
                    val width = high - low + 1
                    // feasible[i][p]: parameters i… can read text[low + p until high] (1 yes, 0 no, 2 unknown).
                    // fits[i][p]: separator i occurs at low + p and the rest from after it is feasible.
                    val feasible = Array(parameterCount) { ByteArray(width) }
                    val fits = Array(parameterCount) { ByteArray(width) }
                    val lastIndex = lastPiece - 1
                    val lastLongest = maximumLength(lastIndex)
                    val lastFeasible = feasible[parameterCount - 1]
                    for (position in 0 until width) lastFeasible[position] = 2
                    fun lastCanRead(position: Int): Boolean {
                        if (lastFeasible[position - low].toInt() == 2) {
                            lastFeasible[position - low] = if (canRead(lastIndex, position, high, lastLongest)) 1 else 0
                        }
                        return lastFeasible[position - low].toInt() == 1
                    }
                    var i = parameterCount - 2
                    while (i >= 0) {
                        val parameter = firstPiece + 2 * i
                        val separator = firstPiece + 2 * i + 1
                        val separatorLength = literalCounts[separator]
                        val fit = fits[i]
                        for (p in 0 until width) {
                            val position = low + p
                            val after = position + separatorLength
                            var ok = after <= high && occurs(separator, position, high)
                            if (ok) ok = if (i + 1 == parameterCount - 1) lastCanRead(after) else feasible[i + 1][after - low].toInt() == 1
                            fit[p] = if (ok) 1 else 0
                        }
                        val here = feasible[i]
                        val longest = maximumLength(parameter)
                        if (splitsAsString(parameter)) {
                            var nextFit = Int.MAX_VALUE
                            var p = width - 1
                            while (p >= 0) {
                                here[p] = if (nextFit != Int.MAX_VALUE && isBoundary(low + p)) 1 else 0
                                if (fit[p].toInt() == 1) nextFit = p
                                p -= 1
                            }
                        } else {
                            for (p in 0 until width) {
                                here[p] = 0
                                var q = p + 1
                                val limit = if (longest == Int.MAX_VALUE) width - 1 else minOf(width - 1, p + longest)
                                while (q <= limit) {
                                    if (fit[q].toInt() == 1 && canRead(parameter, low + p, low + q, longest)) {
                                        here[p] = 1
                                        break
                                    }
                                    q += 1
                                }
                            }
                        }
                        i -= 1
                    }
                    // The valid split with the shortest runs, leftmost first, depth first; only an app type's
                    // refusal backs up, and a position whose rest did not read is marked so.
                    fun extract(index: Int, start: Int): Boolean {
                        if (index == parameterCount - 1) {
                            if (lastCanRead(start) && read(lastIndex, start, high, first + index)) return true
                            lastFeasible[start - low] = 0
                            return false
                        }
                        val here = feasible[index]
                        if (here[start - low].toInt() != 1) return false
                        val parameter = firstPiece + 2 * index
                        val separatorLength = literalCounts[firstPiece + 2 * index + 1]
                        val fit = fits[index]
                        var end = start + 1
                        while (end < high) {
                            if (fit[end - low].toInt() == 1 && read(parameter, start, end, first + index) &&
                                extract(index + 1, end + separatorLength)
                            ) return true
                            end += 1
                        }
                        here[start - low] = 0
                        return false
                    }
                    return extract(0, low)
                }
            }

            // MARK: Values of a match

            /** A URL matched: the route (the key of its record) and its values, by label, as the makers read them. */
            class Match(private val walk: Walk) {
                @JvmField val route: Long = walk.route
                private val slots = walk.slots

                private fun slot(label: Int): Int = walk.labelSlot(label)

                /** The decoded text of `slot`. */
                private fun text(slot: Int): String {
                    val flags = slots.flags[slot]
                    val start = slots.start[slot]
                    val count = slots.end[slot] - start
                    val base: ByteArray
                    val from: Int
                    when {
                        flags and FROM_TABLE != 0 -> {
                            base = bytesOf(ROUTE_Records.chunk(slots.w1[slot].toInt()), start, count)
                            from = 0
                        }
                        flags and IN_SCRATCH != 0 -> {
                            base = walk.partly
                            from = start
                        }
                        else -> {
                            base = walk.url
                            from = start
                        }
                    }
                    if (flags and ENCODED == 0) return utf8String(base, from, count)
                    val bytes = ByteArray(count)
                    val decodedCount = decode(base, from, count, bytes, 0)
                    return if (decodedCount < 0) "" else utf8String(bytes, 0, decodedCount)
                }

                fun has(label: Int): Boolean = slots.flags[slot(label)] and PRESENT != 0
                fun long(label: Int): Long = slots.w0[slot(label)]
                fun double(label: Int): Double = java.lang.Double.longBitsToDouble(slots.w0[slot(label)])
                fun bool(label: Int): Boolean = slots.w0[slot(label)] != 0L
                fun uuid(label: Int): java.util.UUID = java.util.UUID(slots.w0[slot(label)], slots.w1[slot(label)])
                fun index(label: Int): Int = slots.w0[slot(label)].toInt()
                fun string(label: Int): String = text(slot(label))
                fun optLong(label: Int): Long? = if (has(label)) long(label) else null
                fun optDouble(label: Int): Double? = if (has(label)) double(label) else null
                fun optBool(label: Int): Boolean? = if (has(label)) bool(label) else null
                fun optUuid(label: Int): java.util.UUID? = if (has(label)) uuid(label) else null
                fun optIndex(label: Int): Int? = if (has(label)) index(label) else null
                fun optString(label: Int): String? = if (has(label)) string(label) else null

                /** Calls `body` with a slot holding each value of list parameter `label`, in order. */
                private inline fun forEachItem(label: Int, body: (slot: Int) -> Unit) {
                    val record = RouteRecord(find(route) ?: return)
                    val entry = record.label(label)
                    val query = walk.query
                    for (item in 0 until query.count) {
                        if (!query.nameIs(item, entry.s, entry.keyStart, entry.keyCount, walk.url, walk.decoded)) continue
                        query.readValue(item, entry, record.ignoresCase, walk.url, slots, walk.ignored)
                        body(walk.ignored)
                    }
                }

                fun listLong(label: Int): List<Long> {
                    val values = ArrayList<Long>()
                    forEachItem(label) { values.add(slots.w0[it]) }
                    return values
                }

                fun listDouble(label: Int): List<Double> {
                    val values = ArrayList<Double>()
                    forEachItem(label) { values.add(java.lang.Double.longBitsToDouble(slots.w0[it])) }
                    return values
                }

                fun listBool(label: Int): List<Boolean> {
                    val values = ArrayList<Boolean>()
                    forEachItem(label) { values.add(slots.w0[it] != 0L) }
                    return values
                }

                fun listUuid(label: Int): List<java.util.UUID> {
                    val values = ArrayList<java.util.UUID>()
                    forEachItem(label) { values.add(java.util.UUID(slots.w0[it], slots.w1[it])) }
                    return values
                }

                fun listIndex(label: Int): List<Int> {
                    val values = ArrayList<Int>()
                    forEachItem(label) { values.add(slots.w0[it].toInt()) }
                    return values
                }

                fun listString(label: Int): List<String> {
                    val values = ArrayList<String>()
                    forEachItem(label) { values.add(text(it)) }
                    return values
                }

                /** The segments of catch-all `label`, decoded. */
                fun segments(label: Int): List<String> {
                    val slot = slot(label)
                    val values = ArrayList<String>()
                    for (index in slots.start[slot] until slots.end[slot]) {
                        val start = walk.segmentStart[index]
                        val count = walk.segmentEnd[index] - start
                        if (!walk.segmentEncoded[index]) {
                            values.add(utf8String(walk.url, start, count))
                        } else {
                            val bytes = ByteArray(count)
                            val decodedCount = decode(walk.url, start, count, bytes, 0)
                            values.add(if (decodedCount < 0) "" else utf8String(bytes, 0, decodedCount))
                        }
                    }
                    return values
                }
            }

            // MARK: Building

            private const val HEX = "0123456789ABCDEF"

            /** Appends the UTF-8 bytes of `text` percent-encoded for a path segment (`query` false) or a query component. */
            fun encode(text: String, query: Boolean, into: StringBuilder) {
                val bytes = text.toByteArray(Charsets.UTF_8)
                encode(bytes, 0, bytes.size, query, into)
            }

            private fun encode(bytes: ByteArray, start: Int, count: Int, query: Boolean, into: StringBuilder) {
                for (index in start until start + count) {
                    val byte = bytes[index].toInt() and 0xFF
                    val allowed = when (byte) {
                        in 97..122, in 65..90, in 48..57, 45, 46, 95, 126, 33, 36, 39, 40, 41, 42, 44, 59 -> true
                        38, 43, 61 -> !query
                        58, 64, 47, 63 -> query
                        else -> false
                    }
                    if (allowed) {
                        into.append(byte.toChar())
                    } else {
                        into.append('%').append(HEX[byte shr 4]).append(HEX[byte and 15])
                    }
                }
            }

            /** A value's text as the URL writes it (before percent-encoding). */
            private fun valueText(label: Label, value: Any?): String = when (value) {
                is String -> value
                is Long -> value.toString()
                is Double -> printDouble(value)
                is Boolean -> if (value) "true" else "false"
                is java.util.UUID -> value.toString()
                is Enum<*> -> enumerationRaw(label.type, value.ordinal)
                else -> value.toString()
            }

            /** Whether `value` equals the default of defaulted `label`, as the values' type compares them. */
            private fun isDefault(label: Label, value: Any?): Boolean {
                val bytes = dataText(Cursor(label.s, label.defaultAt, label.chunk)) ?: return false
                val count = bytes.size
                return when (label.kind) {
                    V_INT -> value is Long && parseLong(bytes, 0, count) == value
                    V_DOUBLE -> {
                        val number = parseDouble(bytes, 0, count)
                        value is Double && number != null && number == value
                    }
                    V_BOOL -> value is Boolean && parseBool(bytes, 0, count) == value
                    V_UUID -> {
                        val words = LongArray(2)
                        value is java.util.UUID && parseUUID(bytes, 0, count, words) &&
                            value == java.util.UUID(words[0], words[1])
                    }
                    V_STRING -> value is String && java.text.Normalizer.normalize(value, java.text.Normalizer.Form.NFC) ==
                        java.text.Normalizer.normalize(utf8String(bytes, 0, count), java.text.Normalizer.Form.NFC)
                    V_ENUM, V_FOLDED_ENUM -> value is Enum<*> && enumerationRaw(label.type, value.ordinal) == utf8String(bytes, 0, count)
                    else -> false
                }
            }

            /**
             * The URL of the route with `key` and the values `values` (in label order: the case's own
             * values, an app type's as its text, a list as a List), under `scheme` or the canonical one
             * (null); null when the route does not accept the scheme (Specification §5).
             */
            fun url(key: Long, values: Array<Any?>, scheme: String?): String? {
                val record = RouteRecord(find(key) ?: return null)
                val origin = origin(record, scheme) ?: return null
                val firstSegmentIsHost = origin.endsWith("://")
                val labels = Cursor(record.s, record.labels, record.chunk)
                val labelCount = labels.number()
                val texts = arrayOfNulls<Any>(labelCount)
                for (index in 0 until labelCount) {
                    val label = Label(labels)
                    val value = values[index]
                    texts[index] = when {
                        value == null -> null
                        // A flag writes its key alone when true, nothing when false (Specification §5.1).
                        label.role == ROLE_FLAG -> if (value == true) Unit else null
                        label.role == ROLE_LIST -> (value as List<*>).map { valueText(label, it) }
                        label.kind == V_CATCH_ALL -> (value as List<*>).map { it as String }
                        label.role == ROLE_DEFAULTED && label.kind != V_APP && isDefault(label, value) -> null
                        else -> valueText(label, value)
                    }
                }
                val text = StringBuilder(origin)
                val template = record.template()
                val segments = template.number()
                for (index in 0 until segments) {
                    if (index > 0 || !firstSegmentIsHost) text.append('/')
                    when (template.byte()) {
                        V_LITERAL -> {
                            val length = template.number()
                            encode(bytesOf(template.s, template.p, length), 0, length, false, text)
                            template.p += length
                        }
                        V_LABEL -> {
                            val value = texts[template.number()]
                            if (value is String) {
                                encode(value, false, text)
                            } else if (value is List<*>) {
                                value.forEachIndexed { part, segment ->
                                    if (part > 0) text.append('/')
                                    encode(segment as String, false, text)
                                }
                            }
                        }
                        else -> {
                            val pieces = template.number()
                            repeat(pieces) {
                                if (template.byte() == V_LITERAL) {
                                    val length = template.number()
                                    val bytes = bytesOf(template.s, template.p, length)
                                    text.append(utf8String(bytes, 0, length))
                                    template.p += length
                                } else {
                                    val value = texts[template.number()]
                                    if (value is String) encode(value, false, text)
                                }
                            }
                        }
                    }
                }
                if (segments == 0 && !firstSegmentIsHost) text.append('/')
                var separator = '?'
                // Each key with 0 for the key alone, else 1 + the label of its value.
                val items = template.number()
                repeat(items) {
                    val length = template.number()
                    val keyBytes = bytesOf(template.s, template.p, length)
                    template.p += length
                    val reference = template.number()
                    val value = if (reference == 0) Unit else texts[reference - 1]
                    val parts = if (value is String || value == Unit) listOf(value) else if (value is List<*>) value else emptyList<Any?>()
                    for (part in parts) {
                        text.append(separator)
                        separator = '&'
                        encode(keyBytes, 0, length, true, text)
                        if (part is String) {
                            text.append('=')
                            encode(part, true, text)
                        }
                    }
                }
                return text.toString()
            }

            /** `https://host`, `myapp://` or `ksr://host` for the requested scheme, or null. */
            private fun origin(record: RouteRecord, requested: String?): String? {
                val hostCount = originCount(false)
                val hostIndex = record.firstAccepted(false, hostCount) { index ->
                    val bounds = origin(index, false)
                    bounds >= 0 && originKind(bounds) == ORIGIN_HOST
                }
                val host = if (hostIndex >= 0) originText(origin(hostIndex, false)) else null
                val schemeCount = originCount(true)
                if (requested == null) {
                    if (host != null) return "https://$host"
                    val scheme = record.firstAccepted(true, schemeCount) { index ->
                        val bounds = origin(index, true)
                        bounds >= 0 && originKind(bounds) == ORIGIN_HOST_FIRST
                    }
                    if (scheme < 0) return null
                    return originText(origin(scheme, true)) + "://"
                }
                if (requested.length == 5 && equalText("https", 0, asciiBytes(requested), 0, 5, true)) {
                    return if (host == null) null else "https://$host"
                }
                val name = requested.toByteArray(Charsets.UTF_8)
                val found = record.firstAccepted(true, schemeCount) { index ->
                    val bounds = origin(index, true)
                    bounds >= 0 && (bounds and 0xFFFFFFFFL).toInt() - (bounds ushr 32).toInt() == name.size &&
                        equalText(ROUTE_Records.ORIGINS, (bounds ushr 32).toInt(), name, 0, name.size, true)
                }
                if (found < 0) return null
                val bounds = origin(found, true)
                val spelling = originText(bounds)
                if (originKind(bounds) == ORIGIN_WITH_HOST) return if (host == null) null else "$spelling://$host"
                return "$spelling://"
            }

            /** The low bytes of the chars of `text` (a non-ASCII char gives a byte no scheme has). */
            private fun asciiBytes(text: String): ByteArray {
                val bytes = ByteArray(text.length)
                for (index in text.indices) {
                    val char = text[index] - '\u0000'
                    bytes[index] = (if (char < 0x80) char else 0xFF).toByte()
                }
                return bytes
            }

            // MARK: Metadata

            /** The text of metadata `name` of the route with `key`, else `defaultValue`. */
            fun metadata(key: Long, name: String, defaultValue: String?): String? {
                val record = RouteRecord(find(key) ?: return defaultValue)
                val c = record.metadata()
                val count = c.number()
                val nameBytes = name.toByteArray(Charsets.UTF_8)
                repeat(count) {
                    val length = c.number()
                    val matches = length == nameBytes.size && equalText(c.s, c.p, nameBytes, 0, length, false)
                    c.p += length
                    val value = dataText(c)
                    if (matches) return if (value == null) "" else utf8String(value, 0, value.size)
                }
                return defaultValue
            }

            fun metadataLong(text: String?): Long? {
                val bytes = (text ?: return null).toByteArray(Charsets.UTF_8)
                return parseLong(bytes, 0, bytes.size)
            }

            fun metadataDouble(text: String?): Double? {
                val bytes = (text ?: return null).toByteArray(Charsets.UTF_8)
                return parseDouble(bytes, 0, bytes.size)
            }

            fun metadataBool(text: String?): Boolean? {
                val bytes = (text ?: return null).toByteArray(Charsets.UTF_8)
                return parseBool(bytes, 0, bytes.size)
            }
        }

        """#
}
