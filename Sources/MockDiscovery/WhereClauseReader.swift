import SwiftSyntax

/// A protocol's `where` clause as the planner reads it. `Self.StringInterpolation == X` says the
/// same as `StringInterpolation == X`: a binding of an associated type, which the mock's
/// typealias satisfies. Only a requirement on `Self` itself constrains the conforming type.
enum WhereClauseReader {
    static func text(of clause: GenericWhereClauseSyntax, in source: SourceText) -> String {
        let rewritten = SelfMemberTypes(viewMode: .sourceAccurate).rewrite(Syntax(clause))
        guard rewritten.description != clause.description else { return source.text(of: clause) }
        return rewritten.trimmedDescription
    }
}

/// `Self.Name` as `Name`, keeping the trivia around it; `Self.A.B` becomes `A.B`.
private final class SelfMemberTypes: SyntaxRewriter {
    override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        guard let base = node.baseType.as(IdentifierTypeSyntax.self), base.name.text == "Self",
            base.genericArgumentClause == nil
        else { return super.visit(node) }
        return TypeSyntax(
            IdentifierTypeSyntax(
                leadingTrivia: node.leadingTrivia, name: node.name,
                genericArgumentClause: node.genericArgumentClause, trailingTrivia: node.trailingTrivia))
    }
}
