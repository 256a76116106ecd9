import MockScopeCommandLine

/// The commands `mockscope` offers, in the order help lists them.
enum CommandTable {
    static let all: [Command] = [
        ListCommand.command, GenerateCommand.command(verifying: VerifyStep.verifying), CheckCommand.command,
        TrustCommand.command,
    ]

    static func named(_ name: String) -> Command? { all.first { $0.name == name } }
}
