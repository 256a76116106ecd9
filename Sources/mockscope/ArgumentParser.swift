import MockConfig
import MockPipeline

/// One option a command accepts.
struct FlagSpec: Sendable {
    let name: String
    /// The placeholder shown in help (`FILE|DIR`); nil for a switch that takes no value.
    let valueName: String?
    let repeatable: Bool
    let help: String

    init(_ name: String, value valueName: String? = nil, repeatable: Bool = false, help: String) {
        self.name = name
        self.valueName = valueName
        self.repeatable = repeatable
        self.help = help
    }
}

/// A malformed command line; the message names the flag or argument at fault.
struct UsageError: Error, Sendable {
    let message: String

    init(_ message: String) { self.message = message }
}

/// What a command line said, before any value is interpreted.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var values: [String: [String]] = [:]
    var switches: Set<String> = []

    func value(_ flag: String) -> String? { values[flag]?.last }
    func values(_ flag: String) -> [String] { values[flag] ?? [] }
    func has(_ flag: String) -> Bool { switches.contains(flag) }
}

/// Reads `--flag value`, `--flag=value` and switches; `--` ends the options.
enum ArgumentParser {
    static func parse(_ arguments: [String], flags: [FlagSpec], command: String) throws(UsageError)
        -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            // `-h` is the one short spelling: everyone tries it.
            let (name, inlineValue) = argument == "-h" ? ("--help", nil) : split(argument)
            guard let spec = flags.first(where: { $0.name == name }) else {
                throw UsageError(unknownFlagMessage(name, flags: flags, command: command))
            }
            guard let valueName = spec.valueName else {
                if inlineValue != nil { throw UsageError("\(name) takes no value") }
                parsed.switches.insert(name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count, !arguments[index].hasPrefix("--") {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("\(name) needs a value (\(valueName))")
            }
            if value.isEmpty { throw UsageError("\(name) needs a non-empty value (\(valueName))") }
            if !spec.repeatable, parsed.values[name] != nil {
                throw UsageError("\(name) is given twice; give it once")
            }
            parsed.values[name, default: []].append(value)
        }
        return parsed
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else {
            return (argument, nil)
        }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func unknownFlagMessage(_ name: String, flags: [FlagSpec], command: String)
        -> String
    {
        var message = "unknown option '\(name)' for 'mockscope \(command)'"
        let nearest = flags.map(\.name).min {
            EditDistance.between($0, name) < EditDistance.between($1, name)
        }
        if let nearest, EditDistance.between(nearest, name) <= 2 {
            message += "; did you mean '\(nearest)'?"
        }
        return message
    }
}
