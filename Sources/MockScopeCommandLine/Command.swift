/// A subcommand: its flags, its help, and what it runs. The table drives parsing and help alike,
/// so the two never disagree.
package struct Command: Sendable {
    package let name: String
    package let summary: String
    package let synopsis: String
    package let details: String
    package let flags: [FlagSpec]
    package let examples: [(command: String, meaning: String)]
    package let run: @MainActor @Sendable (ParsedArguments, Console) throws -> Int32

    package init(
        name: String, summary: String, synopsis: String, details: String, flags: [FlagSpec],
        examples: [(command: String, meaning: String)],
        run: @escaping @MainActor @Sendable (ParsedArguments, Console) throws -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.synopsis = synopsis
        self.details = details
        self.flags = flags
        self.examples = examples
        self.run = run
    }

    package static let helpFlag = FlagSpec("--help", help: "show this help")

    package static let pathHelp =
        "PATH is a .swift file or a folder searched recursively (default: the current folder)."

    package var allFlags: [FlagSpec] { flags + [Self.helpFlag] }
}
