import MockScopeCommandLine

extension HelpText {
    static func overview() -> String {
        let width = CommandTable.all.map(\.name.count).max() ?? 0
        let commands = CommandTable.all.map { "  \(HelpText.pad($0.name, width))  \($0.summary)" }
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
}
