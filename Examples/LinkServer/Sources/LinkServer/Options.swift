/// `--name value` options, each possibly repeated.
struct Options {
    struct ParseError: Error, CustomStringConvertible {
        var description: String
    }

    private var values: [String: [String]] = [:]

    init(parsing arguments: ArraySlice<String>) throws {
        var rest = arguments[...]
        while let name = rest.popFirst() {
            guard name.hasPrefix("--") else { throw ParseError(description: "unexpected argument '\(name)'") }
            guard let value = rest.popFirst() else { throw ParseError(description: "\(name) needs a value") }
            values[name, default: []].append(value)
        }
    }

    /// Every value of `name`, in order.
    func all(_ name: String) -> [String] { values[name] ?? [] }

    /// The last value of `name`.
    func single(_ name: String) -> String? { values[name]?.last }
}
