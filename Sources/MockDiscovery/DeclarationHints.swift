/// Whether a file's bytes could declare one of some type names, so the scan reads the module's
/// declared types only from files that may matter (a skip, never a decision: SwiftParser
/// decides what a file declares). A declaration of `Name`, or of a type nested in it, spells
/// `struct`, `class`, `enum`, `actor`, `typealias` or `extension`, then white space, then
/// `Name`; anything else after the keyword (a comment, a backtick, a bracket) counts as a match.
public enum DeclarationHints {
    public static func mayDeclare(_ bytes: UnsafeRawBufferPointer, anyOf wanted: Set<[UInt8]>) -> Bool {
        guard !wanted.isEmpty else { return false }
        for keyword in keywords {
            var offset = 0
            while let position = ByteSearch.find(bytes, keyword, from: offset) {
                offset = position + keyword.count
                guard offset < bytes.count, TypeFactsReader.isSpace(bytes[offset]) || bytes[offset] == 0x2F else {
                    continue
                }
                guard let (name, _) = TypeFactsReader.nameAfter(bytes, offset) else { return true }
                if wanted.contains(name) { return true }
            }
        }
        return false
    }

    private static let keywords = ["struct", "class", "enum", "actor", "typealias", "extension"].map { Array($0.utf8) }
}
