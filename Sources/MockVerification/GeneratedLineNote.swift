import MockModel

/// The note under a compile error or warning that quotes the generated line it is about. The
/// explorer reads the quoted code back to find that line in the mock on screen.
public enum GeneratedLineNote {
    public static let prefix = Diagnostic.generatedLinePrefix

    static func make(_ code: String, at location: SourceLocation, for finding: DiagnosticCode = .mockDoesNotCompile)
        -> Diagnostic
    {
        .generatedLine(code, for: finding, at: location)
    }

    /// The quoted code of a note, nil for any other message.
    public static func code(in message: String) -> Substring? {
        message.hasPrefix(prefix) ? message.dropFirst(prefix.count) : nil
    }
}
