@testable import RouteCompilerCore

/// The Kotlin side of the differential test for one spec: an object in the generated file's
/// package that reads a corpus (one text a line), matches each text with the generated
/// `parse` (`parsePath` for a text that starts with `/`), and writes the lines of
/// ``DifferentialLines`` from the Kotlin values: each route's properties by name, its `url`, its
/// `url(scheme)` under each scheme, and whether each URL parses back to an equal route (Kotlin's
/// `==` on the data classes).
struct KotlinHarness {
    let spec: RouteSpec
    let package: String

    /// The harness source.
    var source: String {
        let declarations = KotlinDeclarations(spec)
        let name = spec.enumName
        var lines: [String] = [
            "// The differential harness of \(name) (RouteCompilerCoreTests/Kotlin).",
            "package \(package)",
            "",
            "@Suppress(\"DEPRECATION\")",
            "internal object KotlinHarness {",
            "    private const val HEX = \"0123456789ABCDEF\"",
            "",
            "    private fun q(text: String): String {",
            "        val out = StringBuilder(\"\\\"\")",
            "        for (b in text.toByteArray(Charsets.UTF_8)) {",
            "            val v = b.toInt() and 0xFF",
            "            if (v in 97..122 || v in 65..90 || v in 48..57 || v == 45 || v == 46 || v == 95 || v == 126) {",
            "                out.append(v.toChar())",
            "            } else {",
            "                out.append('%').append(HEX[v shr 4]).append(HEX[v and 15])",
            "            }",
            "        }",
            "        return out.append('\"').toString()",
            "    }",
            "",
            "    private fun d(value: Double): String = java.lang.Long.toHexString(java.lang.Double.doubleToRawLongBits(value))",
            "",
            "    private inline fun <T> opt(value: T?, show: (T) -> String): String = if (value == null) \"nil\" else show(value)",
            "",
            "    private inline fun <T> list(values: List<T>, show: (T) -> String): String {",
            "        val out = StringBuilder(\"[\")",
            "        for ((index, value) in values.withIndex()) {",
            "            if (index > 0) out.append(',')",
            "            out.append(show(value))",
            "        }",
            "        return out.append(']').toString()",
            "    }",
            "",
            "    fun describe(route: \(name)): String = when (route) {",
        ]
        for route in spec.routes {
            let className = "\(name).\(declarations.qualifiedClass(route))"
            guard !route.parameters.isEmpty else {
                lines.append("        is \(className) -> \(KotlinNames.stringLiteral(route.name))")
                continue
            }
            let values = route.parameters.map { parameter in
                "\"\(parameter.name)=\" + " + show(parameter, "route." + KotlinDeclarations.property(parameter.name))
            }
            lines.append(
                "        is \(className) -> \(KotlinNames.stringLiteral(route.name + "(")) + "
                    + values.joined(separator: " + \",\" + ") + " + \")\"")
        }
        let schemes = DifferentialLines.schemes(of: spec).map(KotlinNames.stringLiteral).joined(separator: ", ")
        lines += [
            "    }",
            "",
            "    private val schemes = listOf(\(schemes))",
            "",
            "    private fun back(route: \(name), url: String): String {",
            "        val again = \(name).parse(url) ?: return \" ~nil\"",
            "        return if (again == route) \" =\" else \" ~\" + describe(again)",
            "    }",
            "",
            "    fun line(input: String): String {",
            "        val route = (if (input.startsWith(\"/\")) \(name).parsePath(input) else \(name).parse(input))",
            "            ?: return \"nil\"",
            "        val out = StringBuilder(describe(route))",
            "        val url = route.url",
            "        out.append(' ').append(url).append(back(route, url))",
            "        for (scheme in schemes) {",
            "            val other = route.url(scheme)",
            "            out.append(' ').append(scheme).append('=')",
            "            if (other == null) out.append(\"nil\") else out.append(other).append(back(route, other))",
            "        }",
            "        out.append(\" stack=\").append(route.stack.joinToString(\">\") { describe(it) })",
            "        out.append(\" meta=\")\(metadataExpression)",
            "        return out.toString()",
            "    }",
            "",
            "    fun run(input: String, output: String) {",
            "        val text = String(java.io.File(input).readBytes(), Charsets.UTF_8)",
            "        val out = StringBuilder()",
            "        for (entry in text.split('\\n')) out.append(line(entry)).append('\\n')",
            "        java.io.File(output).writeBytes(out.toString().toByteArray(Charsets.UTF_8))",
            "    }",
            "}",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// The appends that write the route's metadata values, `,` between them.
    private var metadataExpression: String {
        spec.metadata.enumerated().map { index, declaration in
            let value = "route." + KotlinDeclarations.property(declaration.name)
            let shown =
                declaration.isOptional
                ? "opt(\(value)) { \(Self.scalar(declaration.type, "it")) }" : Self.scalar(declaration.type, value)
            return (index > 0 ? ".append(',')" : "") + ".append(\(shown))"
        }.joined()
    }

    /// The Kotlin expression that prints `value`, a property of the parameter's type.
    private func show(_ parameter: CaseParameter, _ value: String) -> String {
        if parameter.isCatchAll { return "list(\(value)) { q(it) }" }
        let scalar = { (item: String) in Self.scalar(parameter.type, item) }
        switch parameter.kind {
        case .required, .defaulted, .flag: return scalar(value)
        case .optional: return "opt(\(value)) { \(scalar("it")) }"
        case .list: return "list(\(value)) { \(scalar("it")) }"
        }
    }

    /// The Kotlin expression that prints `item`, one value of `type`.
    private static func scalar(_ type: ParameterType, _ item: String) -> String {
        switch type {
        case .builtIn(let builtIn):
            switch builtIn.name {
            case "double": return "d(\(item))"
            case "string": return "q(\(item))"
            default: return "\(item).toString()"
            }
        case .enumeration: return "q(\(item).raw)"
        case .app: return "q(\(item).routeParameter)"
        }
    }
}
