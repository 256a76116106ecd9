import SwiftSyntax

enum LexicalNames {
    /// The names of the types around the attached declaration, outermost first.
    static func enclosingTypes(_ lexicalContext: [Syntax]) -> [String] {
        lexicalContext.reversed().compactMap { context in
            if let type = context.asProtocol(NamedDeclSyntax.self), !context.is(ProtocolDeclSyntax.self) {
                return type.name.text
            }
            return context.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
        }
    }
}
