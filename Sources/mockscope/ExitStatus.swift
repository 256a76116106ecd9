/// The exit statuses docs/CLI.md promises (the BSD `sysexits` values for the non-zero ones).
enum ExitStatus {
    static let ok: Int32 = 0
    /// Error diagnostics were reported, or `check` found a difference.
    static let failure: Int32 = 1
    static let usage: Int32 = 64
    static let inputMissing: Int32 = 66
    static let cannotCreateOutput: Int32 = 73
    static let io: Int32 = 74
}
