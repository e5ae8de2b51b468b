/// What a command accepts: named options with a value, flags, and positional arguments.
struct ArgumentSpec {
    /// Options that take a value (`--output FILE`); those listed in `repeatable` may repeat.
    var options: Set<String> = []
    /// Options that may be given more than once.
    var repeatable: Set<String> = []
    /// Options without a value.
    var flags: Set<String> = []
    /// The names of the positional arguments, for messages.
    var positionals: [String] = []
    /// Whether more positional arguments than named may follow (`match <spec> <url>...`).
    var variadicLast = false
    /// Options that must be given.
    var required: Set<String> = []
}

/// Arguments parsed against an ``ArgumentSpec``.
struct ParsedArguments {
    struct UsageError: Error {
        var message: String
    }

    var positionals: [String] = []
    var options: [String: [String]] = [:]
    var flags: Set<String> = []
    /// Every option with its value, in the order given (`--package a --sha256 X --package b`).
    var sequence: [(name: String, value: String)] = []

    init(_ arguments: [String], spec: ArgumentSpec) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                var name = argument
                var inlineValue: String?
                if let equals = argument.firstIndex(of: "=") {
                    name = String(argument[..<equals])
                    inlineValue = String(argument[argument.index(after: equals)...])
                }
                if spec.flags.contains(name) {
                    flags.insert(name)
                } else if spec.options.contains(name) {
                    let value: String
                    if let inlineValue {
                        value = inlineValue
                    } else {
                        guard index + 1 < arguments.count else {
                            throw UsageError(message: "missing value after '\(name)'")
                        }
                        index += 1
                        value = arguments[index]
                    }
                    if options[name] != nil && !spec.repeatable.contains(name) {
                        throw UsageError(message: "'\(name)' given more than once")
                    }
                    options[name, default: []].append(value)
                    sequence.append((name, value))
                } else {
                    throw UsageError(message: "unknown option '\(name)'")
                }
            } else {
                positionals.append(argument)
            }
            index += 1
        }
        if positionals.count < spec.positionals.count {
            let missing = spec.positionals[positionals.count]
            throw UsageError(message: "missing argument <\(missing)>")
        }
        if positionals.count > spec.positionals.count && !spec.variadicLast {
            throw UsageError(message: "unexpected argument '\(positionals[spec.positionals.count])'")
        }
        for name in spec.required.sorted() where options[name] == nil {
            throw UsageError(message: "missing option '\(name)'")
        }
    }

    /// The value of an option given once.
    func value(_ name: String) -> String? { options[name]?.last }
}
