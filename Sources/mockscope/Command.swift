/// A subcommand: its flags, its help, and what it runs. The table drives parsing and help alike,
/// so the two never disagree.
struct Command: Sendable {
    let name: String
    let summary: String
    let synopsis: String
    let details: String
    let flags: [FlagSpec]
    let examples: [(command: String, meaning: String)]
    let run: @MainActor @Sendable (ParsedArguments, Console) throws -> Int32

    static let helpFlag = FlagSpec("--help", help: "show this help")

    var allFlags: [FlagSpec] { flags + [Self.helpFlag] }
}

enum CommandTable {
    static let all: [Command] = [
        ListCommand.command, GenerateCommand.command, CheckCommand.command, TrustCommand.command,
    ]

    static func named(_ name: String) -> Command? { all.first { $0.name == name } }

    static let pathHelp =
        "PATH is a .swift file or a folder searched recursively (default: the current folder)."
}
