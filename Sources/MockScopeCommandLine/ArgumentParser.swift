import MockConfig
import MockPipeline

/// One option a command accepts.
package struct FlagSpec: Sendable {
    package let name: String
    /// The placeholder shown in help (`FILE|DIR`); nil for a switch that takes no value.
    package let valueName: String?
    package let repeatable: Bool
    package let help: String

    package init(_ name: String, value valueName: String? = nil, repeatable: Bool = false, help: String) {
        self.name = name
        self.valueName = valueName
        self.repeatable = repeatable
        self.help = help
    }
}

/// A malformed command line; the message names the flag or argument at fault.
package struct UsageError: Error, Sendable {
    package let message: String

    package init(_ message: String) { self.message = message }
}

/// What a command line said, before any value is interpreted.
package struct ParsedArguments: Sendable {
    package var positionals: [String] = []
    package var values: [String: [String]] = [:]
    package var switches: Set<String> = []

    package func value(_ flag: String) -> String? { values[flag]?.last }
    package func values(_ flag: String) -> [String] { values[flag] ?? [] }
    package func has(_ flag: String) -> Bool { switches.contains(flag) }
}

/// Reads `--flag value`, `--flag=value` and switches; `--` ends the options.
package enum ArgumentParser {
    package static func parse(_ arguments: [String], flags: [FlagSpec], command: String) throws(UsageError)
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
