// The Kotlin benchmark (BENCHMARKS.md, "Kotlin on the JVM"): the matcher that
// `route-compiler kotlin` generates for the bench tables, beside the hand-written java.net.URI
// handler of the same routes (HandWrittenHandler.kt), on the JVM. Run by scripts/kotlin-bench.sh,
// which generates the tables' Kotlin files and Tables.kt (the list of them), compiles everything
// and runs
//
//     java -cp … bench.KotlinBenchKt run BUILD TABLES [--quick] [--only NAME,NAME]
//
// The parent measures nothing itself: it runs one child JVM per table for the steady state (so
// that no table's code shares a profile with another's) and one child JVM per first-call figure,
// and prints the tables.

package bench

import java.io.File
import java.lang.management.ManagementFactory
import java.nio.charset.StandardCharsets
import java.nio.file.Files
import java.nio.file.Paths
import java.util.Locale

/** One table: its generated matcher. Tables.kt, written by scripts/kotlin-bench.sh, lists them in `benchTables`. */
class BenchTable(
    @JvmField val name: String,
    /** Its folder in Benchmarks/Tables, and the name of its files in the build folder. */
    @JvmField val folder: String,
    /** The generated sealed class. */
    @JvmField val className: String,
    @JvmField val parse: (String) -> Any?,
    @JvmField val url: (Any) -> String
)

fun main(args: Array<String>) {
    when (if (args.size == 0) "" else args[0]) {
        "first" -> first(args[1], args[2], args[3], args[4], args.size > 5 && args[5] == "--stdlib-loaded")
        "steady" -> steady(args[1], args[2], args[3], args[4].toInt(), args[5].toInt(), args[6].toInt())
        "run" -> run(args)
        else -> {
            System.err.println(
                "usage: KotlinBench run BUILD TABLES [--quick] [--only NAME,NAME]\n" +
                    "       (scripts/kotlin-bench.sh builds the jar and runs it)"
            )
            System.exit(2)
        }
    }
}

/** The table named [name]; a plain loop, so that a first-call child loads nothing else before its timed call. */
private fun table(name: String): BenchTable {
    for (table in benchTables) if (table.name == name) return table
    throw IllegalArgumentException("no table $name")
}

private fun loadHandler(build: String, table: BenchTable): HandWrittenHandler =
    HandWrittenHandler.load(
        String(Files.readAllBytes(Paths.get(build, table.folder + ".routes.tsv")), StandardCharsets.UTF_8)
    )

// ---------------------------------------------------------------------------------------------
// Child: the first call in a fresh JVM.

/** The standard library's facades that `--stdlib-loaded` loads before the timed call. */
private val STDLIB_CLASSES = arrayOf(
    "kotlin.text.StringsKt", "kotlin.text.CharsKt", "kotlin.collections.CollectionsKt", "kotlin.collections.ArraysKt"
)

/**
 * Times, with System.nanoTime, the first call of [what] in this JVM, and the third, and prints
 * `first=NS third=NS classes=N`, N the classes the JVM loaded during the first call. `parse`: the
 * generated `parse(url)`, nothing of the table touched before. `url`: the first `.url`, after one
 * `parse` of the URL. `handler`: the hand-written handler's `match(url)`, after building it from
 * its route list (a hand-written handler is code, present before its first call, as the generated
 * code is). With [stdlibLoaded], the Kotlin standard library's text and collection functions are
 * loaded first, as in an app whose other Kotlin code has run: both sides call into them, and
 * loading `kotlin.text.StringsKt` (twelve classes from the jar, verified) is much of a cold call.
 */
private fun first(build: String, name: String, what: String, url: String, stdlibLoaded: Boolean) {
    val table = table(name)
    if (stdlibLoaded) {
        val loader = Thread.currentThread().contextClassLoader
        for (stdlib in STDLIB_CLASSES) Class.forName(stdlib, true, loader)
    }
    val classLoading = ManagementFactory.getClassLoadingMXBean()
    classLoading.totalLoadedClassCount  // its own first call loads what it needs, before timing
    val call: () -> Any?
    when (what) {
        "parse" -> call = { table.parse(url) }
        "url" -> {
            val route = table.parse(url) ?: throw IllegalStateException("$url opens no route")
            call = { table.url(route) }
        }
        "handler" -> {
            val handler = loadHandler(build, table)
            call = { handler.match(url) }
        }
        else -> throw IllegalArgumentException("first takes parse, url or handler")
    }
    val classesBefore = classLoading.totalLoadedClassCount
    val t0 = System.nanoTime()
    val result = call()
    val t1 = System.nanoTime()
    val classes = classLoading.totalLoadedClassCount - classesBefore
    call()
    val t2 = System.nanoTime()
    val third = call()
    val t3 = System.nanoTime()
    println("first=${t1 - t0} third=${t3 - t2} classes=$classes hit=${result != null && third != null}")
}

