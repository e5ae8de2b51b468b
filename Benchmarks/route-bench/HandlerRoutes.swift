import Foundation
import RouteCompilerCore

/// `route-bench --handler-routes TABLE`: the route list of ``BeforeHandler``, in the order the
/// handler tries the routes, as lines of tab-separated fields, for the hand-written Kotlin handler
/// of `Benchmarks/Kotlin` (the JDK has no JSON parser). The format:
///
///     schemes <TAB> myapp <TAB> …                 the custom schemes, lowercased
///     hosts <TAB> example.com <TAB> …             the universal-link hosts
///     route <TAB> NAME <TAB> su <TAB> FIELD …     one line per route, in the order tried
///
/// The second field of a route is its kinds of link: `s` (custom scheme), `u` (universal link),
/// both, or `-`. Each field after it is a path segment or a query parameter:
///
/// - `=TEXT`: a literal segment;
/// - `:TYPE`: a segment that is one value;
/// - `~PIECE PIECE …`: a mixed segment, its pieces separated by spaces, each `=TEXT` or `:TYPE`;
/// - `?KIND:TYPE:KEY` and, for a defaulted one, `?d:TYPE:KEY:VALUE`: a query parameter, `KIND`
///   one of `r` (required), `o` (optional), `l` (list).
///
/// A `TYPE` is `int`, `double`, `bool`, `uuid`, `string`, or `enum,RAW,RAW,…` (a named enum's raw
/// values, in order). Texts (`TEXT`, `KEY`, `VALUE`, `RAW`) have `%`, tab, line feed, carriage
/// return, space, `:` and `,` written as `%XX`.
enum HandlerRoutes {
    /// The lines of the table `name`: a folder of `Benchmarks/Tables` (`Bench10Routes`), a table
    /// of `--tables` (`mixed-100`) or the path of a `routes.json`.
    static func lines(for name: String) throws -> [String] {
        let file: URL
        if name.hasSuffix(".json") {
            file = URL(fileURLWithPath: name)
        } else if let table = builtInTables().first(where: { $0.name == name }) {
            file = tableDirectory(table.folder).appendingPathComponent("routes.json")
        } else {
            file = tableDirectory(name).appendingPathComponent("routes.json")
        }
        let checked: RouteCompiler.Output
        do {
            checked = try checkTableSpec(file)
        } catch {
            throw BenchError("cannot read \(file.path): \(error.localizedDescription)")
        }
        guard let spec = checked.spec else {
            throw BenchError("\(file.path) has errors: \(checked.diagnostics)")
        }
        let handler = try BeforeHandler(spec)
        var lines = [
            (["schemes"] + handler.schemes.map(escaped)).joined(separator: "\t"),
            (["hosts"] + handler.hosts.map(escaped)).joined(separator: "\t"),
        ]
        for index in handler.order {
            let route = handler.routes[index]
            var kinds = (route.acceptsCustomScheme ? "s" : "") + (route.acceptsUniversalLink ? "u" : "")
            if kinds.isEmpty { kinds = "-" }
            var fields = ["route", escaped(route.name), kinds]
            for segment in route.segments {
                switch segment {
                case .literal(let text, _):
                    fields.append("=" + escaped(text))
                case .value(let type):
                    fields.append(":" + typeText(type))
                case .mixed(let pieces):
                    let texts = pieces.map { piece -> String in
                        switch piece {
                        case .literal(let text): "=" + escaped(text)
                        case .value(let type): ":" + typeText(type)
                        }
                    }
                    fields.append("~" + texts.joined(separator: " "))
                }
            }
            for parameter in route.query {
                let type = typeText(parameter.type)
                let key = escaped(parameter.key)
                switch parameter.kind {
                case .required: fields.append("?r:\(type):\(key)")
                case .optional: fields.append("?o:\(type):\(key)")
                case .list: fields.append("?l:\(type):\(key)")
                case .defaulted(let value):
                    fields.append("?d:\(type):\(key):" + escaped(value.canonicalText(parameter.type)))
                }
            }
            lines.append(fields.joined(separator: "\t"))
        }
        return lines
    }

    /// The text of a type in a field.
    private static func typeText(_ type: BeforeHandler.ValueType) -> String {
        switch type {
        case .int: "int"
        case .double: "double"
        case .bool: "bool"
        case .uuid: "uuid"
        case .string: "string"
        case .choice(let values):
            (["enum"] + values.sorted { $0.value < $1.value }.map { escaped($0.key) }).joined(separator: ",")
        }
    }

    /// `text` with the characters the format separates fields by written as `%XX`.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%", "\t", "\n", "\r", " ", ":", ",":
                result += "%" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// The string with `0`s before it to make `count` characters.
    fileprivate func leftPadded(to count: Int) -> String {
        String(repeating: "0", count: Swift.max(0, count - self.count)) + self
    }
}
