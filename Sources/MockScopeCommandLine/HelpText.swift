/// The text of `--help`, built from a command's flags; the overview of every command is the
/// command line's own (`HelpText+Overview.swift` in `mockscope`).
package enum HelpText {
    package static func help(for command: Command) -> String {
        let flags = command.allFlags
        let labels = flags.map { flag in flag.valueName.map { "\(flag.name) \($0)" } ?? flag.name }
        let width = labels.map(\.count).max() ?? 0
        let indent = String(repeating: " ", count: width + 4)
        let options = zip(labels, flags).map { label, flag in
            "  \(pad(label, width))  "
                + wrap(flag.help, width: max(40, 100 - indent.count)).joined(separator: "\n" + indent)
        }
        let examples = command.examples.map { "  \($0.command)\n      \($0.meaning)" }
        return """
            \(command.summary)

            Usage: \(command.synopsis)

            \(command.details)

            Options:
            \(options.joined(separator: "\n"))

            Examples:
            \(examples.joined(separator: "\n"))

            """
    }

    package static func usageHint(for command: Command?) -> String {
        guard let command else {
            return "Usage: mockscope <command> [PATH] [options]; see 'mockscope --help'.\n"
        }
        return "Usage: \(command.synopsis)\nSee 'mockscope \(command.name) --help'.\n"
    }

    /// Splits text into lines of at most `width` characters at spaces, so help fits a terminal.
    package static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = ""
            }
            current += current.isEmpty ? String(word) : " " + word
        }
        return lines + (current.isEmpty ? [] : [current])
    }

    package static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
