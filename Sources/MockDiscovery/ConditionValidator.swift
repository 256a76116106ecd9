import Foundation
import SwiftParser
import SwiftSyntax

/// Decides whether text is a compilation-condition expression MockScope allows: identifiers,
/// `true`/`false`, `!`, `&&`, `||`, parentheses and platform checks. SwiftParser reads it.
public enum ConditionValidator {
    private static let onlyAndOr = "only `&&` and `||` may join conditions"
    static let platformChecks: Set<String> = [
        "os", "arch", "swift", "compiler", "canImport", "targetEnvironment", "hasFeature",
        "hasAttribute",
        "_endian", "_pointerBitWidth", "_runtime", "_hasAtomicBitWidth",
    ]

    /// nil when `text` is valid, else what is wrong with it.
    public static func problem(in text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "the expression is empty" }
        if trimmed.contains(where: \.isNewline) { return "the expression must fit on one line" }
        if !SourceOutline(Array(trimmed.utf8)).nestingExcesses.isEmpty {
            return "it is too deeply nested to read safely"
        }
        let tree = Parser.parse(source: "#if \(trimmed)\n#endif\n")
        guard tree.statements.count == 1,
            let block = tree.statements.first?.item.as(IfConfigDeclSyntax.self),
            let condition = block.clauses.first?.condition, !tree.hasError,
            condition.trimmedDescription == trimmed
        else {
            return "it is not a valid compilation condition expression"
        }
        return problem(in: condition)
    }

    private static func problem(in expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.argumentNames == nil
                ? nil : "`\(reference.trimmedDescription)` is not a flag"
        }
        if expression.is(BooleanLiteralExprSyntax.self) { return nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "!"
                ? problem(in: prefix.expression) : "only `!` may prefix a condition"
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                return "parentheses must hold one condition"
            }
            return problem(in: only.expression)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self),
                        ["&&", "||"].contains(op.operator.text)
                    else { return onlyAndOr }
                } else if let issue = problem(in: element) {
                    return issue
                }
            }
            return nil
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) {
            guard let op = infix.operator.as(BinaryOperatorExprSyntax.self),
                ["&&", "||"].contains(op.operator.text)
            else { return onlyAndOr }
            return problem(in: infix.leftOperand) ?? problem(in: infix.rightOperand)
        }
        if let call = expression.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)
        {
            return platformChecks.contains(callee.baseName.text)
                ? nil : "`\(callee.baseName.text)(…)` is not a platform check"
        }
        return "`\(expression.trimmedDescription)` is not allowed in a compilation condition"
    }
}
