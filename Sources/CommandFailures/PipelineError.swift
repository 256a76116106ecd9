/// A failure that stops a command, with the exit status docs/CLI.md assigns to it.
public struct PipelineError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// 64: the request itself is malformed (bad option value, unknown protocol name).
        case usage
        /// 66: the input path is missing or unreadable.
        case inputMissing
        /// 73: an output cannot be created (or would overwrite a file MockScope did not write).
        case cannotCreateOutput
        /// 74: reading or writing failed midway.
        case io
        /// 1: the configuration file is malformed.
        case config
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var exitCode: Int32 {
        switch kind {
        case .usage: ExitStatus.usage
        case .inputMissing: ExitStatus.inputMissing
        case .cannotCreateOutput: ExitStatus.cannotCreateOutput
        case .io: ExitStatus.io
        case .config: ExitStatus.failure
        }
    }

    public var description: String { message }
}
