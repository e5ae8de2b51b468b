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

    /// Parses `arguments` (Specification §7.1 rule 6): options are `--name value` or
    /// `--name=value`, with a value that is not empty; flags take no value; only the options in
    /// ``ArgumentSpec/repeatable`` may be given more than once. Anything else is a usage error.
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
                    if inlineValue != nil {
                        throw UsageError(
                            message: "\(Quote.single(name)) takes no value; give it alone to turn it on, or leave it"
                                + " out")
                    }
                    if flags.contains(name) {
                        throw UsageError(message: "\(Quote.single(name)) is given twice; give it once")
                    }
                    flags.insert(name)
                } else if spec.options.contains(name) {
                    let value: String
                    if let inlineValue {
                        value = inlineValue
                    } else {
                        // `--output --webcredentials` forgot the value: an option's value never
                        // starts with `--` (`--output=--x` gives one that does).
                        guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                            throw UsageError(message: "missing value after \(Quote.single(name))")
                        }
                        index += 1
                        value = arguments[index]
                    }
                    guard !value.isEmpty else {
                        throw UsageError(
                            message: "\(Quote.single(name)) is given an empty value; give a value after it")
                    }
                    if options[name] != nil && !spec.repeatable.contains(name) {
                        throw UsageError(message: "\(Quote.single(name)) is given twice; give it once")
                    }
                    options[name, default: []].append(value)
                    sequence.append((name, value))
                } else {
                    throw UsageError(message: "unknown option \(Quote.single(name))")
                }
            } else {
                let position = positionals.count
                if argument.isEmpty, position < spec.positionals.count,
                    !(spec.variadicLast && position == spec.positionals.count - 1)
                {
                    throw UsageError(message: "empty argument <\(spec.positionals[position])>; give a value")
                }
                positionals.append(argument)
            }
            index += 1
        }
        if positionals.count < spec.positionals.count {
            let missing = spec.positionals[positionals.count]
            throw UsageError(message: "missing argument <\(missing)>")
        }
        if positionals.count > spec.positionals.count && !spec.variadicLast {
            throw UsageError(message: "unexpected argument \(Quote.single(positionals[spec.positionals.count]))")
        }
        for name in spec.required.sorted() where options[name] == nil {
            throw UsageError(message: "missing option \(Quote.single(name))")
        }
    }

    /// The value of an option given once.
    func value(_ name: String) -> String? { options[name]?.last }
}
