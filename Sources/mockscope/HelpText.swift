/// The text of `--help`, built from the command table.
enum HelpText {
    static func overview() -> String {
        let width = CommandTable.all.map(\.name.count).max() ?? 0
        let commands = CommandTable.all.map { "  \(pad($0.name, width))  \($0.summary)" }
        return """
            mockscope \(Version.current): generates protocol mocks (test doubles) for Swift.

            Usage:
              mockscope [PATH]              open the explorer on PATH (needs a terminal); it asks before
                                            verification runs a package's own code (--trust: trust it this once)
              mockscope <command> [PATH] [options]

            Commands:
            \(commands.joined(separator: "\n"))

            Options:
              --help        show this help (or `mockscope <command> --help`)
              --version     print the version

            Exit status: 0 ok; 1 errors reported or `check` found a difference; 64 usage error;
            66 input missing or unreadable; 73 output cannot be created; 74 I/O error.

            """
    }

    static func help(for command: Command) -> String {
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

    static func usageHint(for command: Command?) -> String {
        guard let command else {
            return "Usage: mockscope <command> [PATH] [options]; see 'mockscope --help'.\n"
        }
        return "Usage: \(command.synopsis)\nSee 'mockscope \(command.name) --help'.\n"
    }

    /// Splits text into lines of at most `width` characters at spaces, so help fits a terminal.
    static func wrap(_ text: String, width: Int) -> [String] {
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

    private static func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
}
