import SwiftParser
import SwiftSyntax

enum PeerText {
    /// The generator's text as one declaration (an `#if` block, or the mock type itself).
    static func declaration(_ text: String) -> DeclSyntax? {
        let file = Parser.parse(source: text)
        guard file.statements.count == 1, let item = file.statements.first?.item else { return nil }
        return item.as(DeclSyntax.self)
    }
}
