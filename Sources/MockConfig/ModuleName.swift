/// Module names go verbatim into `import` lines, so only real identifiers are accepted:
/// a typo must not turn into broken (or injected) source.
public enum ModuleName {
    /// `Foundation`, `MyApp`, `Darwin.C`: identifiers joined by dots.
    public static func isValid(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy(isIdentifier)
    }

    private static func isIdentifier(_ part: Substring) -> Bool {
        guard let first = part.first, first == "_" || first.isLetter else { return false }
        return part.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
    }
}
