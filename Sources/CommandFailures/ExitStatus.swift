/// The exit statuses docs/CLI.md promises (the BSD `sysexits` values for the non-zero ones), for
/// the command line and the explorer alike.
public enum ExitStatus {
    public static let ok: Int32 = 0
    /// Error diagnostics were reported, or `check` found a difference.
    public static let failure: Int32 = 1
    public static let usage: Int32 = 64
    public static let inputMissing: Int32 = 66
    public static let cannotCreateOutput: Int32 = 73
    public static let io: Int32 = 74
}
