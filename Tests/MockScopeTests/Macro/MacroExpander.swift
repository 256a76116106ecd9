import MacroImplementation
import SwiftDiagnostics
import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros

/// Expands `@Mockable` in-process, through the same entry point the compiler plugin uses, on
/// every protocol of a file (marked or not) and every other declaration marked `@Mockable`.
enum MacroExpander {
    struct Expansion {
        var name: String
        /// The peer declaration the macro returned, nil when it returned none.
        var text: String?
        /// `path:line:col: severity: message`, as the compiler would print them.
        var diagnostics: [String]
        var errors: [String] { diagnostics.filter { $0.contains(": error: ") } }
    }

    static func expand(_ source: String, path: String) -> [Expansion] {
        let tree = Parser.parse(source: source)
        let finder = MockableTargets(viewMode: .sourceAccurate)
        finder.walk(tree)
        let fallback = Parser.parse(source: "@Mockable protocol P {}").statements.first!.item
            .as(ProtocolDeclSyntax.self)!.attributes.first!.as(AttributeSyntax.self)!
        return finder.targets.map { declaration in
            let attribute =
                declaration.asProtocol(WithAttributesSyntax.self)?.attributes.lazy
                .compactMap { $0.as(AttributeSyntax.self) }
                .first { $0.attributeName.trimmedDescription == "Mockable" } ?? fallback
            let context = BasicMacroExpansionContext(
                lexicalContext: declaration.allMacroLexicalContexts(),
                sourceFiles: [tree: .init(moduleName: "Fixture", fullFilePath: path)])
            let peers = expandAttachedMacroWithoutCollapsing(
                definition: MockableMacro.self, macroRole: .peer, attributeNode: attribute, node: declaration,
                parentDeclNode: nil, extendedType: nil, conformanceList: nil, in: context)
            let diagnostics = context.diagnostics.map { diagnostic in
                // Where the compiler puts a plugin's diagnostic: the start of its node.
                let location = context.location(
                    for: diagnostic.node.positionAfterSkippingLeadingTrivia, anchoredAt: diagnostic.node, fileName: path
                )
                return
                    "\(path):\(location.line):\(location.column): \(diagnostic.diagMessage.severity.word): \(diagnostic.message)"
            }
            let name = declaration.asProtocol(NamedDeclSyntax.self)?.name.text ?? ""
            return Expansion(name: name, text: peers?.first, diagnostics: diagnostics)
        }
    }
}

private final class MockableTargets: SyntaxVisitor {
    var targets: [DeclSyntax] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        targets.append(DeclSyntax(node))
        return .skipChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Mockable") }) {
            targets.append(DeclSyntax(node))
        }
        return .visitChildren
    }
}

extension DiagnosticSeverity {
    fileprivate var word: String {
        switch self {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        case .remark: "remark"
        @unknown default: "remark"
        }
    }
}
