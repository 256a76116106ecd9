import MacroMockGeneration
import MockModel
import SwiftSyntax
import SwiftSyntaxMacros

/// `@Mockable`: the protocol's mock as a peer declaration, exactly the text `mockscope generate`
/// writes for the same options (the file header and the file's lock helper aside: expansions
/// use the `MockScopeLock` the MockScope library exports).
public struct MockableMacro: PeerMacro {
    /// The generator's text is the product; reformatting it would make it differ from the export.
    public static var formatMode: FormatMode { .disabled }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard declaration.is(ProtocolDeclSyntax.self) else {
            let refusal = MockModel.Diagnostic.markerOnNonProtocol(
                at: MockModel.SourceLocation(file: "@Mockable", line: 1, column: 1))
            context.diagnose(CoreDiagnosticMessage(refusal).diagnostic(at: Syntax(node)))
            return []
        }
        let source = declaration.description
        let expansion = DeclarationExpansion.expand(
            source: source, enclosingTypes: LexicalNames.enclosingTypes(context.lexicalContext))
        let positions = SnippetPositions(source, start: declaration.position)
        for diagnostic in expansion.diagnostics {
            let position = positions.position(line: diagnostic.location.line, column: diagnostic.location.column)
            context.diagnose(CoreDiagnosticMessage(diagnostic).diagnostic(at: position, in: declaration))
        }
        guard let text = expansion.text, let peer = PeerText.declaration(text) else { return [] }
        return [peer]
    }
}
