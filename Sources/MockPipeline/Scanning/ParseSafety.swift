import MockDiscovery

/// For other parsers of user text (the explorer's highlighter): whether SwiftParser can read it
/// safely, by the same nesting gauge the scanner applies before parsing.
public enum ParseSafety {
    public static func allowsParsing(_ bytes: [UInt8]) -> Bool {
        SourceOutline(bytes).nestingExcesses.isEmpty
    }
}