// ---------------------------------------------------------------------------------------------
// Child: the steady state of one table.

/** The median of [samples]. */
private fun median(samples: DoubleArray): Double {
    val sorted = samples.sortedArray()
    val middle = sorted.size / 2
    return if (sorted.size % 2 == 1) sorted[middle] else (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Warms up, then times [passes] interleaved passes of the generated `parse` and of the handler
 * over the table's URLs, and of `.url` over the routes `parse` found; prints the medians in ns per
 * input, the matched counts, where the two disagree, and the URL the first-call children use.
 */
private fun steady(build: String, tablesDirectory: String, name: String, passes: Int, warmUps: Int, limit: Int) {
    val table = table(name)
    val urls = File(File(tablesDirectory, table.folder), "urls.txt").readLines().filter { it.isNotEmpty() }.take(limit)
    val handler = loadHandler(build, table)
    val parse = table.parse
    val makeURL = table.url

    // Agreement, once: the route of each URL by both.
    var generatedHits = 0
    var handlerHits = 0
    var same = 0
    var firstURL: String? = null
    var fallbackURL: String? = null
    val differences = ArrayList<String>()
    val routes = ArrayList<Any>()
    for (url in urls) {
        val route = parse(url)
        val match = handler.match(url)
        if (route != null) {
            generatedHits += 1
            routes.add(route)
        }
        if (match != null) handlerHits += 1
        val generatedName = route?.javaClass?.simpleName
        val handlerName = match?.route?.className()
        if (generatedName == handlerName) {
            if (route != null) {
                same += 1
                if (fallbackURL == null) fallbackURL = url
                val hasStrings = match!!.route.segments.any { it.type?.kind == ValueType.STRING || it.pieces != null } ||
                    match.route.query.any { it.type.kind == ValueType.STRING }
                if (firstURL == null && !hasStrings) firstURL = url
            }
        } else if (differences.size < 3) {
            differences.add("$url\tgenerated=${generatedName ?: "nil"}\thandler=${handlerName ?: "nil"}")
        }
    }

    fun passParse(): Int {
        var hits = 0
        for (url in urls) if (parse(url) != null) hits += 1
        return hits
    }

    fun passHandler(): Int {
        var hits = 0
        for (url in urls) if (handler.match(url) != null) hits += 1
        return hits
    }

    fun passURL(): Int {
        var length = 0
        for (route in routes) length += makeURL(route).length
        return length
    }

    var sink = 0
    for (i in 0 until warmUps) {
        sink += passParse() + passHandler() + passURL()
    }
    val parseSamples = DoubleArray(passes)
    val handlerSamples = DoubleArray(passes)
    val urlSamples = DoubleArray(passes)
    for (i in 0 until passes) {
        var start = System.nanoTime()
        sink += passParse()
        parseSamples[i] = (System.nanoTime() - start).toDouble() / urls.size
        start = System.nanoTime()
        sink += passHandler()
        handlerSamples[i] = (System.nanoTime() - start).toDouble() / urls.size
        start = System.nanoTime()
        sink += passURL()
        urlSamples[i] = (System.nanoTime() - start).toDouble() / Math.max(1, routes.size)
    }
    println(
        "urls=${urls.size} routes=${handler.routes.size} parse=${median(parseSamples)} handler=${median(handlerSamples)}" +
            " url=${median(urlSamples)} generatedHits=$generatedHits handlerHits=$handlerHits same=$same sink=$sink"
    )
    for (difference in differences) println("difference\t$difference")
    println("firstURL\t${firstURL ?: fallbackURL ?: urls[0]}")
}

// ---------------------------------------------------------------------------------------------
// Parent: runs the children and prints the tables.

/** Runs a child JVM of this program with [arguments]; returns its standard output's lines. */
private fun child(vararg arguments: String): List<String> {
    val java = Paths.get(System.getProperty("java.home"), "bin", "java").toString()
    val command = listOf(java, "-cp", System.getProperty("java.class.path"), "bench.KotlinBenchKt") + arguments
    val process = ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.INHERIT).start()
    val lines = process.inputStream.bufferedReader().readLines()
    val status = process.waitFor()
    check(status == 0) { "child ${arguments.joinToString(" ")} exited with status $status" }
    return lines
}

/** The `key=value` fields of a line. */
private fun fields(line: String): Map<String, String> =
    line.split(' ').filter { it.contains('=') }.associate { it.substringBefore('=') to it.substringAfter('=') }

private class SteadyResult(
    val table: BenchTable, val fields: Map<String, String>, val differences: List<String>, val firstURL: String
) {
    fun number(key: String): Double = fields.getValue(key).toDouble()
    fun count(key: String): Int = fields.getValue(key).toInt()
}

private class FirstResult(val first: Double, val third: Double, val classes: Double)

private fun format(text: String, vararg values: Any?): String = String.format(Locale.ROOT, text, *values)

/** Microseconds, to three significant digits. */
private fun micros(nanoseconds: Double): String {
    val us = nanoseconds / 1000
    return when {
        us >= 100 -> format("%,.0f", us)
        us >= 10 -> format("%.1f", us)
        else -> format("%.2f", us)
    }
}

private fun run(args: Array<String>) {
    val build = args[1]
    val tablesDirectory = args[2]
    var quick = false
    var only: List<String>? = null
    var i = 3
    while (i < args.size) {
        when (args[i]) {
            "--quick" -> quick = true
            "--only" -> {
                i += 1
                only = args[i].split(',')
            }
            else -> throw IllegalArgumentException("unknown argument ${args[i]}")
        }
        i += 1
    }
    val chosen = only
    val tables = benchTables.filter { chosen == null || it.name in chosen }
    check(tables.isNotEmpty()) { "--only names no table of this build: ${benchTables.joinToString { it.name }}" }
    val passes = if (quick) 3 else 15
    val warmUps = if (quick) 2 else 10
    val limit = if (quick) 2_000 else Int.MAX_VALUE
    val processes = if (quick) 3 else 9

    val steady = ArrayList<SteadyResult>()
    val firstCalls = ArrayList<Map<String, FirstResult>>()
    for (table in tables) {
        System.err.println("steady state of ${table.name}...")
        val lines = child("steady", build, tablesDirectory, table.name, "$passes", "$warmUps", "$limit")
        val result = SteadyResult(
            table, fields(lines.first { it.startsWith("urls=") }),
            lines.filter { it.startsWith("difference\t") }.map { it.substringAfter('\t') },
            lines.first { it.startsWith("firstURL\t") }.substringAfter('\t')
        )
        steady.add(result)
        System.err.println("first call of ${table.name} (${result.firstURL}), $processes fresh JVMs each...")
        val samples = HashMap<String, ArrayList<FirstResult>>()
        for (run in 0 until processes) {
            for (what in listOf("parse", "url", "handler", "parse+stdlib", "handler+stdlib")) {
                val arguments = mutableListOf("first", build, table.name, what.substringBefore('+'), result.firstURL)
                if (what.endsWith("+stdlib")) arguments.add("--stdlib-loaded")
                val line = child(*arguments.toTypedArray()).first { it.startsWith("first=") }
                val values = fields(line)
                check(values["hit"] == "true") { "${table.name}: the $what child did not match ${result.firstURL}" }
                samples.getOrPut(what) { ArrayList() }
                    .add(
                        FirstResult(
                            values.getValue("first").toDouble(), values.getValue("third").toDouble(),
                            values.getValue("classes").toDouble()
                        )
                    )
            }
        }
        firstCalls.add(samples.mapValues { (_, list) ->
            FirstResult(
                median(list.map { it.first }.toDoubleArray()), median(list.map { it.third }.toDoubleArray()),
                median(list.map { it.classes }.toDoubleArray())
            )
        })
    }

    val kotlin = KotlinVersion.CURRENT
    println(
        "Kotlin matcher on the JVM: ${System.getProperty("java.vm.name")} ${System.getProperty("java.version")}," +
            " Kotlin stdlib $kotlin, ${Runtime.getRuntime().availableProcessors()} processors"
    )
    if (quick) println("quick mode: 2,000 URLs per table, few passes and processes; a smoke test, not figures")
    println()
    println("Steady state: median of $passes interleaved passes after $warmUps warm-up passes, one JVM per table;")
    println("ns per URL (route.url: ns per matched route)")
    println()
    println(format("%-22s %6s %6s %10s %9s %9s %10s   %s", "table", "routes", "URLs", "generated", "handler",
        "hand/gen", "route.url", "matched: generated / handler / same route"))
    for (result in steady) {
        val generated = result.number("parse")
        val handler = result.number("handler")
        println(
            format(
                "%-22s %,6d %,6d %10.0f %,9.0f %8.1f× %10.0f   %,d / %,d / %,d", result.table.name,
                result.count("routes"), result.count("urls"), generated, handler, handler / generated,
                result.number("url"), result.count("generatedHits"), result.count("handlerHits"), result.count("same")
            )
        )
    }
    val differences = steady.filter { it.differences.isNotEmpty() }
    if (differences.isNotEmpty()) {
        println()
        println("Where the handler and the generated matcher differ (first examples per table):")
        for (result in differences) for (difference in result.differences) {
            println("  ${result.table.name}: ${difference.replace('\t', ' ')}")
        }
    }
    println()
    println("First call in a fresh JVM: median of $processes processes per figure, µs (System.nanoTime around")
    println("the call), in parentheses the classes the JVM loaded during it; \"stdlib loaded\": after loading")
    println("kotlin.text.StringsKt, CharsKt, kotlin.collections.CollectionsKt, ArraysKt (as in an app whose other")
    println("Kotlin code has run)")
    println()
    println(format("%-22s | %12s %15s %11s %9s | %12s %15s %11s", "", "generated", "", "", "",
        "handler", "", ""))
    println(format("%-22s | %12s %15s %11s %9s | %12s %15s %11s", "table", "first parse", "stdlib loaded",
        "third parse", "first url", "first match", "stdlib loaded", "third match"))
    for ((index, result) in steady.withIndex()) {
        val figures = firstCalls[index]
        fun cell(what: String, classes: Boolean = true): String {
            val figure = figures.getValue(what)
            return micros(figure.first) + if (classes) format(" (%.0f)", figure.classes) else ""
        }
        println(
            format(
                "%-22s | %12s %15s %11s %9s | %12s %15s %11s", result.table.name, cell("parse"),
                cell("parse+stdlib"), micros(figures.getValue("parse").third), cell("url", false),
                cell("handler"), cell("handler+stdlib"), micros(figures.getValue("handler").third)
            )
        )
    }
    println()
    println("Generated file: its bytes, per route; the runtime (the same in every file) and the part of the routes")
    println("(their classes and table, everything before the runtime), per route; the jar kotlinc makes of it")
    println("(compressed class files, without the Kotlin runtime)")
    println()
    println(format("%-22s %6s %10s %9s %9s %15s %16s %10s", "table", "routes", "bytes", "per route", "runtime",
        "routes' bytes", "routes' lines", "jar bytes"))
    println(format("%-22s %6s %10s %9s %9s %15s %16s %10s", "", "", "", "", "", "per route", "per route", ""))
    for (result in steady) {
        val file = File(build, result.table.folder + ".kt")
        val text = String(Files.readAllBytes(file.toPath()), StandardCharsets.UTF_8)
        val bytes = file.length()
        val marker = text.indexOf("\nprivate object ${result.table.className}Runtime {")
        check(marker >= 0) { "${file.path}: no runtime object" }
        val head = text.substring(0, marker + 1)
        val routeBytes = head.toByteArray(StandardCharsets.UTF_8).size.toLong()
        val routeLines = head.count { it == '\n' }
        val routes = result.count("routes")
        println(
            format(
                "%-22s %,6d %,10d %,9.0f %,9d %,15.0f %16.1f %,10d", result.table.name, routes, bytes,
                bytes.toDouble() / routes, bytes - routeBytes, routeBytes.toDouble() / routes,
                routeLines.toDouble() / routes, File(File(build, "jars"), result.table.folder + ".jar").length()
            )
        )
    }
}
